import Foundation

/// A view that displays text; user interaction is off by default.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; changing it changes the label's intrinsic size (`UILabel+Text.swift`).
    open var text: String? {
        didSet {
            styledText = nil
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The text with attributes: setting it sets `text` to its characters; reading it after `text` was set gives
    /// that text without attributes. ResponderKit measures the characters in the label's font.
    open var attributedText: NSAttributedString? {
        get { styledText ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            styledText = newValue
        }
    }
    private var styledText: NSAttributedString?

    /// The text's colour (default: the `label` system colour); nil resets it to the default.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor = UIColor.label

    /// The text's colour while `isHighlighted`.
    open var highlightedTextColor: UIColor?

    /// How lines line up (default `.natural`).
    open var textAlignment = NSTextAlignment.natural

    /// What happens to a line too long for the label (default `.byTruncatingTail`).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail

    /// Whether the font shrinks (to `minimumScaleFactor`) so the text fits the width.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest fraction of the font's size `adjustsFontSizeToFitWidth` shrinks it to (0: the font's own
    /// minimum).
    open var minimumScaleFactor: CGFloat = 0

    /// Whether the text is tightened before it is truncated.
    open var allowsDefaultTighteningForTruncation = false

    /// Whether the label shows its highlighted colour.
    open var isHighlighted = false

    /// Whether the text is drawn as enabled (dimmed otherwise).
    open var isEnabled = true

    /// The colour of the text's shadow (none by default).
    open var shadowColor: UIColor?

    /// The shadow's offset (default 0 × -1, as in UIKit).
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// Creates a label with interaction disabled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates the view from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives (zero
    /// frame, interaction disabled).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
