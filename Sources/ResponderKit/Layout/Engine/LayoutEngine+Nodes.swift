import Foundation

extension LayoutEngine {
    /// The node of `view`, made (with its autoresizing and intrinsic-size constraints, and its superview's node
    /// when it is autoresizing) when it has none.
    func node(for view: UIView) -> Int {
        if let index = nodeIndex[ObjectIdentifier(view)] { return index }
        let index = makeNode(view === root ? .root : .view(view))
        nodeIndex[ObjectIdentifier(view)] = index
        let isRoot = view === root
        let autoresizing = view.translatesAutoresizingMaskIntoConstraints && !(isFitting && isRoot)
        nodes[index].isAutoresizing = autoresizing
        // An autoresizing view's frame set in code reaches the engine through its storage (`layoutFrameDidChange`).
        if autoresizing && !isFitting { _ = view.layout }
        if autoresizing {
            let superNode = isRoot ? nil : view.storedSuperview.map { node(for: $0) }
            addAutoresizingConstraints(index, view: view, superNode: superNode)
        } else {
            refreshIntrinsicSize(index, view: view)
        }
        return index
    }

    /// The node of `guide`, made with its owning view's node and, for a system guide, its constraints.
    func node(for guide: UILayoutGuide) -> Int {
        if let index = nodeIndex[ObjectIdentifier(guide)] { return index }
        let index = makeNode(.guide(guide))
        nodeIndex[ObjectIdentifier(guide)] = index
        if guide.kind != .custom, let owner = guide.owningView {
            let ownerNode = node(for: owner)
            addGuideConstraints(index, guide: guide, ownerNode: ownerNode)
            guideNodes.append(index)
        }
        return index
    }

    private func makeNode(_ item: NodeItem) -> Int {
        let node = Node(
            item: item, x: solver.addVariable(), y: solver.addVariable(), width: solver.addVariable(),
            height: solver.addVariable())
        nodes.append(node)
        return nodes.count - 1
    }

    /// Adds a required constraint the engine owns; a conflict between the engine's own constraints is refused
    /// silently (the app's constraint that caused it is the one reported).
    func addSupport(
        _ terms: [LayoutSolver.Term], constant: Double, _ relation: LayoutSolver.Relation = .equal,
        strength: LayoutSolver.Strength = .required
    ) -> LayoutSolver.Constraint? {
        guard
            let constraint = try? solver.makeConstraint(
                LayoutSolver.Expression(terms, constant: constant), relation, strength: strength)
        else { return nil }
        do {
            try solver.add(constraint)
            return constraint
        } catch {
            return nil
        }
    }

    // MARK: - Autoresizing

    /// How an autoresizing view's position and size along one axis follow its superview's size `S`:
    /// `position = positionShare × S + positionConstant`, `size = sizeShare × S + sizeConstant`. The size change is
    /// shared among the flexible portions in proportion to their current sizes (Apple's `autoresizingMask`), equally
    /// when they are all 0.
    static func autoresizingShares(
        position: CGFloat, size: CGFloat, superSize: CGFloat, flexibleBefore: Bool, flexibleSize: Bool,
        flexibleAfter: Bool
    ) -> (positionShare: Double, sizeShare: Double) {
        let after = superSize - position - size
        let parts = [(flexibleBefore, position), (flexibleSize, size), (flexibleAfter, after)]
        let flexible = parts.filter(\.0)
        if flexible.isEmpty { return (0, 0) }
        let total = flexible.reduce(0) { $0 + Double($1.1) }
        func share(_ part: (Bool, CGFloat)) -> Double {
            guard part.0 else { return 0 }
            return total != 0 ? Double(part.1) / total : 1 / Double(flexible.count)
        }
        return (share(parts[0]), share(parts[1]))
    }

