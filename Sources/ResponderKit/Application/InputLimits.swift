import Foundation

/// The largest numbers input may carry: beyond them a value is repaired or refused, never trusted.
///
/// Every finite number within these bounds is honoured exactly as UIKit would; a coordinate or time beyond them
/// is treated as a non-finite one is. Delivery reports it (``InputRepair/valueOutOfRange(finger:)`` drops the
/// sample, ``InputRepair/timestampClamped(from:to:)`` clamps the time), and the boundaries in front of the engine —
/// scene and script files, the playground's messages — refuse it with an error that names where it is. See
/// <doc:BadInput>.
///
/// A billion points is far beyond any screen or scroll view's content, and leaves a CGFloat sub-micropoint
/// precision; a billion seconds (about 31.7 years) of clock time still fits the nanoseconds of a `DispatchTime`.
public enum InputLimits {
    /// The largest magnitude of a coordinate, translation, force or radius: 1,000,000,000 points.
    public static let maximumCoordinate: CGFloat = 1_000_000_000

    /// The largest magnitude of a time on an application's clock: 1,000,000,000 seconds.
    public static let maximumTime: TimeInterval = 1_000_000_000

    /// Whether `value` is finite and within ``maximumCoordinate`` (false for NaN and the infinities).
    @inlinable
    public static func isUsableCoordinate(_ value: CGFloat) -> Bool { value.magnitude <= maximumCoordinate }

    /// Whether `time` is finite and within ``maximumTime`` (false for NaN and the infinities).
    @inlinable
    public static func isUsableTime(_ time: TimeInterval) -> Bool { time.magnitude <= maximumTime }
}

extension CGPoint {
    /// Whether both coordinates are finite and within ``InputLimits/maximumCoordinate``.
    var isUsableInput: Bool { InputLimits.isUsableCoordinate(x) && InputLimits.isUsableCoordinate(y) }
}
