import ArgumentParser
import Foundation
import ResponderKit
import ResponderScenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `responder` command: replays scene files and prints what UIKit's event delivery did.
@main
struct Responder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder",
        abstract: "Replay iOS event delivery on scene files: hit-testing, the responder chain, gestures.",
        subcommands: [Demo.self, Replay.self, Check.self, Schema.self, ServeCommand.self])
}

/// Runs tool code on the main actor (commands run on the main thread) and turns scene file errors into
/// `file:line:column: error: …` on standard error with exit code 1.
func runTool(_ body: @MainActor () throws(SceneFileError) -> String) throws {
    let outcome: Result<String, SceneFileError> = MainActor.assumeIsolated {
        ResponderTool.progress = { line in FileHandle.standardError.write(Data("responder: \(line)\n".utf8)) }
        do throws(SceneFileError) { return .success(try body()) } catch { return .failure(error) }
    }
    switch outcome {
    case .success(let text): print(text, terminator: "")
    case .failure(let error):
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        throw ExitCode.failure
    }
}

/// Whether standard output is a terminal (colour) rather than a file or a pipe (plain text).
var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

extension Responder {
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay every bundled lesson of the seeds in order, each under a heading.",
            discussion: "Needs no files: the scenes ship inside the tool. The first lesson prints seed 004's "
                + "'can answer' / 'hit view' log.")

        func run() throws {
            try runTool { () throws(SceneFileError) in try ResponderTool.demo(colored: standardOutputIsTerminal) }
        }
    }

    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay a scene file, with a script file or the scene's own script.")

        @Argument(help: "The scene file (YAML or JSON), or a bundled scene's name (01-hit-test-log, as serve takes).")
        var scene: String

        @Argument(help: "A script file; without it, the scene's embedded script is replayed.")
        var script: String?

        @Option(help: "The output format: text (one line per event), json (JSON lines) or svg (a picture).")
        var format: ResponderTool.Format = .text

        @Option(name: .shortAndLong, help: "Write the output to this file instead of standard output.")
        var output: String?

        @Flag(help: "Print only the 'can answer' / 'hit view' lines (seed 004's log) and the scene's log.")
        var hitTestOnly = false

        @Option(help: "With --format svg: draw only input N (numbered from 1 as the whole picture numbers them).")
        var step: Int?

        func run() throws {
            let colored = output == nil && format == .text && standardOutputIsTerminal
            let style: TraceTextStyle = hitTestOnly ? .hitTestOnly : .standard
            let (scene, script, format, output, step) = (scene, script, format, output, step)
            try runTool { () throws(SceneFileError) in
                let text = try ResponderTool.replay(
                    scenePath: scene, scriptPath: script, format: format, colored: colored, style: style, step: step)
                guard let output else { return text }
                try ResponderTool.write(text, to: output)
                return ""
            }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a scene file (and a script file): decode, build and expand without replaying.",
            discussion: "Exits with a non-zero status and 'file:line:column: error: …' lines when a file is wrong.")

        @Argument(help: "The scene file (YAML or JSON).")
        var scene: String

        @Argument(help: "A script file to check with the scene.")
        var script: String?

        func run() throws {
            let (scene, script) = (scene, script)
            try runTool { () throws(SceneFileError) in try ResponderTool.check(scenePath: scene, scriptPath: script) }
        }
    }

    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the reference of the scene and script file format (Markdown).")

        func run() throws {
            try runTool { () throws(SceneFileError) in ResponderTool.schema() }
        }
    }
}

extension ResponderTool.Format: ExpressibleByArgument {}
