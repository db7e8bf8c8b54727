import Foundation

/// A relation between two attributes of views or layout guides that Auto Layout keeps:
/// `first.attribute relation multiplier × second.attribute + constant`, at a priority.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
///     button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
///     button.widthAnchor.constraint(equalToConstant: 120),
/// ])
/// ```
///
/// An active constraint is held by the nearest common ancestor of its items (its `constraints`) and solved in the
/// layout pass that runs before the next event is hit-tested; changing `constant` re-solves incrementally. What
/// runs when is in <doc:AutoLayout>.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The part of an item's frame a constraint relates.
    public enum Attribute: Int, Hashable, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The edge where reading starts: left, or right in a right-to-left layout.
        case leading = 5
        /// The edge where reading ends.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (the bottom for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom for views without text).
        case firstBaseline = 12
        /// The left edge inset by the layout margins.
        case leftMargin = 13
        /// The right edge inset by the layout margins.
        case rightMargin = 14
        /// The top edge inset by the layout margins.
        case topMargin = 15
        /// The bottom edge inset by the layout margins.
        case bottomMargin = 16
        /// The leading edge inset by the layout margins.
        case leadingMargin = 17
        /// The trailing edge inset by the layout margins.
        case trailingMargin = 18
        /// The horizontal centre of the area inside the layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the area inside the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The older name of `lastBaseline`.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Hashable, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// A layout axis, for content hugging and compression resistance.
    public enum Axis: Int, Hashable, Sendable {
        /// Widths and x positions.
        case horizontal = 0
        /// Heights and y positions.
        case vertical = 1
    }

    final weak var firstItemReference: AnyObject?
    final weak var secondItemReference: AnyObject?
    /// The first item: a view or a layout guide.
    open var firstItem: AnyObject? { firstItemReference }
    /// The second item, nil for a constraint to a constant.
    open var secondItem: AnyObject? { secondItemReference }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`notAnAttribute` for a constraint to a constant).
    public let secondAttribute: Attribute
    /// How the sides relate.
    public let relation: Relation
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// The constant added to the second side. Changing it on an active constraint re-solves incrementally in the
    /// next layout pass, before the next event is hit-tested.
    open var constant: CGFloat {
        didSet {
            if constant != oldValue || constant.isNaN { engineReference?.constantChanged(of: self) }
        }
    }
    /// How much the constraint matters (default `.required`). As in UIKit, an active constraint's priority may not
    /// change between required and optional; ResponderKit records that as a layout issue and keeps the old one.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, let engine = engineReference else { return }
            if (priority.rawValue >= 1000) != (oldValue.rawValue >= 1000) {
                engine.report(.priorityChangeRefused(constraint: traceDescription), from: self)
                priority = oldValue
                return
            }
            engine.structureChanged()
        }
    }
    /// A name for the constraint, shown in layout reports.
    open var identifier: String?
    /// Whether the constraint is archived with its view; ResponderKit reads and writes no archives.
    open var shouldBeArchived = false

    /// The view that holds the constraint while it is active (its `constraints` list it), unretained: the view
    /// holds the constraint.
    final weak var holder: UIView?
    /// The engine the constraint is solved in, while it is.
    final weak var engineReference: LayoutEngine?
    /// The solver's handle, valid while `engineReference` is set.
    final var solverConstraint = LayoutSolver.Constraint(index: -1)
    /// Whether the engine refused the constraint (it conflicted, or was invalid): it stays active, unsolved, as a
    /// constraint UIKit broke.
    final var isBroken = false
    /// When the constraint was last activated, counted across the process: of the required constraints of a
    /// conflict, the one activated last is the one broken. 0 for the engine's own.
    final var activationOrder: UInt64 = 0
    /// The activations so far.
    static var activations: UInt64 = 0
    /// Whether the constraint is one the engine made itself (autoresizing, intrinsic size, guides, stack views).
    final var isSystemConstraint = false
    /// The constant part of the solver expression besides `-constant` (a baseline's offset, a margin), so that a
    /// new constant moves the expression's constant to `expressionBase - constant`.
    final var expressionBase: Double = 0
    /// The kind of system constraint, for reports (`NSAutoresizingMaskLayoutConstraint`…).
    final var systemKind: String?

    /// Creates an empty constraint, as `NSObject`'s `init()` makes one on iOS (code keeps it as a placeholder until
    /// it makes the real one): no items, both attributes `.notAnAttribute`, equal, multiplier 1, constant 0.
    /// Activating it is refused with a layout issue, where UIKit raises.
    public override init() {
        firstItemReference = nil
        secondItemReference = nil
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        constant = 0
        super.init()
    }

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`; `view2` is nil (and `attr2`
    /// `.notAnAttribute`) for a constraint to a constant.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItemReference = view1 as AnyObject
        secondItemReference = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it, as
    /// `activate(_:)` and `deactivate(_:)` do.
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    /// The first item's anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItemReference, attribute: firstAttribute)
    }

    /// The second item's anchor, nil for a constraint to a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItemReference.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// The constraint as UIKit prints it in layout reports, without addresses:
    /// `'title-gap' UILabel.leading == UIView.leading + 20`.
    open override var description: String { MainActor.assumeIsolated { traceDescription } }

    /// The constraint as layout reports show it.
    final var traceDescription: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        if let systemKind { text = systemKind + ": " + text }
        text += "\(Self.itemName(firstItemReference)).\(firstAttribute.name) \(relation.symbol) "
        if let second = secondItemReference {
            if multiplier != 1 { text += "\(Self.format(multiplier))*" }
            text += "\(Self.itemName(second)).\(secondAttribute.name)"
            if constant != 0 { text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))" }
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        return text
    }

    static func itemName(_ item: AnyObject?) -> String {
        switch item {
        case let view as UIView: view.traceName
        case let guide as UILayoutGuide: guide.traceName
        default: "nil"
        }
    }

    static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), let whole = Int64(exactly: value) { return String(whole) }
        return "\(value)"
    }
}

extension NSLayoutConstraint.Attribute {
    /// The name UIKit prints.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The axis the attribute is on.
    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .notAnAttribute:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        }
    }

    /// Whether the attribute is a size rather than a position.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute follows the reading direction.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute left or right edge.
    var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }
}

extension NSLayoutConstraint.Relation {
    /// `==`, `<=` or `>=`.
    var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
