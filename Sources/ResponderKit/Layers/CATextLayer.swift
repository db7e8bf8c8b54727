import Foundation

/// A layer that holds a string and how it would be set; stored, never drawn.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or an attributed string.
    open var string: Any?
    /// The font: a font name, or a font.
    open var font: Any?
    /// The font size (36 by default).
    open var fontSize: CGFloat = 36
    /// The text colour (opaque white by default).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    /// Whether the text wraps to the bounds.
    open var isWrapped = false
    /// How the text is cut when it does not fit.
    open var truncationMode = CATextLayerTruncationMode.none
    /// How the text is aligned.
    open var alignmentMode = CATextLayerAlignmentMode.natural

    /// Creates a text layer with no text.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s stored values (a presentation layer).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    /// Creates a layer from an archive: a plain text layer.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// How a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
    /// Not cut.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Cut at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Cut at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Cut in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its text.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
    /// The script's natural side.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
