// Written as iOS apps write a photo feed that opens a detail screen with a custom zoom and lets the user pull the
// detail down to go back: the feed is its navigation controller's delegate and hands out a zoom animator for push and
// pop; the detail's own pan drives the pop through a UIPercentDrivenInteractiveTransition, which scrubs the animator's
// UIView.animate. Released past a third of the way (or flicked down), the pop finishes; otherwise it cancels.
import UIKit

final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let originFrame: CGRect

    init(operation: UINavigationController.Operation, originFrame: CGRect) {
        self.operation = operation
        self.originFrame = originFrame
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let duration = transitionDuration(using: transitionContext)
        if operation == .push {
            let finalFrame = transitionContext.finalFrame(for: toVC)
            toView.frame = originFrame
            container.addSubview(toView)
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut,
                animations: { toView.frame = finalFrame },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            let startFrame = fromView.frame
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.insertSubview(toView, belowSubview: fromView)
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveLinear,
                animations: { fromView.frame = self.originFrame },
                completion: { _ in
                    if transitionContext.transitionWasCancelled { fromView.frame = startFrame }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

final class PhotoDetailViewController: UIViewController {
    let interaction = UIPercentDrivenInteractiveTransition()
    private(set) var isInteractivelyPopping = false
    var onEvent: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onEvent?("detail viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onEvent?("detail viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onEvent?("detail viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onEvent?("detail viewDidDisappear")
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        // Measured in the superview, which stays put while the detail shrinks.
        guard let container = view.superview else { return }
        let progress = max(0, min(1, pan.translation(in: container).y / container.bounds.height))
        switch pan.state {
        case .began:
            isInteractivelyPopping = true
            navigationController?.popViewController(animated: true)
        case .changed:
            interaction.update(progress)
        case .ended:
            isInteractivelyPopping = false
            if progress > 1.0 / 3.0 || pan.velocity(in: container).y > 1000 {
                onEvent?("finishing")
                interaction.finish()
            } else {
                onEvent?("cancelling")
                interaction.cancel()
            }
        case .cancelled, .failed:
            isInteractivelyPopping = false
            interaction.cancel()
        default:
            break
        }
    }
}

final class PhotoFeedViewController: UIViewController, UINavigationControllerDelegate {
    let photoButton = UIButton(type: .system)
    var onEvent: ((String) -> Void)?
    private var selectedFrame = CGRect.zero
    private weak var openDetail: PhotoDetailViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .white
        photoButton.frame = CGRect(x: 20, y: 120, width: 100, height: 100)
        photoButton.setTitle("Photo 1", for: .normal)
        photoButton.addTarget(self, action: Self.openPhoto, for: .touchUpInside)
        view.addSubview(photoButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onEvent?("feed viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onEvent?("feed viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onEvent?("feed viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onEvent?("feed viewDidDisappear")
    }

    func openPhoto() {
        selectedFrame = photoButton.frame
        let detail = PhotoDetailViewController()
        detail.title = "Photo 1"
        detail.onEvent = onEvent
        openDetail = detail
        navigationController?.delegate = self
        navigationController?.pushViewController(detail, animated: true)
    }

    // MARK: - UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(operation: operation, originFrame: selectedFrame)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        guard let detail = openDetail, detail.isInteractivelyPopping else { return nil }
        return detail.interaction
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        onEvent?("didShow \(viewController.title ?? "")")
    }
}
