import Foundation
import ResponderKit

/// A scene's view controller: overrides the responder methods its `handles` names, like a view.
@MainActor
final class SceneViewController: UIViewController {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let behaviour: ViewBehaviour

    init(behaviour: ViewBehaviour) {
        self.behaviour = behaviour
        super.init(nibName: nil, bundle: nil)
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.override(behaviour.handling.touches, .began, "touches") { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.override(behaviour.handling.touches, .moved, "touches") { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.override(behaviour.handling.touches, .ended, "touches") { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.override(behaviour.handling.touches, .cancelled, "touches") {
            super.touchesCancelled(touches, with: event)
        }
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
