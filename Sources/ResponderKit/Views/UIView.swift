import Foundation

/// An object that manages a rectangular area: the unit of hit-testing and the usual first responder of touches.
///
/// A view's geometry is `bounds` (its own coordinate system, origin included), `center` (in its superview's
/// coordinates) and `transform` (applied about the centre); `frame` is derived from them, as in UIKit.
/// Hit-testing is in `UIView+HitTesting.swift`, the hierarchy in `UIView+Hierarchy.swift`, conversions in
/// `UIView+Geometry.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // The storage `HitTestWalk` and `ResponderClimb` (Internal/) read, first in the object: `ResponderBenchmarks`'
    // "hitTest" and "touch move" rows. The open accessors below are its only writers.

    /// How hit-testing treats this view and where it may contain a point, kept by the setters of everything they
    /// depend on (`HitTestState`).
    final var hitTesting: HitTestState
    /// Whether `owningViewController` was last set to a controller, so `next` loads the weak reference only
    /// for a controller's root view, not at every level of a chain.
    final var hasOwningViewController = false {
        didSet {
            climbsToSuperview = touchPassing == .defaultToSuperview && !hasOwningViewController
            window?.application?.chainEpoch.advance()
        }
    }
    /// The superview, unretained: it owns this view through `storedSubviews`; `insertSubview(_:at:)` sets it,
    /// `detach(_:)` and the superview's `deinit` clear it. Not `weak` (a side table per view): "touch move" rows.
    final var storedSuperview: UIView? {
        get { superviewReference.object }
        set { superviewReference.object = newValue }
    }
    /// The storage of `storedSuperview`, for climbs that must not retain (`ResponderClimb`).
    /// Its setters (`insertSubview(_:at:)`, `removeFromSuperview()`) advance the responder-chain epoch of the
    /// windows the view leaves and joins.
    final var superviewReference = UnretainedReference<UIView>(nil)
    final var storedCenter: CGPoint
    final var storedBounds: CGRect
    /// Whether this view is a window (of any class): a flag, for the questions asked on every frame (a scroll view
    /// in motion asks whether it is in a window), where a dynamic cast costs a runtime call.
    final let isWindow: Bool
    /// `storedSubviews` and `hitIndex` as the walk reads them, without retains (`SubviewWalkStorage`); reset
    /// whenever either changes.
    final var walkStorage = SubviewWalkStorage()
    /// The spatial index over this view's subviews, present only for views with many subviews
    /// (see `SubviewHitIndex`).
    final var hitIndex: SubviewHitIndex? {
        didSet { walkStorage.index = UnretainedReference(hitIndex) }
    }
    /// The subviews, back to front (`subviews`).
    final var storedSubviews: [UIView] = [] {
        didSet { walkStorage.subviewsChanged(storedSubviews) }
    }
    final var storedTransform = CGAffineTransform.identity
    final var storedAlpha: CGFloat = 1
    final var storedIsHidden = false
    final var storedIsUserInteractionEnabled = true
    /// The maps between this view's coordinates and its superview's, cached (`GeometryCache`).
    final var geometry = GeometryCache()
    /// Whether the view's class is one whose `hitTest(_:with:)`, `point(inside:with:)` and geometry and
    /// eligibility getters are UIView's own, so hit-testing may walk it without dynamic calls. Swift cannot
    /// ask whether a subclass overrides a method, so this holds only for the engine's classes that do not
    /// (`UIView`, `UIWindow`, `UIImageView`, `UILabel`); every other class is asked through its methods.
    final let usesDefaultHitTesting: Bool

    /// What the layout pass and the frame setter note about this view (`LayoutFlags`).
    final var layoutFlags = LayoutFlags()
    /// Insets from `bounds` of the area the default `point(inside:with:)` answers for; negative values enlarge
    /// it. The default is `.zero`, the bounds.
    ///
    /// It is ResponderKit's hook for the classic "enlarge a button's hit area" extension, which on iOS
    /// overrides `point(inside:with:)` in an extension (possible only with the Objective-C runtime):
    ///
    /// ```swift
    /// extension UIButton {
    ///     var touchAreaPadding: CGFloat {
    ///         get { -hitAreaInsets.top }
    ///         set { hitAreaInsets = UIEdgeInsets(top: -newValue, left: -newValue, bottom: -newValue, right: -newValue) }
    ///     }
    /// }
    /// ```
    ///
    /// A view with non-zero insets is hit-tested through its `point(inside:with:)`, never by the walk's fast
    /// path, which tests plain bounds (see <doc:HitTesting>). A view whose class overrides
    /// `point(inside:with:)` decides for itself, as on iOS.
    public var hitAreaInsets: UIEdgeInsets {
        get { traitState?.hitAreaInsets ?? .zero }
        set {
            guard newValue != hitAreaInsets else { return }
            traitStateForWriting.hitAreaInsets = newValue
            updateHitTestKind()
            if let parent = storedSuperview, let index = parent.hitIndex { index.invalidate() }
        }
    }

    /// The view's own coordinate system: its origin is the point at the view's top-left corner. Changing its
    /// size marks the view as needing layout (`setNeedsLayout()`).
    open var bounds: CGRect {
        get { storedBounds }
        set {
            if ViewAnimationCapture.isCapturing { noteAnimatableChange() }
            let resized =
                newValue.size.width != storedBounds.size.width || newValue.size.height != storedBounds.size.height
            let changed = !newValue.isEqual(to: storedBounds)
            let oldSize = storedBounds.size
            storedBounds = newValue
            if resized {
                setNeedsLayout()
                boundsSizeDidChange(from: oldSize)
            }
            updateHitTestKind()
            geometryChanged()
            // The view's own index stays: it holds the subviews' frames in this coordinate system, which the
            // bounds do not move (a scroll view scrolling keeps its index).
            if changed { recordGeometryChange() }
        }
    }

    /// The view's centre in its superview's coordinate system.
    open var center: CGPoint {
        get { storedCenter }
        set {
            if ViewAnimationCapture.isCapturing { noteAnimatableChange() }
            let changed = newValue != storedCenter
            storedCenter = newValue
            updateHitTestKind()
            geometryChanged()
            if changed { recordGeometryChange() }
            if changed, layoutStorage != nil { layoutFrameDidChange() }
        }
    }

    /// The transform applied to the view about its centre.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            if ViewAnimationCapture.isCapturing { noteAnimatableChange() }
            let changed = newValue != storedTransform
            storedTransform = newValue
            geometry.hasIdentityTransform = newValue.isIdentity
            updateHitTestKind()
            geometryChanged()
            if changed { recordGeometryChange() }
        }
    }

    /// The opacity; hit-testing ignores a view whose alpha is below 0.01, with its subtree.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            if ViewAnimationCapture.isCapturing { noteAnimatableChange() }
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
            if changed, storedSuperview is UIStackView { arrangedVisibilityChanged() }
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
    open var isMultipleTouchEnabled: Bool {
        get { touchOptions.isMultipleTouchEnabled }
        set { touchOptions.isMultipleTouchEnabled = newValue }
    }
    /// Whether the view is the only one in its window that tracks touches while it has one.
    open var isExclusiveTouch: Bool {
        get { touchOptions.isExclusiveTouch }
        set { touchOptions.isExclusiveTouch = newValue }
    }
    /// Whether subviews are clipped to the bounds when drawn. It does not change hit-testing: a point outside
    /// the bounds is never a hit, clipped or not.
    open var clipsToBounds: Bool {
        get { touchOptions.clipsToBounds }
        set { touchOptions.clipsToBounds = newValue }
    }
    /// Whether the view fills its bounds with opaque content (UIKit's drawing hint, true by default). ResponderKit
    /// draws nothing: it is stored for code that sets and reads it, and plays no part in hit-testing.
    open var isOpaque: Bool {
        get { touchOptions.isOpaque }
        set { touchOptions.isOpaque = newValue }
    }
    /// The touch and drawing options (`isMultipleTouchEnabled`, `isExclusiveTouch`, `clipsToBounds`, `isOpaque`),
    /// stored together.
    final var touchOptions = ViewOptions()
    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag: Int {
        get { traitState?.tag ?? 0 }
        set { if newValue != 0 || traitState != nil { traitStateForWriting.tag = newValue } }
    }
    /// The background colour; ResponderKit uses it in pictures of scenes.
    open var backgroundColor: UIColor? {
        get { traitState?.backgroundColor }
        set {
            if ViewAnimationCapture.isCapturing { noteAnimatableChange() }
            if newValue != nil || traitState != nil { traitStateForWriting.backgroundColor = newValue }
        }
    }
    /// A string that identifies the view; the trace shows it instead of the class name when set.
    open var accessibilityIdentifier: String? {
        get { traitState?.accessibilityIdentifier }
        set { if newValue != nil || traitState != nil { traitStateForWriting.accessibilityIdentifier = newValue } }
    }

    // MARK: - Accessibility (defaults and behaviour in Accessibility/UIView+Accessibility.swift)

    /// What was set of the view's accessibility properties; nil until one is set (kept in the side box of state few
    /// views have, `TraitState`, so that a plain view stays small).
    final var accessibilityStorage: AccessibilityStorage? {
        get { traitState?.accessibility }
        set { if newValue != nil || traitState != nil { traitStateForWriting.accessibility = newValue } }
    }
    /// Whether assistive technologies see the view as an element: by default, standard controls and labels.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityStorageForWriting.isElement = newValue }
    }
    /// A short word or phrase naming the element; by default a button's title or a label's text.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibilityStorageForWriting.label = newValue }
    }
    /// The element's value, when it has one (a slider's percentage, a switch's "1" or "0").
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { accessibilityStorageForWriting.value = newValue }
    }
    /// What activating the element does, in a short phrase; nil by default.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilityStorageForWriting.hint = newValue }
    }
    /// What the element is and what state it is in; by default the standard traits of the control.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibilityStorageForWriting.traits = newValue }
    }
    /// The element's frame in screen coordinates; by default the view's bounds converted to the screen.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibilityStorageForWriting.frame = newValue }
    }
    /// Where activating the element touches, in screen coordinates; by default the centre of `accessibilityFrame`.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? defaultAccessibilityActivationPoint }
        set { accessibilityStorageForWriting.activationPoint = newValue }
    }
    /// The elements inside this container, in the order assistive technologies visit them; nil by default.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibilityStorageForWriting.elements = newValue }
    }
    /// Actions besides activation that assistive technologies offer for the element; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibilityStorageForWriting.customActions = newValue }
    }
    /// How many elements this container holds (UIKit's `UIAccessibilityContainer`): by default the count of
    /// `accessibilityElements`, 0 without them. Override it with ``accessibilityElement(at:)`` and
    /// ``index(ofAccessibilityElement:)`` to make the elements on demand.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The container's element at `index`: by default `accessibilityElements[index]`, nil out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// Where `element` is among the container's elements (compared by identity), `NSNotFound` when it is not.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let count = accessibilityElementCount()
        for index in 0..<max(0, count) where (accessibilityElement(at: index) as AnyObject?) === (element as AnyObject)
        {
            return index
        }
        return NSNotFound
    }
    /// Whether the elements inside this view are hidden from assistive technologies; false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityStorageForWriting.elementsHidden = newValue }
    }
    /// Activates the element as a double tap with VoiceOver does; returns false (the default) to have the system
    /// tap at `accessibilityActivationPoint` instead.
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable element's value; a slider steps by a tenth of its range.
    open func accessibilityIncrement() { defaultAccessibilityAdjust(by: 1) }
    /// Decreases an adjustable element's value; a slider steps by a tenth of its range.
    open func accessibilityDecrement() { defaultAccessibilityAdjust(by: -1) }

    /// The view controller whose root view this is.
    var owningViewController: UIViewController? {
        get { hasOwningViewController ? traitState?.owningViewController : nil }
        set {
            if newValue != nil || traitState != nil { traitStateForWriting.owningViewController = newValue }
            hasOwningViewController = newValue != nil
        }
    }
    /// The gesture recognizers attached to this view, allocated on first use; `deinit` reads them.
    final var storedGestureRecognizers: [UIGestureRecognizer]?
    /// The view's Auto Layout state (constraints, guides, margins, priorities), allocated on first use
    /// (`ViewLayoutStorage`), in the side box of state few views have (`TraitState`).
    final var layoutStorage: ViewLayoutStorage? {
        get { traitState?.layout }
        set { if newValue != nil || traitState != nil { traitStateForWriting.layout = newValue } }
    }
    /// The view's layer, made the first time `layer` is read (`UIView+Layer.swift`), in the side box.
    final var storedLayer: CALayer? {
        get { traitState?.layer }
        set { if newValue != nil || traitState != nil { traitStateForWriting.layer = newValue } }
    }
    /// How many running `UIView` animations without `.allowUserInteraction` involve this view: while any does,
    /// hit-testing skips it as if its user interaction were off (BehaviourContract §13, `UIView+Animation.swift`).
    final var touchRefusingAnimations: UInt32 = 0
    /// The class of the view's layer (`layer`); override it to back a view with another kind of layer:
    /// `override class var layerClass: AnyClass { CAGradientLayer.self }`.
    open class var layerClass: AnyClass { CALayer.self }

    /// Whether the view needs Auto Layout to lay it out even when no constraint mentions it (UIKit then runs its
    /// `updateConstraints()` in the layout pass); false by default. ResponderKit solves constraints wherever they
    /// are, so the answer changes nothing; it is here for views that override it.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        let size = CGSize(width: frame.width, height: frame.height)
        self.storedBounds = CGRect(origin: .zero, size: size)
        self.storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        isWindow = type(of: self) is UIWindow.Type
        let initial = Self.initialHitTesting(of: type(of: self), center: storedCenter, bounds: storedBounds)
        usesDefaultHitTesting = initial.0
        hitTesting = HitTestState(kind: initial.1, reach: initial.2)
        super.init()
    }

    /// Creates a view from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives, so this is a
    /// view with a zero frame. It exists so that subclasses written for UIKit, which must declare
    /// `required init?(coder:)`, compile unchanged (most of them `fatalError` in it).
    public required init?(coder: NSCoder) {
        self.storedBounds = .zero
        self.storedCenter = .zero
        isWindow = type(of: self) is UIWindow.Type
        let initial = Self.initialHitTesting(of: type(of: self), center: storedCenter, bounds: storedBounds)
        usesDefaultHitTesting = initial.0
        hitTesting = HitTestState(kind: initial.1, reach: initial.2)
        super.init()
    }

    /// A new view's hit-testing storage: whether its class is one whose hit-testing is UIView's own, its kind and
    /// its reach (an eligible view with the identity transform).
    private static func initialHitTesting(of viewClass: UIView.Type, center: CGPoint, bounds: CGRect)
        -> (usesDefault: Bool, kind: HitTestKind, reach: HitReach)
    {
        let usesDefault = EngineClasses.usesDefaultHitTesting(viewClass)
        let kind = HitTestKind(
            usesDefaultHitTesting: usesDefault, isEligible: true, hasIdentityTransform: true, bounds: bounds)
        return (usesDefault, kind, kind == .plain ? HitReach(center: center, bounds: bounds) : .everywhere)
    }

    // A plain (nonisolated) deinit, not `isolated deinit`: a subclass's own plain `deinit`, as iOS code writes it,
    // must match the one it overrides. Views live and die on the main actor (the engine is main-actor only), which
    // `assumeIsolated` checks.
    deinit {
        MainActor.assumeIsolated {
            // The subviews outlive this view only if something else holds them: they must not keep a dangling
            // superview (`storedSuperview` is unretained).
            for subview in storedSubviews { subview.storedSuperview = nil }
            // Likewise the recognizers' `view`, which is unretained.
            for recognizer in storedGestureRecognizers ?? [] { recognizer.viewReference.object = nil }
            storedLayer?.viewReference.object = nil
        }
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Adds `view` as the front-most subview, removing it from its old superview first. Adding an existing
    /// subview again brings it to the front. Overridable, as UIKit's (a container that adds into a content view).
    ///
    /// - Precondition: `view` is not this view or one of its ancestors (that would make a cycle).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
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
            layoutFlags.isAssigningFrame = true
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            layoutFlags.isAssigningFrame = false
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

    /// Whether the view is in a window (`window != nil`), found by climbing to the root without a retain: a scroll
    /// view in motion asks on every display frame.
    final var isInWindow: Bool {
        var rootIsWindow = false
        climbUnretained(from: self, next: { $0.superviewReference }) { view in
            if !view.superviewReference.isSet { rootIsWindow = view.isWindow }
        }
        return rootIsWindow
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
        hitAreaInsets == .zero ? bounds.contains(point) : bounds.inset(by: hitAreaInsets).contains(point)
    }

    // MARK: - Layout (UIView+Layout.swift)

    /// Lays out the subviews: called by the layout pass when the view was marked with `setNeedsLayout()` (or
    /// its size changed, or a subview was added), before the next event is hit-tested. The subviews placed by
    /// constraints already have their solved frames when it runs (see <doc:AutoLayout>); the default does nothing
    /// more. Override it to set your subviews' frames. Do not call it directly: call `setNeedsLayout()` or
    /// `layoutIfNeeded()`.
    open func layoutSubviews() {}

    /// Lays out the view when its layer lays out (`CALayerDelegate`): for the view's own layer, the owning
    /// controller's `viewWillLayoutSubviews()`, `layoutSubviews()` and `viewDidLayoutSubviews()`. Override to
    /// place sublayers after calling `super`, as on iOS.
    open func layoutSublayers(of layer: CALayer) {
        if layer === storedLayer { runViewLayout() }
    }

    /// The tint colour: the view's own, or its nearest ancestor's, or the system tint colour; setting nil returns
    /// the view to inheriting (`UIView+Tint.swift`).
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// Called when the view's effective tint colour or adjustment mode changed, parents before children. Override
    /// to update what depends on it; the default does nothing.
    open func tintColorDidChange() {}

    // MARK: - Auto Layout (Layout/Views/UIView+Constraints.swift)

    /// The size the view's content wants, for Auto Layout: `noIntrinsicMetric` in a dimension without one. Labels,
    /// buttons and text fields measure their text with the application's text model. Call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize { defaultIntrinsicContentSize }

    /// Updates the view's constraints: called bottom-up in the layout pass, before frames are laid out, on views
    /// that called `setNeedsUpdateConstraints()`. Call `super.updateConstraints()` last.
    open func updateConstraints() {}

    /// Tells the view that its safe-area insets changed.
    open func safeAreaInsetsDidChange() {}

    /// Tells the view that its layout margins changed.
    open func layoutMarginsDidChange() {}

    /// Whether a gesture recognizer may begin, asked at the moment it would leave `.possible` of each view on
    /// the path from the touch's hit view up to the recognizer's view; false makes it fail. Default true.
    /// `UIControl` overrides it so a control wins its own default gesture over ancestors' recognizers.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: - Traits (UIView+Traits.swift)

    /// The view's traits: its view controller's when it is a controller's root view, otherwise its superview's (a
    /// window's: its screen's), with `overrideUserInterfaceStyle` applied. A view in no window has the current
    /// application's screen traits.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }

    /// Called after the view's traits changed, with the ones it had. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The style this view and its subviews use whatever their environment's; `.unspecified` (the default)
    /// inherits it. Changing it tells the views whose traits change.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrideStyle ?? .unspecified }
        set { setOverrideUserInterfaceStyle(newValue) }
    }

    // MARK: - Drawing (UIView+Drawing.swift)

    /// Draws the view's content into the current context (a recording `CGContext`): override it as on iOS, with
    /// `UIBezierPath.fill()`, `UIColor.setFill()` or `UIGraphicsGetCurrentContext()`. ResponderKit calls it when
    /// a test records the view (`recordDrawing()`, `drawHierarchy(in:afterScreenUpdates:)`); nothing is displayed.
    open func draw(_ rect: CGRect) {}

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

    /// Recomputes `hitTesting.kind` and `hitTesting.reach` from the stored eligibility and geometry.
    final func updateHitTestKind() {
        let kind = HitTestKind(
            usesDefaultHitTesting: usesDefaultHitTesting && hitAreaInsets == .zero,
            isEligible: isStoredEligibleForHitTesting,
            hasIdentityTransform: geometry.hasIdentityTransform, bounds: storedBounds)
        hitTesting.kind = kind
        hitTesting.reach = kind == .plain ? HitReach(center: storedCenter, bounds: storedBounds) : .everywhere
    }

    /// The geometry changed: drop the cached conversions and the superview's spatial index.
    private func geometryChanged() {
        geometry.isValid = false
        // Through the unretained reference: a scroll view's offset changes on every frame of its motion.
        superviewReference.withObject { $0.hitIndex?.invalidate() }
    }
}
