import Foundation

/// A view that lays out a row or a column of views with constraints, as UIKit's does: its arranged subviews are
/// placed along `axis` by `distribution`, across it by `alignment`, `spacing` apart; a hidden arranged view
/// collapses and its siblings close the gap (and, being hidden, it gets no touches).
///
/// ```swift
/// let buttons = UIStackView(arrangedSubviews: [cancel, save])
/// buttons.axis = .horizontal
/// buttons.distribution = .fillEqually
/// buttons.spacing = 12
/// ```
///
/// The stack view makes its constraints (held by itself) in `updateConstraints()`, in the layout pass before the
/// next event is hit-tested; each change to its arrangement asks for that pass (`setNeedsUpdateConstraints()`).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Hashable, Sendable {
        /// The views fill the stack; the one with the lowest content hugging stretches (the one with the lowest
        /// compression resistance shrinks).
        case fill = 0
        /// The views fill the stack with equal lengths.
        case fillEqually = 1
        /// The views fill the stack with lengths in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The views keep their sizes; their centres are equally spaced (gaps at least `spacing`).
        case equalCentering = 4
    }

    /// Where arranged views sit across the stack's axis.
    public enum Alignment: Int, Hashable, Sendable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// A vertical stack's views at its leading edge; `top` for a horizontal stack.
        case leading = 1
        /// A horizontal stack's views aligned on their first baselines.
        case firstBaseline = 2
        /// The views centred across the axis.
        case center = 3
        /// A vertical stack's views at its trailing edge; `bottom` for a horizontal stack.
        case trailing = 4
        /// A horizontal stack's views aligned on their last baselines.
        case lastBaseline = 5

        /// A horizontal stack's views at its top.
        public static let top = Alignment.leading
        /// A horizontal stack's views at its bottom.
        public static let bottom = Alignment.trailing
    }

    /// `setCustomSpacing(_:after:)`'s value that means "the stack's `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// `setCustomSpacing(_:after:)`'s value that means "the system spacing" (8 points in ResponderKit).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// The axis views are laid out along (default `.horizontal`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// How views share the stack's length (default `.fill`).
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// Where views sit across the axis (default `.fill`).
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The space between adjacent views (default 0; the least space for the equal distributions).
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether views are arranged inside the stack's layout margins instead of its bounds (default false).
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether vertical spacing is measured between baselines (stored; ResponderKit measures between edges).
    open var isBaselineRelativeArrangement = false
    /// The spacings set after particular views.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for its arrangement, and the gap guides of the equal distributions.
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var gapGuides: [UILayoutGuide] = []

    /// Creates an empty horizontal stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack of the given views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives (empty).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds a view at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view in the arrangement at `stackIndex` (and as a subview, if it is not one). Its
    /// `translatesAutoresizingMaskIntoConstraints` becomes false.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: existing) }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.storedSuperview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit (remove it from the stack with
    /// `removeFromSuperview()`, which also takes it out of the arrangement).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the space after one arranged view (`spacingUseDefault` returns to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The space after an arranged view: its custom spacing, or `spacing`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The arrangement changed: its constraints are made again in the next pass.
    final func arrangementChanged() {
        setNeedsUpdateConstraints()
    }

    /// An arranged view is leaving the stack's subviews.
    final func arrangedViewWillLeave(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { removeArrangedSubview(view) }
    }

    /// Makes the arrangement's constraints again, then calls super.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides = []
        arrangementConstraints = StackArrangement(stack: self).constraints(guides: &gapGuides)
        NSLayoutConstraint.activate(arrangementConstraints)
        super.updateConstraints()
    }

    /// The spacing after a view as a number of points.
    final func resolvedSpacing(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)] ?? spacing
        return custom == Self.spacingUseSystem ? UIView.systemSpacing : custom
    }
}

extension UIView {
    /// An arranged view of a stack was hidden or shown: the stack collapses or restores it in the next pass.
    final func arrangedVisibilityChanged() {
        guard let stack = storedSuperview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self })
        else { return }
        stack.arrangementChanged()
    }
}
