import Foundation
import ResponderKit

/// Replays a script over a scene on a manual clock and records what the engine and the scene's handlers did.
///
/// ```
/// Scene ──SceneBuilder──► live hierarchy in a fresh UIApplication(clock: ManualClock())
/// Script ──expanded()──► steps in time order ──► InputEvents at each step's time (waits advance the clock,
///                                                 so timers fire on the way) ──► with every finger up, the
///                                                 timers left run (≤ 10 s) so motion comes to rest
///                         trace events + handler log lines, interleaved in the order they happened, each
///                                                 timer firing that did something marked with its time
///                                                 ──► ReplayResult (entries, leftovers, pictures)
/// ```
///
/// The script is the one given, otherwise the scene's embedded script, otherwise nothing. Replays are
/// deterministic: the same scene and script always give the same result.
@MainActor
public struct SceneReplayer {
    /// The builder that makes the live hierarchy.
    public var builder: SceneBuilder

    /// Creates a replayer.
    public init(builder: SceneBuilder = SceneBuilder()) {
        self.builder = builder
    }

    /// Builds `scene` in a new application, replays `script` (or the scene's own) and returns what happened.
    ///
    /// With `snapshotsPerInput`, each numbered input (``ReplayInput``) also keeps the scene's geometry as it was
    /// when the input ended, for one picture per input.
    public func replay(
        _ scene: Scene, script: Script? = nil, snapshotsPerInput: Bool = false
    ) throws(SceneFileError) -> ReplayResult {
        let script = script ?? scene.script ?? Script(steps: [])
        let expanded = try script.expanded()
        let clock = ManualClock()
        let application = UIApplication(clock: clock)
        let built = try builder.build(scene, in: application)
        // The scene appears laid out, as a UIKit app's first layout pass runs before its first event; of what
        // that pass records, the replay keeps the layout issues (a constraint UIKit breaks is news, the pass
        // itself is not).
        let collector = EntryCollector()
        collector.keepsOnlyLayoutIssues = true
        application.trace.addObserver { event in
            if collector.keepsOnlyLayoutIssues, !event.isLayoutIssue { return }
            collector.entries.append(.trace(event))
        }
        application.layoutPendingViews()
        collector.keepsOnlyLayoutIssues = false
        built.observeLog { collector.entries.append(.log($0)) }
        let start = SceneSnapshot(built)
        var inputs = InputNumbering()
        let batcher = TouchSampleBatcher()
        // How far `waitForAnimations` steps moved the steps after them.
        var shift = 0.0
        for (index, original) in expanded.steps.enumerated() {
            var step = original
            step.time += shift
            Self.fireTimers(upTo: step.time, in: application, clock: clock, collector: collector)
            switch step.event {
            case .animate(let animation):
                clock.advance(to: step.time)
                try Self.startAnimation(animation, in: built, location: step.location ?? scene.location)
                continue
            case .waitForAnimations:
                clock.advance(to: step.time)
                Self.waitForAnimations(application, clock: clock, collector: collector)
                shift = clock.now - original.time
                continue
            default: break
            }
            let stepInputs = Self.inputs(for: step, batcher: batcher)
            if stepInputs.isEmpty {
                clock.advance(to: step.time)
                continue
            }
            inputs.willInject(step, entryIndex: collector.entries.count)
            for input in stepInputs { application.inject(input) }
            var next = index + 1 < expanded.steps.count ? expanded.steps[index + 1] : nil
            next?.time += shift
            if inputs.didInject(step, next: next, entryIndex: collector.entries.count) {
                inputs.finish(snapshot: snapshotsPerInput ? SceneSnapshot(built) : nil)
            }
        }
        Self.settle(application, clock: clock, collector: collector)
        inputs.finishOpen(entryIndex: collector.entries.count, snapshot: snapshotsPerInput ? SceneSnapshot(built) : nil)
        return ReplayResult(
            sceneName: scene.name, entries: collector.entries, leftovers: application.leftovers, start: start,
            end: SceneSnapshot(built), inputs: inputs.inputs)
    }

    /// Moves the clock to each timer deadline up to `time` in turn; a deadline whose timers did something gets a
    /// `.timer` entry before what they did, so the text says when timer-driven lines happened.
    private static func fireTimers(
        upTo time: TimeInterval, in application: UIApplication, clock: ManualClock, collector: EntryCollector
    ) {
        clock.advanceThroughTimers(of: application, upTo: time) { deadline, fire in
            let before = collector.entries.count
            fire()
            if collector.entries.count > before { collector.entries.insert(.timer(deadline), at: before) }
        }
    }

