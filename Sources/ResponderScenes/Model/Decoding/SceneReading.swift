import Foundation

/// The walk over a scene file's nodes. Views are read with an explicit work stack, never by recursion,
/// so the walk's depth does not grow with the view tree's.
struct SceneReading {
    var reader: NodeReader
    let limits: SceneDecoder.Limits
    /// The known view classes, when the decoder checks them.
    var viewClasses: Set<String>?
    private var sortedViewClasses: [String] = []
    var windows: [Scene.Window] = []
    var views: [Scene.View] = []
    var recognizers: [Scene.Recognizer] = []
    var viewCount = 0
    /// Where each reference to another element is written, for errors about it (see ``ReferenceKey``).
    var references: [ReferenceKey: SourceLocation] = [:]
    /// Where each view of ``views`` names its superview in the flat list (line << 32 | column), 0 when nested;
    /// kept apart from ``references`` because a large scene has one per view.
    var superviewMarks: [UInt64] = []
    /// The flat `views` list when the JSON reader read it (its views straight into values); nil when the root
    /// node's `views` holds the list.
    var flatViews: FlatViewList?

    static func mark(_ node: SceneNode) -> UInt64 { UInt64(UInt32(node.line)) << 32 | UInt64(UInt32(node.column)) }

    static let sceneKeys = ["name", "description", "windows", "views", "viewControllers", "firstResponder", "script"]

    init(reader: NodeReader, limits: SceneDecoder.Limits, viewClasses: Set<String>? = nil) {
        self.reader = reader
        self.limits = limits
        self.viewClasses = viewClasses
        sortedViewClasses = viewClasses.map { $0.sorted() } ?? []
    }

    /// Records an unknown class at its `class` key, with the nearest known one suggested.
    mutating func checkClass(_ name: String, _ node: SceneNode?, of what: @autoclosure () -> String) {
        guard let viewClasses, !viewClasses.contains(name), let node else { return }
        let hint = Suggestion.didYouMean(name, among: sortedViewClasses)
        reader.record(
            reader.error(
                .unsupportedClass, node,
                "unknown class '\(name)' of \(what())\(hint): register it with SceneClassRegistry, or use one of "
                    + SceneClassRegistry.builtInViewClasses.joined(separator: ", ")))
    }

    /// Reads the whole scene; nil when an error stopped it (the error is in `reader.errors`).
    mutating func scene(_ node: SceneNode) -> Scene? {
        do {
            return try readScene(node)
        } catch {
            reader.record(error)
            return nil
        }
    }

    private mutating func readScene(_ node: SceneNode) throws(SceneFileError) -> Scene {
        let fields = try reader.mapping(node, "the scene", allowed: Self.sceneKeys, required: ["windows"])
        var scene = Scene(location: reader.location(of: node))
        if let name = fields["name"] { scene.name = try reader.string(name, "name") }
        if let description = fields["description"] { _ = try reader.string(description, "description") }
        if let first = fields["firstResponder"] {
            scene.firstResponder = try reader.string(first, "firstResponder")
            references[ReferenceKey(owner: "", key: "firstResponder")] = reader.location(of: first)
        }
        for window in try reader.sequence(fields["windows"] ?? node, "windows") {
            try attempt { (reading: inout SceneReading) throws(SceneFileError) in try reading.window(window) }
        }
        if fields["views"] != nil, let prepared = flatViews {
            flatViews = nil
            try readFlatViews(prepared)
        } else if let flat = fields["views"] {
            let list = try reader.sequence(flat, "views")
            views.reserveCapacity(min(list.count, limits.maximumViews))
            superviewMarks.reserveCapacity(min(list.count, limits.maximumViews))
            for view in list {
                try attempt { (reading: inout SceneReading) throws(SceneFileError) in
                    try reading.viewTree(view, superview: nil, index: 0, isFlat: true)
                }
            }
        }
        if let controllers = fields["viewControllers"] {
            for controller in try reader.sequence(controllers, "viewControllers") {
                try attempt { (reading: inout SceneReading) throws(SceneFileError) in
                    scene.viewControllers.append(try reading.viewController(controller))
                }
            }
        }
        if let script = fields["script"] {
            var scriptReading = ScriptReading(reader: reader)
            scene.script = scriptReading.script(script)
            reader = scriptReading.reader
        }
        scene.windows = windows
        scene.views = views
        scene.recognizers = recognizers
        return scene
    }

