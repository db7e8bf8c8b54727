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

    /// Creates a snapshot from shapes.
    public init(shapes: [Shape]) {
        self.shapes = shapes
    }

    /// Takes a snapshot of a built scene now.
    @MainActor
    public init(_ built: BuiltScene) {
        var shapes: [Shape] = []
        let windows = built.windows.enumerated().sorted {
            ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset)
        }
        for (_, window) in windows {
            var stack: [(UIView, Int, Bool)] = [(window, 0, false)]
            while let (view, depth, hiddenAbove) = stack.popLast() {
                let hidden = hiddenAbove || view.isHidden
                shapes.append(Self.shape(view, in: window, depth: depth, hidden: hidden))
                for subview in view.subviews.reversed() { stack.append((subview, depth + 1, hidden)) }
            }
        }
        self.shapes = shapes
    }

    @MainActor
    private static func shape(_ view: UIView, in window: UIWindow, depth: Int, hidden: Bool) -> Shape {
        let bounds = view.bounds
        let offset = CGPoint(x: window.frame.minX - window.bounds.minX, y: window.frame.minY - window.bounds.minY)
        func screen(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let point = view === window ? CGPoint(x: x, y: y) : view.convert(CGPoint(x: x, y: y), to: window)
            return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
        }
        let origin = screen(bounds.minX, bounds.minY)
        let unitX = screen(bounds.minX + 1, bounds.minY)
        let unitY = screen(bounds.minX, bounds.minY + 1)
        let (a, b) = (unitX.x - origin.x, unitX.y - origin.y)
        let (c, d) = (unitY.x - origin.x, unitY.y - origin.y)
        let transform = Scene.Transform(
            a: a, b: b, c: c, d: d, tx: origin.x - a * bounds.minX - c * bounds.minY,
            ty: origin.y - b * bounds.minX - d * bounds.minY)
        return Shape(
            id: view.accessibilityIdentifier ?? String(describing: type(of: view)), bounds: bounds,
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
