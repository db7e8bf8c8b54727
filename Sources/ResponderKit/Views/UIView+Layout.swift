import Foundation

/// The layout pass: `setNeedsLayout()` marks a view, and before the next event is hit-tested the application
/// lays out every marked view, top-down, so frames computed in `layoutSubviews()` are in place when a touch
/// arrives (BehaviourContract §10).
///
/// ```
/// setNeedsLayout(), bounds.size changed, addSubview ──► view.layoutFlags.needsLayout
///       │ climbs, marking layoutFlags.subtreeNeedsLayout, until an ancestor already says so;
///       ▼ at a window of an application: application.layoutPass.isNeeded = true
/// next input ──► layoutPass.isNeeded? ── no ──► hit-test (a touch move reads one flag, walks nothing)
///                      │ yes
///                      ▼
///   pending button configuration updates first (`UIButton+Configuration.swift`), then
///   each window, top-down through layoutFlags.subtreeNeedsLayout views only:
///     viewWillLayoutSubviews (owning controller) ─► layoutSubviews() ─► viewDidLayoutSubviews ─► trace `layout`
/// ```
///
/// A view starts laid out: only what marks it puts it in a pass (UIKit also lays out every view once when it
/// first appears; views that build their subviews with `addSubview` get that pass here too, since adding a
/// subview marks the view). Auto Layout runs inside this pass: each pass first brings the hierarchy's constraints up
/// to date and solves them (`LayoutEngine.update()`), then each laid-out view gives its subviews their solved frames
/// before its `layoutSubviews()` runs (see <doc:AutoLayout>).
extension UIView {
    /// Marks the view as needing layout: its `layoutSubviews()` runs in the next layout pass, before the next
    /// event is hit-tested, or at once with `layoutIfNeeded()`.
    public func setNeedsLayout() {
        layoutFlags.needsLayout = true
        markSubtreeNeedsLayout()
    }

    /// Lays out now, if layout is pending: from the outermost ancestor that is marked (or this view) down
    /// through every marked view below it, as UIKit does.
    public func layoutIfNeeded() {
        updateLayoutEngineBeforeLayout()
        var start: UIView = self
        var view = storedSuperview
        while let current = view {
            if current.layoutFlags.needsLayout { start = current }
            view = current.storedSuperview
        }
        guard start.layoutFlags.subtreeNeedsLayout else { return }
        let trace = window?.application?.trace
        var rounds = 0
        while start.layoutFlags.subtreeNeedsLayout, rounds < UIView.layoutRoundLimit {
            start.layOutSubtree(trace: trace)
            rounds += 1
        }
    }

    /// How many times one pass goes down again when layout marks views it already passed; layout code that
    /// keeps marking views is stopped there (and runs again before the next event).
    static let layoutRoundLimit = 16

    /// Sets `layoutFlags.subtreeNeedsLayout` on this view and its ancestors up to one that already has it; at a window
    /// that belongs to an application, tells the application to run a pass before the next event.
    final func markSubtreeNeedsLayout() {
        var view: UIView = self
        while !view.layoutFlags.subtreeNeedsLayout {
            view.layoutFlags.subtreeNeedsLayout = true
            guard let parent = view.storedSuperview else {
                if let window = view as? UIWindow, let application = window.application {
                    application.layoutPass.isNeeded = true
                }
                return
            }
            view = parent
        }
    }

    /// Lays out every marked view of this subtree, parents before children and subviews back to front, without
    /// recursion (a hierarchy of any depth is laid out in constant stack space).
    final func layOutSubtree(trace: DispatchTrace?) {
        updateLayoutEngineBeforeLayout()
        defer { finishEngineLayoutRound() }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            // The view keeps `layoutFlags.subtreeNeedsLayout` while its own `layoutSubviews` runs, so views it marks stop
            // their climb at it, and it goes on to them below.
            if view.layoutFlags.needsLayout {
                view.layoutFlags.needsLayout = false
                view.performLayout(trace: trace)
            }
            view.layoutFlags.subtreeNeedsLayout = false
            for child in view.storedSubviews.reversed() where child.layoutFlags.subtreeNeedsLayout {
                pending.append(child)
            }
        }
    }

    /// Whether the view is one of ResponderKit's own classes, whose `layoutSubviews()` does nothing, and is no
    /// controller's root view: its layout is not worth a trace line.
    private var hasDefaultLayout: Bool {
        !hasOwningViewController && EngineClasses.hasDefaultLayout(type(of: self))
    }

    /// Runs one view's layout. A view with a layer lays it out as Core Animation does: the layer's
    /// `layoutSublayers()`, whose default asks its delegate, the view, `layoutSublayers(of:)`, which runs the
    /// view's own layout (`runViewLayout()`); a view whose layer was never read runs its own layout directly.
    private func performLayout(trace: DispatchTrace?) {
        if let storedLayer { storedLayer.layoutSublayers() } else { runViewLayout() }
        if let trace, trace.isObserved, !hasDefaultLayout { trace.record(.layout(view: trace.subject(self))) }
    }

    /// The view's own layout: the owning controller's `viewWillLayoutSubviews()`, the view's
    /// `layoutSubviews()`, the controller's `viewDidLayoutSubviews()`.
    func runViewLayout() {
        let controller = hasOwningViewController ? owningViewController : nil
        controller?.viewWillLayoutSubviews()
        applyEngineFramesBeforeLayout()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
}

extension UIApplication {
    /// Runs pending layout in every window now, as happens before each event; tests call it to see frames
    /// computed in `layoutSubviews()` before any touch.
    public func layoutPendingViews() {
        layoutPass.isNeeded = false
        runConfigurationUpdates()
        for window in windows where window.layoutFlags.subtreeNeedsLayout {
            var rounds = 0
            while window.layoutFlags.subtreeNeedsLayout, rounds < UIView.layoutRoundLimit {
                window.layOutSubtree(trace: trace.isObserved ? trace : nil)
                rounds += 1
            }
            if window.layoutFlags.subtreeNeedsLayout { layoutPass.isNeeded = true }
        }
        runNextTurnWork()
    }
}
