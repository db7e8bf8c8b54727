import Foundation
import ResponderKit
import ResponderScenes

/// One browser page's playground: its own scene, application and clock, isolated from every other page.
///
/// ```
/// page ── input samples (page ms) ──► frames (same t, no finger twice) ──► scene time (ms, never backwards)
///                                        │                                   │
///                                        ▼                                   ▼
///                               recording (script steps)          UIApplication.inject ──► trace observer
///                                                                                               │
/// page ◄── trace batch (structured events + text lines, touches with tapCount) ◄────────────────┘
/// timers: the host calls fireDueTimers(at:) as wall time passes; the clock jumps to each due deadline.
/// ```
///
/// Times are scene times on a `ManualClock`: the first input after a build maps to the clock's time, later
/// ones follow the page's timestamps, rounded to a millisecond and never earlier than the clock (a timer that
/// fired while the input travelled pushes it later). Because times only come from here, a recorded script
/// replays to the same trace.
@MainActor
public final class PlaygroundSession {
    /// The session's id.
    public let id: Int
    /// When the page last sent a message.
    public internal(set) var lastActivity: ContinuousClock.Instant

    private let catalog: SceneCatalog
    private let limits: PlaygroundLimits
    private var sceneName: String?
    private var sceneTitle: String?
    private var sceneText: String = ""
    private var scene: Scene?
    private var stage: PlaygroundStage?
    private var pageOrigin: Double?
    private var clockOriginMS = 0
    private var wallOrigin: ContinuousClock.Instant
    private var recording: ScriptRecording?

    /// Creates a session; `start(scene:)` builds its first scene.
    public init(id: Int, catalog: SceneCatalog, limits: PlaygroundLimits) {
        self.id = id
        self.catalog = catalog
        self.limits = limits
        lastActivity = .now
        wallOrigin = .now
    }

    /// The first messages of a session: `hello`, then the scene (the named bundled scene, or the first).
    public func start(scene name: String? = nil) -> [ServerMessage] {
        let hello = ServerMessage.hello(
            .init(
                session: id,
                scenes: catalog.entries.map { ServerMessage.SceneEntry(name: $0.name, title: $0.title) },
                maximumMessageSize: limits.maximumMessageSize,
                maximumSamplesPerMessage: limits.maximumSamplesPerMessage))
        guard let entry = name.flatMap(catalog.entry(named:)) ?? catalog.entries.first else { return [hello] }
        return [hello] + load(text: entry.text, name: entry.name, title: entry.title)
    }

    /// Ends the session: its scene (application, windows, views) is freed now, on the main actor. Views must die
    /// on the main actor (`UIView`'s deinit checks it), and the connection that owns the session lets go of it
    /// off the main actor, so it calls this first.
    public func end() {
        stage = nil
    }

    /// Handles one message's text: decodes it, acts, and returns the replies. Never throws: a bad message
    /// gets an `error` reply and the session goes on.
    public func receive(_ text: String) -> [ServerMessage] {
        lastActivity = .now
        do throws(ProtocolError) {
            return handle(try ClientMessage.decode(text, limits: limits))
        } catch {
            return [.failure(error)]
        }
    }

