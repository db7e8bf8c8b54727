import Foundation

/// The state of a property animator.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started (or finished): the animations have not run.
    case inactive = 0
    /// Started or paused: the animations ran and the views show the animator's progress.
    case active = 1
    /// Stopped without finishing: waiting for `finishAnimation(at:)`.
    case stopped = 2
}
