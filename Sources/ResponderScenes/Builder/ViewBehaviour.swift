import Foundation
import ResponderKit

/// What a scene view does in its overridden `hitTest`, `point(inside:)` and responder methods, shared by the
/// scene's view subclasses (one per built-in base class).
///
/// Each hit-test behaviour is written as the seeds write their overrides, calling `super` where they do:
///
/// ```
/// standard               super.hitTest
/// subviewsOnly           let view = super.hitTest; return view == self ? nil : view        (seed 002)
/// passThroughTo          target.hitTest(converted) ?? super.hitTest                        (seeds 000, 004)
/// redirectTo             super.hitTest == nil ? nil : target                               (seed 002)
/// childrenOutsideBounds  inside ? super.hitTest : first subview answering (converted)       (seed 000)
/// insideOnly             first subview whose point(inside:) is true, else self if inside    (seed 004)
/// none / self            nil / self                                                        (seed 002)
/// ```
@MainActor
final class ViewBehaviour {
    let id: String
    let pointInside: Scene.PointInside
    let hitTest: Scene.HitTest
    let handling: Scene.Handling
    let isDraggable: Bool
    var canBecomeFirstResponder: Bool
    /// What a scroll view's `touchesShouldCancel(in:)` answers for every content view; nil keeps UIKit's answer.
    let touchesShouldCancel: Bool?
    /// The path of `pointInside: {path: …}`, built once in the view's bounds coordinates.
    let hitPath: UIBezierPath?
    /// The view `passThroughTo` or `redirectTo` names, resolved once every view exists.
    weak var target: UIView?
    let log: HandlerLog

    init(view: Scene.View, log: HandlerLog, isFirstResponder: Bool) {
        id = view.id
        pointInside = view.pointInside
        hitPath = Self.path(of: view.pointInside)
        hitTest = view.hitTest
        handling = view.handling
        isDraggable = view.isDraggable
        canBecomeFirstResponder = view.canBecomeFirstResponder || isFirstResponder
        touchesShouldCancel = view.scroll?.touchesShouldCancel
        self.log = log
    }

    init(controller: Scene.ViewController, log: HandlerLog, isFirstResponder: Bool) {
        id = controller.id
        pointInside = .bounds
        hitPath = nil
        hitTest = .standard
        handling = controller.handling
        isDraggable = false
        canBecomeFirstResponder = controller.canBecomeFirstResponder || isFirstResponder
        touchesShouldCancel = nil
        self.log = log
    }

    /// Whether the view needs any override at all.
    static func isNeeded(for view: Scene.View) -> Bool {
        // A view without extras keeps the default hit-testing and handling, and has no scroll settings.
        view.isDraggable || view.canBecomeFirstResponder
            || (view.hasExtras
                && (view.pointInside != .bounds || view.hitTest != .standard || view.handling != Scene.Handling()
                    || view.scroll?.touchesShouldCancel != nil))
    }

    // MARK: - Hit-testing

