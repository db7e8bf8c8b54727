import Foundation
import ResponderKit
import ResponderScenes

/// What a person did since recording started, kept as the input frames the engine got, and written as a
/// script file (the scene-file script format) that `responder replay` turns into the same trace.
///
/// Times and points are kept exactly as the engine got them: the session rounds them (to a millisecond and a
/// hundredth of a point) before injecting, so their shortest decimal forms read back to the same numbers.
struct ScriptRecording {
    /// The frames, in order.
    private(set) var frames: [TouchFrame] = []
    /// The pens' tilts in each frame, by finger (same order as `frames`).
    var tilts: [[Int: Script.Tilt]] = []
    /// The scene's name, for the header.
    var sceneName: String?
    /// The most frames kept.
    var maximumFrames: Int

    /// Whether the recording is full.
    var isFull: Bool { frames.count >= maximumFrames }

    /// Adds a frame; returns false when the recording is full.
    mutating func append(_ frame: TouchFrame, tilts: [Int: Script.Tilt] = [:]) -> Bool {
        guard !isFull else { return false }
        frames.append(frame)
        self.tilts.append(tilts)
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
        for (frame, tilts) in zip(frames, tilts) {
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
        if frames.isEmpty { lines[lines.count - 1] = "steps: []" }
        if let tail, let last = frames.last?.timestamp, tail > last {
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
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
