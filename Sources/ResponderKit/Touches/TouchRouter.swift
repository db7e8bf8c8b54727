import Foundation

/// Turns touch frames into touches bound to hit views, and delivers them; the window's half of UIKit's
/// `sendEvent(_:)` for touches.
///
/// ```
/// TouchFrame ──► repair bad samples ──► began: hit-test windows front to back ──► UITouch bound to its view
///            ──► UIApplication.sendEvent ──► UIWindow.sendEvent ──► deliverFrame:
///                began (grouped by view) · moved · ended · cancelled ──► view.touches…(_:with:)
///            ──► finish: every responder that got touchesBegan got an end, lifted fingers forgotten
/// ```
///
/// Cancellations asked for during a delivery (a handler removed the hit view) are held and delivered as soon
/// as the delivery returns; nothing else reaches the touch's view meanwhile.
@MainActor
final class TouchRouter {
    /// The application that owns this object, unretained: it outlives the router ("touch move" rows).
    /// Set by the application right after its own initialization (it creates this object first, to hold it in a
    /// `let`), and never changed.
    private var applicationReference = UnretainedReference<UIApplication>(nil)
    /// The application that owns this object.
    var application: UIApplication { applicationReference.object! }
    /// The touches of fingers that are down, by finger.
    var liveTouches: [Int: UITouch] = [:]
    /// The touch found last in `liveTouches`, asked first: one finger moving is most frames, and comparing a
    /// finger costs less than hashing it. Forgotten with its touch.
    private var lastFound: UITouch?
    /// The event of the current multi-touch sequence.
    var event: UIEvent?
    /// The touches that changed in the frame being delivered, in sample order.
    var frameTouches: [UITouch] = []
    /// The windows of `frameTouches`, in order of first appearance.
    var frameWindows: [UIWindow] = []
    /// The calls into app code under way, and the requests waiting for them to return.
    var driver = DeliveryDriver()
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int, view: UIView)?
    /// The views of one phase's touches, in order of first appearance (reused buffer).
    var groupViews: [UIView] = []
    /// The recognizers of one phase's touches, in order of first appearance (reused buffer).
    var groupRecognizers: [UIGestureRecognizer] = []
    /// The touches of one group being gathered for a delivery (reused buffer).
    var groupTouches: [UITouch] = []
    /// Sets of several touches built for deliveries, reused while the same touches go together (fingers that
    /// move together get the same set every frame); emptied when the sequence ends.
    var touchSetCache: [Set<UITouch>] = []
    /// Where the next new set goes once the cache is full.
    var touchSetCacheNext = 0
    /// The touches of one phase that their view may receive now (reused buffer).
    var eligible: [UITouch] = []
    /// Touches whose began or end is withheld from their view while a recognizer may still recognize.
    var heldTouches: [UITouch] = []
    /// The last touches event, kept for deliveries that outlive their sequence (a withheld end).
    var lastEvent: UIEvent?
    /// Counts the frames handled: a touch updated twice in one frame keeps its earlier sample as coalesced.
    var frameSerial = 0
    /// The timestamp of the frame being handled.
    var frameTimestamp: TimeInterval = 0
    /// The samples delivered with an estimation-update index that expect updates, by index (`EstimatedUpdates`).
    var estimates = EstimatedUpdates()
    /// The touches of the frame with samples expecting updates (`recordEstimates(of:)`).
    var frameEstimates: [UITouch] = []

    /// The application's trace and verifier, held here so delivery asks for the verifier without going
    /// through the application.
    private(set) var observers: DeliveryObservers!

    init() {}

    /// Binds this object to the application that created it.
    func bind(to application: UIApplication) {
        applicationReference = UnretainedReference(application)
        observers = application.observers
    }

    /// The verifier while verification is on.
    var activeVerifier: LifecycleVerifier? { observers.verifier }

    /// The trace, when someone observes it.
    var trace: DispatchTrace? { observers.observedTrace }

    // MARK: - Frames

    func handle(_ frame: TouchFrame) {
        frameTouches.clearKeepingCapacity()
        frameWindows.clearKeepingCapacity()
        frameSerial &+= 1
        frameTimestamp = frame.timestamp
        for sample in frame.samples { apply(sample, at: frame.timestamp) }
        if let event, !frameTouches.isEmpty {
            event.timestamp = frame.timestamp
            // The application owns this router and outlives the call: no retain.
            applicationReference.withObject { $0.sendEvent(event) }
        }
        finishFrame()
    }

    func repair(_ repair: InputRepair) {
        trace?.record(.inputRepaired(repair))
    }

    private func apply(_ sample: TouchSample, at timestamp: TimeInterval) {
        switch sample.phase {
        case .began:
            guard sample.isUsable else { return repair(sample.unusableRepair) }
            if let live = liveTouches[sample.finger] {
                repair(.fingerAlreadyDown(finger: sample.finger))
                cancel([live], reason: .inputReset)
                settle()
                forget(live)
            }
            begin(sample, at: timestamp)
        case .moved, .stationary, .ended, .cancelled:
            guard let touch = liveTouch(sample.finger), !(touch.frameSerial == frameSerial && touch.fingerLifted) else {
                return repair(.unknownFinger(finger: sample.finger))
            }
            // Only the trace hears of a sample for a window that is gone: ask about the window only then.
            if observers.trace.isObserved, let window = touch.window,
                window.isHidden || window.application !== application
            {
                repair(.windowGone(finger: sample.finger))
            }
            let lifts = sample.phase == .ended || sample.phase == .cancelled
            let isUsable = sample.isUsable
            if !isUsable {
                repair(sample.unusableRepair)
                guard lifts else { return }
            }
            update(touch, with: sample, at: timestamp, moved: isUsable)
            touch.fingerLifted = lifts
        case .regionEntered, .regionMoved, .regionExited:
            repair(.unknownFinger(finger: sample.finger))
        }
    }

    private func begin(_ sample: TouchSample, at timestamp: TimeInterval) {
        let event = self.event ?? makeEvent(timestamp)
        var hitWindow: UIWindow?
        var hitView: UIView?
        var location = sample.location
        for window in application.windowsFrontToBack {
            let point = window.convertFromScreen(sample.location)
            if let trace { trace.record(.hitTestBegan(window: trace.subject(window), point: point)) }
            if let view = window.recordingHitTest(point, with: event, trace: trace) {
                hitWindow = window
                hitView = view
                location = point
                break
            }
            if let trace { trace.record(.windowPassed(window: trace.subject(window))) }
        }
        let touch = UITouch(sample: sample, timestamp: timestamp, locationInWindow: location)
        touch.frameSerial = frameSerial
        if !sample.isFingerLike {
            touch.assign(state(of: sample, in: hitWindow, for: touch, location: location))
            recordEstimates(of: touch)
        }
        touch.previousSampleTimestamp = touch.timestamp
        touch.window = hitWindow
        touch.view = hitView
        touch.boundView = hitView
        liveTouches[sample.finger] = touch
        event.touchList.append(touch)
        frameTouches.append(touch)
        if let trace {
            trace.record(
                .touchBound(finger: sample.finger, view: trace.subject(hitView), window: trace.subject(hitWindow)))
        }
        activeVerifier?.touchBound(touch)
        guard let hitView, let hitWindow else {
            repair(.noWindow(finger: sample.finger))
            touch.gate.close()
            return
        }
        touch.tapCount = tapCount(at: location, time: timestamp, view: hitView)
        collectRecognizers(for: touch, event: event)
        if !frameWindows.contains(where: { $0 === hitWindow }) { frameWindows.append(hitWindow) }
        if let reason = withholdReason(for: touch, view: hitView, window: hitWindow) {
            touch.gate.withhold(reason)
            if let trace {
                trace.record(.touchWithheld(finger: touch.finger, view: trace.subject(hitView), reason: reason))
            }
        }
    }

    func makeEvent(_ timestamp: TimeInterval) -> UIEvent {
        let event = UIEvent(type: .touches, timestamp: timestamp, application: application)
        self.event = event
        lastEvent = event
        return event
    }

    private func update(_ touch: UITouch, with sample: TouchSample, at timestamp: TimeInterval, moved: Bool) {
        // A second sample of the finger in this frame: the state so far becomes one of its coalesced samples
        // (§12), and the touch's previous location stays the one of the last delivery.
        let again = touch.frameSerial == frameSerial
        if again {
            touch.earlierSamples.append(touch.state)
        } else {
            touch.frameSerial = frameSerial
            if !touch.earlierSamples.isEmpty { touch.earlierSamples.clearKeepingCapacity() }
        }
        touch.stateSerial &+= 1
        // Read once: each read of the reference is a retain and a release.
        let window = touch.window
        if moved {
            if !again {
                touch.previousLocationInWindow = touch.locationInWindow
                touch.precisePreviousLocationInWindow = touch.preciseLocationInWindow
                touch.previousSampleTimestamp = touch.timestamp
            }
            let location = window.map { $0.convertFromScreen(sample.location) } ?? sample.location
            if sample.isFingerLike {
                touch.locationInWindow = location
                touch.preciseLocationInWindow = location
                touch.force = sample.force
                touch.majorRadius = sample.majorRadius
                touch.majorRadiusTolerance = sample.majorRadiusTolerance
                touch.timestamp = timestamp
                if touch.updateIndex != nil { touch.forgetEstimates() }
            } else {
                touch.assign(state(of: sample, in: window, for: touch, location: location))
                recordEstimates(of: touch)
            }
        } else {
            touch.timestamp = sample.timestamp.map { sampleTime($0, of: touch) } ?? timestamp
        }
        // Moves that came with the touch-down in one frame are its coalesced samples; it stays began.
        if again && touch.phase == .began && sample.phase != .ended && sample.phase != .cancelled { return }
        touch.phase = sample.phase
        activeVerifier?.touchUpdated(touch)
        if again { return }
        frameTouches.append(touch)
        if let window, !frameWindows.contains(where: { $0 === window }) { frameWindows.append(window) }
    }

    private func tapCount(at location: CGPoint, time: TimeInterval, view: UIView) -> Int {
        let metrics = application.metrics
        guard let lastTap, lastTap.view === view, time - lastTap.time <= metrics.multiTapInterval,
            hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= metrics.multiTapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    /// `isExclusiveTouch` and `isMultipleTouchEnabled` for a touch beginning on `view`.
    private func withholdReason(for touch: UITouch, view: UIView, window: UIWindow) -> WithholdReason? {
        var othersInWindow = false
        var exclusiveOther = false
        for other in liveTouches.values where other !== touch && other.isTracked && other.window === window {
            guard let otherView = other.boundView else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return .multipleTouchDisabled }
            } else {
                othersInWindow = true
                if otherView.isExclusiveTouch { exclusiveOther = true }
            }
        }
        if view.isExclusiveTouch ? othersInWindow : exclusiveOther { return .exclusiveTouch }
        return nil
    }

    private func finishFrame() {
        if !frameEstimates.isEmpty { recordDeliveredEstimates() }
        // The frame's list holds its touches until it is emptied below, so they are read without retains.
        for index in frameTouches.indices {
            withUnretained(frameTouches[index]) { touch in
                if touch.fingerLifted { finishLifted(touch) }
            }
        }
        frameTouches.clearKeepingCapacity()
        frameWindows.clearKeepingCapacity()
        applicationReference.withObject { $0.gestureArbiter.settleIdleRecognizers() }
    }

    /// A finger of the frame lifted: its recognizers and its view are done with it, and the router forgets it.
    private func finishLifted(_ touch: UITouch) {
        recognizersLost(touch)
        if touch.gate.needsFinishAtLift { finish(touch) }
        if touch.phase == .ended, let view = touch.boundView {
            let moved = hypot(
                touch.locationInWindow.x - touch.downLocationInWindow.x,
                touch.locationInWindow.y - touch.downLocationInWindow.y)
            lastTap =
                moved <= application.metrics.tapAllowableMovement
                ? (touch.downLocationInWindow, touch.timestamp, touch.tapCount, view) : nil
        }
        forget(touch)
    }

    /// Forgets every finger (an input reset).
    func forgetAllTouches() {
        liveTouches.removeAll()
        lastFound = nil
    }

    /// The touch of a finger that is down.
    private func liveTouch(_ finger: Int) -> UITouch? {
        if let lastFound, lastFound.finger == finger { return lastFound }
        lastFound = liveTouches[finger]
        return lastFound
    }

    private func forget(_ touch: UITouch) {
        if liveTouches[touch.finger] === touch { liveTouches[touch.finger] = nil }
        if lastFound === touch { lastFound = nil }
        touch.isRetired = true
        // A touch is in the list once (its began added it): find it and remove it, rather than testing every
        // touch of the sequence, which made lifting many fingers at once quadratic in closure calls.
        if let event, let index = event.touchList.firstIndex(where: { $0 === touch }) {
            event.touchList.remove(at: index)
        }
        if liveTouches.isEmpty {
            event = nil
            forgetTouchSets()
        }
    }

    /// Empties the cache of touch sets: the sets hold their touches, which must not outlive their sequence.
    func forgetTouchSets() {
        touchSetCache.clearKeepingCapacity()
        touchSetCacheNext = 0
    }

    /// A set of `touches` (distinct): a touch's own set, a cached set of the same touches, or a new one.
    func touchSet(_ touches: [UITouch]) -> Set<UITouch> {
        if touches.count == 1 { return touches[0].singletonSet }
        for set in touchSetCache where set.count == touches.count && touches.allSatisfy({ set.contains($0) }) {
            return set
        }
        let set = Set(touches)
        if touchSetCache.count < 8 {
            touchSetCache.append(set)
        } else {
            touchSetCache[touchSetCacheNext] = set
            touchSetCacheNext = (touchSetCacheNext + 1) % touchSetCache.count
        }
        return set
    }
}

extension UITouch {
    /// Whether the touch's view tracks it: began or about to, and not yet ended or cancelled.
    var isTracked: Bool { gate.isTracked }
}
