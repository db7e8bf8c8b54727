import Foundation

extension ScriptReading {
    /// The keys of the pointer steps' mappings.
    static let pointerStepKeys: [String: [String]] = [
        "hover": ["from", "to", "duration", "samples"],
        "wheel": ["at", "delta"],
        "trackpad": ["at", "delta", "duration", "samples"],
        "stroke": ["from", "to", "duration", "rate", "frameRate", "force", "tilt", "pointer", "forceUpdate"],
    ]

    /// Reads `hover`, `wheel`, `trackpad` and `stroke` steps (BehaviourContract §12).
    mutating func pointerAction(_ name: String, _ value: SceneNode, _ outer: NodeReader.Fields) throws(SceneFileError)
        -> Script.Action
    {
        switch name {
        case "hover": return try hover(value, outer)
        case "wheel":
            let fields = try reader.mapping(
                value, "a wheel step", allowed: ["at", "delta"], required: ["at", "delta"])
            return .wheel(
                at: try reader.point(fields["at"] ?? value, "at"), delta: try delta(fields["delta"] ?? value))
        case "trackpad":
            let fields = try reader.mapping(
                value, "a trackpad scroll", allowed: Self.pointerStepKeys["trackpad"] ?? [], required: ["at", "delta"])
            return .trackpad(
                at: try reader.point(fields["at"] ?? value, "at"), delta: try delta(fields["delta"] ?? value),
                duration: try optionalNumber(fields["duration"], "duration", 0.3, 0...3600),
                samples: try optionalInteger(fields["samples"], "samples", 5, 1...10_000))
        default: return .stroke(try stroke(value, outer))
        }
    }

    /// `hover: [x, y]`, `hover: {from, to, duration: 0.5, samples: 10}` or `hover: exit`, with `pointer`
    /// (`pointer`, the default, or `pencil`).
    mutating func hover(_ value: SceneNode, _ outer: NodeReader.Fields) throws(SceneFileError) -> Script.Action {
        var pointer = Script.PointerType.pointer
        if let node = outer["pointer"] {
            pointer = try reader.name(node, "pointer type")
            guard pointer != .finger else {
                throw reader.error(.invalidValue, node, "a finger cannot hover: pointer is 'pointer' or 'pencil'")
            }
        }
        switch value.content {
        case .scalar(let scalar) where scalar.string == "exit":
            return .hoverExit(pointer: pointer)
        case .scalar:
            throw reader.error(
                .wrongType, value,
                "hover must be a point [x, y], a path {from, to, duration, samples} or 'exit', found "
                    + NodeReader.describe(value))
        case .sequence:
            let point = try reader.point(value, "hover")
            return .hover(from: point, to: point, duration: 0, samples: 0, pointer: pointer)
        case .mapping:
            let fields = try reader.mapping(
                value, "a hover path", allowed: Self.pointerStepKeys["hover"] ?? [], required: ["from", "to"])
            return .hover(
                from: try reader.point(fields["from"] ?? value, "from"),
                to: try reader.point(fields["to"] ?? value, "to"),
                duration: try optionalNumber(fields["duration"], "duration", 0.5, 0...3600),
                samples: try optionalInteger(fields["samples"], "samples", 10, 1...10_000), pointer: pointer)
        }
    }

