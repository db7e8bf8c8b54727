import Foundation

extension Script {
    /// The timings the generators use, in seconds.
    public enum Timing {
        /// Between a tap's down and up.
        public static let tapDuration = 0.05
        /// Between one tap's up and the next tap's down in a multi-tap (well inside the 0.35 s multi-tap interval).
        public static let tapInterval = 0.1
        /// How long a script's `drag` holds still at its end before lifting: 0.15 s, longer than the 0.1 s window
        /// over which velocity is estimated (`InteractionMetrics.velocityWindow`), so the finger lifts at rest,
        /// with a velocity of 0, as a hand that stops does.
        public static let dragHold = 0.15
        /// The longest a `waitForAnimations` step waits: 60 s (a repeating animation never ends).
        public static let animationWaitLimit = 60.0
    }

    /// The most low-level steps an expansion may produce.
    public static let maximumExpandedSteps = 1_000_000

    /// Flattens the script into time-ordered low-level events and checks each finger's life.
    ///
    /// - Throws: ``SceneFileError`` with code `finger-not-down` (a move, up or cancel for a finger that is
    ///   not down), `finger-already-down`, `time-backwards` (a step's time before the previous step's end),
    ///   or `too-many-steps`, located at the offending step.
    public func expanded() throws(SceneFileError) -> Expanded {
        var expander = ScriptExpander()
        for step in steps {
            try expander.expand(step)
        }
        return Expanded(steps: expander.output, fingersDownAtEnd: expander.fingers.keys.sorted())
    }
}

/// Expands script steps one by one, keeping the clock and the fingers that are down.
struct ScriptExpander {
    var now = 0.0
    var fingers: [Script.Finger: CGPoint] = [:]
    var output: [Script.Expanded.Step] = []
    var location: SourceLocation?
    /// The next estimation-update index a stroke's sample gets.
    var nextEstimationIndex = 1

