import Foundation
import ResponderKit

/// Turns a ``Scene`` into live windows, views, view controllers and gesture recognizers in an application.
///
/// ```
/// Scene ──► windows (frame, level)  ──► views, parents first (class, geometry, flags, colour, behaviours,
///                                        scroll-view settings)  ──► scroll-view delegates (logs, zoom view)
///       ──► view controllers (root, children, presented; views kept where the scene puts them)
///       ──► recognizers (properties, delegate answers, actions, require(toFail:))
///       ──► windows shown in file order, the key window, the first responder            ──► BuiltScene
/// ```
///
/// Problems only the builder can see (a class nobody registered, an id that names nothing of the right kind)
/// throw a ``SceneFileError`` at the element's location; the builder never traps on a decoded scene.
@MainActor
public struct SceneBuilder {
    /// The user classes scenes may name.
    public var classes: SceneClassRegistry
    /// The size of a window that gives no `frame`: 390 × 844 points.
    public var screenSize = CGSize(width: 390, height: 844)

    /// Creates a builder that knows the built-in classes and `classes`.
    public init(classes: SceneClassRegistry = SceneClassRegistry()) {
        self.classes = classes
    }

    /// Builds `scene` in `application`: its windows are attached to the application and shown.
    public func build(_ scene: Scene, in application: UIApplication) throws(SceneFileError) -> BuiltScene {
        let assembly = SceneAssembly(scene: scene, builder: self, application: application)
        return try assembly.build()
    }
}

/// The state of one build.
@MainActor
final class SceneAssembly {
    let scene: Scene
    let builder: SceneBuilder
    let application: UIApplication
    let log = HandlerLog()
    var windows: [UIWindow] = []
    var views: [String: UIView] = [:]
    var behaviours: [(ViewBehaviour, Scene.View)] = []
    var controllers: [String: UIViewController] = [:]
    var recognizers: [String: UIGestureRecognizer] = [:]
    var retained: [AnyObject] = []
    /// Windows' direct subviews, built with their subtrees before they are attached, in order.
    var detached: [(UIWindow, UIView)] = []
    /// The views, in the order they were made (parents first), each with the position here of its superview (-1
    /// for a window's direct subview, which goes to ``detached``); they are attached once all are made
    /// (``attachViews()``).
    var made: [(view: UIView, superview: Int)] = []
    /// The position in ``made`` of each view of it, by id.
    var madePositions: [String: Int] = [:]
    /// The superview of the last view made: a superview's subviews mostly come one after another (a leaf's
    /// siblings, in tree order), so most views find it here instead of by two lookups of its id.
    var lastSuperview: MadeSuperview?
    /// Scroll views that need a delegate, made once every view is built.
    var scrollViews: [(UIScrollView, Scene.View)] = []

    init(scene: Scene, builder: SceneBuilder, application: UIApplication) {
        self.scene = scene
        self.builder = builder
        self.application = application
    }

    func build() throws(SceneFileError) -> BuiltScene {
        views.reserveCapacity(scene.windows.count + scene.views.count)
        for window in scene.windows { try makeWindow(window) }
        made.reserveCapacity(scene.views.count)
        madePositions.reserveCapacity(scene.views.count)
        for view in scene.views { try makeView(view) }
        attachViews()
        // Each window's direct subviews were built detached, with their subtrees: attaching them now tells each
        // subtree once that it moved to a window, instead of once per added view (a 100,000-view scene).
        for (window, view) in detached { window.addSubview(view) }
        detached = []
        try makeScrollDelegates()
        try resolveTargets()
        try makeControllers()
        try makeRecognizers()
        showWindows()
        try makeFirstResponder()
        return BuiltScene(
            scene: scene, application: application, windows: windows, views: views, controllers: controllers,
            recognizers: recognizers, handlerLog: log, retained: retained)
    }

    func location(_ location: SourceLocation?) -> SourceLocation {
        location ?? scene.location ?? SourceLocation(file: "scene", line: 1, column: 1)
    }

    // MARK: - Windows and views

    private func makeWindow(_ window: Scene.Window) throws(SceneFileError) {
        var spec = window.view
        if spec.frame == nil && spec.bounds == nil && spec.center == nil {
            spec.frame = CGRect(origin: .zero, size: builder.screenSize)
        }
        let made = try instantiate(spec)
        guard let uiWindow = made as? UIWindow else {
            throw SceneFileError(
                .unsupportedClass, at: location(spec.location),
                "class '\(spec.className)' of window '\(spec.id)' does not make a UIWindow")
        }
        uiWindow.windowLevel = UIWindow.Level(CGFloat(window.level))
        application.attach(uiWindow)
        windows.append(uiWindow)
    }

