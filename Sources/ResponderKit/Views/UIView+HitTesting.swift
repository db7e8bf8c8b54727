import Foundation

/// UIKit's hit-testing rules, fast.
///
/// ```
/// hitTest(p) ──► defaultHitTest ──► traced? ── yes ──► tracedHitTest (recursive, records every decision)
///                      │ no
///                      ▼
///          receiver eligible and point(inside:)? ── no ──► nil
///                      │ yes
///                      ▼
///   ┌──► scan subviews front to back (or only those the SubviewHitIndex lists for p, same order)
///   │        default child, eligible, bounds contain p ──► descend: it becomes the receiver ──┐
///   │        other child: child.hitTest(p) non-nil ──► that answer                           │
///   │        none ──► the receiver                                                          │
///   └───────────────────────────────────────────────────────────────────────────────────────┘
/// ```
///
/// Once a view is eligible and contains the point, the answer is that view or one of its descendants, so the
/// walk never backtracks: it is a loop with no stack, and a hierarchy of any depth is walked in constant stack
/// space. Only subclasses that override the hit-testing methods recurse, through their own `hitTest`.
extension UIView {
    /// UIKit's hit-testing rules, with every decision recorded in the trace when someone observes it.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let event, let trace = event.observedTrace {
            return tracedHitTest(point, with: event, trace: trace)
        }
        if hitTesting.kind != .custom {
            // One of the engine's classes without hit-area insets: its storage is what its properties return.
            switch hitTesting.kind {
            case .plain, .general:
                guard storedBoundsContain(point) else { return nil }
            case .ineligible, .custom:
                return nil
            }
        } else {
            // A subclass calling `super.hitTest`: ask it through its (overridable) properties.
            guard isEligibleForHitTesting else { return nil }
            guard self.point(inside: point, with: event) else { return nil }
        }
        return walkSubviews(from: self, point, with: event)
    }

    /// UIKit's rule for which views take part in hit-testing (BehaviourContract §2): a view that is hidden, has
    /// user interaction disabled, has an alpha below 0.01, or is in an animation that refuses touches is skipped
    /// with its subtree. The one statement of the rule: every walk asks it, through the view's properties or its
    /// storage.
    @inline(__always)
    static func hitTestSkipReason(
        isHidden: Bool, isUserInteractionEnabled: Bool, alpha: CGFloat, refusesTouchesForAnimation: Bool
    ) -> HitTestSkipReason? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .userInteractionDisabled }
        if alpha < 0.01 { return .transparent }
        if refusesTouchesForAnimation { return .animating }
        return nil
    }

    /// Why the view is skipped by hit-testing, asked through its (overridable) properties; nil when it takes part.
    final var hitTestSkipReason: HitTestSkipReason? {
        UIView.hitTestSkipReason(
            isHidden: isHidden, isUserInteractionEnabled: isUserInteractionEnabled, alpha: alpha,
            refusesTouchesForAnimation: touchRefusingAnimations > 0)
    }

    /// Whether the view takes part in hit-testing, asked through its (overridable) properties.
    @inline(__always)
    final var isEligibleForHitTesting: Bool { hitTestSkipReason == nil }

    /// Whether the view takes part in hit-testing, read from storage (for `usesDefaultHitTesting` views).
    @inline(__always)
    final var isStoredEligibleForHitTesting: Bool {
        UIView.hitTestSkipReason(
            isHidden: storedIsHidden, isUserInteractionEnabled: storedIsUserInteractionEnabled, alpha: storedAlpha,
            refusesTouchesForAnimation: touchRefusingAnimations > 0) == nil
    }

    /// `bounds.contains(point)`, read from storage (for `usesDefaultHitTesting` views).
    @inline(__always)
    final func storedBoundsContain(_ point: CGPoint) -> Bool {
        let bounds = storedBounds
        if bounds.size.width > 0 && bounds.size.height > 0 {
            return point.x >= bounds.origin.x && point.y >= bounds.origin.y
                && point.x < bounds.origin.x + bounds.size.width && point.y < bounds.origin.y + bounds.size.height
        }
        return bounds.contains(point)
    }

    /// `convertFromSuperview(_:)`, read from storage (for `usesDefaultHitTesting` views).
    @inline(__always)
    final func storedConvertFromSuperview(_ point: CGPoint) -> CGPoint {
        if geometry.hasIdentityTransform {
            let bounds = storedBounds
            return CGPoint(
                x: point.x - storedCenter.x + (bounds.origin.x + bounds.size.width / 2),
                y: point.y - storedCenter.y + (bounds.origin.y + bounds.size.height / 2))
        }
        if !geometry.isValid { fillStoredGeometryCache() }
        return point.applying(geometry.fromSuperview)
    }

    /// Computes the cached conversions from storage (for `usesDefaultHitTesting` views).
    @inline(never)
    final func fillStoredGeometryCache() {
        let bounds = storedBounds
        let toSuperview = CGAffineTransform(
            translationX: -(bounds.origin.x + bounds.size.width / 2), y: -(bounds.origin.y + bounds.size.height / 2)
        )
        .concatenating(storedTransform)
        .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
        geometry.toSuperview = toSuperview
        geometry.fromSuperview = toSuperview.inverted()
        geometry.isValid = true
    }

    /// The answer for a receiver that is eligible and contains `point`: the walk described in the extension's
    /// discussion.
    private func walkSubviews(from start: UIView, _ point: CGPoint, with event: UIEvent?) -> UIView {
        let stop = withUnretained(start) { Self.walk(from: Unmanaged.passUnretained($0), point) }
        let view = stop.view.takeUnretainedValue()
        guard let position = stop.customPosition else {
            assert(
                start.storageWalk(point).map { $0 === view } ?? true,
                "ResponderKit: the unretained hit-test walk disagrees with the plain walk at \(point)")
            return view
        }
        // A subclass's hitTest may run any code: from here on the views are held strongly and asked plainly.
        return view.slowScan(view.storedSubviews, from: position, at: stop.point, with: event) ?? view
    }

    /// The fast part of the walk: descends through default views until no subview takes the point (the view
    /// is the answer) or a subview must be asked through its own `hitTest` (`customPosition`).
    ///
    /// This is one of ResponderKit's three unsafe boundaries (with `UnretainedReference` and the responder
    /// chain's climb): it passes views as `Unmanaged` references and never retains them. Its invariant: it runs
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
    private func slowScan(_ subviews: [UIView], from start: Int, at point: CGPoint, with event: UIEvent?) -> UIView? {
        for position in stride(from: start, through: 0, by: -1) {
            let child = subviews[position]
            if child.hitTesting.kind != .custom {
                guard child.isStoredEligibleForHitTesting else { continue }
                let converted = child.storedConvertFromSuperview(point)
                guard child.storedBoundsContain(converted) else { continue }
                return walkSubviews(from: child, converted, with: event)
            }
            if let hit = child.hitTest(child.convertFromSuperview(point), with: event) { return hit }
        }
        return nil
    }

    /// The plain recursive walk over every subview, recording each decision; the trace needs every step.
    private func tracedHitTest(_ point: CGPoint, with event: UIEvent?, trace: DispatchTrace) -> UIView? {
        if let reason = hitTestSkipReason {
            trace.record(.hitTestSkipped(view: trace.subject(self), reason: reason))
            return nil
        }
        let inside = self.point(inside: point, with: event)
        trace.record(.pointInside(view: trace.subject(self), inside: inside))
        guard inside else { return nil }
        for subview in storedSubviews.reversed() {
            let converted = subview.convertFromSuperview(point)
            if let hit = subview.recordingHitTest(converted, with: event, trace: trace) {
                return hit
            }
        }
        return self
    }

    /// Calls the (possibly overridden) `hitTest(_:with:)` and records what it returned when the event's
    /// application observes its trace: for overrides that ask other views, as a superview's walk does.
    package func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        recordingHitTest(point, with: event, trace: event?.observedTrace)
    }

    /// Calls the (possibly overridden) `point(inside:with:)` and records its answer when the event's
    /// application observes its trace: for `hitTest` overrides that ask views directly, as UIKit's status bar
    /// does in seed 004's log.
    package func tracedPointInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let inside = self.point(inside: point, with: event)
        if let trace = event?.observedTrace { trace.record(.pointInside(view: trace.subject(self), inside: inside)) }
        return inside
    }

    /// UIKit's rules as the plain recursive walk over every subview, with no index and no shortcuts: the
    /// reference the tests compare the fast walk with.
    package func referenceHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEligibleForHitTesting else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            let converted = subview.convertFromSuperview(point)
            let hit =
                subview.usesDefaultHitTesting
                ? subview.referenceHitTest(converted, with: event) : subview.hitTest(converted, with: event)
            if let hit { return hit }
        }
        return self
    }

    /// The answer of the plain recursive walk over the views' storage, with ordinary references, for a walk
    /// that meets only views of the engine's own classes; nil when it meets a view whose class may override
    /// hit-testing or has many subviews (the caller then has nothing to compare). Debug builds check the fast walk
    /// against it.
    func storageWalk(_ point: CGPoint) -> UIView?? {
        var view = self
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

    /// Calls the (possibly overridden) `hitTest(_:with:)` and records what it returned.
    func recordingHitTest(_ point: CGPoint, with event: UIEvent?, trace: DispatchTrace?) -> UIView? {
        let result = hitTest(point, with: event)
        if let trace {
            trace.record(.hitTestReturned(view: trace.subject(self), result: trace.subject(result)))
        }
        return result
    }
}

