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
