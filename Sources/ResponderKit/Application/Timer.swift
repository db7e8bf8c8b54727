import Dispatch
import Foundation

/// A timer on the application's clock, in place of Foundation's: UIKit code that calls
/// `Timer.scheduledTimer` runs unchanged, and its timers fire at the right virtual time under a
/// `ManualClock`, in order with touch input and the recognizers' own timers (BehaviourContract §11).
///
/// For code that imports only ResponderKit (or UIKit), this type shadows Foundation's `Timer`; in a file that also
/// imports Foundation, code inside an `NSObject` subclass still finds it first (`NSObject.Timer`); see
/// <doc:DeterministicTime>.
///
/// ```swift
/// repeatTimer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
///     self?.increment()
/// }
/// ...
/// repeatTimer?.invalidate()
/// ```
///
/// A timer goes to the current application (`UIApplication.current`): the one handling the event that
/// scheduled it. Like Foundation's, a repeating timer fires at its first fire date plus whole intervals,
/// skipping the ones it missed, and an interval of 0 or less is taken as 0.1 ms.
@preconcurrency @MainActor
public final class Timer {
    /// The interval between firings of a repeating timer (for a non-repeating one: its delay).
    public let timeInterval: TimeInterval
    /// Accepted for compatibility; ResponderKit fires timers exactly at their fire date.
    public var tolerance: TimeInterval = 0
    /// The object given when the timer was made.
    public let userInfo: Any?
    /// Whether the timer will still fire: false once invalidated, or once a non-repeating timer fired.
    public private(set) var isValid = true
    private let repeats: Bool
    private let action: @MainActor (Timer) -> Void
    private let origin: String
    private var anchor: ApplicationAnchor?
    private var token: TimerToken?
    private var deadline: TimeInterval = 0

    /// Creates a timer that is not scheduled yet; `RunLoop.main.add(_:forMode:)` schedules it.
    public init(
        timeInterval interval: TimeInterval, repeats: Bool, file: String = #fileID, line: Int = #line,
        block: @escaping @MainActor (Timer) -> Void
    ) {
        self.timeInterval = interval.isFinite && interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.userInfo = nil
        self.action = block
        self.origin = "\(file):\(line)"
    }

    /// Creates a timer that sends `selector` to `target` (with the timer as sender), not scheduled yet. As
    /// Foundation's, the timer keeps the target alive until it is invalidated.
    public init(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool,
        file: String = #fileID, line: Int = #line
    ) {
        self.timeInterval = interval.isFinite && interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.userInfo = userInfo
        let object = target as AnyObject
        self.action = { timer in ActionDelivery.perform(selector, on: object, sender: timer, event: nil) }
        self.origin = "\(file):\(line)"
    }

    /// Creates a timer and schedules it on the current application's clock. Its result may be ignored, as
    /// Foundation's (an Objective-C method) may on Apple's platforms.
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, file: String = #fileID, line: Int = #line,
        block: @escaping @MainActor (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, file: file, line: line, block: block)
        timer.schedule(on: UIApplication.currentForAppTimers("Timer.scheduledTimer"))
        return timer
    }

    /// Creates a timer that sends `selector` to `target` and schedules it on the current application's
    /// clock. `selector` is a named selector the target registered, or a method reference:
    /// `Selector(Self.tick)`. Its result may be ignored.
    @discardableResult
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool,
        file: String = #fileID, line: Int = #line
    ) -> Timer {
        let timer = Timer(
            timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats,
            file: file, line: line)
        timer.schedule(on: UIApplication.currentForAppTimers("Timer.scheduledTimer"))
        return timer
    }

    /// When the timer fires next, in the clock's seconds (from the reference date, for a `Date`).
    public var fireDate: Date { Date(timeIntervalSinceReferenceDate: deadline) }

    /// Fires the timer now: runs its action; a non-repeating timer is then invalidated, a repeating one keeps
    /// its schedule. Does nothing once the timer is invalid.
    public func fire() {
        guard isValid else { return }
        action(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer from ever firing again; it lets go of its target.
    ///
    /// Nonisolated, as Foundation's is, so that a view's plain `deinit { timer?.invalidate() }` compiles as on
    /// iOS; it must be called on the main thread, where the application's timers live.
    public nonisolated func invalidate() {
        MainActor.assumeIsolated {
            guard isValid else { return }
            isValid = false
            if let token, let application = anchor?.application { application.cancelAppTimer(token) }
            token = nil
        }
    }

    /// Schedules the first firing on `application`'s clock.
    func schedule(on application: UIApplication) {
        guard isValid, token == nil else { return }
        anchor = application.anchor
        schedule(at: application.clock.now + timeInterval, on: application)
    }

    private func schedule(at deadline: TimeInterval, on application: UIApplication) {
        self.deadline = deadline
        let description =
            repeats
            ? "Timer every \(timeInterval.compact) s, next at \(deadline.compact) (\(origin))"
            : "Timer at \(deadline.compact) (\(origin))"
        // The application keeps a scheduled timer (and so its target) alive, as a run loop does.
        token = application.scheduleAppTimer(at: deadline, description) { self.fired() }
    }

    private func fired() {
        token = nil
        guard isValid, let application = anchor?.application else { return }
        if repeats {
            // The next fire date is a whole number of intervals after this one, skipping missed ones.
            let now = application.clock.now
            var next = deadline + timeInterval
            if next <= now {
                next = deadline + timeInterval * ((now - deadline) / timeInterval).rounded(.down) + timeInterval
            }
            schedule(at: next, on: application)
            action(self)
        } else {
            action(self)
            isValid = false
        }
    }
}
