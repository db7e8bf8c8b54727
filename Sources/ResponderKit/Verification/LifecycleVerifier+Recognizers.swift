import Foundation

/// What the verifier knows of one recognizer's current gesture: the touches it got and the terminal state
/// it reached, if any.
@MainActor
final class RecognizerBook {
    /// The touches whose began the recognizer got, and whether it got their end since.
    var touches: [(touch: UITouch, ended: Bool)] = []
    /// The terminal state reached since the last reset.
    var terminal: UIGestureRecognizer.State?
}

extension LifecycleVerifier {
    // MARK: - Recognizer hooks (rule 4)

    /// A recognizer is about to get one phase of some touches.
    func recognizerReceived(_ touches: Set<UITouch>, recognizer: UIGestureRecognizer, method: ResponderMethod) {
        note(.recognizerReceived(Weak(recognizer), method, Self.fingers(touches)))
        if method != .touchesCancelled { recognizerReceivedSamples(touches, recognizer: recognizer) }
        let book = recognizerBook(recognizer)
        for touch in touches where touchBooks[ObjectIdentifier(touch)] != nil {
            let index = book.touches.firstIndex { $0.touch === touch }
            let problem: String?
            switch (method, index) {
            case (.touchesBegan, nil):
                book.touches.append((touch, false))
                problem = nil
            case (.touchesBegan, .some):
                problem = "touchesBegan twice"
            case (_, nil):
                problem = "\(method.rawValue) without its began"
            case (_, .some(let index)):
                problem = book.touches[index].ended ? "\(method.rawValue) after its end" : nil
                if method == .touchesEnded || method == .touchesCancelled { book.touches[index].ended = true }
            }
            if let problem {
                let identity = touchBooks[ObjectIdentifier(touch)]?.identity
                report(
                    .recognizerTerminatesOnce,
                    "\(recognizer.traceName) got \(problem) for \(identity?.description ?? "a touch")",
                    subjects: [subject(recognizer)], touch: identity)
            }
        }
    }

    /// The arbiter moved a recognizer's state.
    func recognizerMoved(
        _ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State
    ) {
        note(.recognizerMoved(Weak(recognizer), from: old, to: new))
        let book = recognizerBook(recognizer)
        let legal: Bool
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed), (.began, .changed),
            (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            legal = true
        default:
            legal = false
        }
        if let terminal = book.terminal {
            report(
                .recognizerTerminatesOnce,
                "\(recognizer.traceName) moved from \(old) to \(new) after reaching \(terminal), before its reset",
                subjects: [subject(recognizer)])
        } else if !legal {
            report(
                .recognizerTerminatesOnce, "\(recognizer.traceName) made an illegal move from \(old) to \(new)",
                subjects: [subject(recognizer)])
        }
        if new.isTerminal { book.terminal = new }
    }

    /// The arbiter reset a recognizer: its gesture must be over, with one terminal state.
    func recognizerReset(_ recognizer: UIGestureRecognizer) {
        let key = ObjectIdentifier(recognizer)
        guard let book = recognizerBooks[key] else { return }
        if book.terminal == nil && recognizer.storedState != .possible {
            report(
                .recognizerTerminatesOnce, "\(recognizer.traceName) was reset from \(recognizer.storedState)",
                subjects: [subject(recognizer)])
        }
        recognizerBooks[key] = nil
    }

    private func recognizerBook(_ recognizer: UIGestureRecognizer) -> RecognizerBook {
        let key = ObjectIdentifier(recognizer)
        if let book = recognizerBooks[key] { return book }
        let book = RecognizerBook()
        recognizerBooks[key] = book
        return book
    }

    // MARK: - Control hooks (rule 5)

    /// A control began tracking a touch (`beginTracking` answered true).
    package func controlBeganTracking(_ control: UIResponder) {
        note(.control(Weak(control), .began))
        let key = ObjectIdentifier(control)
        if trackingControls[key] != nil {
            report(
                .controlTrackingEndsOnce, "\(control.traceName) began tracking twice", subjects: [subject(control)])
        }
        trackingControls[key] = control
    }

    /// A control ended (`endTracking`) or cancelled (`cancelTracking`) tracking.
    package func controlEndedTracking(_ control: UIResponder, cancelled: Bool) {
        let change: ControlTrackingChange = cancelled ? .cancelled : .ended
        let what = "\(change.rawValue) tracking"
        note(.control(Weak(control), change))
        guard trackingControls.removeValue(forKey: ObjectIdentifier(control)) != nil else {
            report(
                .controlTrackingEndsOnce, "\(control.traceName) \(what) without tracking",
                subjects: [subject(control)])
            return
        }
    }
}
