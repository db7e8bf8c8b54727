import Foundation

/// One custom presentation or dismissal, or one animated navigation push or pop, under way: the context UIKit hands
/// the animator and the interaction controller (BehaviourContract §17, §18).
///
/// ```
/// present/dismiss ──► will callbacks ──► container in the window ──► start()
///   no interaction controller ──► animator.animateTransition(using:)
///   interaction controller    ──► interactor.startInteractiveTransition(_:)
///                                   (UIPercentDrivenInteractiveTransition: a TransitionDriver, then animateTransition)
/// update / finish / cancel / pause ──► the driver moves the container's animations
/// animator's completion ──► completeTransition(didComplete) ──► the presentation's end (did callbacks, the
///   presented/presenting links) ──► animator.animationEnded ──► the present/dismiss completion (when completed)
/// ```
///
/// A push is told as a presentation and a pop as a dismissal: for a push `presenter` is the controller that was on
/// top and `presented` the one pushed; for a pop `presented` is the one popped and `presenter` the one below it.
/// Both hand the animator both views (`view(forKey:)`), whatever the controllers' presentation styles.
///
/// The context keeps its controllers, its animator and its interaction controller until `completeTransition(_:)`,
/// as UIKit's does, so none of them is freed in the middle of a transition; the application lists it in
/// `leftovers` until then. A second `completeTransition(_:)` is ignored.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    /// A presentation or a dismissal; a navigation push or pop.
    enum Kind: String {
        case presentation, dismissal, push, pop

        /// Whether the transition is a navigation controller's.
        var isNavigation: Bool { self == .push || self == .pop }
    }

    let kind: Kind
    /// The controller presenting, and the one presented (or being dismissed); for a push, the controller that was on
    /// top and the one pushed; for a pop, the one below and the one popped.
    let presenter: UIViewController
    let presented: UIViewController
    let containerView: UIView
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    let presentationStyle: UIModalPresentationStyle
    let isAnimated = true
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    var targetTransform: CGAffineTransform { .identity }
    /// The percent-driven transition's time, when one drives it.
    private(set) var driver: TransitionDriver?
    /// Whether `completeTransition` was called.
    private(set) var isComplete = false
    /// When it began.
    let startTime: TimeInterval
    private var applicationReference = UnretainedReference<UIApplication>(nil)
    /// What the presentation does at the end, with whether the transition completed.
    private var ending: ((Bool) -> Void)?
    /// The `present`/`dismiss` completion, run after a completed transition.
    private var completion: (() -> Void)?
    /// The percent-driven transition driving it, told when it ends.
    weak var percentDriver: UIPercentDrivenInteractiveTransition?

    init(
        kind: Kind, presenter: UIViewController, presented: UIViewController, container: UIView,
        animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
        application: UIApplication, completion: (() -> Void)?, ending: @escaping (Bool) -> Void
    ) {
        self.completion = completion
        self.kind = kind
        self.presenter = presenter
        self.presented = presented
        containerView = container
        self.animator = animator
        self.interactor = interactor
        presentationStyle = kind.isNavigation ? .none : presented.modalPresentationStyle
        applicationReference = UnretainedReference(application)
        startTime = application.clock.now
        self.ending = ending
    }

    /// The animator's duration, 0 when it answers a negative or non-finite one.
    var duration: TimeInterval {
        let duration = animator.transitionDuration(using: self)
        return duration.isFinite && duration > 0 ? duration : 0
    }

    /// Starts the transition: the interaction controller's start, or the animator's animations.
    func start() {
        guard let application = applicationReference.object else { return }
        application.motion.transitions.append(self)
        if let interactor {
            isInteractive = interactor.wantsInteractiveStart
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
    }

    /// A percent-driven start: the container's animations follow a driver, paused at 0 when the transition starts
    /// interactive; then the animator runs.
    func startPercentDriven(interactive: Bool) {
        guard let application = applicationReference.object, !isComplete else { return }
        let driver = TransitionDriver(
            application: application, container: containerView, duration: duration, paused: interactive)
        self.driver = driver
        isInteractive = interactive
        animator.animateTransition(using: self)
        if interactive, !isComplete { driver.pause(atFraction: 0) }
    }

    // MARK: - Interaction

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isComplete, isInteractive, percentComplete.isFinite else { return }
        driver?.pause(atFraction: Double(percentComplete))
    }

    func finishInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = false
        driver?.run(forward: true, speed: completionSpeed, curve: completionCurve)
    }

    func cancelInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = true
        driver?.run(forward: false, speed: completionSpeed, curve: completionCurve)
    }

    func pauseInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = true
        transitionWasCancelled = false
        if let driver { driver.pause(atFraction: driver.fraction) }
    }

    private var completionSpeed: Double {
        let speed = Double(interactor?.completionSpeed ?? 1)
        return speed.isFinite && speed > 0 ? speed : 1
    }

    private var completionCurve: CAMediaTimingFunction {
        if let provider = percentDriver?.timingCurve, let cubic = provider.cubicTimingParameters {
            return cubic.timingFunction
        }
        return (interactor?.completionCurve ?? .easeInOut).timingFunction
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        isInteractive = false
        if let application = applicationReference.object {
            application.motion.transitions.removeAll { $0 === self }
        }
        driver?.release()
        driver = nil
        let ending = ending
        let completion = completion
        self.ending = nil
        self.completion = nil
        percentDriver?.transitionEnded()
        ending?(didComplete)
        animator.animationEnded(didComplete)
        if didComplete { completion?() }
    }

    // MARK: - Controllers and views

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch (kind, key) {
        case (.presentation, .from), (.dismissal, .to), (.push, .from), (.pop, .to): presenter
        case (.presentation, .to), (.dismissal, .from), (.push, .to), (.pop, .from): presented
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presenterView = kind.isNavigation || presentationStyle.removesPresenterView ? presenter.view : nil
        switch (kind, key) {
        case (.presentation, .from), (.dismissal, .to), (.push, .from), (.pop, .to): return presenterView
        case (.presentation, .to), (.dismissal, .from), (.push, .to), (.pop, .from): return presented.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        guard vc === viewController(forKey: .from), let view = vc.viewIfLoaded, let superview = view.superview else {
            return .zero
        }
        return superview.convert(view.frame, to: containerView)
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === viewController(forKey: .to) { return containerView.bounds }
        if vc === presenter && kind == .presentation && !presentationStyle.removesPresenterView {
            return initialFrame(for: vc)
        }
        return .zero
    }

    /// How `leftovers` names it while it waits for `completeTransition(_:)`.
    var leftoverLine: String {
        let name = TraceTypeName.of(presented)
        let state = isInteractive ? "interactive" : (driver != nil ? "percent-driven" : "animating")
        return "\(kind.rawValue) transition of <\(name)> (\(state), began at t=\(startTime.compact)) "
            + "waiting for completeTransition"
    }
}
