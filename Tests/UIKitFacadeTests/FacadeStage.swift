import ResponderKit

/// An application on a manual clock with one window, and a log stamped with the clock's time.
@MainActor
final class FacadeStage {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow
    var log: [String] = []

    init(windowFrame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        app = UIApplication(clock: clock)
        app.isVerifying = true
        window = UIWindow(frame: windowFrame, application: app)
        window.makeKeyAndVisible()
    }

    /// Adds a line stamped with the clock's time: `snapped back @0.6`.
    func add(_ line: String) {
        log.append("\(line) @\(Self.format(clock.now))")
    }

    static func format(_ number: Double) -> String {
        let rounded = (number * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(format: "%.0f", rounded) : String(rounded)
    }

    /// A finger drawn through `points`, one sample every `step` seconds from `start`.
    func drag(_ points: [CGPoint], from start: TimeInterval, step: TimeInterval) {
        for (index, point) in points.enumerated() {
            let phase: UITouch.Phase = index == 0 ? .began : (index == points.count - 1 ? .ended : .moved)
            app.touch(phase, at: point, time: start + Double(index) * step)
        }
    }
}
