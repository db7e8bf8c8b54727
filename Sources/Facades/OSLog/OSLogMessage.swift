import Foundation

/// A log message: a string literal with interpolated values, each with its privacy, format and alignment.
///
/// Values are computed when the message is written, and only if its level is enabled. They are written as Xcode's
/// console shows them while a debugger is attached: a value is not redacted, whatever its ``OSLogPrivacy``.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's pieces, in order.
    let interpolation: OSLogInterpolation

    /// Creates a message from a literal with interpolations.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// Creates a message from a literal.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message's text, its values computed now.
    var rendered: String {
        interpolation.pieces.map { $0() }.joined()
    }
}
