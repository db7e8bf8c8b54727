import Foundation

/// Where a view controller is in its appearance callbacks.
enum AppearanceState: Sendable {
    case disappeared, appearing, appeared, disappearing
}

/// The appearance callbacks, in UIKit's order (BehaviourContract §18):
///
/// - A controller whose view enters a visible window — a window's root made visible, a child's view added to a
///   visible parent, a presented controller — gets `viewWillAppear` before the view is in the window,
///   `viewIsAppearing` once it is in and laid out, and `viewDidAppear` on the next turn of the run loop (the end
///   of the next layout pass: before the next input, or `layoutPendingViews()`) or, for a presentation, when the transition ends. Leaving, `viewWillDisappear` before the
///   view leaves and `viewDidDisappear` on the next turn. Parents before children.
/// - Each callback runs once per appearance: a `will` without its `did` is ended by the opposite `will`
///   (UIKit's "unbalanced calls" are absorbed, not repeated).
/// - A parent whose `shouldAutomaticallyForwardAppearanceMethods` is false forwards them itself with
///   `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
extension UIViewController {
    /// Tells the controller its view is about to appear (`true`) or disappear: `viewWillAppear` or
    /// `viewWillDisappear`, unless it is already on its way there. For containers that forward appearance.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            appearanceAnimated = animated
            calledIsAppearing = false
            report(.viewWillAppear)
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            appearanceAnimated = animated
            report(.viewWillDisappear)
            viewWillDisappear(animated)
        default: break
        }
    }

    /// Ends the appearance transition begun last: `viewDidAppear` (after `viewIsAppearing`, if it did not run
    /// yet) or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            runIsAppearing()
            appearance = .appeared
            isMovingToParent = false
            report(.viewDidAppear)
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            report(.viewDidDisappear)
            viewDidDisappear(appearanceAnimated)
        default: break
        }
    }

    /// `viewIsAppearing`, once per appearance, after laying out the view.
    final func runIsAppearing() {
        guard appearance == .appearing, !calledIsAppearing else { return }
        calledIsAppearing = true
        viewIfLoaded?.layoutIfNeeded()
        report(.viewIsAppearing)
        viewIsAppearing(appearanceAnimated)
    }

    private func report(_ callback: AppearanceCallback) {
        guard let trace = (viewIfLoaded?.window?.application ?? UIApplication.current)?.trace, trace.isObserved
        else { return }
        trace.record(.appearance(controller: trace.subject(self), callback: callback))
    }

    /// Whether the appearance of this controller follows its view automatically: every ancestor forwards.
    final var forwardsAppearanceAutomatically: Bool {
        var ancestor = parent
        while let current = ancestor {
            if !current.shouldAutomaticallyForwardAppearanceMethods { return false }
            ancestor = current.parent
        }
        return true
    }
}

/// How many presentation or dismissal steps are moving views: while one is, views that move do not schedule
/// their controllers' `did` callbacks (the transition calls them when it ends).
@MainActor
enum ManagedAppearance {
    static var depth = 0

    static func run(_ body: () -> Void) {
        depth += 1
        defer { depth -= 1 }
        body()
    }
}

extension UIWindow {
    /// Whether views in this window are on screen: it belongs to an application and is not hidden.
    final var isShowing: Bool { application != nil && !isHidden }
}

extension UIView {
    /// Whether a subtree moving from `oldWindow` to `newWindow` goes on screen (`true`) or off it (`false`); nil
    /// when that does not change.
    static func appearanceChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) -> Bool? {
        let wasShowing = oldWindow?.isShowing ?? false
        let willShow = newWindow?.isShowing ?? false
        return wasShowing == willShow ? nil : willShow
    }

    /// The window showed (`true`) or hid: its controllers appear or disappear.
    final func appearanceVisibilityChanged(showing: Bool) {
        forEachInSubtree { view in
            if view.hasOwningViewController { view.owningViewController?.viewWillMove(showing: showing) }
            return true
        }
        var transitions = AppearanceTransitions()
        forEachInSubtree { view in
            if view.hasOwningViewController { transitions.viewDidMove(view) }
            return true
        }
        transitions.scheduleEnds(in: self as? UIWindow ?? window)
    }
}

extension UIViewController {
    /// The controller's view is going on screen (`true`) or off it.
    final func viewWillMove(showing: Bool) {
        guard forwardsAppearanceAutomatically else { return }
        beginAppearanceTransition(showing, animated: false)
    }
}

/// The controllers of a subtree that moved, whose `did` callbacks come on the next turn.
@MainActor
struct AppearanceTransitions {
    private var controllers: [UIViewController] = []

    /// A view owned by a controller moved: the controller gets `viewIsAppearing` now if it appears, and is ended
    /// later if it is in transition.
    mutating func viewDidMove(_ view: UIView) {
        guard let controller = view.owningViewController, controller.forwardsAppearanceAutomatically else { return }
        if controller.appearance == .appearing { controller.runIsAppearing() }
        if controller.appearance == .appearing || controller.appearance == .disappearing {
            controllers.append(controller)
        }
    }

    /// Queues the `did` callbacks on the application's next turn, unless a presentation manages them.
    func scheduleEnds(in window: UIWindow?) {
        guard !controllers.isEmpty, ManagedAppearance.depth == 0,
            let application = window?.application ?? UIApplication.current
        else { return }
        let controllers = controllers
        application.runAtNextTurn {
            for controller in controllers { controller.endAppearanceTransition() }
        }
    }
}
