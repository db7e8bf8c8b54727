import Foundation
import ResponderKit
import Testing

extension Stage {
    /// Names `recognizer` and logs each of its actions as `name state`, plus what `detail` says.
    @discardableResult
    func logging<R: UIGestureRecognizer>(_ name: String, _ recognizer: R, _ detail: ((R) -> String)? = nil) -> R {
        recognizer.name = name
        let log = self.log
        recognizer.addHandler { sender in
            let suffix = detail.map { " " + $0(sender as! R) } ?? ""
            log.add("\(name) \(sender.state)\(suffix)")
        }
        return recognizer
    }

    /// Marks a moment in the log (`-- text`), so a test can tell what happened before and after it.
    func mark(_ text: String) {
        log.add("-- \(text)")
    }

    /// Checks what every scenario must end with: nothing in flight, and every touch that began on a view
    /// ended or was cancelled exactly once on it.
    func finish(expecting leftovers: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(app.leftovers == leftovers, sourceLocation: sourceLocation)
        #expect(touchLifecycleProblems(log.lines) == [], sourceLocation: sourceLocation)
    }
}

extension TraceRecorder {
    /// The recognizers' transitions with their reasons, as the trace prints them.
    var transitionLines: [String] {
        events.compactMap { event in
            guard case .recognizerTransition = event else { return nil }
            return event.text()
        }
    }

    /// The recognizers' transitions without reasons: `tap: possible -> ended`. Notes that leave a possible
    /// recognizer possible (`waits for …`) are left out.
    var transitions: [String] {
        events.compactMap { event in
            guard case .recognizerTransition(let recognizer, let from, let to, _) = event,
                from != .possible || to != .possible
            else { return nil }
            return "\(recognizer): \(from) -> \(to)"
        }
    }

    /// The recognizers' transitions as the typed events the arena and the logics decided: recognizer name,
    /// states and reason.
    var recognizerSteps: [RecognizerStep] {
        events.compactMap { event in
            guard case .recognizerTransition(let recognizer, let from, let to, let reason) = event else { return nil }
            return RecognizerStep(recognizer.name, from, to, reason)
        }
    }

    /// The control events sent, typed: control name and events.
    var controlEventSteps: [ControlEventStep] {
        events.compactMap { event in
            guard case .controlEvents(let control, let sent) = event else { return nil }
            return ControlEventStep(control: control.name, events: sent)
        }
    }
}

/// One typed recognizer event of a trace, for tests to compare in order.
struct RecognizerStep: Equatable, CustomStringConvertible {
    var recognizer: String
    var from: UIGestureRecognizer.State
    var to: UIGestureRecognizer.State
    var reason: RecognizerTransitionReason

    init(
        _ recognizer: String, _ from: UIGestureRecognizer.State, _ to: UIGestureRecognizer.State,
        _ reason: RecognizerTransitionReason
    ) {
        self.recognizer = recognizer
        self.from = from
        self.to = to
        self.reason = reason
    }

    var description: String { "\(recognizer): \(from) -> \(to) (\(reason))" }
}

/// One typed control event of a trace.
struct ControlEventStep: Equatable {
    var control: String
    var events: UIControl.Event
}

