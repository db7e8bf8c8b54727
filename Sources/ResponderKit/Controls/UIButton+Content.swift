import Foundation

/// What a button shows, per state, as UIKit's classic (non-configuration) API: titles, title colours, attributed
/// titles, images and background images, each falling back to the `normal` state's; the insets around them; and
/// the title label and image view, made when code first asks for them and laid out at `titleRect(forContentRect:)`
/// and `imageRect(forContentRect:)`.
///
/// ```
/// bounds ──contentRect(forBounds:)──► bounds minus contentEdgeInsets, aligned by contentHorizontal/VerticalAlignment
///        ──imageRect(forContentRect:)──► the image, then the title beside it (imageEdgeInsets / titleEdgeInsets)
///        ──titleRect(forContentRect:)──► the title
/// state change (highlighted, selected, enabled) ──► the label and image view show the current state's content
/// ```
///
/// The label and the image view are subviews with interaction disabled, as in UIKit, so a touch on them reaches
/// the button; a button whose label was never asked for has no subviews.
extension UIButton {
    // MARK: - Content per state

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        content.titleColors[state] = color
        contentChanged()
    }

    /// The title colour for `state`, falling back to `normal`'s, then to the button type's default.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        resolvedTitleColor(for: state)
    }

    /// Sets the attributed title for `state`; it takes precedence over the plain title.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        content.attributedTitles[state] = title
        contentChanged()
    }

    /// The attributed title for `state`, falling back to `normal`'s.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        content.attributedTitles[state]
    }

    /// Sets the image for `state`.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        content.images[state] = image
        contentChanged()
    }

    /// The image for `state`, falling back to `normal`'s.
    public func image(for state: UIControl.State) -> UIImage? {
        content.images[state]
    }

    /// Sets the background image for `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        content.backgroundImages[state] = image
        contentChanged()
    }

    /// The background image for `state`, falling back to `normal`'s.
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        content.backgroundImages[state]
    }

    /// Sets the title's shadow colour for `state`.
    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        content.titleShadowColors[state] = color
        contentChanged()
    }

    /// The title's shadow colour for `state`, falling back to `normal`'s.
    public func titleShadowColor(for state: UIControl.State) -> UIColor? {
        content.titleShadowColors[state]
    }

    /// The title colour in the current state.
    public var currentTitleColor: UIColor { resolvedTitleColor(for: state) }

    /// The attributed title in the current state.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The image in the current state.
    public var currentImage: UIImage? { image(for: state) }

    /// The background image in the current state.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The title's shadow colour in the current state.
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// The title colour for `state`, or the button type's default: a system button's titles take the tint colour,
    /// a custom button's are white, as in UIKit.
    private func resolvedTitleColor(for state: UIControl.State) -> UIColor {
        content.titleColors[state] ?? (buttonType == .custom ? .white : tintColor)
    }

    // MARK: - Subviews

    /// The label showing the current title, made (and added as a subview) the first time it is asked for.
    public var titleLabel: UILabel? {
        if let label = content.titleLabel { return label }
        let label = UILabel(frame: .zero)
        label.font = Self.titleFont
        content.titleLabel = label
        addSubview(label)
        updateContentViews()
        setNeedsLayout()
        return label
    }

    /// The image view showing the current image, made (and added as a subview) the first time it is asked for.
    public var imageView: UIImageView? {
        if let imageView = content.imageView { return imageView }
        let imageView = UIImageView(frame: .zero)
        content.imageView = imageView
        insertSubview(imageView, at: 0)
        updateContentViews()
        setNeedsLayout()
        return imageView
    }

    // MARK: - Geometry

    /// The insets of the content (title and image) from the bounds.
    public var contentEdgeInsets: UIEdgeInsets {
        get { content.contentEdgeInsets }
        set {
            content.contentEdgeInsets = newValue
            contentChanged()
        }
    }

    /// Insets applied to the title's rectangle.
    public var titleEdgeInsets: UIEdgeInsets {
        get { content.titleEdgeInsets }
        set {
            content.titleEdgeInsets = newValue
            setNeedsLayout()
        }
    }

    /// Insets applied to the image's rectangle.
    public var imageEdgeInsets: UIEdgeInsets {
        get { content.imageEdgeInsets }
        set {
            content.imageEdgeInsets = newValue
            setNeedsLayout()
        }
    }

    /// Whether the image darkens while highlighted (drawn only; kept for code that sets it).
    public var adjustsImageWhenHighlighted: Bool {
        get { content.adjustsImageWhenHighlighted }
        set { content.adjustsImageWhenHighlighted = newValue }
    }

    /// Whether the image dims while disabled (drawn only; kept for code that sets it).
    public var adjustsImageWhenDisabled: Bool {
        get { content.adjustsImageWhenDisabled }
        set { content.adjustsImageWhenDisabled = newValue }
    }

    /// The image's and the title's rectangles, the pair placed in `contentRect` by the alignments.
    func contentGroup(in contentRect: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitleSize
        let width = imageSize.width + titleSize.width
        // The pair shares one x; each part is aligned vertically on its own height.
        let image = CGRect(
            origin: contentOrigin(for: CGSize(width: width, height: imageSize.height), in: contentRect),
            size: imageSize)
        let titleOrigin = contentOrigin(for: CGSize(width: width, height: titleSize.height), in: contentRect)
        let title = CGRect(origin: CGPoint(x: titleOrigin.x + imageSize.width, y: titleOrigin.y), size: titleSize)
        return (image, title)
    }

    /// The current title's size in the title font.
    var currentTitleSize: CGSize {
        let text = currentAttributedTitle?.string ?? currentTitle ?? ""
        guard !text.isEmpty else { return .zero }
        let model = window?.application?.textMeasurement ?? .standard
        return model.measure(
            TextMeasurement.Request(
                text: text, font: content.titleLabel?.font ?? Self.titleFont, maximumWidth: .infinity,
                numberOfLines: 1))
    }

    // MARK: - Keeping in step

    /// A title, image, inset or the applied configuration changed: the intrinsic size and the subviews follow.
    func contentChanged() {
        invalidateIntrinsicContentSize()
        updateContentViews()
        if content.titleLabel != nil || content.imageView != nil || configurationState.subtitleLabel != nil {
            setNeedsLayout()
        }
    }

    /// The state changed: a configuration update is requested (Apple: "The system calls this method automatically
    /// when the button's state changes"); the classic label and image view follow at once, and are laid out again.
    func stateChanged() {
        setNeedsUpdateConfiguration()
        guard configurationState.applied == nil, content.titleLabel != nil || content.imageView != nil else { return }
        updateContentViews()
        setNeedsLayout()
    }

    /// The label and the image view show the current state's title, colour and image (a configured button's:
    /// its configuration's).
    func updateContentViews() {
        if configurationState.applied != nil { return updateConfiguredContentViews() }
        if let label = content.titleLabel {
            if let attributed = currentAttributedTitle {
                label.attributedText = attributed
            } else {
                label.text = currentTitle
            }
            label.textColor = currentTitleColor
            label.shadowColor = currentTitleShadowColor
        }
        content.imageView?.image = currentImage
    }
}

/// A button's per-state content and insets, and its label and image view once made.
struct ButtonContent {
    var titles = PerStateValues<String>()
    var titleColors = PerStateValues<UIColor>()
    var attributedTitles = PerStateValues<NSAttributedString>()
    var images = PerStateValues<UIImage>()
    var backgroundImages = PerStateValues<UIImage>()
    var titleShadowColors = PerStateValues<UIColor>()
    var contentEdgeInsets = UIEdgeInsets.zero
    var titleEdgeInsets = UIEdgeInsets.zero
    var imageEdgeInsets = UIEdgeInsets.zero
    var adjustsImageWhenHighlighted = true
    var adjustsImageWhenDisabled = true
    var titleLabel: UILabel?
    var imageView: UIImageView?
}

/// Values a control keeps per state, as UIKit's `setTitle(_:for:)` family does: a state without a value of its own
/// reads the `normal` state's.
struct PerStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// The state's own value, or the `normal` state's; setting nil removes the state's own.
    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
