import Foundation

extension NodeReader {
    /// `[x, y]` or `{x: …, y: …}`.
    mutating func point(_ node: SceneNode, _ what: String) throws(SceneFileError) -> CGPoint {
        if case .sequence = node.content {
            let values = try numbers(node, what, count: 2, shape: "[x, y] or {x: …, y: …}")
            return CGPoint(x: values[0], y: values[1])
        }
        try expectListOrMapping(node, what, "[x, y] or {x: …, y: …}")
        let fields = try mapping(node, what, allowed: ["x", "y"], required: ["x", "y"])
        return CGPoint(x: try number(fields["x"] ?? node, "x"), y: try number(fields["y"] ?? node, "y"))
    }

    /// `[x, y, width, height]` or `{x, y, width, height}`; width and height must not be negative.
    mutating func rect(_ node: SceneNode, _ what: String) throws(SceneFileError) -> CGRect {
        let values: [Double]
        if case let .sequence(items) = node.content {
            // The usual form, read without a list of values: every view of a large scene has one.
            guard items.count == 4 else {
                throw error(
                    .wrongType, node,
                    "\(what) must be [x, y, width, height] or {x: …, y: …, width: …, height: …}, found a list of \(items.count)"
                )
            }
            let (x, y) = (try number(items[0], "\(what) component"), try number(items[1], "\(what) component"))
            let (width, height) = (try number(items[2], "\(what) component"), try number(items[3], "\(what) component"))
            guard width >= 0, height >= 0 else {
                throw error(.invalidValue, node, "\(what) must not have a negative width or height")
            }
            return CGRect(x: x, y: y, width: width, height: height)
        } else {
            let keys = ["x", "y", "width", "height"]
            try expectListOrMapping(node, what, "[x, y, width, height] or {x: …, y: …, width: …, height: …}")
            let fields = try mapping(node, what, allowed: keys, required: keys)
            var read: [Double] = []
            for key in keys { read.append(try number(fields[key] ?? node, key)) }
            values = read
        }
        guard values[2] >= 0, values[3] >= 0 else {
            throw error(.invalidValue, node, "\(what) must not have a negative width or height")
        }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A number (the same on every side), `[top, left, bottom, right]` or `{top, left, bottom, right}`.
    mutating func insets(_ node: SceneNode, _ what: String) throws(SceneFileError) -> Scene.Insets {
        switch node.content {
        case .scalar: return Scene.Insets(all: try number(node, what))
        case .sequence:
            let values = try numbers(node, what, count: 4, shape: "[top, left, bottom, right]")
            return Scene.Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        default:
            let fields = try mapping(node, what, allowed: ["top", "left", "bottom", "right"])
            func side(_ key: String) throws(SceneFileError) -> Double {
                guard let value = fields[key] else { return 0 }
                return try number(value, key)
            }
            return Scene.Insets(
                top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
        }
    }

    /// `[a, b, c, d, tx, ty]` or `{scale, rotate, translate}` (scale first, then rotate, then translate).
    mutating func transform(_ node: SceneNode, _ what: String) throws(SceneFileError) -> Scene.Transform {
        if case .sequence = node.content {
            let values = try numbers(node, what, count: 6, shape: "[a, b, c, d, tx, ty]")
            return Scene.Transform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
        }
        try expectListOrMapping(node, what, "[a, b, c, d, tx, ty] or {scale: …, rotate: …, translate: …}")
        let fields = try mapping(node, what, allowed: ["scale", "rotate", "translate"])
        var scale = (x: 1.0, y: 1.0)
        if let value = fields["scale"] {
            if case .sequence = value.content {
                let pair = try numbers(value, "scale", count: 2, shape: "[sx, sy]")
                scale = (pair[0], pair[1])
            } else {
                let factor = try number(value, "scale")
                scale = (factor, factor)
            }
        }
        let degrees = try fields["rotate"].map { node throws(SceneFileError) in try number(node, "rotate") } ?? 0
        let translation =
            try fields["translate"].map { node throws(SceneFileError) in try point(node, "translate") } ?? .zero
        return Scene.Transform(
            scaleX: scale.x, scaleY: scale.y, rotationDegrees: degrees, tx: translation.x, ty: translation.y)
    }

    /// A UIKit colour name, `#RRGGBB`, `#RRGGBBAA`, or `[red, green, blue]` / `[red, green, blue, alpha]` in 0…1.
    mutating func color(_ node: SceneNode, _ what: String) throws(SceneFileError) -> Scene.Color {
        if case let .sequence(sequence) = node.content {
            guard sequence.count == 3 || sequence.count == 4 else {
                throw error(
                    .wrongType, node,
                    "\(what) must be [red, green, blue] or [red, green, blue, alpha], found a list of \(sequence.count)"
                )
            }
            var values: [Double] = []
            for item in sequence { values.append(try number(item, "a colour component", in: 0...1)) }
            return .rgba(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
        }
        let text = try string(node, what)
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6 || digits.count == 8, let packed = UInt64(digits, radix: 16) else {
                throw error(.invalidValue, node, "\(what) '\(text)' must be #RRGGBB or #RRGGBBAA")
            }
            let full = digits.count == 6 ? packed << 8 | 0xFF : packed
            func component(_ shift: UInt64) -> Double { Double((full >> shift) & 0xFF) / 255 }
            return .rgba(red: component(24), green: component(16), blue: component(8), alpha: component(0))
        }
        guard Scene.Color.names.contains(text) else {
            throw error(
                .invalidValue, node,
                "unknown colour '\(text)'"
                    + Suggestion.hint(
                        text, among: Scene.Color.names,
                        expected:
                            "one of: \(Scene.Color.names.joined(separator: ", ")), #RRGGBB or [red, green, blue, alpha]"
                    )
            )
        }
        return .named(text)
    }

    /// Throws "`what` must be `forms`, found …" unless the node is a list or a mapping.
    func expectListOrMapping(_ node: SceneNode, _ what: String, _ forms: String) throws(SceneFileError) {
        switch node.content {
        case .sequence, .mapping: return
        case .scalar: throw error(.wrongType, node, "\(what) must be \(forms), found \(Self.describe(node))")
        }
    }

    /// A list of exactly `count` finite numbers.
    func numbers(_ node: SceneNode, _ what: String, count: Int, shape: String) throws(SceneFileError) -> [Double] {
        let items = try sequence(node, what)
        guard items.count == count else {
            throw error(.wrongType, node, "\(what) must be \(shape), found a list of \(items.count)")
        }
        var values: [Double] = []
        for item in items { values.append(try number(item, "\(what) component")) }
        return values
    }
}
