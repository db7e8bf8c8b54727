import Foundation

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
    /// The traits the controller inherits: its parent's, its presenter's or its view's window's, with its override.
    final var inheritedTraitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let parent {
            inherited = parent.traitCollection
        } else if let presentingViewController {
            inherited = presentingViewController.traitCollection
        } else if let superview = viewIfLoaded?.storedSuperview {
            inherited = superview.traitCollection
        } else {
            inherited = (UIApplication.current?.environmentState ?? DetachedEnvironment.state).screenTraits
        }
        return inherited.overriding(style: overrideUserInterfaceStyle)
    }

    /// Sets the style override and tells the controller, its view and its children whose traits changed.
    final func setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != overrideUserInterfaceStyle else { return }
        let propagation = TraitPropagation(roots: viewIfLoaded.map { [$0] } ?? [])
        traitStateForWriting.overrideStyle = style
        propagation.deliver()
    }
}
