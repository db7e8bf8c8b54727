import Foundation
import ResponderKit
import ResponderScenes

/// One live build of a scene: the scene builder's hierarchy in its own application on its own manual clock,
/// and what happened since it was last read — trace events and the scene's handler log, interleaved in
/// order, exactly the entries `responder replay` prints.
@MainActor
final class PlaygroundStage {
    let built: BuiltScene
    let clock: ManualClock
    /// The page's input, handed to the application by `driver` (the library's embedding contract).
    let input = InputQueue()
    /// Runs a frame per page frame and per timer deadline: the input, then the clock moved to the frame's time.
    let driver: FrameDriver
    private var entries: [ReplayEntry] = []
    private var touches: [Int: ServerMessage.TouchInfo] = [:]
    /// The phase of each finger's latest input sample: a touch a recognizer took ends without a delivery, so
    /// only the input says it ended.
    private var samplePhases: [Int: UITouch.Phase] = [:]
    /// The scene's windows and views by trace serial, to find the views `viewChanged` events name.
    private var viewsBySerial: [Int: UIView] = [:]
    /// Each finger's last known responder chain, for a touch whose view was let go (a cancelled touch).
    private var lastChains: [Int: [ServerMessage.Subject]] = [:]
    /// The serials of the views that changed since the last batch, in order, each once.
    private var changedSerials: [Int] = []

    var application: UIApplication { built.application }
    /// What the scene's first layout pass reported (conflicting constraints), in order.
    let initialLayoutIssues: [String]

    /// Builds `scene` into a fresh application with a manual clock at 0.
    init(scene: Scene) throws(SceneFileError) {
        clock = ManualClock()
        built = try SceneBuilder().build(scene, in: UIApplication(clock: clock))
        // The scene appears laid out, as a UIKit app's first layout pass runs before its first event; what that
        // pass reports about the constraints is kept for the page.
        var issues: [String] = []
        let token = built.application.trace.addObserver { event in
            if case .layoutIssue(let issue) = event { issues.append(issue.description) }
        }
        built.application.layoutPendingViews()
        built.application.trace.removeObserver(token)
        initialLayoutIssues = issues
        driver = FrameDriver(application: built.application, sources: [input])
        built.application.trace.addObserver { [unowned self] event in self.observe(event) }
        built.observeLog { [unowned self] line in self.entries.append(.log(line)) }
    }

    /// The scene as built, for the `final:` lines of a recording.
    private(set) lazy var start = SceneSnapshot(built)

    /// Moves the clock to each timer deadline up to `time` in turn, marking each that did something with a
    /// `timer` entry, as `responder replay` does; then to `time`.
    func advanceClock(to time: TimeInterval) {
        while let deadline = application.nextTimerDeadline, deadline <= time {
            let before = entries.count
            clock.advance(to: max(deadline, clock.now))
            if entries.count > before { entries.insert(.timer(deadline), at: before) }
            if application.nextTimerDeadline == deadline { break }
        }
        clock.advance(to: time)
    }

    /// `final:` lines for the views whose geometry changed since the scene was built, as `responder replay`
    /// ends its text.
    func finalLines() -> [String] {
        ReplayResult(sceneName: nil, entries: [], leftovers: [], start: start, end: SceneSnapshot(built)).finalLines
    }