    /// Handles one decoded message.
    public func handle(_ message: ClientMessage) -> [ServerMessage] {
        lastActivity = .now
        switch message {
        case .input(let samples):
            return input(samples)
        case .hover(let hover):
            return pointerInput(at: hover.t) { time in
                let sample = HoverSample(
                    timestamp: time, pointer: hover.isPen ? 2 : 1, phase: hover.exited == true ? .exited : .moved,
                    location: hover.exited == true
                        ? .zero : CGPoint(x: Self.hundredths(hover.x), y: Self.hundredths(hover.y)),
                    type: hover.isPen ? .pencil : .indirectPointer)
                return (.hover(sample), .hover(sample))
            }
        case .wheel(let wheel):
            return pointerInput(at: wheel.t) { time in
                let sample = ScrollSample(
                    timestamp: time, location: CGPoint(x: Self.hundredths(wheel.x), y: Self.hundredths(wheel.y)),
                    translation: CGPoint(x: Self.hundredths(wheel.dx), y: Self.hundredths(wheel.dy)),
                    type: .discrete, phase: .changed)
                return (.scroll(sample), .scroll(sample))
            }
        case .loadScene(let yaml):
            return load(text: yaml, name: nil, title: nil)
        case .selectScene(let name):
            guard let entry = catalog.entry(named: name) else {
                return [.failure(ProtocolError("unknown-scene", "no bundled scene is named '\(name)'"))]
            }
            return load(text: entry.text, name: entry.name, title: entry.title)
        case .reset:
            return rebuild()
        case .playScript:
            return playScript()
        case .startRecording:
            var replies = rebuild()
            recording = ScriptRecording(sceneName: sceneName, maximumFrames: limits.maximumRecordedFrames)
            replies.append(.recording(.init(state: "started", script: nil, frames: 0, leftovers: [])))
            return replies
        case .stopRecording:
            guard let recording else {
                return [.failure(ProtocolError("not-recording", "stopRecording without startRecording"))]
            }
            self.recording = nil
            let script = recording.scriptText(until: stage?.clock.now)
            return [
                .recording(
                    .init(
                        state: "stopped", script: script, frames: recording.entries.count,
                        leftovers: stage?.application.leftovers ?? [], finals: stage?.finalLines() ?? []))
            ]
        }
    }

    /// The wall-clock instant the next timer is due, if one is pending and input has set the time origin.
    public var nextTimerInstant: ContinuousClock.Instant? {
        guard pageOrigin != nil, let deadline = stage?.application.nextTimerDeadline else { return nil }
        return wallInstant(forSceneTime: deadline)
    }

    /// Fires the timers due by `now` (wall clock), moving the scene clock to each deadline in turn; returns
    /// the trace of what they did.
    public func fireDueTimers(at now: ContinuousClock.Instant = .now) -> [ServerMessage] {
        guard let stage, pageOrigin != nil else { return [] }
        while let deadline = stage.application.nextTimerDeadline, wallInstant(forSceneTime: deadline) <= now {
            stage.advanceClock(to: deadline)
        }
        // What the timers did, then where animating views show at this frame.
        return (stage.takeBatch(cause: "timer").map { [.trace($0)] } ?? [])
            + (stage.presentationFrame().map { [.frame($0)] } ?? [])
    }

    // MARK: - Scenes

    private func load(text: String, name: String?, title: String?) -> [ServerMessage] {
        install(Self.decodeScene(text, name: name, limits: limits), text: text, name: name, title: title)
    }

    /// Installs a scene decoded by ``decodeScene(_:name:limits:)`` (off the main actor, so a slow or hostile
    /// file never holds up other sessions) and builds it; a decoding error is reported instead.
    public func install(
        _ result: Result<Scene, SceneFileError>, text: String, name: String?, title: String?
    ) -> [ServerMessage] {
        lastActivity = .now
        let decoded: Scene
        switch result {
        case .success(let scene): decoded = scene
        case .failure(let error): return [.error(Self.report(error))]
        }
        sceneName = name
        sceneTitle = title ?? decoded.name
        sceneText = text
        scene = decoded
        recording = nil
        return rebuild()
    }

    private func rebuild() -> [ServerMessage] {
        guard let scene else { return [.failure(ProtocolError("no-scene", "no scene is loaded"))] }
        let built: PlaygroundStage
        do throws(SceneFileError) {
            built = try PlaygroundStage(scene: scene)
        } catch {
            return [.error(Self.report(error))]
        }
        stage = built
        pageOrigin = nil
        clockOriginMS = 0
        if recording != nil {
            recording = ScriptRecording(sceneName: sceneName, maximumFrames: limits.maximumRecordedFrames)
        }
        var geometry = SceneGeometry(
            application: built.application, name: sceneName, title: sceneTitle, yaml: sceneText,
            ids: { $0.accessibilityIdentifier })
        geometry.constraints = built.start.constraints.map(SceneGeometry.Constraint.init)
        geometry.layoutIssues = built.initialLayoutIssues
        built.indexViews()
        _ = built.takeBatch(cause: "build")
        return [.scene(geometry)]
    }