    /// `stroke: {from, to, duration: 0.5, rate: 240, frameRate: 60, force: [from, to] or f, tilt: [altitude,
    /// azimuth], pointer: pencil, forceUpdate: seconds}` with the outer `finger`.
    mutating func stroke(_ value: SceneNode, _ outer: NodeReader.Fields) throws(SceneFileError) -> Script.Stroke {
        let fields = try reader.mapping(
            value, "a stroke", allowed: Self.pointerStepKeys["stroke"] ?? [], required: ["from", "to"])
        var stroke = Script.Stroke(
            from: try reader.point(fields["from"] ?? value, "from"), to: try reader.point(fields["to"] ?? value, "to"))
        stroke.duration = try optionalNumber(fields["duration"], "duration", 0.5, 0...3600)
        stroke.rate = try optionalNumber(fields["rate"], "rate", 240, 1...10_000)
        stroke.frameRate = try optionalNumber(fields["frameRate"], "frameRate", 60, 1...1_000)
        guard stroke.duration * stroke.rate <= 1_000_000 else {
            throw reader.error(
                .invalidValue, value, "a stroke may have at most 1,000,000 samples (duration × rate)")
        }
        if let node = fields["force"] {
            if case .sequence = node.content {
                let ends = try reader.numbers(node, "force", count: 2, shape: "[from, to] or one number, each 0…1")
                guard ends.allSatisfy({ (0...1).contains($0) }) else {
                    throw reader.error(.invalidValue, node, "force is 0…1 of the device's maximum, found \(ends)")
                }
                stroke.force = Script.ForceRamp(from: ends[0], to: ends[1])
            } else {
                let force = try reader.number(node, "force", in: 0...1)
                stroke.force = Script.ForceRamp(from: force, to: force)
            }
        }
        if let node = fields["tilt"] { stroke.tilt = try tilt(node) }
        if let node = fields["pointer"] { stroke.pointer = try reader.name(node, "pointer type") }
        if let node = fields["forceUpdate"] {
            stroke.forceUpdateDelay = try reader.number(node, "forceUpdate", in: 0...10)
            guard stroke.force != nil else {
                throw reader.error(.invalidValue, node, "forceUpdate needs a force to update")
            }
        }
        stroke.finger = try finger(outer)
        return stroke
    }

    /// `[dx, dy]`: a scroll's translation.
    mutating func delta(_ node: SceneNode) throws(SceneFileError) -> CGPoint {
        let values = try reader.numbers(node, "delta", count: 2, shape: "[dx, dy] in points")
        guard values.allSatisfy({ abs($0) <= 1e6 }) else {
            throw reader.error(.invalidValue, node, "delta components must be within ±1,000,000 points")
        }
        return CGPoint(x: values[0], y: values[1])
    }

    /// `[altitude, azimuth]` in degrees.
    func tilt(_ node: SceneNode) throws(SceneFileError) -> Script.Tilt {
        let angles = try reader.numbers(node, "tilt", count: 2, shape: "[altitude, azimuth] in degrees")
        guard (0...90).contains(angles[0]), (0...360).contains(angles[1]) else {
            throw reader.error(
                .invalidValue, node, "tilt is [altitude 0…90, azimuth 0…360] in degrees, found \(angles)")
        }
        return Script.Tilt(altitude: angles[0], azimuth: angles[1])
    }

    func optionalNumber(_ node: SceneNode?, _ what: String, _ fallback: Double, _ range: ClosedRange<Double>)
        throws(SceneFileError) -> Double
    {
        guard let node else { return fallback }
        return try reader.number(node, what, in: range)
    }

    func optionalInteger(_ node: SceneNode?, _ what: String, _ fallback: Int, _ range: ClosedRange<Int>)
        throws(SceneFileError) -> Int
    {
        guard let node else { return fallback }
        return try reader.integer(node, what, in: range)
    }

    /// `pencilTap: true`, `pencilTap: [x, y]` or `pencilTap: {at, z}`; `squeeze: began|changed|ended|cancelled`
    /// or `squeeze: {duration: 0.3, at, z}` (BehaviourContract §12).
    mutating func pencil(_ name: String, _ value: SceneNode) throws(SceneFileError) -> Script.Pencil {
        let gesture: Script.Pencil.Gesture = name == "pencilTap" ? .tap : .squeeze
        switch value.content {
        case .scalar(let scalar) where gesture == .squeeze && scalar.string != "true":
            return Script.Pencil(gesture: .squeeze, phase: try reader.name(value, "squeeze phase"))
        case .scalar:
            guard try reader.bool(value, name) else {
                throw reader.error(.invalidValue, value, "\(name) must be true, a point [x, y] or a mapping")
            }
            return Script.Pencil(gesture: gesture)
        case .sequence:
            return Script.Pencil(gesture: gesture, point: try reader.point(value, name))
        case .mapping:
            let allowed = gesture == .tap ? ["at", "z"] : ["at", "z", "duration"]
            let fields = try reader.mapping(value, gesture == .tap ? "a pencil tap" : "a squeeze", allowed: allowed)
            return Script.Pencil(
                gesture: gesture, duration: try optionalNumber(fields["duration"], "duration", 0.3, 0...3600),
                point: try fields["at"].map { node throws(SceneFileError) in try reader.point(node, "at") },
                z: try optionalNumber(fields["z"], "z", 0.5, 0...1))
        }
    }
}
