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
        // The receiver may be a subclass calling `super.hitTest`: ask it through its (overridable) properties.
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        return walkSubviews(from: self, point, with: event)
    }

    /// Whether the view takes part in hit-testing, read from storage (for `usesDefaultHitTesting` views).
    @inline(__always)
    nonisolated final var isStoredEligibleForHitTesting: Bool {
        !storedIsHidden && storedIsUserInteractionEnabled && !(storedAlpha < 0.01)
    }

    /// `bounds.contains(point)`, read from storage (for `usesDefaultHitTesting` views).
    @inline(__always)
    nonisolated final func storedBoundsContain(_ point: CGPoint) -> Bool {
        let bounds = storedBounds
        if bounds.size.width > 0 && bounds.size.height > 0 {
            return point.x >= bounds.origin.x && point.y >= bounds.origin.y
                && point.x < bounds.origin.x + bounds.size.width && point.y < bounds.origin.y + bounds.size.height
        }
        return bounds.contains(point)
    }

    /// `convertFromSuperview(_:)`, read from storage (for `usesDefaultHitTesting` views).
    @inline(__always)
    nonisolated final func storedConvertFromSuperview(_ point: CGPoint) -> CGPoint {
        let bounds = storedBounds
        if hasIdentityTransform {
            return CGPoint(
                x: point.x - storedCenter.x + (bounds.origin.x + bounds.size.width / 2),
                y: point.y - storedCenter.y + (bounds.origin.y + bounds.size.height / 2))
        }
        if !geometryCacheValid {
            cachedFromSuperview = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
                .concatenating(storedTransform)
                .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
                .inverted()
            geometryCacheValid = true
        }
        return point.applying(cachedFromSuperview)
    }

    /// The answer for a receiver that is eligible and contains `point`: the walk described in the extension's
    /// discussion.
    private func walkSubviews(from start: UIView, _ point: CGPoint, with event: UIEvent?) -> UIView {
        let stop = Self.walk(from: Unmanaged.passUnretained(start), point)
        let view = stop.view.takeUnretainedValue()
        guard let position = stop.customPosition else { return view }
        // A subclass's hitTest may run any code: from here on the views are held strongly and asked plainly.
        return view.slowScan(view.storedSubviews, from: position, at: stop.point, with: event) ?? view
    }

    /// The fast part of the walk: descends through default views until no subview takes the point (the view
    /// is the answer) or a subview must be asked through its own `hitTest` (`customPosition`).
    ///
    /// Views hold weak references to their superviews, which moves their reference counts to side tables and
    /// makes every retain and release slow, so this walk passes views as `Unmanaged` references and never
    /// retains them; it is `nonisolated`, reading `nonisolated(unsafe)` storage, so its closures carry no
    /// executor checks. Both are sound because only the main actor calls it and no other code runs while it
    /// walks: each view it passes is held by its superview's `subviews`, which nothing can change meanwhile.
    nonisolated private static func walk(from start: Unmanaged<UIView>, _ point: CGPoint)
        -> (view: Unmanaged<UIView>, point: CGPoint, customPosition: Int?)
    {
        var view = start
        var point = point
        while true {
            let step = view._withUnsafeGuaranteedRef { parent in
                parent.storedSubviews.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: Unmanaged<UIView>.self) { children in
                        scan(children, of: parent, at: point)
                    }
                }
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

    /// Scans `children` (the view's subviews) front to back, through the spatial index when it has one, until
    /// a default subview takes the point or a subclass must be asked.
    @inline(__always)
    nonisolated private static func scan(
        _ children: UnsafeBufferPointer<Unmanaged<UIView>>, of parent: UIView, at point: CGPoint
    ) -> WalkStep {
        let count = children.count
        if count >= SubviewHitIndex.threshold, let index = parent.hitIndex, let candidates = index.candidates(at: point) {
            var step = WalkStep.none
            var stop = -1
            for position in candidates {
                let child = children[Int(position)]
                let verdict = Self.verdict(child, at: point)
                if verdict.takes {
                    step = .descend(child, verdict.converted)
                    stop = Int(position)
                    break
                }
                if verdict.isCustom {
                    step = .custom(Int(position))
                    stop = Int(position)
                    break
                }
            }
            assert(
                SubviewHitIndex.linearWalkAgrees(parent.storedSubviews, at: point, stoppedAt: stop),
                "ResponderKit: a subview index disagrees with the plain walk at \(point)")
            return step
        }
        var position = count
        var step = WalkStep.none
        while position > 0 {
            position -= 1
            let child = children[position]
            let verdict = Self.verdict(child, at: point)
            if verdict.takes {
                step = .descend(child, verdict.converted)
                break
            }
            if verdict.isCustom {
                step = .custom(position)
                break
            }
        }
        if count >= SubviewHitIndex.threshold {
            SubviewHitIndex.noteLinearScan(of: parent, visited: count - position)
        }
        return step
    }

    /// Whether a default subview takes the point (eligible, bounds contain it), or must be asked itself.
    @inline(__always)
    nonisolated private static func verdict(_ child: Unmanaged<UIView>, at point: CGPoint)
        -> (takes: Bool, isCustom: Bool, converted: CGPoint)
    {
        child._withUnsafeGuaranteedRef { child in
            guard child.usesDefaultHitTesting else { return (false, true, point) }
            guard child.isStoredEligibleForHitTesting else { return (false, false, point) }
            let converted = child.storedConvertFromSuperview(point)
            return (child.storedBoundsContain(converted), false, converted)
        }
    }

    /// The rest of a scan from a subview that must be asked through its `hitTest`, front to back, with no
    /// shortcuts; a default subview that takes the point is walked again.
    private func slowScan(_ subviews: [UIView], from start: Int, at point: CGPoint, with event: UIEvent?) -> UIView? {
        for position in stride(from: start, through: 0, by: -1) {
            let child = subviews[position]
            if child.usesDefaultHitTesting {
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
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 {
            let reason: HitTestSkipReason =
                isHidden ? .hidden : (!isUserInteractionEnabled ? .userInteractionDisabled : .transparent)
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

    /// UIKit's rules as the plain recursive walk over every subview, with no index and no shortcuts: the
    /// reference the tests compare the fast walk with.
    package func referenceHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 { return nil }
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

    /// Calls the (possibly overridden) `hitTest(_:with:)` and records what it returned.
    func recordingHitTest(_ point: CGPoint, with event: UIEvent?, trace: DispatchTrace?) -> UIView? {
        let result = hitTest(point, with: event)
        if let trace {
            trace.record(.hitTestReturned(view: trace.subject(self), result: trace.subject(result)))
        }
        return result
    }
}
