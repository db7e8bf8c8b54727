import Foundation

/// Auto Layout on a view: the constraints it holds, its anchors, its content size and priorities, and the
/// constraint-update phase of the layout pass. See <doc:AutoLayout>.
extension UIView {
    /// A width or height that means "none" in `intrinsicContentSize`: -1.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size `systemLayoutSizeFitting(_:)` can find: (0, 0).
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size `systemLayoutSizeFitting(_:)` can find: (10,000,000, 10,000,000).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    /// The standard space between sibling views that `constraint(equalToSystemSpacingAfter:multiplier:)` uses: 8.
    nonisolated static let systemSpacing: CGFloat = 8
    /// The widest `readableContentGuide` gets: 672 points (UIKit's for the default text size).
    nonisolated static let readableWidth: CGFloat = 672

    // MARK: - Anchors

    /// The leading edge: left, or right in a right-to-left layout.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the bottom for a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom for a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: - Holding constraints

    /// The constraints this view holds: those activated with it as their items' nearest common ancestor, and those
    /// added with `addConstraint(_:)`.
    public var constraints: [NSLayoutConstraint] { layoutStorage?.constraints ?? [] }

    /// Holds and activates a constraint. The view must be a common ancestor of the constraint's items (or one of
    /// them); otherwise, where UIKit raises an exception, ResponderKit records a layout issue and holds nothing.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { return }
        if constraint.holder != nil { constraint.holder?.removeConstraint(constraint) }
        for item in [constraint.firstItemReference, constraint.secondItemReference] {
            guard let item, let view = Self.layoutView(of: item) else { continue }
            if !view.isDescendant(of: self) {
                LayoutIssue.record(
                    .notInHierarchy(constraint: constraint.traceDescription, view: traceName), near: self)
                return
            }
        }
        layout.constraints.append(constraint)
        constraint.holder = self
        NSLayoutConstraint.activations &+= 1
        constraint.activationOrder = NSLayoutConstraint.activations
        rootEngine.constraintAdded(constraint)
    }

    /// Holds and activates each constraint (`addConstraint(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates a constraint this view holds.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self, let storage = layoutStorage else { return }
        if let index = storage.constraints.firstIndex(where: { $0 === constraint }) {
            storage.constraints.remove(at: index)
        }
        constraint.holder = nil
        if let engine = constraint.engineReference {
            engine.constraintRemoved(constraint)
        } else if let engine = hierarchyRoot.layoutStorage?.engine {
            engine.pendingAdds.removeAll { $0 === constraint }
        }
    }

    /// Deactivates each constraint this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The view whose hierarchy an item is in: the view itself, or a guide's owning view.
    static func layoutView(of item: AnyObject) -> UIView? {
        switch item {
        case let view as UIView: view
        case let guide as UILayoutGuide: guide.owningView
        default: nil
        }
    }

    // MARK: - Autoresizing

    /// Whether the view's frame and `autoresizingMask` become constraints when the view takes part in Auto Layout.
    /// True for views made in code; set it to false for a view you place with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layout.translatesAutoresizingMask = newValue
            hierarchyRoot.layoutStorage?.engine?.structureChanged()
        }
    }

    // MARK: - Content size

    /// Tells Auto Layout that `intrinsicContentSize` changed: the next pass solves with the new size.
    public func invalidateIntrinsicContentSize() {
        guard let engine = hierarchyRoot.layoutStorage?.engine,
            engine.nodeIndex[ObjectIdentifier(self)] != nil
        else { return }
        engine.pendingIntrinsic.append(self)
        engine.markPending()
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (default `.defaultLow`).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = layoutStorage else { return defaultContentHugging(for: axis) }
        return axis == .horizontal ? storage.hugging.horizontal : storage.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let storage = prepareContentPriorities()
        if axis == .horizontal { storage.hugging.horizontal = priority } else { storage.hugging.vertical = priority }
        storage.intrinsicPrioritiesChanged = true
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (default `.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = layoutStorage else { return .defaultHigh }
        return axis == .horizontal ? storage.compressionResistance.horizontal : storage.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        let storage = prepareContentPriorities()
        if axis == .horizontal {
            storage.compressionResistance.horizontal = priority
        } else {
            storage.compressionResistance.vertical = priority
        }
        storage.intrinsicPrioritiesChanged = true
        invalidateIntrinsicContentSize()
    }

    /// The storage, made with the class's default priorities when it is made now.
    private func prepareContentPriorities() -> ViewLayoutStorage {
        if let storage = layoutStorage { return storage }
        let storage = layout
        storage.hugging = (defaultContentHugging(for: .horizontal), defaultContentHugging(for: .vertical))
        return storage
    }

    /// The class's default hugging: 251 for a label's (UIKit's), 250 otherwise.
    func defaultContentHugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        self is UILabel ? UILayoutPriority(251) : .defaultLow
    }

    /// The distance from the top to the first baseline: the text model's ascender for a view with text, otherwise
    /// the height (the baseline is the bottom).
    var firstBaselineOffsetFromTop: CGFloat {
        if let text = self as? TextMeasuring { return text.firstBaselineFromTop }
        return 0
    }

    /// The distance from the last baseline up from the bottom (0 for a view without text).
    var lastBaselineOffsetFromBottom: CGFloat {
        if let text = self as? TextMeasuring { return text.lastBaselineFromBottom }
        return 0
    }

    /// The intrinsic content size of ResponderKit's own views with text (labels, buttons, text fields), from the
    /// text model; `noIntrinsicMetric` for other views.
    var defaultIntrinsicContentSize: CGSize {
        if let text = self as? TextMeasuring { return text.measuredContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: - Updating constraints

    /// Asks for `updateConstraints()` in the next layout pass, before frames are laid out.
    public func setNeedsUpdateConstraints() {
        let storage = layout
        guard !storage.needsUpdateConstraints else { return }
        storage.needsUpdateConstraints = true
        let engine = rootEngine
        engine.pendingConstraintUpdates.append(self)
        engine.markPending()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool {
        layoutStorage?.needsUpdateConstraints ?? false
    }

    /// Runs the constraint-update phase now for this view's hierarchy, if anything asked for it.
    public func updateConstraintsIfNeeded() {
        guard let engine = hierarchyRoot.layoutStorage?.engine else { return }
        engine.runConstraintUpdates()
    }

    // MARK: - Fitting size

    /// The size the view's constraints give it when it is as close to `targetSize` as they allow, at
    /// `fittingSizeLevel` (so content hugging, 250, wins over the target).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled to `targetSize` at the given
    /// priorities (`.required` fixes that dimension). The constraints held in the view's subtree are solved in a
    /// temporary engine; the live layout is not touched.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let engine = LayoutEngine(root: self, isFitting: true)
        engine.needsRebuild = false
        let index = engine.node(for: self)
        let node = engine.nodes[index]
        var held: [NSLayoutConstraint] = []
        forEachInSubtree { view in
            if let constraints = view.layoutStorage?.constraints { held.append(contentsOf: constraints) }
            return true
        }
        for constraint in held { engine.installForFitting(constraint) }
        let pulls: [(LayoutSolver.Variable, CGFloat, UILayoutPriority)] = [
            (node.width, targetSize.width, horizontalFittingPriority),
            (node.height, targetSize.height, verticalFittingPriority),
        ]
        for (variable, target, priority) in pulls where target.isFinite {
            _ = engine.addSupport([.init(variable)], constant: -Double(target), strength: priority.strength)
        }
        return CGSize(width: engine.value(node.width), height: engine.value(node.height))
    }

    // MARK: - Diagnostics

    /// Whether the view's frame is not fully determined by its constraints: the solver picked one of several
    /// solutions. Ambiguity is not an error; UIKit picks a solution too.
    public var hasAmbiguousLayout: Bool {
        let engine = hierarchyRoot.layoutStorage?.engine
        engine?.update()
        guard let engine, let index = engine.nodeIndex[ObjectIdentifier(self)] else { return false }
        let node = engine.nodes[index]
        return engine.isAmbiguous([node.x, node.y, node.width, node.height])
    }

    /// The app's active constraints that act on this view along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = hierarchyRoot.layoutStorage?.engine else { return [] }
        engine.update()
        return engine.installed.filter { constraint in
            !constraint.isBroken && constraint.firstAttribute.axis == axis
                && (constraint.firstItemReference === self || constraint.secondItemReference === self)
        }
    }

    /// Moves a view whose layout is ambiguous to another solution of its constraints, to show the ambiguity: each
    /// of its position and size values the constraints leave free moves (positions by 20 points, sizes by a
    /// quarter), one way on one call and back the other way on the next, and the view takes its new frame in the
    /// next layout pass, where hit-testing finds it. Every constraint still holds. A view whose layout is not
    /// ambiguous does not move. (UIKit moves it "between its different valid values"; which ones is not
    /// published.)
    public func exerciseAmbiguityInLayout() {
        guard let engine = hierarchyRoot.layoutStorage?.engine else { return }
        engine.update()
        guard let index = engine.nodeIndex[ObjectIdentifier(self)] else { return }
        engine.exerciseAmbiguity(ofNode: index)
    }
}

extension LayoutEngine {
    /// Installs a constraint in a fitting engine (its holder is somewhere in the measured subtree).
    func installForFitting(_ constraint: NSLayoutConstraint) {
        guard let holder = constraint.holder else { return }
        guard let (expression, _) = try? expression(of: constraint, holder: holder),
            let handle = try? solver.makeConstraint(
                expression, constraint.relation.solverRelation, strength: constraint.priority.strength)
        else { return }
        try? solver.add(handle)
    }
}

/// A view whose intrinsic size comes from the text model (labels, buttons, text fields).
@MainActor
protocol TextMeasuring: AnyObject {
    /// The size of the view's text, with its padding.
    var measuredContentSize: CGSize { get }
    /// The distance from the view's top to its first baseline.
    var firstBaselineFromTop: CGFloat { get }
    /// The distance from its last baseline to its bottom.
    var lastBaselineFromBottom: CGFloat { get }
}
