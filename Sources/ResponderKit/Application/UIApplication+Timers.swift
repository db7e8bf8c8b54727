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
    var nextTimerToken: TimerToken { TimerToken(id: workOrder.lastTimerID + 1) }

    /// Cancels app code's timer.
    func cancelAppTimer(_ token: TimerToken) {
        cancelTimer(token)
        appTimers.remove(token)
    }
}

// MARK: - Timer

extension RunLoop {
    /// Schedules a ResponderKit timer on the current application's clock, as `RunLoop.main.add(timer,
    /// forMode: .common)` does on iOS; the mode is ignored.
    @MainActor
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.schedule(on: UIApplication.currentForAppTimers("RunLoop.add(_:forMode:)"))
    }
}

// MARK: - Dispatch

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
