import Foundation

extension UIView {
    /// Inserts `view` at `index` in `subviews` (clamped to the valid range).
    ///
    /// - Precondition: `view` is not this view or one of its ancestors.
    public func insertSubview(_ view: UIView, at index: Int) {
        if touchOptions.redirectsSubviews, let effectView = self as? UIVisualEffectView,
            view !== effectView.contentView
        {
            effectView.redirectSubview(view).insertSubview(view, at: index)
            return
        }
        // One climb from this view answers both whether `view` is this view or an ancestor and this view's
        // window (a scene loader adds 100,000 views).
        var root: UIView = self
        var isAncestor = view === self
        while let parent = root.storedSuperview {
            if parent === view { isAncestor = true }
            root = parent
        }
        precondition(
            !isAncestor,
            "ResponderKit: cannot add \(view.traceName) as a subview of \(traceName): it is that view or one of its ancestors"
        )
        let oldSuperview = view.storedSuperview
        if oldSuperview === self, let current = storedSubviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: current)
            storedSubviews.insert(
                view, at: Swift.min(Swift.max(0, index > current ? index - 1 : index), storedSubviews.count))
            subviewOrderChanged()
            return
        }
        let oldWindow = oldSuperview == nil ? view as? UIWindow : view.window
        let newWindow = root as? UIWindow
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifySubtreeWillMove(toWindow: newWindow) }
        if let oldSuperview {
            oldSuperview.detach(view)
        }
        let position = Swift.min(Swift.max(0, index), storedSubviews.count)
        // Appending (addSubview) is cheaper than inserting at the end, markedly so unoptimized.
        if position == storedSubviews.count {
            storedSubviews.append(view)
        } else {
            storedSubviews.insert(view, at: position)
        }
        view.storedSuperview = self
        oldWindow?.application?.chainEpoch.advance()
        if newWindow !== oldWindow { newWindow?.application?.chainEpoch.advance() }
        view.geometry.isValid = false
        subviewOrderChanged()
        layoutDidAttach(view, root: root)
        if oldWindow !== newWindow, let oldWindow {
            oldWindow.subtreeLeft(view)
        }
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifySubtreeDidMoveToWindow() }
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview` in `subviews`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            addSubview(view)
            return
        }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview` in `subviews`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            insertSubview(view, at: 0)
            return
        }
        insertSubview(view, at: index)
    }

    /// Moves a subview to the front: it is hit-tested first.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
        subviewOrderChanged()
    }

    /// Moves a subview to the back: it is hit-tested last.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
        subviewOrderChanged()
    }

    /// Exchanges the subviews at two indices; out-of-range indices do nothing.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
        subviewOrderChanged()
    }

    /// Removes the view from its superview. Touches on the view or its subviews are cancelled
    /// (`touchesCancelled`, reason `viewRemoved`) when it leaves its window, and nothing more is delivered to it.
    public func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifySubtreeWillMove(toWindow: nil) }
        superview.detach(self)
        oldWindow?.application?.chainEpoch.advance()
        if let oldWindow { oldWindow.subtreeLeft(self) }
        didMoveToSuperview()
        if oldWindow != nil { notifySubtreeDidMoveToWindow() }
    }

    private func detach(_ view: UIView) {
        willRemoveSubview(view)
        layoutWillDetach(view)
        if let index = storedSubviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: index)
        }
        view.storedSuperview = nil
        view.geometry.isValid = false
        subviewOrderChanged()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view in this view's subtree, itself included, whose `tag` is `tag` (depth first, in order).
    public func viewWithTag(_ tag: Int) -> UIView? {
        var found: UIView?
        forEachInSubtree { view in
            if found == nil, view.tag == tag { found = view }
            return found == nil
        }
        return found
    }

    /// Visits this view and its descendants depth first, parents before children, without recursion;
    /// stops when `body` returns false.
    func forEachInSubtree(_ body: (UIView) -> Bool) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard body(view) else { return }
            // Pushed by index: unoptimized (a debug build), appending a reversed view of the list costs several
            // times more, and a scene loader walks 100,000 views when it attaches them to their window.
            let subviews = view.storedSubviews
            var index = subviews.count
            while index > 0 {
                index -= 1
                stack.append(subviews[index])
            }
        }
    }

    private func notifySubtreeWillMove(toWindow newWindow: UIWindow?) {
        // Controllers whose views go on or off screen begin appearing or disappearing (UIViewController+Appearance).
        let showing = UIView.appearanceChange(from: window, to: newWindow)
        forEachInSubtree { view in
            if let showing, view.hasOwningViewController { view.owningViewController?.viewWillMove(showing: showing) }
            view.willMove(toWindow: newWindow)
            return true
        }
    }

    private func notifySubtreeDidMoveToWindow() {
        var transitions = AppearanceTransitions()
        forEachInSubtree { view in
            view.forgetMoveReceiver()
            if view.hasOwningViewController { transitions.viewDidMove(view) }
            view.didMoveToWindow()
            return true
        }
        transitions.scheduleEnds(in: window)
    }

    /// Called when the subview order or membership changed: the spatial index of the subviews is stale.
    func subviewOrderChanged() {
        hitIndex?.invalidate()
    }
}
