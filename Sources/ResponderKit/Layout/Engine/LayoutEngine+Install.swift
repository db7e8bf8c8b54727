import Foundation

extension LayoutEngine {
    /// One side of a constraint: terms and a constant in the holder's coordinates.
    struct Side {
        var terms: [LayoutSolver.Term] = []
        var constant: Double = 0
    }

    /// Why a constraint cannot be solved.
    enum InstallFailure: Error {
        case issue(LayoutIssue)
        case gone
    }

    /// Puts an active constraint in the solver, or reports why it cannot be (and keeps it, broken, as UIKit does).
    func install(_ constraint: NSLayoutConstraint) {
        guard let holder = constraint.holder ?? (isFitting ? root : nil) else { return }
        do {
            let (expression, base) = try expression(of: constraint, holder: holder)
            let handle = try solver.makeConstraint(
                expression, constraint.relation.solverRelation, strength: constraint.priority.strength)
            if !isFitting {
                constraint.expressionBase = base
                constraint.engineReference = self
                constraint.solverConstraint = handle
                constraint.isBroken = false
                installed.append(constraint)
            }
            do {
                try solver.add(handle)
                if isFitting { fittingHandles[ObjectIdentifier(constraint)] = handle }
            } catch {
                guard !isFitting else { return }
                var list = conflictList(for: constraint)
                let broken = breakLaterRival(of: constraint) ?? constraint
                if broken !== constraint, !list.contains(broken.traceDescription) {
                    list.insert(broken.traceDescription, at: list.count - 1)
                }
                broken.isBroken = true
                report(.unsatisfiable(constraints: list, broken: broken.traceDescription), from: broken)
            }
        } catch InstallFailure.issue(let issue) {
            if !isFitting {
                constraint.solverConstraint = LayoutSolver.Constraint(index: -1)
                constraint.engineReference = self
                constraint.isBroken = true
                installed.append(constraint)
            }
            report(issue, from: constraint)
        } catch {
            // An item is gone (freed): nothing to solve.
        }
    }

    /// The required constraints of a conflict are broken in one order whatever order the engine adds them in:
    /// the one activated last goes (BehaviourContract §14). A rebuild adds the deepest holders' constraints
    /// first, for speed, so the constraint that failed to go in may be older than one already in; this takes the
    /// rivals activated after it out one at a time, newest first, until it goes in, and answers the rival that
    /// had to go (now out of the solver), or nil when none did (the refused constraint is the newest).
    func breakLaterRival(of constraint: NSLayoutConstraint) -> NSLayoutConstraint? {
        let rivals = installed.filter {
            $0 !== constraint && !$0.isBroken && $0.priority == .required
                && $0.activationOrder > constraint.activationOrder && solver.hasConstraint($0.solverConstraint)
        }.sorted { $0.activationOrder > $1.activationOrder }
        for rival in rivals {
            guard (try? solver.remove(rival.solverConstraint)) != nil else { continue }
            if (try? solver.add(constraint.solverConstraint)) != nil { return rival }
            if (try? solver.add(rival.solverConstraint)) == nil { return rival }
        }
        return nil
    }

