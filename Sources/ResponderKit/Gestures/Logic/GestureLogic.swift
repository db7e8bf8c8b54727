import Foundation

/// The decisions of one kind of gesture recognizer, as a value fed touches and timer firings.
///
/// A recognizer class (`UITapGestureRecognizer`, `UIPanGestureRecognizer`, …) owns one logic value and
/// drives it; the logic never sees a view, a touch object or a clock:
///
/// ```
/// UITouch ──(id, location in the recognizer's view, timestamp)──▶ GestureTouchSample
///                                                                   │
///   touchesBegan / touchesMoved / touchesEnded / touchesCancelled ◀─┘
///   timerFired(at:) ◀── the class's timer, when a scheduled deadline comes
///        │
///        ▼
///   GestureLogicOutput ── outcome ──▶ UIGestureRecognizer.State (.began, .changed, .ended, .failed…)
///                      └─ timer ────▶ schedule(at:) / cancel
///   reset() ◀── when UIKit resets the recognizer (back to .possible)
/// ```
///
/// Contracts shared by every logic:
/// - It tracks the touches it has seen begin, by ID. A move, end or cancel for an unknown ID is
///   ignored; a begin for an ID already down is ignored.
/// - A sample whose location is NaN or infinite never moves a touch: a move keeps the last finite
///   location, and a touch that begins at such a location is not tracked. Outputs are always finite.
/// - Time only goes forward: a timestamp earlier than one already seen (or NaN) counts as the latest
///   one, that is, as no time passing.
/// - After a terminal outcome (`recognized`, `ended`, `cancelled`, `failed`) it ignores input and
///   returns ``GestureLogicOutput/none`` until ``reset()``; a terminal output also cancels a pending timer.
public protocol GestureLogic: Sendable {
    /// The thresholds the logic uses.
    var metrics: InteractionMetrics { get set }

    /// Feeds touches that went down (one or several fingers together) and returns the decision.
    mutating func touchesBegan(_ touches: [GestureTouchSample]) -> GestureLogicOutput
    /// Feeds touches that moved and returns the decision.
    mutating func touchesMoved(_ touches: [GestureTouchSample]) -> GestureLogicOutput
    /// Feeds touches that lifted (at their final locations) and returns the decision.
    mutating func touchesEnded(_ touches: [GestureTouchSample]) -> GestureLogicOutput
    /// Feeds touches the system cancelled and returns the decision.
    mutating func touchesCancelled(_ touches: [GestureTouchSample]) -> GestureLogicOutput
    /// Tells the logic that the clock reached `time`, at or after a deadline it scheduled.
    ///
    /// A firing before the pending deadline, or with none pending, is ignored entirely (its time too).
    mutating func timerFired(at time: TimeInterval) -> GestureLogicOutput
    /// Forgets every touch, timer and measurement, keeping the configuration: back to "possible".
    mutating func reset()

    /// Where the gesture is: the centroid of its touches down, or where they last were; nil before any.
    var location: CGPoint? { get }
    /// The number of the gesture's touches that are down now.
    var numberOfTouches: Int { get }
    /// The location of one of the gesture's touches that is down now, or nil.
    func location(ofTouch touchID: Int) -> CGPoint?
    /// The deadline the logic is waiting for, if any (for leftover checks and for the class's timer).
    var pendingTimerDeadline: TimeInterval? { get }
    /// Whether the logic produced a terminal outcome and is waiting for ``reset()``.
    var isFinished: Bool { get }
}

extension GestureLogic {
    /// Feeds one phase of touches to the logic; at the first touch of a gesture it takes `metrics` first, so an
    /// application's tuned thresholds apply from then on. `metrics` is evaluated only then: a move does not
    /// build or copy them.
    public mutating func handle(
        _ phase: UITouch.Phase, _ samples: [GestureTouchSample], metrics: @autoclosure () -> InteractionMetrics
    ) -> GestureLogicOutput {
        switch phase {
        case .began:
            if numberOfTouches == 0 { self.metrics = metrics() }
            return touchesBegan(samples)
        case .moved, .stationary: return touchesMoved(samples)
        case .ended: return touchesEnded(samples)
        default: return touchesCancelled(samples)
        }
    }
}
