import Foundation
import Testing

@testable import ResponderKit

/// A log whose lines carry the manual clock's time: `B.viewDidAppear @0.4`.
@MainActor
final class TimedLog {
    let clock: ManualClock
    var lines: [String] = []

    init(clock: ManualClock) {
        self.clock = clock
    }

    func add(_ line: String) {
        lines.append("\(line) @\(clock.now.compact)")
    }

    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

/// A controller that logs its appearance callbacks.
@MainActor
class TransitionLoggedController: UIViewController {
    let name: String
    let log: TimedLog

    init(_ name: String, log: TimedLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).viewDidDisappear")
    }
}

/// An animator that slides the presented view up from the bottom (presentation) or down off it (dismissal) with
/// `UIView.animate`, or with a property animator, and completes with `!transitionWasCancelled`.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let log: TimedLog
    var duration: TimeInterval = 0.4
    var completes = true
    var usesPropertyAnimator = false
    var options: UIView.AnimationOptions = [.curveLinear]
    private(set) weak var context: UIViewControllerContextTransitioning?

    init(presenting: Bool, log: TimedLog) {
        isPresenting = presenting
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let card = transitionContext.view(forKey: key) else { return }
        let onScreen = container.bounds
        let offScreen = onScreen.offsetBy(dx: 0, dy: onScreen.height)
        if isPresenting {
            card.frame = offScreen
            container.addSubview(card)
        }
        log.add(
            "animateTransition \(isPresenting ? "present" : "dismiss") interactive=\(transitionContext.isInteractive)")
        let target = isPresenting ? onScreen : offScreen
        let isPresenting = isPresenting
        let finish: (String) -> Void = { [log, completes] outcome in
            log.add("animations \(outcome), cancelled=\(transitionContext.transitionWasCancelled)")
            // As Apple's samples do: a cancelled dismissal puts the card back where it was.
            if transitionContext.transitionWasCancelled, !isPresenting { card.frame = onScreen }
            if completes { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        }
        if usesPropertyAnimator {
            let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) { card.frame = target }
            animator.addCompletion { position in finish(position == .end ? "at end" : "at start") }
            animator.startAnimation()
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { card.frame = target }) {
                finished in finish("finished=\(finished)")
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.add("animationEnded(\(transitionCompleted))")
    }
}

/// A transitioning delegate handing out slide animators and, when set, interaction controllers.
@MainActor
final class SlideTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let presentAnimator: SlideAnimator
    let dismissAnimator: SlideAnimator
    var presentationInteraction: UIViewControllerInteractiveTransitioning?
    var dismissalInteraction: UIViewControllerInteractiveTransitioning?

    init(log: TimedLog) {
        presentAnimator = SlideAnimator(presenting: true, log: log)
        dismissAnimator = SlideAnimator(presenting: false, log: log)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { presentAnimator }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }

    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { presentationInteraction }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { dismissalInteraction }
}

/// An application with a visible 320×480 window whose root is `A`, and a controller `B` with slide transitions.
@MainActor
struct TransitionStage {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow
    let log: TimedLog
    let a: TransitionLoggedController
    let b: TransitionLoggedController
    let transitions: SlideTransitions

    init(style: UIModalPresentationStyle = .custom) {
        app = UIApplication(clock: clock)
        app.failsTestOnViolation()
        log = TimedLog(clock: clock)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        a = TransitionLoggedController("A", log: log)
        window.rootViewController = a
        window.makeKeyAndVisible()
        app.layoutPendingViews()
        b = TransitionLoggedController("B", log: log)
        transitions = SlideTransitions(log: log)
        b.transitioningDelegate = transitions
        b.modalPresentationStyle = style
        _ = log.take()
    }

    /// Presents B and lets the presentation finish.
    func presentB() {
        a.present(b, animated: true)
        clock.advance(by: 1)
        _ = log.take()
    }

    /// Where B's view is on screen now (its presentation layer's frame origin's y), to 0.01 pt.
    var cardY: CGFloat {
        let layer = b.view.layer
        return ((layer.presentation() ?? layer).frame.origin.y * 100).rounded() / 100
    }

    /// The console messages the trace recorded.
    func consoleMessages(_ recorder: TraceRecorder) -> [String] {
        recorder.events.compactMap { event -> String? in
            if case .consoleMessage(let message) = event { return message }
            return nil
        }
    }
}
