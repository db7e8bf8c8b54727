import Foundation

/// How much a constraint matters, from 1 to 1000: a required constraint (1000) holds or is broken; a weaker one is
/// satisfied as closely as the stronger ones allow.
///
/// ```swift
/// let preferred = label.widthAnchor.constraint(equalToConstant: 200)
/// preferred.priority = .defaultHigh      // 750: gives way to required constraints
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority's value.
    public var rawValue: Float

    /// A priority of the given value.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of the given value.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority written as a literal: `constraint.priority = 999`.
    public init(floatLiteral value: Float) {
        rawValue = value
    }

    /// A priority written as a literal: `constraint.priority = 999`.
    public init(integerLiteral value: Int) {
        rawValue = Float(value)
    }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority of a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that may resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the priority of a view's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority `systemLayoutSizeFitting(_:)` asks for the target size at.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs`: `.defaultHigh + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`: `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The solver's strength for this priority: required at 1000 and above, otherwise weighted by the value,
    /// clamped to 1...999 (a priority below 1 or not a number counts as 1).
    var strength: LayoutSolver.Strength {
        guard rawValue < 1000 else { return .required }
        let value = rawValue.isFinite ? Double(max(1, min(999, rawValue))) : 1
        return LayoutSolver.Strength(priority: value)
    }
}
