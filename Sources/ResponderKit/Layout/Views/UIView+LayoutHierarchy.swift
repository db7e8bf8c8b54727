import Foundation

/// What Auto Layout does when the hierarchy changes: constraints follow their views into the new hierarchy's
/// engine, and a view leaving its superview takes the constraints between it and the views outside with it
/// (UIKit's `removeFromSuperview()`: "removes any constraints that refer to the view you are removing, or that
/// refer to any view in the subtree of the view you are removing").
extension UIView {
    /// `view` was added under this view, whose hierarchy's root is `root`: the engine `view` had as a root moves
    /// to `root`, and is made again there.
    final func layoutDidAttach(_ view: UIView, root: UIView) {
        guard let storage = view.layoutStorage, let moved = storage.engine else { return }
        storage.engine = nil
        let engine = root.rootEngine
        engine.pendingConstraintUpdates.append(contentsOf: moved.pendingConstraintUpdates)
        for constraint in moved.installed where constraint.engineReference === moved {
            constraint.engineReference = nil
        }
        engine.structureChanged()
    }

    /// `view` is about to leave this view: the constraints held above it that mention its subtree are deactivated,
    /// the engine is made again, and `view` becomes the root of its own (when its subtree holds constraints).
    final func layoutWillDetach(_ view: UIView) {
        if let stack = self as? UIStackView { stack.arrangedViewWillLeave(view) }
        guard let engine = hierarchyRoot.layoutStorage?.engine else { return }
        var ancestor: UIView? = self
        while let current = ancestor {
            for constraint in current.constraints where constraint.mentions(viewsUnder: view) {
                current.removeConstraint(constraint)
            }
            ancestor = current.storedSuperview
        }
        engine.structureChanged()
        var holdsConstraints = false
        view.forEachInSubtree { descendant in
            if descendant.layoutStorage?.constraints.isEmpty == false { holdsConstraints = true }
            return !holdsConstraints
        }
        if holdsConstraints {
            let own = LayoutEngine(root: view)
            view.layout.engine = own
            own.hasPendingWork = true
        }
    }
}

extension NSLayoutConstraint {
    /// Whether one of the constraint's items is `view` or in its subtree.
    func mentions(viewsUnder view: UIView) -> Bool {
        for item in [firstItemReference, secondItemReference] {
            if let item, let itemView = UIView.layoutView(of: item), itemView.isDescendant(of: view) { return true }
        }
        return false
    }
}
