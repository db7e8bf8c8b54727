import Foundation
import ResponderKit

/// One input of a replay as a learner counts them: a gesture from the first finger down to the last finger
/// up (a tap, a long press, a drag, a two-finger pinch), or a press, a shake, a remote-control command or an
/// interruption. Pictures number them (`tap 2 @ 1.00 s → redView`) and draw one per step (`--step N`).
public struct ReplayInput: Hashable, Sendable {
    /// The input's number, from 1, in the order the inputs started.
    public var number: Int
    /// What it was: `tap`, `long press`, `drag`, `pencil stroke`, `2-finger gesture`, `hover`, `hover exit`,
    /// `wheel`, `trackpad scroll`, `press select`, `shake`, `remote play`, `interruption`.
    public var kind: String
    /// When it started, in scene seconds.
    public var time: TimeInterval
    /// Where the first finger went down, in screen coordinates; nil for inputs without fingers.
    public var point: CGPoint?
    /// The replay entries it caused (`ReplayResult.entries` indices), from its first event to its last.
    public var entries: Range<Int>
    /// The scene's geometry when it ended, when the replay was asked to keep one per input.
    public var snapshot: SceneSnapshot?

    /// Creates an input.
    public init(
        number: Int, kind: String, time: TimeInterval, point: CGPoint?, entries: Range<Int>,
        snapshot: SceneSnapshot? = nil
    ) {
        self.number = number
        self.kind = kind
        self.time = time
        self.point = point
        self.entries = entries
        self.snapshot = snapshot
    }

    /// The view the input's first touch was bound to, read from the trace, or nil.
    public func hitView(in result: ReplayResult) -> String? {
        for index in entries where index < result.entries.count {
            if case .trace(.touchBound(_, let view, _)) = result.entries[index] { return view?.name ?? "no view" }
        }
        return nil
    }

    /// `tap 2 @ 1.00 s → redView`.
    public func caption(in result: ReplayResult) -> String {
        let time = String(format: "%.2f s", self.time)
        let target = hitView(in: result).map { " → \($0)" } ?? ""
        return "\(kind) \(number) @ \(time)\(target)"
    }
}

/// Groups a replay's input steps into ``ReplayInput``s as they are injected.
struct InputNumbering {
    private(set) var inputs: [ReplayInput] = []
    private var fingersDown: Set<Int> = []
    private var open:
        (start: Int, time: TimeInterval, point: CGPoint?, fingers: Set<Int>, distance: Double, pencil: Bool)?
    private var firstPoints: [Int: CGPoint] = [:]
    private var end = 0

    /// Notes a step about to be injected: a finger going down with none down opens a gesture; an input
    /// without fingers opens its own.
    mutating func willInject(_ step: Script.Expanded.Step, entryIndex: Int) {
        guard open == nil else { return }
        switch step.event {
        case .touches(let touches):
            guard fingersDown.isEmpty, let first = touches.first(where: { $0.phase == .down }) else { return }
            open = (entryIndex, step.time, first.point, [], 0, false)
        case .estimatedUpdate:
            return
        case .hover(_, let point):
            open = (entryIndex, step.time, point, [], 0, false)
        case .pencil(let pencil):
            open = (entryIndex, step.time, pencil.point, [], 0, false)
        case .scroll(let scroll):
            open = (entryIndex, step.time, scroll.point, [], 0, false)
        default:
            open = (entryIndex, step.time, nil, [], 0, false)
        }
    }

    /// Notes a step just injected; returns whether it closed the open input. A hover or scroll input lasts while
    /// the `next` steps come from the same script step.
    mutating func didInject(_ step: Script.Expanded.Step, next: Script.Expanded.Step?, entryIndex: Int) -> Bool {
        end = entryIndex
        switch step.event {
        case .touches(let touches):
            for touch in touches {
                switch touch.phase {
                case .down:
                    fingersDown.insert(touch.finger)
                    firstPoints[touch.finger] = touch.point
                    open?.fingers.insert(touch.finger)
                    if touch.pointer == .pencil { open?.pencil = true }
                case .move:
                    if let first = firstPoints[touch.finger], var current = open {
                        let distance = Double(hypot(touch.point.x - first.x, touch.point.y - first.y))
                        current.distance = max(current.distance, distance)
                        open = current
                    }
                case .up, .cancel:
                    fingersDown.remove(touch.finger)
                }
            }
            guard let current = open, fingersDown.isEmpty else { return false }
            let kind: String
            if current.fingers.count > 1 {
                kind = "\(current.fingers.count)-finger gesture"
            } else if current.distance >= 10 {
                kind = current.pencil ? "pencil stroke" : "drag"
            } else {
                kind = step.time - current.time >= 0.5 ? "long press" : "tap"
            }
            close(kind: kind)
            return true
        case .press(let type, let phase):
            guard fingersDown.isEmpty else { return false }
            close(kind: "press \(type.rawValue) \(phase.rawValue)")
            return true
        case .motion(let phase):
            guard fingersDown.isEmpty else { return false }
            close(kind: "shake \(phase.rawValue)")
            return true
        case .remote(let command):
            guard fingersDown.isEmpty else { return false }
            close(kind: "remote \(command.rawValue)")
            return true
        case .interrupt:
            fingersDown.removeAll()
            guard open != nil else { return false }
            close(kind: "interruption")
            return true
        case .hover(_, let point):
            guard fingersDown.isEmpty, !Self.continues(step, with: next) else { return false }
            close(kind: point == nil && open?.point == nil ? "hover exit" : "hover")
            return true
        case .scroll(let scroll):
            guard fingersDown.isEmpty, !Self.continues(step, with: next) else { return false }
            close(kind: scroll.isTrackpad ? "trackpad scroll" : "wheel")
            return true
        case .pencil(let pencil):
            guard fingersDown.isEmpty else { return false }
            close(kind: pencil.gesture == .tap ? "pencil double tap" : "pencil squeeze \(pencil.phase?.rawValue ?? "")")
            return true
        case .wait, .estimatedUpdate, .animate, .waitForAnimations:
            return false
        }
    }

    private var pendingKind: String?

    /// Whether `next` carries on the same hover path or scroll as `step`: the same kind, from the same script step.
    private static func continues(_ step: Script.Expanded.Step, with next: Script.Expanded.Step?) -> Bool {
        guard let next, next.location == step.location else { return false }
        switch (step.event, next.event) {
        case (.hover, .hover), (.scroll, .scroll): return true
        default: return false
        }
    }

    private mutating func close(kind: String) {
        pendingKind = kind
    }

    /// Ends the input `didInject` closed, keeping `snapshot`.
    mutating func finish(snapshot: SceneSnapshot?) {
        guard let current = open, let kind = pendingKind else { return }
        inputs.append(
            ReplayInput(
                number: inputs.count + 1, kind: kind, time: current.time, point: current.point,
                entries: current.start..<max(end, current.start), snapshot: snapshot))
        open = nil
        pendingKind = nil
    }

    /// Ends an input still open when the script ends (a finger never lifted).
    mutating func finishOpen(entryIndex: Int, snapshot: SceneSnapshot?) {
        guard open != nil else { return }
        end = entryIndex
        pendingKind = pendingKind ?? "touch"
        finish(snapshot: snapshot)
    }
}