    static func report(_ error: SceneFileError) -> ServerMessage.ErrorReport {
        ServerMessage.ErrorReport(
            code: error.code.rawValue, message: error.description, line: error.line, column: error.column,
            errors: error.allErrors.map {
                ServerMessage.FileError(code: $0.code.rawValue, line: $0.line, column: $0.column, message: $0.message)
            })
    }

    /// Rebuilds the scene and plays its own script through the stage as the page's input goes: one `trace` per
    /// script step that did something (cause `input`), then the timers it left (a fling's deceleration, cause
    /// `timer`) up to ``SceneReplayer/settleLimit`` seconds, so the page can step through the lesson. Later input
    /// from the page continues from the clock the script left. A scene without a script is just rebuilt.
    private func playScript() -> [ServerMessage] {
        var replies = rebuild()
        guard let stage, let script = scene?.script else { return replies }
        recording = nil
        let steps: [Script.Expanded.Step]
        do throws(SceneFileError) {
            steps = try script.expanded().steps
        } catch {
            return replies + [.error(Self.report(error))]
        }
        // How far `waitForAnimations` steps moved the steps after them.
        var shift = 0.0
        for original in steps {
            var step = original
            step.time += shift
            stage.advanceClock(to: step.time)
            if let batch = stage.takeBatch(cause: "timer") { replies.append(.trace(batch)) }
            switch step.event {
            case .animate(let animation):
                do throws(SceneFileError) {
                    try SceneReplayer.startAnimation(animation, in: stage.built, location: step.location)
                } catch {
                    return replies + [.error(Self.report(error))]
                }
                stage.driver.runFrame(at: stage.clock.now)
                if let batch = stage.takeBatch(cause: "input") { replies.append(.trace(batch)) }
                continue
            case .waitForAnimations:
                let limit = stage.clock.now + Script.Timing.animationWaitLimit
                while !stage.application.runningAnimations.isEmpty,
                    let deadline = stage.application.nextTimerDeadline, deadline <= limit
                {
                    stage.advanceClock(to: deadline)
                    if let batch = stage.takeBatch(cause: "timer") { replies.append(.trace(batch)) }
                    if stage.application.nextTimerDeadline == deadline { break }
                }
                shift = stage.clock.now - original.time
                continue
            default: break
            }
            if let input = SceneReplayer.input(for: step) {
                stage.input.push(input)
                stage.driver.runFrame(at: stage.clock.now)
            }
            if let batch = stage.takeBatch(cause: "input") { replies.append(.trace(batch)) }
        }
        if stage.application.liveTouches.isEmpty {
            let end = stage.clock.now + SceneReplayer.settleLimit
            while let deadline = stage.application.nextTimerDeadline, deadline <= end {
                stage.advanceClock(to: deadline)
                if let batch = stage.takeBatch(cause: "timer") { replies.append(.trace(batch)) }
                if stage.application.nextTimerDeadline == deadline { break }
            }
        }
        return replies
    }

    // MARK: - Input

    private func input(_ samples: [ClientMessage.InputSample]) -> [ServerMessage] {
        guard let stage else { return [.failure(ProtocolError("no-scene", "no scene is loaded"))] }
        var replies: [ServerMessage] = []
        var recordingFull = false
        for group in Self.frames(samples) {
            let frame = TouchFrame(
                timestamp: sceneTime(pageTime: group[0].t, clock: stage.clock),
                samples: group.map { sample in
                    TouchSample(
                        finger: sample.finger, phase: sample.phase.touchPhase,
                        location: CGPoint(x: Self.hundredths(sample.x), y: Self.hundredths(sample.y)),
                        force: Self.force(sample.force) ?? 0,
                        maximumPossibleForce: Self.force(sample.force) == nil ? 0 : 1,
                        type: sample.touchType,
                        // The tilt in the whole degrees the recording keeps, so a replay gets the same angles.
                        altitudeAngle: sample.tilt.map { CGFloat($0.altitude * .pi / 180) } ?? .pi / 2,
                        azimuthAngle: sample.tilt.map { CGFloat($0.azimuth * .pi / 180) } ?? 0)
                })
            // Timers due before the frame fire first (each recorded as a timer step); then one driver frame
            // hands the page frame's input to the application (the library's embedding contract).
            stage.advanceClock(to: frame.timestamp)
            stage.input.push(.touches(frame))
            stage.driver.runFrame(at: stage.clock.now)
            if recording != nil {
                var tilts: [Int: Script.Tilt] = [:]
                for sample in group { if let tilt = sample.tilt { tilts[sample.finger] = tilt } }
                if recording?.append(frame, tilts: tilts) == false { recordingFull = true }
            }
        }
        if let batch = stage.takeBatch(cause: "input") { replies.append(.trace(batch)) }
        if recordingFull {
            replies.append(recordingFullReply)
        }
        return replies
    }

