import Foundation

/// The fast hit-testing walk over the engine's own view classes: the rules of `UIView+HitTesting.swift`, applied
/// through unretained references, the views' stored properties and their spatial indexes (`SubviewHitIndex`).
///
/// ```
/// answer(from: receiver) ──► walk: descend through default views, no retain, no call ──► the deepest view
///                                   └──► a view whose class may override hitTest ──► slowScan: asked plainly
/// debug builds ──► storageWalk: the same answer by the plain walk over the same storage, with ordinary references
/// ```
///
/// Measured by `ResponderBenchmarks` ("hit test") and `Benchmarks/compare.sh` (against the plain C walk).
@MainActor
enum HitTestWalk {
    /// The answer for a receiver that is eligible and contains `point`: the walk `UIView+HitTesting.swift`
    /// describes.
    static func answer(from start: UIView, _ point: CGPoint, with event: UIEvent?) -> UIView {
        let stop = withUnretained(start) { walk(from: Unmanaged.passUnretained($0), point) }
        let view = stop.view.takeUnretainedValue()
        guard let position = stop.customPosition else {
            assert(
                storageWalk(from: start, point).map { $0 === view } ?? true,
                "ResponderKit: the unretained hit-test walk disagrees with the plain walk at \(point)")
            return view
        }
        // A subclass's hitTest may run any code: from here on the views are held strongly and asked plainly.
        return slowScan(view.storedSubviews, from: position, at: stop.point, with: event) ?? view
    }

    /// The fast part of the walk: descends through default views until no subview takes the point (the view
    /// is the answer) or a subview must be asked through its own `hitTest` (`customPosition`).
    ///
    /// This is one of ResponderKit's three unsafe boundaries (with `UnretainedReference` and `ResponderClimb`): it passes views as `Unmanaged` references and never retains them. Its invariant: it runs
    /// no code but loads, so nothing can change the hierarchy while it walks, and each view it passes is held by
    /// its superview's `subviews` (`SubviewWalkStorage` points into that array's storage). Debug builds check
    /// every answer that involved no overriding class against `storageWalk(_:)`, the plain recursive walk over
    /// the same storage with ordinary references.
    private static func walk(from start: Unmanaged<UIView>, _ point: CGPoint)
        -> (view: Unmanaged<UIView>, point: CGPoint, customPosition: Int?)
    {
        var view = start
        var point = point
        while true {
            let children = view._withUnsafeGuaranteedRef { $0.walkStorage.elements }
            #if DEBUG
                view._withUnsafeGuaranteedRef { view in
                    assert(
                        view.walkStorage.agrees(with: view.storedSubviews),
                        "ResponderKit: a view's walk storage no longer points at its subviews")
                }
            #endif
            var step = WalkStep.none
            var linearVisits = 0
            if children.count == 1, let child = view._withUnsafeGuaranteedRef({ $0.walkStorage.sole }) {
                switch verdict(child, at: point) {
                case .misses: break
                case .takes(let converted): step = .descend(child, converted)
                case .mustAsk: step = .custom(0)
                }
            } else if children.count >= SubviewHitIndex.threshold,
                let indexed = view._withUnsafeGuaranteedRef({ indexedScan(children, of: $0, at: point) })
            {
                step = indexed
            } else {
                // With a few subviews, read every subview's kind first: the loads are independent, so the
                // processor overlaps their cache misses instead of taking them one after another during the
                // scan, and when all are plain the scan need not look at the kinds again.
                var kinds = UInt8.max
                if children.count <= 16 {
                    kinds = 0
                    for child in children { kinds |= child._withUnsafeGuaranteedRef { $0.hitTesting.kind.rawValue } }
                }
                var position = children.count
                if kinds == HitTestKind.plain.rawValue {
                    while position > 0 {
                        position -= 1
                        if let converted = plainVerdict(children[position], at: point) {
                            step = .descend(children[position], converted)
                            break
                        }
                    }
                } else {
                    while position > 0 {
                        position -= 1
                        switch verdict(children[position], at: point) {
                        case .misses: continue
                        case .takes(let converted): step = .descend(children[position], converted)
                        case .mustAsk: step = .custom(position)
                        }
                        break
                    }
                }
                if children.count >= SubviewHitIndex.threshold { linearVisits = children.count - position }
            }
            if linearVisits > 0 {
                view._withUnsafeGuaranteedRef { SubviewHitIndex.noteLinearScan(of: $0, visited: linearVisits) }
            }
            switch step {
            case .descend(let child, let converted):
                view = child
                point = converted
            case .none:
                return (view, point, nil)
            case .custom(let position):
                return (view, point, position)
            }
        }
    }

    /// What the walk does at one view.
    enum WalkStep {
        /// Descend into a default subview, with the point converted into it.
        case descend(Unmanaged<UIView>, CGPoint)
        /// No subview takes the point: the view is the answer.
        case none
        /// The subview at this position must be asked through its own `hitTest`.
        case custom(Int)
    }

