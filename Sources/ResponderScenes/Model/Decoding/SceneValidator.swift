import Foundation

/// Checks a decoded scene's cross-references and limits, and orders its views parents first.
///
/// Ids are unique across windows, views, view controllers and recognizers; every reference resolves to
/// something of the right kind; superview chains, view controller containment and presentation, and
/// `requireToFail` have no cycles; no view is deeper than the depth limit. All walks are iterative.
struct SceneValidator {
    let scene: Scene
    let limits: SceneDecoder.Limits
    let file: String
    /// Where the file writes each reference, so an error about a reference points at it.
    var references: [ReferenceKey: SourceLocation] = [:]
    /// Where each view names its superview in the flat list (line << 32 | column; 0 when nested).
    var superviewMarks: [UInt64] = []
    var errors: [SceneFileError] = []
    /// Each view's superview, made only when a scroll view names a zoom view.
    var parents: [Scene.View.ID: Scene.View.ID?] = [:]
    /// The views in tree order, once ``validate()`` has run, unless ``inFileOrder``.
    var order: [Int] = []
    /// Whether the file's own order of the views is a tree order (each view after its superview), so
    /// ``ordered()`` keeps the scene as it is.
    var inFileOrder = false

    init(
        scene: Scene, limits: SceneDecoder.Limits, file: String, references: [ReferenceKey: SourceLocation] = [:],
        superviewMarks: [UInt64] = []
    ) {
        self.scene = scene
        self.limits = limits
        self.file = file
        self.references = references
        self.superviewMarks = superviewMarks
    }

    /// Where the view at `index` of the scene's views names its superview, or the view's own location.
    func superviewLocation(_ index: Int) -> SourceLocation {
        let mark = index < superviewMarks.count ? superviewMarks[index] : 0
        guard mark != 0 else { return at(scene.views[index].location) }
        return SourceLocation(file: file, line: Int(mark >> 32), column: Int(mark & 0xFFFF_FFFF))
    }

    /// Where `owner` writes `key` (and, in a list, `target`); the owner's own location when unknown.
    func at(_ owner: String, _ key: String, _ target: String = "", else fallback: SourceLocation?) -> SourceLocation {
        references[ReferenceKey(owner: owner, key: key, target: target)] ?? at(fallback)
    }

    /// ` (did you mean 'AView'?)` among the ids of the given kinds.
    func hint(_ id: String, _ kinds: Set<Entity>) -> String {
        Suggestion.didYouMean(id, among: entities.ids(of: kinds).sorted())
    }

    /// Every problem found, in a stable order.
    mutating func validate() -> [SceneFileError] {
        checkIDs()
        guard errors.isEmpty else { return errors }
        orderViews()
        checkViewReferences()
        checkRecognizers()
        checkControllers()
        checkWindows()
        return errors
    }

    /// The scene with its views in tree order: parents before children, siblings in file order.
    func ordered() -> Scene {
        // A file that declares parents first (as most do) is in order already: its ids' positions are the
        // builder's too.
        if inFileOrder {
            var scene = scene
            scene.idIndex = Scene.IDIndex(positions: entities.positions)
            return scene
        }
        if order.count == scene.views.count, order.indices.allSatisfy({ order[$0] == $0 }) { return scene }
        var copy = scene
        copy.views = order.map { scene.views[$0] }
        return copy
    }

    func at(_ location: SourceLocation?) -> SourceLocation {
        location ?? SourceLocation(file: file, line: 1, column: 1)
    }

    mutating func report(_ code: SceneFileError.Code, _ location: SourceLocation?, _ message: String) {
        if errors.count < NodeReader.maximumErrors { errors.append(SceneFileError(code, at: at(location), message)) }
    }

    /// The view-controller class a scene may name without registering it.
    static let builtInControllerClasses: Set<String> = ["viewController"]

    /// What each id names.
    enum Entity: Equatable { case window, view, controller, recognizer }

    /// What each id names, made by ``checkIDs()``.
    var entities = EntityTable()

    /// Every id of the scene with its element: a position among the windows, then the views, the view
    /// controllers and the recognizers, in that order.
    struct EntityTable {
        /// Each id's position.
        var positions: [String: Int] = [:]
        var windows = 0
        var views = 0
        var controllers = 0

