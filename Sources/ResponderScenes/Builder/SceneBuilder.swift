import Foundation
import ResponderKit

/// Turns a ``Scene`` into live windows, views, view controllers and gesture recognizers in an application.
///
/// ```
/// Scene ──► windows (frame, level)  ──► views, parents first (class, geometry, flags, colour, behaviours,
///                                        scroll-view settings)  ──► scroll-view delegates (logs, zoom view)
///       ──► view controllers (root, children, presented; views kept where the scene puts them)
///       ──► Auto Layout (safe-area insets, translatesAutoresizingMaskIntoConstraints, margins, constraints)
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
    /// The windows and views made so far, by id.
    var views = ViewTable()
    var behaviours: [(ViewBehaviour, Scene.View)] = []
    var controllers: [String: UIViewController] = [:]
    var recognizers: [String: UIGestureRecognizer] = [:]
    var retained: [AnyObject] = []
    /// Scroll views that need a delegate, made once every view is built.
    var scrollViews: [(UIScrollView, Scene.View)] = []
    /// The constraints the scene declares, each with where it is written.
    var constraints: [(constraint: NSLayoutConstraint, location: SourceLocation)] = []

    init(scene: Scene, builder: SceneBuilder, application: UIApplication) {
        self.scene = scene
        self.builder = builder
        self.application = application
        if let positions = scene.idIndex.positions { views = ViewTable(validated: positions) }
    }

    func build() throws(SceneFileError) -> BuiltScene {
        views.reserveCapacity(scene.windows.count + scene.views.count)
        for window in scene.windows { try makeWindow(window) }
        attachViews(superviews: try makeViews())
        try makeScrollDelegates()
        try resolveTargets()
        try makeControllers()
        try makeConstraints()
        try makeRecognizers()
        showWindows()
        try makeFirstResponder()
        return BuiltScene(
            scene: scene, application: application, windows: windows, views: views, controllers: controllers,
            recognizers: recognizers, handlerLog: log, retained: retained, constraints: constraints)
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
        try claim(spec)
        let made = try instantiate(spec)
        views.append(made)
        guard let uiWindow = made as? UIWindow else {
            throw SceneFileError(
                .unsupportedClass, at: location(spec.location),
                "class '\(spec.className)' of window '\(spec.id)' does not make a UIWindow")
        }
        uiWindow.windowLevel = UIWindow.Level(CGFloat(window.level))
        application.attach(uiWindow)
        windows.append(uiWindow)
    }

    /// Takes the spec's id in ``views`` for the view about to be made; an id already taken is an error.
    private func claim(_ spec: Scene.View) throws(SceneFileError) {
        guard views.claim(spec.id) else { throw duplicateID(spec) }
    }

    /// The error of a second view or window with the same id, at the second.
    private func duplicateID(_ spec: Scene.View) -> SceneFileError {
        SceneFileError(.duplicateID, at: location(spec.location), "the id '\(spec.id)' is used twice")
    }

    /// Makes the scene's views, parents first, and answers the position in ``views`` of each one's superview.
    ///
    /// A view without extras, of the `view` class, is made by ``makePlainView(_:_:)`` from its fields read in
    /// place; any other from a copy of its spec, by ``instantiate(_:)``. The table is a local variable meanwhile
    /// (no run-time exclusivity check of a class's property at each view).
    private func makeViews() throws(SceneFileError) -> [Int] {
        let specs = scene.views
        var views = ViewTable()
        swap(&views, &self.views)
        defer { swap(&views, &self.views) }
        // Each view's superview, as its position in `views`.
        var superviews: [Int] = []
        superviews.reserveCapacity(specs.count)
        // A superview's subviews mostly come one after another (a leaf's siblings): most views find it here
        // instead of by a lookup of its id.
        var last: (id: String, position: Int)?
        let plainViews = builder.classes.viewFactory(for: "view") == nil
        for index in specs.indices {
            let superview: Int
            if let last, let id = specs[index].superview, id == last.id {
                superview = last.position
            } else {
                guard let id = specs[index].superview, let position = views.position(of: id) else {
                    throw SceneFileError(
                        .missingReference, at: location(specs[index].location),
                        "superview '\(specs[index].superview ?? "")' of view '\(specs[index].id)' is not a view "
                            + "built before it")
                }
                superview = position
                last = (id, position)
            }
            guard views.claim(specs[index].id) else { throw duplicateID(specs[index]) }
            // What `instantiate` would make a plain `UIView` of, with nothing but geometry and flags to set.
            if plainViews, specs[index].className == "view", !specs[index].hasExtras,
                !ViewBehaviour.isNeeded(for: specs[index]), scene.firstResponder != specs[index].id
            {
                views.append(makePlainView(specs, index))
            } else {
                views.append(try instantiate(specs[index]))
            }
            superviews.append(superview)
        }
        return superviews
    }

    /// A `view` without extras, behaviours or a registered factory, as ``instantiate(_:)`` makes it, its spec's
    /// fields read in place (a spec is not copied).
    private func makePlainView(_ specs: [Scene.View], _ index: Int) -> UIView {
        let frame = specs[index].frame
        let view = UIView(frame: frame ?? .zero)
        view.accessibilityIdentifier = specs[index].traceName ?? specs[index].id
        if let frame, view.frame != frame { view.frame = frame }
        if let bounds = specs[index].bounds { view.bounds = bounds }
        if let center = specs[index].center { view.center = center }
        if view.isHidden != specs[index].isHidden { view.isHidden = specs[index].isHidden }
        if view.alpha != CGFloat(specs[index].alpha) { view.alpha = CGFloat(specs[index].alpha) }
        if let enabled = specs[index].isUserInteractionEnabled, view.isUserInteractionEnabled != enabled {
            view.isUserInteractionEnabled = enabled
        }
        if view.isMultipleTouchEnabled != specs[index].isMultipleTouchEnabled {
            view.isMultipleTouchEnabled = specs[index].isMultipleTouchEnabled
        }
        if view.isExclusiveTouch != specs[index].isExclusiveTouch {
            view.isExclusiveTouch = specs[index].isExclusiveTouch
        }
        if let clips = specs[index].clipsToBounds, view.clipsToBounds != clips { view.clipsToBounds = clips }
        if view.tag != specs[index].tag { view.tag = specs[index].tag }
        return view
    }

    /// Adds each view to its superview (`superviews[i]` is the position in ``views`` of the superview of the
    /// scene's view `i`), subviews in file order, the last-made superviews first: a superview gets its subviews
    /// before it is itself added to its own, so adding one climbs a single level (to find the window and refuse
    /// cycles) instead of the whole depth of the tree. Windows get their direct subviews last, each with its whole
    /// subtree: each subtree is told once that it moved to a window, instead of once per added view.
    private func attachViews(superviews: [Int]) {
        let count = views.list.count
        let first = count - superviews.count
        // Each superview's subviews, as one list with offsets, in the order they were made.
        var starts = [Int](repeating: 0, count: count + 1)
        for superview in superviews { starts[superview + 1] += 1 }
        for position in 0..<count { starts[position + 1] += starts[position] }
        var fill = starts
        var subviews = [Int](repeating: 0, count: starts[count])
        for (offset, superview) in superviews.enumerated() {
            subviews[fill[superview]] = first + offset
            fill[superview] += 1
        }
        let list = views.list
        for position in (0..<count).reversed() {
            let superview = list[position]
            for subview in subviews[starts[position]..<starts[position + 1]] {
                superview.addSubview(list[subview])
            }
        }
    }

    /// Makes a view of the spec's class with its id, geometry, flags, colour and content (its id is claimed in
    /// ``views`` first, and the view added after).
    private func instantiate(_ spec: Scene.View) throws(SceneFileError) -> UIView {
        let (view, isBuiltIn) = try makeInstance(spec)
        view.accessibilityIdentifier = spec.traceName ?? spec.id
        if isBuiltIn {
            // A built-in class made with the spec's frame, whose setters do nothing more when given the value the
            // view already has: only what differs is set (a large scene's views mostly keep the defaults, and
            // every setter is a call into the engine, unoptimized in a debug build). `makePlainView(_:_:)` sets
            // the same for a plain view, its spec read in place: a shared method took a copy of each spec
            // (10,000-view build 21.0M -> 25.0M instructions).
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

/// The windows and views of a build, found by their scene ids: one hash of each id makes a view's entry, or none
/// when the decoder's validation gave every id's position (``Scene/idIndex``).
struct ViewTable {
    /// Each id's position in ``list`` (or, past its end, of something else or of a view not made yet).
    private(set) var positions: [String: Int] = [:]
    /// The windows, then the views, in the order they were made.
    private(set) var list: [UIView] = []
    /// Whether ``positions`` holds the validated positions of every id of the scene, each once: windows first,
    /// then views, in the order they are made, then view controllers and recognizers.
    private let isValidated: Bool

    /// An empty table.
    init() { isValidated = false }

    /// A table whose ids' positions the decoder's validation found (one of each id, in the order the builder
    /// makes them).
    init(validated positions: [String: Int]) {
        self.positions = positions
        isValidated = true
    }

    /// The view or window with an id.
    subscript(id: String) -> UIView? { position(of: id).map { list[$0] } }

    /// The position in ``list`` of the view or window with an id.
    func position(of id: String) -> Int? {
        guard let position = positions[id], position < list.count else { return nil }
        return position
    }

    /// Takes `id` for the view ``append(_:)`` adds next; false (the table unchanged) when it is taken. A validated
    /// table has every id at its place already.
    mutating func claim(_ id: String) -> Bool {
        if isValidated { return true }
        guard let taken = positions.updateValue(list.count, forKey: id) else { return true }
        positions[id] = taken
        return false
    }

    /// Adds the view whose id ``claim(_:)`` took.
    mutating func append(_ view: UIView) { list.append(view) }

    mutating func reserveCapacity(_ count: Int) {
        if !isValidated { positions.reserveCapacity(count) }
        list.reserveCapacity(count)
    }
}
