import Foundation

/// A container view controller that shows a stack of view controllers, one at a time, with a navigation bar above
/// them: `pushViewController(_:animated:)` slides a controller in from the trailing edge,
/// `popViewController(animated:)` slides the top one away, and a pan from the leading edge pops interactively
/// (BehaviourContract §17).
///
/// ```
/// push(B) / pop / popTo / setViewControllers      (the stack changes at once: topViewController is the new top)
///   containment   added: willMove(toParent: nav)   removed: willMove(toParent: nil)
///   not visible   the top view swaps; appearance follows the nav controller's own later
///   not animated  from.viewWillDisappear ─ to.viewWillAppear ─ delegate willShow ─ views swap ─ to.viewIsAppearing
///                 next turn: from.viewDidDisappear ─ to.viewDidAppear ─ didMove(toParent:) ─ delegate didShow
///   animated      the delegate asked for an animator ─ the same will callbacks ─ the animator runs in the
///                 container (the delegate's, or the standard slide: 0.35 s, ease-in-out; linear while
///                 interactive) ─ at completeTransition(true):
///                 from's view leaves ─ from.viewDidDisappear ─ to.viewDidAppear ─ didMove(toParent:)
///                 ─ delegate didShow
///   cancelled     (an interactive pop let go short) the stack comes back ─ to.viewWillDisappear ─ to's view leaves
///                 ─ to.viewDidDisappear ─ from.viewWillAppear ─ from.viewDidAppear ─ the popped one's
///                 didMove(toParent: nav); no didShow
/// ```
///
/// While an animated push or pop runs, the container of the controllers' views ignores touches (touches already down
/// go on), and a further push, pop or `setViewControllers` is refused with UIKit's console message ("… called on
/// <UINavigationController> while an existing transition or presentation is occurring; the navigation stack will not
/// be updated.") in the trace: ResponderKit does not queue it. Nothing is drawn; the bar is a view that takes
/// touches.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: FeedViewController())
/// window.rootViewController = navigation
/// navigation.pushViewController(DetailViewController(), animated: true)
/// ```
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// What a navigation transition does, as the delegate's animator question names it.
    public enum Operation: Int, Sendable {
        /// No push or pop.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// A controller is popped.
        case pop = 2
    }

    /// The stack, bottom first.
    var stack: [UIViewController] = []
    /// The push or pop under way (animated), until its `completeTransition`.
    var activeTransition: TransitionContext?
    /// The view that holds the top controller's view, and is the animators' container view.
    let transitionView = UITransitionView(frame: .zero)
    /// The interaction controller the pop gesture hands the next pop to.
    var pendingPopInteraction: UIViewControllerInteractiveTransitioning?
    /// The pop gesture's handler and its default delegate.
    let popInteraction = NavigationPopInteraction()
    private let popGesture: UIScreenEdgePanGestureRecognizer
    private let bar = UINavigationBar(frame: .zero)

    /// Creates a navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        popGesture = UIScreenEdgePanGestureRecognizer()
        super.init(nibName: nil, bundle: nil)
        setUp()
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        popGesture = UIScreenEdgePanGestureRecognizer()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Creates a navigation controller with an empty stack (ResponderKit reads no archives).
    public required init?(coder: NSCoder) {
        popGesture = UIScreenEdgePanGestureRecognizer()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        popInteraction.navigationController = self
        popGesture.edges = .left
        popGesture.delegate = popInteraction
        popGesture.addHandler { [weak popInteraction] gesture in popInteraction?.handle(gesture) }
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    // MARK: - The stack

    /// The controllers on the stack, bottom first; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: one presented over the navigation controller, else the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Replaces the stack. Animated, a new top that was on the stack is shown with a pop, any other with a push;
    /// refused (with UIKit's console message) while a transition runs or when a controller appears twice.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard refuseDuringTransition("setViewControllers:animated:") else { return }
        for (index, controller) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === controller }) {
            consoleMessage("All view controllers in a navigation controller must be distinct.")
            return
        }
        let operation: Operation
        if viewControllers.last === stack.last {
            operation = .none
        } else if let top = viewControllers.last, stack.contains(where: { $0 === top }) {
            operation = .pop
        } else {
            operation = .push
        }
        changeStack(to: viewControllers, operation: operation, animated: animated)
    }

    /// Pushes `viewController` on the stack and shows it; refused (with UIKit's console message) while a transition
    /// runs, when it is on the stack already, or when it is a navigation controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard refuseDuringTransition("pushViewController:animated:") else { return }
        if stack.contains(where: { $0 === viewController }) {
            consoleMessage(
                "Pushing the same view controller instance (\(viewController.consoleName)) more than once "
                    + "is not supported.")
            return
        }
        if viewController is UINavigationController {
            consoleMessage("Pushing a navigation controller is not supported.")
            return
        }
        changeStack(to: stack + [viewController], operation: .push, animated: animated)
    }

    /// Pops the top controller and returns it; nil, doing nothing, with one controller on the stack or while a
    /// transition runs.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, refuseDuringTransition("popViewControllerAnimated:") else { return nil }
        let popped = stack[stack.count - 1]
        changeStack(to: Array(stack.dropLast()), operation: .pop, animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController` and returns them, bottom first; nil when it is not on the stack
    /// or a transition runs, an empty array when it is on top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }),
            refuseDuringTransition("popToViewController:animated:")
        else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        changeStack(to: Array(stack[...index]), operation: .pop, animated: animated)
        return popped
    }

    /// Pops every controller but the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Shows `vc` by pushing it, animated (UIKit's `UINavigationController` override of `show(_:sender:)`).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// The object told about the controllers shown and asked for custom animators (weak, as in UIKit).
    open weak var delegate: UINavigationControllerDelegate?

    // MARK: - The pop gesture and the bar

    /// The screen-edge pan on the leading edge of the controller's view that pops the top controller interactively.
    /// It does not begin with one controller on the stack, while a transition runs, or when its delegate refuses.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    /// The bar at the top of the controller's view: 44 pt high, just below the top safe area.
    open var navigationBar: UINavigationBar { bar }

    /// Whether the navigation bar is hidden; a hidden bar takes no touches.
    open var isNavigationBarHidden: Bool {
        get { bar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar. ResponderKit does not animate the bar: it hides or shows at once, also
    /// when `animated` is true (UIKit slides it over `UINavigationControllerHideShowBarDuration`, 0.2 s).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        bar.isHidden = hidden
    }

    // MARK: - The view

    /// Makes the controller's view: the container of the top controller's view, the bar above it, and the pop
    /// gesture.
    open override func loadView() {
        let root = UILayoutContainerView(frame: .zero)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.navigationController = self
        transitionView.frame = root.bounds
        root.addSubview(transitionView)
        root.addSubview(bar)
        root.addGestureRecognizer(popGesture)
        view = root
        if let top = stack.last { install(top) }
    }
}
