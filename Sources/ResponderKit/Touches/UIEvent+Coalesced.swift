import Foundation

extension UIEvent {
    /// Every sample of `touch` since the last delivery, in time order; the last one has the touch's own values
    /// (BehaviourContract §12). Nil when `touch` is not one of the event's touches.
    ///
    /// A pencil sampled at 240 Hz and delivered at 60 Hz has four coalesced touches a frame; a finger whose
    /// platform reports one sample a frame has one. Draw through them all for a smooth stroke:
    ///
    /// ```swift
    /// override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    ///     guard let touch = touches.first else { return }
    ///     for sample in event?.coalescedTouches(for: touch) ?? [] {
    ///         stroke.add(sample.preciseLocation(in: self), force: sample.force)
    ///     }
    /// }
    /// ```
    ///
    /// The returned touches are reused at the touch's next update unless something still holds them: read
    /// them during the delivery, or keep them (ResponderKit then leaves them alone and makes new ones).
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        return touch.coalescedTouches
    }

    /// Touches the engine expects next, extrapolated from the touch's recent motion: at the hardware's sample
    /// interval, reaching `InteractionMetrics.touchPredictionInterval` ahead along the motion. Empty when the
    /// touch is not moving; nil when `touch` is not one of the event's touches.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        // Only the interval is read, through the window's unretained reference: not the whole metrics, copied.
        let horizon = touch.window?.applicationReference.withObject { $0.metrics.touchPredictionInterval }
        return touch.predictedTouches(horizon: horizon ?? InteractionMetrics.default.touchPredictionInterval)
    }
}
