import Foundation

/// The backdrop of an app's user interface and the object that dispatches events to its views.
///
/// Windows start hidden. An application asks its visible windows for touches front to back: higher
/// `windowLevel` first, then the most recently made visible; a window whose `hitTest` returns nil passes the
/// touch to the next window. A window's `next` responder is its application.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
/// window.rootViewController = controller
/// window.makeKeyAndVisible()
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The position of a window in the z-axis: higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable, Codable {
        /// The level's value.
        public var rawValue: CGFloat

        /// Creates a level.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a level.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default level, 0.
        public static let normal = Level(0)
        /// The level of the status bar, 1000.
        public static let statusBar = Level(1000)
        /// The level of alerts, 2000.
        public static let alert = Level(2000)

        /// Orders levels by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A level offset by a number, as in `UIWindow.Level.normal + 1`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    }

    /// The window's level; windows of higher levels are in front.
    open var windowLevel: Level = .normal {
        didSet { application?.windowOrderChanged() }
    }

    /// Whether the window is hidden. Windows start hidden; hiding a window cancels its touches
    /// (reason `windowHidden`).
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            application?.windowVisibilityChanged(self)
            if application != nil { appearanceVisibilityChanged(showing: !isHidden) }
        }
    }

    /// The application the window belongs to.
    public internal(set) var application: UIApplication? {
        get { applicationReference.object }
        set { applicationReference.object = newValue }
    }
    /// The application, unretained: it holds its windows, clears this when it detaches one, and clears it in
    /// every window it still holds when it is freed (`deinit`), so it never
    /// dangles. A weak reference would give the application a side table, and every retain and release of it
    /// would take the runtime's slow path.
    final var applicationReference = UnretainedReference<UIApplication>(nil) {
        didSet {
            guard applicationReference.object !== oldValue.object else { return }
            // The climbs remembered in this window went through the old application: forget them.
            oldValue.object?.chainEpoch.advance()
            applicationReference.object?.chainEpoch.advance()
            forEachInSubtree { view in
                view.forgetMoveReceiver()
                return true
            }
        }
    }
    /// Increases each time the window is made visible; later means in front among equal levels.
    var visibilitySerial = 0

    /// The root view controller; its view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldView = oldValue?.viewIfLoaded, oldView.storedSuperview === self {
                oldView.removeFromSuperview()
            }
            if let controller = rootViewController {
                let view: UIView = controller.view
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    /// Creates a hidden window not yet attached to an application; `makeKeyAndVisible()` attaches it to
    /// `UIApplication.shared` when nothing else did. Tests use `init(frame:application:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives (zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Creates a hidden window attached to `application`.
    public convenience init(frame: CGRect, application: UIApplication) {
        self.init(frame: frame)
        application.attach(self)
    }

    /// The window's next responder: its application.
    open override var next: UIResponder? { application }

    /// Whether this is its application's key window, the one that gets presses, motion and remote-control
    /// events when there is no first responder.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes this window the key window.
    open func makeKey() {
        attachIfNeeded()
        application?.setKeyWindow(self)
    }

    /// Shows the window in front of the others at its level and makes it the key window.
    open func makeKeyAndVisible() {
        attachIfNeeded()
        isHidden = false
        makeKey()
    }

    /// Delivers an event to the window's views; `UIApplication.sendEvent(_:)` calls it for each window the
    /// event's touches belong to. Override to observe, calling `super` to deliver.
    open func sendEvent(_ event: UIEvent) {
        // The application delivering the event outlives the call: read without a retain.
        _ = applicationReference.withObject { application in
            if event.type == .touches {
                application.touchRouter.deliverFrame(event, in: self)
            } else {
                application.otherRouter.deliverPending(event)
            }
        }
    }

    private func attachIfNeeded() {
        if application == nil { UIApplication.shared.attach(self) }
    }

    /// A subtree left this window: cancel its touches and resign first responder inside it. Its animations stop
    /// even when the window is detached from its application (they run on the engine they were added on).
    func subtreeLeft(_ root: UIView) {
        if let application {
            application.subtreeLeftWindow(root, window: self)
            return
        }
        // A view's layer is made when first asked for, and a superview's layer lists it only once both exist: the
        // walk goes through the views, and through each loaded layer's own sublayers.
        var engines: [AnimationEngine] = []
        var views: [UIView] = [root]
        while let view = views.popLast() {
            views.append(contentsOf: view.storedSubviews)
            guard let viewLayer = view.storedLayer else { continue }
            var layers: [CALayer] = [viewLayer]
            while let layer = layers.popLast() {
                for record in layer.animationEntries {
                    if let engine = record.engine, !engines.contains(where: { $0 === engine }) {
                        engines.append(engine)
                    }
                }
                layers.append(contentsOf: layer.storedSublayers.filter { $0.backingView == nil })
            }
        }
        for engine in engines { engine.stopAnimations(under: root) }
    }
}
