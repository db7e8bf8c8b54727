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
        motionApplication = application
        motionGeneration &+= 1
        if kind == .deceleration { isDecelerating = true }
        if kind == .zoom { isZoomBouncing = true }
        application.activeVerifier?.scrollViewMoved(self)
        scheduleTick(frame: 1, of: motion, generation: motionGeneration, in: application)
    }

    private func scheduleTick(frame: Int, of motion: ScrollMotion, generation: Int, in application: UIApplication) {
        let rate = application.metrics.scrollFrameRate
        let interval = rate.isFinite && rate > 0 ? 1 / rate : 1.0 / 60
        let deadline = motion.start + Double(frame) * interval
        let name = traceName
        motionTimer = application.scheduleAppTimer(at: deadline, "scroll view \(name) \(motion.kind.leftoverPhrase)") {
            [weak self] in
            guard let self, self.motionGeneration == generation else { return }
            self.motionTimer = nil
            self.tick(frame: frame, at: deadline, generation: generation, in: application)
        }
    }

    private func tick(frame: Int, at time: TimeInterval, generation: Int, in application: UIApplication) {
        guard let motion, window != nil else {
            stopMotion()
            return
        }
        application.activeVerifier?.scrollViewMoved(self)
        let finished = time >= motion.start + motion.duration
        if let scale = motion.scale {
            applyZoomScale(finished ? scale.restingOffset : scale.offset(at: time - motion.start))
            guard motionGeneration == generation else { return }
        }
        let offset = finished ? motion.restingOffset : motion.offset(at: time)
        contentOffset = offset
        // `scrollViewDidScroll` may have stopped or replaced the motion, or removed the view.
        guard motionGeneration == generation, self.motion != nil else { return }
        if finished {
            finishMotion()
        } else {
            scheduleTick(frame: frame + 1, of: motion, generation: generation, in: application)
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
        guard let motionTimer else { return }
        self.motionTimer = nil
        motionApplication?.cancelAppTimer(motionTimer)
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
