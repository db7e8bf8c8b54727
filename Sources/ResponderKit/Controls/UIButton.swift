import Foundation

/// A control that performs its primary action when tapped.
///
/// A tap sends `touchDown`, then `touchUpInside` and `primaryActionTriggered`. A one-finger single tap on a
/// button goes to the button, not to a tap recognizer of an ancestor (`gestureRecognizerShouldBegin(_:)`
/// refuses it); a recognizer attached to the button itself still works.
///
/// ```swift
/// let save = UIButton(type: .system)
/// save.setTitle("Save", for: .normal)
/// save.addAction(UIAction { _ in document.save() }, for: .primaryActionTriggered)
/// ```
///
/// A button shows either the classic per-state content (`setTitle(_:for:)`, `UIButton+Content.swift`) or a
/// ``UIButton/Configuration`` (iOS 15), updated for its state before the next layout
/// (`UIButton+Configuration.swift`, BehaviourContract §6):
///
/// ```
/// state change (highlighted, selected, enabled), configuration set, setNeedsUpdateConfiguration()
///     ──► one pending update (coalesced) ──► next layout pass, before constraints and layoutSubviews():
///         updateConfiguration() ─► configurationUpdateHandler ─► configuration.updated(for:) applied
///         ─► titleLabel, subtitleLabel, imageView, intrinsicContentSize
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button UIKit offers; ResponderKit draws nothing, so they differ only by name.
    public enum ButtonType: Int, Hashable, Sendable {
        /// A button with no system style.
        case custom = 0
        /// A system-style button.
        case system = 1
        /// A detail-disclosure button.
        case detailDisclosure = 2
        /// A light information button.
        case infoLight = 3
        /// A dark information button.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A plain button.
        case plain = 6
        /// A close button.
        case close = 7

        /// The older name of `system`.
        public static let roundedRect = ButtonType.system
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom
    /// What the button shows in each state, its insets, and its label and image view once made
    /// (`UIButton+Content.swift`).
    var content = ButtonContent()
    /// The configuration, its update handler and whether an update is pending (`UIButton+Configuration.swift`).
    var configurationState = ButtonConfigurationState()

    /// Creates a custom button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives (zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of the given type with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of the given type (a system button unless told) whose `primaryAction` runs on
    /// `primaryActionTriggered`: `UIButton(primaryAction: UIAction { _ in … })`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        content.titles[state] = title
        contentChanged()
    }

    /// The title for `state`, falling back to the `normal` title when the state has none.
    open func title(for state: UIControl.State) -> String? {
        content.titles[state]
    }

    /// The title for the current state: the state's title, or else the applied configuration's.
    open var currentTitle: String? {
        title(for: state) ?? configurationState.applied?.titleText
    }

    /// The rectangle the content lies in: the bounds minus `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// The rectangle the background image fills: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the image goes in `contentRect`: the image and title side by side, image first, placed as a group by
    /// the content alignments, then moved by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let (image, _) = contentGroup(in: contentRect)
        return image.inset(by: imageEdgeInsets)
    }

    /// Where the title goes in `contentRect`: beside the image, placed as a group by the content alignments, then
    /// moved by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let (_, title) = contentGroup(in: contentRect)
        return title.inset(by: titleEdgeInsets)
    }

    /// Whether the button is highlighted; the label and image view show the highlighted state's content.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateChanged() } }
    }

    /// Whether the button is selected; the label and image view show the selected state's content.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateChanged() } }
    }

    /// Whether the button is enabled; the label and image view show the disabled state's content when not.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { stateChanged() } }
    }

    /// Updates the button's configuration for its state: called once per pending update, in the layout pass
    /// (BehaviourContract §6), before `configurationUpdateHandler`. Override it to change `configuration` by
    /// state; do not call it directly — call `setNeedsUpdateConfiguration()` (Apple's `updateConfiguration()`).
    /// The default does nothing; the button then applies `configuration`, updated for its state when
    /// `automaticallyUpdatesConfiguration` is true.
    open func updateConfiguration() {}

    /// Places the label and the image view made so far (`titleLabel`, `imageView`), showing the current state's
    /// content, at `imageRect(forContentRect:)` and `titleRect(forContentRect:)`; a configured button places its
    /// content by its configuration, after any pending configuration update.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if configurationState.applied != nil { return layOutConfiguredContent() }
        updateContentViews()
        guard content.titleLabel != nil || content.imageView != nil else { return }
        let contentRect = contentRect(forBounds: bounds)
        content.imageView?.frame = imageRect(forContentRect: contentRect)
        content.titleLabel?.frame = titleRect(forContentRect: contentRect)
    }

    override func claimsDefaultGesture(of recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isSingleFingerSingleTap
    }

    /// After `touchUpInside`: a button with `changesSelectionAsPrimaryAction` toggles `isSelected`, then sends
    /// `primaryActionTriggered`, whose actions see the new selection.
    override func touchUpInsideSent(with event: UIEvent?) {
        if configurationState.changesSelectionAsPrimaryAction { isSelected.toggle() }
        sendTouchEvent(.primaryActionTriggered, event)
    }
}

extension UIGestureRecognizer {
    /// Whether this is a tap recognizer for one tap of one finger: the default gesture of buttons and switches.
    var isSingleFingerSingleTap: Bool {
        guard let tap = self as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
