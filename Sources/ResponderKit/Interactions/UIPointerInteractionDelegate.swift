import Foundation

/// What a pointer interaction asks as a mouse or trackpad pointer moves over its view (UIKit's protocol). Every
/// method is optional, as in UIKit: by default the region is the view's bounds, the style the system's, and
/// entering or leaving animates nothing.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: NSObjectProtocol {
    /// The region the pointer is in at `request.location`; nil: this interaction has no region there, and the
    /// interactions of the views behind it are asked.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    /// The style of the pointer in `region`; nil: the system's.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is about to enter `region`.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
    /// The pointer is about to leave `region`.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// The default region: the view's bounds.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        defaultRegion
    }

    /// The system's style.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    {
        nil
    }

    /// Does nothing.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}

    /// Does nothing.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
}
