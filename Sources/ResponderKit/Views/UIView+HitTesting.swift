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
///
/// This file states the rules; the fast walk that applies them to the engine's own classes, its spatial index and
/// the storage it reads are under `Internal/` (`HitTestWalk`, `SubviewHitIndex`, `SubviewWalkStorage`), each checked
/// in debug builds against the plain walk here (`referenceHitTest`) or over the same storage
/// (`HitTestWalk.storageWalk`).
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
        return HitTestWalk.answer(from: self, point, with: event)
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

    /// Calls the (possibly overridden) `hitTest(_:with:)` and records what it returned.
    func recordingHitTest(_ point: CGPoint, with event: UIEvent?, trace: DispatchTrace?) -> UIView? {
        let result = hitTest(point, with: event)
        if let trace {
            trace.record(.hitTestReturned(view: trace.subject(self), result: trace.subject(result)))
        }
        return result
    }
}
