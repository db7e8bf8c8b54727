import Foundation

// responder-window [SCENE] [--scale S] [--trace FILE]: parses the arguments and runs the window.
let status: Int32 = MainActor.assumeIsolated {
    switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let options):
        return WindowHost.run(options)
    case .failure(let problem):
        FileHandle.standardError.write(Data((problem.message + "\n").utf8))
        return problem.isHelp ? 0 : 2
    }
}
exit(status)
