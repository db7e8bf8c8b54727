// Written as an iOS interactive dismissal is written: a pan on the sheet drives a paused UIViewPropertyAnimator
// through fractionComplete; on release the animator is continued, reversed when the sheet did not go far or fast
// enough, and its completion removes the sheet or leaves it in place.
import UIKit

final class InteractiveSheetController: UIViewController {
    let sheet = UIView()
    private var animator: UIViewPropertyAnimator?
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.layer.cornerRadius = 16
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.addSubview(sheet)
        sheet.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard animator == nil else { return }
        sheet.frame = CGRect(x: 0, y: 80, width: view.bounds.width, height: view.bounds.height - 80)
    }

    private var travel: CGFloat { sheet.bounds.height }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeOut) {
                self.sheet.transform = CGAffineTransform(translationX: 0, y: self.travel)
            }
            animator.addCompletion { position in
                switch position {
                case .end:
                    self.sheet.removeFromSuperview()
                    self.events.append("dismissed")
                case .start:
                    self.events.append("stayed")
                default:
                    break
                }
            }
            animator.pauseAnimation()
            self.animator = animator
            events.append("began")
        case .changed:
            let fraction = max(0, min(1, pan.translation(in: view).y / travel))
            animator?.fractionComplete = fraction
        case .ended, .cancelled:
            guard let animator else { return }
            let velocity = pan.velocity(in: view).y
            let dismiss = animator.fractionComplete > 0.4 || velocity > 800
            animator.isReversed = !dismiss
            events.append(dismiss ? "finishing" : "reverting")
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
