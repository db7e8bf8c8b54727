import Foundation

#if !canImport(Darwin)
    /// How `CGContext.drawPath(using:)` draws the current path, with CoreGraphics' cases.
    public enum CGPathDrawingMode: Int32, Hashable, Sendable {
        /// Fill by the non-zero rule.
        case fill = 0
        /// Fill by the even-odd rule.
        case eoFill = 1
        /// Stroke.
        case stroke = 2
        /// Fill by the non-zero rule, then stroke.
        case fillStroke = 3
        /// Fill by the even-odd rule, then stroke.
        case eoFillStroke = 4
    }
#endif
