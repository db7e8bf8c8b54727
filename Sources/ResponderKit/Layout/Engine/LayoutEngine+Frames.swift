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

    /// Moves the free values of a node to another solution (``UIView/exerciseAmbiguityInLayout()``): each is held
    /// at a value away from the one it has by a constraint of the weakest strength, which no other constraint
    /// gives way to (it only decides what nothing else decides) and which lasts until the solver is made again or
    /// the next exercise of the value. The direction alternates from call to call.
    func exerciseAmbiguity(ofNode index: Int) {
        let node = nodes[index]
        let variables = [(node.x, false), (node.y, false), (node.width, true), (node.height, true)]
        let values = variables.map { Double(value($0.0)) }
        releaseExerciseHolds(of: variables.map(\.0))
        let free = zip(variables, values).filter { solver.isAmbiguous($0.0.0) }
        guard !free.isEmpty else {
            // Not ambiguous (any more): as it was.
            return
        }
        exercises += 1
        let direction: Double = exercises.isMultiple(of: 2) ? -1 : 1
        for ((variable, isSize), now) in free {
            let target = isSize ? max(0, now * (1 + 0.25 * direction)) : now + 20 * direction
            if let hold = addSupport([.init(variable)], constant: -target, strength: .create(0, 0, 1)) {
                exerciseHolds[Int(variable.index)] = hold
            }
        }
        markChangedFrames()
    }

    /// Takes out the exercise holds of `variables`, so they are free again.
    func releaseExerciseHolds(of variables: [LayoutSolver.Variable]) {
        for variable in variables {
            guard let hold = exerciseHolds.removeValue(forKey: Int(variable.index)) else { continue }
            try? solver.remove(hold)
        }
    }

    /// Whether any of `variables` is ambiguous, its exercise hold (which decides it) left out.
    func isAmbiguous(_ variables: [LayoutSolver.Variable]) -> Bool {
        let holds = variables.compactMap { variable in exerciseHolds[Int(variable.index)].map { (variable, $0) } }
        for (_, hold) in holds { try? solver.remove(hold) }
        let ambiguous = variables.contains { solver.isAmbiguous($0) }
        for (variable, hold) in holds where (try? solver.add(hold)) == nil {
            exerciseHolds[Int(variable.index)] = nil
        }
        return ambiguous
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
