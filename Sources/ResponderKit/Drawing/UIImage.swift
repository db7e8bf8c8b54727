import Foundation

#if !canImport(Darwin)
    /// An image, with UIKit's API: its size in points and scale, and — for images a renderer drew — what was drawn.
    /// Nothing holds pixels.
    ///
    /// ResponderKit has no asset catalogs and no SF Symbols: `UIImage(named:)` finds only images registered with
    /// `UIImage.register(_:named:)` (nil otherwise, as UIKit answers for a missing asset), and
    /// `UIImage(systemName:)` gives a symbol image of 20 × 20 pt, ResponderKit's stand-in for a symbol at the
    /// default configuration (UIKit's exact symbol sizes depend on fonts it does not model).
    @preconcurrency @MainActor
    open class UIImage: NSObject {
        /// How an image is drawn: in its own colours or as a template tinted by the view.
        public enum RenderingMode: Int, Sendable {
            /// The context decides.
            case automatic = 0
            /// The image's own colours.
            case alwaysOriginal = 1
            /// A template: its alpha, in the tint colour.
            case alwaysTemplate = 2
        }

        /// How an image is stretched when drawn larger.
        public enum ResizingMode: Int, Sendable {
            /// Tiled.
            case tile = 0
            /// Stretched.
            case stretch = 1
        }

        /// The image's size in points.
        public let size: CGSize
        /// Points to pixels.
        public let scale: CGFloat
        /// What was drawn to make the image (empty for images not made by drawing).
        public let operations: [DrawingOperation]
        /// How the image is drawn.
        public private(set) var renderingMode = RenderingMode.automatic
        /// The insets that do not stretch, for a resizable image.
        public private(set) var capInsets = UIEdgeInsets.zero
        /// How the middle stretches, for a resizable image.
        public private(set) var resizingMode = ResizingMode.tile
        /// Whether the image is a symbol (`UIImage(systemName:)`).
        public private(set) var isSymbolImage = false
        /// The tint a symbol or template is drawn in, when set with `withTintColor`.
        public private(set) var tintColor: UIColor?
        /// The name it was made from, for descriptions.
        private let name: String?

        /// Creates an image of a size (negative or non-finite sizes are zero).
        init(size: CGSize, scale: CGFloat, operations: [DrawingOperation], name: String? = nil) {
            self.name = name
            self.size = CGSize(
                width: size.width.isFinite ? Swift.max(0, size.width) : 0,
                height: size.height.isFinite ? Swift.max(0, size.height) : 0)
            self.scale = scale.isFinite && scale > 0 ? scale : 1
            self.operations = operations
            super.init()
        }

        /// Creates an empty image (zero size).
        public override convenience init() {
            self.init(size: .zero, scale: 1, operations: [])
        }

        /// Creates an image from a CoreGraphics image at scale 1.
        public convenience init(cgImage: CGImage) {
            self.init(cgImage: cgImage, scale: 1, orientation: .up)
        }

        /// Creates an image from a CoreGraphics image at a scale.
        public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
            let safeScale = scale.isFinite && scale > 0 ? scale : 1
            self.init(
                size: CGSize(width: CGFloat(cgImage.width) / safeScale, height: CGFloat(cgImage.height) / safeScale),
                scale: safeScale, operations: cgImage.operations)
            imageOrientation = orientation
        }

        /// The images registered by name, per application run.
        private static var registered: [String: UIImage] = [:]

        /// Registers an image under a name, for `UIImage(named:)`: ResponderKit's stand-in for an asset catalog.
        public static func register(_ image: UIImage, named name: String) {
            registered[name] = image
        }

        /// The image registered under `name`, or nil, as UIKit answers for an asset that does not exist.
        public convenience init?(named name: String) {
            guard let image = UIImage.registered[name] else { return nil }
            self.init(size: image.size, scale: image.scale, operations: image.operations, name: name)
        }

        /// The image registered under `name`; the bundle and traits are ignored.
        public convenience init?(
            named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
        ) {
            self.init(named: name)
        }

        /// A symbol image of 20 × 20 pt (see the type's discussion); an empty name gives nil.
        public convenience init?(systemName name: String) {
            guard !name.isEmpty else { return nil }
            self.init(size: CGSize(width: 20, height: 20), scale: UIScreen.main.scale, operations: [], name: name)
            isSymbolImage = true
            renderingMode = .alwaysTemplate
        }

        /// A symbol image; the configuration is not modelled.
        public convenience init?(systemName name: String, withConfiguration configuration: Any?) {
            self.init(systemName: name)
        }

        /// An image decoded from data: ResponderKit decodes no image formats, so nil, as UIKit answers for data it
        /// cannot decode.
        public convenience init?(data: Data) {
            return nil
        }

        /// The orientation the image is drawn in.
        public enum Orientation: Int, Sendable {
            /// Upright.
            case up = 0
            /// Rotated 180°.
            case down = 1
            /// Rotated 90° counterclockwise.
            case left = 2
            /// Rotated 90° clockwise.
            case right = 3
            /// Mirrored horizontally.
            case upMirrored = 4
            /// Mirrored vertically.
            case downMirrored = 5
            /// Mirrored, rotated left.
            case leftMirrored = 6
            /// Mirrored, rotated right.
            case rightMirrored = 7
        }

        /// The image's orientation.
        public private(set) var imageOrientation = Orientation.up

        /// A CoreGraphics image of the pixels' size, carrying what was drawn.
        public var cgImage: CGImage? {
            CGImage(
                width: Int(saturating: (size.width * scale).rounded()),
                height: Int(saturating: (size.height * scale).rounded()),
                operations: operations)
        }

        private func copy(_ change: (UIImage) -> Void) -> UIImage {
            let image = UIImage(size: size, scale: scale, operations: operations, name: name)
            image.renderingMode = renderingMode
            image.capInsets = capInsets
            image.resizingMode = resizingMode
            image.isSymbolImage = isSymbolImage
            image.tintColor = tintColor
            image.imageOrientation = imageOrientation
            change(image)
            return image
        }

        /// A copy drawn in a rendering mode.
        open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
            copy { $0.renderingMode = renderingMode }
        }

        /// A copy drawn in a tint colour, as an original image.
        open func withTintColor(_ color: UIColor) -> UIImage {
            copy {
                $0.tintColor = color
                $0.renderingMode = .alwaysOriginal
            }
        }

        /// A copy drawn in a tint colour and rendering mode.
        open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
            copy {
                $0.tintColor = color
                $0.renderingMode = renderingMode
            }
        }

        /// A resizable copy whose insets do not stretch (tiled middle).
        open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
            resizableImage(withCapInsets: capInsets, resizingMode: .tile)
        }

        /// A resizable copy whose insets do not stretch.
        open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
            copy {
                $0.capInsets = capInsets
                $0.resizingMode = resizingMode
            }
        }

        /// Records the image drawn in a rectangle of the current context; with no current context, nothing.
        open func draw(in rect: CGRect) {
            UIGraphicsGetCurrentContext()?.recordImage(size: size, in: rect)
        }

        /// Records the image drawn at its size with its top-left corner at a point.
        open func draw(at point: CGPoint) {
            draw(in: CGRect(origin: point, size: size))
        }

        /// The image, its size and scale.
        open override var description: String {
            "<UIImage \(name.map { "'\($0)' " } ?? "")\(size.width)×\(size.height) @\(scale)x>"
        }
    }
#endif