    /// Injects one hover or wheel input at the scene time of page time `t` through a driver frame, records it,
    /// and replies with the trace.
    private func pointerInput(
        at pageTime: Double, _ make: (TimeInterval) -> (InputEvent, ScriptRecording.Entry)
    ) -> [ServerMessage] {
        guard let stage else { return [.failure(ProtocolError("no-scene", "no scene is loaded"))] }
        let time = sceneTime(pageTime: pageTime, clock: stage.clock)
        let (input, entry) = make(time)
        stage.advanceClock(to: time)
        stage.input.push(input)
        stage.driver.runFrame(at: stage.clock.now)
        var replies: [ServerMessage] = []
        if let batch = stage.takeBatch(cause: "input") { replies.append(.trace(batch)) }
        if recording != nil, recording?.append(entry) == false {
            replies.append(recordingFullReply)
        }
        return replies
    }

    /// The reply to input that a full recording could not keep.
    private var recordingFullReply: ServerMessage {
        .failure(
            ProtocolError(
                "recording-too-long",
                "the recording holds at most \(limits.maximumRecordedFrames) frames; later input is not recorded"))
    }

    /// Splits samples into frames: consecutive samples with the same page time, no finger twice in a frame.
    static func frames(_ samples: [ClientMessage.InputSample]) -> [[ClientMessage.InputSample]] {
        var frames: [[ClientMessage.InputSample]] = []
        for sample in samples where sample.phase != .stationary {
            if let last = frames.last, last[0].t == sample.t, !last.contains(where: { $0.finger == sample.finger }) {
                frames[frames.count - 1].append(sample)
            } else {
                frames.append([sample])
            }
        }
        return frames
    }

    /// The scene time of a page time: whole milliseconds, never earlier than the clock.
    private func sceneTime(pageTime: Double, clock: ManualClock) -> TimeInterval {
        let floor = Self.milliseconds(atLeast: clock.now)
        guard pageTime.isFinite else { return Double(floor) / 1000 }
        if pageOrigin == nil {
            pageOrigin = pageTime
            clockOriginMS = floor
            wallOrigin = .now
        }
        let offset = (pageTime - pageOrigin!).rounded()
        let candidate = offset.magnitude < 1e12 ? clockOriginMS + Int(saturating: offset) : floor
        return Double(max(candidate, floor)) / 1000
    }

    /// The smallest whole millisecond whose time in seconds is not earlier than `time`.
    static func milliseconds(atLeast time: TimeInterval) -> Int {
        // Saturates at Int.max for a time no Int of milliseconds can hold.
        var ms = Int(saturating: (time * 1000).rounded(.down))
        while ms < Int.max, Double(ms) / 1000 < time { ms += 1 }
        return ms
    }

    /// A pressure (0…1) rounded to a thousandth, as a script file writes it back; nil when there is none or it
    /// is not a number.
    static func force(_ pressure: Double?) -> CGFloat? {
        guard let pressure, pressure.isFinite else { return nil }
        return CGFloat((min(max(pressure, 0), 1) * 1000).rounded() / 1000)
    }

    /// A coordinate rounded to a hundredth of a point, as a script file writes it back.
    static func hundredths(_ value: Double) -> CGFloat {
        // Past 1e15 a Double has no hundredths to round, and scaling by 100 could overflow to infinity.
        guard value.isFinite, value.magnitude < 1e15 else { return CGFloat(value) }
        return CGFloat((value * 100).rounded() / 100)
    }

    private func wallInstant(forSceneTime time: TimeInterval) -> ContinuousClock.Instant {
        let seconds = time - Double(clockOriginMS) / 1000
        return wallOrigin + .milliseconds(Int64(saturating: (seconds * 1000).rounded(.up)))
    }
}
