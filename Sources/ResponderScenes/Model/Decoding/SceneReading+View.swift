import Foundation

extension SceneReading {
    /// Every key a view takes: the common ones, then a scroll view's (``scrollKeys``).
    static let viewKeys = ViewKey.allCases.map(\.name)

    static let commonViewKeys = ViewKey.allCases.filter { !$0.isScrollKey }.map(\.name)

    /// A view's keys, in the order of ``viewKeys`` (a view mapping's ``NodeReader/KeySet`` gives each field its
    /// position, which is its key's raw value): the common keys, then a scroll view's. Reading a view switches on
    /// these, not on the key's text.
    enum ViewKey: Int, CaseIterable {
        case id, `class`, frame, bounds, center, transform, hidden, alpha, userInteractionEnabled
        case multipleTouchEnabled, exclusiveTouch, clipsToBounds, tag, backgroundColor, title, text, image
        case enabled, selected, on, value, minimumValue, maximumValue, pointInside, hitTest, handles
        case draggable, canBecomeFirstResponder, traceName, recognizers, subviews
        // Auto Layout's (``SceneReading/constraints(_:of:)``).
        case constraints, translatesAutoresizingMaskIntoConstraints, layoutMargins
        // A scroll view's (``scrollKeys``).
        case contentSize, contentInset, contentOffset, pagingEnabled, bounces, alwaysBounceVertical
        case alwaysBounceHorizontal, directionalLockEnabled, scrollEnabled, decelerationRate
        case delaysContentTouches, canCancelContentTouches, touchesShouldCancel, minimumZoomScale
        case maximumZoomScale, zoomView, delegate

        /// The key as a file writes it.
        var name: String { Self.names[rawValue] }

        /// Each key as a file writes it, by raw value: written out, because `String(describing:)` reflects on
        /// the type at run time, which made the first scene a process loads spend millions of instructions on
        /// the key names alone (a test compares the two).
        static let names = [
            "id", "class", "frame", "bounds", "center", "transform", "hidden", "alpha", "userInteractionEnabled",
            "multipleTouchEnabled", "exclusiveTouch", "clipsToBounds", "tag", "backgroundColor", "title", "text",
            "image", "enabled", "selected", "on", "value", "minimumValue", "maximumValue", "pointInside", "hitTest",
            "handles", "draggable", "canBecomeFirstResponder", "traceName", "recognizers", "subviews", "constraints",
            "translatesAutoresizingMaskIntoConstraints", "layoutMargins", "contentSize",
            "contentInset", "contentOffset", "pagingEnabled", "bounces", "alwaysBounceVertical",
            "alwaysBounceHorizontal", "directionalLockEnabled", "scrollEnabled", "decelerationRate",
            "delaysContentTouches", "canCancelContentTouches", "touchesShouldCancel", "minimumZoomScale",
            "maximumZoomScale", "zoomView", "delegate",
        ]

        /// Whether the key is one of ``scrollKeys``.
        var isScrollKey: Bool { rawValue >= ViewKey.contentSize.rawValue }

        /// Whether the key is one of ``contentClasses``'.
        var isContentKey: Bool {
            switch self {
            case .title, .text, .image, .on, .value, .minimumValue, .maximumValue, .enabled, .selected: true
            default: false
            }
        }

        /// The key of a field of a view mapping read with one of the view key sets (whose first keys are these).
        init?(position: Int) { self.init(rawValue: position) }
    }

    /// The allowed keys of a view in `subviews`, of one in the flat `views` list (`superview` too) and of a window.
    static let viewKeySet = NodeReader.KeySet(viewKeys)
    static let flatViewKeySet = NodeReader.KeySet(flatViewKeys)
    static let windowKeySet = NodeReader.KeySet(viewKeys + windowKeys)
    /// The position of `superview` in ``flatViewKeySet``.
    static let superviewPosition = viewKeys.count

    /// The built-in classes that have each content key; a user-registered class may have any of them.
    static let contentClasses: [String: [String]] = [
        "title": ["button"], "text": ["label"], "image": ["imageView"], "on": ["switch"],
        "value": ["slider"], "minimumValue": ["slider"], "maximumValue": ["slider"],
        "enabled": ["button", "switch", "slider"], "selected": ["button", "switch", "slider"],
    ]

    static let builtInClasses = ["view", "imageView", "label", "button", "switch", "slider", "scrollView", "window"]

