import Foundation

/// A rectangle in a tree of layers: Core Animation's model of what is on screen, stored and animated but never
/// drawn.
///
/// Every view has one (`view.layer`, of the view class's `layerClass`), made the first time it is asked for, so a
/// view whose layer is never touched pays one empty reference. A view's layer and the view share their state both
/// ways: the layer's `position` is the view's `center`, and `bounds`, `transform` (where it is affine), `isHidden`,
/// `opacity` (the view's `alpha`), `backgroundColor` and `masksToBounds` (`clipsToBounds`) are the view's; its
/// sublayers are its subviews' layers (in their order) and the layers added to it. A layer made on its own
/// (`CALayer()`, `CAShapeLayer()`) stores all of it itself.
///
/// ```
/// view.center = p  ──► view.layer.position == p           (one storage: the view's)
/// layer.opacity = 0.5 ──► view.alpha == 0.5
/// layer.add(animation, forKey:) ──► runs on the application's clock ──► layer.presentation() at clock time
/// ```
///
/// Changing an animatable property of a layer made on its own, while it is in a window, animates it (an
/// implicit action of `CATransaction.animationDuration()`, 0.25 s) unless `CATransaction.setDisableActions(true)`;
/// a view's layer never animates implicitly, as on iOS. See <doc:LayersAndAnimations>.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view this layer backs, unretained: the view owns the layer and clears this in its `deinit`.
    var viewReference = UnretainedReference<UIView>(nil)
    /// Storage for a layer made on its own (a view's layer reads its view's).
    var storedPosition = CGPoint.zero
    var storedBounds = CGRect.zero
    var storedOpacity: Float = 1
    var storedIsHidden = false
    var storedMasksToBounds = false
    var storedBackgroundColor: CGColor?
    /// The 3D transform: the whole transform of a layer made on its own; for a view's layer, the last one set
    /// through the layer, used while its affine part is still the view's transform.
    var storedTransform = CATransform3D.identity
    /// The sublayers as stored: for a view's layer, those added to it and its subviews' layers as last seen.
    var storedSublayers: [CALayer] = []
    /// The superlayer of a layer made on its own.
    weak var storedSuperlayer: CALayer?
    /// The animations, in the order they were added.
    var animationEntries: [LayerAnimation] = []

    /// The point in the superlayer that `anchorPoint` sits on.
    open var position: CGPoint {
        get { viewReference.withObject { $0.center } ?? storedPosition }
        set {
            if let view = backingView {
                view.center = newValue
                return
            }
            changeAnimatable(.position) { $0.storedPosition = newValue }
        }
    }

    /// The layer's own coordinate system.
    open var bounds: CGRect {
        get { viewReference.withObject { $0.bounds } ?? storedBounds }
        set {
            if let view = backingView {
                view.bounds = newValue
                return
            }
            changeAnimatable(.bounds) { $0.storedBounds = newValue }
        }
    }

    /// The point of the bounds, as fractions of its size, that `position` places and `transform` turns about;
    /// (0.5, 0.5), the centre, by default. A view's layer keeps the centre: ResponderKit's views turn about their
    /// centre, so setting another anchor on a view's layer is stored and changes `frame` but not how the view is
    /// hit-tested (see <doc:LayersAndAnimations>).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { noteChange(.anchorPoint) }
        didSet { didChange(.anchorPoint, from: .point(oldValue)) }
    }

    /// The transform applied about the anchor point.
    open var transform: CATransform3D {
        get {
            guard let view = backingView else { return storedTransform }
            let affine = view.transform
            return storedTransform.affine == affine ? storedTransform : CATransform3D(affine)
        }
        set {
            if let view = backingView {
                storedTransform = newValue
                view.transform = newValue.affine
                return
            }
            changeAnimatable(.transform) { $0.storedTransform = newValue }
        }
    }

    /// The opacity, 0…1; a view's layer's is the view's `alpha`.
    open var opacity: Float {
        get { viewReference.withObject { Float($0.alpha) } ?? storedOpacity }
        set {
            if let view = backingView {
                view.alpha = CGFloat(newValue)
                return
            }
            changeAnimatable(.opacity) { $0.storedOpacity = newValue }
        }
    }

    /// Whether the layer is hidden; a view's layer's is the view's `isHidden`.
    open var isHidden: Bool {
        get { viewReference.withObject { $0.isHidden } ?? storedIsHidden }
        set {
            if let view = backingView {
                view.isHidden = newValue
                return
            }
            storedIsHidden = newValue
        }
    }

    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { viewReference.withObject { $0.clipsToBounds } ?? storedMasksToBounds }
        set {
            if let view = backingView {
                view.clipsToBounds = newValue
                return
            }
            storedMasksToBounds = newValue
        }
    }

    /// The background colour (the view's `backgroundColor`).
    open var backgroundColor: CGColor? {
        get {
            guard let view = backingView else { return storedBackgroundColor }
            return view.backgroundColor?.cgColor
        }
        set {
            if let view = backingView {
                view.backgroundColor = newValue.map { UIColor(cgColor: $0) }
                return
            }
            changeAnimatable(.backgroundColor) { $0.storedBackgroundColor = newValue }
        }
    }

    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0 {
        willSet { noteChange(.cornerRadius) }
        didSet { didChange(.cornerRadius, from: .scalar(Double(oldValue))) }
    }
    /// Which corners `cornerRadius` rounds (all by default).
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// How the corners are curved; stored, not drawn.
    open var cornerCurve = CALayerCornerCurve.circular
    /// The border's width.
    open var borderWidth: CGFloat = 0 {
        willSet { noteChange(.borderWidth) }
        didSet { didChange(.borderWidth, from: .scalar(Double(oldValue))) }
    }
    /// The border's colour (opaque black by default).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { noteChange(.borderColor) }
        didSet { didChange(.borderColor, from: AnimatableValue(color: oldValue)) }
    }
    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { noteChange(.shadowColor) }
        didSet { didChange(.shadowColor, from: AnimatableValue(color: oldValue)) }
    }
    /// The shadow's opacity (0 by default: no shadow).
    open var shadowOpacity: Float = 0 {
        willSet { noteChange(.shadowOpacity) }
        didSet { didChange(.shadowOpacity, from: .scalar(Double(oldValue))) }
    }
    /// The shadow's offset ((0, −3) by default).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { noteChange(.shadowOffset) }
        didSet { didChange(.shadowOffset, from: .size(oldValue)) }
    }
    /// The shadow's blur radius (3 by default).
    open var shadowRadius: CGFloat = 3 {
        willSet { noteChange(.shadowRadius) }
        didSet { didChange(.shadowRadius, from: .scalar(Double(oldValue))) }
    }
    /// The shadow's shape; stored, not drawn.
    open var shadowPath: CGPath?
    /// The layer's content (an image, usually); stored, not drawn.
    open var contents: Any?
    /// How the contents fit the bounds; stored.
    open var contentsGravity = CALayerContentsGravity.resize
    /// The contents' scale; stored.
    open var contentsScale: CGFloat = 1
    /// The part of the contents shown, in unit coordinates; stored.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The layer's place along the z axis: among siblings, a higher `zPosition` is in front (and hit first).
    open var zPosition: CGFloat = 0 {
        willSet { noteChange(.zPosition) }
        didSet { didChange(.zPosition, from: .scalar(Double(oldValue))) }
    }
    /// The anchor point's place along the z axis; stored.
    open var anchorPointZ: CGFloat = 0
    /// A transform applied to the sublayers; stored, not used in conversions.
    open var sublayerTransform = CATransform3D.identity
    /// A layer whose opacity masks this one; stored, not drawn.
    open var mask: CALayer?
    /// Whether the back of the layer shows when turned away; stored.
    open var isDoubleSided = true
    /// Whether the layer is opaque; stored.
    open var isOpaque = false
    /// Whether the contents are redrawn when the bounds change; stored.
    open var needsDisplayOnBoundsChange = false
    /// Whether the layer should be rasterized; stored.
    open var shouldRasterize = false
    /// The scale of the rasterization; stored.
    open var rasterizationScale: CGFloat = 1
    /// Whether edges are antialiased; stored.
    open var allowsEdgeAntialiasing = false
    /// Whether the layer is composited as a group; stored.
    open var allowsGroupOpacity = true
    /// The layer's name, shown by the trace and `leftovers` for a layer made on its own.
    open var name: String?
    /// The actions for keys, searched by `action(forKey:)` after the delegate; `NSNull` disables a key.
    open var actions: [String: any CAAction]?
    /// Further actions and defaults; stored.
    open var style: [AnyHashable: Any]?
    /// Layer time: how fast time runs for this layer's animations; stored (animations run on the clock).
    open var speed: Float = 1
    /// Layer time offset; stored.
    open var timeOffset: CFTimeInterval = 0
    /// Layer begin time; stored.
    open var beginTime: CFTimeInterval = 0
    /// The object told about drawing and asked for actions: for a view's layer, the view.
    open var delegate: CALayerDelegate? {
        get { backingView ?? storedDelegate }
        set { storedDelegate = newValue }
    }
    private weak var storedDelegate: CALayerDelegate?

    /// Creates a layer of zero size at the origin.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s stored values, as Core Animation makes presentation layers; subclasses with
    /// their own properties override it and copy them.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        copyModel(from: other)
    }

    /// Creates a layer from an archive: ResponderKit reads none, so it is a plain layer.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // A plain deinit, as `UIView`'s: layers live and die on the main actor. Animations still running on a layer
    // that goes away stop (`finished == false`): their records hold the layer unretained.
    deinit {
        MainActor.assumeIsolated {
            for entry in animationEntries {
                entry.layerReference = UnretainedReference(nil)
                entry.engine?.interrupt(entry)
            }
        }
    }

    /// The default value of a property; nil, as Core Animation answers for keys it does not know.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a change to `key` needs the layer redrawn; ResponderKit draws nothing: false.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The view this layer backs, if any.
    final var backingView: UIView? { viewReference.object }

    /// Copies every stored value of `other` into this layer, a layer made on its own (a view's layer's geometry
    /// comes from the view).
    func copyModel(from other: CALayer) {
        storedPosition = other.position
        storedBounds = other.bounds
        storedTransform = other.transform
        storedOpacity = other.opacity
        storedIsHidden = other.isHidden
        storedMasksToBounds = other.masksToBounds
        storedBackgroundColor = other.backgroundColor
        anchorPoint = other.anchorPoint
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        zPosition = other.zPosition
        anchorPointZ = other.anchorPointZ
        sublayerTransform = other.sublayerTransform
        mask = other.mask
        isDoubleSided = other.isDoubleSided
        isOpaque = other.isOpaque
        name = other.name
        speed = other.speed
        timeOffset = other.timeOffset
        beginTime = other.beginTime
    }

    /// `<CALayer name>` or the class.
    open override var description: String {
        MainActor.assumeIsolated {
            if let view = backingView { return "<\(type(of: self)) of \(view.traceName)>" }
            return name.map { "<\(type(of: self)) \($0)>" } ?? "<\(type(of: self))>"
        }
    }

    /// How the trace and `leftovers` name the layer: its view's name for a view's layer, else its `name` or class.
    var traceName: String {
        if let view = backingView { return view.traceName }
        return name ?? "\(type(of: self))"
    }

    /// Marks the layer as needing display; ResponderKit draws nothing.
    open func setNeedsDisplay() {}
    /// Displays the layer if needed; ResponderKit draws nothing.
    open func displayIfNeeded() {}
    /// Marks the layer as needing layout; a view's layer marks its view.
    open func setNeedsLayout() { backingView?.setNeedsLayout() }
    /// Lays out the layer if needed; a view's layer lays out its view.
    open func layoutIfNeeded() { backingView?.layoutIfNeeded() }
    /// Lays out the sublayers: by default asks the delegate (`layoutSublayers(of:)`), which for a view's layer runs
    /// the view's layout. The layout pass calls it for every view with a layer that needs layout.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Whether `p` (in this layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant of this layer, itself included, that contains `p` (in the superlayer's
    /// coordinates), or nil: a hidden layer is skipped with its sublayers; sublayers are tried front to back (by
    /// `zPosition`, then order); a layer that masks to its bounds hides its sublayers outside them. Unlike a view's
    /// `hitTest`, opacity and user interaction play no part, as in Core Animation.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    /// The action for `event`: the delegate's answer, else `actions[event]`, else the class's default
    /// (`defaultAction(forKey:)`); nil or `NSNull` means none.
    open func action(forKey event: String) -> (any CAAction)? {
        if let delegate, let answer = delegate.action(for: self, forKey: event) { return answer }
        if let action = actions?[event] { return action }
        return Self.defaultAction(forKey: event)
    }

    /// The implicit animation for a property: a `CABasicAnimation` of the transaction's duration and timing function
    /// for the animatable properties, nil for others.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard LayerProperty(keyPath: event) != nil, event != "hidden" else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction()
        return animation
    }
}
