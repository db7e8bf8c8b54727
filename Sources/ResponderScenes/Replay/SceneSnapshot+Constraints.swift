import Foundation
import ResponderKit

extension SceneSnapshot {
    /// A declared constraint as a picture draws it, in screen coordinates: a line from the constrained view's
    /// anchor to the anchor it is related to (a position), or across the view (a size), labelled with the
    /// constant and relation.
    public struct ConstraintLine: Hashable, Sendable {
        /// Where the line starts: on the constrained view.
        public var from: CGPoint
        /// Where it ends: on the other anchor (for a size, the view's other edge).
        public var to: CGPoint
        /// `20`, `≥ 44`, `= 0.5 × superview.width`, with ` @750` for a priority below required.
        public var label: String
        /// The constraint as layout reports print it.
        public var constraint: String
        /// Whether the solved frames keep the constraint (within half a point): false for one UIKit broke.
        public var isSatisfied: Bool
        /// The scene id of the constrained view.
        public var viewID: String?
        /// Whether the line runs along x (a horizontal position or a width).
        public var isHorizontal: Bool
    }

    /// The lines of a built scene's declared, active constraints, in file order.
    @MainActor
    static func constraintLines(of built: BuiltScene) -> [ConstraintLine] {
        built.declaredConstraints.compactMap { line(for: $0.constraint) }
    }

    @MainActor
    private static func line(for constraint: NSLayoutConstraint) -> ConstraintLine? {
        guard constraint.isActive, let view = constraint.firstItem as? UIView, let first = screenRect(of: view)
        else { return nil }
        let attribute = constraint.firstAttribute
        let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let firstValue = value(of: attribute, in: first, rightToLeft: isRightToLeft)
        var secondRect: CGRect?
        if let item = constraint.secondItem {
            let rect =
                (item as? UIView).flatMap { screenRect(of: $0) }
                ?? (item as? UILayoutGuide).flatMap { guide in
                    guide.owningView.flatMap { owner in screenRect(of: owner, rect: guide.layoutFrame) }
                }
            guard let rect else { return nil }
            secondRect = rect
        }
        let secondValue = secondRect.map {
            value(of: constraint.secondAttribute, in: $0, rightToLeft: isRightToLeft)
        }
        let (from, to): (CGPoint, CGPoint)
        switch attribute {
        case .width:
            let y = first.minY + min(6, first.height / 2)
            (from, to) = (CGPoint(x: first.minX, y: y), CGPoint(x: first.maxX, y: y))
        case .height:
            let x = first.maxX - min(6, first.width / 2)
            (from, to) = (CGPoint(x: x, y: first.minY), CGPoint(x: x, y: first.maxY))
        case .left, .right, .leading, .trailing, .centerX:
            (from, to) = (CGPoint(x: firstValue, y: first.midY), CGPoint(x: secondValue ?? firstValue, y: first.midY))
        default:
            (from, to) = (CGPoint(x: first.midX, y: firstValue), CGPoint(x: first.midX, y: secondValue ?? firstValue))
        }
        let target = constraint.multiplier * (secondValue ?? 0) + constraint.constant
        let difference = firstValue - target
        let baselines: [NSLayoutConstraint.Attribute] = [.firstBaseline, .lastBaseline]
        let isSatisfied: Bool
        switch constraint.relation {
        // A baseline's place is the text model's, which the picture does not know: not checked.
        case _ where baselines.contains(attribute) || baselines.contains(constraint.secondAttribute):
            isSatisfied = true
        case .equal: isSatisfied = abs(difference) <= 0.5
        case .greaterThanOrEqual: isSatisfied = difference >= -0.5
        case .lessThanOrEqual: isSatisfied = difference <= 0.5
        }
        return ConstraintLine(
            from: from, to: to, label: label(of: constraint), constraint: constraint.description,
            isSatisfied: isSatisfied, viewID: view.accessibilityIdentifier,
            isHorizontal: [.left, .right, .leading, .trailing, .centerX, .width].contains(attribute))
    }

    /// A short label: the constant with the relation when it is not equality, a size's multiplier and other
    /// anchor, and a priority below required.
    @MainActor
    static func label(of constraint: NSLayoutConstraint) -> String {
        let relation =
            switch constraint.relation {
            case .equal: ""
            case .greaterThanOrEqual: "≥ "
            case .lessThanOrEqual: "≤ "
            }
        var text = relation
        let isSize = constraint.firstAttribute == .width || constraint.firstAttribute == .height
        if isSize, let second = constraint.secondItem {
            let name =
                (second as? UIView)?.accessibilityIdentifier ?? (second as? UILayoutGuide)?.identifier ?? "item"
            let multiplier = constraint.multiplier == 1 ? "" : "\(constraint.multiplier.sceneText) × "
            text += "\(multiplier)\(name).\(constraint.secondAttribute == .width ? "width" : "height")"
            if constraint.constant != 0 {
                text +=
                    constraint.constant < 0
                    ? " − \((-constraint.constant).sceneText)" : " + \(constraint.constant.sceneText)"
            }
        } else {
            text += constraint.constant.sceneText
        }
        if constraint.priority != .required { text += " @\(CGFloat(constraint.priority.rawValue).sceneText)" }
        return text
    }

    /// A view's rectangle (its bounds, or `rect` in its coordinates) on the screen: its window's coordinates moved
    /// by the window's frame. Nil outside a window.
    @MainActor
    private static func screenRect(of view: UIView, rect: CGRect? = nil) -> CGRect? {
        guard let window = (view as? UIWindow) ?? view.window else { return nil }
        let inWindow = view.convert(rect ?? view.bounds, to: window)
        return inWindow.offsetBy(dx: window.frame.minX - window.bounds.minX, dy: window.frame.minY - window.bounds.minY)
    }

    /// Where an attribute is on a rectangle: an edge, a centre or a size.
    private static func value(of attribute: NSLayoutConstraint.Attribute, in rect: CGRect, rightToLeft: Bool) -> CGFloat
    {
        switch attribute {
        case .left: rect.minX
        case .right: rect.maxX
        case .leading: rightToLeft ? rect.maxX : rect.minX
        case .trailing: rightToLeft ? rect.minX : rect.maxX
        case .centerX: rect.midX
        case .top: rect.minY
        case .bottom: rect.maxY
        case .centerY: rect.midY
        case .width: rect.width
        case .height: rect.height
        // Baselines: the text model's are not public; the view's bottom stands in for drawing.
        default: rect.maxY
        }
    }
}
