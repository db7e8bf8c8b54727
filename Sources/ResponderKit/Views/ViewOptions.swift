import Foundation

/// A view's touch and drawing options, stored together.
struct ViewOptions {
    /// `isMultipleTouchEnabled`: whether the view receives every touch of a multi-touch sequence.
    var isMultipleTouchEnabled = false
    /// `isExclusiveTouch`: whether the view is the only one in its window that tracks touches while it has one.
    var isExclusiveTouch = false
    /// `clipsToBounds`: whether subviews are clipped to the bounds when drawn.
    var clipsToBounds = false
    /// `isOpaque`: the drawing hint that the view fills its bounds with opaque content.
    var isOpaque = true
    /// Whether subviews added to the view go to another view instead (a `UIVisualEffectView`'s content view).
    var redirectsSubviews = false
}
