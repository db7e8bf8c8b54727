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

    var application: UIApplication { built.application }

    /// Builds `scene` into a fresh application with a manual clock at 0.
    init(scene: Scene) throws(SceneFileError) {
        clock = ManualClock()
        built = try SceneBuilder().build(scene, in: UIApplication(clock: clock))
        // The scene appears laid out, as a UIKit app's first layout pass runs before its first event.
        built.application.layoutPendingViews()
        driver = FrameDriver(application: built.application, sources: [input])
        built.application.trace.addObserver { [unowned self] event in self.observe(event) }
        built.observeLog { [unowned self] line in self.entries.append(.log(line)) }
    }

    private func observe(_ event: TraceEvent) {
        entries.append(.trace(event))
        switch event {
        case .delivered(_, _, let fingers), .cancelled(_, let fingers, _):
            for finger in fingers { note(finger) }
        default:
            break
        }
    }

    /// Remembers what a finger's touch looks like now.
    private func note(_ finger: Int) {
        guard let touch = application.liveTouches.first(where: { $0.finger == finger }) else { return }
        let location = touch.location(in: nil)
        let screen = touch.window.map { $0.convert(location, to: nil) } ?? location
        touches[finger] = ServerMessage.TouchInfo(
            finger: finger, phase: "\(touch.phase)",
            view: touch.view.map { view in
                let subject = application.trace.subject(view)
                return ServerMessage.Subject(name: subject.name, serial: subject.serial)
            },
            tapCount: touch.tapCount, x: Double(screen.x), y: Double(screen.y))
    }

    /// The entries since the last call, as structured JSON with their text, and the touches they involved;
    /// then forgets them.
    func takeBatch(cause: String) -> ServerMessage.TraceBatch? {
        for touch in application.liveTouches { note(touch.finger) }
        guard !entries.isEmpty else { return nil }
        let batch = ServerMessage.TraceBatch(
            cause: cause, time: clock.now, events: TraceJSON.objects(for: entries),
            touches: touches.values.sorted { $0.finger < $1.finger })
        entries.removeAll()
        touches.removeAll()
        return batch
    }
}
