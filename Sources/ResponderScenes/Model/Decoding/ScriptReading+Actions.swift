import Foundation

extension ScriptReading {
    static let generatorKeys: [String: [String]] = [
        "drag": ["from", "to", "duration", "samples", "hold"],
        "fling": ["from", "to", "duration", "speed", "samples"],
        "swipe": ["from", "direction", "distance", "duration", "samples"],
        "pinch": ["center", "from", "to", "angle", "duration", "samples"],
        "rotate": ["center", "radius", "from", "to", "duration", "samples"],
    ]

    /// Reads the value of a step's action key.
    mutating func action(_ name: String, _ value: SceneNode, _ fields: NodeReader.Fields) throws(SceneFileError)
        -> Script.Action
    {
        switch name {
        case "down", "move":
            let phase: Script.Phase = name == "down" ? .down : .move
            let touch = Script.Touch(finger: try finger(fields), phase: phase, point: try reader.point(value, name))
            return .touches([try device(fields, touch)])
        case "up", "cancel":
            let phase: Script.Phase = name == "up" ? .up : .cancel
            let touch = Script.Touch(finger: try finger(fields), phase: phase, point: try optionalPoint(value, name))
            return .touches([try device(fields, touch)])
        case "touches":
            var touches: [Script.Touch] = []
            for item in try reader.sequence(value, "touches") { touches.append(try touch(item)) }
            return .touches(touches)
        case "wait": return .wait(try reader.number(value, "wait", in: 0...1e9))
        case "press":
            let press = try reader.mapping(value, "a press", allowed: ["type", "phase"], required: ["type", "phase"])
            return .press(
                try reader.name(press["type"] ?? value, "press type"),
                try reader.name(press["phase"] ?? value, "press phase"))
        case "shake": return .motion(try reader.name(value, "shake phase"))
        case "remote": return .remote(try reader.name(value, "remote command"))
        case "interrupt":
            guard try reader.bool(value, "interrupt") else {
                throw reader.error(.invalidValue, value, "interrupt must be true")
            }
            return .interrupt
        case "tap", "doubleTap":
            let taps =
                name == "doubleTap"
                ? 2
                : try fields["taps"].map { node throws(SceneFileError) in try reader.integer(node, "taps", in: 1...100)
                } ?? 1
            return .tap(at: try reader.point(value, name), taps: taps, finger: try finger(fields))
        case "longPress":
            let duration =
                try fields["duration"].map { node throws(SceneFileError) in
                    try reader.number(node, "duration", in: 0...3600)
                } ?? 0.8
            return .longPress(at: try reader.point(value, name), duration: duration, finger: try finger(fields))
        case "hover", "wheel", "trackpad", "stroke": return try pointerAction(name, value, fields)
        case "pencilTap", "squeeze": return .pencil(try pencil(name, value))
        case "animate": return .animate(try animation(value))
        case "waitForAnimations":
            guard try reader.bool(value, "waitForAnimations") else {
                throw reader.error(.invalidValue, value, "waitForAnimations must be true")
            }
            return .waitForAnimations
        default: return try generator(name, value, fields)
        }
    }

    /// `{finger, down|move|up|cancel: point}`.
    mutating func touch(_ node: SceneNode) throws(SceneFileError) -> Script.Touch {
        let fields = try reader.mapping(
            node, "a touch", allowed: ["finger", "down", "move", "up", "cancel"] + Self.deviceKeys)
        let phases = fields.pairs.compactMap { Script.Phase(rawValue: $0.key) }
        guard phases.count == 1, let phase = phases.first, let value = fields[phase.rawValue] else {
            throw reader.error(.invalidValue, node, "a touch needs exactly one of: down, move, up, cancel")
        }
        let point =
            phase == .down || phase == .move
            ? try reader.point(value, phase.rawValue) : try optionalPoint(value, phase.rawValue)
        return try device(fields, Script.Touch(finger: try finger(fields), phase: phase, point: point))
    }