    /// Gives every window and view its trace serial and remembers it (the `scene` message names them so).
    func indexViews() {
        _ = start
        let trace = application.trace
        for window in application.windowsFrontToBack {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                viewsBySerial[trace.subject(view).serial] = view
                stack.append(contentsOf: view.subviews)
            }
        }
    }

    private func observe(_ event: TraceEvent) {
        entries.append(.trace(event))
        switch event {
        case .input(.touches(let frame)):
            for sample in frame.samples {
                samplePhases[sample.finger] = sample.phase
                note(sample.finger)
            }
        case .delivered(_, _, let fingers), .cancelled(_, let fingers, _):
            for finger in fingers { note(finger) }
        case .viewChanged(let view, _):
            if !changedSerials.contains(view.serial) { changedSerials.append(view.serial) }
        default:
            break
        }
    }

    /// Remembers what a finger's touch looks like now; a finger whose last sample ended or was cancelled keeps
    /// that phase, whatever the touch object says.
    private func note(_ finger: Int) {
        guard let touch = application.liveTouches.first(where: { $0.finger == finger }) else {
            if let phase = samplePhases[finger], var info = touches[finger] {
                info.phase = "\(phase)"
                touches[finger] = info
            }
            return
        }
        let location = touch.location(in: nil)
        let screen = touch.window.map { $0.convert(location, to: nil) } ?? location
        let trace = application.trace
        var chain: [ServerMessage.Subject] = []
        var responder: UIResponder? = touch.view
        while let current = responder, chain.count < 64 {
            let subject = trace.subject(current)
            chain.append(ServerMessage.Subject(name: subject.name, serial: subject.serial))
            responder = current.next
        }
        let view = chain.first
        if chain.isEmpty, let known = lastChains[finger] {
            chain = known  // a recognizer took the touch (`view` is nil now): keep the chain it was bound to
        }
        lastChains[finger] = chain
        var phase = "\(touch.phase)"
        if let last = samplePhases[finger], last == .ended || last == .cancelled { phase = "\(last)" }
        touches[finger] = ServerMessage.TouchInfo(
            finger: finger, phase: phase, view: view, tapCount: touch.tapCount, x: Double(screen.x),
            y: Double(screen.y), chain: chain)
    }

    /// The entries since the last call, as structured JSON with their text, the touches they involved and
    /// where the views they moved are now; then forgets them.
    func takeBatch(cause: String) -> ServerMessage.TraceBatch? {
        for touch in application.liveTouches where samplePhases[touch.finger] != .ended {
            note(touch.finger)
        }
        guard !entries.isEmpty else { return nil }
        let batch = ServerMessage.TraceBatch(
            cause: cause, time: clock.now, events: TraceJSON.objects(for: entries),
            touches: touches.values.sorted { $0.finger < $1.finger }, views: movedViews())
        entries.removeAll()
        touches.removeAll()
        changedSerials.removeAll()
        for (finger, phase) in samplePhases where phase == .ended || phase == .cancelled {
            samplePhases[finger] = nil
            lastChains[finger] = nil
        }
        return batch
    }

    /// The serials of the views the last presentation frame drew at their presentation.
    private var presented: Set<Int> = []

    /// The views that animate and their subtrees at their presentation corners, and those that stopped animating
    /// since the last call at their model corners; nil when no view animates or stopped.
    func presentationFrame() -> ServerMessage.FrameUpdate? {
        let animating = application.viewsWithRunningAnimations
        guard !animating.isEmpty || !presented.isEmpty else { return nil }
        let trace = application.trace
        let animatingIDs = Set(animating.map(ObjectIdentifier.init))
        var shown: Set<Int> = []
        var updates: [ServerMessage.ViewUpdate] = []
        for root in animating {
            guard let window = root.window else { continue }
            var stack: [UIView] = [root]
            while let view = stack.popLast() {
                let serial = trace.subject(view).serial
                guard shown.insert(serial).inserted else { continue }
                let (corners, alpha) = SceneSnapshot.shownCorners(of: view, in: window, animating: animatingIDs)
                updates.append(
                    ServerMessage.ViewUpdate(
                        serial: serial, corners: corners.map { [Double($0.x), Double($0.y)] }, alpha: alpha,
                        isHidden: view.isHidden))
                stack.append(contentsOf: view.subviews)
            }
        }
        for serial in presented.subtracting(shown).sorted() {
            guard let view = viewsBySerial[serial], let window = view.window ?? (view as? UIWindow) else { continue }
            updates.append(
                ServerMessage.ViewUpdate(
                    serial: serial, corners: SceneGeometry.corners(of: view, in: window), alpha: Double(view.alpha),
                    isHidden: view.isHidden))
        }
        presented = shown
        return ServerMessage.FrameUpdate(time: clock.now, views: updates)
    }

    /// The views that changed and their subtrees, each once, with their corners on the screen now.
    private func movedViews() -> [ServerMessage.ViewUpdate] {
        guard !changedSerials.isEmpty else { return [] }
        let trace = application.trace
        var done: Set<Int> = []
        var updates: [ServerMessage.ViewUpdate] = []
        for serial in changedSerials {
            guard let root = viewsBySerial[serial], let window = root.window ?? (root as? UIWindow) else { continue }
            var stack: [UIView] = [root]
            while let view = stack.popLast() {
                let subject = trace.subject(view).serial
                guard done.insert(subject).inserted else { continue }
                updates.append(
                    ServerMessage.ViewUpdate(
                        serial: subject, corners: SceneGeometry.corners(of: view, in: window),
                        alpha: Double(view.alpha), isHidden: view.isHidden))
                stack.append(contentsOf: view.subviews)
            }
        }
        return updates
    }
}
