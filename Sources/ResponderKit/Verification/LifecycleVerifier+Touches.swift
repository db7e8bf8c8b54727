import Foundation

/// What the verifier knows of one touch: its identity, its hit view, its last phase and time, and the
/// responders that received its began.
@MainActor
final class TouchBook {
    let touch: UITouch
    let identity: LifecycleViolation.TouchIdentity
    let hitView: UIView?
    let window: UIWindow?
    var phase: UITouch.Phase = .began
    var timestamp: TimeInterval
    /// Responders that received `touchesBegan`, and whether each has received its end since.
    var receivers: [(responder: UIResponder, ended: Bool)] = []
    /// Whether the hit view received the touch's end (ended or cancelled).
    var viewEnded = false

    init(touch: UITouch, serial: Int, hitView: UIView?, window: UIWindow?) {
        self.touch = touch
        self.identity = LifecycleViolation.TouchIdentity(finger: touch.finger, serial: serial)
        self.hitView = hitView
        self.window = window
        self.timestamp = touch.timestamp
    }
}

/// Who called a responder's touch method.
enum TouchDeliveryPath {
    /// The router, to the touch's hit view.
    case hitView
    /// A responder's default implementation, passing the call to `next`.
    case forwarded
    /// The router ending the touch for a responder that got its began but not its end.
    case reconciled
}

extension LifecycleVerifier {
    // MARK: - Touch hooks

    /// A touch began and was bound to its hit view (nil: no window answered).
    func touchBound(_ touch: UITouch) {
        touchSerial += 1
        let book = TouchBook(touch: touch, serial: touchSerial, hitView: touch.boundView, window: touch.window)
        touchBooks[ObjectIdentifier(touch)] = book
        note(.bound(finger: touch.finger, view: Weak(touch.boundView), window: Weak(touch.window)))
    }

    /// The platform reported a new phase for a live touch (rule 2).
    func touchUpdated(_ touch: UITouch) {
        guard let book = touchBooks[ObjectIdentifier(touch)] else { return }
        let phase = touch.phase
        if book.phase == .ended || book.phase == .cancelled || phase == .began {
            report(
                .touchPhaseOrder, "\(book.identity) went from \(book.phase) to \(phase)", subjects: [],
                touch: book.identity)
        }
        if !(touch.timestamp >= book.timestamp) {
            report(
                .touchPhaseOrder,
                "\(book.identity)'s timestamp went back from \(book.timestamp) to \(touch.timestamp)", subjects: [],
                touch: book.identity)
        }
        book.phase = phase
        book.timestamp = touch.timestamp
    }

    /// A responder's touch method is about to be called (rules 1, 3 and 6).
    func touchesDelivered(
        _ touches: Set<UITouch>, to responder: UIResponder, method: ResponderMethod, path: TouchDeliveryPath
    ) {
        note(.delivered(Weak(responder), method, Self.fingers(touches)))
        if method != .touchesCancelled { checkSamples(touches, deliveredTo: subject(responder)) }
        for touch in touches {
            guard let book = touchBooks[ObjectIdentifier(touch)] else { continue }
            if path == .hitView { checkHitViewDelivery(book, to: responder, method: method) }
            let index = book.receivers.firstIndex { $0.responder === responder }
            switch method {
            case .touchesBegan:
                if let index {
                    let what = book.receivers[index].ended ? "after its end" : "twice"
                    report(
                        .touchEndsOnce, "\(responder.traceName) got touchesBegan for \(book.identity) \(what)",
                        subjects: [subject(responder)], touch: book.identity)
                } else {
                    book.receivers.append((responder, false))
                }
            case .touchesMoved:
                if let index, book.receivers[index].ended {
                    report(
                        .touchEndsOnce, "\(responder.traceName) got touchesMoved for \(book.identity) after its end",
                        subjects: [subject(responder)], touch: book.identity)
                }
            case .touchesEnded, .touchesCancelled:
                if let index {
                    if book.receivers[index].ended {
                        report(
                            .touchEndsOnce,
                            "\(responder.traceName) got \(method.rawValue) for \(book.identity) after its end",
                            subjects: [subject(responder)], touch: book.identity)
                    }
                    book.receivers[index].ended = true
                } else if path != .forwarded {
                    report(
                        .touchEndsOnce,
                        "\(responder.traceName) got \(method.rawValue) for \(book.identity) without its began",
                        subjects: [subject(responder)], touch: book.identity)
                }
                if path == .hitView { book.viewEnded = true }
            default:
                break
            }
        }
    }

    /// The router delivers only to the touch's hit view, while `UITouch.view` is that view (cancellations
    /// excepted), and only while the view is in its visible window.
    private func checkHitViewDelivery(_ book: TouchBook, to responder: UIResponder, method: ResponderMethod) {
        guard responder === book.hitView else {
            report(
                .touchViewStable,
                "\(book.identity) was delivered to \(responder.traceName), not its hit view "
                    + (book.hitView?.traceName ?? "(none)"),
                subjects: [subject(responder)], touch: book.identity)
            return
        }
        guard method != .touchesCancelled, let view = book.hitView else { return }
        if book.touch.view !== view {
            report(
                .touchViewStable,
                "\(book.identity)'s view is \(book.touch.view?.traceName ?? "nil"), not its hit view "
                    + "\(view.traceName), at \(method.rawValue)",
                subjects: [subject(view)], touch: book.identity)
        }
        let window = view.window
        if window == nil || window !== book.window || window?.isHidden == true
            || window?.application !== application
        {
            report(
                .noDeliveryOutsideWindow,
                "\(view.traceName) got \(method.rawValue) for \(book.identity) after leaving its window",
                subjects: [subject(view)], touch: book.identity)
        }
    }

    // MARK: - Quiescence

    /// A queue item or timer is done: touches the engine no longer holds are over, so every responder that
    /// got their began must have got their end.
    func workFinished() {
        guard !touchBooks.isEmpty else { return }
        let router = application.touchRouter
        var retired: [ObjectIdentifier] = []
        for (key, book) in touchBooks {
            let touch = book.touch
            if router.liveTouches[touch.finger] === touch || touch.cancelPending
                || router.heldTouches.contains(where: { $0 === touch })
            {
                continue
            }
            retired.append(key)
            for receiver in book.receivers where !receiver.ended {
                report(
                    .touchEndsOnce,
                    "\(receiver.responder.traceName) got touchesBegan for \(book.identity) but never its end",
                    subjects: [subject(receiver.responder)], touch: book.identity)
            }
        }
        for key in retired { touchBooks[key] = nil }
    }
}
