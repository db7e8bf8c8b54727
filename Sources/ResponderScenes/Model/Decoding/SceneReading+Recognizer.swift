import Foundation

extension SceneReading {
    static let recognizerCommonKeys = [
        "id", "kind", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "requireToFail", "simultaneousWith", "delegate", "action", "shows",
    ]

    static let recognizerKindKeys: [String: [String]] = [
        "tap": ["taps", "touches"],
        "longPress": ["minimumPressDuration", "allowableMovement", "touches", "taps"],
        "pan": ["minimumTouches", "maximumTouches", "scrollTypes"],
        "swipe": ["direction", "touches"],
        "pinch": [], "rotation": [],
        "screenEdgePan": ["edges"],
        "hover": [],
    ]

    /// Reads a recognizer attached to a view.
    mutating func recognizer(_ node: SceneNode, view: Scene.View.ID, index: Int) throws(SceneFileError)
        -> Scene.Recognizer
    {
        guard case .mapping = node.content else {
            throw reader.error(.wrongType, node, "a recognizer must be a mapping, found \(NodeReader.describe(node))")
        }
        guard let kindNode = node["kind"] else {
            throw reader.error(.missingKey, node, "missing key 'kind' in a recognizer")
        }
        let kindName = try reader.string(kindNode, "kind")
        guard let kindKeys = Self.recognizerKindKeys[kindName] else {
            let kinds = Self.recognizerKindKeys.keys.sorted()
            let kindError = reader.error(
                .invalidValue, kindNode,
                "unknown recognizer kind '\(kindName)'" + Suggestion.hint(kindName, among: kinds))
            // The recognizer is dropped, but its other keys and common fields are still checked (against every
            // kind's keys), so their mistakes show in the same run.
            let allKeys =
                Self.recognizerCommonKeys
                + Self.recognizerKindKeys.keys.sorted().flatMap {
                    Self.recognizerKindKeys[$0] ?? []
                }
            if let fields = try? reader.mapping(node, Self.name(of: node, "recognizer"), allowed: allKeys) {
                var scratch = Scene.Recognizer(id: "", view: view, kind: .hover, location: nil)
                for field in fields.pairs {
                    do {
                        try readRecognizerField(field, into: &scratch, id: "")
                    } catch {
                        reader.recordField(error)
                    }
                }
            }
            throw kindError
        }
        let what = Self.name(of: node, "\(kindName) recognizer")
        let fields = try reader.mapping(node, what, allowed: Self.recognizerCommonKeys + kindKeys)
        let id =
            try fields["id"].map { node throws(SceneFileError) in try reader.string(node, "id") }
            ?? "\(view).\(kindName)\(index + 1)"
        var recognizer = Scene.Recognizer(
            id: id, view: view, kind: try kind(kindName, fields), location: reader.location(of: node))
        for field in fields.pairs {
            do {
                try readRecognizerField(field, into: &recognizer, id: id)
            } catch {
                // The field keeps its default; the others are still read, so every error shows in one run.
                reader.recordField(error)
            }
        }
        return recognizer
    }

    /// Reads one of a recognizer's common fields into it.
    private mutating func readRecognizerField(
        _ field: NodeReader.Fields.Field, into recognizer: inout Scene.Recognizer, id: String
    ) throws(SceneFileError) {
        let (key, value) = (field.key, field.value)
        switch key {
        case "enabled": recognizer.isEnabled = try reader.bool(value, key)
        case "cancelsTouchesInView": recognizer.cancelsTouchesInView = try reader.bool(value, key)
        case "delaysTouchesBegan": recognizer.delaysTouchesBegan = try reader.bool(value, key)
        case "delaysTouchesEnded": recognizer.delaysTouchesEnded = try reader.bool(value, key)
        case "requireToFail": recognizer.requiresFailureOf = try ids(value, key, owner: id)
        case "simultaneousWith":
            if case let .scalar(scalar) = value.content, scalar.string == "all" {
                recognizer.simultaneity = .all
            } else {
                recognizer.simultaneity = .with(try ids(value, key, owner: id))
            }
        case "delegate": recognizer.delegate = try delegate(value)
        case "action": recognizer.action = try reader.name(value, "action")
        case "shows":
            let target = try reader.string(value, key)
            references[ReferenceKey(owner: id, key: key, target: target)] = reader.location(of: value)
            recognizer.showsView = target
        case "scrollTypes":
            if case let .scalar(scalar) = value.content, scalar.string == "all" {
                recognizer.scrollTypes = Scene.Recognizer.ScrollType.allCases
            } else {
                for item in reader.list(value) {
                    let type: Scene.Recognizer.ScrollType = try reader.name(item, "scroll type")
                    if !recognizer.scrollTypes.contains(type) { recognizer.scrollTypes.append(type) }
                }
            }
        default: break
        }
    }

