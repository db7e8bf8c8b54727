import Foundation
import ResponderKit
import Testing

/// An ordered log of what test views saw.
@MainActor
final class EventLog {
    var lines: [String] = []

    func add(_ line: String) {
        lines.append(line)
    }
}

/// A view that logs its touch callbacks as `Name.began[1]` and, unless told otherwise, calls super.
@MainActor
class LoggingView: UIView {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let log: EventLog
    let name: String
    var callsSuper = true

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.log = log
        self.name = name
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    private func fingers(_ touches: Set<UITouch>) -> String {
        "[" + touches.map(\.finger).sorted().map(String.init).joined(separator: ",") + "]"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).began\(fingers(touches))")
        if callsSuper { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).moved\(fingers(touches))")
        if callsSuper { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).ended\(fingers(touches))")
        if callsSuper { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).cancelled\(fingers(touches))")
        if callsSuper { super.touchesCancelled(touches, with: event) }
    }
}

/// An application with one visible 320×480 window, on a manual clock.
@MainActor
struct Stage {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow
    let log = EventLog()

    init(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        app = UIApplication(clock: clock)
        app.failsTestOnViolation()
        window = UIWindow(frame: frame, application: app)
        window.makeKeyAndVisible()
    }

    @discardableResult
    func view(_ name: String, _ frame: CGRect, in parent: UIView? = nil) -> LoggingView {
        let view = LoggingView(name, frame: frame, log: log)
        (parent ?? window).addSubview(view)
        return view
    }
}

extension UIApplication {
    /// Makes every lifecycle violation of this application fail the running test.
    func failsTestOnViolation() {
        isVerifying = true
        verifier.onViolation = { violation in Issue.record("lifecycle violation: \(violation)") }
    }
}
