import Foundation

extension LayoutEngine {
    /// A solved value, with the solver's rounding noise (within 1e-9 of a whole number) removed.
    @inline(__always)
    func value(_ variable: LayoutSolver.Variable) -> CGFloat {
        let raw = solver.value(of: variable)
        let whole = raw.rounded()
        return CGFloat(abs(raw - whole) < 1e-9 ? whole : raw)
    }

    /// The solved frame of a node, in its superview's (owning view's) coordinates.
    func solvedFrame(ofNode index: Int) -> CGRect {
        let node = nodes[index]
        return CGRect(x: value(node.x), y: value(node.y), width: value(node.width), height: value(node.height))
    }

    /// The solved frame of a guide, nil when it is not in the engine.
    func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        if needsRebuild || hasPendingWork { update() }
        guard let index = nodeIndex[ObjectIdentifier(guide)] else { return nil }
        return solvedFrame(ofNode: index)
    }

    /// Marks for layout the superview of every view whose solved frame differs from its frame, so that the
    /// top-down pass gives it its frame.
    func markChangedFrames() {
        guard !isFitting else { return }
        for index in nodes.indices {
            guard case .view(let view) = nodes[index].item, let superview = view.storedSuperview else { continue }
            if solvedFrame(ofNode: index) != view.engineFrame { superview.setNeedsLayout() }
        }
    }

    /// Gives each of `view`'s subviews in the engine its solved frame: `bounds.size` and `center`, as Auto Layout
    /// sets them (a transform stays as it is).
    func applyFrames(toSubviewsOf view: UIView) {
        guard !needsRebuild, !nodes.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for subview in view.storedSubviews {
            guard let index = nodeIndex[ObjectIdentifier(subview)] else { continue }
            let frame = solvedFrame(ofNode: index)
            guard frame != subview.engineFrame else { continue }
            if subview.storedBounds.size != frame.size { subview.bounds.size = frame.size }
            subview.center = CGPoint(x: frame.midX, y: frame.midY)
            if nodes[index].isAutoresizing { nodes[index].supportFrame = frame }
            framesAppliedSinceRefresh = true
        }
    }

    /// After a round of layout moved views: the system guides follow their owners' new safe areas and margins,
    /// and another round runs when they moved.
    func refreshGuidesAfterLayout() {
        guard framesAppliedSinceRefresh, !guideNodes.isEmpty, !needsRebuild else {
            framesAppliedSinceRefresh = false
            return
        }
        if refreshGuides() {
            markChangedFrames()
            markPending()
        }
    }
}

extension UIView {
    /// Brings the engine of this view's hierarchy up to date before layout (a no-op without one).
    final func updateLayoutEngineBeforeLayout() {
        hierarchyRoot.layoutStorage?.engine?.update()
    }

    /// Gives this view's subviews their solved frames before its `layoutSubviews()` runs.
    final func applyEngineFramesBeforeLayout() {
        guard let engine = hierarchyRoot.layoutStorage?.engine else { return }
        engine.applyFrames(toSubviewsOf: self)
    }

    /// After a round of layout: the engine's guides follow the views that moved.
    final func finishEngineLayoutRound() {
        guard let engine = hierarchyRoot.layoutStorage?.engine else { return }
        engine.refreshGuidesAfterLayout()
        notifySafeAreaChanges(engine)
    }
}
