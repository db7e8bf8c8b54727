import Dispatch
import Foundation

#if !canImport(Darwin)
    /// How `boundingRect(with:options:attributes:context:)` lays text out, with UIKit's raw values.
    public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
        /// The option's bits.
        public let rawValue: Int

        /// Options from their bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Lay the text out in lines within the rectangle's width, its origin the top-left of the first line (without
        /// it the text is one line and the origin is the baseline's).
        public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
        /// Use the font's leading in line heights (ResponderKit's fonts have none).
        public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
        /// Use glyph bounds rather than typographic ones (the same here: glyphs are not modelled).
        public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
        /// Stop at the last line that fits the rectangle's height.
        public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    }

    /// Scaling and the result of one string drawing or measurement.
    open class NSStringDrawingContext: NSObject {
        /// The smallest scale text may be shrunk to, to fit (not applied: text is measured at its size).
        open var minimumScaleFactor: CGFloat = 0
        /// The scale the text was drawn at: 1.
        open private(set) var actualScaleFactor: CGFloat = 1
        /// The bounds of the last measured or drawn text.
        open internal(set) var totalBounds: CGRect = .zero

        /// Creates a context.
        public override init() {}
    }

    /// Text measured for string drawing: by the current application's ``TextMeasurement`` (the standard model off
    /// the main thread or without one), in a font's line height per line.
    enum StringDrawing {
        /// The font text has without a `.font` attribute: 12 points (UIKit's default, Helvetica 12, is measured as
        /// the system font).
        static let defaultFont = UIFont.systemFont(ofSize: 12)

        static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
            attributes?[.font] as? UIFont ?? defaultFont
        }

        /// The rectangle `boundingRect` answers: from the origin with `.usesLineFragmentOrigin`, else above the
        /// baseline of one line.
        static func boundingRect(
            _ text: String, size: CGSize, options: NSStringDrawingOptions, font: UIFont,
            context: NSStringDrawingContext?
        ) -> CGRect {
            let multiline = options.contains(.usesLineFragmentOrigin)
            var lines = 0
            if multiline, options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0 {
                lines = max(1, Int(exactly: (size.height / font.lineHeight).rounded(.down)) ?? 1)
            }
            let width = multiline && size.width > 0 && size.width.isFinite ? size.width : .infinity
            let measured = measure(
                TextMeasurement.Request(
                    text: text, font: font, maximumWidth: width, numberOfLines: multiline ? lines : 1))
            let rect =
                multiline
                ? CGRect(origin: .zero, size: measured)
                : CGRect(x: 0, y: -font.ascender, width: measured.width, height: measured.height)
            context?.totalBounds = rect
            return rect
        }

        static func measure(_ request: TextMeasurement.Request) -> CGSize {
            guard isOnMainQueue else { return TextMeasurement.standardSize(request) }
            return MainActor.assumeIsolated {
                (UIApplication.current?.textMeasurement ?? .standard).measure(request)
            }
        }

        /// Marks the main queue, whose jobs are the main actor's (a test runner may drain it on a thread that
        /// `Thread.isMainThread` does not call main).
        private static let mainQueueKey: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            Dispatch.DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()

        /// Whether this code runs on the main queue, so on the main actor.
        static var isOnMainQueue: Bool {
            Dispatch.DispatchQueue.getSpecific(key: mainQueueKey) == true
        }
    }

    extension String {
        /// The rectangle the string takes drawn with `attributes` within `size` (see ``NSStringDrawingOptions``);
        /// its `.font` (12 pt without one) and the application's ``TextMeasurement`` decide.
        public func boundingRect(
            with size: CGSize, options: NSStringDrawingOptions = [],
            attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
        ) -> CGRect {
            StringDrawing.boundingRect(
                self, size: size, options: options, font: StringDrawing.font(attributes), context: context)
        }

        /// The size of the string on one line, drawn with `attributes`.
        public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
            StringDrawing.measure(
                TextMeasurement.Request(
                    text: self, font: StringDrawing.font(attributes), maximumWidth: .infinity, numberOfLines: 1))
        }

        /// Records the string drawn in `rect` of the current context (see ``draw(in:withAttributes:)``).
        @MainActor
        public func draw(
            with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
            context: NSStringDrawingContext?
        ) {
            UIGraphicsGetCurrentContext()?.recordText(self, in: rect)
        }
    }

    extension NSString {
        /// ``Swift/String/boundingRect(with:options:attributes:context:)`` for an `NSString`.
        public func boundingRect(
            with size: CGSize, options: NSStringDrawingOptions = [],
            attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
        ) -> CGRect {
            (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
        }

        /// ``Swift/String/size(withAttributes:)`` for an `NSString`.
        public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
            (self as String).size(withAttributes: attributes)
        }
    }

    extension NSAttributedString {
        /// The rectangle the text takes within `size`, in its first character's font (12 pt without one).
        public func boundingRect(
            with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
        ) -> CGRect {
            StringDrawing.boundingRect(string, size: size, options: options, font: firstFont, context: context)
        }

        /// The size of the text on one line, in its first character's font.
        public func size() -> CGSize {
            StringDrawing.measure(
                TextMeasurement.Request(text: string, font: firstFont, maximumWidth: .infinity, numberOfLines: 1))
        }

        private var firstFont: UIFont {
            guard length > 0 else { return StringDrawing.defaultFont }
            return attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? StringDrawing.defaultFont
        }
    }
#endif
