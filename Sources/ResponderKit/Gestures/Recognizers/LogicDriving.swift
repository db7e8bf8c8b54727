import Foundation

extension UIGestureRecognizer {
    /// The touches as samples for a pure gesture logic: ids are fingers, locations are in the recognizer's
    /// view, ordered by finger so the logic sees the same order on every run. Reuses the recognizer's buffer.
    func logicSamples(_ touches: Set<UITouch>) -> [GestureTouchSample] {
        sampleBuffer.removeAll(keepingCapacity: true)
        for touch in touches {
            sampleBuffer.append(
                GestureTouchSample(touchID: touch.finger, location: touch.location(in: view), timestamp: touch.timestamp))
        }
        if sampleBuffer.count > 1 { sampleBuffer.sort { $0.touchID < $1.touchID } }
        return sampleBuffer
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
        case .began: requestTransition(to: .began, reason: "recognized")
        case .changed: requestTransition(to: .changed, reason: "")
        case .recognized: requestTransition(to: .ended, reason: "recognized")
        case .ended: requestTransition(to: .ended, reason: "touches ended")
        case .cancelled: requestTransition(to: .cancelled, reason: "touches cancelled")
        case .failed(let reason): requestTransition(to: .failed, reason: reason.description)
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

    /// Converts a vector (a translation or velocity) from the recognizer's view into `target`'s coordinates.
    func convertVector(_ vector: CGPoint, to target: UIView?) -> CGPoint {
        guard let source = view else { return vector }
        let origin = source.convert(CGPoint.zero, to: target)
        let tip = source.convert(vector, to: target)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// Converts a vector from `target`'s coordinates into the recognizer's view.
    func convertVector(_ vector: CGPoint, from target: UIView?) -> CGPoint {
        guard let source = view else { return vector }
        let origin = source.convert(CGPoint.zero, from: target)
        let tip = source.convert(vector, from: target)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}
