import Foundation

extension SceneValidator {
    mutating func checkControllers() {
        let entities = self.entities
        var owners: [String: String] = [:]
        var parents: [String: String] = [:]
        var edges: [String: [String]] = [:]
        for controller in scene.viewControllers {
            let name = "view controller '\(controller.id)'"
            if entities[controller.view] != .view {
                report(
                    .missingReference, controller.location,
                    "view '\(controller.view)' of \(name) is not a view of the scene")
            } else if let owner = owners[controller.view] {
                report(
                    .invalidValue, controller.location,
                    "view '\(controller.view)' of \(name) already belongs to view controller '\(owner)'")
            } else {
                owners[controller.view] = controller.id
            }
            let related =
                controller.children.map { ("child", $0) } + (controller.presented.map { [("presented", $0)] } ?? [])
            for (role, target) in related {
                guard entities[target] == .controller else {
                    report(
                        .missingReference, controller.location,
                        "\(role) view controller '\(target)' of \(name) does not exist")
                    continue
                }
                if let parent = parents[target], target != controller.id {
                    report(
                        .invalidValue, controller.location,
                        "view controller '\(target)' is already the child or presented controller of '\(parent)'")
                }
                parents[target] = controller.id
            }
            edges[controller.id] = related.map(\.1)
        }
        if let cycle = Self.cycle(in: scene.viewControllers.map(\.id), edges: edges) {
            let location = scene.viewControllers.first { $0.id == cycle[0] }?.location
            let message =
                cycle.count == 2
                ? "view controller '\(cycle[0])' contains or presents itself"
                : "view controllers contain or present each other in a cycle: "
                    + cycle.map { "'\($0)'" }.joined(separator: " → ")
            report(.cycle, location, message)
        }
    }

    mutating func checkWindows() {
        let keyWindows = scene.windows.filter(\.isKey)
        for extra in keyWindows.dropFirst() {
            report(
                .invalidValue, extra.view.location,
                "window '\(extra.id)' is key, but window '\(keyWindows[0].id)' already is")
        }
        for window in scene.windows {
            guard let root = window.rootViewController else { continue }
            guard let controller = scene.viewControllers.first(where: { $0.id == root }) else {
                report(
                    .missingReference, window.view.location,
                    "rootViewController '\(root)' of window '\(window.id)' is not a view controller of the scene")
                continue
            }
            let view = scene.views.first { $0.id == controller.view }
            if let view, view.superview != window.id {
                report(
                    .invalidValue, window.view.location,
                    "the view '\(view.id)' of root view controller '\(root)' must be a subview of window '\(window.id)'"
                )
            }
        }
    }

    /// The first cycle in a directed graph, as a path that starts and ends at the same node; iterative.
    static func cycle(in nodes: [String], edges: [String: [String]]) -> [String]? {
        var state: [String: Int] = [:]  // 1: on the current path, 2: done
        for start in nodes where state[start] == nil {
            var path: [String] = [start]
            var nextEdge: [Int] = [0]
            state[start] = 1
            while let node = path.last {
                let targets = edges[node] ?? []
                let position = nextEdge[nextEdge.count - 1]
                guard position < targets.count else {
                    state[node] = 2
                    path.removeLast()
                    nextEdge.removeLast()
                    continue
                }
                nextEdge[nextEdge.count - 1] += 1
                let target = targets[position]
                switch state[target] {
                case 1:
                    guard let from = path.firstIndex(of: target) else { return [target, target] }
                    return Array(path[from...]) + [target]
                case nil where edges[target] != nil:
                    state[target] = 1
                    path.append(target)
                    nextEdge.append(0)
                default: break
                }
            }
        }
        return nil
    }
}
