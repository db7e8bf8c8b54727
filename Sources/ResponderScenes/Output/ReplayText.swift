import Foundation
import Rainbow
import ResponderKit

/// Renders a replay as text: one line per trace event, handler log line and timer firing, then each changed
/// view's final geometry, then the leftovers.
///
/// With `colored`, lines are coloured by what they say (hit-testing cyan, deliveries green, forwards dim,
/// cancellations red, recognizers magenta, the scene's own log bold blue); otherwise they are plain. Tools
/// colour only when writing to a terminal.
public enum ReplayText {
    /// The replay as text, each line ending with a newline.
    public static func render(_ result: ReplayResult, style: TraceTextStyle = .standard, colored: Bool) -> String {
        var output = ""
        for entry in result.entries {
            guard let line = entry.text(style) else { continue }
            output += (colored ? paint(line, for: entry) : line) + "\n"
        }
        if style == .standard {
            for line in result.finalLines { output += (colored ? line.yellow.bold : line) + "\n" }
        }
        for leftover in result.leftovers {
            let line = "leftover: \(leftover)"
            output += (colored ? line.yellow : line) + "\n"
        }
        return output
    }

    static func paint(_ line: String, for entry: ReplayEntry) -> String {
        if case .timer = entry { return line.bold }
        guard case .trace(let event) = entry else { return line.blue.bold }
        switch event {
        case .input: return line.bold
        case .inputRepaired, .cancelled, .layoutIssue: return line.red
        case .hitTestBegan, .pointInside, .hitTestSkipped, .hitTestReturned, .windowPassed: return line.cyan
        case .touchBound, .touchWithheld: return line.cyan.bold
        case .delivered, .actionSent, .controlEvents, .controlTracking: return line.green
        case .forwarded, .dropped, .firstResponderChanged, .layout: return line.dim
        case .recognizerTransition, .estimatedPropertiesUpdated, .scrollRouted: return line.magenta
        case .pointerHovering, .pointerRegionEntered, .pointerRegionExited: return line.cyan.bold
        case .viewChanged, .animationStarted, .animationInterrupted, .animationStopped: return line.yellow
        case .appearance, .feedback, .pencilDelivered: return line.green
        case .consoleMessage: return line.red
        }
    }
}
