import Foundation
import ResponderKit

/// Builds a chain of N nested views, hit-tests and delivers one touch through it, releases it, and prints
/// `ok N`; a stack overflow kills the process instead. With `traced`, a trace observer is attached, so the
/// walk is the traced (recursive) one that `responder replay` uses. `Fuzz/run.sh depth` searches for the depth
/// where the process dies. With `timed`, it prints how long each phase took.
@main
struct DepthProbe {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let depth = arguments.first.flatMap(Int.init) ?? 10_000
        let app = UIApplication(clock: ManualClock())
        app.isVerifying = false
        var lines = 0
        if arguments.contains("traced") { app.trace.addObserver { _ in lines += 1 } }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let clock = ContinuousClock()
        var mark = clock.now
        func phase(_ name: String) {
            let now = clock.now
            if arguments.contains("timed") { print("\(name): \(now - mark)") }
            mark = now
        }
        var parent: UIView = window
        for _ in 0..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(view)
            parent = view
        }
        phase("build")
        app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        phase("tap")
        parent = window
        window.subviews.first?.removeFromSuperview()
        phase("remove and release")
        print("ok \(depth), \(lines) trace events")
    }
}
