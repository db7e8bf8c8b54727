import Foundation
import ResponderKit

/// The geometry and look of a built scene's views at one moment, in drawing order: windows back to front,
/// each window's views parents first, subviews back to front.
public struct SceneSnapshot: Hashable, Sendable {
    /// One view (or window) as drawn.
    public struct Shape: Hashable, Sendable {
        /// The scene id.
        public var id: String
        /// The view's bounds, in its own coordinates.
        public var bounds: CGRect
        /// Maps the view's own coordinates to screen coordinates (transforms of every ancestor included).
        public var toScreen: Scene.Transform
        /// The background colour as CSS, or nil for none.
        public var fill: String?
        /// `alpha`.
        public var alpha: Double
        /// Whether the view or an ancestor is hidden.
        public var isHidden: Bool
        /// Whether it is a window.
        public var isWindow: Bool
        /// Nesting depth, 0 for a window.
        public var depth: Int
        /// `clipsToBounds`: its subviews are drawn only inside its bounds.
        public var clipsToBounds = false
        /// A label's text or a button's title, for a placeholder where the text would be drawn.
        public var text: String?
        /// The view's own geometry (frame in its superview, bounds, centre, transform, alpha, `isHidden`).
        public var geometry: ViewGeometry

        /// A point of the view's own coordinates in screen coordinates.
        public func screenPoint(_ point: CGPoint) -> CGPoint {
            CGPoint(
                x: toScreen.a * point.x + toScreen.c * point.y + toScreen.tx,
                y: toScreen.b * point.x + toScreen.d * point.y + toScreen.ty)
        }
    }

    /// The shapes, in drawing order.
    public var shapes: [Shape]
    /// The scene's declared, active constraints, as lines between the anchors they relate.
    public var constraints: [ConstraintLine] = []

    /// Creates a snapshot from shapes and constraint lines.
    public init(shapes: [Shape], constraints: [ConstraintLine] = []) {
        self.shapes = shapes
        self.constraints = constraints
    }

    /// Takes a snapshot of a built scene now.
    ///
    /// Each view's map to the screen is its superview's times its own map to its superview (move its bounds centre
    /// to the origin, apply its `transform`, move to its `center`: what `UIView.convert(_:to:)` composes), made
    /// once per view on the way down: a 100,000-view scene's snapshot climbs no view's ancestors, where three
    /// `convert` calls a view climbed them all three times (more than half of `responder replay`'s time in a debug
    /// build). `SceneSnapshotTests` checks that every shape's map agrees with `convert`.
    @MainActor
    public init(_ built: BuiltScene) {
        var shapes: [Shape] = []
        let windows = built.windows.enumerated().sorted {
            ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset)
        }
        for (_, window) in windows {
            let offset = CGPoint(
                x: window.frame.minX - window.bounds.minX, y: window.frame.minY - window.bounds.minY)
            // Each entry: a view, its depth, whether an ancestor is hidden, and its superview's map to the window.
            var stack: [(UIView, Int, Bool, CGAffineTransform)] = [(window, 0, false, .identity)]
            while let (view, depth, hiddenAbove, parentToWindow) = stack.popLast() {
                let hidden = hiddenAbove || view.isHidden
                let toWindow = view === window ? .identity : Self.toSuperview(view).concatenating(parentToWindow)
                shapes.append(Self.shape(view, toWindow: toWindow, offset: offset, depth: depth, hidden: hidden))
                for subview in view.subviews.reversed() { stack.append((subview, depth + 1, hidden, toWindow)) }
            }
        }
        self.shapes = shapes
        constraints = Self.constraintLines(of: built)
    }

    /// A view's map from its bounds coordinates to its superview's coordinates.
    @MainActor
    static func toSuperview(_ view: UIView) -> CGAffineTransform {
        let bounds = view.bounds
        let center = view.center
        return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY).concatenating(view.transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    @MainActor
    private static func shape(
        _ view: UIView, toWindow: CGAffineTransform, offset: CGPoint, depth: Int, hidden: Bool
    ) -> Shape {
        let transform = Scene.Transform(
            a: Double(toWindow.a), b: Double(toWindow.b), c: Double(toWindow.c), d: Double(toWindow.d),
            tx: Double(toWindow.tx + offset.x), ty: Double(toWindow.ty + offset.y))
        return Shape(
            id: view.accessibilityIdentifier ?? String(describing: type(of: view)), bounds: view.bounds,
            toScreen: transform, fill: view.backgroundColor?.cssValue, alpha: Double(view.alpha), isHidden: hidden,
            isWindow: view is UIWindow, depth: depth, clipsToBounds: view.clipsToBounds, text: text(of: view),
            geometry: ViewGeometry(of: view))
    }

    @MainActor
    private static func text(of view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        if let button = view as? UIButton { return button.currentTitle }
        return nil
    }
}
