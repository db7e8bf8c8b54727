import Foundation

extension SceneReading {
    /// The keys only a `scrollView` (or a registered class) takes.
    static let scrollKeys = ViewKey.allCases.filter(\.isScrollKey).map(\.name)

    /// Reads a view's scroll-view keys; nil when it has none. A built-in class other than `scrollView` taking one
    /// is an error at the key.
    mutating func scroll(
        _ fields: NodeReader.Fields, className: String, id: Scene.View.ID, what: String
    ) throws(SceneFileError) -> Scene.Scroll? {
        var scroll: Scene.Scroll?
        for field in fields.pairs where ViewKey(position: field.position)?.isScrollKey == true {
            let (key, node) = (field.key, field.value)
            if Self.builtInClasses.contains(className), className != "scrollView" {
                reader.recordField(
                    reader.error(
                        .invalidValue, node,
                        "'\(key)' does not apply to class '\(className)' (\(what)); it applies to: scrollView"))
                continue
            }
            var settings = scroll ?? Scene.Scroll()
            do {
                try readScrollKey(key, node, into: &settings, id: id)
            } catch {
                // The key keeps its default; the other keys are still read, so every error shows in one run.
                reader.recordField(error)
            }
            scroll = settings
        }
        if let scroll, let minimum = scroll.minimumZoomScale, let maximum = scroll.maximumZoomScale,
            minimum > maximum, let node = fields["maximumZoomScale"]
        {
            throw reader.error(
                .invalidValue, node,
                "maximumZoomScale (\(NodeReader.format(maximum))) of \(what) is below its minimumZoomScale "
                    + "(\(NodeReader.format(minimum)))")
        }
        return scroll
    }

    private mutating func readScrollKey(
        _ key: String, _ node: SceneNode, into scroll: inout Scene.Scroll, id: Scene.View.ID
    ) throws(SceneFileError) {
        switch key {
        case "contentSize": scroll.contentSize = try size(node, key)
        case "contentInset":
            scroll.contentInset = try reader.insets(node, key)
        case "contentOffset": scroll.contentOffset = try reader.point(node, key)
        case "pagingEnabled": scroll.isPagingEnabled = try reader.bool(node, key)
        case "bounces": scroll.bounces = try reader.bool(node, key)
        case "alwaysBounceVertical": scroll.alwaysBounceVertical = try reader.bool(node, key)
        case "alwaysBounceHorizontal": scroll.alwaysBounceHorizontal = try reader.bool(node, key)
        case "directionalLockEnabled": scroll.isDirectionalLockEnabled = try reader.bool(node, key)
        case "scrollEnabled": scroll.isScrollEnabled = try reader.bool(node, key)
        case "decelerationRate": scroll.decelerationRate = try decelerationRate(node)
        case "delaysContentTouches": scroll.delaysContentTouches = try reader.bool(node, key)
        case "canCancelContentTouches": scroll.canCancelContentTouches = try reader.bool(node, key)
        case "touchesShouldCancel": scroll.touchesShouldCancel = try reader.bool(node, key)
        case "minimumZoomScale": scroll.minimumZoomScale = try zoomScale(node, key)
        case "maximumZoomScale": scroll.maximumZoomScale = try zoomScale(node, key)
        case "zoomView":
            scroll.zoomView = try reader.string(node, key)
            references[ReferenceKey(owner: id, key: key)] = reader.location(of: node)
        default: scroll.loggedCalls = try delegateCalls(node)
        }
    }

    /// `[width, height]` or `{width, height}`, neither negative.
    private mutating func size(_ node: SceneNode, _ what: String) throws(SceneFileError) -> CGSize {
        let shape = "[width, height] or {width: …, height: …}"
        let values: [Double]
        if case .sequence = node.content {
            values = try reader.numbers(node, what, count: 2, shape: shape)
        } else {
            try reader.expectListOrMapping(node, what, shape)
            let fields = try reader.mapping(node, what, allowed: ["width", "height"], required: ["width", "height"])
            values = [
                try reader.number(fields["width"] ?? node, "width"),
                try reader.number(fields["height"] ?? node, "height"),
            ]
        }
        guard values[0] >= 0, values[1] >= 0 else {
            throw reader.error(.invalidValue, node, "\(what) must not have a negative width or height")
        }
        return CGSize(width: values[0], height: values[1])
    }

    /// `normal` (0.998), `fast` (0.99) or a number between 0 and 1: the fraction of the speed kept every millisecond.
    private func decelerationRate(_ node: SceneNode) throws(SceneFileError) -> Double {
        if case let .scalar(scalar) = node.content, scalar.kind == .string {
            switch scalar.string {
            case "normal": return 0.998
            case "fast": return 0.99
            case let other:
                throw reader.error(
                    .invalidValue, node,
                    "unknown decelerationRate '\(other)'"
                        + Suggestion.hint(
                            other, among: ["normal", "fast"], expected: "normal, fast or a number between 0 and 1"))
            }
        }
        let value = try reader.number(node, "decelerationRate")
        guard value > 0, value < 1 else {
            throw reader.error(
                .invalidValue, node,
                "decelerationRate must be between 0 and 1 (the speed kept every millisecond), found "
                    + NodeReader.format(value))
        }
        return value
    }

    /// A zoom scale: a number above 0.
    private func zoomScale(_ node: SceneNode, _ what: String) throws(SceneFileError) -> Double {
        let value = try reader.number(node, what)
        guard value > 0 else {
            throw reader.error(.invalidValue, node, "\(what) must be above 0, found \(NodeReader.format(value))")
        }
        return value
    }

    /// `log` (every call), `none`, or a list of calls (`willBeginDragging`, `didScroll`, …).
    private func delegateCalls(_ node: SceneNode) throws(SceneFileError) -> Set<Scene.DelegateCall> {
        let names = Scene.DelegateCall.allCases.map(\.rawValue)
        if case let .scalar(scalar) = node.content, scalar.kind == .string {
            switch scalar.string {
            case "log": return Set(Scene.DelegateCall.allCases)
            case "none": return []
            case let other:
                throw reader.error(
                    .invalidValue, node,
                    "unknown delegate '\(other)'"
                        + Suggestion.hint(
                            other, among: ["log", "none"] + names,
                            expected: "log, none or a list of calls: " + names.joined(separator: ", ")))
            }
        }
        var calls: Set<Scene.DelegateCall> = []
        for item in try reader.sequence(node, "delegate (log, none or a list of calls)") {
            let text = try reader.string(item, "a delegate call")
            guard let call = Scene.DelegateCall(rawValue: text) else {
                throw reader.error(
                    .invalidValue, item, "unknown delegate call '\(text)'" + Suggestion.hint(text, among: names))
            }
            calls.insert(call)
        }
        return calls
    }
}
