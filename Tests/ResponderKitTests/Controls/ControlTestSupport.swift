import Foundation
import ResponderKit

/// The touch and value events of UIControl with their names, in bit order.
let loggedControlEvents: [(event: UIControl.Event, name: String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// An action target that logs the name of each action it performs, optionally with a suffix that describes
/// the sender at that moment.
@MainActor
final class ActionLogger: ActionTarget {
    let log: EventLog
    var describe: ((Any?) -> String)?

    init(_ log: EventLog) {
        self.log = log
    }

    func responds(to action: Selector) -> Bool { true }

    func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
        log.add(action.name + (describe.map { " " + $0(sender) } ?? ""))
    }
}

extension UIControl {
    /// Adds one target-action pair per control event, whose action is the event's name, logging to `logger`.
    func logEvents(to logger: ActionLogger) {
        for (event, name) in loggedControlEvents {
            addTarget(logger, action: Selector(name), for: event)
        }
    }
}

/// A control that logs its tracking calls and can refuse to begin or continue.
@MainActor
final class ProbeControl: UIControl {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let log: EventLog
    var beginsTracking = true
    var continuesTracking = true
    /// Keeps the logger alive: controls hold their targets weakly.
    var retainedLogger: ActionLogger?

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.add("beginTracking")
        return beginsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.add("continueTracking")
        return continuesTracking
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.add("endTracking")
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        log.add("cancelTracking")
        super.cancelTracking(with: event)
    }
}

extension Stage {
    /// A 100 × 100 probe control at (100, 100) inside a logging container that fills the window, every
    /// control event logged by name.
    func probe() -> (control: ProbeControl, container: LoggingView, logger: ActionLogger) {
        let container = view("Container", CGRect(x: 0, y: 0, width: 320, height: 480))
        let control = ProbeControl("Probe", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
        container.addSubview(control)
        let logger = ActionLogger(log)
        control.logEvents(to: logger)
        control.retainedLogger = logger
        return (control, container, logger)
    }
}
