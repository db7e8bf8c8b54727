import Foundation

extension NSLayoutConstraint {
    /// Activates each constraint: the nearest common ancestor of its items holds it (`UIView.constraints`), and the
    /// next layout pass solves it. A constraint whose items have no common ancestor is not activated; where UIKit
    /// raises an exception, ResponderKit records a layout issue (`LayoutIssue.noCommonAncestor`).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.holder == nil {
            guard let first = constraint.firstItemReference, let firstView = UIView.layoutView(of: first) else {
                LayoutIssue.record(.noCommonAncestor(constraint: constraint.traceDescription), near: nil)
                continue
            }
            var holder: UIView? = firstView
            if let second = constraint.secondItemReference {
                holder = UIView.layoutView(of: second).flatMap { firstView.nearestCommonAncestor(with: $0) }
            }
            guard let holder else {
                LayoutIssue.record(.noCommonAncestor(constraint: constraint.traceDescription), near: firstView)
                continue
            }
            holder.addConstraint(constraint)
        }
    }

    /// Deactivates each constraint: its holder lets it go, and the next layout pass solves without it.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.holder?.removeConstraint(constraint) }
    }
}

extension UIView {
    /// The nearest view that is an ancestor of both (either of them included), nil in different hierarchies.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var mine = depth
        var theirs = other.depth
        var a: UIView? = self
        var b: UIView? = other
        while mine > theirs {
            a = a?.storedSuperview
            mine -= 1
        }
        while theirs > mine {
            b = b?.storedSuperview
            theirs -= 1
        }
        while let left = a, let right = b {
            if left === right { return left }
            a = left.storedSuperview
            b = right.storedSuperview
        }
        return nil
    }
}
