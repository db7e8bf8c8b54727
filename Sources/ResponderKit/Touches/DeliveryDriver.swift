import Foundation

/// What is on the stack of calls into app code, and what waits for them to return.
///
/// UIKit never runs one handler inside another. A request made during a call that would deliver (a cancellation
/// when a handler removes a touched view, a release of touches a recognizer withheld, input a handler injects, a
/// timer that comes due) is held here, and ``TouchRouter/call(_:_:)`` carries it out as soon as the calls that
/// block it have returned. BehaviourContract §4 (cancellation) and §5 (withheld touches).
///
/// ```
/// a drain, a timer, a display frame ──► call(.work)        input, tasks, timers, frames
///   recognizers' touch methods      ──► call(.recognizer)  blocks: releases of withheld touches
///   views' touches…(_:with:)        ──► call(.responder)   blocks: cancellations, releases, input, timers
/// a call returns ──► settle: held cancellations ─► releases ─► queued input (once no work is under way)
/// ```
struct DeliveryDriver {
    /// A kind of call into app code.
    enum Call {
        /// One item of the application's work: queued input or a task, a timer, a display frame.
        case work
        /// A gesture recognizer's touch methods, and whatever they set off (state changes, actions, delegates).
        case recognizer
        /// A `touches…(_:with:)` method of a responder.
        case responder
    }

    /// How many calls of each kind are on the stack.
    private var work = 0
    private var recognizer = 0
    private var responder = 0
    /// Cancellations asked for while they could not be delivered, in the order asked.
    var heldCancellations: [(touch: UITouch, reason: TouchCancelReason)] = []
    /// Whether a release of withheld touches was asked for while it could not run.
    var releaseAsked = false

    /// Whether no call of any kind is under way: a request is carried out at once.
    var isIdle: Bool { work == 0 && recognizer == 0 && responder == 0 }
    /// Whether an item of work (a drain, a timer, a display frame) is under way.
    var isRunningWork: Bool { work > 0 }
    /// Whether a responder's touch method is under way: nothing may be delivered, nothing may fire.
    var isInResponderCall: Bool { responder > 0 }
    /// Whether held cancellations may be delivered now.
    var mayDeliverCancellations: Bool { responder == 0 }
    /// Whether withheld touches may be released now.
    var mayRelease: Bool { responder == 0 && recognizer == 0 }
    /// Whether a drain of the queue may start now.
    var mayStartWork: Bool { work == 0 && responder == 0 }
    /// Whether something waits for a call to return.
    var hasHeldRequests: Bool { !heldCancellations.isEmpty || releaseAsked }

    /// Notes that a call of `kind` starts.
    @inline(__always)
    mutating func enter(_ kind: Call) {
        switch kind {
        case .work: work += 1
        case .recognizer: recognizer += 1
        case .responder: responder += 1
        }
    }

    /// Notes that a call of `kind` returned.
    @inline(__always)
    mutating func leave(_ kind: Call) {
        switch kind {
        case .work: work -= 1
        case .recognizer: recognizer -= 1
        case .responder: responder -= 1
        }
    }
}

extension TouchRouter {
    /// Runs a call into app code of `kind`, then carries out what it held that may now go out (`leave(_:)`).
    @inline(__always)
    func call<Result>(_ kind: DeliveryDriver.Call, _ body: () -> Result) -> Result {
        enter(kind)
        let result = body()
        leave(kind)
        return result
    }

    /// Notes that a call into app code of `kind` starts; `leave(_:)` must follow when it returns. For the
    /// per-move path, where a closure's captures would cost retains; elsewhere, `call(_:_:)`.
    @inline(__always)
    func enter(_ kind: DeliveryDriver.Call) {
        driver.enter(kind)
    }

    /// Notes that a call of `kind` returned, and carries out what it held that may now go out.
    ///
    /// After a recognizer call, the recognizers' releases go first (their decisions came before the cancellations
    /// they set off); after any other call, cancellations go first. Input injected during the calls is drained
    /// once no work is under way.
    @inline(__always)
    func leave(_ kind: DeliveryDriver.Call) {
        driver.leave(kind)
        if driver.hasHeldRequests || driver.mayStartWork { carryOutHeld(after: kind) }
    }

    private func carryOutHeld(after kind: DeliveryDriver.Call) {
        if driver.hasHeldRequests {
            if kind == .recognizer && driver.releaseAsked && driver.mayRelease { releaseDelayedTouches() }
            settle()
        }
        if driver.mayStartWork, application.pendingWorkCount > 0 { application.drain() }
    }

    /// Carries out the held requests the calls still under way allow: cancellations (one `touchesCancelled` per
    /// view and reason), then releases of withheld touches. Delivery asks at fixed points of a frame, and there is
    /// almost never anything to do: that answer is inlined.
    @inline(__always)
    func settle() {
        guard driver.mayDeliverCancellations, driver.hasHeldRequests else { return }
        settleNow()
    }

    private func settleNow() {
        while !driver.heldCancellations.isEmpty {
            let (firstTouch, reason) = driver.heldCancellations[0]
            guard let view = firstTouch.boundView else {
                driver.heldCancellations.removeFirst()
                continue
            }
            var group: Set<UITouch> = []
            driver.heldCancellations.removeAll { entry in
                guard entry.touch.boundView === view, entry.reason == reason else { return false }
                if entry.touch.gate.cancelDelivered() { group.insert(entry.touch) }
                return true
            }
            guard !group.isEmpty else { continue }
            let event = self.event ?? lastEvent ?? makeEvent(application.clock.now)
            presenting(group, as: .cancelled) {
                deliver(group, to: view, method: .touchesCancelled, event: event, cancelReason: reason)
            }
        }
        if driver.releaseAsked && driver.mayRelease { releaseDelayedTouches() }
    }

    /// Runs a delivery with `touches` in `phase`, then puts back the phase of each that the delivery left in it.
    ///
    /// A touch is one object for its view and its recognizers. When a recognizer takes a touch from its view, the
    /// view's `touchesCancelled(_:with:)` gets it in the cancelled phase (Apple's `touchesCancelled(_:with:)`
    /// page), while the finger goes on for the recognizer, which counts it (`numberOfTouches`) until it lifts; a
    /// withheld end reaches its view in the ended phase. So the phase is the delivery's for the call, and the
    /// finger's after it.
    func presenting(_ touches: Set<UITouch>, as phase: UITouch.Phase, _ delivery: () -> Void) {
        let phases = touches.map { ($0, $0.phase) }
        for touch in touches { touch.phase = phase }
        delivery()
        for (touch, before) in phases where touch.phase == phase { touch.phase = before }
    }

    /// Carries out what arbitration decided (`DeliveryEffect`).
    func carryOut(_ effect: DeliveryEffect) {
        switch effect {
        case .takeTouches(let recognizer):
            recognizerTookTouches(recognizer)
        case .releaseHeldTouches:
            releaseDelayedTouches()
        case .settleAfterTimer:
            releaseDelayedTouches()
            settle()
        }
    }
}

extension UIApplication {
    /// Hands an arbitration decision to touch delivery, which carries it out (`DeliveryEffect`).
    @inline(__always)
    func carryOut(_ effect: DeliveryEffect) {
        touchRouter.carryOut(effect)
    }
}