    /// Takes the flat list's views the JSON reader read, and reads those it left as nodes, in list order; counts
    /// them all against the view limit, as ``viewTree(_:superview:index:isFlat:)`` does.
    private mutating func readFlatViews(_ list: FlatViewList) throws(SceneFileError) {
        if list.nodes.isEmpty, views.isEmpty, viewCount + list.views.count <= limits.maximumViews {
            // The usual large file: the list's arrays become the scene's, without copying a view.
            viewCount += list.views.count
            views = list.views
            superviewMarks = list.marks
            return
        }
        views.reserveCapacity(views.count + min(list.count, limits.maximumViews))
        superviewMarks.reserveCapacity(superviewMarks.count + min(list.count, limits.maximumViews))
        var (next, nextNode) = (0, 0)
        for position in 0..<list.count {
            if nextNode < list.nodes.count, list.nodes[nextNode].position == position {
                let node = list.nodes[nextNode].node
                nextNode += 1
                try attempt { (reading: inout SceneReading) throws(SceneFileError) in
                    try reading.viewTree(node, superview: nil, index: 0, isFlat: true)
                }
            } else {
                viewCount += 1
                guard viewCount <= limits.maximumViews else {
                    throw SceneFileError(
                        .tooManyViews,
                        at: list.views[next].location ?? SourceLocation(file: reader.file, line: 1, column: 1),
                        "the scene has more than \(limits.maximumViews) views")
                }
                views.append(list.views[next])
                superviewMarks.append(list.marks[next])
                next += 1
            }
        }
    }

    /// Runs one element's reading; a located error is recorded and the walk goes on, except for the limits,
    /// which stop it.
    mutating func attempt(_ body: (inout SceneReading) throws(SceneFileError) -> Void) throws(SceneFileError) {
        do {
            try body(&self)
        } catch  where error.code == .tooManyViews {
            throw error
        } catch {
            reader.record(error)
        }
    }

    static let windowKeys = ["level", "key", "rootViewController", "safeAreaInsets"]
    static let flatViewKeys = viewKeys + ["superview"]
    static let superviewKey = ["superview"]

    mutating func window(_ node: SceneNode) throws(SceneFileError) {
        let fields = try reader.mapping(
            node, Self.name(of: node, "window"), allowed: Self.windowKeySet, required: ["id"])
        let view = try self.view(fields, superview: nil, defaultID: "", defaultClass: "window")
        var window = Scene.Window(view: view)
        if let level = fields["level"] { window.level = try self.level(level) }
        if let key = fields["key"] { window.isKey = try reader.bool(key, "key") }
        if let insets = fields["safeAreaInsets"] { window.safeAreaInsets = try reader.insets(insets, "safeAreaInsets") }
        if let root = fields["rootViewController"] {
            window.rootViewController = try reader.string(root, "rootViewController")
            references[ReferenceKey(owner: view.id, key: "rootViewController")] = reader.location(of: root)
        }
        try count(node)
        windows.append(window)
        try children(of: fields, viewID: view.id)
    }

    /// `normal` (0), `statusBar` (1000), `alert` (2000) or a number.
    func level(_ node: SceneNode) throws(SceneFileError) -> Double {
        let names = ["normal": 0.0, "statusBar": 1000, "alert": 2000]
        if case let .scalar(scalar) = node.content, scalar.kind == .string {
            guard let value = names[scalar.string] else {
                throw reader.error(
                    .invalidValue, node,
                    "unknown window level '\(scalar.string)'"
                        + Suggestion.hint(
                            scalar.string, among: ["normal", "statusBar", "alert"],
                            expected: "normal, statusBar, alert or a number"))
            }
            return value
        }
        return try reader.number(node, "level")
    }

