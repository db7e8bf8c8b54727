import Foundation

/// A handle for cancelling a scheduled timer.
public struct TimerToken: Hashable, Sendable {
    let id: Int
}