    /// The input events for a step: none for a wait. A stroke's frame (touches with sample times) goes through a
    /// ``TouchSampleBatcher`` as the hardware's samples would, so its touches come with their coalesced samples.
    static func inputs(for step: Script.Expanded.Step, batcher: TouchSampleBatcher) -> [InputEvent] {
        guard case .touches(let touches) = step.event, touches.contains(where: { $0.sampleTime != nil }) else {
            return input(for: step).map { [$0] } ?? []
        }
        for touch in touches { batcher.push(sample(touch)) }
        var inputs: [InputEvent] = []
        while let input = batcher.nextInput(at: step.time) { inputs.append(input) }
        return inputs
    }

    /// The engine's sample for a script's finger change: its tilt becomes the altitude and azimuth in radians,
    /// a force its force out of a maximum of 1, a sample time its timestamp, an estimation index an estimated
    /// force that expects an update.
    static func sample(_ touch: Script.Expanded.Touch) -> TouchSample {
        var sample = TouchSample(
            finger: touch.finger, phase: phase(touch.phase), location: touch.point,
            force: CGFloat(touch.force ?? 0), maximumPossibleForce: touch.force == nil ? 0 : 1,
            type: touchType(touch.pointer), timestamp: touch.sampleTime,
            altitudeAngle: touch.tilt.map { CGFloat($0.altitude * .pi / 180) } ?? .pi / 2,
            azimuthAngle: touch.tilt.map { CGFloat($0.azimuth * .pi / 180) } ?? 0)
        if let index = touch.estimationIndex {
            sample.estimationUpdateIndex = index
            sample.estimatedProperties = .force
            sample.estimatedPropertiesExpectingUpdates = .force
        }
        return sample
    }

    /// Starts a script's `animate` step on its view: `UIView.animate` with the step's duration, delay, curve,
    /// options and spring, the completion logging `<view> animation finished: <finished>`. A view the scene
    /// does not have is a `missing-reference` error at the step.
    public static func startAnimation(
        _ animation: Script.Animation, in built: BuiltScene, location: SourceLocation?
    ) throws(SceneFileError) {
        guard let view = built.view(animation.view) else {
            throw SceneFileError(
                .missingReference, at: location ?? SourceLocation(file: "script", line: 1, column: 1),
                "animate names '\(animation.view)', which is not a view of the scene")
        }
        var options: UIView.AnimationOptions =
            switch animation.curve {
            case .easeInOut: .curveEaseInOut
            case .easeIn: .curveEaseIn
            case .easeOut: .curveEaseOut
            case .linear: .curveLinear
            }
        for option in animation.options {
            switch option {
            case .allowUserInteraction: options.insert(.allowUserInteraction)
            case .beginFromCurrentState: options.insert(.beginFromCurrentState)
            case .repeat: options.insert(.repeat)
            case .autoreverse: options.insert(.autoreverse)
            }
        }
        let changes = {
            if let frame = animation.frame { view.frame = frame }
            if let center = animation.center { view.center = center }
            if let alpha = animation.alpha { view.alpha = CGFloat(alpha) }
            if let t = animation.transform {
                view.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
            }
            if let colour = animation.backgroundColor { view.backgroundColor = colour.uiColor }
        }
        let log = built.handlerLog
        let id = animation.view
        let completion: (Bool) -> Void = { finished in log.append("\(id) animation finished: \(finished)") }
        if let spring = animation.spring {
            UIView.animate(
                withDuration: animation.duration, delay: animation.delay,
                usingSpringWithDamping: CGFloat(spring.damping), initialSpringVelocity: CGFloat(spring.velocity),
                options: options, animations: changes, completion: completion)
        } else {
            UIView.animate(
                withDuration: animation.duration, delay: animation.delay, options: options, animations: changes,
                completion: completion)
        }
    }

    /// Runs the application's timers and display frames until no animation runs, at most
    /// ``Script/Timing/animationWaitLimit`` seconds: a `waitForAnimations` step.
    static func waitForAnimations(_ application: UIApplication, clock: ManualClock, collector: EntryCollector) {
        let limit = clock.now + Script.Timing.animationWaitLimit
        while !application.runningAnimations.isEmpty, let deadline = application.nextTimerDeadline, deadline <= limit {
            fireTimers(upTo: deadline, in: application, clock: clock, collector: collector)
            if application.nextTimerDeadline == deadline { break }
        }
    }

    /// How much virtual time the application may run on its own after the script: ``settle(_:clock:collector:)``.
    public static let settleLimit: TimeInterval = 10

    /// Once the script is over and no finger is down, the application's timers run until none is left, at most
    /// ``settleLimit`` seconds past the end, so a fling's deceleration, a spring-back or a page snap comes to
    /// rest: its ticks print as `timer:` lines before the final lines. A finger still down keeps everything as
    /// the script left it, for `leftovers` to report.
    static func settle(_ application: UIApplication, clock: ManualClock, collector: EntryCollector) {
        guard application.liveTouches.isEmpty, application.nextTimerDeadline != nil else { return }
        fireTimers(upTo: clock.now + settleLimit, in: application, clock: clock, collector: collector)
    }

