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
    /// The views in tree order, once ``validate()`` has run.
    var order: [Int] = []

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
        Suggestion.didYouMean(id, among: entities.filter { kinds.contains($0.value) }.keys.sorted())
    }

    /// Every problem found, in a stable order.
    mutating func validate() -> [SceneFileError] {
        checkIDs()
        guard errors.isEmpty else { return errors }
        entities = entityTable()
        orderViews()
        checkViewReferences()
        checkRecognizers()
        checkControllers()
        checkWindows()
        return errors
    }

    /// The scene with its views in tree order: parents before children, siblings in file order.
    func ordered() -> Scene {
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

    /// What each id names, made once ``checkIDs()`` has passed.
    var entities: [String: Entity] = [:]

    func entityTable() -> [String: Entity] {
        var result: [String: Entity] = [:]
        result.reserveCapacity(
            scene.windows.count + scene.views.count + scene.viewControllers.count + scene.recognizers.count)
        for window in scene.windows { result[window.id] = .window }
        for view in scene.views { result[view.id] = .view }
        for controller in scene.viewControllers { result[controller.id] = .controller }
        for recognizer in scene.recognizers { result[recognizer.id] = .recognizer }
        return result
    }

    mutating func checkIDs() {
        var seen: [String: Int] = [:]
        var all: [(id: String, location: SourceLocation?)] = []
        all.reserveCapacity(
            scene.windows.count + scene.views.count + scene.viewControllers.count + scene.recognizers.count)
        all += scene.windows.lazy.map { ($0.id, $0.view.location) }
        all += scene.views.lazy.map { ($0.id, $0.location) }
        all += scene.viewControllers.lazy.map { ($0.id, $0.location) }
        all += scene.recognizers.lazy.map { ($0.id, $0.location) }
        seen.reserveCapacity(all.count)
        for (index, (id, location)) in all.enumerated() {
            if let first = seen[id] {
                report(
                    .duplicateID, location, "duplicate id '\(id)'; it is first declared at \(at(all[first].location))")
            } else {
                seen[id] = index
            }
        }
    }

    /// Walks the view trees from the windows, depth first with a stack; reports missing superviews,
    /// superview cycles and views deeper than the limit.
    mutating func orderViews() {
        let windowIDs = Set(scene.windows.map(\.id))
        var children: [String: [Int]] = [:]
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(scene.views.count)
        children.reserveCapacity(scene.views.count / 2)
        order.reserveCapacity(scene.views.count)
        for (index, view) in scene.views.enumerated() {
            indexByID[view.id] = index
            if let parent = view.superview { children[parent, default: []].append(index) }
        }
        var visited = Array(repeating: false, count: scene.views.count)
        var reportedDepth = false
        for window in scene.windows {
            var stack: [(index: Int, depth: Int)] = (children[window.id] ?? []).reversed().map { ($0, 1) }
            while let (index, depth) = stack.popLast() {
                visited[index] = true
                order.append(index)
                if depth > limits.maximumDepth && !reportedDepth {
                    reportedDepth = true
                    report(
                        .tooDeep, scene.views[index].location,
                        "view '\(scene.views[index].id)' is \(depth) levels deep; the limit is \(limits.maximumDepth)")
                }
                for child in (children[scene.views[index].id] ?? []).reversed() { stack.append((child, depth + 1)) }
            }
        }
        for (index, view) in scene.views.enumerated() where !visited[index] {
            guard let parent = view.superview, indexByID[parent] != nil || windowIDs.contains(parent) else {
                let target = view.superview ?? ""
                report(
                    .missingReference, superviewLocation(index),
                    "superview '\(target)' of view '\(view.id)' is not a view or window of the scene\(hint(target, [.view, .window]))"
                )
                continue
            }
            var path = [view.id]
            var current = parent
            while !path.contains(current), let next = indexByID[current] {
                path.append(current)
                current = scene.views[next].superview ?? ""
            }
            if current == view.id {
                report(
                    .cycle, view.location,
                    "views form a superview cycle: " + (path + [view.id]).map { "'\($0)'" }.joined(separator: " → "))
                for member in path { if let position = indexByID[member] { visited[position] = true } }
            }
            visited[index] = true
        }
    }

    mutating func checkViewReferences() {
        for index in 0..<(scene.windows.count + scene.views.count) {
            let view =
                index < scene.windows.count ? scene.windows[index].view : scene.views[index - scene.windows.count]
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
