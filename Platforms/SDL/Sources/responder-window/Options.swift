import Foundation
import ResponderScenes

/// The command line: `responder-window [SCENE] [--scale S] [--trace FILE]`.
struct Options {
    /// A scene file, or the name of a bundled lesson (`01-hit-test-log`, `09-drag`, …).
    var scene = "01-hit-test-log"
    /// Window pixels per scene point.
    var scale = 1.0
    /// A file the text trace is appended to as things happen.
    var tracePath: String?

    /// Why the arguments were not taken (or the help text).
    struct Problem: Error {
        var message: String
        var isHelp = false
    }

    static let usage = """
        usage: responder-window [SCENE] [--scale S] [--trace FILE]

          SCENE         a scene file (YAML or JSON) or a bundled lesson's name (default: 01-hit-test-log)
          --scale S     window pixels per scene point, 0.25 to 8 (default: 1)
          --trace FILE  append the text trace (the lines `responder replay` prints) to FILE as things happen

        Input: the left mouse button is finger 1 (an indirect-pointer touch), touch-screen fingers are fingers
        2, 3, …; arrows, return (select), escape (menu), space (play/pause), page up/down and other keys are
        presses; the window losing focus cancels live touches (an interruption). Close the window to quit.
        Bundled lessons: \(BundledScenes.lessons.map(\.file).joined(separator: ", "))
        """

    static func parse(_ arguments: [String]) -> Result<Options, Problem> {
        var options = Options()
        var sceneGiven = false
        var index = 0
        func value(_ name: String) -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                return .failure(Problem(message: usage, isHelp: true))
            case "--scale":
                guard let text = value(argument), let scale = Double(text), scale.isFinite, scale >= 0.25, scale <= 8
                else { return .failure(Problem(message: "error: --scale needs a number from 0.25 to 8\n\n" + usage)) }
                options.scale = scale
            case "--trace":
                guard let path = value(argument), !path.isEmpty else {
                    return .failure(Problem(message: "error: --trace needs a file\n\n" + usage))
                }
                options.tracePath = path
            default:
                if argument.hasPrefix("-") || sceneGiven {
                    return .failure(Problem(message: "error: unexpected argument '\(argument)'\n\n" + usage))
                }
                options.scene = argument
                sceneGiven = true
            }
            index += 1
        }
        return .success(options)
    }
}
