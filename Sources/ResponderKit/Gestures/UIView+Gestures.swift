import Foundation

extension UIView {
    /// The gesture recognizers attached to the view, or nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.flatMap { $0.isEmpty ? nil : $0 } }
        set {
            for recognizer in storedGestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a gesture recognizer; it then receives the touches hit-tested to this view and its subviews.
    /// A recognizer attached to another view moves here.
    ///
    /// Moving it cancels its gesture, and that runs its actions; an action that attaches the recognizer to a
    /// view of its own is overruled: the latest call to `addGestureRecognizer` wins, and the recognizer is in
    /// exactly one view's list.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        if let other = gestureRecognizer.view {
            if other === self { return }
            other.detach(gestureRecognizer)
        }
        if storedGestureRecognizers == nil { storedGestureRecognizers = [] }
        storedGestureRecognizers?.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer; a gesture in progress is cancelled (or fails). An action run by that
    /// cancellation may attach the recognizer to another view; it then stays there.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.arbiter?.abort(gestureRecognizer, reason: .removedFromView)
        guard gestureRecognizer.view === self else { return }
        detach(gestureRecognizer)
    }

    /// Takes `gestureRecognizer` out of this view's list, with no cancellation.
    private func detach(_ gestureRecognizer: UIGestureRecognizer) {
        storedGestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}

extension UIEvent {
    /// The touches of the event delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(gestureRecognizer.trackedTouches)
    }
}