    private func makeView(_ spec: Scene.View) throws(SceneFileError) {
        let parent: MadeSuperview
        if let last = lastSuperview, spec.superview == last.id {
            parent = last
        } else {
            guard let superviewID = spec.superview, let superview = views[superviewID] else {
                throw SceneFileError(
                    .missingReference, at: location(spec.location),
                    "superview '\(spec.superview ?? "")' of view '\(spec.id)' is not a view built before it")
            }
            let window = superview as? UIWindow
            parent = MadeSuperview(
                id: superviewID, window: window, position: window == nil ? madePositions[superviewID] ?? -1 : -1)
            lastSuperview = parent
        }
        let view = try instantiate(spec)
        madePositions[spec.id] = made.count
        if let window = parent.window {
            detached.append((window, view))
            made.append((view, -1))
        } else {
            made.append((view, parent.position))
        }
    }

    /// A superview ``makeView(_:)`` looked up: its id, the window it is (if it is one) and its position in
    /// ``made``.
    struct MadeSuperview {
        let id: String
        let window: UIWindow?
        let position: Int
    }

    /// Adds each made view to its superview, subviews in file order, the last-made superviews first: a superview
    /// gets its subviews before it is itself added to its own, so adding one climbs a single level (to find the
    /// window and refuse cycles) instead of the whole depth of the tree.
    private func attachViews() {
        // Each superview's subviews, as one list with offsets, in the order they were made.
        var starts = [Int](repeating: 0, count: made.count + 1)
        for entry in made where entry.superview >= 0 { starts[entry.superview + 1] += 1 }
        for position in made.indices { starts[position + 1] += starts[position] }
        var fill = starts
        var subviews = [Int](repeating: 0, count: starts[made.count])
        for (position, entry) in made.enumerated() where entry.superview >= 0 {
            subviews[fill[entry.superview]] = position
            fill[entry.superview] += 1
        }
        for position in made.indices.reversed() {
            let superview = made[position].view
            for subview in subviews[starts[position]..<starts[position + 1]] {
                superview.addSubview(made[subview].view)
            }
        }
        made = []
        madePositions = [:]
        lastSuperview = nil
    }

    /// Makes a view of the spec's class with its id, geometry, flags, colour and content.
    private func instantiate(_ spec: Scene.View) throws(SceneFileError) -> UIView {
        guard views[spec.id] == nil else {
            throw SceneFileError(.duplicateID, at: location(spec.location), "the id '\(spec.id)' is used twice")
        }
        let (view, isBuiltIn) = try makeInstance(spec)
        view.accessibilityIdentifier = spec.traceName ?? spec.id
        if isBuiltIn {
            // A built-in class made with the spec's frame, whose setters do nothing more when given the value the
            // view already has: only what differs is set (a large scene's views mostly keep the defaults, and
            // every setter is a call into the engine, unoptimized in a debug build).
            applyGeometry(spec, to: view, madeWithFrame: true)
            if !(view is UIWindow), view.isHidden != spec.isHidden { view.isHidden = spec.isHidden }
            if view.alpha != CGFloat(spec.alpha) { view.alpha = CGFloat(spec.alpha) }
            if let enabled = spec.isUserInteractionEnabled, view.isUserInteractionEnabled != enabled {
                view.isUserInteractionEnabled = enabled
            }
            if view.isMultipleTouchEnabled != spec.isMultipleTouchEnabled {
                view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
            }
            if view.isExclusiveTouch != spec.isExclusiveTouch { view.isExclusiveTouch = spec.isExclusiveTouch }
            if let clips = spec.clipsToBounds, view.clipsToBounds != clips { view.clipsToBounds = clips }
            if view.tag != spec.tag { view.tag = spec.tag }
            if spec.backgroundColor != nil || view.backgroundColor != nil {
                view.backgroundColor = spec.backgroundColor?.uiColor
            }
        } else {
            applyGeometry(spec, to: view)
            if !(view is UIWindow) { view.isHidden = spec.isHidden }
            view.alpha = CGFloat(spec.alpha)
            if let enabled = spec.isUserInteractionEnabled { view.isUserInteractionEnabled = enabled }
            view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
            view.isExclusiveTouch = spec.isExclusiveTouch
            if let clips = spec.clipsToBounds { view.clipsToBounds = clips }
            view.tag = spec.tag
            view.backgroundColor = spec.backgroundColor?.uiColor
        }
        if let text = spec.text, let label = view as? UILabel { label.text = text }
        applyContent(spec, to: view)
        try applyScroll(spec, to: view)
        views[spec.id] = view
        return view
    }