    /// Adds the constraints that hold an autoresizing view where its frame and mask say: against its superview's
    /// size when the superview is in the engine, otherwise at its frame.
    func addAutoresizingConstraints(_ index: Int, view: UIView, superNode: Int?) {
        let frame = view.engineFrame
        let mask = view.layoutStorage?.autoresizingMask ?? []
        var shares: [Double] = [0, 0, 0, 0]
        var superSize = CGSize.zero
        if superNode != nil, let superview = view.storedSuperview {
            superSize = superview.storedBounds.size
            let horizontal = Self.autoresizingShares(
                position: frame.minX, size: frame.width, superSize: superSize.width,
                flexibleBefore: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                flexibleAfter: mask.contains(.flexibleRightMargin))
            let vertical = Self.autoresizingShares(
                position: frame.minY, size: frame.height, superSize: superSize.height,
                flexibleBefore: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                flexibleAfter: mask.contains(.flexibleBottomMargin))
            shares = [horizontal.positionShare, horizontal.sizeShare, vertical.positionShare, vertical.sizeShare]
        }
        let node = nodes[index]
        let values = [frame.minX, frame.width, frame.minY, frame.height].map(Double.init)
        let variables = [node.x, node.width, node.y, node.height]
        let superSizes = [superSize.width, superSize.width, superSize.height, superSize.height].map(Double.init)
        var support: [LayoutSolver.Constraint] = []
        for part in 0..<4 {
            var terms = [LayoutSolver.Term(variables[part])]
            if shares[part] != 0, let superNode {
                let superVariable = part < 2 ? nodes[superNode].width : nodes[superNode].height
                terms.append(LayoutSolver.Term(superVariable, -shares[part]))
            }
            let constant = -(values[part] - shares[part] * superSizes[part])
            if let constraint = addSupport(terms, constant: constant) { support.append(constraint) }
        }
        nodes[index].support = support
        nodes[index].shares = shares
        nodes[index].supportFrame = frame
    }

    /// An autoresizing view's frame was set by code: its constraints follow the new frame.
    func refreshFramesSetByCode() {
        let views = pendingFrames
        pendingFrames.removeAll(keepingCapacity: true)
        for view in views {
            guard let index = nodeIndex[ObjectIdentifier(view)], nodes[index].isAutoresizing else { continue }
            guard view.engineFrame != nodes[index].supportFrame else { continue }
            for constraint in nodes[index].support { try? solver.remove(constraint) }
            let isRoot = view === root
            let superNode = isRoot ? nil : view.storedSuperview.flatMap { nodeIndex[ObjectIdentifier($0)] }
            addAutoresizingConstraints(index, view: view, superNode: superNode)
        }
    }

    // MARK: - Intrinsic content size

    /// Makes the node's intrinsic-size constraints match the view's `intrinsicContentSize`: hugging keeps the size
    /// at most the content's, compression resistance at least, each at the view's priority for the axis.
    func refreshIntrinsicSize(_ index: Int, view: UIView) {
        let size = view.intrinsicContentSize
        let old = nodes[index].intrinsicSize
        if size == old { return }
        let storage = view.layoutStorage
        let hugging = storage?.hugging ?? (.defaultLow, .defaultLow)
        let compression = storage?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        let axes:
            [(
                value: CGFloat, old: CGFloat, variable: LayoutSolver.Variable, hug: UILayoutPriority,
                resist: UILayoutPriority
            )] = [
                (size.width, old.width, nodes[index].width, hugging.horizontal, compression.horizontal),
                (size.height, old.height, nodes[index].height, hugging.vertical, compression.vertical),
            ]
        for (axis, entry) in axes.enumerated() {
            let hasValue = entry.value != UIView.noIntrinsicMetric && entry.value.isFinite && entry.value >= 0
            for (offset, relation) in [LayoutSolver.Relation.lessThanOrEqual, .greaterThanOrEqual].enumerated() {
                let slot = axis * 2 + offset
                let priority = offset == 0 ? entry.hug : entry.resist
                if let existing = nodes[index].intrinsic[slot] {
                    if hasValue, (try? solver.changeConstant(of: existing, to: -Double(entry.value))) != nil {
                        continue
                    }
                    try? solver.remove(existing)
                    nodes[index].intrinsic[slot] = nil
                }
                if hasValue {
                    nodes[index].intrinsic[slot] = addSupport(
                        [LayoutSolver.Term(entry.variable)], constant: -Double(entry.value), relation,
                        strength: priority.strength)
                }
            }
        }
        nodes[index].intrinsicSize = size
    }