        /// What the position names.
        func entity(at position: Int) -> Entity {
            if position < windows { return .window }
            if position < windows + views { return .view }
            if position < windows + views + controllers { return .controller }
            return .recognizer
        }

        /// What `id` names, if anything.
        subscript(id: String) -> Entity? { positions[id].map(entity(at:)) }

        /// The index in the scene's views of the view `id` names, if it names one.
        func viewIndex(_ id: String) -> Int? {
            guard let position = positions[id], position >= windows, position < windows + views else { return nil }
            return position - windows
        }

        /// The index in the scene's windows of the window `id` names, if it names one.
        func windowIndex(_ id: String) -> Int? {
            guard let position = positions[id], position < windows else { return nil }
            return position
        }

        /// The ids of the given kinds, in no order.
        func ids(of kinds: Set<Entity>) -> [String] {
            positions.filter { kinds.contains(entity(at: $0.value)) }.map(\.key)
        }
    }

    /// The declaration's location at a position of ``entities``.
    private func location(at position: Int) -> SourceLocation? {
        var index = position
        if index < scene.windows.count { return scene.windows[index].view.location }
        index -= scene.windows.count
        if index < scene.views.count { return scene.views[index].location }
        index -= scene.views.count
        if index < scene.viewControllers.count { return scene.viewControllers[index].location }
        return scene.recognizers[index - scene.viewControllers.count].location
    }

    /// Finds duplicate ids, making ``entities`` on the way (one hash of each id).
    mutating func checkIDs() {
        var table = EntityTable()
        table.windows = scene.windows.count
        table.views = scene.views.count
        table.controllers = scene.viewControllers.count
        table.positions.reserveCapacity(
            scene.windows.count + scene.views.count + scene.viewControllers.count + scene.recognizers.count)
        var position = 0
        // One hash of each id: a duplicate finds the first one's position, which is put back.
        func add(_ id: String) {
            if let first = table.positions.updateValue(position, forKey: id) {
                table.positions[id] = first
                report(
                    .duplicateID, self.location(at: position),
                    "duplicate id '\(id)'; it is first declared at \(at(self.location(at: first)))")
            }
            position += 1
        }
        for window in scene.windows { add(window.id) }
        for index in scene.views.indices { add(scene.views[index].id) }
        for controller in scene.viewControllers { add(controller.id) }
        for recognizer in scene.recognizers { add(recognizer.id) }
        entities = table
    }

