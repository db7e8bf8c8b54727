import Foundation

/// A scene: windows with their view trees, view controllers, gesture recognizers, the declarative
/// behaviours of each view, and optionally a script to replay on it.
///
/// A scene is plain data, read from a YAML or JSON file by ``SceneDecoder``; the builder turns it into live
/// `UIWindow`s and `UIView`s. The view trees are stored flat, so that no walk over a deep tree recurses:
///
/// ```
/// windows[0].view (id "window")        views, parents before children, siblings back to front:
///   └ root                             root      superview "window"
///       └ AView                        AView     superview "root"
///           ├ BView                    BView     superview "AView"
///           └ DView                    DView     superview "AView"   (front-most: asked first)
/// ```
///
/// Ids share one namespace across windows, views, view controllers and recognizers.
/// Source locations are metadata: ``removingLocations()`` strips them when comparing scenes read from
/// different files (the same scene in YAML and in JSON compares equal after it).
public struct Scene: Sendable, Hashable, Codable {
    /// An optional title for the scene.
    public var name: String?
    /// The windows, in file order.
    public var windows: [Window] {
        didSet { idIndex = IDIndex() }
    }
    /// Every view that is not a window's own view: each parent before its children,
    /// each superview's subviews from back to front (the order of `addSubview`).
    public var views: [View] {
        didSet { idIndex = IDIndex() }
    }
    /// The view controllers, in file order.
    public var viewControllers: [ViewController]
    /// The gesture recognizers, in the order they are added to their views.
    public var recognizers: [Recognizer]
    /// The id of the view or view controller that is first responder when the scene starts, if any.
    public var firstResponder: String?
    /// A script embedded in the scene file, replayed when the file is replayed alone.
    public var script: Script?
    /// Where the scene starts in its file.
    public var location: SourceLocation?
    /// The positions of the windows' and views' ids (windows first, then views, then controllers and
    /// recognizers) as the decoder's validation found them, for the builder; forgotten when the windows or the
    /// views change. Not part of the scene's value: it takes no part in equality, hashing or coding.
    var idIndex = IDIndex()

    /// The properties a scene is coded with (all but ``idIndex``).
    enum CodingKeys: String, CodingKey {
        case name, windows, views, viewControllers, recognizers, firstResponder, script, location
    }

    /// Ids' positions that a validated scene carries to the builder (``Scene/idIndex``); every index compares equal.
    struct IDIndex: Sendable, Hashable {
        /// The positions, when known.
        var positions: [String: Int]?

        static func == (_: IDIndex, _: IDIndex) -> Bool { true }
        func hash(into _: inout Hasher) {}
    }

    /// Creates a scene.
    public init(
        name: String? = nil, windows: [Window] = [], views: [View] = [], viewControllers: [ViewController] = [],
        recognizers: [Recognizer] = [], firstResponder: String? = nil, script: Script? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.windows = windows
        self.views = views
        self.viewControllers = viewControllers
        self.recognizers = recognizers
        self.firstResponder = firstResponder
        self.script = script
        self.location = location
    }

    /// The view with an id, whether a window's own view or another view.
    public func view(withID id: View.ID) -> View? {
        windows.first { $0.view.id == id }?.view ?? views.first { $0.id == id }
    }

    /// The same scene with every source location removed.
    public func removingLocations() -> Scene {
        var copy = self
        copy.location = nil
        copy.windows = windows.map { window in
            var window = window
            window.view.location = nil
            return window
        }
        copy.views = views.map { view in
            var view = view
            view.location = nil
            return view
        }
        copy.viewControllers = viewControllers.map { controller in
            var controller = controller
            controller.location = nil
            return controller
        }
        copy.recognizers = recognizers.map { recognizer in
            var recognizer = recognizer
            recognizer.location = nil
            return recognizer
        }
        copy.script = script?.removingLocations()
        return copy
    }
}

extension Scene {
    /// A window: its own view (class `window` unless a user class is named), level, key status and root
    /// view controller.
    public struct Window: Sendable, Hashable, Codable {
        /// The window's own view: id, class, frame, flags and behaviours. Its `superview` is nil.
        public var view: View
        /// `windowLevel`: 0 for `normal`, 1000 for `statusBar`, 2000 for `alert`, or any finite number.
        public var level: Double
        /// Whether the window is the key window. At most one window of a scene is key.
        public var isKey: Bool
        /// The id of the window's root view controller, whose view is one of the window's subviews.
        public var rootViewController: ViewController.ID?
        /// `simulatedSafeAreaInsets`: how far a device's notch and home indicator reach in; nil for none.
        public var safeAreaInsets: Insets?

        /// The window's id, which is its view's id.
        public var id: View.ID { view.id }

        /// Creates a window.
        public init(view: View, level: Double = 0, isKey: Bool = false, rootViewController: ViewController.ID? = nil) {
            self.view = view
            self.level = level
            self.isKey = isKey
            self.rootViewController = rootViewController
        }
    }

    /// A view controller: the view it manages, its children and the controller it presents.
    ///
    /// In the responder chain a controller comes after its view; a root controller is followed by its window,
    /// a presented controller by the controller presenting it, any other by its view's superview.
    public struct ViewController: Sendable, Hashable, Codable {
        /// A view controller's id.
        public typealias ID = String
        /// The controller's id.
        public var id: ID
        /// `viewController`, or the name of a user-registered subclass.
        public var className: String
        /// The id of the view the controller manages (its `view`).
        public var view: View.ID
        /// The ids of its child view controllers, in `addChild` order.
        public var children: [ID]
        /// The id of the view controller it presents, if any.
        public var presented: ID?
        /// The responder methods it overrides.
        public var handling: Handling
        /// Whether it can become first responder.
        public var canBecomeFirstResponder: Bool
        /// Where it is declared.
        public var location: SourceLocation?

        /// Creates a view controller.
        public init(
            id: ID, className: String = "viewController", view: View.ID, children: [ID] = [], presented: ID? = nil,
            handling: Handling = Handling(), canBecomeFirstResponder: Bool = false, location: SourceLocation? = nil
        ) {
            self.id = id
            self.className = className
            self.view = view
            self.children = children
            self.presented = presented
            self.handling = handling
            self.canBecomeFirstResponder = canBecomeFirstResponder
            self.location = location
        }
    }
}