    mutating func expand(_ step: Script.Step) throws(SceneFileError) {
        location = step.location
        if let time = step.time {
            guard time >= now else {
                throw error(
                    .timeBackwards, "time goes backwards: step at \(format(time)) s comes after \(format(now)) s")
            }
            now = time
        }
        switch step.action {
        case let .touches(touches):
            try emit(touches.map { ($0.finger, $0.phase, $0.point) }, at: now, devices: touches)
        case let .wait(seconds):
            now += seconds
            try append(.wait, at: now)
        case let .press(type, phase): try append(.press(type, phase), at: now)
        case let .motion(phase): try append(.motion(phase), at: now)
        case let .remote(command): try append(.remote(command), at: now)
        case let .animate(animation): try append(.animate(animation), at: now)
        case .waitForAnimations: try append(.waitForAnimations, at: now)
        case .interrupt:
            try append(.interrupt, at: now)
            fingers.removeAll()
        case let .tap(point, taps, finger): try tap(at: point, taps: taps, finger: finger)
        case let .longPress(point, duration, finger):
            try emit([(finger, .down, point)], at: now)
            try emit([(finger, .up, point)], at: now + duration)
        case let .drag(from, to, duration, samples, finger, hold):
            try path(fingers: [finger], duration: duration, samples: samples, hold: hold) { fraction in
                [CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)]
            }
        case let .pinch(center, fromDistance, toDistance, angle, duration, samples, fingers):
            try path(fingers: fingers, duration: duration, samples: samples) { fraction in
                let half = (fromDistance + (toDistance - fromDistance) * fraction) / 2
                return Self.opposite(center: center, radius: half, degrees: angle)
            }
        case let .rotation(center, radius, fromAngle, toAngle, duration, samples, fingers):
            try path(fingers: fingers, duration: duration, samples: samples) { fraction in
                Self.opposite(center: center, radius: radius, degrees: fromAngle + (toAngle - fromAngle) * fraction)
            }
        case let .hover(from, to, duration, samples, pointer):
            let start = now
            for sample in 0...max(samples, 0) {
                let fraction = samples == 0 ? 0 : Double(sample) / Double(samples)
                try append(
                    .hover(pointer: pointer, point: Self.interpolate(from, to, fraction)),
                    at: start + duration * fraction)
            }
        case let .hoverExit(pointer): try append(.hover(pointer: pointer, point: nil), at: now)
        case let .pencil(pencil):
            if pencil.gesture == .squeeze, pencil.phase == nil {
                var phase = pencil
                phase.phase = .began
                try append(.pencil(phase), at: now)
                phase.phase = .ended
                try append(.pencil(phase), at: now + pencil.duration)
            } else {
                try append(.pencil(pencil), at: now)
            }
        case let .wheel(point, delta):
            try append(.scroll(.init(point: point, delta: delta, isTrackpad: false, phase: .changed)), at: now)
        case let .trackpad(point, delta, duration, samples):
            let start = now
            let count = max(samples, 1)
            let step = CGPoint(x: delta.x / CGFloat(count), y: delta.y / CGFloat(count))
            try append(.scroll(.init(point: point, delta: .zero, isTrackpad: true, phase: .began)), at: start)
            for sample in 1...count {
                try append(
                    .scroll(.init(point: point, delta: step, isTrackpad: true, phase: .changed)),
                    at: start + duration * Double(sample) / Double(count))
            }
            try append(
                .scroll(.init(point: point, delta: .zero, isTrackpad: true, phase: .ended)), at: start + duration)
        case let .stroke(stroke): try self.stroke(stroke)
        }
    }

    /// The point a fraction of the way from `from` to `to`.
    static func interpolate(_ from: CGPoint, _ to: CGPoint, _ fraction: Double) -> CGPoint {
        CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }

    /// A stroke: samples at the hardware's rate, grouped into display frames as `TouchSampleBatcher` groups
    /// them (the down alone in the first frame, at the stroke's start; each later sample in the first frame at
    /// or after it), each frame one step at the frame's time; force updates at their sample's time plus the
    /// delay, never before the sample's frame.
    mutating func stroke(_ stroke: Script.Stroke) throws(SceneFileError) {
        let start = now
        // The decoder allows at most 1,000,000 samples; a stroke made in code is held to the same.
        let count = min(max(1, Int(saturating: (stroke.duration * stroke.rate).rounded())), 1_000_000)
        let frameInterval = 1 / stroke.frameRate
        func force(_ sample: Int) -> Double? {
            stroke.force.map { $0.value(at: Double(sample) / Double(count)) }
        }
        var frames: [Int: [Script.Expanded.Touch]] = [:]
        var updates: [(time: Double, sample: Int, index: Int, force: Double)] = []
        for sample in 0...count {
            let fraction = Double(sample) / Double(count)
            let time = start + stroke.duration * fraction
            let frame = sample == 0 ? 0 : max(1, Int(saturating: ((time - start) / frameInterval - 1e-9).rounded(.up)))
            let phase: Script.Phase = sample == 0 ? .down : sample == count ? .up : .move
            var touch = Script.Expanded.Touch(
                finger: stroke.finger, phase: phase, point: Self.interpolate(stroke.from, stroke.to, fraction),
                pointer: stroke.pointer, force: force(sample), tilt: stroke.tilt, sampleTime: time)
            if let delay = stroke.forceUpdateDelay, let trueForce = force(sample) {
                touch.force = force(max(sample - 1, 0))
                touch.estimationIndex = nextEstimationIndex
                let frameTime = start + Double(frame) * frameInterval
                updates.append((max(time + delay, frameTime), sample, nextEstimationIndex, trueForce))
                nextEstimationIndex += 1
            }
            frames[frame, default: []].append(touch)
        }
        // (time, kind 0 frame / 1 update, sequence) orders frames before the updates due at the same time.
        var events: [(time: Double, kind: Int, sequence: Int, event: Script.Expanded.Event)] = []
        for (frame, touches) in frames {
            events.append((start + Double(frame) * frameInterval, 0, frame, .touches(touches)))
        }
        for update in updates {
            events.append(
                (
                    update.time, 1, update.sample,
                    .estimatedUpdate(finger: stroke.finger, index: update.index, force: update.force)
                ))
        }
        events.sort { ($0.time, $0.kind, $0.sequence) < ($1.time, $1.kind, $1.sequence) }
        for event in events {
            if case .touches(let touches) = event.event {
                try emit(resolved: touches, at: event.time)
            } else {
                try append(event.event, at: event.time)
            }
        }
    }

    /// Taps: down and up 0.05 s apart, taps 0.1 s apart.
    mutating func tap(at point: CGPoint, taps: Int, finger: Script.Finger) throws(SceneFileError) {
        for index in 0..<taps {
            if index > 0 { now += Script.Timing.tapInterval }
            try emit([(finger, .down, point)], at: now)
            try emit([(finger, .up, point)], at: now + Script.Timing.tapDuration)
        }
    }

    /// Fingers going down at `points(0)`, moving through `points(k / samples)` for k = 1…samples at equal
    /// time steps, and lifting at `points(1)` at the end, after holding still there for `hold` seconds.
    mutating func path(
        fingers chosen: [Script.Finger], duration: Double, samples: Int, hold: Double = 0,
        points: (Double) -> [CGPoint]
    ) throws(SceneFileError) {
        let start = now
        try emit(zip(chosen, points(0)).map { ($0, .down, $1) }, at: start)
        for sample in 1...max(samples, 1) {
            let fraction = Double(sample) / Double(max(samples, 1))
            try emit(zip(chosen, points(fraction)).map { ($0, .move, $1) }, at: start + duration * fraction)
        }
        try emit(zip(chosen, points(1)).map { ($0, .up, $1) }, at: start + duration + max(0, hold))
    }

    /// Two points opposite each other about a centre, the first at `degrees` (clockwise on screen).
    static func opposite(center: CGPoint, radius: Double, degrees: Double) -> [CGPoint] {
        let radians = degrees * .pi / 180
        let offset = CGPoint(x: radius * cos(radians), y: radius * sin(radians))
        return [
            CGPoint(x: center.x + offset.x, y: center.y + offset.y),
            CGPoint(x: center.x - offset.x, y: center.y - offset.y),
        ]
    }

    /// Checks and records finger changes happening together; `devices`, when given, are the script's touches
    /// the changes come from (same order), whose pointer type, force and tilt the events keep.
    mutating func emit(
        _ changes: [(Script.Finger, Script.Phase, CGPoint?)], at time: Double, devices: [Script.Touch] = []
    ) throws(SceneFileError) {
        var touches: [Script.Expanded.Touch] = []
        for (index, (finger, phase, point)) in changes.enumerated() {
            let current = fingers[finger]
            switch phase {
            case .down:
                guard current == nil else { throw error(.fingerAlreadyDown, "finger \(finger) is already down") }
            case .move, .up, .cancel:
                guard current != nil else {
                    throw error(.fingerNotDown, "finger \(finger) is not down; it cannot \(phase.rawValue)")
                }
            }
            guard let resolved = point ?? current else {
                throw error(.invalidValue, "finger \(finger) needs a point to go down or move")
            }
            fingers[finger] = (phase == .up || phase == .cancel) ? nil : resolved
            let device = index < devices.count ? devices[index] : nil
            touches.append(
                Script.Expanded.Touch(
                    finger: finger, phase: phase, point: resolved, pointer: device?.pointer, force: device?.force,
                    tilt: device?.tilt))
        }
        try append(.touches(touches), at: time)
    }

    /// Checks and records a frame of samples whose points are known (a finger may appear several times).
    mutating func emit(resolved touches: [Script.Expanded.Touch], at time: Double) throws(SceneFileError) {
        for touch in touches {
            let isDown = fingers[touch.finger] != nil
            if touch.phase == .down, isDown {
                throw error(.fingerAlreadyDown, "finger \(touch.finger) is already down")
            }
            if touch.phase != .down, !isDown {
                throw error(.fingerNotDown, "finger \(touch.finger) is not down; it cannot \(touch.phase.rawValue)")
            }
            fingers[touch.finger] = (touch.phase == .up || touch.phase == .cancel) ? nil : touch.point
        }
        try append(.touches(touches), at: time)
    }

    mutating func append(_ event: Script.Expanded.Event, at time: Double) throws(SceneFileError) {
        guard output.count < Script.maximumExpandedSteps else {
            throw error(.tooManySteps, "the script expands to more than \(Script.maximumExpandedSteps) steps")
        }
        now = max(now, time)
        output.append(Script.Expanded.Step(time: time, event: event, location: location))
    }

    func error(_ code: SceneFileError.Code, _ message: String) -> SceneFileError {
        SceneFileError(code, at: location ?? SourceLocation(file: "<script>", line: 0, column: 0), message)
    }

    func format(_ value: Double) -> String { Script.Expanded.Step.format(value) }
}
