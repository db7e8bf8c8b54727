import Foundation

/// An object that manages a rectangular area: the unit of hit-testing and the usual first responder of touches.
///
/// A view's geometry is `bounds` (its own coordinate system, origin included), `center` (in its superview's
/// coordinates) and `transform` (applied about the centre); `frame` is derived from them, as in UIKit.
/// Hit-testing is in `UIView+HitTesting.swift`, the hierarchy in `UIView+Hierarchy.swift`, conversions in
/// `UIView+Geometry.swift`.
@MainActor
open class UIView: UIResponder {
    // The storage hit-testing and the responder chain's climb read, declared first so it sits together at the
    // start of the object, next to `UIResponder.touchPassing`. The climb reads `UIResponder.climbsToSuperview` and
    // `superviewReference`. The hit-testing walk reads a subview's `hitTestKind` and `hitReach` (20 bytes, which
    // reject most subviews), then `storedCenter` and `storedBounds`, then, when it descends, its
    // `subviewElements` and `hitIndex`. Both are `nonisolated` so their closures carry no executor checks; they
    // are only ever called from the main actor, so these fields are `nonisolated(unsafe)` for them to read, and
    // `@exclusivity(unchecked)`: they only read them while no other code runs, so dynamic exclusivity checks
    // would cost a runtime call per view for nothing. The open accessors below are the only writers of the
    // geometry and eligibility storage; hit-testing reads the storage directly for views whose class is known
    // not to override those accessors or the hit-testing methods (`usesDefaultHitTesting`).

    /// How hit-testing treats this view, kept by the setters of everything it depends on (`HitTestKind`).
    @exclusivity(unchecked) nonisolated(unsafe) final var hitTestKind: HitTestKind
    /// Whether `owningViewController` was last set to a controller, so `next` loads the weak reference only
    /// for a controller's root view, not at every level of a chain.
    @exclusivity(unchecked) nonisolated(unsafe) final var hasOwningViewController = false {
        didSet { climbsToSuperview = touchPassing == .defaultToSuperview && !hasOwningViewController }
    }
    /// Where, in the superview's coordinates, a `plain` view may contain a point (`HitReach`).
    @exclusivity(unchecked) nonisolated(unsafe) final var hitReach: HitReach
    /// The superview, unretained. The superview owns this view through `storedSubviews`, so it is alive while
    /// this is set: `insertSubview(_:at:)` sets it, `detach(_:)` clears it, and a superview deallocated while it
    /// still has subviews clears it in each of them (`deinit`), so it never dangles. It is not `weak` because a
    /// weak reference to a view gives the view a side table, and every retain and release of a view with one
    /// takes the runtime's slow path; the responder chain and the hierarchy walks read it at every level.
    nonisolated final var storedSuperview: UIView? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The storage of `storedSuperview`, for climbs that must not retain: an `unowned(unsafe)` load still
    /// costs a retain and a release per level, which the optimizer keeps.
    @exclusivity(unchecked) nonisolated(unsafe) final var superviewReference: Unmanaged<UIView>?
    @exclusivity(unchecked) nonisolated(unsafe) final var storedCenter: CGPoint
    @exclusivity(unchecked) nonisolated(unsafe) final var storedBounds: CGRect
    /// The elements of `storedSubviews` as unretained references, for the walk to read with no closure, no
    /// retain and no exclusivity check. It points into the array's own storage, which `storedSubviews` keeps
    /// alive and in place until it is next changed, and every change resets it (`didSet`); the walk reads it
    /// only while no other code runs.
    @exclusivity(unchecked) nonisolated(unsafe) final var subviewElements = UnsafeBufferPointer<Unmanaged<UIView>>(
        start: nil, count: 0)
    /// The only subview, when there is exactly one, unretained: a chain of single subviews is walked without
    /// reading the subviews' storage.
    @exclusivity(unchecked) nonisolated(unsafe) final var soleSubview: Unmanaged<UIView>?
    /// The spatial index over this view's subviews, present only for views with many subviews
    /// (see `SubviewHitIndex`).
    @exclusivity(unchecked) nonisolated(unsafe) final var hitIndex: SubviewHitIndex? {
        didSet { hitIndexReference = hitIndex.map(Unmanaged.passUnretained) }
    }
    /// `hitIndex` unretained, for the walk to read without a retain; `hitIndex` keeps it alive.
    @exclusivity(unchecked) nonisolated(unsafe) final var hitIndexReference: Unmanaged<SubviewHitIndex>?
    /// The subviews, back to front (`subviews`).
    @exclusivity(unchecked) nonisolated(unsafe) final var storedSubviews: [UIView] = [] {
        didSet {
            subviewElements = UIView.elements(of: storedSubviews)
            soleSubview = storedSubviews.count == 1 ? Unmanaged.passUnretained(storedSubviews[0]) : nil
        }
    }
    @exclusivity(unchecked) nonisolated(unsafe) final var storedTransform = CGAffineTransform.identity
    @exclusivity(unchecked) nonisolated(unsafe) final var storedAlpha: CGFloat = 1
    @exclusivity(unchecked) nonisolated(unsafe) final var storedIsHidden = false
    @exclusivity(unchecked) nonisolated(unsafe) final var storedIsUserInteractionEnabled = true
    /// Whether `storedTransform` is the identity, kept by the `transform` setter.
    @exclusivity(unchecked) nonisolated(unsafe) final var hasIdentityTransform = true
    /// Whether `cachedToSuperview` and `cachedFromSuperview` are up to date; cleared when the bounds, centre,
    /// transform or superview change.
    @exclusivity(unchecked) nonisolated(unsafe) final var geometryCacheValid = false
    /// Whether the view's class is one whose `hitTest(_:with:)`, `point(inside:with:)` and geometry and
    /// eligibility getters are UIView's own, so hit-testing may walk it without dynamic calls. Swift cannot
    /// ask whether a subclass overrides a method, so this holds only for the engine's classes that do not
    /// (`UIView`, `UIWindow`, `UIImageView`, `UILabel`); every other class is asked through its methods.
    final let usesDefaultHitTesting: Bool
    /// The cached map from this view's coordinates to its superview's (`transformToSuperview`), valid while
    /// `geometryCacheValid`.
    @exclusivity(unchecked) nonisolated(unsafe) final var cachedToSuperview = CGAffineTransform.identity
    /// The cached inverse of `cachedToSuperview`, from the superview's coordinates into this view's.
    @exclusivity(unchecked) nonisolated(unsafe) final var cachedFromSuperview = CGAffineTransform.identity

