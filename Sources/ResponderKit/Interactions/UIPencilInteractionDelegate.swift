import Foundation

/// The object told of double taps and squeezes of Apple Pencil (UIKit's protocol). Every method is optional, as in
/// UIKit: the defaults do nothing, and the default `pencilInteraction(_:didReceiveTap:)` calls the older
/// `pencilInteractionDidTap(_:)`, so a delegate written before iOS 17.5 is called and one that implements the newer
/// method is not called twice (UIKit: "If pencilInteraction(_:didReceiveTap:) is implemented, this method will not
/// be called").
@preconcurrency @MainActor
public protocol UIPencilInteractionDelegate: NSObjectProtocol {
    /// A person double-tapped Apple Pencil (iOS 17.5).
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap)
    /// A person squeezed Apple Pencil Pro: called for each phase (iOS 17.5).
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze)
    /// A person double-tapped Apple Pencil (deprecated in iOS 17.5 for `pencilInteraction(_:didReceiveTap:)`).
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
}

extension UIPencilInteractionDelegate {
    /// Calls `pencilInteractionDidTap(_:)`, as UIKit does for a delegate that does not implement this method.
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        pencilInteractionDidTap(interaction)
    }

    /// Does nothing.
    public func pencilInteraction(
        _ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze
    ) {}

    /// Does nothing.
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
}