    /// Walks the view trees from the windows, depth first with a stack; reports missing superviews,
    /// superview cycles and views deeper than the limit. A file whose views each come after their superview,
    /// none too deep, is in a tree order already (``inFileOrder``): one pass finds that, and nothing is walked.
    mutating func orderViews() {
        if isInFileOrder() {
            inFileOrder = true
            return
        }
        let (windowCount, viewCount) = (scene.windows.count, scene.views.count)
        // Each view's parent as a node (windows first, then views; -1 for none), and each node's children in
        // file order, as one array with offsets (no dictionary of lists).
        var parents = [Int](repeating: -1, count: viewCount)
        var childCounts = [Int](repeating: 0, count: windowCount + viewCount + 1)
        // Siblings are mostly written one after another: the last superview's position is reused for them.
        var last: (id: String, position: Int?)?
        for index in 0..<viewCount {
            // A window's position is its node; a view's position is past the windows, as its node is.
            guard let superview = scene.views[index].superview else { continue }
            let found: Int?
            if let last, last.id == superview {
                found = last.position
            } else {
                found = entities.positions[superview]
                last = (superview, found)
            }
            guard let position = found, position < windowCount + viewCount else { continue }
            parents[index] = position
            childCounts[parents[index] + 1] += 1
        }
        for node in 0..<(windowCount + viewCount) { childCounts[node + 1] += childCounts[node] }
        let starts = childCounts
        var fill = childCounts
        var children = [Int](repeating: 0, count: starts[windowCount + viewCount])
        for index in 0..<viewCount where parents[index] >= 0 {
            children[fill[parents[index]]] = index
            fill[parents[index]] += 1
        }
        order.reserveCapacity(viewCount)
        var visited = Array(repeating: false, count: viewCount)
        var reportedDepth = false
        for window in 0..<windowCount {
            var stack: [(index: Int, depth: Int)] = children[starts[window]..<starts[window + 1]].reversed().map {
                ($0, 1)
            }
            while let (index, depth) = stack.popLast() {
                visited[index] = true
                order.append(index)
                if depth > limits.maximumDepth && !reportedDepth {
                    reportedDepth = true
                    report(
                        .tooDeep, scene.views[index].location,
                        "view '\(scene.views[index].id)' is \(depth) levels deep; the limit is \(limits.maximumDepth)")
                }
                let node = windowCount + index
                for child in children[starts[node]..<starts[node + 1]].reversed() { stack.append((child, depth + 1)) }
            }
        }
        for (index, view) in scene.views.enumerated() where !visited[index] {
            guard let parent = view.superview, entities.viewIndex(parent) != nil || entities.windowIndex(parent) != nil
            else {
                let target = view.superview ?? ""
                report(
                    .missingReference, superviewLocation(index),
                    "superview '\(target)' of view '\(view.id)' is not a view or window of the scene\(hint(target, [.view, .window]))"
                )
                continue
            }
            var path = [view.id]
            var current = parent
            while !path.contains(current), let next = entities.viewIndex(current) {
                path.append(current)
                current = scene.views[next].superview ?? ""
            }
            if current == view.id {
                report(
                    .cycle, view.location,
                    "views form a superview cycle: " + (path + [view.id]).map { "'\($0)'" }.joined(separator: " → "))
                for member in path { if let position = entities.viewIndex(member) { visited[position] = true } }
            }
            visited[index] = true
        }
    }

    /// Whether each view names a superview that is a window or a view declared before it, and no view is deeper
    /// than the limit: then the views' file order is a tree order (parents before children, each superview's
    /// subviews in file order), and no view is missing its superview or in a cycle. Anything else answers false,
    /// and ``orderViews()`` walks the trees, reporting what it finds as it always does.
    private func isInFileOrder() -> Bool {
        let (windowCount, viewCount) = (scene.windows.count, scene.views.count)
        // Each view's depth below its window; siblings written together reuse their superview's position.
        var depths = [Int](repeating: 0, count: viewCount)
        var last: (id: String, position: Int)?
        for index in 0..<viewCount {
            guard let superview = scene.views[index].superview else { return false }
            let position: Int
            if let last, last.id == superview {
                position = last.position
            } else {
                guard let found = entities.positions[superview] else { return false }
                position = found
                last = (superview, found)
            }
            let depth: Int
            if position < windowCount {
                depth = 1
            } else {
                // A view declared after this one, or not a view at all (a controller or a recognizer).
                guard position - windowCount < index else { return false }
                depth = depths[position - windowCount] + 1
            }
            guard depth <= limits.maximumDepth else { return false }
            depths[index] = depth
        }
        return true
    }

    mutating func checkViewReferences() {
        for window in scene.windows { checkReferences(of: window.view) }
        // Most views of a large scene have neither: look before copying the view.
        for index in scene.views.indices where scene.views[index].namesOtherViews {
            checkReferences(of: scene.views[index])
        }
        guard let first = scene.firstResponder else { return }
        let location = at("", "firstResponder", else: scene.location)
        if entities[first] == nil || entities[first] == .recognizer {
            report(
                .missingReference, location,
                "firstResponder '\(first)' is not a view, window or view controller of the scene\(hint(first, [.view, .window, .controller]))"
            )
            return
        }
        let canBecome: Bool
        if let controller = scene.viewControllers.first(where: { $0.id == first }) {
            canBecome =
                controller.canBecomeFirstResponder || !Self.builtInControllerClasses.contains(controller.className)
        } else if let view = scene.view(withID: first) {
            canBecome = view.canBecomeFirstResponder || !SceneClassRegistry.builtInViewClasses.contains(view.className)
        } else {
            canBecome = true
        }
        if !canBecome {
            report(
                .invalidValue, location,
                "firstResponder '\(first)' cannot become first responder: give it 'canBecomeFirstResponder: true'")
        }
    }

