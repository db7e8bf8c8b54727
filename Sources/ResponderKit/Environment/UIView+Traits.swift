import Foundation

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// The traits the view inherits: its controller's, its superview's or its screen's, with its override.
    final var inheritedTraitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if hasOwningViewController, let controller = owningViewController {
            inherited = controller.traitCollection
        } else if let superview = storedSuperview {
            inherited = superview.traitCollection
        } else if let window = self as? UIWindow, let application = window.application {
            inherited = application.environmentState.screenTraits
        } else {
            inherited = (UIApplication.current?.environmentState ?? DetachedEnvironment.state).screenTraits
        }
        return inherited.overriding(style: overrideUserInterfaceStyle)
    }

    /// Sets the style override and tells the views whose traits changed.
    final func setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != overrideUserInterfaceStyle else { return }
        let propagation = TraitPropagation(roots: [self])
        traitStateForWriting.overrideStyle = style
        propagation.deliver()
    }
}
