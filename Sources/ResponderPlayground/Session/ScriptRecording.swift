import Foundation
import ResponderKit

/// What a person did since recording started, kept as the input frames the engine got, and written as a
/// script file (the scene-file script format) that `responder replay` turns into the same trace.
///
/// Times and points are kept exactly as the engine got them: the session rounds them (to a millisecond and a
/// hundredth of a point) before injecting, so their shortest decimal forms read back to the same numbers.
struct ScriptRecording {
    /// The frames, in order.
    private(set) var frames: [TouchFrame] = []
    /// The scene's name, for the header.
    var sceneName: String?
    /// The most frames kept.
    var maximumFrames: Int

    /// Whether the recording is full.
    var isFull: Bool { frames.count >= maximumFrames }

    /// Adds a frame; returns false when the recording is full.
    mutating func append(_ frame: TouchFrame) -> Bool {
        guard !isFull else { return false }
        frames.append(frame)
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
        for frame in frames {
            let samples = frame.samples.filter { $0.phase != .stationary }
            guard !samples.isEmpty else { continue }
            let time = Self.number(frame.timestamp)
            if samples.count == 1, let sample = samples.first {
                let finger = sample.finger == 1 ? "" : ", finger: \(sample.finger)"
                lines.append("  - {time: \(time)\(finger), \(Self.change(sample))}")
            } else {
                let touches = samples.map { "{finger: \($0.finger), \(Self.change($0))}" }
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