    /// Reads a view's own keys (not its subviews or recognizers).
    mutating func view(
        _ fields: NodeReader.Fields, superview: Scene.View.ID?, defaultID: @autoclosure () -> String,
        defaultClass: String
    ) throws(SceneFileError) -> Scene.View {
        let idNode = fields[position: ViewKey.id.rawValue]
        let classNode = fields[position: ViewKey.class.rawValue]
        var view = Scene.View(
            id: "", className: defaultClass, superview: superview, location: reader.location(of: fields.node))
        if let idNode { _ = try readNodeValue(.id, idNode, into: &view) } else { view.id = defaultID() }
        if let classNode { _ = try readNodeValue(.class, classNode, into: &view) }
        let (id, className) = (view.id, view.className)
        var what: String { "view '\(id)'" }
        checkClass(className, classNode, of: what)
        var hasScrollKey = false
        for pair in fields.pairs {
            guard let field = ViewKey(position: pair.position) else { continue }
            if field.isScrollKey { hasScrollKey = true }
            if field.isContentKey, let classes = Self.contentClasses[pair.key], Self.builtInClasses.contains(className),
                !classes.contains(className)
            {
                reader.recordField(
                    reader.error(
                        .invalidValue, pair.value,
                        "'\(pair.key)' does not apply to class '\(className)' (\(what)); it applies to: \(classes.joined(separator: ", "))"
                    ))
            }
        }
        // Each field is read on its own: an error in one is recorded and the view keeps that field's default, so
        // a file's every wrong value is reported in one run.
        for pair in fields.pairs {
            do {
                try readViewField(pair, into: &view, id: id, what: what)
            } catch {
                reader.recordField(error)
            }
        }
        if hasScrollKey { view.scroll = try scroll(fields, className: className, id: id, what: what) }
        return view
    }

    /// Reads the value of `key` from the view's keys of plain values, whatever the syntax it is written in, into
    /// `view`: the one reading of those keys, for the node tree (a ``NodeValue``) and for the fast readers of the
    /// flat `views` list (their cursors). False when `key` is not one of them (``readViewField(_:into:id:what:)``
    /// reads those from nodes) or the source does not take the value's form (a fast reader then reads the view
    /// as nodes). Generic, so each source gets its own specialized copy.
    static func readViewValue<Source: ViewValueSource>(
        _ key: ViewKey, from source: inout Source, into view: inout Scene.View
    ) throws(Source.Failure) -> Bool {
        switch key {
        case .id: return try set(source.string("id"), to: &view.id)
        case .class: return try set(source.string("class"), to: &view.className)
        case .frame: return try set(source.rect("frame"), toOptional: &view.frame)
        case .bounds: return try set(source.rect("bounds"), toOptional: &view.bounds)
        case .center: return try set(source.point("center"), toOptional: &view.center)
        case .hidden: return try set(source.bool("hidden"), to: &view.isHidden)
        case .alpha: return try set(source.number("alpha", in: 0...1), to: &view.alpha)
        case .userInteractionEnabled:
            return try set(source.bool("userInteractionEnabled"), toOptional: &view.isUserInteractionEnabled)
        case .multipleTouchEnabled:
            return try set(source.bool("multipleTouchEnabled"), to: &view.isMultipleTouchEnabled)
        case .exclusiveTouch: return try set(source.bool("exclusiveTouch"), to: &view.isExclusiveTouch)
        case .clipsToBounds: return try set(source.bool("clipsToBounds"), toOptional: &view.clipsToBounds)
        case .tag: return try set(source.integer("tag", in: Int(Int32.min)...Int(Int32.max)), to: &view.tag)
        case .title: return try set(source.string("title"), toOptional: &view.title)
        case .text: return try set(source.string("text"), toOptional: &view.text)
        case .image: return try set(source.string("image"), toOptional: &view.image)
        case .enabled: return try set(source.bool("enabled"), toOptional: &view.isEnabled)
        case .selected: return try set(source.bool("selected"), toOptional: &view.isSelected)
        case .on: return try set(source.bool("on"), toOptional: &view.isOn)
        case .value: return try set(source.number("value", in: nil), toOptional: &view.value)
        case .minimumValue: return try set(source.number("minimumValue", in: nil), toOptional: &view.minimumValue)
        case .maximumValue: return try set(source.number("maximumValue", in: nil), toOptional: &view.maximumValue)
        case .draggable: return try set(source.bool("draggable"), to: &view.isDraggable)
        case .canBecomeFirstResponder:
            return try set(source.bool("canBecomeFirstResponder"), to: &view.canBecomeFirstResponder)
        case .traceName: return try set(source.string("traceName"), toOptional: &view.traceName)
        default: return false
        }
    }

