import Foundation

/// A continuous recognizer for fingers dragging: it begins once they moved past the pan hysteresis.
///
/// `translation(in:)` is measured from where the fingers went down (or from the last `setTranslation`);
/// `velocity(in:)` is a least-squares fit over the last 100 ms.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    final var logic = PanLogic()

    /// The fewest fingers that pan (default 1).
    open var minimumNumberOfTouches: Int {
        get { logic.minimumNumberOfTouches }
        set { logic.minimumNumberOfTouches = newValue }
    }

    /// The most fingers that pan (default `Int.max`).
    open var maximumNumberOfTouches: Int {
        get { logic.maximumNumberOfTouches }
        set { logic.maximumNumberOfTouches = newValue }
    }

    /// How far the fingers moved, in `view`'s coordinates (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        convertVector(logic.translation, to: view)
    }

    /// Sets the translation, given in `view`'s coordinates; later translations are relative to it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        logic.setTranslation(convertVector(translation, from: view))
    }

    /// The velocity of the pan, in points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        convertVector(logic.velocity, to: view)
    }

    override func driveLogic(_ phase: UITouch.Phase, _ samples: inout [GestureTouchSample]) -> GestureLogicOutput? {
        // A move, most calls, goes straight to the logic (`handle` reads the metrics only at a first touch).
        if phase == .moved { return logic.touchesMoved(samples) }
        return logic.handle(phase, samples, metrics: currentMetrics)
    }

    override func driveLogicMoved(_ sample: GestureTouchSample) -> GestureLogicOutput? {
        logic.touchMoved(sample)
    }

    override func resetLogic() {
        logic.reset()
        scrollType = nil
    }

    // MARK: - Scrolling without a touch

    /// The scrolling that moves the pan besides touches: mouse wheel steps (`.discrete`), trackpad scrolls
    /// (`.continuous`), or neither (the default). A scroll at the pointer goes to the pan nearest its hit view
    /// that allows its type; the pan begins at the first movement, its translation accumulates the scroll's,
    /// and it ends when the trackpad is released or `InteractionMetrics.wheelScrollEndDelay` after the wheel's
    /// last step (BehaviourContract §12).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The kind of scroll driving the pan now; nil while touches (or nothing) drive it.
    var scrollType: UIScrollType?

    /// A pan driven by a scroll takes no touches until the scroll is over.
    override var receivesTouches: Bool { scrollType == nil }

    /// Whether the pan can take a scroll of `type` now: enabled, attached, allowing it, and idle.
    func acceptsScroll(_ type: UIScrollType) -> Bool {
        isEnabled && isAttached && allowedScrollTypesMask.includes(type) && storedState == .possible
            && trackedTouches.isEmpty && scrollType == nil
    }

    /// A scroll of `type` begins driving the pan.
    func scrollBegan(_ type: UIScrollType, at time: TimeInterval) {
        scrollType = type
        performScroll(logic.scrollBegan(at: time))
    }

    /// The scroll moved by `translation`, in the window's coordinates.
    func scrolled(by translation: CGPoint, at time: TimeInterval) {
        performScroll(logic.scrolled(by: translation, at: time))
    }

    /// The scroll ended (or was cancelled).
    func scrollEnded(cancelled: Bool) {
        performScroll(logic.scrollEnded(cancelled: cancelled))
        if let arbiter { arbiter.resetIfDone(self) }
    }

    /// Carries out what the logic decided about a scroll, naming the scroll as the reason.
    private func performScroll(_ output: GestureLogicOutput) {
        switch output.outcome {
        case .began: requestTransition(to: .began, reason: .scrolled)
        case .changed: requestTransition(to: .changed, reason: .scrolled)
        case .ended: requestTransition(to: .ended, reason: .scrollEnded)
        case .cancelled: requestTransition(to: .cancelled, reason: .scrollEnded)
        case .failed(let reason): requestTransition(to: .failed, reason: .logicFailed(reason))
        case .recognized, nil: break
        }
    }
}
