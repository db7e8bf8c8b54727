import Foundation
import ResponderKit
import ResponderScenes

/// What a person did since recording started, kept as the input frames the engine got, and written as a
/// script file (the scene-file script format) that `responder replay` turns into the same trace.
///
/// Times and points are kept exactly as the engine got them: the session rounds them (to a millisecond and a
/// hundredth of a point) before injecting, so their shortest decimal forms read back to the same numbers.
struct ScriptRecording {
    /// One recorded input.
    enum Entry {
        /// A touch frame with its pens' tilts by finger.
        case frame(TouchFrame, tilts: [Int: Script.Tilt])
        /// A hover or a hover exit.
        case hover(HoverSample)
        /// A wheel step.
        case scroll(ScrollSample)

        var timestamp: TimeInterval {
            switch self {
            case .frame(let frame, _): frame.timestamp
            case .hover(let hover): hover.timestamp
            case .scroll(let scroll): scroll.timestamp
            }
        }
    }

    /// The inputs, in order.
    private(set) var entries: [Entry] = []
    /// The touch frames, in order.
    var frames: [TouchFrame] {
        entries.compactMap { if case .frame(let frame, _) = $0 { frame } else { nil } }
    }
    /// The scene's name, for the header.
    var sceneName: String?
    /// The most frames kept.
    var maximumFrames: Int

    /// Whether the recording is full.
    var isFull: Bool { entries.count >= maximumFrames }

    /// Adds a frame; returns false when the recording is full.
    mutating func append(_ frame: TouchFrame, tilts: [Int: Script.Tilt] = [:]) -> Bool {
        append(.frame(frame, tilts: tilts))
    }

    /// Adds an input; returns false when the recording is full.
    mutating func append(_ entry: Entry) -> Bool {
        guard !isFull else { return false }
        entries.append(entry)
        return true
    }

    /// The script file: one step per frame, each at its absolute time; `tail`, when later than the last
    /// frame, adds a final wait up to it so the replay lets the same timers fire.
    func scriptText(until tail: TimeInterval? = nil) -> String {
        var lines = [
            "# Recorded in the ResponderKit playground\(sceneName.map { " on scene '\($0)'" } ?? "").",
            "# Replay it: responder replay SCENE.yaml THIS-FILE.yaml",
            "name: recorded in the playground",
            "steps:",
        ]
        for entry in entries {
            let frame: TouchFrame
            let tilts: [Int: Script.Tilt]
            switch entry {
            case .frame(let touches, let pens):
                (frame, tilts) = (touches, pens)
            case .hover(let hover):
                let pointer = hover.type == .pencil ? ", pointer: pencil" : ""
                let place =
                    hover.phase == .exited
                    ? "exit" : "[\(Self.number(hover.location.x)), \(Self.number(hover.location.y))]"
                lines.append("  - {time: \(Self.number(hover.timestamp)), hover: \(place)\(pointer)}")
                continue
            case .scroll(let scroll):
                let at = "[\(Self.number(scroll.location.x)), \(Self.number(scroll.location.y))]"
                let delta = "[\(Self.number(scroll.translation.x)), \(Self.number(scroll.translation.y))]"
                lines.append("  - {time: \(Self.number(scroll.timestamp)), wheel: {at: \(at), delta: \(delta)}}")
                continue
            }
            let samples = frame.samples.filter { $0.phase != .stationary }
            guard !samples.isEmpty else { continue }
            let time = Self.number(frame.timestamp)
            if samples.count == 1, let sample = samples.first {
                let finger = sample.finger == 1 ? "" : ", finger: \(sample.finger)"
                let device = Self.device(sample, tilt: tilts[sample.finger])
                lines.append("  - {time: \(time)\(finger), \(Self.change(sample))\(device)}")
            } else {
                let touches = samples.map {
                    "{finger: \($0.finger), \(Self.change($0))\(Self.device($0, tilt: tilts[$0.finger]))}"
                }
                lines.append("  - time: \(time)")
                lines.append("    touches:")
                for touch in touches { lines.append("      - \(touch)") }
            }
        }
        if entries.isEmpty { lines[lines.count - 1] = "steps: []" }
        if let tail, let last = entries.last?.timestamp, tail > last {
            lines.append("  - {wait: \(Self.number(((tail - last) * 1000).rounded() / 1000))}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `, pointer: pencil, force: 0.5, tilt: [60, 90]`: what the script format keeps of the device, only what
    /// differs from a finger on a screen without force sensing.
    private static func device(_ sample: TouchSample, tilt: Script.Tilt?) -> String {
        var text = ""
        switch sample.type {
        case .pencil: text += ", pointer: pencil"
        case .indirectPointer: text += ", pointer: pointer"
        default: break
        }
        if sample.maximumPossibleForce > 0 {
            text += ", force: \(number((Double(sample.force) * 1000).rounded() / 1000))"
        }
        if let tilt { text += ", tilt: [\(number(tilt.altitude)), \(number(tilt.azimuth))]" }
        return text
    }

    private static func change(_ sample: TouchSample) -> String {
        let point = "[\(number(sample.location.x)), \(number(sample.location.y))]"
        switch sample.phase {
        case .began: return "down: \(point)"
        case .ended: return "up: \(point)"
        case .cancelled: return "cancel: \(point)"
        default: return "move: \(point)"
        }
    }

    /// The shortest decimal that reads back as the same number, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        if abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
        return "\(value)"
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
