import Foundation

/// The application's side of custom view-controller transitions: the ones under way, for `leftovers` and for the
/// animation engine, which hands a percent-driven transition the animations added in its container.
extension UIApplication {
    /// A layer animation was added while a transition is under way: the newest percent-driven transition whose
    /// container holds the animated layer drives it.
    func transitionAnimationAdded(_ animation: LayerAnimation) {
        guard let view = animation.layerReference.object?.nearestView else { return }
        for transition in motion.transitions.reversed() {
            guard let driver = transition.driver, driver.drives(view) else { continue }
            driver.adopt(animation)
            return
        }
    }
}
