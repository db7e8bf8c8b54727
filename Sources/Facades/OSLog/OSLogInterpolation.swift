import Foundation

/// The interpolations a log message accepts: strings, numbers, Booleans, objects, types and anything
/// `CustomStringConvertible`, each with the options iOS's `OSLogInterpolation` gives it.
public struct OSLogInterpolation: StringInterpolationProtocol, @unchecked Sendable {
    /// Each piece's text, computed when the message is written.
    var pieces: [() -> String] = []

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Appends the literal text between interpolations.
    public mutating func appendLiteral(_ literal: String) {
        pieces.append { literal }
    }

    /// Appends a string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(to: argumentString()) }
    }

    /// Appends a value by its `description`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(to: value().description) }
    }

    /// Appends an object by its `description`.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { argumentObject().description }
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(to: String(describing: value())) }
    }

    /// Appends an integer in a format: decimal unless told.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(to: format.format(number())) }
    }

    /// Appends a `Double` in a format: `%f`'s six decimals unless told.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(to: format.format(number())) }
    }

    /// Appends a `Float` in a format: `%f`'s six decimals unless told.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(to: format.format(Double(number()))) }
    }

    /// Appends a `CGFloat` in a format: `%f`'s six decimals unless told.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(to: format.format(Double(number()))) }
    }

    /// Appends a Boolean: `true`/`false` unless told `.answer` (`YES`/`NO`).
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { format.format(boolean()) }
    }
}
