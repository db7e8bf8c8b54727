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
        /// Whether the view follows the finger in `touchesMoved` (the seeds' "drag me").
        public var isDraggable: Bool = false
        /// Whether it can become first responder.
        public var canBecomeFirstResponder: Bool = false
        /// The name the trace shows for the view, when not its id; views may share one (seed 004's two
        /// `_UILayoutGuide` views).
        public var traceName: String?
        /// Where it is declared.
        public var location: SourceLocation?
        /// The properties most views of a large scene leave at their defaults, in a shared box that is nil while
        /// they all are: a view is then small, and copying it retains only its strings.
        private(set) var extras: ExtrasBox?

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

        /// The rarely set properties: a view's transform, colour, content, control state, scroll-view
        /// settings and behaviours.
        struct Extras: Sendable, Hashable {
            var transform: Transform?
            var backgroundColor: Color?
            var title: String?
            var text: String?
            var image: String?
            var isEnabled: Bool?
            var isSelected: Bool?
            var isOn: Bool?
            var value: Double?
            var minimumValue: Double?
            var maximumValue: Double?
            var scroll: Scroll?
            var pointInside: PointInside = .bounds
            var hitTest: HitTest = .standard
            var handling = Handling()
            var layout: Layout?

            /// All at their defaults.
            static let defaults = Extras()
        }

        /// An immutable box of ``Extras``, shared by copies of a view; a change makes a new box.
        final class ExtrasBox: Sendable {
            let extras: Extras
            init(_ extras: Extras) { self.extras = extras }
        }

        /// The rarely set properties, their defaults when the view has no box.
        var rare: Extras {
            get { extras?.extras ?? .defaults }
            set { extras = newValue == .defaults ? nil : ExtrasBox(newValue) }
        }

        /// `transform`, about the view's centre.
        public var transform: Transform? {
            get { extras?.extras.transform }
            set { rare.transform = newValue }
        }
        /// `backgroundColor`.
        public var backgroundColor: Color? {
            get { extras?.extras.backgroundColor }
            set { rare.backgroundColor = newValue }
        }
        /// A button's title.
        public var title: String? {
            get { extras?.extras.title }
            set { rare.title = newValue }
        }
        /// A label's text.
        public var text: String? {
            get { extras?.extras.text }
            set { rare.text = newValue }
        }
        /// An image view's image name.
        public var image: String? {
            get { extras?.extras.image }
            set { rare.image = newValue }
        }
        /// A control's `isEnabled`.
        public var isEnabled: Bool? {
            get { extras?.extras.isEnabled }
            set { rare.isEnabled = newValue }
        }
        /// A control's `isSelected`.
        public var isSelected: Bool? {
            get { extras?.extras.isSelected }
            set { rare.isSelected = newValue }
        }
        /// A switch's `isOn`.
        public var isOn: Bool? {
            get { extras?.extras.isOn }
            set { rare.isOn = newValue }
        }
        /// A slider's `value`.
        public var value: Double? {
            get { extras?.extras.value }
            set { rare.value = newValue }
        }
        /// A slider's `minimumValue`.
        public var minimumValue: Double? {
            get { extras?.extras.minimumValue }
            set { rare.minimumValue = newValue }
        }
        /// A slider's `maximumValue`.
        public var maximumValue: Double? {
            get { extras?.extras.maximumValue }
            set { rare.maximumValue = newValue }
        }
        /// A `scrollView`'s settings; nil for any other view (and for a scroll view that keeps UIKit's defaults).
        public var scroll: Scroll? {
            get { extras?.extras.scroll }
            set { rare.scroll = newValue }
        }
        /// How `point(inside:with:)` answers.
        public var pointInside: PointInside {
            get { extras?.extras.pointInside ?? .bounds }
            set { rare.pointInside = newValue }
        }
        /// How `hitTest(_:with:)` answers.
        public var hitTest: HitTest {
            get { extras?.extras.hitTest ?? .standard }
            set { rare.hitTest = newValue }
        }
        /// The responder methods the view overrides.
        public var handling: Handling {
            get { extras?.extras.handling ?? Handling() }
            set { rare.handling = newValue }
        }

        /// Its constraints and Auto Layout settings; nil when the file gives none.
        public var layout: Layout? {
            get { extras?.extras.layout }
            set { rare.layout = newValue }
        }

        /// Whether the view has a rarely set property away from its default (otherwise it has no box).
        var hasExtras: Bool { extras != nil }

        /// Equal views have equal properties, whether or not either keeps its defaults in a box.
        public static func == (left: View, right: View) -> Bool {
            left.id == right.id && left.className == right.className && left.superview == right.superview
                && left.frame == right.frame && left.bounds == right.bounds && left.center == right.center
                && left.isHidden == right.isHidden && left.alpha == right.alpha
                && left.isUserInteractionEnabled == right.isUserInteractionEnabled
                && left.isMultipleTouchEnabled == right.isMultipleTouchEnabled
                && left.isExclusiveTouch == right.isExclusiveTouch && left.clipsToBounds == right.clipsToBounds
                && left.tag == right.tag && left.isDraggable == right.isDraggable
                && left.canBecomeFirstResponder == right.canBecomeFirstResponder && left.traceName == right.traceName
                && left.location == right.location && (left.extras === right.extras || left.rare == right.rare)
        }

        /// Hashes every property, as ``==(_:_:)`` compares them.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(className)
            hasher.combine(superview)
            hasher.combine(frame)
            hasher.combine(bounds)
            hasher.combine(center)
            hasher.combine(isHidden)
            hasher.combine(alpha)
            hasher.combine(isUserInteractionEnabled)
            hasher.combine(isMultipleTouchEnabled)
            hasher.combine(isExclusiveTouch)
            hasher.combine(clipsToBounds)
            hasher.combine(tag)
            hasher.combine(isDraggable)
            hasher.combine(canBecomeFirstResponder)
            hasher.combine(traceName)
            hasher.combine(location)
            hasher.combine(rare)
        }

        /// The coding keys: the properties' names.
        enum CodingKeys: String, CodingKey {
            case id, className, superview, frame, bounds, center, transform, isHidden, alpha
            case isUserInteractionEnabled, isMultipleTouchEnabled, isExclusiveTouch, clipsToBounds, tag
            case backgroundColor, title, text, image, isEnabled, isSelected, isOn, value, minimumValue, maximumValue
            case scroll, pointInside, hitTest, handling, isDraggable, canBecomeFirstResponder, traceName, location
            case layout
        }

        /// Decodes a view encoded by ``encode(to:)``; a missing property keeps its default.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(ID.self, forKey: .id)
            className = try container.decode(String.self, forKey: .className)
            superview = try container.decodeIfPresent(ID.self, forKey: .superview)
            frame = try container.decodeIfPresent(CGRect.self, forKey: .frame)
            bounds = try container.decodeIfPresent(CGRect.self, forKey: .bounds)
            center = try container.decodeIfPresent(CGPoint.self, forKey: .center)
            isHidden = try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false
            alpha = try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
            isUserInteractionEnabled = try container.decodeIfPresent(Bool.self, forKey: .isUserInteractionEnabled)
            isMultipleTouchEnabled = try container.decodeIfPresent(Bool.self, forKey: .isMultipleTouchEnabled) ?? false
            isExclusiveTouch = try container.decodeIfPresent(Bool.self, forKey: .isExclusiveTouch) ?? false
            clipsToBounds = try container.decodeIfPresent(Bool.self, forKey: .clipsToBounds)
            tag = try container.decodeIfPresent(Int.self, forKey: .tag) ?? 0
            isDraggable = try container.decodeIfPresent(Bool.self, forKey: .isDraggable) ?? false
            canBecomeFirstResponder =
                try container.decodeIfPresent(Bool.self, forKey: .canBecomeFirstResponder) ?? false
            traceName = try container.decodeIfPresent(String.self, forKey: .traceName)
            location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
            var rare = Extras()
            rare.transform = try container.decodeIfPresent(Transform.self, forKey: .transform)
            rare.backgroundColor = try container.decodeIfPresent(Color.self, forKey: .backgroundColor)
            rare.title = try container.decodeIfPresent(String.self, forKey: .title)
            rare.text = try container.decodeIfPresent(String.self, forKey: .text)
            rare.image = try container.decodeIfPresent(String.self, forKey: .image)
            rare.isEnabled = try container.decodeIfPresent(Bool.self, forKey: .isEnabled)
            rare.isSelected = try container.decodeIfPresent(Bool.self, forKey: .isSelected)
            rare.isOn = try container.decodeIfPresent(Bool.self, forKey: .isOn)
            rare.value = try container.decodeIfPresent(Double.self, forKey: .value)
            rare.minimumValue = try container.decodeIfPresent(Double.self, forKey: .minimumValue)
            rare.maximumValue = try container.decodeIfPresent(Double.self, forKey: .maximumValue)
            rare.scroll = try container.decodeIfPresent(Scroll.self, forKey: .scroll)
            rare.pointInside = try container.decodeIfPresent(PointInside.self, forKey: .pointInside) ?? .bounds
            rare.hitTest = try container.decodeIfPresent(HitTest.self, forKey: .hitTest) ?? .standard
            rare.handling = try container.decodeIfPresent(Handling.self, forKey: .handling) ?? Handling()
            rare.layout = try container.decodeIfPresent(Layout.self, forKey: .layout)
            self.rare = rare
        }

        /// Encodes every property under its name (nil ones left out).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(className, forKey: .className)
            try container.encodeIfPresent(superview, forKey: .superview)
            try container.encodeIfPresent(frame, forKey: .frame)
            try container.encodeIfPresent(bounds, forKey: .bounds)
            try container.encodeIfPresent(center, forKey: .center)
            try container.encodeIfPresent(transform, forKey: .transform)
            try container.encode(isHidden, forKey: .isHidden)
            try container.encode(alpha, forKey: .alpha)
            try container.encodeIfPresent(isUserInteractionEnabled, forKey: .isUserInteractionEnabled)
            try container.encode(isMultipleTouchEnabled, forKey: .isMultipleTouchEnabled)
            try container.encode(isExclusiveTouch, forKey: .isExclusiveTouch)
            try container.encodeIfPresent(clipsToBounds, forKey: .clipsToBounds)
            try container.encode(tag, forKey: .tag)
            try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
            try container.encodeIfPresent(title, forKey: .title)
            try container.encodeIfPresent(text, forKey: .text)
            try container.encodeIfPresent(image, forKey: .image)
            try container.encodeIfPresent(isEnabled, forKey: .isEnabled)
            try container.encodeIfPresent(isSelected, forKey: .isSelected)
            try container.encodeIfPresent(isOn, forKey: .isOn)
            try container.encodeIfPresent(value, forKey: .value)
            try container.encodeIfPresent(minimumValue, forKey: .minimumValue)
            try container.encodeIfPresent(maximumValue, forKey: .maximumValue)
            try container.encodeIfPresent(scroll, forKey: .scroll)
            try container.encode(pointInside, forKey: .pointInside)
            try container.encode(hitTest, forKey: .hitTest)
            try container.encode(handling, forKey: .handling)
            try container.encode(isDraggable, forKey: .isDraggable)
            try container.encode(canBecomeFirstResponder, forKey: .canBecomeFirstResponder)
            try container.encodeIfPresent(traceName, forKey: .traceName)
            try container.encodeIfPresent(location, forKey: .location)
            try container.encodeIfPresent(layout, forKey: .layout)
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
        /// `UIBezierPath(roundedRect: bounds, cornerRadius:).contains(point)`: a pill or a card whose corners
        /// let touches through.
        case roundedRect(cornerRadius: Double)
        /// `UIBezierPath.contains(point)` of a path given as SVG path data in the view's bounds coordinates
        /// (`M 0 0 L 100 0 L 50 80 Z`, a triangle), filled with the non-zero rule.
        case path(String)
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
