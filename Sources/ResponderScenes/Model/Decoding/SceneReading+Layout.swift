import Foundation

extension SceneReading {
    /// The keys of one constraint, as the anchor API names its arguments.
    static let constraintKeys = [
        "anchor", "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToConstant",
        "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant", "constant", "multiplier", "priority",
        "identifier", "active",
    ]

    /// The relation keys, each with its relation and whether it takes a constant rather than an anchor.
    static let relationKeys: [(key: String, relation: Scene.Constraint.Relation, isConstant: Bool)] = [
        ("equalTo", .equal, false), ("greaterThanOrEqualTo", .greaterThanOrEqual, false),
        ("lessThanOrEqualTo", .lessThanOrEqual, false), ("equalToConstant", .equal, true),
        ("greaterThanOrEqualToConstant", .greaterThanOrEqual, true),
        ("lessThanOrEqualToConstant", .lessThanOrEqual, true),
    ]

    /// UIKit's named priorities.
    static let priorityNames: [String: Float] = [
        "required": 1000, "defaultHigh": 750, "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500,
        "dragThatCannotResizeScene": 490, "defaultLow": 250, "fittingSizeLevel": 50,
    ]

    /// A view's `constraints`: a list of `{anchor, equalTo | greaterThanOrEqualTo | lessThanOrEqualTo: target,
    /// constant, multiplier, priority, identifier, active}` or, for a dimension, `{anchor, equalToConstant: n}`
    /// and its two inequalities. A constraint with an error is left out and the others are read.
    mutating func constraints(_ node: SceneNode, of viewID: String) throws(SceneFileError) -> [Scene.Constraint] {
        var constraints: [Scene.Constraint] = []
        for (index, item) in try reader.sequence(node, "constraints of view '\(viewID)'").enumerated() {
            do {
                constraints.append(try constraint(item, "constraint \(index + 1) of view '\(viewID)'"))
            } catch {
                reader.recordField(error)
            }
        }
        return constraints
    }

    /// One constraint.
    mutating func constraint(_ node: SceneNode, _ what: String) throws(SceneFileError) -> Scene.Constraint {
        let fields = try reader.mapping(node, what, allowed: Self.constraintKeys, required: ["anchor"])
        let anchorNode = fields["anchor"] ?? node
        let anchor: Scene.Constraint.Anchor = try reader.name(anchorNode, "anchor")
        let given = Self.relationKeys.filter { fields[$0.key] != nil }
        guard given.count == 1, let relation = given.first, let value = fields[relation.key] else {
            let keys = Self.relationKeys.map(\.key).joined(separator: ", ")
            throw reader.error(
                .invalidValue, node,
                given.isEmpty ? "\(what) needs one of: \(keys)" : "\(what) has more than one of: \(keys)")
        }
        var constraint = Scene.Constraint(
            anchor: anchor, relation: relation.relation, target: nil, location: reader.location(of: node))
        if relation.isConstant {
            guard anchor.axis == .dimension else {
                throw reader.error(
                    .invalidValue, value,
                    "'\(relation.key)' takes a width or height anchor: a position needs another anchor to be "
                        + "measured from (write '\(relation.key.dropLast("Constant".count)): superview.\(anchor.rawValue)')"
                )
            }
            if let constant = fields["constant"] {
                throw reader.error(
                    .invalidValue, constant, "'\(relation.key)' is the constant: leave out 'constant'")
            }
            constraint.constant = try reader.number(value, relation.key)
        } else {
            let target = try target(value, relation.key)
            try check(anchor, against: target, value)
            constraint.target = target
            if let constant = fields["constant"] { constraint.constant = try reader.number(constant, "constant") }
        }
        if let multiplier = fields["multiplier"] {
            guard anchor.axis == .dimension, !relation.isConstant else {
                throw reader.error(
                    .invalidValue, multiplier,
                    "'multiplier' applies to a width or height related to another dimension, as the anchor API's "
                        + "constraint(equalTo:multiplier:) of NSLayoutDimension")
            }
            constraint.multiplier = try reader.number(multiplier, "multiplier")
        }
        if let priority = fields["priority"] { constraint.priority = try self.priority(priority) }
        if let identifier = fields["identifier"] { constraint.identifier = try reader.string(identifier, "identifier") }
        if let active = fields["active"] { constraint.isActive = try reader.bool(active, "active") }
        return constraint
    }

