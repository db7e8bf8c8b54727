import Foundation
import ResponderKit
import ResponderScenes

/// One live build of a scene: its own application on its own manual clock, and what the trace said since it
/// was last read.
@MainActor
final class PlaygroundStage {
    let application: UIApplication
    let clock: ManualClock
    private var ids: [ObjectIdentifier: String] = [:]
    private var events: [TraceEvent] = []
    private var touches: [Int: ServerMessage.TouchInfo] = [:]

    /// Builds `scene` into a fresh application with a manual clock at 0.
    init(scene: Scene) throws(SceneFileError) {
        clock = ManualClock()
        // TODO(merge): the scene builder from main.
        application = UIApplication(clock: clock)
        application.trace.addObserver { [unowned self] event in self.observe(event) }
    }

    /// The scene id of a built view.
    func id(of view: UIView) -> String? { ids[ObjectIdentifier(view)] }

    private func observe(_ event: TraceEvent) {
        events.append(event)
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

    /// The trace events since the last call, as structured JSON with their text, and the touches they
    /// involved; then forgets them.
    func takeBatch(cause: String) -> ServerMessage.TraceBatch? {
        for touch in application.liveTouches { note(touch.finger) }
        guard !events.isEmpty else { return nil }
        let batch = ServerMessage.TraceBatch(
            cause: cause, time: clock.now, events: events.map(TraceJSON.object(for:)),
            touches: touches.values.sorted { $0.finger < $1.finger })
        events.removeAll()
        touches.removeAll()
        return batch
    }
}
