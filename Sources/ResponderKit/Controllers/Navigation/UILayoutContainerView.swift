import Foundation

/// A navigation controller's root view, named as UIKit's private class is (so traces read as UIKit's): it lays out the
/// container of the top controller's view to fill it and the bar just below its top safe area, puts the pop gesture on
/// the leading edge, and refuses the pop gesture when no pop can start (one controller on the stack, or a transition
/// running), whatever the gesture's delegate answers (BehaviourContract §17).
@MainActor
final class UILayoutContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let navigationController else { return }
        let container = navigationController.transitionView
        if container.superview === self { container.frame = bounds }
        let bar = navigationController.navigationBar
        if bar.superview === self {
            bar.frame = CGRect(
                x: 0, y: safeAreaInsets.top, width: bounds.width, height: UINavigationBar.standardHeight)
        }
        updatePopGestureEdge()
        if navigationController.activeTransition == nil, let top = navigationController.topViewController?.viewIfLoaded,
            top.superview === container
        {
            top.frame = container.bounds
        }
    }

    /// Hit-testing comes before a touch reaches the pop gesture: the leading edge is read then, so a layout direction
    /// changed since the last layout pass counts.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        updatePopGestureEdge()
        return super.hitTest(point, with: event)
    }

    /// Puts the pop gesture on the leading edge: the left one left to right, the right one right to left.
    private func updatePopGestureEdge() {
        guard let gesture = navigationController?.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        else { return }
        let leading: UIRectEdge = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        if gesture.edges != leading { gesture.edges = leading }
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, gestureRecognizer === navigationController.interactivePopGestureRecognizer
        else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return navigationController.popCanStart
    }
}
