import Foundation
import ResponderKit

// The scene's view classes: one per built-in base class, each overriding hit-testing and the responder
// methods and handing them to its `ViewBehaviour`, which calls `super` exactly where the seeds do.

/// A view built from a scene with declarative behaviours.
@MainActor
protocol SceneBehaving: UIView {
    var behaviour: ViewBehaviour { get }
}

extension ViewBehaviour {
    func presses(_ method: Scene.Handling.Method, super forward: () -> Void) {
        override(handling.presses, method, "presses", super: forward)
    }

    func motion(_ method: Scene.Handling.Method, super forward: () -> Void) {
        override(handling.motion, method, "motion", super: forward)
    }
}

/// A `view` with behaviours.
@MainActor
final class SceneView: UIView, SceneBehaving {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let behaviour: ViewBehaviour

    init(frame: CGRect, behaviour: ViewBehaviour) {
        self.behaviour = behaviour
        super.init(frame: frame)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point) { super.point(inside: $0, with: event) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches) { super.touchesCancelled(touches, with: event) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.presses(.began) { super.pressesBegan(presses, with: event) }
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.presses(.changed) { super.pressesChanged(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.presses(.ended) { super.pressesEnded(presses, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.presses(.cancelled) { super.pressesCancelled(presses, with: event) }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.motion(.began) { super.motionBegan(motion, with: event) }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.motion(.ended) { super.motionEnded(motion, with: event) }
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.motion(.cancelled) { super.motionCancelled(motion, with: event) }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.remoteControl(event) { super.remoteControlReceived(with: event) }
    }
}

/// An `imageView` with behaviours.
@MainActor
final class SceneImageView: UIImageView, SceneBehaving {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let behaviour: ViewBehaviour

    init(frame: CGRect, behaviour: ViewBehaviour) {
        self.behaviour = behaviour
        super.init(frame: frame)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point) { super.point(inside: $0, with: event) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches) { super.touchesCancelled(touches, with: event) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.presses(.began) { super.pressesBegan(presses, with: event) }
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.presses(.changed) { super.pressesChanged(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.presses(.ended) { super.pressesEnded(presses, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.presses(.cancelled) { super.pressesCancelled(presses, with: event) }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.motion(.began) { super.motionBegan(motion, with: event) }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.motion(.ended) { super.motionEnded(motion, with: event) }
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.motion(.cancelled) { super.motionCancelled(motion, with: event) }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.remoteControl(event) { super.remoteControlReceived(with: event) }
    }
}
