import Foundation
import ResponderKit

/// A scene turned into live objects in an application: its windows, views, view controllers and gesture
/// recognizers, found by their scene ids, and the log of the scene's own handlers.
///
/// The views' `accessibilityIdentifier` and the controllers' trace names are their scene ids, and each
/// recognizer's `name` is its id, so the application's trace names everything as the scene file does.
@MainActor
public final class BuiltScene {
    /// The scene it was built from.
    public let scene: Scene
    /// The application its windows belong to.
    public let application: UIApplication
    /// The windows, in the scene's order.
    public let windows: [UIWindow]
    let views: ViewTable
    let controllers: [String: UIViewController]
    let recognizers: [String: UIGestureRecognizer]
    let handlerLog: HandlerLog
    /// Objects the scene needs alive that nothing else retains (recognizer delegates, action handlers).
    let retained: [AnyObject]
    /// The constraints the scene declares, each with where it is written, in file order.
    let declaredConstraints: [(constraint: NSLayoutConstraint, location: SourceLocation)]

    init(
        scene: Scene, application: UIApplication, windows: [UIWindow], views: ViewTable,
        controllers: [String: UIViewController], recognizers: [String: UIGestureRecognizer],
        handlerLog: HandlerLog, retained: [AnyObject],
        constraints: [(constraint: NSLayoutConstraint, location: SourceLocation)] = []
    ) {
        self.declaredConstraints = constraints
        self.scene = scene
        self.application = application
        self.windows = windows
        self.views = views
        self.controllers = controllers
        self.recognizers = recognizers
        self.handlerLog = handlerLog
        self.retained = retained
    }

    /// The view or window with a scene id.
    public func view(_ id: String) -> UIView? { views[id] }

    /// The view controller with a scene id.
    public func viewController(_ id: String) -> UIViewController? { controllers[id] }

    /// The constraints the scene file declares, in file order (its views' `constraints` lists).
    public var constraints: [NSLayoutConstraint] { declaredConstraints.map(\.constraint) }

    /// The declared constraint with an `identifier`, if any.
    public func constraint(_ identifier: String) -> NSLayoutConstraint? {
        declaredConstraints.first { $0.constraint.identifier == identifier }?.constraint
    }

    /// The gesture recognizer with a scene id.
    public func recognizer(_ id: String) -> UIGestureRecognizer? { recognizers[id] }

    /// What the scene's handlers logged so far, in order: `AView touchesBegan`, `tap action ended`.
    public var log: [String] { handlerLog.lines }

    /// Calls `body` with each line the scene's handlers log from now on, as it is logged.
    public func observeLog(_ body: @escaping @MainActor (String) -> Void) {
        handlerLog.observer = body
    }
}
