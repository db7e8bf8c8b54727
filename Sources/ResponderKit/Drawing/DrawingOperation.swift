import Foundation

#if !canImport(Darwin)
    /// One thing drawn into a recording `CGContext`, in the context's device space (points, origin top-left), with
    /// the state that decided it resolved: what a test asserts on instead of pixels.
    ///
    /// ```swift
    /// let operations = badge.recordDrawing()
    /// // [.fill(path of the oval, color: systemRed, rule: .winding), .text("3", in: …)]
    /// ```
    public enum DrawingOperation: Hashable, Sendable, CustomStringConvertible {
        /// A path filled with a colour (nil: no colour set, CoreGraphics' black) by a rule.
        case fill(CGPath, color: CGColor?, rule: CGPathFillRule)
        /// A path stroked with a colour and a line width.
        case stroke(CGPath, color: CGColor?, lineWidth: CGFloat)
        /// A rectangle cleared to transparent.
        case clear(CGRect)
        /// Drawing clipped to a path.
        case clip(CGPath, rule: CGPathFillRule)
        /// An image of a size drawn into a rectangle.
        case image(size: CGSize, in: CGRect)
        /// Text drawn in a rectangle.
        case text(String, in: CGRect)

        /// The operation in one line: its kind, the path's bounding box and the colour.
        public var description: String {
            switch self {
            case .fill(let path, let color, let rule):
                return "fill \(path.boundingBox.compactDrawing) \(color.map { "\($0)" } ?? "black") \(rule)"
            case .stroke(let path, let color, let width):
                return "stroke \(path.boundingBox.compactDrawing) \(color.map { "\($0)" } ?? "black") width \(width)"
            case .clear(let rect): return "clear \(rect.compactDrawing)"
            case .clip(let path, let rule): return "clip \(path.boundingBox.compactDrawing) \(rule)"
            case .image(let size, let rect):
                return "image \(size.width)×\(size.height) in \(rect.compactDrawing)"
            case .text(let text, let rect): return "text \"\(text)\" in \(rect.compactDrawing)"
            }
        }
    }

    extension CGRect {
        /// `(x, y, w × h)` for drawing descriptions.
        fileprivate var compactDrawing: String {
            "(\(origin.x), \(origin.y), \(size.width)×\(size.height))"
        }
    }
#endif
