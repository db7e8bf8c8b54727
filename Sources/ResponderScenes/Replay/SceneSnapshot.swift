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
        /// Where the view shows while it or an ancestor animates, when that differs from the model above (which
        /// hit-testing reads); nil otherwise.
        public var presentation: Presentation?
        /// Where the view answers `point(inside:with:)` true when that is not its bounds (an enlarged rectangle,
        /// a circle, a path), as SVG path data in screen coordinates; nil for the bounds. See
        /// ``HitAreaDescribing``.
        public var hitArea: String?

        /// A view as it shows on screen during an animation: its layers' presentation values.
        public struct Presentation: Hashable, Sendable {
            /// Maps the view's own coordinates to screen coordinates as shown.
            public var toScreen: Scene.Transform
            /// Its bounds as shown.
            public var bounds: CGRect
            /// Its opacity as shown.
            public var alpha: Double
        }

        /// The shape as it shows: the presentation during an animation, the model otherwise.
        public var shown: (toScreen: Scene.Transform, bounds: CGRect, alpha: Double) {
            presentation.map { ($0.toScreen, $0.bounds, $0.alpha) } ?? (toScreen, bounds, alpha)
        }

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
        // Views that animate, and their subtrees, also get their presentation geometry: none without animations.
        let animating = Set(built.application.viewsWithRunningAnimations.map(ObjectIdentifier.init))
        for (_, window) in windows {
            let offset = CGPoint(
                x: window.frame.minX - window.bounds.minX, y: window.frame.minY - window.bounds.minY)
            // Each entry: a view, its depth, whether an ancestor is hidden, its superview's map to the window, and
            // that map as shown when an ancestor animates.
            var stack: [(UIView, Int, Bool, CGAffineTransform, CGAffineTransform?)] = [
                (window, 0, false, .identity, nil)
            ]
            while let (view, depth, hiddenAbove, parentToWindow, parentShown) = stack.popLast() {
                let hidden = hiddenAbove || view.isHidden
                let toWindow = view === window ? .identity : Self.toSuperview(view).concatenating(parentToWindow)
                var shape = Self.shape(view, toWindow: toWindow, offset: offset, depth: depth, hidden: hidden)
                var shown: CGAffineTransform?
                if !animating.isEmpty, parentShown != nil || animating.contains(ObjectIdentifier(view)) {
                    let (presentation, toWindowShown) = Self.presentation(
                        of: view, isWindow: view === window, parentShown: parentShown ?? parentToWindow,
                        animates: animating.contains(ObjectIdentifier(view)), offset: offset)
                    shown = toWindowShown
                    if presentation.toScreen != shape.toScreen || presentation.bounds != shape.bounds
                        || presentation.alpha != shape.alpha
                    {
                        shape.presentation = presentation
                    }
                }
                shapes.append(shape)
                for subview in view.subviews.reversed() {
                    stack.append((subview, depth + 1, hidden, toWindow, shown))
                }
            }
        }
        self.shapes = shapes
        constraints = Self.constraintLines(of: built)
    }

    /// A view as it shows: its presentation layer's geometry when it animates itself, its model geometry moved
    /// with its superview's presentation otherwise; and its map to the window as shown.
    @MainActor
    private static func presentation(
        of view: UIView, isWindow: Bool, parentShown: CGAffineTransform, animates: Bool, offset: CGPoint
    ) -> (Shape.Presentation, CGAffineTransform) {
        var bounds = view.bounds
        var alpha = Double(view.alpha)
        var toSuperview = toSuperview(view)
        if animates, let layer = view.layer.presentation() {
            bounds = layer.bounds
            alpha = Double(layer.opacity)
            toSuperview = toSuperlayer(layer)
        }
        let toWindow = isWindow ? CGAffineTransform.identity : toSuperview.concatenating(parentShown)
        let transform = Scene.Transform(
            a: Double(toWindow.a), b: Double(toWindow.b), c: Double(toWindow.c), d: Double(toWindow.d),
            tx: Double(toWindow.tx + offset.x), ty: Double(toWindow.ty + offset.y))
        return (Shape.Presentation(toScreen: transform, bounds: bounds, alpha: alpha), toWindow)
    }

    /// A view's bounds corners on the screen (top-left, top-right, bottom-right, bottom-left) and its opacity as
    /// they show now: each of the view and its ancestors whose layer animates (its id in `animating`) at its
    /// presentation layer's geometry, the others at their model. The playground draws animating views with it,
    /// frame by frame.
    @MainActor
    public static func shownCorners(
        of view: UIView, in window: UIWindow, animating: Set<ObjectIdentifier>
    ) -> (corners: [CGPoint], alpha: Double) {
        var toWindow = CGAffineTransform.identity
        var bounds = view.bounds
        var alpha = Double(view.alpha)
        var current: UIView? = view
        while let level = current, level !== window {
            var map = toSuperview(level)
            if animating.contains(ObjectIdentifier(level)), let layer = level.layer.presentation() {
                if level === view {
                    bounds = layer.bounds
                    alpha = Double(layer.opacity)
                }
                map = toSuperlayer(layer)
            }
            toWindow = toWindow.concatenating(map)
            current = level.superview
        }
        let offset = CGPoint(x: window.frame.minX - window.bounds.minX, y: window.frame.minY - window.bounds.minY)
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ].map { corner in
            let point = corner.applying(toWindow)
            return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
        }
        return (corners, alpha)
    }

    /// A (presentation) layer's map from its bounds coordinates to its superlayer's: its anchor point moved to
    /// the origin, its transform, then its position.
    @MainActor
    private static func toSuperlayer(_ layer: CALayer) -> CGAffineTransform {
        let bounds = layer.bounds
        let anchor = CGPoint(
            x: bounds.minX + layer.anchorPoint.x * bounds.width, y: bounds.minY + layer.anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(layer.transform))
            .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
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
            geometry: ViewGeometry(of: view),
            hitArea: HitArea.svgData(of: view) { point in
                point.applying(toWindow.concatenating(CGAffineTransform(translationX: offset.x, y: offset.y)))
            })
    }

    @MainActor
    private static func text(of view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        if let button = view as? UIButton { return button.currentTitle }
        return nil
    }
}
