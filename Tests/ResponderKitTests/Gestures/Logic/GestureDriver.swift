import Foundation

@testable import ResponderKit

/// Feeds a gesture logic timestamped touches and records every output as readable log lines:
/// the outcome (with an optional detail for continuous gestures), then the timer request.
struct GestureDriver<Logic: GestureLogic> {
    var logic: Logic
    var log: [String] = []
    /// Appended to "began", "changed" and "ended" lines, e.g. a pan's translation.
    var detail: ((Logic) -> String)?

    init(_ logic: Logic, detail: ((Logic) -> String)? = nil) {
        self.logic = logic
        self.detail = detail
    }

    static func samples(_ touches: [(Int, CGFloat, CGFloat)], _ time: TimeInterval) -> [GestureTouchSample] {
        touches.map { GestureTouchSample(touchID: $0.0, location: CGPoint(x: $0.1, y: $0.2), timestamp: time) }
    }

    mutating func down(_ id: Int, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) { down([(id, x, y)], at: time) }
    mutating func move(_ id: Int, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) { move([(id, x, y)], at: time) }
    mutating func up(_ id: Int, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) { up([(id, x, y)], at: time) }
    mutating func cancel(_ id: Int, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
        record(logic.touchesCancelled(Self.samples([(id, x, y)], time)))
    }

    mutating func down(_ touches: [(Int, CGFloat, CGFloat)], at time: TimeInterval) {
        record(logic.touchesBegan(Self.samples(touches, time)))
    }
    mutating func move(_ touches: [(Int, CGFloat, CGFloat)], at time: TimeInterval) {
        record(logic.touchesMoved(Self.samples(touches, time)))
    }
    mutating func up(_ touches: [(Int, CGFloat, CGFloat)], at time: TimeInterval) {
        record(logic.touchesEnded(Self.samples(touches, time)))
    }

    /// Fires the timer at `time`, whether or not a deadline is pending.
    mutating func fire(at time: TimeInterval) { record(logic.timerFired(at: time)) }

    /// Fires the pending deadline exactly, or logs "no timer".
    mutating func fireTimer() {
        guard let deadline = logic.pendingTimerDeadline else { return log.append("no timer") }
        fire(at: deadline)
    }

    mutating func record(_ output: GestureLogicOutput) {
        if let outcome = output.outcome {
            switch outcome {
            case .began, .changed, .ended:
                if let detail { log.append("\(outcome) \(detail(logic))") } else { log.append("\(outcome)") }
            default:
                log.append("\(outcome)")
            }
        }
        if let timer = output.timer { log.append("\(timer)") }
    }

    /// The leftovers check: no touches down and no pending timer.
    var isClean: Bool { logic.numberOfTouches == 0 && logic.pendingTimerDeadline == nil }
}

/// "(12.5, -3)": a point with at most three decimals.
func format(_ point: CGPoint?) -> String {
    guard let point else { return "nil" }
    return "(\(format(point.x)), \(format(point.y)))"
}

/// "1.1": a number with at most three decimals.
func format(_ value: CGFloat) -> String { MetricFormat.number(Double(value), decimals: 3) }