    /// Brings the intrinsic-size constraints of the views that invalidated theirs up to date.
    func refreshIntrinsicSizes() {
        let views = pendingIntrinsic
        pendingIntrinsic.removeAll(keepingCapacity: true)
        for view in views {
            guard let index = nodeIndex[ObjectIdentifier(view)], !nodes[index].isAutoresizing else { continue }
            // A changed priority makes the constraints again.
            if view.layoutStorage?.intrinsicPrioritiesChanged == true {
                view.layoutStorage?.intrinsicPrioritiesChanged = false
                for slot in 0..<4 {
                    if let constraint = nodes[index].intrinsic[slot] { try? solver.remove(constraint) }
                    nodes[index].intrinsic[slot] = nil
                }
                nodes[index].intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
            }
            refreshIntrinsicSize(index, view: view)
        }
    }

    // MARK: - System guides

    /// The insets of a system guide from its owning view's bounds, as they are now.
    func guideInsets(_ guide: UILayoutGuide, owner: UIView) -> UIEdgeInsets {
        switch guide.kind {
        case .custom: .zero
        case .safeArea: owner.safeAreaInsets
        case .margins, .readable: owner.effectiveLayoutMargins
        }
    }

    /// Adds a system guide's constraints: its edges at its insets from its owning view's bounds (the readable
    /// guide: centred in the margins, at most `UIView.readableWidth` wide).
    func addGuideConstraints(_ index: Int, guide: UILayoutGuide, ownerNode: Int) {
        guard let owner = guide.owningView else { return }
        let insets = guideInsets(guide, owner: owner)
        let node = nodes[index]
        let ownerVariables = nodes[ownerNode]
        var support: [LayoutSolver.Constraint?] = []
        let left = Double(insets.left)
        let right = Double(insets.right)
        let top = Double(insets.top)
        let bottom = Double(insets.bottom)
        support.append(addSupport([.init(node.y)], constant: -top))
        support.append(addSupport([.init(node.height), .init(ownerVariables.height, -1)], constant: top + bottom))
        if guide.kind == .readable {
            // x + w/2 == left + (W - left - right)/2; w <= W - left - right; w <= readable; w == W - left - right @999.
            support.append(
                addSupport(
                    [.init(node.x), .init(node.width, 0.5), .init(ownerVariables.width, -0.5)],
                    constant: -(left - right) / 2))
            support.append(
                addSupport(
                    [.init(node.width), .init(ownerVariables.width, -1)], constant: left + right, .lessThanOrEqual))
            support.append(
                addSupport([.init(node.width)], constant: -Double(UIView.readableWidth), .lessThanOrEqual))
            support.append(
                addSupport(
                    [.init(node.width), .init(ownerVariables.width, -1)], constant: left + right,
                    strength: UILayoutPriority(999).strength))
        } else {
            support.append(addSupport([.init(node.x)], constant: -left))
            support.append(addSupport([.init(node.width), .init(ownerVariables.width, -1)], constant: left + right))
        }
        nodes[index].support = support.compactMap { $0 }
        nodes[index].supportFrame = CGRect(x: insets.left, y: insets.top, width: insets.right, height: insets.bottom)
    }

    /// Moves the system guides to their owning views' current insets; returns whether any moved.
    @discardableResult
    func refreshGuides() -> Bool {
        framesAppliedSinceRefresh = false
        var moved = false
        for index in guideNodes {
            guard case .guide(let guide) = nodes[index].item, let owner = guide.owningView else { continue }
            let insets = guideInsets(guide, owner: owner)
            let asRect = CGRect(x: insets.left, y: insets.top, width: insets.right, height: insets.bottom)
            if asRect == nodes[index].supportFrame { continue }
            for constraint in nodes[index].support { try? solver.remove(constraint) }
            addGuideConstraints(index, guide: guide, ownerNode: node(for: owner))
            moved = true
        }
        return moved
    }
}

extension UIView {
    /// The frame the engine works with: the position of the bounds' centre minus half the size, ignoring the
    /// transform, as Auto Layout sets `center` and `bounds.size`.
    var engineFrame: CGRect {
        let size = storedBounds.size
        return CGRect(
            x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2, width: size.width,
            height: size.height)
    }
}
