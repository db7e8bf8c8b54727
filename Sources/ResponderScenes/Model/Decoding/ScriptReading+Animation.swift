import Foundation

extension ScriptReading {
    /// The keys of an `animate` step's mapping.
    static let animationKeys = [
        "view", "frame", "center", "alpha", "transform", "backgroundColor", "duration", "delay", "curve", "options",
        "spring",
    ]

    /// `animate: {view, frame | center | alpha | transform | backgroundColor…, duration, delay, curve, options,
    /// spring: {damping, velocity}}`: at least one property to animate.
    mutating func animation(_ node: SceneNode) throws(SceneFileError) -> Script.Animation {
        let fields = try reader.mapping(node, "animate", allowed: Self.animationKeys, required: ["view", "duration"])
        var animation = Script.Animation(
            view: try reader.string(fields["view"] ?? node, "view"),
            duration: try reader.number(fields["duration"] ?? node, "duration", in: 0...3600))
        if let value = fields["frame"] { animation.frame = try reader.rect(value, "frame") }
        if let value = fields["center"] { animation.center = try reader.point(value, "center") }
        if let value = fields["alpha"] { animation.alpha = try reader.number(value, "alpha", in: 0...1) }
        if let value = fields["transform"] { animation.transform = try reader.transform(value, "transform") }
        if let value = fields["backgroundColor"] {
            animation.backgroundColor = try reader.color(value, "backgroundColor")
        }
        guard
            animation.frame != nil || animation.center != nil || animation.alpha != nil
                || animation.transform != nil || animation.backgroundColor != nil
        else {
            throw reader.error(
                .missingKey, node,
                "animate needs a property to animate: frame, center, alpha, transform or backgroundColor")
        }
        if let value = fields["delay"] { animation.delay = try reader.number(value, "delay", in: 0...3600) }
        if let value = fields["curve"] { animation.curve = try reader.name(value, "curve") }
        if let value = fields["options"] {
            for item in reader.list(value) { animation.options.insert(try reader.name(item, "animation option")) }
        }
        if let value = fields["spring"] {
            let spring = try reader.mapping(value, "spring", allowed: ["damping", "velocity"], required: ["damping"])
            animation.spring = Script.Animation.Spring(
                damping: try reader.number(spring["damping"] ?? value, "damping", in: 0...1),
                velocity: try spring["velocity"].map { node throws(SceneFileError) in
                    try reader.number(node, "velocity", in: -1000...1000)
                } ?? 0)
        }
        return animation
    }
}
