// Written as an iOS card is dismissed interactively: the card is presented with a custom animator (the presenter
// sets modalPresentationStyle = .custom and the card as its own transitioning delegate); a pan on the card starts an
// animated dismissal and drives it through a UIPercentDrivenInteractiveTransition, which scrubs the animator's
// UIView.animate. Released past a third of the way (or fast downwards), the dismissal finishes; otherwise it cancels
// and the card stays.
import UIKit

final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let cardView = transitionContext.view(forKey: .to),
                let card = transitionContext.viewController(forKey: .to)
            else { return }
            let finalFrame = transitionContext.finalFrame(for: card)
            cardView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(cardView)
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseOut,
                animations: { cardView.frame = finalFrame },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            guard let cardView = transitionContext.view(forKey: .from) else { return }
            let startFrame = cardView.frame
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveLinear,
                animations: { cardView.frame = startFrame.offsetBy(dx: 0, dy: container.bounds.height) },
                completion: { _ in
                    if transitionContext.transitionWasCancelled { cardView.frame = startFrame }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

final class CardDismissalController: UIViewController, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    private var isInteractive = false
    var onEvent: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 12
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onEvent?("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onEvent?("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onEvent?("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onEvent?("viewDidDisappear")
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let progress = max(0, pan.translation(in: view).y / view.bounds.height)
        switch pan.state {
        case .began:
            isInteractive = true
            dismiss(animated: true) { self.onEvent?("dismissed") }
        case .changed:
            interaction.update(progress)
        case .ended:
            isInteractive = false
            if progress > 1.0 / 3.0 || pan.velocity(in: view).y > 1000 {
                onEvent?("finishing")
                interaction.finish()
            } else {
                onEvent?("cancelling")
                interaction.cancel()
            }
        case .cancelled, .failed:
            isInteractive = false
            interaction.cancel()
        default:
            break
        }
    }

    // MARK: - UIViewControllerTransitioningDelegate

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isInteractive ? interaction : nil
    }
}