    /// Reads a view and everything nested under it, depth first, with a work stack.
    mutating func viewTree(_ root: SceneNode, superview: Scene.View.ID?, index: Int, isFlat: Bool)
        throws(SceneFileError)
    {
        var stack: [PendingView] = []
        // The root is read without going through the stack (a flat list's views have no subviews).
        var next: PendingView? = PendingView(node: root, superview: superview, index: index)
        while let pending = next ?? stack.popLast() {
            next = nil
            let (node, parent, position) = (pending.node, pending.superview, pending.index)
            do {
                let allowed = isFlat && parent == nil ? Self.flatViewKeySet : Self.viewKeySet
                let fields = try reader.mapping(
                    node, Self.name(of: node, "view"), allowed: allowed,
                    required: parent == nil ? Self.superviewKey : [])
                var superviewID = parent
                let superviewNode = parent == nil ? fields[position: Self.superviewPosition] : nil
                if let superviewNode {
                    var value = lendReader(to: superviewNode)
                    defer { takeBack(&value) }
                    superviewID = try Self.readSuperview(from: &value)
                }
                let view = try self.view(
                    fields, superview: superviewID, defaultID: "\(superviewID ?? "view").\(position)",
                    defaultClass: "view")
                let viewID = view.id
                try count(node)
                views.append(consume view)
                superviewMarks.append(superviewNode.map(Self.mark) ?? 0)
                let subviews =
                    try fields[position: ViewKey.subviews.rawValue].map { node throws(SceneFileError) in
                        try reader.sequence(node, "subviews")
                    }
                    ?? []
                for (offset, subview) in subviews.enumerated().reversed() {
                    stack.append(PendingView(node: subview, superview: viewID, index: offset))
                }
                try attachRecognizers(fields, to: viewID)
            } catch  where error.code != .tooManyViews {
                reader.record(error)
            }
        }
    }

    /// A view waiting in ``viewTree(_:superview:index:isFlat:)``'s stack: its node, superview and index there.
    struct PendingView {
        let node: SceneNode
        let superview: Scene.View.ID?
        let index: Int
    }

    mutating func children(of fields: NodeReader.Fields, viewID: Scene.View.ID) throws(SceneFileError) {
        try attachRecognizers(fields, to: viewID)
        guard let subviews = fields[position: ViewKey.subviews.rawValue] else { return }
        for (offset, subview) in try reader.sequence(subviews, "subviews").enumerated() {
            try viewTree(subview, superview: viewID, index: offset, isFlat: false)
        }
    }

    mutating func attachRecognizers(_ fields: NodeReader.Fields, to viewID: Scene.View.ID) throws(SceneFileError) {
        guard let list = fields[position: ViewKey.recognizers.rawValue] else { return }
        for (offset, node) in try reader.sequence(list, "recognizers").enumerated() {
            try attempt { (reading: inout SceneReading) throws(SceneFileError) in
                reading.recognizers.append(try reading.recognizer(node, view: viewID, index: offset))
            }
        }
    }

    /// `view 'AView'` when the mapping has an id, `a view` otherwise.
    static func name(of node: SceneNode, _ kind: String) -> String {
        if let id = node["id"]?.scalar?.string { return "\(kind) '\(id)'" }
        return "a \(kind)"
    }

    mutating func count(_ node: SceneNode) throws(SceneFileError) {
        viewCount += 1
        guard viewCount <= limits.maximumViews else {
            throw reader.error(.tooManyViews, node, "the scene has more than \(limits.maximumViews) views")
        }
    }
}

/// Names one reference in a file: the element that makes it, the key it is written under, and for a list of
/// ids, the id.
struct ReferenceKey: Hashable {
    var owner: String
    var key: String
    var target: String = ""
}
