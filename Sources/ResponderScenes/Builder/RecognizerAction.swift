import Foundation
import ResponderKit

/// What a scene recognizer's action does: log the state, and move, scale or rotate its view and reset the
/// recognizer's value as seed 004's lesson does ("复位": each call starts from zero), or drive the drawer.
@MainActor
final class RecognizerAction {
    let id: String
    let action: Scene.Recognizer.Action
    let log: HandlerLog
    /// The view the action shows as the recognizer begins and hides as it ends, fails or is cancelled.
    weak var shownView: UIView?

    init(id: String, action: Scene.Recognizer.Action, log: HandlerLog) {
        self.id = id
        self.action = action
        self.log = log
    }

    func perform(_ recognizer: UIGestureRecognizer) {
        guard let view = recognizer.view else { return }
        var effect = ""
        switch action {
        case .log:
            break
        case .translateView:
            guard let pan = recognizer as? UIPanGestureRecognizer else { break }
            let translation = pan.translation(in: view)
            view.transform = view.transform.translatedBy(x: translation.x, y: translation.y)
            pan.setTranslation(.zero, in: view)
            effect = ": moved by \(translation.sceneText)"
        case .scaleView:
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { break }
            let scale = pinch.scale
            view.transform = view.transform.scaledBy(x: scale, y: scale)
            pinch.scale = 1
            effect = ": scaled by \(scale.sceneText)"
        case .rotateView:
            guard let rotation = recognizer as? UIRotationGestureRecognizer else { break }
            let angle = rotation.rotation
            view.transform = view.transform.rotated(by: angle)
            rotation.rotation = 0
            effect = ": rotated by \((angle * 180 / .pi).sceneText)°"
        case .drawer:
            effect = Drawer.perform(recognizer, on: view)
        }
        if let shownView {
            switch recognizer.state {
            case .began:
                shownView.isHidden = false
                effect += ": shows \(shownView.accessibilityIdentifier ?? "a view")"
            case .ended, .cancelled, .failed:
                shownView.isHidden = true
                effect += ": hides \(shownView.accessibilityIdentifier ?? "a view")"
            default: break
            }
        }
        log.append("\(id) action \(recognizer.state)\(effect)")
    }
}
