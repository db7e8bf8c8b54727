import Foundation

/// What an animation shows outside its active time (`CAMediaTiming.fillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string, as Core Animation spells it.
    public let rawValue: String

    /// Creates a mode from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Nothing outside the active time: the model value shows (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the end, the final value stays (while the animation stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the start (during `beginTime`'s wait), the initial value shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the initial value shows before the start.
    var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the final value shows after the end.
    var fillsForwards: Bool { self == .forwards || self == .both }
}
