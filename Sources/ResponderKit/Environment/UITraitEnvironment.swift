import Foundation

/// An object whose traits come from its environment: the screen, windows, views and view controllers.
///
/// Traits flow down: the screen's (from `UIApplication.environment`) to each window, to its root view controller,
/// to that controller's view and its subviews and child controllers; `overrideUserInterfaceStyle` replaces the style
/// for an object and everything below it. When a collection changes, each object whose traits differ gets
/// `traitCollectionDidChange(_:)` and its trait-change registrations' handlers, parents before children
/// (BehaviourContract §18).
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The object's traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the object's traits changed, with the ones it had.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// State few views and view controllers have — trait overrides and registrations, interactions, Auto Layout,
/// accessibility settings, the layer — in one box allocated on first use, so that a plain view stays small.
@MainActor
final class TraitState {
    /// `overrideUserInterfaceStyle`.
    var overrideStyle = UIUserInterfaceStyle.unspecified
    /// The registrations, in the order they were made.
    var registrations: [Registration] = []
    /// A view's interactions (`addInteraction`), kept here with the other state few views have.
    var interactions: [any UIInteraction] = []
    /// A view's Auto Layout state (`UIView.layoutStorage`).
    var layout: ViewLayoutStorage?
    /// A view's accessibility settings (`UIView.accessibilityStorage`).
    var accessibility: AccessibilityStorage?
    /// A view's layer, once read (`UIView.storedLayer`).
    var layer: CALayer?
    /// A view's `contentMode`.
    var contentMode = UIView.ContentMode.scaleToFill
    /// Whether `setNeedsDisplay()` was called since the view was last recorded.
    var needsDisplay = false
    /// A view's `tag`.
    var tag = 0
    /// A view's `backgroundColor`.
    var backgroundColor: UIColor?
    /// A view's `accessibilityIdentifier`.
    var accessibilityIdentifier: String?
    /// A view's `hitAreaInsets`.
    var hitAreaInsets = UIEdgeInsets.zero
    /// The view controller whose root view the view is.
    weak var owningViewController: UIViewController?
    /// A view's own `tintColor`, nil when it inherits its superview's.
    var tintColor: UIColor?
    /// A view's `tintAdjustmentMode`.
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    private var nextRegistration = 0

    /// One registration: which traits, and what to run.
    struct Registration {
        let token: Token
        let traits: [UITrait]
        let run: @MainActor (UIResponder, UITraitCollection) -> Void
    }

    /// What `registerForTraitChanges` returns.
    struct Token: UITraitChangeRegistration, Hashable {
        let id: Int
    }

    func add(_ traits: [UITrait], _ run: @escaping @MainActor (UIResponder, UITraitCollection) -> Void) -> Token {
        nextRegistration += 1
        let token = Token(id: nextRegistration)
        registrations.append(Registration(token: token, traits: traits, run: run))
        return token
    }
}

extension UIResponder {
    /// The responder's trait state, made on first use.
    final var traitStateForWriting: TraitState {
        if let traitState { return traitState }
        let state = TraitState()
        traitState = state
        return state
    }

    /// Tells the responder its traits changed from `previous` to `current`: `traitCollectionDidChange`, then each
    /// registration whose traits differ, in registration order.
    final func traitsChanged(from previous: UITraitCollection, to current: UITraitCollection) {
        (self as? any UITraitEnvironment)?.traitCollectionDidChange(previous)
        guard let registrations = traitState?.registrations else { return }
        for registration in registrations where traitsDiffer(registration.traits, previous, current) {
            registration.run(self, previous)
        }
    }
}

/// Delivers trait changes: records every object's traits under some roots, lets a change happen, and tells each
/// object whose traits then differ, parents before children (a controller before its root view).
@MainActor
struct TraitPropagation {
    private var before: [(object: UIResponder, traits: UITraitCollection)] = []

    /// Records the traits of each object in the subtrees of `roots`.
    init(roots: [UIView]) {
        for root in roots {
            root.forEachInSubtree { view in
                if view.hasOwningViewController, let controller = view.owningViewController {
                    before.append((controller, controller.traitCollection))
                }
                before.append((view, view.traitCollection))
                return true
            }
        }
    }

    /// Tells each recorded object whose traits differ now.
    func deliver() {
        for (object, previous) in before {
            let current: UITraitCollection
            if let view = object as? UIView {
                current = view.traitCollection
            } else if let controller = object as? UIViewController {
                current = controller.traitCollection
            } else {
                continue
            }
            if current != previous { object.traitsChanged(from: previous, to: current) }
        }
    }
}
