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
    var errors: [SceneFileError] = []
    /// The views in tree order, once ``validate()`` has run.
    var order: [Int] = []

    init(scene: Scene, limits: SceneDecoder.Limits, file: String) {
        self.scene = scene
        self.limits = limits
        self.file = file
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

    /// What each id names.
    enum Entity: Equatable { case window, view, controller, recognizer }

    var entities: [String: Entity] {
        var result: [String: Entity] = [:]
        for window in scene.windows { result[window.id] = .window }
        for view in scene.views { result[view.id] = .view }
        for controller in scene.viewControllers { result[controller.id] = .controller }
        for recognizer in scene.recognizers { result[recognizer.id] = .recognizer }
        return result
    }

    mutating func checkIDs() {
        var seen: [String: SourceLocation] = [:]
        let all =
            scene.windows.map { ($0.id, $0.view.location) } + scene.views.map { ($0.id, $0.location) }
            + scene.viewControllers.map { ($0.id, $0.location) } + scene.recognizers.map { ($0.id, $0.location) }
        for (id, location) in all {
            if let first = seen[id] {
                report(.duplicateID, location, "duplicate id '\(id)'; it is first declared at \(first)")
            } else {
                seen[id] = at(location)
            }
        }
    }

    /// Walks the view trees from the windows, depth first with a stack; reports missing superviews,
    /// superview cycles and views deeper than the limit.
    mutating func orderViews() {
        let windowIDs = Set(scene.windows.map(\.id))
        var children: [String: [Int]] = [:]
        var indexByID: [String: Int] = [:]
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
                report(
                    .missingReference, view.location,
                    "superview '\(view.superview ?? "")' of view '\(view.id)' is not a view or window of the scene")
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
        let entities = self.entities
        for view in scene.windows.map(\.view) + scene.views {
            switch view.hitTest {
            case let .passThrough(target), let .redirect(target):
                if entities[target] != .view && entities[target] != .window {
                    report(
                        .missingReference, view.location,
                        "hitTest target '\(target)' of view '\(view.id)' is not a view of the scene")
                }
            default: break
            }
        }
        if let first = scene.firstResponder, entities[first] == nil || entities[first] == .recognizer {
            report(
                .missingReference, scene.location,
                "firstResponder '\(first)' is not a view, window or view controller of the scene")
        }
    }

    mutating func checkRecognizers() {
        let entities = self.entities
        var edges: [String: [String]] = [:]
        for recognizer in scene.recognizers {
            var targets = recognizer.requiresFailureOf
            if case let .with(others) = recognizer.simultaneity { targets += others }
            for target in targets where entities[target] != .recognizer {
                report(
                    .missingReference, recognizer.location,
                    "recognizer '\(target)' named by recognizer '\(recognizer.id)' does not exist")
            }
            edges[recognizer.id] = recognizer.requiresFailureOf
        }
        if let cycle = Self.cycle(in: scene.recognizers.map(\.id), edges: edges) {
            let location = scene.recognizers.first { $0.id == cycle[0] }?.location
            report(.cycle, location, "requireToFail forms a cycle: " + cycle.map { "'\($0)'" }.joined(separator: " → "))
        }
    }
}
