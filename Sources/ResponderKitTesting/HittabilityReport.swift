import Foundation
import ResponderKit

/// Why a view would not receive a touch at its activation point, read from the engine's own hit-test trace.
///
/// ```
/// target's activation point ──► UIApplication.probeHitTest (the touch-down's hit-test, traced, nothing delivered)
///   ──► the hit view is the target or inside it: hittable
///   ──► otherwise the trace's decisions about the target's chain (window … superview, target), root first:
///         skipped (hidden, interaction off, alpha < 0.01) │ pointInside false │ never asked: covered │ redirected
/// ```
///
/// ```swift
/// do { try generator.fingerTap(at: button) } catch let error as EventGeneratorError { print(error) }
/// // "button" (UIButton) is not hittable at (160, 240): it is covered by "overlay" (UIView), which would receive
/// // the touch
/// ```
public struct HittabilityReport: Hashable, Sendable, CustomStringConvertible {
    /// Why the touch would not reach the target.
    public enum Reason: Hashable, Sendable {
        /// The view (the target or one of its ancestors) has `isHidden` set.
        case hidden(view: String)
        /// The view (the target or one of its ancestors) has `isUserInteractionEnabled` false.
        case userInteractionDisabled(view: String)
        /// The view (the target or one of its ancestors) has `alpha` below 0.01.
        case transparent(view: String)
        /// The view (named) is in a running `UIView` animation without `.allowUserInteraction`, which refuses touches.
        case animating(view: String)
        /// A view in front of the target takes the point.
        case coveredBy(view: String)
        /// The point is outside an ancestor's bounds: the target sticks out of it (it is clipped for touches).
        case outsideBounds(ancestor: String)
        /// The target's own `point(inside:with:)` refuses its activation point.
        case refusedByTarget
        /// An ancestor's overridden `hitTest(_:with:)` returned another view.
        case redirected(by: String, to: String?)
        /// The target's window is hidden or not attached to the generator's application.
        case windowNotVisible(window: String)
    }

    /// The target, as the report names it: `"button" (UIButton)`.
    public var target: String
    /// The point that was hit-tested, in screen coordinates.
    public var point: CGPoint
    /// The view that would receive the touch instead; nil when none would.
    public var receiver: String?
    /// Why.
    public var reason: Reason
    /// The hit-test's trace, one line per decision, as `DispatchTrace` prints them.
    public var traceLines: [String]

    /// A sentence naming the target, the reason and the view that would receive the touch.
    public var description: String {
        let place = "(\(ViewNames.number(point.x)), \(ViewNames.number(point.y)))"
        let receiving = receiver.map { "\($0) would receive the touch" } ?? "no view would receive the touch"
        return "\(target) is not hittable at \(place): \(reason.phrase(target: target)); \(receiving)"
    }
}

extension HittabilityReport.Reason {
    /// The reason in words; `target` names the target, so a reason about an ancestor says so.
    func phrase(target: String) -> String {
        func subject(_ view: String) -> String { view == target ? "it" : "its ancestor \(view)" }
        switch self {
        case .hidden(let view): return "\(subject(view)) is hidden"
        case .userInteractionDisabled(let view): return "\(subject(view)) has user interaction disabled"
        case .transparent(let view): return "\(subject(view)) has alpha below 0.01"
        case .animating(let view):
            return "\(subject(view)) is in a running animation without .allowUserInteraction"
        case .coveredBy(let view): return "it is covered by \(view)"
        case .outsideBounds(let ancestor):
            return "the point is outside the bounds of \(ancestor), which clips it for touches"
        case .refusedByTarget: return "its point(inside:with:) refuses the point"
        case .redirected(let by, let to):
            return "\(by)'s hitTest(_:with:) returns \(to ?? "nil") instead"
        case .windowNotVisible(let window): return "its window \(window) is not visible"
        }
    }
}

/// How reports and dumps name views.
@MainActor
enum ViewNames {
    /// `"id" (UIButton)` for a view with an accessibility identifier, `UIButton` otherwise.
    static func describe(_ view: UIView) -> String {
        let type = String(describing: Swift.type(of: view))
        return view.accessibilityIdentifier.map { "\"\($0)\" (\(type))" } ?? type
    }

    /// A number as a dump prints it: an integer without a fraction, otherwise up to two decimals.
    nonisolated static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), Swift.abs(value) < 1e9 { return String(format: "%.0f", Double(value)) }
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension EventGenerator {
    /// The view in front of `target` that holds `hit`: the child, on `hit`'s side, of their nearest common ancestor
    /// (`hit`'s root when they share none, as views of different windows).
    static func coveringView(_ hit: UIView, over target: UIView) -> UIView {
        var covering = hit
        while let parent = covering.superview, !target.isDescendant(of: parent) { covering = parent }
        return covering
    }

    /// Checks that a touch at `point` (screen coordinates) would reach `target` or a view inside it; returns the
    /// report of why not, nil when it would.
    public func hittabilityReport(for target: UIView, at point: CGPoint) -> HittabilityReport? {
        let probe = application.probeHitTest(atScreenPoint: point)
        if let hit = probe.view, hit === target || hit.isDescendant(of: target) { return nil }
        let lines = probe.events.compactMap { $0.text() }
        let receiver = probe.view.map(ViewNames.describe)
        func report(_ reason: HittabilityReport.Reason) -> HittabilityReport {
            HittabilityReport(
                target: ViewNames.describe(target), point: point, receiver: receiver, reason: reason, traceLines: lines)
        }
        guard let window = target.window else {
            return report(.windowNotVisible(window: "none"))
        }
        guard window.application === application, !window.isHidden else {
            return report(.windowNotVisible(window: ViewNames.describe(window)))
        }
        // The target's chain, root (its window) first, with how the trace names each.
        var chain: [UIView] = []
        var climbing: UIView? = target
        while let view = climbing {
            chain.insert(view, at: 0)
            climbing = view.superview
        }
        let subjects = chain.map { application.trace.subject($0) }
        for (index, view) in chain.enumerated() {
            let subject = subjects[index]
            let name = ViewNames.describe(view)
            var asked = false
            for event in probe.events {
                switch event {
                case .hitTestSkipped(let skipped, let why) where skipped == subject:
                    switch why {
                    case .hidden: return report(.hidden(view: name))
                    case .userInteractionDisabled: return report(.userInteractionDisabled(view: name))
                    case .transparent: return report(.transparent(view: name))
                    case .animating: return report(.animating(view: name))
                    }
                case .pointInside(let asking, let inside) where asking == subject:
                    asked = true
                    if !inside { return report(view === target ? .refusedByTarget : .outsideBounds(ancestor: name)) }
                default:
                    break
                }
                if asked { break }
            }
            if !asked {
                // The hit-test never reached this view of the chain: a view in front of it answered, or an
                // ancestor's overridden hitTest answered without asking it.
                if let hit = probe.view, !target.isDescendant(of: hit) {
                    return report(.coveredBy(view: ViewNames.describe(Self.coveringView(hit, over: target))))
                }
                let parent = index > 0 ? ViewNames.describe(chain[index - 1]) : "the application"
                return report(.redirected(by: parent, to: receiver))
            }
        }
        // Every view of the chain took the point, yet the target's own hit-test answered something else.
        return report(.redirected(by: ViewNames.describe(target), to: receiver))
    }
}
