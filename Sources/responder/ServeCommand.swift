import ArgumentParser
import Foundation

/// `responder serve [ARGUMENTS…]`: runs `responder-playground` from the same directory with the same arguments,
/// or says how to build and run it. The playground is its own executable, so `responder` builds without the
/// playground's server stack (Hummingbird, NIO).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Start the browser playground (runs responder-playground, a separate executable).",
        discussion: "Arguments go to responder-playground: [SCENE] [--host 127.0.0.1] [--port 8080]. Build it "
            + "once with `swift build --product responder-playground`, or run `swift run responder-playground`.")

    @Argument(parsing: .captureForPassthrough, help: "Arguments for responder-playground.")
    var arguments: [String] = []

    /// The command that builds and runs the playground, for the message when it is not built.
    static let instructions = "swift run responder-playground"

    func run() throws {
        guard let playground = Self.playgroundExecutable() else {
            FileHandle.standardError.write(
                Data(
                    ("responder serve: the playground is its own executable and is not built yet; run it with\n"
                        + "  \(Self.instructions)\(arguments.isEmpty ? "" : " " + arguments.joined(separator: " "))\n")
                        .utf8))
            throw ExitCode(2)
        }
        let process = Process()
        process.executableURL = playground
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("responder serve: cannot start \(playground.path): \(error)\n".utf8))
            throw ExitCode.failure
        }
        process.waitUntilExit()
        throw ExitCode(process.terminationStatus)
    }

    /// `responder-playground` next to this executable, if it is there.
    static func playgroundExecutable() -> URL? {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidates = [me, URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
        for executable in candidates {
            let sibling = executable.deletingLastPathComponent().appendingPathComponent("responder-playground")
            if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
        }
        return nil
    }
}