    /// Sets `field` to `value`; false (the field unchanged) when the source gave none.
    private static func set<Value>(_ value: Value?, to field: inout Value) -> Bool {
        guard let value else { return false }
        field = value
        return true
    }

    /// Sets an optional `field` to `value`; false when the source gave none (the view is then read again as nodes,
    /// and this one dropped).
    private static func set<Value>(_ value: Value?, toOptional field: inout Value?) -> Bool {
        field = value
        return value != nil
    }

    /// Reads the id a view of the flat `views` list names as its superview from `source`: the one reading of
    /// `superview`, the key only the flat list's views have (so not a ``ViewKey``). Nil when the source does not
    /// take the value's form (a fast reader then reads the view as nodes).
    static func readSuperview<Source: ViewValueSource>(from source: inout Source) throws(Source.Failure)
        -> Scene.View.ID?
    {
        try source.superview("superview")
    }

    /// `node` as a ``NodeValue``, with the reader lent to it: moved, not copied (an empty reader, whose empty file
    /// name costs nothing, stands in for it until ``takeBack(_:)``).
    mutating func lendReader(to node: SceneNode) -> NodeValue {
        var value = NodeValue(node: node, reader: NodeReader(file: ""))
        swap(&value.reader, &reader)
        return value
    }

    /// Takes back the reader ``lendReader(to:)`` lent to `value`.
    mutating func takeBack(_ value: inout NodeValue) { swap(&value.reader, &reader) }

    /// ``readViewValue(_:from:into:)`` from `node`; false when `key` is not one of the keys of plain values.
    private mutating func readNodeValue(_ key: ViewKey, _ node: SceneNode, into view: inout Scene.View)
        throws(SceneFileError) -> Bool
    {
        var value = lendReader(to: node)
        defer { takeBack(&value) }
        return try Self.readViewValue(key, from: &value, into: &view)
    }

    /// Reads one of a view's own fields into it (its id and class are read first, by
    /// ``view(_:superview:defaultID:defaultClass:)``).
    private mutating func readViewField(
        _ pair: NodeReader.Fields.Field, into view: inout Scene.View, id: Scene.View.ID, what: String
    ) throws(SceneFileError) {
        guard let field = ViewKey(position: pair.position), field != .id, field != .class else { return }
        let node = pair.value
        if try readNodeValue(field, node, into: &view) { return }
        switch field {
        case .transform: view.transform = try reader.transform(node, "transform")
        case .backgroundColor: view.backgroundColor = try reader.color(node, pair.key)
        case .pointInside: view.pointInside = try pointInside(node)
        case .hitTest:
            view.hitTest = try hitTest(node)
            references[ReferenceKey(owner: id, key: "hitTest")] =
                reader.location(of: node["passThroughTo"] ?? node["redirectTo"] ?? node)
        case .handles: view.handling = try handling(node, what)
        case .constraints:
            var layout = view.layout ?? Scene.Layout()
            layout.constraints = try constraints(node, of: id)
            view.layout = layout
        case .translatesAutoresizingMaskIntoConstraints:
            var layout = view.layout ?? Scene.Layout()
            layout.translatesAutoresizingMaskIntoConstraints = try reader.bool(node, pair.key)
            view.layout = layout
        case .layoutMargins:
            var layout = view.layout ?? Scene.Layout()
            layout.layoutMargins = try reader.insets(node, pair.key)
            view.layout = layout
        default: break
        }
    }

    /// `bounds`, `circle`, `{expand: insets}`, `{roundedRect: radius}` or `{path: "M … Z"}`.
    mutating func pointInside(_ node: SceneNode) throws(SceneFileError) -> Scene.PointInside {
        if case .scalar = node.content {
            switch try reader.string(node, "pointInside") {
            case "bounds": return .bounds
            case "circle": return .circle
            case let other:
                throw reader.error(
                    .invalidValue, node,
                    "unknown pointInside '\(other)'"
                        + Suggestion.hint(
                            other, among: ["bounds", "circle"],
                            expected: "bounds, circle, {expand: insets}, {roundedRect: radius} or {path: \"M … Z\"}"))
            }
        }
        let shapes = ["expand", "roundedRect", "path"]
        let fields = try reader.mapping(node, "pointInside", allowed: shapes)
        let given = shapes.filter { fields[$0] != nil }
        guard given.count == 1 else {
            throw reader.error(
                .invalidValue, node,
                given.isEmpty
                    ? "pointInside needs one of expand, roundedRect or path"
                    : "pointInside takes one of expand, roundedRect or path, found \(given.joined(separator: " and "))")
        }
        if let insets = fields["expand"] { return .expanded(try reader.insets(insets, "expand")) }
        if let radius = fields["roundedRect"] {
            return .roundedRect(
                cornerRadius: try reader.number(
                    radius, "roundedRect corner radius", in: 0...SceneDecoder.maximumMagnitude))
        }
        guard let pathNode = fields["path"] else { return .bounds }
        let text = try reader.string(pathNode, "pointInside path")
        do {
            _ = try ScenePathData(text, magnitude: SceneDecoder.maximumMagnitude)
        } catch {
            throw reader.error(
                .invalidValue, pathNode, "pointInside path at character \(error.offset + 1): \(error.message)")
        }
        return .path(text)
    }