    /// The constraint as a solver expression `first - multiplier × second - constant ⋈ 0`, in the holder's
    /// coordinates; the second value is the expression's constant without `-constant`.
    func expression(of constraint: NSLayoutConstraint, holder: UIView) throws(InstallFailure)
        -> (LayoutSolver.Expression, Double)
    {
        // The description is made only for a report: formatting it for every constraint cost a third of a
        // 1,000-view layout.
        var description: String { constraint.traceDescription }
        guard let first = constraint.firstItemReference else { throw .gone }
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            throw .issue(.nonFiniteValue(constraint: description))
        }
        let firstAttribute = constraint.firstAttribute
        let secondAttribute = constraint.secondAttribute
        let second = constraint.secondItemReference
        if constraint.secondItemReference == nil && constraint.secondAttribute != .notAnAttribute {
            throw .gone
        }
        if second == nil && !firstAttribute.isDimension {
            throw .issue(
                .invalidConstraint(
                    constraint: description,
                    reason: "a nil second item together with a location for the first attribute creates an "
                        + "illegal constraint of a location equal to a constant"))
        }
        if firstAttribute == .notAnAttribute {
            throw .issue(.invalidConstraint(constraint: description, reason: "the first attribute is notAnAttribute"))
        }
        if second != nil {
            let bothDimensions = firstAttribute.isDimension && secondAttribute.isDimension
            if firstAttribute.axis != secondAttribute.axis && !bothDimensions || secondAttribute == .notAnAttribute {
                throw .issue(
                    .invalidConstraint(constraint: description, reason: "invalid pairing of layout attributes"))
            }
            if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
                || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional)
            {
                throw .issue(
                    .invalidConstraint(
                        constraint: description,
                        reason: "a constraint cannot be made between a leading/trailing attribute and a right/left "
                            + "attribute; use leading/trailing for both or neither"))
            }
        }
        let isDirectional = firstAttribute.isDirectional || secondAttribute.isDirectional
        let mirrored = isDirectional && Self.layoutDirection(of: first) == .rightToLeft
        guard var lhs = side(first, firstAttribute, holder: holder, mirrored: mirrored) else {
            throw .issue(.notInHierarchy(constraint: description, view: holder.traceName))
        }
        if let second {
            guard let rhs = side(second, secondAttribute, holder: holder, mirrored: mirrored) else {
                throw .issue(.notInHierarchy(constraint: description, view: holder.traceName))
            }
            let multiplier = Double(constraint.multiplier)
            for term in rhs.terms { lhs.terms.append(LayoutSolver.Term(term.variable, -multiplier * term.coefficient)) }
            lhs.constant -= multiplier * rhs.constant
        }
        let base = lhs.constant
        return (LayoutSolver.Expression(lhs.terms, constant: base - Double(constraint.constant)), base)
    }

    /// The reading direction a constraint's leading and trailing follow: its first item's (a guide's owning
    /// view's).
    static func layoutDirection(of item: AnyObject) -> UIUserInterfaceLayoutDirection {
        switch item {
        case let view as UIView: view.effectiveUserInterfaceLayoutDirection
        case let guide as UILayoutGuide: guide.owningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        default: .leftToRight
        }
    }

    /// An item's attribute in the holder's coordinates, nil when the item is not in the holder's subtree. Mirrored
    /// (a right-to-left layout with leading or trailing), x positions are negated and leading is the right edge,
    /// so that constants run in the reading direction.
    func side(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, holder: UIView, mirrored: Bool) -> Side? {
        var attribute = attribute
        var item = item
        // Margin attributes are the margins guide's edges.
        if let view = item as? UIView {
            switch attribute {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .centerYWithinMargins:
                item = view.layoutMarginsGuide
                attribute = attribute.withoutMargin
            default: break
            }
        } else {
            attribute = attribute.withoutMargin
        }
        var result = Side()
        let node: Node
        var baselineOffset: Double = 0
        switch item {
        case let view as UIView:
            let index = self.node(for: view)
            node = nodes[index]
            if attribute == .firstBaseline { baselineOffset = Double(view.firstBaselineOffsetFromTop) }
            if attribute == .lastBaseline { baselineOffset = Double(view.lastBaselineOffsetFromBottom) }
        case let guide as UILayoutGuide:
            let index = self.node(for: guide)
            node = nodes[index]
        default:
            return nil
        }
        if attribute.isDimension {
            result.terms.append(LayoutSolver.Term(attribute == .width ? node.width : node.height))
            return result
        }
        let horizontal = attribute.axis == .horizontal
        guard let offset = offsetTerms(item, horizontal: horizontal, holder: holder) else { return nil }
        let size = horizontal ? node.width : node.height
        switch attribute {
        case .left, .top:
            result.terms = offset
        case .right, .bottom:
            result.terms = offset + [LayoutSolver.Term(size)]
        case .centerX, .centerY:
            result.terms = offset + [LayoutSolver.Term(size, 0.5)]
        case .leading:
            result.terms = mirrored ? offset + [LayoutSolver.Term(size)] : offset
        case .trailing:
            result.terms = mirrored ? offset : offset + [LayoutSolver.Term(size)]
        case .firstBaseline:
            result.terms = offset
            result.constant = baselineOffset
        case .lastBaseline:
            result.terms = offset + [LayoutSolver.Term(size)]
            result.constant = -baselineOffset
        default:
            return nil
        }
        if mirrored && horizontal {
            result.terms = result.terms.map { LayoutSolver.Term($0.variable, -$0.coefficient) }
            result.constant = -result.constant
        }
        return result
    }

    /// The terms of an item's origin in the holder's coordinates: its own `minX` (`minY`) and its ancestors' below
    /// the holder; none for the holder itself; nil when the item is not in the holder's subtree.
    func offsetTerms(_ item: AnyObject, horizontal: Bool, holder: UIView) -> [LayoutSolver.Term]? {
        var terms: [LayoutSolver.Term] = []
        var current: UIView?
        switch item {
        case let guide as UILayoutGuide:
            let index = node(for: guide)
            let node = nodes[index]
            terms.append(LayoutSolver.Term(horizontal ? node.x : node.y))
            current = guide.owningView
            guard current != nil else { return nil }
        case let view as UIView:
            current = view
        default:
            return nil
        }
        while let view = current, view !== holder {
            let index = node(for: view)
            let node = nodes[index]
            terms.append(LayoutSolver.Term(horizontal ? node.x : node.y))
            current = view.storedSuperview
        }
        return current == nil ? nil : terms
    }

    /// The constraints to list with a refused one: the required constraints (the app's, and the autoresizing ones)
    /// that share a variable with it, then it — UIKit's list of the constraints in the conflict.
    func conflictList(for constraint: NSLayoutConstraint) -> [String] {
        let refused = solver.constraints[Int(constraint.solverConstraint.index)].expression.terms
        let variables = Set(refused.map(\.variable))
        func sharesVariable(_ other: NSLayoutConstraint) -> Bool {
            guard other.solverConstraint.index >= 0 else { return false }
            return solver.constraints[Int(other.solverConstraint.index)].expression.terms.contains {
                variables.contains($0.variable)
            }
        }
        var list = installed.filter {
            $0 !== constraint && !$0.isBroken && $0.priority == .required && sharesVariable($0)
        }.map(\.traceDescription)
        for index in nodes.indices where nodes[index].isAutoresizing && !nodes[index].support.isEmpty {
            let node = nodes[index]
            let name: String
            switch node.item {
            case .root: name = root.traceName
            case .view(let view): name = view.traceName
            case .guide: continue
            }
            let frame = node.supportFrame
            let parts: [(LayoutSolver.Variable, String, CGFloat)] = [
                (node.x, "minX", frame.minX), (node.y, "minY", frame.minY), (node.width, "width", frame.width),
                (node.height, "height", frame.height),
            ]
            for (variable, attribute, value) in parts where variables.contains(variable) {
                list.append(
                    "NSAutoresizingMaskLayoutConstraint \(name).\(attribute) == \(NSLayoutConstraint.format(value))")
            }
        }
        list.append(constraint.traceDescription)
        return list
    }

    /// Records an issue in the trace of the application whose window the constraint's items are in.
    func report(_ issue: LayoutIssue, from constraint: NSLayoutConstraint) {
        LayoutIssue.record(issue, near: constraint.firstItemReference ?? root)
    }
}

extension LayoutIssue {
    /// Records an issue in the trace of the application of the item's window, when someone observes it.
    @MainActor
    static func record(_ issue: LayoutIssue, near item: AnyObject?) {
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        guard let trace = view?.window?.application?.trace, trace.isObserved else { return }
        trace.record(.layoutIssue(issue))
    }
}

extension NSLayoutConstraint.Relation {
    /// The solver's relation.
    var solverRelation: LayoutSolver.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute without its margin: `leadingMargin` → `leading`.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
