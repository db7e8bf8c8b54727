import Foundation

/// An animation of one layer property, named by its key path (`"position"`, `"opacity"`, `"transform.rotation.z"`,
/// `"bounds.size.width"`, `"strokeEnd"`); see ``LayerProperty`` for the paths ResponderKit animates. An animation
/// of a path it does not know still runs, starts and stops on time, and changes nothing.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the animated value is added to the model value instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition starts from where the previous one ended.
    open var isCumulative = false
    /// Applied to each value before it is shown; stored, not used (ResponderKit draws nothing).
    open var valueFunction: Any?

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }
}
