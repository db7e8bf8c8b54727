import Foundation
import Testing

@testable import ResponderKit

/// The responder chain's epoch belongs to an application (issue 29): a plain view remembers where its forwarded
/// moves go while its application's epoch stands, and a change in one application's windows never disturbs
/// another's. The moves here are unobserved (no trace observer, no verifier), the path that remembers.
@MainActor
@Suite("ChainEpochTests")
struct ChainEpochTests {
    /// One application with a window holding a logging container; a plain view is put in it.
    @MainActor
    struct World {
        let app: UIApplication
        let window: UIWindow
        let container: LoggingView

        init(_ name: String, log: EventLog) {
            app = UIApplication(clock: ManualClock())
            app.isVerifying = false  // unobserved: the path that remembers climbs
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
            window.makeKeyAndVisible()
            container = LoggingView(name, frame: window.bounds, log: log)
            container.callsSuper = false
            window.addSubview(container)
        }

        /// A touch down, two moves and a lift at the window's centre, at `time`.
        func drag(at time: TimeInterval) {
            for (index, phase) in [UITouch.Phase.began, .moved, .moved, .ended].enumerated() {
                app.touch(phase, at: CGPoint(x: 100 + Double(index), y: 100), time: time + 0.01 * Double(index))
            }
        }
    }

    @Test("each application advances its own epoch, for changes in its own windows only")
    func separateEpochs() {
        let log = EventLog()
        let a = World("a", log: log)
        let b = World("b", log: log)
        #expect(a.app.chainEpoch !== b.app.chainEpoch)
        let (aStart, bStart) = (a.app.chainEpoch.value, b.app.chainEpoch.value)
        a.container.addSubview(UIView())
        #expect(a.app.chainEpoch.value != aStart && b.app.chainEpoch.value == bStart)
        // Outside every window nothing advances.
        let detached = UIView()
        let aNow = a.app.chainEpoch.value
        detached.addSubview(UIView())
        #expect(a.app.chainEpoch.value == aNow && b.app.chainEpoch.value == bStart)
    }

    @Test("a plain view's moves follow it: to a new container in its window, then into another application's")
    func movesFollowTheView() {
        let log = EventLog()
        let a = World("a", log: log)
        let b = World("b", log: log)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        a.container.addSubview(plain)
        a.drag(at: 0)
        let other = LoggingView("a2", frame: a.window.bounds, log: log)
        other.callsSuper = false
        a.window.addSubview(other)
        other.addSubview(plain)
        a.drag(at: 1)
        let remembered = a.app.chainEpoch.value  // the epoch the view's climb to a2 was remembered under
        b.container.addSubview(plain)
        // The other application's epoch may well reach the same number: the view forgot its climb when it changed
        // window, so the number never stands for a chain it no longer has.
        while b.app.chainEpoch.value < remembered { b.app.chainEpoch.advance() }
        #expect(b.app.chainEpoch.value == remembered)
        b.drag(at: 2)
        #expect(
            log.lines == [
                "a.began[1]", "a.moved[1]", "a.moved[1]", "a.ended[1]",
                "a2.began[1]", "a2.moved[1]", "a2.moved[1]", "a2.ended[1]",
                "b.began[1]", "b.moved[1]", "b.moved[1]", "b.ended[1]",
            ])
    }

    @Test("a window moved to another application keeps delivering its views' moves, under the new application's epoch")
    func windowChangesApplication() {
        let log = EventLog()
        let a = World("a", log: log)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        a.container.addSubview(plain)
        a.drag(at: 0)
        let b = UIApplication(clock: ManualClock())
        b.isVerifying = false
        a.app.detach(a.window)
        b.attach(a.window)
        a.window.makeKeyAndVisible()
        while b.chainEpoch.value < a.app.chainEpoch.value { b.chainEpoch.advance() }
        for (index, phase) in [UITouch.Phase.began, .moved, .ended].enumerated() {
            b.touch(phase, at: CGPoint(x: 100 + Double(index), y: 100), time: 1 + 0.01 * Double(index))
        }
        #expect(
            log.lines == [
                "a.began[1]", "a.moved[1]", "a.moved[1]", "a.ended[1]", "a.began[1]", "a.moved[1]", "a.ended[1]",
            ])
    }
}
