import Foundation
import ResponderKit

/// The view and view-controller classes a scene may name besides the built-in ones.
///
/// A scene's `class: MyView` builds whatever the factory registered under `MyView` returns; the builder then
/// sets the view's geometry, flags, colour and recognizers as for a built-in class. Declarative behaviours
/// (`hitTest`, `pointInside`, `handles`, `draggable`) need a built-in class: a registered class brings its
/// own overrides.
///
/// ```swift
/// var classes = SceneClassRegistry()
/// classes.register("MyView") { frame in MyView(frame: frame) }
/// classes.registerViewController("DrawerViewController") { DrawerViewController() }
/// let built = try SceneBuilder(classes: classes).build(scene, in: application)
/// ```
///
/// The registry is a value passed to ``SceneBuilder``, not global state: each builder sees its own classes.
@MainActor
public struct SceneClassRegistry {
    /// Makes a view of a registered class with the frame the scene gives it.
    public typealias ViewFactory = @MainActor (CGRect) -> UIView
    /// Makes a view controller of a registered class.
    public typealias ViewControllerFactory = @MainActor () -> UIViewController

    private var viewFactories: [String: ViewFactory] = [:]
    private var controllerFactories: [String: ViewControllerFactory] = [:]

    /// Creates a registry with no user classes.
    public init() {}

    /// Registers a view class under `name`; a later registration of the same name replaces it.
    /// Built-in names (`view`, `imageView`, `label`, `window`, `button`, `switch`, `slider`, `scrollView`) may be
    /// replaced too.
    public mutating func register(_ name: String, _ factory: @escaping ViewFactory) {
        viewFactories[name] = factory
    }

    /// Registers a view-controller class under `name`.
    public mutating func registerViewController(_ name: String, _ factory: @escaping ViewControllerFactory) {
        controllerFactories[name] = factory
    }

    /// The names of the registered view classes, sorted.
    public var viewClassNames: [String] { viewFactories.keys.sorted() }

    /// The factory registered for a view class.
    public func viewFactory(for name: String) -> ViewFactory? {
        viewFactories[name]
    }

    /// The factory registered for a view-controller class.
    public func viewControllerFactory(for name: String) -> ViewControllerFactory? {
        controllerFactories[name]
    }

    /// The view classes a scene may use without registering them.
    nonisolated public static let builtInViewClasses = [
        "view", "imageView", "label", "window", "button", "switch", "slider", "canvas", "scrollView",
    ]
}