    /// `superview.top`, `safeArea.top` (the superview's guide), `card.bottom`, `card.margins.leading`.
    func target(_ node: SceneNode, _ key: String) throws(SceneFileError) -> Scene.Constraint.Target {
        let text = try reader.string(node, key)
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let form = "write it as view.anchor: superview.top, safeArea.top, margins.leading, card.bottom"
        guard parts.count >= 2, let last = parts.popLast() else {
            throw reader.error(.invalidValue, node, "'\(text)' is not an anchor: \(form)")
        }
        guard let anchor = Scene.Constraint.Anchor(rawValue: last) else {
            throw reader.error(
                .invalidValue, node,
                "unknown anchor '\(last)' in '\(text)'"
                    + Suggestion.hint(last, among: Scene.Constraint.Anchor.allCases.map(\.rawValue)))
        }
        var guide: Scene.Constraint.Guide?
        if let name = parts.last, let named = Scene.Constraint.Guide(rawValue: name) {
            guide = named
            parts.removeLast()
            if anchor == .firstBaseline || anchor == .lastBaseline {
                throw reader.error(.invalidValue, node, "a layout guide has no baseline: '\(text)'")
            }
        }
        let view = parts.joined(separator: ".")
        guard !view.isEmpty || guide != nil else {
            throw reader.error(.invalidValue, node, "'\(text)' names no view: \(form)")
        }
        return Scene.Constraint.Target(
            view: view.isEmpty || view == "superview" ? nil : view, guide: guide, anchor: anchor)
    }

    /// Refuses what the anchor API does not compile (anchors of different kinds) or UIKit raises on (leading or
    /// trailing with left or right).
    func check(
        _ anchor: Scene.Constraint.Anchor, against target: Scene.Constraint.Target, _ node: SceneNode
    ) throws(SceneFileError) {
        guard anchor.axis == target.anchor.axis else {
            throw reader.error(
                .invalidValue, node,
                "a \(anchor.rawValue) anchor (\(anchor.axis.rawValue)) cannot be related to '\(target.written)' "
                    + "(\(target.anchor.axis.rawValue)): the anchor API relates anchors of one kind")
        }
        let directional: Set<Scene.Constraint.Anchor> = [.leading, .trailing]
        let absolute: Set<Scene.Constraint.Anchor> = [.left, .right]
        if (directional.contains(anchor) && absolute.contains(target.anchor))
            || (absolute.contains(anchor) && directional.contains(target.anchor))
        {
            throw reader.error(
                .invalidValue, node,
                "a constraint cannot be made between a leading/trailing anchor and a left/right one "
                    + "(\(anchor.rawValue) and '\(target.written)'), as UIKit refuses")
        }
    }

    /// A priority: a number from 1 to 1000 or one of UIKit's names (`required`, `defaultHigh`, `defaultLow`,
    /// `fittingSizeLevel`, …).
    func priority(_ node: SceneNode) throws(SceneFileError) -> Float {
        if case let .scalar(scalar) = node.content, scalar.kind == .string {
            guard let value = Self.priorityNames[scalar.string] else {
                throw reader.error(
                    .invalidValue, node,
                    "unknown priority '\(scalar.string)'"
                        + Suggestion.hint(
                            scalar.string, among: Self.priorityNames.keys.sorted(),
                            expected:
                                "a number from 1 to 1000 or one of: \(Self.priorityNames.keys.sorted().joined(separator: ", "))"
                        ))
            }
            return value
        }
        return Float(try reader.number(node, "priority", in: 1...1000))
    }
}
