import Foundation

extension GestureTouchSample {
    /// The sample a gesture logic measures for `touch` now: its finger, its location in the window's coordinates (so
    /// a view that moves, scales or turns under the fingers, as apps do in their actions, does not disturb the
    /// measure) and its time.
    @MainActor
    init(of touch: UITouch) {
        self.init(touchID: touch.finger, location: touch.locationInWindow, timestamp: touch.timestamp)
    }
}

extension UIGestureRecognizer {
    /// Puts the touches into `sampleBuffer` as samples for a pure gesture logic: ids are fingers, locations are
    /// in the window's coordinates (so a view that moves, scales or turns under the fingers, as apps do in their
    /// actions, does not disturb the measure), ordered by finger so the logic sees the same order on every run.
    func fillSampleBuffer(_ touches: Set<UITouch>) {
        // One finger moving is most deliveries: overwrite the last sample in place, taking the touch from the
        // tracked ones when it is the only one (reading it out of the set costs more than the rest).
        if sampleBuffer.count == 1, trackedTouches.count == 1, trackedTouches[0].isAlone(in: touches) {
            sampleBuffer[0] = GestureTouchSample(of: trackedTouches[0])
            return
        }
        sampleBuffer.clearKeepingCapacity()
        for touch in touches { sampleBuffer.append(GestureTouchSample(of: touch)) }
        if sampleBuffer.count > 1 { sampleBuffer.sort { $0.touchID < $1.touchID } }
    }

    /// Hands one phase of touches to the recognizer's pure gesture logic and carries out its decision.
    ///
    /// The samples are lent to the logic in place (`inout`): passing the stored array by value would cost a
    /// retain and a release per recognizer per move.
    func feedLogic(_ phase: UITouch.Phase, _ touches: Set<UITouch>) {
        if idleMoves.held != nil { feedHeldMove() }
        fillSampleBuffer(touches)
        if let output = driveLogic(phase, &sampleBuffer) { perform(output) }
    }

    /// Hands a lone touch's move (its sample, ``GestureTouchSample/init(of:)``) to the logic: what
    /// `touchesMoved(_:with:)` does for a set of that one touch, for the classes whose `touchesMoved` is the base
    /// one (``movesThroughLogic``). Delivery keeps an idle move (``movesAreIdle``) in ``idleMoves.held`` instead.
    final func feedLogicMoved(_ sample: GestureTouchSample) {
        // Most moves decide nothing: the test spares the call.
        if let output = driveLogicMoved(sample), output.outcome != nil || output.timer != nil {
            perform(output)
        }
    }

    /// ``driveLogic(_:_:)`` for a move of the lone touch whose sample is `sample`, lent in ``sampleBuffer``.
    final func driveLogicThroughBuffer(_ sample: GestureTouchSample) -> GestureLogicOutput? {
        if sampleBuffer.count == 1 {
            sampleBuffer[0] = sample
        } else {
            sampleBuffer.clearKeepingCapacity()
            sampleBuffer.append(sample)
        }
        return driveLogic(.moved, &sampleBuffer)
    }

    /// Hands the logic the last move held back while moves were idle (``movesAreIdle``): the logic is then where it
    /// would be had it seen every move, since an idle move only records the latest location and time of its touch.
    func feedHeldMove() {
        guard let held = idleMoves.held else { return }
        idleMoves.held = nil
        feedLogicMoved(held)
    }

    /// Carries out what a gesture logic decided: its timer request, then its outcome as a state change.
    func perform(_ output: GestureLogicOutput) {
        switch output.timer {
        case .schedule(let deadline): startTimer(at: deadline)
        case .cancel: stopTimer()
        case nil: break
        }
        guard let outcome = output.outcome else { return }
        switch outcome {
        case .began: requestTransition(to: .began, reason: .recognized)
        case .changed: requestTransition(to: .changed, reason: .stateAssigned)
        case .recognized: requestTransition(to: .ended, reason: .recognized)
        case .ended: requestTransition(to: .ended, reason: .touchesEnded)
        case .cancelled: requestTransition(to: .cancelled, reason: .touchesCancelled)
        case .failed(let reason): requestTransition(to: .failed, reason: .logicFailed(reason))
        }
    }

    /// The application's metrics, or the defaults when the recognizer is not in an application yet.
    var currentMetrics: InteractionMetrics {
        application?.metrics ?? .default
    }

    /// The clock's time, for timer firings.
    var now: TimeInterval {
        application?.clock.now ?? 0
    }

    /// Converts a vector (a translation or velocity) from the window's coordinates, where the logics measure,
    /// into `target`'s (nil: the window's).
    func convertVector(_ vector: CGPoint, to target: UIView?) -> CGPoint {
        guard let target else { return vector }
        return target.convertVector(vector, fromWindow: true)
    }

    /// Converts a vector from `target`'s coordinates (nil: the window's) into the window's.
    func convertVector(_ vector: CGPoint, from target: UIView?) -> CGPoint {
        guard let target else { return vector }
        return target.convertVector(vector, fromWindow: false)
    }
}
