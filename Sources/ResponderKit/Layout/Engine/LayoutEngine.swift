import Foundation

/// The Auto Layout engine of one view hierarchy: its constraints, the solver they are in, and the frames it solves.
///
/// Each hierarchy with active constraints has one, held by its root (the window, or the top of a detached tree).
/// Every view or guide a constraint mentions is a node with four solver variables — `minX`, `minY`, `width`,
/// `height` in its superview's (a guide's: its owning view's) coordinates — and a constraint held by a view `H`
/// relates its items' attributes in `H`'s coordinates: a descendant's `minX` plus its ancestors' up to `H`.
///
/// ```
///  activate / addConstraint ─► holder.constraints, engine.pendingAdds ─┐
///  constant changed ─► solver.changeConstant (incremental, no allocation)├─► markPending: root marks its subtree,
///  invalidateIntrinsicContentSize, frame set by code, insets changed ───┘   the application runs a pass
///  hierarchy changed, priority changed ─► needsRebuild
///
///  layout pass (before the next event is hit-tested), update():
///    updateConstraints() bottom-up ─► rebuild, or add the pending constraints ─► refresh guides, intrinsic
///    sizes, frames set by code ─► every view whose solved frame differs: superview.setNeedsLayout()
///  then top-down, per laid-out view: its subviews get their solved frames, then its layoutSubviews() runs
/// ```
@MainActor
final class LayoutEngine {
    /// What a node stands for.
    enum NodeItem {
        /// The engine's root view (not retained: it holds the engine).
        case root
        /// A view below the root.
        case view(UIView)
        /// A layout guide.
        case guide(UILayoutGuide)
    }

    /// A view or guide in the solver.
    struct Node {
        /// What the node stands for.
        var item: NodeItem
        /// `minX` in the superview's (owning view's) coordinates.
        var x: LayoutSolver.Variable
        /// `minY`.
        var y: LayoutSolver.Variable
        /// The width.
        var width: LayoutSolver.Variable
        /// The height.
        var height: LayoutSolver.Variable
        /// The engine's own constraints for the node: autoresizing (x, y, width, height), or a system guide's.
        var support: [LayoutSolver.Constraint] = []
        /// The autoresizing constraints' shares of the superview's width and height (x, width, y, height).
        var shares: [Double] = []
        /// The frame (or a guide's insets as a rectangle) the support constraints were made from.
        var supportFrame = CGRect.null
        /// The intrinsic-size constraints: width ≤, width ≥, height ≤, height ≥ (nil when absent).
        var intrinsic: [LayoutSolver.Constraint?] = [nil, nil, nil, nil]
        /// The intrinsic size they were made for.
        var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        /// Whether the node's view translates its autoresizing mask into constraints.
        var isAutoresizing = false
    }

    /// The root view, which holds this engine (unowned: it owns the engine; a read after it is gone traps).
    unowned let root: UIView
    /// Whether this is a temporary engine of `systemLayoutSizeFitting(_:)`, which must not touch the live one's
    /// state in the constraints.
    let isFitting: Bool
    /// The solver.
    var solver = LayoutSolver()
    /// The nodes, by index.
    var nodes: [Node] = []
    /// Each item's node.
    var nodeIndex: [ObjectIdentifier: Int] = [:]
    /// The app's constraints in the solver (or broken by it), in the order they were installed.
    var installed: [NSLayoutConstraint] = []
    /// How many times `exerciseAmbiguityInLayout()` moved a view of this hierarchy (its direction alternates).
    var exercises = 0
    /// The weakest constraints holding exercised values where `exerciseAmbiguityInLayout()` put them, by variable.
    var exerciseHolds: [Int: LayoutSolver.Constraint] = [:]
    /// A fitting engine's handles, by constraint.
    var fittingHandles: [ObjectIdentifier: LayoutSolver.Constraint] = [:]
    /// Whether the solver must be made again from the constraints in the hierarchy.
    var needsRebuild = true
    /// Constraints activated since the last update.
    var pendingAdds: [NSLayoutConstraint] = []
    /// Views that asked for `updateConstraints()`.
    var pendingConstraintUpdates: [UIView] = []
    /// Views whose intrinsic size was invalidated.
    var pendingIntrinsic: [UIView] = []
    /// Autoresizing views whose frame code set.
    var pendingFrames: [UIView] = []
    /// The system guides' nodes, whose insets follow the safe area and the margins.
    var guideNodes: [Int] = []
    /// Whether anything waits for `update()`.
    var hasPendingWork = false
    /// Whether the engine is setting frames (so the views' frame changes are not code's).
    var isApplying = false
    /// Whether frames were applied since the system guides' insets were last refreshed.
    var framesAppliedSinceRefresh = false

    init(root: UIView, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
    }

    /// Notes work for the next pass: the root marks its subtree, so its application runs a pass before the next
    /// event (a detached hierarchy is laid out by `layoutIfNeeded()`).
    func markPending() {
        hasPendingWork = true
        if !isFitting { root.markSubtreeNeedsLayout() }
    }