    /// Scans, front to back, only the subviews the parent's spatial index lists for `point`; nil when the
    /// parent has no index or the point is outside its domain. Debug builds check the answer against the
    /// plain scan.
    @inline(never)
    private static func indexedScan(
        _ children: UnsafeBufferPointer<Unmanaged<UIView>>, of parent: UIView, at point: CGPoint
    ) -> WalkStep? {
        guard let candidates = parent.walkStorage.index.withObject({ $0.candidates(at: point) }) ?? nil
        else { return nil }
        var step = WalkStep.none
        var stop = -1
        for entry in candidates {
            guard entry.reach.mayContain(point) else { continue }
            let position = Int(entry.position)
            switch verdict(children[position], at: point) {
            case .misses: continue
            case .takes(let converted): step = .descend(children[position], converted)
            case .mustAsk: step = .custom(position)
            }
            stop = position
            break
        }
        assert(
            SubviewHitIndex.linearWalkAgrees(parent.storedSubviews, at: point, stoppedAt: stop),
            "ResponderKit: a subview index disagrees with the plain walk at \(point)")
        return step
    }

    /// What a subview says about a point in its superview's coordinates.
    enum Verdict {
        /// The subview does not take the point (ineligible, or its bounds do not contain it).
        case misses
        /// The subview is a default view that takes the point, converted into its coordinates.
        case takes(CGPoint)
        /// The subview must be asked through its own `hitTest`.
        case mustAsk
    }

    /// The point converted into a `plain` subview when its bounds contain it, else nil.
    @inline(__always)
    private static func plainVerdict(_ child: Unmanaged<UIView>, at point: CGPoint) -> CGPoint? {
        child._withUnsafeGuaranteedRef { plainTest($0, at: point) }
    }

    /// The point converted into a `plain` view when its bounds contain it, else nil: the reach first, then
    /// the exact conversion and bounds test.
    @inline(__always)
    private static func plainTest(_ child: UIView, at point: CGPoint) -> CGPoint? {
        guard child.hitTesting.reach.mayContain(point) else { return nil }
        let center = child.storedCenter
        let bounds = child.storedBounds
        let x = point.x - center.x + (bounds.origin.x + bounds.size.width / 2)
        let y = point.y - center.y + (bounds.origin.y + bounds.size.height / 2)
        let inside =
            x >= bounds.origin.x && y >= bounds.origin.y && x < bounds.origin.x + bounds.size.width
            && y < bounds.origin.y + bounds.size.height
        return inside ? CGPoint(x: x, y: y) : nil
    }

    /// Whether a subview takes the point, decided from its `hitTesting.kind` and storage.
    @inline(__always)
    private static func verdict(_ child: Unmanaged<UIView>, at point: CGPoint) -> Verdict {
        child._withUnsafeGuaranteedRef { child in
            let kind = child.hitTesting.kind
            if kind == .plain {
                return plainTest(child, at: point).map { .takes($0) } ?? .misses
            }
            switch kind {
            case .plain, .general:
                let converted = child.storedConvertFromSuperview(point)
                return child.storedBoundsContain(converted) ? .takes(converted) : .misses
            case .ineligible:
                return .misses
            case .custom:
                return .mustAsk
            }
        }
    }

    /// The rest of a scan from a subview that must be asked through its `hitTest`, front to back, with no
    /// shortcuts; a default subview that takes the point is walked again.
    private static func slowScan(
        _ subviews: [UIView], from start: Int, at point: CGPoint, with event: UIEvent?
    ) -> UIView? {
        for position in stride(from: start, through: 0, by: -1) {
            let child = subviews[position]
            if child.hitTesting.kind != .custom {
                guard child.isStoredEligibleForHitTesting else { continue }
                let converted = child.storedConvertFromSuperview(point)
                guard child.storedBoundsContain(converted) else { continue }
                return answer(from: child, converted, with: event)
            }
            if let hit = child.hitTest(child.convertFromSuperview(point), with: event) { return hit }
        }
        return nil
    }

    /// The answer of the plain recursive walk over the views' storage, with ordinary references, for a walk
    /// that meets only views of the engine's own classes; nil when it meets a view whose class may override
    /// hit-testing or has many subviews (the caller then has nothing to compare). Debug builds check the fast walk
    /// against it.
    static func storageWalk(from start: UIView, _ point: CGPoint) -> UIView?? {
        var view = start
        var point = point
        var depth = 0
        descend: while true {
            // Bounded, like the climb's check: a walk thousands of levels deep is checked by the tests that
            // compare it with `referenceHitTest`, not on every hit-test of a debug build.
            depth += 1
            guard depth <= 64 else { return nil }
            let subviews = view.storedSubviews
            // A wide view's scan is checked by its spatial index's own debug check; a second linear scan per
            // hit-test would make debug builds quadratic on huge canvases.
            guard subviews.count < SubviewHitIndex.threshold else { return nil }
            var position = subviews.count
            while position > 0 {
                position -= 1
                let subview = subviews[position]
                guard subview.usesDefaultHitTesting && subview.hitTesting.kind != .custom else { return nil }
                guard subview.isStoredEligibleForHitTesting else { continue }
                let converted = subview.storedConvertFromSuperview(point)
                guard subview.storedBoundsContain(converted) else { continue }
                view = subview
                point = converted
                continue descend
            }
            return .some(view)
        }
    }
}
