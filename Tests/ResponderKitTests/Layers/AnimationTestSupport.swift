import Foundation
import Testing

@testable import ResponderKit

/// An animation delegate that logs its calls as `opacity started at 0.5`, `opacity stopped finished at 1`.
@MainActor
final class AnimationDelegateLog: CAAnimationDelegate {
    let log: EventLog
    let name: String
    let clock: ManualClock

    init(_ name: String, log: EventLog, clock: ManualClock) {
        self.name = name
        self.log = log
        self.clock = clock
    }

    func animationDidStart(_ anim: CAAnimation) {
        log.add("\(name) started at \(clock.now.compact)")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.add("\(name) stopped \(flag ? "finished" : "unfinished") at \(clock.now.compact)")
    }
}

extension Stage {
    /// A layer made on its own, in a view in the window (so implicit actions apply).
    func standaloneLayer(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> CALayer {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(host)
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        host.layer.addSublayer(layer)
        CATransaction.commit()
        return layer
    }
}

/// Whether two points agree to 0.01.
func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 0.01) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