    /// The hierarchy or a constraint's kind changed: make the solver again in the next pass.
    func structureChanged() {
        needsRebuild = true
        markPending()
    }

    /// A constraint was activated.
    func constraintAdded(_ constraint: NSLayoutConstraint) {
        pendingAdds.append(constraint)
        markPending()
    }

    /// A constraint was deactivated: out of the solver at once.
    func constraintRemoved(_ constraint: NSLayoutConstraint) {
        defer {
            constraint.engineReference = nil
            constraint.isBroken = false
        }
        guard constraint.engineReference === self else { return }
        if let index = installed.firstIndex(where: { $0 === constraint }) { installed.remove(at: index) }
        if needsRebuild || constraint.isBroken { return }
        do {
            try solver.remove(constraint.solverConstraint)
        } catch {
            needsRebuild = true
        }
        retryBrokenConstraints()
        markPending()
    }

    /// Adds again the constraints broken in a conflict: with one of their rivals gone, they may hold now.
    func retryBrokenConstraints() {
        for constraint in installed where constraint.isBroken && constraint.solverConstraint.index >= 0 {
            guard !solver.hasConstraint(constraint.solverConstraint) else { continue }
            if (try? solver.add(constraint.solverConstraint)) != nil { constraint.isBroken = false }
        }
    }

    /// A constraint's constant changed: moved in the solver at once, incrementally.
    func constantChanged(of constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return markPending() }
        if constraint.isBroken || !constraint.constant.isFinite {
            // A broken constraint may hold now; a non-finite one is reported when the solver is made again.
            needsRebuild = true
        } else {
            do {
                try solver.changeConstant(
                    of: constraint.solverConstraint, to: constraint.expressionBase - Double(constraint.constant))
            } catch {
                // A required constraint that now contradicts the others: made again, the conflict is reported.
                needsRebuild = true
            }
        }
        markPending()
    }

    /// Runs what the pass owes this hierarchy: `updateConstraints()`, then the solver brought up to date, then
    /// the views whose solved frames changed marked for layout. Does nothing when nothing changed.
    func update() {
        guard hasPendingWork else { return }
        hasPendingWork = false
        runConstraintUpdates()
        if needsRebuild {
            rebuild()
        } else {
            let adds = pendingAdds
            pendingAdds.removeAll(keepingCapacity: true)
            for constraint in adds where constraint.holder != nil && constraint.engineReference == nil {
                install(constraint)
            }
            refreshIntrinsicSizes()
            refreshFramesSetByCode()
        }
        refreshGuides()
        markChangedFrames()
    }

    /// Calls `updateConstraints()` on the views that asked, deepest first (UIKit's bottom-up order), for as long as
    /// they ask again (at most `UIView.layoutRoundLimit` rounds).
    func runConstraintUpdates() {
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty && rounds < UIView.layoutRoundLimit {
            rounds += 1
            let views = pendingConstraintUpdates.map { ($0, $0.depth) }.sorted { $0.1 > $1.1 }.map(\.0)
            pendingConstraintUpdates.removeAll()
            for view in views where view.layoutStorage?.needsUpdateConstraints == true {
                if view.hierarchyRoot !== root {
                    view.rootEngine.pendingConstraintUpdates.append(view)
                    view.rootEngine.markPending()
                    continue
                }
                view.layout.needsUpdateConstraints = false
                // A controller's root view is updated through its controller, whose default updates the view.
                if view.hasOwningViewController, let controller = view.owningViewController {
                    controller.updateViewConstraints()
                } else {
                    view.updateConstraints()
                }
            }
        }
    }

    /// Makes the solver again from every active constraint held in the hierarchy, parents' before children's.
    func rebuild() {
        for constraint in installed where constraint.engineReference === self {
            constraint.engineReference = nil
            constraint.isBroken = false
        }
        solver = LayoutSolver()
        exerciseHolds.removeAll()
        nodes.removeAll(keepingCapacity: true)
        nodeIndex.removeAll(keepingCapacity: true)
        installed.removeAll(keepingCapacity: true)
        guideNodes.removeAll(keepingCapacity: true)
        pendingAdds.removeAll()
        pendingIntrinsic.removeAll()
        pendingFrames.removeAll()
        needsRebuild = false
        // The root first: its variables come before the views' in the solver's order, as a hand-built system has
        // them (its frame is what everything hangs from).
        _ = node(for: root)
        // Each view's own constraints (its size, its content) before those of the views above it that place it:
        // the deepest holders first. Positions added last substitute sizes already solved, which keeps the rows
        // short; the other way round a 1,000-view grid solved four times slower.
        var held: [[NSLayoutConstraint]] = []
        root.forEachInSubtree { view in
            if let constraints = view.layoutStorage?.constraints, !constraints.isEmpty { held.append(constraints) }
            return true
        }
        for constraints in held.reversed() {
            for constraint in constraints { install(constraint) }
        }
    }
}

extension UIView {
    /// How many superviews the view has.
    var depth: Int {
        var count = 0
        var view = storedSuperview
        while let current = view {
            count += 1
            view = current.storedSuperview
        }
        return count
    }
}
