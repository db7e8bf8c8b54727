import Foundation

/// A signpost's message: a string literal with interpolated values, as ``OSLogMessage`` (same options).
public struct SignpostMetadata: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's pieces.
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