/// A view's subviews and spatial index as the hit-testing walk reads them: unretained references, read with no
/// closure, no retain and no exclusivity check.
///
/// Its invariant: `elements` points into the storage of the view's `storedSubviews` array, which keeps the
/// subviews alive and in place until the array next changes, and every change calls `subviewsChanged(_:)`;
/// `sole` is one of those subviews; `index` is the view's `hitIndex`, which the view holds.
struct SubviewWalkStorage {
    /// The subviews, back to front.
    private(set) var elements = UnsafeBufferPointer<Unmanaged<UIView>>(start: nil, count: 0)
    /// The only subview, when there is exactly one: a chain of single subviews is walked without reading the
    /// subviews' storage.
    private(set) var sole: Unmanaged<UIView>?
    /// The view's spatial index, when it has one.
    var index = UnretainedReference<SubviewHitIndex>(nil)

    /// Points at the new subviews array's storage.
    mutating func subviewsChanged(_ subviews: [UIView]) {
        sole = subviews.count == 1 ? Unmanaged.passUnretained(subviews[0]) : nil
        guard let base = subviews._baseAddressIfContiguous, !subviews.isEmpty else {
            elements = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        elements = UnsafeBufferPointer(
            start: UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<UIView>.self), count: subviews.count)
    }
}
