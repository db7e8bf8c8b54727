import Foundation

/// An object that manages a view hierarchy, and a responder between its view and the view's superview.
///
/// Responder chain: a view controller's root view passes events to the controller, and the controller passes
/// them to its view's superview (the window, for a window's root view controller); a presented view controller
/// passes them to the view controller that presented it.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// The parent in view controller containment.
    public private(set) weak var parent: UIViewController?
    /// The child view controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The view controller this one presented, if any.
    public internal(set) var presentedViewController: UIViewController?
    /// The view controller that presented this one, if any.
    public internal(set) weak var presentingViewController: UIViewController?

    /// Creates a view controller; its view is loaded on first access. As on iOS, this is a convenience
    /// initializer (`init(nibName: nil, bundle: nil)`): a subclass declares its own `init()` without `override`,
    /// and its designated initializers call `super.init(nibName:bundle:)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller, as UIKit's designated initializer; ResponderKit loads no nibs, so the names
    /// are ignored and `loadView()` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives,
    /// so this is a plain view controller. It exists so that subclasses written for UIKit, which must declare
    /// `required init?(coder:)`, compile unchanged.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The controller's title, which containers show; setting it sets the navigation item's title too, as UIKit's
    /// does.
    open var title: String? {
        didSet { madeNavigationItem?.title = title }
    }

    // MARK: - Navigation (Controllers/Navigation/)

    /// The navigation item, once made.
    var madeNavigationItem: UINavigationItem?

    /// The item that represents the controller in a navigation controller's bar (its title and bar button items),
    /// made on first access with the controller's title.
    open var navigationItem: UINavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = UINavigationItem()
        item.title = title
        madeNavigationItem = item
        return item
    }

    /// Whether a tab bar hides when the controller is pushed on a navigation controller; stored (ResponderKit has no
    /// tab bar controller yet).
    open var hidesBottomBarWhenPushed = false

    /// The root view, loaded with `loadView()` and `viewDidLoad()` on first access.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain `UIView` that follows its superview's size (flexible width
    /// and height, as UIKit's). Override to set `view` yourself.
    open func loadView() {
        let root = UIView(frame: .zero)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    /// Called after the root view was loaded.
    open func viewDidLoad() {}

    /// Called before the root view lays out its subviews, in the layout pass (see `UIView.layoutSubviews()`).
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews, in the layout pass.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view: when the root view needs its constraints updated
    /// (`view.setNeedsUpdateConstraints()`), the layout pass calls this instead of the view's
    /// `updateConstraints()`, bottom-up with the other views, before frames are laid out. The default calls
    /// `view.updateConstraints()`; an override changes its constraints and calls `super.updateViewConstraints()`.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// The presenting view controller for a presented one; otherwise the root view's superview.
    open override var next: UIResponder? {
        if let presentingViewController { return presentingViewController }
        return loadedView?.storedSuperview
    }

    // MARK: - Containment

    /// Adds a child view controller; calls `willMove(toParent:)` on it. Add its view yourself, then call
    /// the child's `didMove(toParent:)`.
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this view controller from its parent; calls `didMove(toParent: nil)`. Call `willMove(toParent: nil)`
    /// first and remove the view yourself, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        isMovingFromParent = false
    }

    /// Called before the view controller is added to or removed from a parent. Call `super`: it starts
    /// `isMovingToParent` or `isMovingFromParent`, which the appearance callbacks in between can read.
    open func willMove(toParent parent: UIViewController?) {
        if parent != nil {
            isMovingToParent = true
        } else if self.parent != nil {
            isMovingFromParent = true
        }
    }

    /// Called after the view controller was added to or removed from a parent. Call `super`: it ends
    /// `isMovingToParent`.
    open func didMove(toParent parent: UIViewController?) {
        isMovingToParent = false
    }

    // MARK: - Appearance (UIViewController+Appearance.swift)

    /// Called before the view is added to a window's hierarchy. Call `super`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in the window's hierarchy and laid out, before `viewDidAppear`. Call `super`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared (after the transition, or on the next turn). Call `super`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the window's hierarchy. Call `super`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the window's hierarchy. Call `super`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether children get appearance callbacks when this controller's view moves, without the container calling
    /// `beginAppearanceTransition`; true by default.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - Traits and rotation (UIViewController+Traits.swift, UIApplication+Environment.swift)

    /// The controller's traits: its parent's, or its presenter's, or (a window's root) its view's window's, with
    /// `overrideUserInterfaceStyle` applied. A controller in no window has the current application's screen traits.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }

    /// Called after the controller's traits changed, with the ones it had. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The style this controller, its view and its children use whatever their environment's; `.unspecified`
    /// (the default) inherits it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrideStyle ?? .unspecified }
        set { setOverrideUserInterfaceStyle(newValue) }
    }

    /// The interface orientations the controller supports: every one on iPad, all but upside down on iPhone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// Whether the controller's content rotates; true.
    open var shouldAutorotate: Bool { true }

    /// Called before the controller's traits change in a transition (a rotation that changes size classes). The
    /// default forwards to the children.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// Called before the controller's view changes size in a transition (a rotation). The default forwards to
    /// the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: - Presentation (UIViewController+Presentation.swift)

    /// Presents a view controller: its view fills the window, its next responder is the presenting controller,
    /// with the appearance callbacks and completion timing of UIKit (see `UIViewController+Presentation.swift`).
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Shows a view controller in the primary context: the nearest navigation controller pushes it (animated);
    /// without one, this controller presents it, as UIKit's default does when no container in the hierarchy
    /// overrides `show(_:sender:)` (BehaviourContract §17).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Dismisses the view controller this one presented, or, when it presented none, this one.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: - Presentation state

    /// How the controller is shown when presented; `.automatic` (a page sheet) by default.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The object that vends the animator and interaction controller of this controller's presentation and
    /// dismissal (weak, as in UIKit); nil for the standard transitions (see `UIViewController+Transitioning.swift`).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The container view of a custom presentation, while this controller is presented in one.
    var transitionContainer: UIView?
    /// Whether the controller is being presented: from `present` until its transition ends.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed: from `dismiss` until its transition ends.
    public internal(set) var isBeingDismissed = false
    /// Whether the controller is being added to a parent (between `willMove(toParent:)` and `didMove(toParent:)`).
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from a parent.
    public internal(set) var isMovingFromParent = false
    /// Where the controller is in its appearance callbacks.
    var appearance = AppearanceState.disappeared
    /// Whether the current appearance transition is animated.
    var appearanceAnimated = false
    /// Whether `viewIsAppearing` ran in the current appearance.
    var calledIsAppearing = false
}
