import Foundation
import ResponderKit

/// A view that logs presses, motion and remote-control calls as `Name.motionBegan(motionShake)` and, unless
/// told otherwise, calls super so the call climbs on.
@MainActor
final class EventLoggingView: UIView {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let log: EventLog
    let name: String
    var callsSuper = true
    var acceptsFirstResponder = false

    init(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10), log: EventLog) {
        self.log = log
        self.name = name
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    private func keys(_ presses: Set<UIPress>) -> String {
        presses.map { "\($0.type)" }.sorted().joined(separator: ",")
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("\(name).pressesBegan(\(keys(presses)))")
        if callsSuper { super.pressesBegan(presses, with: event) }
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("\(name).pressesChanged(\(keys(presses)))")
        if callsSuper { super.pressesChanged(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("\(name).pressesEnded(\(keys(presses)))")
        if callsSuper { super.pressesEnded(presses, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("\(name).pressesCancelled(\(keys(presses)))")
        if callsSuper { super.pressesCancelled(presses, with: event) }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.add("\(name).motionBegan(\(motion))")
        if callsSuper { super.motionBegan(motion, with: event) }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.add("\(name).motionEnded(\(motion))")
        if callsSuper { super.motionEnded(motion, with: event) }
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.add("\(name).motionCancelled(\(motion))")
        if callsSuper { super.motionCancelled(motion, with: event) }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        log.add("\(name).remoteControlReceived(\(event.map { "\($0.subtype)" } ?? "nil"))")
        if callsSuper { super.remoteControlReceived(with: event) }
    }
}

/// A window that logs the events it is asked to deliver, then delivers them.
@MainActor
final class LoggingWindow: UIWindow {
    var log: EventLog?
    var name = "window"

    override func sendEvent(_ event: UIEvent) {
        log?.add("\(name).sendEvent(\(event.type))")
        super.sendEvent(event)
    }
}

extension TraceRecorder {
    /// The standard trace without hit-testing and layout lines: input, binding, deliveries, forwards,
    /// cancellations, repairs.
    var deliveryLines: [String] {
        lines.filter { line in
            !(line.hasPrefix("hit-test ") || line.hasPrefix("hit view: ") || line.contains(" can answer ")
                || line.contains(" skipped: ") || line.contains(" found nothing") || line.hasPrefix("layout "))
        }
    }
}

extension CGPoint {
    /// `(x, y)` rounded to 1/1000, for comparing computed geometry in logs.
    var rounded3: CGPoint {
        CGPoint(x: (x * 1000).rounded() / 1000 + 0, y: (y * 1000).rounded() / 1000 + 0)
    }
}

extension CGRect {
    /// The rectangle with every number rounded to 1/1000.
    var rounded3: CGRect {
        CGRect(
            origin: origin.rounded3,
            size: CGSize(width: (width * 1000).rounded() / 1000 + 0, height: (height * 1000).rounded() / 1000 + 0))
    }
}