    /// The input event for a script step, or nil for a wait: what a replay injects for it (the playground plays a
    /// lesson's script with it too).
    public static func input(for step: Script.Expanded.Step) -> InputEvent? {
        let time = step.time
        switch step.event {
        case .touches(let touches):
            return .touches(TouchFrame(timestamp: time, samples: touches.map(sample)))
        case let .hover(pointer, point):
            return .hover(
                HoverSample(
                    timestamp: time, pointer: pointer == .pencil ? 2 : 1, phase: point == nil ? .exited : .moved,
                    location: point ?? .zero, type: touchType(pointer)))
        case .scroll(let scroll):
            let phase: ScrollSample.Phase =
                switch scroll.phase {
                case .began: .began
                case .changed: .changed
                case .ended: .ended
                }
            return .scroll(
                ScrollSample(
                    timestamp: time, location: scroll.point, translation: scroll.delta,
                    type: scroll.isTrackpad ? .continuous : .discrete, phase: phase))
        case let .estimatedUpdate(_, index, force):
            return .estimatedUpdate(
                EstimatedPropertiesUpdate(timestamp: time, estimationUpdateIndex: index, force: CGFloat(force)))
        case .press(let type, let phase):
            return .press(PressSample(timestamp: time, type: pressType(type), phase: pressPhase(phase)))
        case .motion(let phase):
            let motion: MotionPhase =
                switch phase {
                case .began: .began
                case .ended: .ended
                case .cancelled: .cancelled
                }
            return .motion(phase: motion, timestamp: time)
        case .remote(let command):
            return .remoteControl(remoteSubtype(command), timestamp: time)
        case .interrupt:
            return .interruption(timestamp: time)
        case .pencil(let pencil):
            let phase: UIPencilInteraction.Phase =
                switch pencil.phase ?? .ended {
                case .began: .began
                case .changed: .changed
                case .ended: .ended
                case .cancelled: .cancelled
                }
            return .pencil(
                PencilSample(
                    timestamp: time, gesture: pencil.gesture == .tap ? .tap : .squeeze, phase: phase,
                    hover: pencil.point.map { PencilSample.Hover(location: $0, zOffset: CGFloat(pencil.z)) }))
        case .wait, .animate, .waitForAnimations:
            return nil
        }
    }

    static func phase(_ phase: Script.Phase) -> UITouch.Phase {
        switch phase {
        case .down: .began
        case .move: .moved
        case .up: .ended
        case .cancel: .cancelled
        }
    }

    /// The engine's touch type for a script's pointer type (a finger when the script says nothing).
    static func touchType(_ pointer: Script.PointerType?) -> UITouch.TouchType {
        switch pointer {
        case .pencil: .pencil
        case .pointer: .indirectPointer
        case .finger, nil: .direct
        }
    }

    static func pressType(_ type: Script.PressType) -> UIPress.PressType {
        switch type {
        case .upArrow: .upArrow
        case .downArrow: .downArrow
        case .leftArrow: .leftArrow
        case .rightArrow: .rightArrow
        case .select: .select
        case .menu: .menu
        case .playPause: .playPause
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        }
    }

    static func pressPhase(_ phase: Script.PressPhase) -> UIPress.Phase {
        switch phase {
        case .began: .began
        case .changed: .changed
        case .stationary: .stationary
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }

    static func remoteSubtype(_ command: Script.RemoteCommand) -> UIEvent.EventSubtype {
        switch command {
        case .play: .remoteControlPlay
        case .pause: .remoteControlPause
        case .stop: .remoteControlStop
        case .togglePlayPause: .remoteControlTogglePlayPause
        case .nextTrack: .remoteControlNextTrack
        case .previousTrack: .remoteControlPreviousTrack
        case .beginSeekingBackward: .remoteControlBeginSeekingBackward
        case .endSeekingBackward: .remoteControlEndSeekingBackward
        case .beginSeekingForward: .remoteControlBeginSeekingForward
        case .endSeekingForward: .remoteControlEndSeekingForward
        }
    }
}

/// Collects entries from the trace observer and the handler log as they happen.
@MainActor
final class EntryCollector {
    var entries: [ReplayEntry] = []
    /// Whether trace events other than layout issues are left out (during the scene's first layout pass).
    var keepsOnlyLayoutIssues = false
}

extension TraceEvent {
    /// Whether the event is a ``LayoutIssue``.
    var isLayoutIssue: Bool {
        if case .layoutIssue = self { return true }
        return false
    }
}