    /// A view's `hitTest` target and, for a scroll view, its `zoomView`.
    mutating func checkReferences(of view: Scene.View) {
        switch view.hitTest {
        case let .passThrough(target), let .redirect(target):
            if entities[target] != .view && entities[target] != .window {
                report(
                    .missingReference, at(view.id, "hitTest", else: view.location),
                    "hitTest target '\(target)' of view '\(view.id)' is not a view of the scene\(hint(target, [.view, .window]))"
                )
            }
        default: break
        }
        if let zoomView = view.scroll?.zoomView { checkZoomView(zoomView, of: view) }
        for constraint in view.layout?.constraints ?? [] { checkTarget(of: constraint, on: view) }
    }

    /// A constraint's second item: a view or window of the scene, or the superview of a view that has one.
    mutating func checkTarget(of constraint: Scene.Constraint, on view: Scene.View) {
        guard let target = constraint.target else { return }
        guard let id = target.view else {
            if view.superview == nil {
                report(
                    .missingReference, constraint.location,
                    "constraint '\(target.written)' of window '\(view.id)': a window has no superview; name a view "
                        + "or write the window's own anchors as '\(view.id).\(target.anchor.rawValue)'")
            }
            return
        }
        if entities[id] != .view && entities[id] != .window {
            report(
                .missingReference, constraint.location,
                "constraint target '\(target.written)' of view '\(view.id)' names '\(id)', which is not a view of "
                    + "the scene\(hint(id, [.view, .window]))")
        }
    }

    /// A scroll view's `zoomView` must be one of its descendants.
    mutating func checkZoomView(_ zoomView: Scene.View.ID, of view: Scene.View) {
        let location = at(view.id, "zoomView", else: view.location)
        guard entities[zoomView] == .view else {
            report(
                .missingReference, location,
                "zoomView '\(zoomView)' of view '\(view.id)' is not a view of the scene\(hint(zoomView, [.view]))")
            return
        }
        if parents.isEmpty {
            for candidate in scene.views { parents[candidate.id] = candidate.superview }
        }
        var current = parents[zoomView] ?? nil
        var steps = 0
        while let id = current, id != view.id, steps <= scene.views.count {
            current = parents[id] ?? nil
            steps += 1
        }
        if current != view.id {
            report(
                .invalidValue, location,
                "zoomView '\(zoomView)' of view '\(view.id)' is not one of its subviews (viewForZooming(in:) answers "
                    + "a view inside the scroll view)")
        }
    }

    mutating func checkRecognizers() {
        var edges: [String: [String]] = [:]
        for recognizer in scene.recognizers {
            var targets = recognizer.requiresFailureOf
            if case let .with(others) = recognizer.simultaneity { targets += others }
            for target in targets where entities[target] != .recognizer {
                let key = recognizer.requiresFailureOf.contains(target) ? "requireToFail" : "simultaneousWith"
                report(
                    .missingReference, at(recognizer.id, key, target, else: recognizer.location),
                    "recognizer '\(target)' named by recognizer '\(recognizer.id)' does not exist\(hint(target, [.recognizer]))"
                )
            }
            if let shown = recognizer.showsView, entities[shown] != .view {
                report(
                    .missingReference, at(recognizer.id, "shows", shown, else: recognizer.location),
                    "view '\(shown)' shown by recognizer '\(recognizer.id)' does not exist\(hint(shown, [.view]))")
            }
            edges[recognizer.id] = recognizer.requiresFailureOf
        }
        if let cycle = Self.cycle(in: scene.recognizers.map(\.id), edges: edges) {
            let location = scene.recognizers.first { $0.id == cycle[0] }?.location
            report(.cycle, location, "requireToFail forms a cycle: " + cycle.map { "'\($0)'" }.joined(separator: " → "))
        }
    }
}

extension Scene.View {
    /// Whether the view names other views (a `hitTest` target, a scroll view's zoom view), found by pattern
    /// matching, without comparing (or copying) its values.
    fileprivate var namesOtherViews: Bool {
        guard hasExtras else { return false }
        if case .standard = hitTest, case .none = scroll, layout == nil { return false }
        return true
    }
}
