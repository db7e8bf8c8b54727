import Foundation

/// What the layout pass and the frame setter note about a view.
struct LayoutFlags {
    /// Whether `layoutSubviews()` is due at the next layout pass (`setNeedsLayout()`); see `UIView+Layout.swift`.
    var needsLayout = false
    /// Whether this view or one of its descendants needs layout: the layout pass descends only into such views.
    var subtreeNeedsLayout = false
    /// Whether the `frame` setter is running, so the `bounds` and `center` setters it calls leave the trace's
    /// `viewChanged` to it: one assignment, one event.
    var isAssigningFrame = false
}
