import Foundation
import ResponderKit

/// A view's hit area for the tools: the path its `point(inside:with:)` answers for, and that path as SVG data.
@MainActor
public enum HitArea {
    /// The path `view` answers `point(inside:)` true for, in its bounds coordinates, or nil when that is its
    /// bounds (or unknown).
    public static func path(of view: UIView) -> UIBezierPath? {
        if let scene = view as? SceneBehaving { return scene.behaviour.hitArea(in: view.bounds) }
        if let described = view as? HitAreaDescribing { return described.hitArea }
        return nil
    }

    /// `view`'s hit area as SVG path data, each point mapped by `map` (to screen coordinates), or nil when the
    /// hit area is the bounds. Affine maps keep curves exact: their control points are mapped.
    public static func svgData(of view: UIView, map: (CGPoint) -> CGPoint) -> String? {
        guard let path = path(of: view) else { return nil }
        var data: [String] = []
        path.cgPath.applyWithBlock { element in
            let points = element.pointee.points
            func point(_ index: Int) -> String {
                let mapped = map(points[index])
                return "\(format(mapped.x)) \(format(mapped.y))"
            }
            switch element.pointee.type {
            case .moveToPoint: data.append("M" + point(0))
            case .addLineToPoint: data.append("L" + point(0))
            case .addQuadCurveToPoint: data.append("Q" + point(0) + " " + point(1))
            case .addCurveToPoint: data.append("C" + point(0) + " " + point(1) + " " + point(2))
            case .closeSubpath: data.append("Z")
            @unknown default: break
            }
        }
        return data.isEmpty ? nil : data.joined(separator: " ")
    }

    /// Two decimals, no trailing zeros (`sceneText`); a non-finite value (a broken path) as 0.
    nonisolated private static func format(_ value: CGFloat) -> String {
        value.isFinite ? value.sceneText : "0"
    }
}
