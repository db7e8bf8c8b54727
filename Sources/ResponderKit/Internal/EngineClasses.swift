/// The exact-class lists that choose the engine's fast paths, all in one place.
///
/// Each list names classes exactly (`==`, never `is`): a subclass an app writes may override a method a fast
/// path skips (`hitTest(_:with:)`, `touchesMoved(_:with:)`, `next`, `layoutSubviews()`), so it always takes the
/// general path. Each answer is read once, when an object is created, and kept in a stored property.
@MainActor
enum EngineClasses {
    /// How a responder of this exact class passes touch methods on (`UIResponder.touchPassing`): `.overridable`
    /// unless the class is one whose touch methods and `next` are ResponderKit's own.
    static func touchPassing(of type: UIResponder.Type) -> UIResponder.TouchPassing {
        if type == UIView.self || type == UIImageView.self || type == UILabel.self { return .defaultToSuperview }
        if type == UIWindow.self { return .defaultToApplication }
        if type == UIViewController.self { return .defaultToNext }
        if type == UIApplication.self { return .defaultToDelegate }
        return .overridable
    }

    /// Whether a view of this exact class hit-tests as `UIView` does (`UIView.usesDefaultHitTesting`): the walk
    /// then reads its stored geometry instead of calling `hitTest(_:with:)` and `point(inside:with:)`.
    static func usesDefaultHitTesting(_ type: UIView.Type) -> Bool {
        type == UIView.self || type == UIWindow.self || type == UIImageView.self || type == UILabel.self
    }

    /// Whether a view of this exact class lays out nothing in `layoutSubviews()`: its layout is not worth a trace
    /// line.
    static func hasDefaultLayout(_ type: UIView.Type) -> Bool {
        usesDefaultHitTesting(type) || type == UIButton.self || type == UIControl.self || type == UISlider.self
            || type == UISwitch.self
    }

    /// Whether a recognizer of this exact class has the base `touchesMoved(_:with:)` (feed the logic), so that
    /// delivery may hand a lone touch's move straight to its logic (`UIGestureRecognizer.movesThroughLogic`).
    static func movesThroughLogic(_ type: UIGestureRecognizer.Type) -> Bool {
        type == UIPanGestureRecognizer.self || type == UIPinchGestureRecognizer.self
            || type == UIRotationGestureRecognizer.self || type == UITapGestureRecognizer.self
            || type == UILongPressGestureRecognizer.self || type == UISwipeGestureRecognizer.self
            || type == UIScreenEdgePanGestureRecognizer.self || type == UIScrollViewPanGestureRecognizer.self
            || type == UIScrollViewDelayedTouchesBeganGestureRecognizer.self
    }
}
