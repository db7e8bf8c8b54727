import Foundation

/// A view whose content is larger than itself: a drag moves `bounds.origin` (`contentOffset`) over the
/// content, a lift lets it decelerate, bounce at the edges and snap to pages, a pinch zooms (BEHAVIOUR §9).
///
/// It is built, as UIKit's, from gesture recognizers on itself, the clock and the content-touch rules:
///
/// ```
/// touch-down in the content ──► delay recognizer (delaysTouchesBegan) holds touchesBegan from the content
///        │                          ├─ 0.15 s pass ─────────► fails: the content gets touchesBegan (late)
///        │                          └─ the finger lifts ────► fails: touchesBegan + touchesEnded back to back
///        └─► panGestureRecognizer ── moves past 10 pt ──► may it begin? (ScrollPanDecision)
///                  ├─ the drag's main axis cannot scroll ─────────────────► fails (an outer scroll view may take it)
///                  ├─ content tracks and canCancelContentTouches == false ─► fails: the content keeps the touch
///                  ├─ content tracks and touchesShouldCancel(in:) == false ► fails (a UIControl, by default)
///                  └─ begins: held began discarded / content gets touchesCancelled; the drag moves contentOffset
///                     ──► lift ──► ScrollAxisMotion (decelerate, bounce, snap) on 60 Hz ticks of the app's clock
/// ```
///
/// The scrolling follows the pan recognizer's translation, whatever feeds it. Motion runs on the application's
/// display frames, so `UIApplication.leftovers` lists a scroll view still moving, and a replay on a manual clock
/// is exact.
///
/// Where ResponderKit differs from UIKit: nothing is drawn (indicators are flags); `adjustedContentInset` equals
/// `contentInset` (there are no safe areas); the curves are the documented reconstructions of ``ScrollPhysics``.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How fast a scroll view slows down after a lift: the fraction of its speed kept every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the speed kept every millisecond.
        public let rawValue: CGFloat

        /// Creates a rate; any value is accepted, and the motion holds it between 0.01 and 0.9999.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How dragging dismisses the keyboard (stored; there is no keyboard here).
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        /// Dragging does not dismiss the keyboard.
        case none
        /// The keyboard is dismissed when a drag begins.
        case onDrag
        /// The keyboard follows the drag.
        case interactive
        /// The keyboard is dismissed when a drag begins, unless the drag is inside it.
        case onDragWithAccessory
        /// The keyboard follows the drag, as in `interactive`, with its accessory.
        case interactiveWithAccessory
    }

    /// The style of the scroll indicators (stored; nothing is drawn).
    public enum IndicatorStyle: Int, Hashable, Sendable {
        /// The default style.
        case `default`
        /// Dark indicators, for light backgrounds.
        case black
        /// Light indicators, for dark backgrounds.
        case white
    }

    /// How the safe area adjusts the content insets (stored; there are no safe areas here).
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// UIKit's automatic choice.
        case automatic
        /// Adjust along the scrollable axes.
        case scrollableAxes
        /// Never adjust.
        case never
        /// Always adjust.
        case always
    }

    /// The delegate told of scrolling, dragging, deceleration and zooming.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content, in points. A negative or non-finite dimension is taken as 0 (a documented repair);
    /// a change during a drag or a deceleration keeps the offset, which springs back if it ends up past an edge.
    open var contentSize: CGSize = .zero {
        didSet {
            let repaired = CGSize(
                width: Self.repairedLength(contentSize.width), height: Self.repairedLength(contentSize.height))
            if repaired != contentSize { contentSize = repaired }
        }
    }

    /// Space around the content, in points. Non-finite insets are taken as 0 (a documented repair).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            let repaired = Self.repairedInsets(contentInset)
            if repaired != contentInset {
                contentInset = repaired
                return
            }
            if contentInset != oldValue { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
        }
    }

    /// The insets the scrolling uses: `contentInset` (there are no safe areas to add).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// How the safe area would adjust the insets (stored).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Whether the user can scroll (default true). False: the scroll view takes no touches; touches in it reach
    /// the content at once, and touches on the scroll view itself climb the responder chain.
    open var isScrollEnabled = true {
        didSet { updateRecognizers() }
    }

    /// Whether a drag that starts along one axis stays on it (default false).
    open var isDirectionalLockEnabled = false
    /// Whether a lift snaps the offset to a multiple of the bounds size (default false).
    open var isPagingEnabled = false
    /// Whether the content rubber-bands past its edges and bounces back (default true).
    open var bounces = true
    /// Whether a drag rubber-bands vertically even when the content is not taller than the view (default false).
    open var alwaysBounceVertical = false
    /// Whether a drag rubber-bands horizontally even when the content is not wider than the view (default false).
    open var alwaysBounceHorizontal = false
    /// How fast the content slows down after a lift (default `.normal`, 0.998 per millisecond).
    open var decelerationRate = DecelerationRate.normal

    /// Whether a touch-down in the content waits (0.15 s, `InteractionMetrics.contentTouchDelay`) before the
    /// content gets it, to see whether it is a scroll (default true).
    open var delaysContentTouches = true {
        didSet { updateRecognizers() }
    }

    /// Whether a drag that becomes a scroll cancels the content's touches (default true). False: once the content
    /// tracks the touch, the scroll view does not scroll.
    open var canCancelContentTouches = true

    /// How dragging dismisses the keyboard (stored).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether the vertical indicator shows (stored; nothing is drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (stored; nothing is drawn).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' style (stored).
    open var indicatorStyle = IndicatorStyle.default
    /// The vertical indicator's insets (stored).
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The horizontal indicator's insets (stored).
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets: reading gives the vertical one's, setting sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether a status-bar tap scrolls to the top (stored; there is no status bar).
    open var scrollsToTop = true
    /// How many times `flashScrollIndicators()` was called: the indicators are not drawn, so the call is counted.
    public private(set) var indicatorFlashCount = 0

    /// Whether the user's finger is on the content (from the touch-down to the lift).
    public internal(set) var isTracking = false
    /// Whether the user is scrolling the content (from `scrollViewWillBeginDragging` to the lift).
    public internal(set) var isDragging = false
    /// Whether the content moves on its own after a lift (from `scrollViewWillBeginDecelerating` to
    /// `scrollViewDidEndDecelerating`).
    public internal(set) var isDecelerating = false
    /// Whether a pinch is zooming the content.
    public internal(set) var isZooming = false
    /// Whether the zoom scale (and the offset with it) is coming back within its limits after a pinch, or a
    /// `setZoomScale(_:animated:)` or `zoom(to:animated:)` animation runs.
    public internal(set) var isZoomBouncing = false

    /// The smallest zoom scale (default 1).
    open var minimumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsChanged() }
    }
    /// The largest zoom scale (default 1: no zooming).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsChanged() }
    }
    /// Whether a pinch past the limits rubber-bands and bounces back (default true).
    open var bouncesZoom = true
    /// The current zoom scale; setting it is `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// The recognizer whose translation scrolls the content.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    /// The recognizer that zooms, present once the zoom limits allow zooming (`maximumZoomScale >
    /// minimumZoomScale`).
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// The recognizer that withholds touch-downs from the content (`delaysContentTouches`).
    let contentTouchDelay: UIScrollViewDelayedTouchesBeganGestureRecognizer
    let scrollPan: UIScrollViewPanGestureRecognizer

    var storedZoomScale: CGFloat = 1
    /// The drag in progress: where the offset and the translation were when it began, and the axes it moves.
    var drag: DragState?
    /// The motion in progress.
    var motion: ScrollMotion?
    /// The anchor of the application whose clock runs the motion (kept to cancel its frame after the view left its
    /// window; an anchor rather than a weak reference, which would give the application a side table).
    var motionApplication: ApplicationAnchor?
    /// Counts the motions started and ended, so a frame whose delegate calls stopped or replaced the motion stops.
    var motionGeneration = 0
    /// The motion's pending display frame: which one (1 is the first after the start) and when.
    var motionFrame = 0
    var motionDeadline: TimeInterval = 0
    /// The zoom view and scale when the pinch began.
    var zoomStart: (view: UIView, scale: CGFloat)?
    /// The content point a pinch in progress holds under its centroid, and where the centroid last was.
    var zoomPinch: ZoomPinch?

    /// A drag in progress.
    struct DragState {
        var startOffset: CGPoint
        var startTranslation: CGPoint
        var axes: UIAxis
        /// The application's verifier when the drag began (nil when verification is off), told of its end.
        var verifier: LifecycleVerifier?
    }

    /// Creates a scroll view with `frame`, no content and UIKit's defaults.
    public override init(frame: CGRect) {
        contentTouchDelay = UIScrollViewDelayedTouchesBeganGestureRecognizer()
        scrollPan = UIScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        installRecognizers()
    }

    /// Creates a scroll view from an archive: as `init(frame: .zero)`; nothing is decoded.
    public required init?(coder: NSCoder) {
        contentTouchDelay = UIScrollViewDelayedTouchesBeganGestureRecognizer()
        scrollPan = UIScrollViewPanGestureRecognizer()
        super.init(coder: coder)
        installRecognizers()
    }

    // Plain, as `UIView`'s is, so that subclasses may write a plain `deinit`.
    deinit {
        // The pan may outlive its scroll view (an app moved it to another view): its reference must not dangle.
        MainActor.assumeIsolated { scrollPan.scrollViewReference = UnretainedReference(nil) }
    }

    private func installRecognizers() {
        // UIKit's scroll views clip their content (drawing only: hit-testing never reaches outside the bounds).
        clipsToBounds = true
        scrollPan.name = nil
        addGestureRecognizer(contentTouchDelay)
        addGestureRecognizer(scrollPan)
        // The pan's scroll view, read without a retain: capturing the scroll view (weakly, as it must be) would
        // cost a weak load and a slow-path release at every move of every drag.
        scrollPan.scrollViewReference = UnretainedReference(self)
        scrollPan.addHandler { recognizer in
            guard let pan = recognizer as? UIScrollViewPanGestureRecognizer else { return }
            _ = pan.scrollViewReference.withObject { $0.panDidChange(pan) }
        }
        updateRecognizers()
    }

    /// Enables the recognizers as `isScrollEnabled` and `delaysContentTouches` say.
    func updateRecognizers() {
        scrollPan.isEnabled = isScrollEnabled
        contentTouchDelay.isEnabled = isScrollEnabled
        contentTouchDelay.delaysTouchesBegan = delaysContentTouches
        pinchGestureRecognizer?.isEnabled = isScrollEnabled || maximumZoomScale > minimumZoomScale
    }

    /// The point of the content at the view's top-left corner: `bounds.origin`. Setting it moves the content at
    /// once (a motion in progress goes on from there); a non-finite value is ignored (a documented repair).
    /// Every change calls `scrollViewDidScroll`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            // A whole assignment: `bounds.origin = newValue` would go through the overridable property's modify
            // coroutine, whose frame is heap-allocated at every move of a drag.
            var rect = bounds
            rect.origin = newValue
            bounds = rect
        }
    }

    /// The view's own coordinate system; its origin is `contentOffset`, and a change of the origin calls
    /// `scrollViewDidScroll`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// Leaving the window stops any motion (its tick would find no window).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopMotion() }
    }

    /// Moves the content to `contentOffset`: at once, or with `animated` in a 0.3 s animation on the application's
    /// clock that ends with `scrollViewDidEndScrollingAnimation`. Out of a window (no clock), it moves at once; a
    /// non-finite offset is ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContent(to: contentOffset, animated: animated)
    }

    /// Scrolls as little as possible so `rect` (in the scroll view's own coordinates, the content's) is visible; a
    /// rect already visible, or one that is empty or not finite, changes nothing.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        revealContent(rect, animated: animated)
    }

    /// Sets the zoom scale, held within the limits, about the centre of the bounds (the content point there stays
    /// there, as far as the offset's range allows): at once (`scrollViewDidZoom`, then `scrollViewDidScroll` if the
    /// offset moved), or with `animated` over 0.3 s on the application's clock, ending with
    /// `scrollViewDidEndZooming`. Without a view for zooming, nothing happens; a non-finite or non-positive scale is
    /// ignored.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        changeZoomScale(scale, animated: animated)
    }

    /// Zooms so `rect` (in the zoom view's coordinates) fills the view: the largest scale at which it fits, within
    /// the limits, with its centre at the centre of the bounds as far as the offset's range allows; at once or
    /// animated as `setZoomScale(_:animated:)`. An empty or non-finite rect changes nothing.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomContent(to: rect, animated: animated)
    }

    /// Whether the content gets a touch that went down in `view`; asked once the content-touch delay is over (at
    /// once without `delaysContentTouches`). False: `view` never gets the touch. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag that becomes a scroll may cancel the touches `view` tracks; false keeps them with `view`
    /// and the scroll view does not scroll. Default: false for a `UIControl`, true for any other view.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// Counts a flash of the indicators (nothing is drawn).
    open func flashScrollIndicators() {
        indicatorFlashCount += 1
    }

    /// A repaired length: 0 for negative or non-finite values.
    static func repairedLength(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    /// Insets with every non-finite side taken as 0.
    static func repairedInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        func side(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return UIEdgeInsets(
            top: side(insets.top), left: side(insets.left), bottom: side(insets.bottom), right: side(insets.right))
    }
}
