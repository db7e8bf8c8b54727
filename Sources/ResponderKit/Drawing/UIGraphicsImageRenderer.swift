import Foundation

#if !canImport(Darwin)
    /// The settings of an image renderer, with UIKit's API.
    @preconcurrency @MainActor
    open class UIGraphicsImageRendererFormat: NSObject {
        /// Points to pixels; the main screen's scale by default.
        open var scale: CGFloat
        /// Whether the image is opaque.
        open var opaque = false
        /// Whether the image has extended range colour: stored.
        open var preferredRange = Range.automatic
        /// The area of the renderer using this format.
        public internal(set) var bounds = CGRect.zero

        /// The colour range of a renderer's images.
        public enum Range: Int, Sendable {
            /// The system's choice.
            case automatic = 0
            /// Extended range.
            case extended = 1
            /// Standard range.
            case standard = 2
        }

        /// A format at the main screen's scale.
        public override init() {
            scale = UIScreen.main.scale
            super.init()
        }

        /// The format UIKit picks for the main screen.
        open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

        /// The format of the highest quality: here the default.
        open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    }

    /// The context an image renderer hands its drawing block, with UIKit's API.
    @preconcurrency @MainActor
    open class UIGraphicsImageRendererContext: NSObject {
        /// The recording context being drawn into.
        public let cgContext: CGContext
        /// The renderer's format.
        public let format: UIGraphicsImageRendererFormat

        init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
            self.cgContext = cgContext
            self.format = format
            super.init()
        }

        /// The image drawn so far.
        open var currentImage: UIImage {
            UIImage(size: cgContext.size, scale: format.scale, operations: cgContext.operations)
        }

        /// Fills a rectangle with the current fill colour.
        open func fill(_ rect: CGRect) {
            cgContext.fill(rect)
        }

        /// Strokes a rectangle's outline with the current stroke colour.
        open func stroke(_ rect: CGRect) {
            cgContext.stroke(rect)
        }

        /// Clips to a rectangle.
        open func clip(to rect: CGRect) {
            cgContext.clip(to: rect)
        }
    }

    /// Makes images by running drawing code into a recording context, with UIKit's API: the image's `operations`
    /// say what was drawn.
    ///
    /// ```swift
    /// let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
    ///     UIColor.systemBlue.setFill()
    ///     UIBezierPath(ovalIn: context.format.bounds).fill()
    /// }
    /// image.operations   // [fill (0, 0, 20×20) …]
    /// ```
    @preconcurrency @MainActor
    open class UIGraphicsImageRenderer: NSObject {
        /// The renderer's format.
        public let format: UIGraphicsImageRendererFormat
        /// The area drawn, in points.
        public let bounds: CGRect

        /// Creates a renderer of a size, in the default format.
        public convenience init(size: CGSize) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
        }

        /// Creates a renderer of a size and format.
        public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: format)
        }

        /// Creates a renderer of an area, in the default format.
        public convenience init(bounds: CGRect) {
            self.init(bounds: bounds, format: .default())
        }

        /// Creates a renderer of an area and format.
        public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
            self.bounds = bounds
            self.format = format
            super.init()
            format.bounds = bounds
        }

        /// Runs `actions` with a new recording context current, and returns the image it drew.
        open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
            let context = CGContext(recordingSize: bounds.size)
            context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
            let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
            withCurrentContext(context) { actions(rendererContext) }
            return rendererContext.currentImage
        }
    }
#endif
