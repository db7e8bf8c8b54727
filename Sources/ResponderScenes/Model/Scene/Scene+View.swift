import Foundation

extension Scene {
    /// A view: its class, place in the tree, geometry, interaction flags, content and behaviours.
    ///
    /// Optional properties are nil when the file leaves them out, so the builder can apply the class's own
    /// default (`UIImageView` and `UILabel` start with user interaction disabled). Geometry is applied in the
    /// order frame, bounds, center, transform.
    public struct View: Sendable, Hashable, Codable {
        /// A view's id.
        public typealias ID = String
        /// The view's id, given in the file or made from its superview's id and its index (`root.0`).
        public var id: ID
        /// `view`, `imageView`, `label`, `button`, `switch`, `slider`, `scrollView`, `window`, or a user-registered class.
        public var className: String
        /// The id of its superview (a view or a window); nil for a window's own view.
        public var superview: ID?
        /// `frame`, in the superview's coordinates.
        public var frame: CGRect?
        /// `bounds`, in the view's own coordinates.
        public var bounds: CGRect?
        /// `center`, in the superview's coordinates.
        public var center: CGPoint?
        /// `transform`, about the view's centre.
        public var transform: Transform?
        /// `isHidden`.
        public var isHidden: Bool = false
        /// `alpha`, from 0 to 1.
        public var alpha: Double = 1
        /// `isUserInteractionEnabled`; nil means the class's default.
        public var isUserInteractionEnabled: Bool?
        /// `isMultipleTouchEnabled`.
        public var isMultipleTouchEnabled: Bool = false
        /// `isExclusiveTouch`.
        public var isExclusiveTouch: Bool = false
        /// `clipsToBounds`; nil means the class's default (true for a `scrollView`, as UIKit's).
        public var clipsToBounds: Bool?
        /// `tag`.
        public var tag: Int = 0
        /// `backgroundColor`.
        public var backgroundColor: Color?
        /// A button's title.
        public var title: String?
        /// A label's text.
        public var text: String?
        /// An image view's image name.
        public var image: String?
        /// A control's `isEnabled`.
        public var isEnabled: Bool?
        /// A control's `isSelected`.
        public var isSelected: Bool?
        /// A switch's `isOn`.
        public var isOn: Bool?
        /// A slider's `value`.
        public var value: Double?
        /// A slider's `minimumValue`.
        public var minimumValue: Double?
        /// A slider's `maximumValue`.
        public var maximumValue: Double?
        /// A `scrollView`'s settings; nil for any other view (and for a scroll view that keeps UIKit's defaults).
        public var scroll: Scroll?
        /// How `point(inside:with:)` answers.
        public var pointInside: PointInside = .bounds
        /// How `hitTest(_:with:)` answers.
        public var hitTest: HitTest = .standard
        /// The responder methods the view overrides.
        public var handling: Handling = Handling()
        /// Whether the view follows the finger in `touchesMoved` (the seeds' "drag me").
        public var isDraggable: Bool = false
        /// Whether it can become first responder.
        public var canBecomeFirstResponder: Bool = false
        /// The name the trace shows for the view, when not its id; views may share one (seed 004's two
        /// `_UILayoutGuide` views).
        public var traceName: String?
        /// Where it is declared.
        public var location: SourceLocation?

        /// Creates a view with the defaults of the schema.
        public init(
            id: ID, className: String = "view", superview: ID? = nil, frame: CGRect? = nil,
            location: SourceLocation? = nil
        ) {
            self.id = id
            self.className = className
            self.superview = superview
            self.frame = frame
            self.location = location
        }
    }

    /// How a view answers `point(inside:with:)`.
    public enum PointInside: Sendable, Hashable, Codable {
        /// The default: `bounds.contains(point)`.
        case bounds
        /// The bounds grown by insets on each side (a positive inset enlarges the hit area).
        case expanded(Insets)
        /// A circle of diameter `min(width, height)` centred in the bounds.
        case circle
    }

    /// How a view answers `hitTest(_:with:)`.
    public enum HitTest: Sendable, Hashable, Codable {
        /// UIKit's default walk.
        case standard
        /// The default walk, but nil when the answer would be the view itself: only its subviews respond.
        case subviewsOnly
        /// The named view's `hitTest` at the point (converted) is asked first; its answer wins when it is
        /// not nil (click-through: the red button under the blue view).
        case passThrough(to: View.ID)
        /// The named view whenever the default walk answers anything (the seeds' "always the red view").
        case redirect(to: View.ID)
        /// The default walk, but subviews are also asked when the point lies outside the view's bounds, so a
        /// child hanging outside its parent still responds.
        case includesSubviewsOutsideBounds
        /// Asks `point(inside:with:)` of the view and then of each subview, front to back, never the subviews'
        /// `hitTest`: answers the first subview that can answer, else the view if it can, else nil (UIKit's
        /// status bar in seed 004's log: its five item views answer 0 without a `hit view:` line).
        case insideOnly
        /// Always nil (a window that lets every touch through).
        case none
        /// Always the view itself, without asking subviews (a window that handles every touch itself).
        case receiver
    }

    /// The responder methods a view or view controller overrides, and what the overrides do.
    ///
    /// A method that is not overridden keeps UIKit's default: it forwards the event to `next`.
    /// An overridden method logs the call when ``logs`` is true and forwards it too when ``callsSuper`` is true.
    public struct Handling: Sendable, Hashable, Codable {
        /// The overridden touch methods: `touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled`.
        public var touches: Set<Method>
        /// The overridden press methods: `pressesBegan`, `pressesChanged`, `pressesEnded`, `pressesCancelled`.
        public var presses: Set<Method>
        /// The overridden motion methods: `motionBegan`, `motionEnded`, `motionCancelled`.
        public var motion: Set<Method>
        /// Whether `remoteControlReceived(with:)` is overridden.
        public var remoteControl: Bool
        /// Whether the overrides also call super (one event, many handlers).
        public var callsSuper: Bool
        /// Whether the overrides log each call.
        public var logs: Bool

        /// Creates a handling; the default overrides nothing.
        public init(
            touches: Set<Method> = [], presses: Set<Method> = [], motion: Set<Method> = [],
            remoteControl: Bool = false, callsSuper: Bool = false, logs: Bool = true
        ) {
            self.touches = touches
            self.presses = presses
            self.motion = motion
            self.remoteControl = remoteControl
            self.callsSuper = callsSuper
            self.logs = logs
        }

        /// A phase-named responder method.
        public enum Method: String, Sendable, Hashable, Codable, CaseIterable {
            /// `…Began`.
            case began
            /// `touchesMoved`.
            case moved
            /// `pressesChanged`.
            case changed
            /// `…Ended`.
            case ended
            /// `…Cancelled`.
            case cancelled
        }
    }
}
