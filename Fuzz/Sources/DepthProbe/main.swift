import Foundation
import ResponderKit

/// Builds a chain of N nested views, hit-tests and delivers one touch through it, and prints `ok N`; a stack
/// overflow kills the process instead. `Fuzz/run.sh depth` searches for the depth where that happens.
@main
struct DepthProbe {
    @MainActor
    static func main() {
        let depth = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
        let app = UIApplication(clock: ManualClock())
        app.isVerifying = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        var parent: UIView = window
        for _ in 0..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(view)
            parent = view
        }
        app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        print("ok \(depth)")
    }
}
