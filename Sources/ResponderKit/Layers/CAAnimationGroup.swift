import Foundation

/// Animations run together on one timeline: each child's `beginTime` is relative to the group's start, a child
/// with no duration takes the group's, and the group's duration cuts them off. Only the group's delegate and
/// completion are told; its children's delegates are not.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAAnimationGroup else { return }
        copy.animations = animations?.compactMap { $0.copy() as? CAAnimation }
    }
}
