// A custom recognizer as iOS apps write them: it imports UIKit and Foundation, sets `state`, keeps its own
// `Timer` (which must run on the application's clock even though Foundation is imported), and uses
// `cancelPreviousPerformRequests` for a delayed hint.
import Foundation
import UIKit
import UIKit.UIGestureRecognizerSubclass

final class HoldGestureRecognizer: UIGestureRecognizer {
    var holdDuration: TimeInterval = 0.5
    private var holdTimer: Timer?
    private(set) var hints: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1 else {
            state = .failed
            return
        }
        holdTimer = Timer.scheduledTimer(withTimeInterval: holdDuration, repeats: false) { [weak self] _ in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
        perform(Selector(Self.showHint), with: nil, afterDelay: holdDuration / 2)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        finish(as: state == .possible ? .failed : .ended)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        finish(as: .cancelled)
    }

    override func reset() {
        super.reset()
        holdTimer?.invalidate()
        holdTimer = nil
    }

    func showHint() {
        hints.append("hint")
    }

    private func finish(as final: UIGestureRecognizer.State) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        holdTimer?.invalidate()
        state = final
    }
}
