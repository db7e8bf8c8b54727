import Foundation

/// Runs a scroll view's motion on the application's clock: one app timer per display frame
/// (`InteractionMetrics.scrollFrameRate`, 60 Hz), at the motion's start plus whole frames, each setting the offset
/// the pure motion gives for that time. `UIApplication.leftovers` lists the pending tick while the content moves.
///
/// ```
/// startMotion ──► tick at start + 1/60 s ──► contentOffset = motion(t) ──► scrollViewDidScroll
///             ──► … ──► tick at or after the end ──► resting offset ──► didEndDecelerating /
///                                                                      didEndScrollingAnimation / didEndZooming
/// stopMotion (a touch-down, a new drag, removal from the window) ──► the tick is cancelled
/// ```
extension UIScrollView {
    /// Starts moving the content (replacing any motion in progress); a motion that does not move ends at once.
    func startMotion(
        _ kind: ScrollMotion.Kind, x: ScrollAxisMotion, y: ScrollAxisMotion, scale: ScrollAxisMotion? = nil
    ) {
        cancelMotionTimer()
        guard let application else { return }
        let motion = ScrollMotion(kind: kind, x: x, y: y, scale: scale, start: application.clock.now)
        self.motion = motion
        motionApplication = application.anchor
        motionGeneration &+= 1
        if kind == .deceleration { isDecelerating = true }
        if kind == .zoom { isZoomBouncing = true }
        application.activeVerifier?.scrollViewMoved(self)
        scheduleTick(frame: 1, from: motion.start, generation: motionGeneration, in: application)
    }

    /// Schedules the motion's next tick. The tick's body is made once per motion and its leftovers line is
    /// named by the scroll view when asked, so a tick allocates nothing.
    private func scheduleTick(frame: Int, from start: TimeInterval, generation: Int, in application: UIApplication) {
        let rate = application.metrics.scrollFrameRate
        let interval = rate.isFinite && rate > 0 ? 1 / rate : 1.0 / 60
        let deadline = start + Double(frame) * interval
        let body: @MainActor () -> Void
        // Every new motion (and every end) clears `motionTick` first, so one that is set is this motion's.
        if let existing = motionTick {
            body = existing
        } else {
            // The application through its anchor: a weak reference would give it a side table, and every
            // retain of it in every delivery would take the runtime's slow path.
            let anchor = application.anchor
            body = { [weak self] in
                guard let self, let application = anchor.application, self.motionGeneration == generation else {
                    return
                }
                self.motionTimer = nil
                self.tick(frame: self.motionFrame, at: self.motionDeadline, generation: generation, in: application)
            }
            motionTick = body
        }
        motionFrame = frame
        motionDeadline = deadline
        motionTimer = application.scheduleAppTimer(at: deadline, describedBy: self, body)
    }

    private func tick(frame: Int, at time: TimeInterval, generation: Int, in application: UIApplication) {
        // One read of the motion: it is a large value, and each copy of it costs a memcpy.
        guard window != nil, let step = motion?.step(at: time) else {
            stopMotion()
            return
        }
        application.activeVerifier?.scrollViewMoved(self)
        if let scale = step.scale {
            applyZoomScale(scale)
            guard motionGeneration == generation else { return }
        }
        contentOffset = step.offset
        // `scrollViewDidScroll` may have stopped or replaced the motion, or removed the view.
        guard motionGeneration == generation, motion != nil else { return }
        if step.finished {
            finishMotion()
        } else {
            scheduleTick(frame: frame + 1, from: step.start, generation: generation, in: application)
        }
    }

    /// The motion came to rest: the delegate hears the end that matches its kind.
    private func finishMotion() {
        endMotion(cameToRest: true)
    }

    /// Stops the content where it is. A deceleration that stops this way still ends with
    /// `scrollViewDidEndDecelerating` (so every `scrollViewWillBeginDecelerating` has its end, even when the
    /// scroll view leaves its window mid-motion); an animation and a zoom bounce stop without their end calls, as
    /// UIKit's do.
    func stopMotion() {
        endMotion(cameToRest: false)
    }

    /// Ends the current motion: forgets it, cancels its timer and tells the delegate what ended. Only a motion
    /// that came to rest ends an animation or a zoom bounce with the delegate's end call.
    private func endMotion(cameToRest: Bool) {
        guard let motion else { return }
        self.motion = nil
        motionGeneration &+= 1
        cancelMotionTimer()
        switch motion.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            if cameToRest { delegate?.scrollViewDidEndScrollingAnimation(self) }
        case .zoom:
            isZoomBouncing = false
            let view = cameToRest ? zoomStart?.view ?? delegate?.viewForZooming(in: self) : nil
            zoomStart = nil
            if cameToRest { delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale) }
        }
    }

    private func cancelMotionTimer() {
        motionTick = nil
        guard let motionTimer else { return }
        self.motionTimer = nil
        motionApplication?.application?.cancelAppTimer(motionTimer)
    }
}

extension UIScrollView: AppTimerDescribing {
    /// The motion's pending tick in `leftovers`: `scroll view list decelerating`.
    var appTimerDescription: String {
        "scroll view \(traceName) \(motion?.kind.leftoverPhrase ?? "moving")"
    }
}

extension ScrollMotion.Kind {
    /// How `leftovers` names a scroll view moving this way.
    var leftoverPhrase: String {
        switch self {
        case .deceleration: "decelerating"
        case .animation: "animating its content offset"
        case .zoom: "animating its zoom scale"
        }
    }
}
