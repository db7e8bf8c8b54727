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
    public private(set) var children: [UIViewController] = []
    /// The view controller this one presented, if any.
    public private(set) var presentedViewController: UIViewController?
    /// The view controller that presented this one, if any.
    public private(set) weak var presentingViewController: UIViewController?

    /// Creates a view controller; its view is loaded on first access.
    public override init() {
        super.init()
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
    }

    /// Called before the view controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Presentation

    /// Presents a view controller: its view is added over the whole window of this one's view, and its
    /// next responder becomes this view controller. Animation is not modelled; `completion` runs at once.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        guard presentedViewController == nil, viewControllerToPresent !== self,
            viewControllerToPresent.presentingViewController == nil
        else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        if let window = loadedView?.window {
            let presentedView: UIView = viewControllerToPresent.view
            presentedView.frame = window.bounds
            window.addSubview(presentedView)
        }
        completion?()
    }

    /// Dismisses the view controller this one presented, or, when it presented none, this one.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentedViewController?.dismiss(animated: flag)
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentingViewController = nil
            presentedViewController = nil
            completion?()
        } else if let presentingViewController {
            presentingViewController.dismiss(animated: flag, completion: completion)
        }
    }
}
