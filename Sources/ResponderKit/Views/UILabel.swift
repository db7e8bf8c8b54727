import Foundation

/// A view that displays text; user interaction is off by default.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; changing it changes the label's intrinsic size (`UILabel+Text.swift`).
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

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
