import Dispatch
import Foundation

/// The timers app code scheduled, so `leftovers` can name them.
struct AppTimerRegistry {
    /// What each pending app timer is, with the id of its engine timer, in scheduling (id) order. A list, not a
    /// dictionary: an app has few timers pending, where hashing would cost more than the search.
    private var entries: [(id: Int, description: String)] = []
    /// The pending `perform(_:with:afterDelay:)` requests, for `cancelPreviousPerformRequests`.
    var performRequests: [PerformRequest] = []

    /// A pending delayed perform.
    struct PerformRequest {
        let target: ObjectIdentifier
        let selector: Selector
        let argument: AnyHashable?
        let token: TimerToken
    }

    /// How many app timers are pending.
    var count: Int { entries.count }

    mutating func add(_ token: TimerToken, _ description: String) {
        // `scheduleTimer` gives ids in increasing order, so appending keeps the list in scheduling order.
        entries.append((token.id, description))
    }

    mutating func remove(_ token: TimerToken) {
        // The most recent first: a timer that fires or is cancelled is most often the last one scheduled.
        var index = entries.count - 1
        while index >= 0 {
            if entries[index].id == token.id {
                entries.remove(at: index)
                return
            }
            index -= 1
        }
    }

    /// One line per pending app timer, in scheduling order: `app timer: Timer every 0.1 s, next at 1.2
    /// (Stepper.swift:42)`.
    var leftovers: [String] {
        entries.map { "app timer: \($0.description)" }
    }
}

extension UIApplication {
    /// Schedules app code's work at `deadline` on this application's clock, listed in `leftovers` as
    /// `description` until it runs or is cancelled.
    func scheduleAppTimer(
        at deadline: TimeInterval, _ description: @autoclosure () -> String, _ body: @escaping @MainActor () -> Void
    ) -> TimerToken {
        let token = scheduleTimer(at: deadline, body)
        appTimers.add(token, description())
        return token
    }

    /// The token the next scheduled timer will get (`scheduleTimer` gives ids in order).
    var nextTimerToken: TimerToken { TimerToken(id: nextTimerID + 1) }

    /// Cancels app code's timer.
    func cancelAppTimer(_ token: TimerToken) {
        cancelTimer(token)
        appTimers.remove(token)
    }
}

// MARK: - Timer

/// A timer on the application's clock, in place of Foundation's: UIKit code that calls
/// `Timer.scheduledTimer` runs unchanged, and its timers fire at the right virtual time under a
/// `ManualClock`, in order with touch input and the recognizers' own timers (BEHAVIOUR.md §11).
///
/// For code that imports only ResponderKit, this type shadows Foundation's `Timer`. A file that also imports
/// Foundation gets "ambiguous use" compile errors instead (never a silent wall-clock timer); see
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
@MainActor
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
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        if let token, let application = anchor?.application { application.cancelAppTimer(token) }
        token = nil
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

extension RunLoop {
    /// Schedules a ResponderKit timer on the current application's clock, as `RunLoop.main.add(timer,
    /// forMode: .common)` does on iOS; the mode is ignored.
    @MainActor
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.schedule(on: UIApplication.currentForAppTimers("RunLoop.add(_:forMode:)"))
    }
}

// MARK: - Delayed performs

extension UIResponder {
    /// Sends `aSelector` to this responder after `delay` seconds on the current application's clock, with
    /// `anArgument` as the sender, as `NSObject.perform(_:with:afterDelay:)`. The selector is one the
    /// responder registered or a method reference (`Selector(Self.hideControls)`); one it does not perform is
    /// an "unrecognized selector" error when it fires.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let application = UIApplication.currentForAppTimers("perform(_:with:afterDelay:)")
        let deadline = application.clock.now + (delay.isFinite && delay > 0 ? delay : 0)
        let identifier = ObjectIdentifier(self)
        let token = application.nextTimerToken
        _ = application.scheduleAppTimer(
            at: deadline, "perform \(aSelector.name) on \(traceName) at \(deadline.compact)"
        ) { [self] in
            application.appTimers.performRequests.removeAll { $0.token == token }
            ActionDelivery.perform(aSelector, on: self, sender: anArgument, event: nil)
        }
        application.appTimers.performRequests.append(
            AppTimerRegistry.PerformRequest(
                target: identifier, selector: aSelector, argument: anArgument as? AnyHashable, token: token))
    }

    /// Cancels the delayed performs of `aSelector` with an equal argument on `aTarget`, as NSObject's.
    public static func cancelPreviousPerformRequests(withTarget aTarget: Any, selector: Selector, object: Any?) {
        cancelPerformRequests(of: aTarget) { $0.selector == selector && $0.argument == (object as? AnyHashable) }
    }

    /// Cancels every delayed perform on `aTarget`, as NSObject's.
    public static func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        cancelPerformRequests(of: aTarget) { _ in true }
    }

    private static func cancelPerformRequests(
        of target: Any, where matches: (AppTimerRegistry.PerformRequest) -> Bool
    ) {
        guard let application = UIApplication.current else { return }
        let identifier = ObjectIdentifier(target as AnyObject)
        let cancelled = application.appTimers.performRequests.filter { $0.target == identifier && matches($0) }
        application.appTimers.performRequests.removeAll { request in cancelled.contains { $0.token == request.token } }
        for request in cancelled { application.cancelAppTimer(request.token) }
    }
}