    /// The kind with its own properties, UIKit's defaults where the file says nothing.
    mutating func kind(_ name: String, _ fields: NodeReader.Fields) throws(SceneFileError) -> Scene.Recognizer.Kind {
        func count(_ key: String, default value: Int, from lower: Int = 1) throws(SceneFileError) -> Int {
            guard let node = fields[key] else { return value }
            return try reader.integer(node, key, in: lower...20)
        }
        switch name {
        case "tap": return .tap(taps: try count("taps", default: 1), touches: try count("touches", default: 1))
        case "longPress":
            let duration =
                try fields["minimumPressDuration"].map { node throws(SceneFileError) in
                    try reader.number(node, "minimumPressDuration", in: 0...3600)
                } ?? 0.5
            let movement =
                try fields["allowableMovement"].map { node throws(SceneFileError) in
                    try reader.number(node, "allowableMovement", in: 0...1_000_000)
                } ?? 10
            return .longPress(
                minimumPressDuration: duration, allowableMovement: movement,
                touches: try count("touches", default: 1), taps: try count("taps", default: 0, from: 0))
        case "pan":
            let minimum = try count("minimumTouches", default: 1)
            let maximum = try fields["maximumTouches"].map { node throws(SceneFileError) in
                try reader.integer(node, "maximumTouches", in: 1...20)
            }
            if let maximum, maximum < minimum, let node = fields["maximumTouches"] {
                throw reader.error(
                    .invalidValue, node, "maximumTouches (\(maximum)) is less than minimumTouches (\(minimum))")
            }
            return .pan(minimumTouches: minimum, maximumTouches: maximum)
        case "swipe":
            var directions: [Scene.Recognizer.Direction] = [.right]
            if let node = fields["direction"] {
                directions = []
                for item in reader.list(node) {
                    let direction: Scene.Recognizer.Direction = try reader.name(item, "direction")
                    if !directions.contains(direction) { directions.append(direction) }
                }
            }
            return .swipe(directions: directions, touches: try count("touches", default: 1))
        case "pinch": return .pinch
        case "rotation": return .rotation
        case "hover": return .hover
        default:
            var edges: [Scene.Recognizer.Edge] = []
            if let node = fields["edges"] {
                if case let .scalar(scalar) = node.content, scalar.string == "all" {
                    return .screenEdgePan(edges: Scene.Recognizer.Edge.allCases)
                }
                for item in reader.list(node) {
                    let edge: Scene.Recognizer.Edge = try reader.name(item, "edge")
                    if !edges.contains(edge) { edges.append(edge) }
                }
            }
            return .screenEdgePan(edges: edges)
        }
    }

    /// `{shouldBegin, refuseTouchesIn}`.
    mutating func delegate(_ node: SceneNode) throws(SceneFileError) -> Scene.Recognizer.Delegate {
        let fields = try reader.mapping(node, "a recognizer's delegate", allowed: ["shouldBegin", "refuseTouchesIn"])
        var delegate = Scene.Recognizer.Delegate()
        if let value = fields["shouldBegin"] { delegate.shouldBegin = try reader.bool(value, "shouldBegin") }
        if let value = fields["refuseTouchesIn"] {
            delegate.refusesTouchesIn = try reader.rect(value, "refuseTouchesIn")
        }
        return delegate
    }

    /// An id or a list of ids; each one's location is kept for errors about it.
    mutating func ids(_ node: SceneNode, _ what: String, owner: String) throws(SceneFileError) -> [String] {
        var result: [String] = []
        for item in reader.list(node) {
            let id = try reader.string(item, what)
            references[ReferenceKey(owner: owner, key: what, target: id)] = reader.location(of: item)
            result.append(id)
        }
        return result
    }

    static let controllerKeys = ["id", "class", "view", "children", "presented", "handles", "canBecomeFirstResponder"]

    /// Reads a view controller.
    mutating func viewController(_ node: SceneNode) throws(SceneFileError) -> Scene.ViewController {
        let fields = try reader.mapping(
            node, Self.name(of: node, "view controller"), allowed: Self.controllerKeys, required: ["id", "view"])
        let id = try reader.string(fields["id"] ?? node, "id")
        var controller = Scene.ViewController(
            id: id, view: try reader.string(fields["view"] ?? node, "view"),
            location: reader.location(of: node))
        if let view = fields["view"] { references[ReferenceKey(owner: id, key: "view")] = reader.location(of: view) }
        for field in fields.pairs {
            let (key, value) = (field.key, field.value)
            switch key {
            case "class": controller.className = try reader.string(value, key)
            case "children": controller.children = try ids(value, key, owner: id)
            case "presented":
                controller.presented = try reader.string(value, key)
                references[ReferenceKey(owner: id, key: key)] = reader.location(of: value)
            case "handles": controller.handling = try handling(value, "view controller '\(id)'")
            case "canBecomeFirstResponder": controller.canBecomeFirstResponder = try reader.bool(value, key)
            default: break
            }
        }
        return controller
    }
}