    func hitTest(
        _ view: UIView, _ point: CGPoint, _ event: UIEvent?, standard: (CGPoint, UIEvent?) -> UIView?
    ) -> UIView? {
        switch hitTest {
        case .standard:
            return standard(point, event)
        case .subviewsOnly:
            let hit = standard(point, event)
            return hit === view ? nil : hit
        case .passThrough:
            if let target, let hit = target.tracedHitTest(view.convert(point, to: target), with: event) {
                return hit
            }
            return standard(point, event)
        case .redirect:
            return standard(point, event) == nil ? nil : target
        case .includesSubviewsOutsideBounds:
            if view.isHidden || !view.isUserInteractionEnabled || view.alpha < 0.01
                || view.point(inside: point, with: event)
            {
                return standard(point, event)
            }
            for subview in view.subviews.reversed() {
                if let hit = subview.tracedHitTest(view.convert(point, to: subview), with: event) { return hit }
            }
            return nil
        case .insideOnly:
            guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return nil }
            let inside = view.tracedPointInside(point, with: event)
            for subview in view.subviews.reversed()
            where subview.tracedPointInside(view.convert(point, to: subview), with: event) {
                return subview
            }
            return inside ? view : nil
        case .none:
            return nil
        case .receiver:
            return view
        }
    }

    func pointInside(_ view: UIView, _ point: CGPoint, standard: (CGPoint) -> Bool) -> Bool {
        switch pointInside {
        case .bounds:
            return standard(point)
        case .expanded(let insets):
            let bounds = view.bounds
            return CGRect(
                x: bounds.minX - insets.left, y: bounds.minY - insets.top,
                width: bounds.width + insets.left + insets.right, height: bounds.height + insets.top + insets.bottom
            ).contains(point)
        case .circle:
            let bounds = view.bounds
            let (dx, dy) = (point.x - bounds.midX, point.y - bounds.midY)
            return (dx * dx + dy * dy).squareRoot() <= min(bounds.width, bounds.height) / 2
        case .roundedRect(let radius):
            return UIBezierPath(roundedRect: view.bounds, cornerRadius: CGFloat(radius)).contains(point)
        case .path:
            return hitPath?.contains(point) ?? standard(point)
        }
    }

    /// The region `point(inside:with:)` answers true for, as a path in the view's bounds coordinates, when it
    /// is not the bounds: what the SVG and the playground outline.
    func hitArea(in bounds: CGRect) -> UIBezierPath? {
        switch pointInside {
        case .bounds:
            return nil
        case .expanded(let insets):
            return UIBezierPath(
                rect: CGRect(
                    x: bounds.minX - insets.left, y: bounds.minY - insets.top,
                    width: bounds.width + insets.left + insets.right,
                    height: bounds.height + insets.top + insets.bottom))
        case .circle:
            let radius = min(bounds.width, bounds.height) / 2
            return UIBezierPath(
                ovalIn: CGRect(x: bounds.midX - radius, y: bounds.midY - radius, width: 2 * radius, height: 2 * radius))
        case .roundedRect(let radius):
            return UIBezierPath(roundedRect: bounds, cornerRadius: CGFloat(radius))
        case .path:
            return hitPath
        }
    }

    /// The `UIBezierPath` of SVG path data, read when the scene was (so it cannot fail here).
    static func path(of pointInside: Scene.PointInside) -> UIBezierPath? {
        guard case .path(let text) = pointInside,
            let data = try? ScenePathData(text, magnitude: SceneDecoder.maximumMagnitude)
        else { return nil }
        let path = UIBezierPath()
        for element in data.elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quad(let control, let end): path.addQuadCurve(to: end, controlPoint: control)
            case .curve(let control1, let control2, let end):
                path.addCurve(to: end, controlPoint1: control1, controlPoint2: control2)
            case .close: path.close()
            }
        }
        return path
    }

    // MARK: - Responder methods

    func touches(_ method: Scene.Handling.Method, _ view: UIView, _ touches: Set<UITouch>, super forward: () -> Void) {
        let drags = isDraggable && method == .moved
        guard handling.touches.contains(method) || drags else { return forward() }
        if handling.logs { log.append("\(id) touches\(method.capitalized)") }
        if drags, let touch = touches.first {
            let current = touch.location(in: view)
            let previous = touch.previousLocation(in: view)
            view.transform = view.transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
        }
        if handling.callsSuper { forward() }
    }

    func override(
        _ methods: Set<Scene.Handling.Method>, _ method: Scene.Handling.Method, _ family: String,
        super forward: () -> Void
    ) {
        guard methods.contains(method) else { return forward() }
        if handling.logs { log.append("\(id) \(family)\(method.capitalized)") }
        if handling.callsSuper { forward() }
    }

    func remoteControl(_ event: UIEvent?, super forward: () -> Void) {
        guard handling.remoteControl else { return forward() }
        if handling.logs { log.append("\(id) remoteControlReceived") }
        if handling.callsSuper { forward() }
    }
}

extension Scene.Handling.Method {
    /// `Began`, `Moved`, …: the suffix of the responder method's name.
    var capitalized: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// The log of a scene's own handlers (`AView touchesBegan`, `tap action ended`), in order, with an optional
/// observer so a replay can interleave it with the engine's trace.
@MainActor
final class HandlerLog {
    private(set) var lines: [String] = []
    var observer: (@MainActor (String) -> Void)?

    func append(_ line: String) {
        lines.append(line)
        observer?(line)
    }
}