// MARK: - Dispatch

/// A point in time on the current application's clock, in place of Dispatch's `DispatchTime`, so
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)` is 0.3 s of that clock.
public struct DispatchTime: Hashable, Comparable, Sendable {
    /// Seconds on the application's clock.
    public let seconds: TimeInterval

    /// Creates a time from seconds on the application's clock.
    public init(seconds: TimeInterval) {
        self.seconds = seconds
    }

    /// Creates a time from nanoseconds on the application's clock.
    public init(uptimeNanoseconds: UInt64) {
        self.seconds = TimeInterval(uptimeNanoseconds) / 1_000_000_000
    }

    /// The time in nanoseconds on the application's clock.
    public var uptimeNanoseconds: UInt64 { UInt64(saturating: seconds * 1_000_000_000) }

    /// The current application's time; it must be read on the main thread.
    public static func now() -> DispatchTime {
        MainActor.assumeIsolated {
            DispatchTime(seconds: UIApplication.currentForAppTimers("DispatchTime.now()").clock.now)
        }
    }

    /// A time that never comes.
    public static let distantFuture = DispatchTime(seconds: .infinity)

    /// Orders times.
    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.seconds < rhs.seconds }

    /// A time `seconds` later.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }

    /// A time `seconds` earlier.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds - seconds)
    }

    /// A time an interval later: `.now() + .milliseconds(300)`.
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds + interval.seconds)
    }

    /// A time an interval earlier.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds - interval.seconds)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (infinite for `.never`).
    var seconds: Double {
        switch self {
        case .seconds(let value): Double(value)
        case .milliseconds(let value): Double(value) / 1e3
        case .microseconds(let value): Double(value) / 1e6
        case .nanoseconds(let value): Double(value) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

/// Work to run later, which can be cancelled before it runs, in place of Dispatch's `DispatchWorkItem` (the
/// debounce idiom: keep the item, `cancel()` it when new input comes).
@MainActor
public final class DispatchWorkItem {
    private let work: @MainActor () -> Void
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false

    /// Creates a work item.
    public init(block: @escaping @MainActor () -> Void) {
        self.work = block
    }

    /// Runs the work now, unless it was cancelled.
    public func perform() {
        guard !isCancelled else { return }
        work()
    }

    /// Keeps the work from running if it has not run yet.
    public func cancel() {
        isCancelled = true
    }
}

/// The main queue on the application's clock, in place of Dispatch's `DispatchQueue`: UIKit code that calls
/// `DispatchQueue.main.async` or `asyncAfter(deadline:)` runs unchanged, at the right virtual time under a
/// `ManualClock`, in order with input (BEHAVIOUR.md §11).
///
/// `async` work scheduled while the application handles work runs right after the current item, before the
/// next input, as on iOS (the next turn of the run loop); scheduled outside (a test's setup), it runs when
/// the clock next moves. `asyncAfter` work runs when the clock reaches its deadline. Every queue — `main`,
/// `global()`, queues made with a label — runs its work on the main actor, in that order: ResponderKit has one
/// thread, which keeps replays deterministic. The work must be scheduled on the main thread.
public final class DispatchQueue: Sendable {
    /// The queue's label.
    public let label: String

    /// Creates a queue; its work runs on the application's main queue.
    public init(label: String, qos: DispatchQoS = .unspecified) {
        self.label = label
    }

    /// The main queue.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// A global queue; its work runs on the application's main queue.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "com.apple.root.\(qos)")
    }

    /// Runs `work` on the next turn of the application's queue.
    public func async(execute work: @escaping @Sendable @MainActor () -> Void) {
        MainActor.assumeIsolated {
            let application = UIApplication.currentForAppTimers("DispatchQueue.async")
            if application.isDraining {
                application.enqueueTask(work)
            } else {
                _ = application.scheduleAppTimer(at: application.clock.now, "DispatchQueue.async", work)
            }
        }
    }

    /// Runs a work item on the next turn of the application's queue, unless it is cancelled first.
    public func async(execute workItem: DispatchWorkItem) {
        async { [workItem] in workItem.perform() }
    }

    /// Runs `work` when the application's clock reaches `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @MainActor () -> Void) {
        MainActor.assumeIsolated {
            let application = UIApplication.currentForAppTimers("DispatchQueue.asyncAfter")
            let time = Swift.max(deadline.seconds, application.clock.now)
            _ = application.scheduleAppTimer(at: time, "DispatchQueue.asyncAfter at \(time.compact)", work)
        }
    }

    /// Runs a work item when the application's clock reaches `deadline`, unless it is cancelled first.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { [workItem] in workItem.perform() }
    }

    /// Runs `work` now and returns its result: every queue is the main thread's.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        try work()
    }
}