/// The lifecycle rule of BehaviourContract §4 checked over a log of `View.phase[fingers]` lines: per view and
/// finger, each `began` is matched by exactly one later `ended` or `cancelled`, and nothing arrives for a
/// touch that is not open. Returns the violations (empty when the log keeps the rule).
func touchLifecycleProblems(_ lines: [String]) -> [String] {
    var open: [String: Int] = [:]
    var order: [String] = []
    var problems: [String] = []
    for line in lines {
        guard let dot = line.firstIndex(of: "."), let bracket = line.firstIndex(of: "["), line.hasSuffix("]"),
            dot < bracket, !line.contains(" ")
        else { continue }
        let view = String(line[..<dot])
        let phase = String(line[line.index(after: dot)..<bracket])
        let fingers = line[line.index(after: bracket)..<line.index(before: line.endIndex)].split(separator: ",")
        for finger in fingers {
            let key = "\(view) finger \(finger)"
            if !order.contains(key) { order.append(key) }
            let count = open[key, default: 0]
            switch phase {
            case "began":
                open[key] = count + 1
            case "moved":
                if count == 0 { problems.append("\(key) moved while not began") }
            case "ended", "cancelled":
                if count == 0 {
                    problems.append("\(key) \(phase) without a began")
                } else {
                    open[key] = count - 1
                }
            default:
                continue
            }
        }
    }
    for key in order where open[key, default: 0] > 0 {
        problems.append("\(key) never ended or cancelled")
    }
    return problems
}

/// A recognizer that only logs the touches it gets (`name.began[1]`) and never leaves `.possible` by itself.
@MainActor
final class ProbeRecognizer: UIGestureRecognizer {
    let log: EventLog
    var logsEventTouches = false

    init(_ name: String, log: EventLog) {
        self.log = log
        super.init(target: nil, action: nil)
        self.name = name
    }

    private func line(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent) -> String {
        var text =
            "\(name ?? "probe").\(phase)[" + touches.map(\.finger).sorted().map(String.init).joined(separator: ",")
            + "]"
        if logsEventTouches {
            let mine = event.touches(for: self).map { $0.map(\.finger).sorted() } ?? []
            text += " event.touches(for:) \(mine)"
        }
        return text
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { log.add(line("began", touches, event)) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { log.add(line("moved", touches, event)) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { log.add(line("ended", touches, event)) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log.add(line("cancelled", touches, event))
    }
}

/// A delegate whose answers the test sets, and which logs and counts the questions it is asked.
@MainActor
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    let log: EventLog?
    var shouldBegin = true
    var shouldBeginCount = 0
    var simultaneous = false
    var requireFailureOf: UIGestureRecognizer?
    var requiredToFailBy: UIGestureRecognizer?
    var receiveTouch: (UITouch) -> Bool = { _ in true }
    var receiveEvent = true

    init(log: EventLog? = nil) {
        self.log = log
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginCount += 1
        log?.add("shouldBegin \(gestureRecognizer.name ?? "?")")
        return shouldBegin
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === requireFailureOf }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === requiredToFailBy }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        receiveTouch(touch)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        receiveEvent
    }
}

/// A tap recognizer that logs its `reset()` and the state it is in then.
@MainActor
final class ResetLoggingTap: UITapGestureRecognizer {
    var log: EventLog?

    override func reset() {
        super.reset()
        log?.add("\(name ?? "tap") reset, now \(state)")
    }
}

/// A pan recognizer that logs its `reset()` and the state it is in then.
@MainActor
final class ResetLoggingPan: UIPanGestureRecognizer {
    var log: EventLog?

    override func reset() {
        super.reset()
        log?.add("\(name ?? "pan") reset, now \(state)")
    }
}

/// A long-press recognizer that logs its `reset()` and the state it is in then.
@MainActor
final class ResetLoggingLongPress: UILongPressGestureRecognizer {
    var log: EventLog?

    override func reset() {
        super.reset()
        log?.add("\(name ?? "press") reset, now \(state)")
    }
}

/// Rounds for log lines: `1.5`, `-0.25`, `20`.
func r(_ value: CGFloat, _ places: Int = 3) -> String {
    let scale = pow(10, Double(places))
    let rounded = (Double(value) * scale).rounded() / scale
    if abs(rounded) < 1e15, let whole = Int(exactly: rounded) { return String(whole) }
    return String(rounded)
}

/// Rounds a point for log lines: `(20, 0)`.
func r(_ point: CGPoint, _ places: Int = 3) -> String {
    "(\(r(point.x, places)), \(r(point.y, places)))"
}