    /// The names `hitTest` takes besides its mappings, in the order messages list them.
    static let hitTestNames = ["standard", "subviewsOnly", "childrenOutsideBounds", "insideOnly", "none", "self"]

    /// `standard`, `subviewsOnly`, `childrenOutsideBounds`, `none`, `self`, `{passThroughTo: id}`, `{redirectTo: id}`.
    mutating func hitTest(_ node: SceneNode) throws(SceneFileError) -> Scene.HitTest {
        let names: [String: Scene.HitTest] = [
            "standard": .standard, "subviewsOnly": .subviewsOnly,
            "childrenOutsideBounds": .includesSubviewsOutsideBounds,
            "insideOnly": .insideOnly,
            "none": .none, "self": .receiver,
        ]
        if case .scalar = node.content {
            let name = try reader.string(node, "hitTest")
            guard let value = names[name] else {
                throw reader.error(
                    .invalidValue, node,
                    "unknown hitTest '\(name)'"
                        + Suggestion.hint(
                            name, among: Self.hitTestNames,
                            expected: "one of: \(Self.hitTestNames.joined(separator: ", ")), {passThroughTo: id}, "
                                + "{redirectTo: id}"))
            }
            return value
        }
        let fields = try reader.mapping(node, "hitTest", allowed: ["passThroughTo", "redirectTo"])
        switch (fields["passThroughTo"], fields["redirectTo"]) {
        case let (target?, nil): return .passThrough(to: try reader.string(target, "passThroughTo"))
        case let (nil, target?): return .redirect(to: try reader.string(target, "redirectTo"))
        default: throw reader.error(.invalidValue, node, "hitTest needs exactly one of passThroughTo, redirectTo")
        }
    }

    /// `{touches, presses, motion, remoteControl, callsSuper, log}`.
    mutating func handling(_ node: SceneNode, _ owner: String) throws(SceneFileError) -> Scene.Handling {
        let keys = ["touches", "presses", "motion", "remoteControl", "callsSuper", "log"]
        let fields = try reader.mapping(node, "handles of \(owner)", allowed: keys)
        var handling = Scene.Handling()
        if let node = fields["touches"] {
            handling.touches = try methods(node, "touches", [.began, .moved, .ended, .cancelled])
        }
        if let node = fields["presses"] {
            handling.presses = try methods(node, "presses", [.began, .changed, .ended, .cancelled])
        }
        if let node = fields["motion"] { handling.motion = try methods(node, "motion", [.began, .ended, .cancelled]) }
        if let node = fields["remoteControl"] { handling.remoteControl = try reader.bool(node, "remoteControl") }
        if let node = fields["callsSuper"] { handling.callsSuper = try reader.bool(node, "callsSuper") }
        if let node = fields["log"] { handling.logs = try reader.bool(node, "log") }
        return handling
    }

    /// `all` or a list of method phases out of `allowed`.
    func methods(
        _ node: SceneNode, _ what: String, _ allowed: [Scene.Handling.Method]
    ) throws(SceneFileError) -> Set<Scene.Handling.Method> {
        if case let .scalar(scalar) = node.content, scalar.string == "all" { return Set(allowed) }
        var result: Set<Scene.Handling.Method> = []
        for item in try reader.sequence(node, "\(what) (a list of methods or all)") {
            let text = try reader.string(item, what)
            guard let method = Scene.Handling.Method(rawValue: text), allowed.contains(method) else {
                let names = allowed.map(\.rawValue)
                throw reader.error(
                    .invalidValue, item, "unknown \(what) method '\(text)'" + Suggestion.hint(text, among: names))
            }
            result.insert(method)
        }
        return result
    }
}
