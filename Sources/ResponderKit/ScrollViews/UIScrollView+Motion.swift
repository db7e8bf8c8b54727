import Foundation

/// Runs a scroll view's motion on the application's clock: one display frame per frame interval
/// (`InteractionMetrics.scrollFrameRate`, 60 Hz), at the motion's start plus whole frames, each setting the offset
/// the pure motion gives for that time. `UIApplication.leftovers` lists the pending frame while the content moves
/// (`display link: scroll view list decelerating`).
///
/// ```
/// startMotion ──► frame at start + 1/60 s ──► contentOffset = motion(t) ──► scrollViewDidScroll
///             ──► … ──► frame at or after the end ──► resting offset ──► didEndDecelerating /
///                                                                       didEndScrollingAnimation / didEndZooming
/// stopMotion (a touch-down, a new drag, removal from the window) ──► the pending frame is cancelled
/// ```
extension UIScrollView {
    /// Starts moving the content (replacing any motion in progress); a motion that does not move ends at once.
    func startMotion(
        _ kind: ScrollMotion.Kind, x: ScrollAxisMotion, y: ScrollAxisMotion, scale: ScrollAxisMotion? = nil
    ) {
        cancelMotionFrame()
        guard let application else { return }
        let rate = application.metrics.scrollFrameRate
        let motion = ScrollMotion(
            kind: kind, x: x, y: y, scale: scale, start: application.clock.now,
            frameInterval: rate.isFinite && rate > 0 ? 1 / rate : 1.0 / 60)
        self.motion = motion
        motionApplication = application.anchor
        motionGeneration &+= 1
        if kind == .deceleration { isDecelerating = true }
        if kind == .zoom { isZoomBouncing = true }
        application.activeVerifier?.scrollViewMoved(self)
        scheduleFrame(1, from: motion.start, every: motion.frameInterval, in: application)
    }

    /// Asks for the motion's `frame`-th display frame, `frame` frame intervals after `start`.
    private func scheduleFrame(
        _ frame: Int, from start: TimeInterval, every interval: TimeInterval, in application: UIApplication
    ) {
        motionFrame = frame
        motionDeadline = start + Double(frame) * interval
        application.scheduleFrame(for: self, at: motionDeadline)
    }

    private func tick(at time: TimeInterval, in application: UIApplication) {
        let generation = motionGeneration
        guard isInWindow, let step = motion?.step(at: time) else {
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
        guard motionGeneration == generation else { return }
        if step.finished {
            finishMotion()
        } else {
            scheduleFrame(motionFrame + 1, from: step.start, every: step.frameInterval, in: application)
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

    /// Ends the current motion: forgets it, cancels its pending frame and tells the delegate what ended. Only a motion
    /// that came to rest ends an animation or a zoom bounce with the delegate's end call.
    private func endMotion(cameToRest: Bool) {
        guard let motion else { return }
        self.motion = nil
        motionGeneration &+= 1
        cancelMotionFrame()
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

    private func cancelMotionFrame() {
        motionApplication?.application?.cancelFrame(for: self)
    }
}

extension UIScrollView: DisplayFrameClient {
    /// Runs the motion's frame. A frame that was queued during a delivery and is no longer the one the motion
    /// waits for (the motion was stopped or replaced since) does nothing.
    /// The application runs it (it fires the frame), so it is handed over rather than read through the motion's
    /// anchor, which would retain it.
    func displayFrame(at time: TimeInterval, in application: UIApplication) {
        guard motion != nil, time == motionDeadline, motionApplication === application.anchor else { return }
        tick(at: time, in: application)
    }

    /// The motion's pending frame in `leftovers`: `scroll view list decelerating`.
    var displayFrameDescription: String {
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
