import Foundation

/// Delivers presses, motion and remote-control events: to the first responder, or with none to the key
/// window, and from there up the responder chain by the default implementations.
@MainActor
final class OtherEventRouter {
    unowned let application: UIApplication
    private var livePresses: [PressKey: UIPress] = [:]
    private var pressesEvent: UIPressesEvent?
    private var motionResponder: UIResponder?
    /// The delivery `UIApplication.sendEvent(_:)` is about to make, and the window it goes through.
    private var pending: (responder: UIResponder, method: ResponderMethod, call: () -> Void)?

    private struct PressKey: Hashable {
        let type: UIPress.PressType
        let keyCode: Int
    }

    init(application: UIApplication) {
        self.application = application
    }

    /// The window of the responder about to receive an event.
    var pendingWindow: UIWindow? {
        guard let responder = pending?.responder else { return nil }
        return (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window
    }

    private var target: UIResponder? {
        application.firstResponder ?? application.keyWindow
    }

    private func repair(_ repair: InputRepair) {
        if application.trace.isObserved { application.trace.record(.inputRepaired(repair)) }
    }

    /// Sends `event` through `UIApplication.sendEvent(_:)` so that it reaches `responder`.
    private func send(
        _ event: UIEvent, to responder: UIResponder, method: ResponderMethod, call: @escaping () -> Void
    ) {
        pending = (responder, method, call)
        application.sendEvent(event)
        pending = nil
    }

    /// Makes the delivery that `send` prepared; called by the window (or the application with no window).
    func deliverPending(_ event: UIEvent) {
        guard let pending else { return }
        self.pending = nil
        let trace = application.trace
        if trace.isObserved {
            trace.record(.delivered(responder: trace.subject(pending.responder), method: pending.method, fingers: []))
        }
        pending.call()
    }

    // MARK: - Presses

    func handlePress(_ sample: PressSample) {
        let key = PressKey(type: sample.type, keyCode: sample.key?.keyCode ?? -1)
        switch sample.phase {
        case .began:
            if let live = livePresses[key] {
                repair(.unknownPress)
                finishPress(live, key: key, phase: .cancelled, timestamp: sample.timestamp)
            }
            guard let responder = target else { return repair(.noResponder) }
            let press = UIPress(sample: sample)
            press.responder = responder
            press.window = (responder as? UIView)?.window ?? application.keyWindow
            livePresses[key] = press
            let event = currentPressesEvent(sample.timestamp)
            event.pressList.append(press)
            collectRecognizers(for: press, responder: responder, event: event)
            deliverToRecognizers(press, phase: .began, event: event)
            guard !isTakenByRecognizer(press) else { return }
            press.reachedResponder = true
            send(event, to: responder, method: .pressesBegan) { [press] in
                responder.pressesBegan([press], with: event)
            }
        case .changed, .stationary:
            guard let press = livePresses[key], let responder = press.responder else { return repair(.unknownPress) }
            press.phase = sample.phase
            press.force = sample.force
            press.timestamp = sample.timestamp
            guard sample.phase == .changed else { return }
            let event = currentPressesEvent(sample.timestamp)
            deliverToRecognizers(press, phase: .changed, event: event)
            guard press.reachedResponder else { return }
            if isTakenByRecognizer(press) {
                press.reachedResponder = false
                send(event, to: responder, method: .pressesCancelled) { [press] in
                    responder.pressesCancelled([press], with: event)
                }
                return
            }
            send(event, to: responder, method: .pressesChanged) { [press] in
                responder.pressesChanged([press], with: event)
            }
        case .ended, .cancelled:
            guard let press = livePresses[key] else { return repair(.unknownPress) }
            finishPress(press, key: key, phase: sample.phase, timestamp: sample.timestamp)
        }
    }

    private func finishPress(_ press: UIPress, key: PressKey, phase: UIPress.Phase, timestamp: TimeInterval) {
        press.phase = phase
        press.timestamp = timestamp
        let event = currentPressesEvent(timestamp)
        deliverToRecognizers(press, phase: phase, event: event)
        let taken = isTakenByRecognizer(press)
        for recognizer in press.gestureRecognizers ?? [] {
            recognizer.trackedPresses.removeAll { $0 === press }
        }
        if let responder = press.responder, press.reachedResponder {
            press.reachedResponder = false
            let method: ResponderMethod = phase == .ended && !taken ? .pressesEnded : .pressesCancelled
            send(event, to: responder, method: method) { [press] in
                if method == .pressesEnded {
                    responder.pressesEnded([press], with: event)
                } else {
                    responder.pressesCancelled([press], with: event)
                }
            }
        }
        livePresses[key] = nil
        event.pressList.removeAll { $0 === press }
        if livePresses.isEmpty { pressesEvent = nil }
        application.gestureArbiter.settleIdleRecognizers()
    }

    // MARK: - Presses and gesture recognizers

    /// Gives a press the recognizers of its responder's view and the view's ancestors that accept its type,
    /// the event and the press.
    private func collectRecognizers(for press: UIPress, responder: UIResponder, event: UIPressesEvent) {
        var list: [UIGestureRecognizer] = []
        var view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        let type = NSNumber(value: press.type.rawValue)
        while let current = view {
            for recognizer in current.storedGestureRecognizers ?? []
            where recognizer.isEnabled && recognizer.allowedPressTypes.contains(type) && recognizer.shouldReceive(event)
            {
                if let delegate = recognizer.delegate {
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                        delegate.gestureRecognizer(recognizer, shouldReceive: press)
                    else { continue }
                }
                list.append(recognizer)
            }
            view = current.storedSuperview
        }
        press.gestureRecognizers = list.isEmpty ? nil : list
    }

    /// Delivers one phase of a press to its recognizers that are still deciding or recognizing.
    private func deliverToRecognizers(_ press: UIPress, phase: UIPress.Phase, event: UIPressesEvent) {
        for recognizer in press.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer.view != nil {
            switch recognizer.storedState {
            case .possible, .began, .changed: break
            default: continue
            }
            if phase == .began {
                application.gestureArbiter.join(recognizer)
                recognizer.trackedPresses.append(press)
            }
            switch phase {
            case .began: recognizer.pressesBegan([press], with: event)
            case .changed: recognizer.pressesChanged([press], with: event)
            case .ended: recognizer.pressesEnded([press], with: event)
            default: recognizer.pressesCancelled([press], with: event)
            }
        }
    }

    /// Whether a recognizer of the press recognized and takes the press from the responder.
    private func isTakenByRecognizer(_ press: UIPress) -> Bool {
        press.gestureRecognizers?.contains { $0.cancelsTouchesInView && $0.storedState.isRecognized } ?? false
    }

    private func currentPressesEvent(_ timestamp: TimeInterval) -> UIPressesEvent {
        let event = pressesEvent ?? UIPressesEvent(type: .presses, timestamp: timestamp, application: application)
        event.timestamp = timestamp
        pressesEvent = event
        return event
    }

    // MARK: - Motion and remote control

    func handleMotion(_ phase: MotionPhase, timestamp: TimeInterval) {
        let event = UIEvent(type: .motion, subtype: .motionShake, timestamp: timestamp, application: application)
        switch phase {
        case .began:
            if let previous = motionResponder {
                send(event, to: previous, method: .motionCancelled) {
                    previous.motionCancelled(.motionShake, with: event)
                }
            }
            guard let responder = target else {
                motionResponder = nil
                return repair(.noResponder)
            }
            motionResponder = responder
            send(event, to: responder, method: .motionBegan) { responder.motionBegan(.motionShake, with: event) }
        case .ended, .cancelled:
            guard let responder = motionResponder else { return repair(.unmatchedMotion) }
            motionResponder = nil
            if phase == .ended {
                send(event, to: responder, method: .motionEnded) { responder.motionEnded(.motionShake, with: event) }
            } else {
                send(event, to: responder, method: .motionCancelled) {
                    responder.motionCancelled(.motionShake, with: event)
                }
            }
        }
    }

    func handleRemote(_ subtype: UIEvent.EventSubtype, timestamp: TimeInterval) {
        guard let responder = target else { return repair(.noResponder) }
        let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp, application: application)
        send(event, to: responder, method: .remoteControlReceived) { responder.remoteControlReceived(with: event) }
    }
}