    /// The view's own coordinate system: its origin is the point at the view's top-left corner.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let changed = newValue != storedBounds
            storedBounds = newValue
            updateHitTestKind()
            geometryChanged()
            hitIndex?.invalidate()
            if changed { recordGeometryChange() }
        }
    }

    /// The view's centre in its superview's coordinate system.
    open var center: CGPoint {
        get { storedCenter }
        set {
            let changed = newValue != storedCenter
            storedCenter = newValue
            updateHitTestKind()
            geometryChanged()
            if changed { recordGeometryChange() }
        }
    }

    /// The transform applied to the view about its centre.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            let changed = newValue != storedTransform
            storedTransform = newValue
            hasIdentityTransform = newValue.isIdentity
            updateHitTestKind()
            geometryChanged()
            if changed { recordGeometryChange() }
        }
    }

    /// The opacity; hit-testing ignores a view whose alpha is below 0.01, with its subtree.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            let changed = newValue != storedAlpha
            storedAlpha = newValue
            updateHitTestKind()
            if changed { recordGeometryChange() }
        }
    }
    /// Whether the view is hidden; hit-testing ignores a hidden view with its subtree.
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            let changed = newValue != storedIsHidden
            storedIsHidden = newValue
            updateHitTestKind()
            // A window showing or hiding is the application's business (`UIWindow.isHidden`), not a view change.
            if changed, !(self is UIWindow) { recordGeometryChange() }
        }
    }
    /// Whether the view takes part in event handling; when false, hit-testing ignores it with its subtree.
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set {
            storedIsUserInteractionEnabled = newValue
            updateHitTestKind()
        }
    }
    /// Whether the view receives every touch of a multi-touch sequence; when false (the default) it gets only
    /// the first. Gesture recognizers are not affected.
    open var isMultipleTouchEnabled = false
    /// Whether the view is the only one in its window that tracks touches while it has one.
    open var isExclusiveTouch = false
    /// Whether subviews are clipped to the bounds when drawn. It does not change hit-testing: a point outside
    /// the bounds is never a hit, clipped or not.
    open var clipsToBounds = false
    /// A number to find the view by (`viewWithTag(_:)`).
    @exclusivity(unchecked) open var tag = 0
    /// The background colour; ResponderKit uses it in pictures of scenes.
    open var backgroundColor: UIColor?
    /// A string that identifies the view; the trace shows it instead of the class name when set.
    open var accessibilityIdentifier: String?

    /// The view controller whose root view this is.
    weak var owningViewController: UIViewController? {
        didSet { hasOwningViewController = owningViewController != nil }
    }
    /// Whether the `frame` setter is running, so the `bounds` and `center` setters it calls leave the trace's
    /// `viewChanged` to it: one assignment, one event.
    final var isAssigningFrame = false
    /// The gesture recognizers attached to this view, allocated on first use; `deinit` reads them.
    nonisolated(unsafe) final var storedGestureRecognizers: [UIGestureRecognizer]?

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        let size = CGSize(width: frame.width, height: frame.height)
        self.storedBounds = CGRect(origin: .zero, size: size)
        self.storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        let viewClass = type(of: self)
        let usesDefault =
            viewClass == UIView.self || viewClass == UIWindow.self || viewClass == UIImageView.self
            || viewClass == UILabel.self
        self.usesDefaultHitTesting = usesDefault
        let kind = HitTestKind(
            usesDefaultHitTesting: usesDefault, isEligible: true, hasIdentityTransform: true, bounds: storedBounds)
        self.hitTestKind = kind
        self.hitReach = kind == .plain ? HitReach(center: storedCenter, bounds: storedBounds) : .everywhere
        super.init()
    }

    deinit {
        // The subviews outlive this view only if something else holds them: they must not keep a dangling
        // superview (`storedSuperview` is unretained).
        for subview in storedSubviews { subview.storedSuperview = nil }
        // Likewise the recognizers' `view`, which is unretained.
        for recognizer in storedGestureRecognizers ?? [] { recognizer.viewReference = nil }
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The view's frame in its superview's coordinates: the smallest rectangle containing the transformed
    /// bounds. Setting it sets `center` and the size of `bounds`.
    open var frame: CGRect {
        get {
            let size = bounds.size
            if transform.isIdentity {
                return CGRect(
                    x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                    height: size.height)
            }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let before = (storedBounds, storedCenter)
            isAssigningFrame = true
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            isAssigningFrame = false
            if before != (storedBounds, storedCenter) { recordGeometryChange() }
        }
    }

    /// The view's superview, or nil when it is a root.
    public var superview: UIView? { storedSuperview }

    /// The view's subviews, back to front: the last one is drawn on top and hit-tested first.
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in, or nil.
    public var window: UIWindow? {
        var view: UIView = self
        while let parent = view.storedSuperview { view = parent }
        return view as? UIWindow
    }

    /// The view controller whose root view this is, otherwise the superview.
    open override var next: UIResponder? {
        if hasOwningViewController, let controller = owningViewController { return controller }
        return storedSuperview
    }

    override var traceName: String {
        accessibilityIdentifier ?? super.traceName
    }

    // MARK: - Hit-testing (UIView+HitTesting.swift)

    /// Returns the farthest descendant of this view, itself included, that contains `point` (in this view's
    /// coordinates), or nil.
    ///
    /// The default ignores the view and its subtree when it is hidden, has interaction disabled or an alpha
    /// below 0.01; returns nil when `point(inside:with:)` is false; otherwise asks the subviews from front to
    /// back with the point converted into each, and returns the first answer, or itself when none answers.
    /// Override it to enlarge, redirect or pass through; see <doc:HitTesting>.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view; the default is
    /// `bounds.contains(point)`, so the minimum edges are inside and the maximum edges are not.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Whether a gesture recognizer may begin, asked at the moment it would leave `.possible` of each view on
    /// the path from the touch's hit view up to the recognizer's view; false makes it fail. Default true.
    /// `UIControl` overrides it so a control wins its own default gesture over ancestors' recognizers.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: - Hierarchy notifications (UIView+Hierarchy.swift)

    /// Tells the view that its superview is about to change to `newSuperview` (nil when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Tells the view that its superview changed.
    open func didMoveToSuperview() {}

    /// Tells the view that its window is about to change; called for every view of a moved subtree.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Tells the view that its window changed; called for every view of a moved subtree.
    open func didMoveToWindow() {}

    /// Tells the view that a subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Tells the view that a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Where `subviews`' elements are stored, as unretained references.
    nonisolated private static func elements(of subviews: [UIView]) -> UnsafeBufferPointer<Unmanaged<UIView>> {
        guard let base = subviews._baseAddressIfContiguous, !subviews.isEmpty else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(
            start: UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<UIView>.self), count: subviews.count)
    }

    /// Recomputes `hitTestKind` and `hitReach` from the stored eligibility and geometry.
    final func updateHitTestKind() {
        let kind = HitTestKind(
            usesDefaultHitTesting: usesDefaultHitTesting,
            isEligible: !storedIsHidden && storedIsUserInteractionEnabled && !(storedAlpha < 0.01),
            hasIdentityTransform: hasIdentityTransform, bounds: storedBounds)
        hitTestKind = kind
        hitReach = kind == .plain ? HitReach(center: storedCenter, bounds: storedBounds) : .everywhere
    }

    /// The geometry changed: drop the cached conversions and the superview's spatial index.
    private func geometryChanged() {
        geometryCacheValid = false
        if let parent = storedSuperview, let index = parent.hitIndex { index.invalidate() }
    }
}

/// A view that displays an image; user interaction is off by default, so it and its subviews get no
/// touches until `isUserInteractionEnabled` is set.
@MainActor
open class UIImageView: UIView {
    /// Creates an image view with interaction disabled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}

/// A view that displays text; user interaction is off by default.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?

    /// Creates a label with interaction disabled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