    /// The view, and whether it is of a built-in class made with the spec's frame (not a registered factory's).
    private func makeInstance(_ spec: Scene.View) throws(SceneFileError) -> (UIView, isBuiltIn: Bool) {
        let frame = spec.frame ?? .zero
        if let factory = builder.classes.viewFactory(for: spec.className) {
            if ViewBehaviour.isNeeded(for: spec) {
                throw SceneFileError(
                    .unsupportedClass, at: location(spec.location),
                    "view '\(spec.id)' of registered class '\(spec.className)' cannot take hitTest, pointInside, "
                        + "handles, draggable or canBecomeFirstResponder: its class brings its own overrides")
            }
            return (factory(frame), false)
        }
        if spec.className == "canvas" {
            if ViewBehaviour.isNeeded(for: spec) {
                throw SceneFileError(
                    .unsupportedClass, at: location(spec.location),
                    "canvas '\(spec.id)' cannot take hitTest, pointInside, handles, draggable or "
                        + "canBecomeFirstResponder: a canvas brings its own overrides")
            }
            return (SceneCanvas(frame: frame, id: spec.traceName ?? spec.id, log: log), false)
        }
        let plain = !ViewBehaviour.isNeeded(for: spec) && scene.firstResponder != spec.id
        var behaviour: ViewBehaviour?
        if !plain {
            let made = ViewBehaviour(view: spec, log: log, isFirstResponder: scene.firstResponder == spec.id)
            behaviours.append((made, spec))
            behaviour = made
        }
        switch spec.className {
        case "view":
            return (behaviour.map { SceneView(frame: frame, behaviour: $0) } ?? UIView(frame: frame), true)
        case "imageView":
            return (behaviour.map { SceneImageView(frame: frame, behaviour: $0) } ?? UIImageView(frame: frame), true)
        case "label":
            return (behaviour.map { SceneLabel(frame: frame, behaviour: $0) } ?? UILabel(frame: frame), true)
        case "window":
            return (behaviour.map { SceneWindow(frame: frame, behaviour: $0) } ?? UIWindow(frame: frame), true)
        default: return (try makeControl(spec, frame: frame, behaviour: behaviour), false)
        }
    }

    /// Sets the spec's frame, bounds, centre and transform, in that order; `madeWithFrame` leaves out a frame
    /// the view already has.
    private func applyGeometry(_ spec: Scene.View, to view: UIView, madeWithFrame: Bool = false) {
        if let frame = spec.frame, !madeWithFrame || view.frame != frame { view.frame = frame }
        if let bounds = spec.bounds { view.bounds = bounds }
        if let center = spec.center { view.center = center }
        if let transform = spec.transform {
            view.transform = CGAffineTransform(
                a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        }
    }

    /// Puts a view the engine moved (a root or presented controller's view) back where the scene has it.
    func restore(_ viewID: String) {
        guard let view = views[viewID], let spec = scene.view(withID: viewID) else { return }
        view.transform = .identity
        view.frame = .zero
        applyGeometry(spec, to: view)
        guard let superviewID = spec.superview, let superview = views[superviewID] else { return }
        let siblings = scene.views.filter { $0.superview == superviewID }.map(\.id)
        superview.insertSubview(view, at: siblings.firstIndex(of: viewID) ?? superview.subviews.count)
    }

    private func resolveTargets() throws(SceneFileError) {
        for (behaviour, spec) in behaviours {
            let targetID: String
            switch spec.hitTest {
            case .passThrough(let id), .redirect(let id): targetID = id
            default: continue
            }
            guard let target = views[targetID], !(target is UIWindow) else {
                throw SceneFileError(
                    .missingReference, at: location(spec.location),
                    "hitTest of view '\(spec.id)' names '\(targetID)', which is not a view of the scene")
            }
            behaviour.target = target
        }
    }

    // MARK: - Showing

    private func showWindows() {
        for (spec, window) in zip(scene.windows, windows) {
            if spec.isKey {
                window.makeKeyAndVisible()
                window.isHidden = spec.view.isHidden
            } else {
                window.isHidden = spec.view.isHidden
            }
        }
    }

    private func makeFirstResponder() throws(SceneFileError) {
        guard let id = scene.firstResponder else { return }
        let responder: UIResponder? = views[id] ?? controllers[id]
        guard let responder, responder.becomeFirstResponder() else {
            throw SceneFileError(
                .invalidValue, at: location(scene.location),
                "firstResponder '\(id)' cannot become first responder (it is not in a visible window, "
                    + "or its class refuses)")
        }
    }
}