    /// `touch` with the device keys of `fields`: `pointer: finger|pencil|pointer`, `force: 0…1`,
    /// `tilt: [altitude, azimuth]` in degrees.
    func device(_ fields: NodeReader.Fields, _ touch: Script.Touch) throws(SceneFileError) -> Script.Touch {
        var touch = touch
        if let node = fields["pointer"] { touch.pointer = try reader.name(node, "pointer type") }
        if let node = fields["force"] { touch.force = try reader.number(node, "force", in: 0...1) }
        if let node = fields["tilt"] { touch.tilt = try tilt(node) }
        return touch
    }

    /// drag, fling, swipe, pinch and rotate.
    mutating func generator(_ name: String, _ value: SceneNode, _ outer: NodeReader.Fields) throws(SceneFileError)
        -> Script.Action
    {
        let keys = Self.generatorKeys[name] ?? []
        let required = [
            "drag": ["from", "to"], "fling": ["from", "to"], "swipe": ["from", "direction"], "pinch": ["center", "to"],
            "rotate": ["center", "to"],
        ]
        let fields = try reader.mapping(value, "a \(name)", allowed: keys, required: required[name] ?? [])
        func number(_ key: String, _ fallback: Double, _ range: ClosedRange<Double> = -1e9...1e9) throws(SceneFileError)
            -> Double
        {
            guard let node = fields[key] else { return fallback }
            return try reader.number(node, key, in: range)
        }
        let fast = name == "swipe" || name == "fling"
        var duration = try number("duration", name == "fling" ? 0.1 : fast ? 0.15 : 0.5, 0...3600)
        let samples =
            try fields["samples"].map { node throws(SceneFileError) in
                try reader.integer(node, "samples", in: 1...10_000)
            } ?? (fast ? 5 : 10)
        switch name {
        case "drag":
            // A drag holds still at `to` before lifting (Script.Timing.dragHold), so it lifts at rest.
            return .drag(
                from: try reader.point(fields["from"] ?? value, "from"),
                to: try reader.point(fields["to"] ?? value, "to"),
                duration: duration, samples: samples, finger: try finger(outer),
                hold: try number("hold", Script.Timing.dragHold, 0...3600))
        case "fling":
            // A fling lifts at `to` at the time of its last move, still moving at (to − from) / duration, so a
            // scroll view under it decelerates from that velocity. `speed` gives the speed instead of the duration.
            let from = try reader.point(fields["from"] ?? value, "from")
            let to = try reader.point(fields["to"] ?? value, "to")
            if let speedNode = fields["speed"] {
                guard fields["duration"] == nil else {
                    throw reader.error(.invalidValue, speedNode, "a fling takes a duration or a speed, not both")
                }
                let speed = try reader.number(speedNode, "speed", in: 1...1e6)
                let distance = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
                duration = Double(distance) / speed
            }
            return .drag(from: from, to: to, duration: duration, samples: samples, finger: try finger(outer), hold: 0)
        case "swipe":
            let from = try reader.point(fields["from"] ?? value, "from")
            let direction: Scene.Recognizer.Direction = try reader.name(fields["direction"] ?? value, "direction")
            let distance = try number("distance", 100, 0...1e6)
            let (dx, dy): (Double, Double) =
                switch direction {
                case .right: (distance, 0)
                case .left: (-distance, 0)
                case .up: (0, -distance)
                case .down: (0, distance)
                }
            return .drag(
                from: from, to: CGPoint(x: from.x + dx, y: from.y + dy), duration: duration, samples: samples,
                finger: try finger(outer))
        case "pinch":
            return .pinch(
                center: try reader.point(fields["center"] ?? value, "center"),
                fromDistance: try number("from", 100, 0...1e6),
                toDistance: try number("to", 100, 0...1e6), angle: try number("angle", 0), duration: duration,
                samples: samples, fingers: try fingers(outer))
        default:
            return .rotation(
                center: try reader.point(fields["center"] ?? value, "center"),
                radius: try number("radius", 50, 0...1e6),
                fromAngle: try number("from", 0), toAngle: try number("to", 0), duration: duration,
                samples: samples, fingers: try fingers(outer))
        }
    }
}
