import ArgumentParser
import Foundation
import ResponderPlayground

/// `responder-playground [SCENE] [--host 127.0.0.1] [--port 8080]` (also `responder serve …`): the browser
/// playground. It is its own executable so that the command-line tool builds without the server stack.
@main
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder-playground",
        abstract:
            "Start the browser playground: the scene drawn, your pointer input through the engine, the trace live.")

    @Argument(help: "A bundled scene's name or a scene file's path (default: seed 004's hierarchy).")
    var scene: String?

    @Option(help: "The address to listen on; loopback unless told otherwise.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: "The most pages (sessions) open at once.")
    var maxSessions = PlaygroundLimits().maximumSessions

    func run() throws {
        var playground: Playground
        do {
            playground = try Playground(scene: scene, host: host, port: port)
        } catch {
            throw ValidationError(error.message)
        }
        guard maxSessions > 0 else { throw ValidationError("--max-sessions must be at least 1") }
        playground.configuration.limits.maximumSessions = maxSessions
        let server = playground
        // The sessions live on the main actor: serve it with the main queue while the server runs.
        Task { @MainActor in
            do {
                try await server.run { address in
                    print("playground: \(address)")
                    fflush(nil)
                }
                Foundation.exit(EXIT_SUCCESS)
            } catch {
                FileHandle.standardError.write(Data("responder serve: \(error)\n".utf8))
                Foundation.exit(EXIT_FAILURE)
            }
        }
        dispatchMain()
    }
}
