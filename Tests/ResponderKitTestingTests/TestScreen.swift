import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// This module's files import Foundation too: name ResponderKit's clock-driven types once, at module scope, so that
// `DispatchQueue.main.asyncAfter` and `Timer` run on the application's manual clock (see ForeignImportTests).
typealias Timer = ResponderKit.Timer
typealias DispatchTime = ResponderKit.DispatchTime
typealias DispatchQueue = ResponderKit.DispatchQueue

/// An ordered log of what recognizers and controls did.
@MainActor
final class Log {
    var lines: [String] = []

    func add(_ line: String) {
        lines.append(line)
    }
}

/// An application with one visible 320×480 window on a manual clock, a log, and a generator.
@MainActor
struct Bench {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow
    let log = Log()

    init() {
        app = UIApplication(clock: clock)
        app.isVerifying = true
        app.verifier.onViolation = { violation in Issue.record("lifecycle violation: \(violation)") }
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
    }

    /// A plain view with an identifier.
    @discardableResult
    func view(_ identifier: String, _ frame: CGRect, in parent: UIView? = nil) -> UIView {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = identifier
        (parent ?? window).addSubview(view)
        return view
    }

    func generator() throws -> EventGenerator {
        try EventGenerator(window: window)
    }

    /// Logs a recognizer's state changes as `name state detail`.
    func line(_ recognizer: UIGestureRecognizer, _ name: String, _ detail: String = "") {
        log.add("\(name) \(recognizer.state)" + (detail.isEmpty ? "" : " \(detail)"))
    }
}

/// A number with two decimals, for logs.
func format(_ value: CGFloat) -> String {
    String(format: "%.2f", Double(value))
}
