import Foundation

/// A unit of work in the application's queue.
enum QueuedWork {
    /// Raw input from the platform.
    case input(InputEvent)
    /// Work produced during delivery, run after what is already queued.
    case task(@MainActor () -> Void)
}

/// A timer waiting for its deadline.
struct ScheduledTimer {
    let id: Int
    let deadline: TimeInterval
    let body: @MainActor () -> Void
}

extension UIApplication {
    // MARK: - The event queue

    /// Adds raw input at the back of the queue without handling it; `drain()` handles it.
    public func enqueue(_ input: InputEvent) {
        queue.append(.input(input))
    }

    /// Adds several inputs at the back of the queue, in order.
    public func enqueue(contentsOf inputs: some Sequence<InputEvent>) {
        for input in inputs { queue.append(.input(input)) }
    }

    /// Queues work to run after everything already queued ("on the next turn of the run loop").
    public func enqueueTask(_ body: @escaping @MainActor () -> Void) {
        queue.append(.task(body))
    }

    /// Adds input to the queue and drains it. Called from a handler during delivery, it only queues: the
    /// input is handled after the current one, never re-entrantly.
    public func inject(_ input: InputEvent) {
        // With nothing queued, the input would go into the queue and straight out again: the drain takes it.
        if queue.isEmpty {
            drain(startingWith: input)
        } else {
            enqueue(input)
            drain()
        }
    }

    /// How many items wait in the queue.
    public var pendingWorkCount: Int { queue.count }

    /// Handles every queued item in order (first in, first out), including items queued meanwhile. Does
    /// nothing when called during a drain.
    public func drain() {
        drain(startingWith: nil)
    }

    /// Handles `first` (queued instead when a drain or a delivery is under way), then every queued item.
    private func drain(startingWith first: InputEvent?) {
        guard touchRouter.driver.mayStartWork else {
            if let first { enqueue(first) }
            return
        }
        touchRouter.enter(.work)
        defer { touchRouter.leave(.work) }
        becomeCurrent()
        if let first {
            handle(first)
            workFinished()
        }
        while let work = queue.popFirst() {
            switch work {
            case .input(let input): handle(input)
            case .task(let body): body()
            }
            workFinished()
        }
    }

    /// After each item: cancellations held during it are delivered, and the verifier checks what is left.
    private func workFinished() {
        touchRouter.settle()
        activeVerifier?.workFinished()
    }

    private func handle(_ input: InputEvent) {
        let timestamp = input.timestamp
        if let last = workOrder.lastInputTimestamp, !(timestamp >= last) {
            if trace.isObserved { trace.record(.inputRepaired(.timestampClamped(from: timestamp, to: last))) }
            return handleInOrder(input.with(timestamp: last))
        } else if !InputLimits.isUsableTime(timestamp) {
            let now = clock.now
            if trace.isObserved { trace.record(.inputRepaired(.timestampClamped(from: timestamp, to: now))) }
            return handleInOrder(input.with(timestamp: now))
        }
        handleInOrder(input)
    }

    /// Handles input whose timestamp is finite and not earlier than the last one's.
    private func handleInOrder(_ input: InputEvent) {
        workOrder.lastInputTimestamp = input.timestamp
        if let manual = manualClock, input.timestamp > manual.now {
            manual.advance(to: input.timestamp)
        }
        if layoutPass.isNeeded { layoutPendingViews() }
        if trace.isObserved { trace.record(.input(input)) }
        activeVerifier?.noteInput(input)
        switch input {
        case .touches(let frame): touchRouter.handle(frame)
        case .press(let press): otherRouter.handlePress(press)
        case .motion(let phase, let timestamp): otherRouter.handleMotion(phase, timestamp: timestamp)
        case .remoteControl(let subtype, let timestamp): otherRouter.handleRemote(subtype, timestamp: timestamp)
        case .interruption: touchRouter.cancelAll(reason: .applicationInterrupted, forget: false)
        case .inputReset:
            touchRouter.cancelAll(reason: .inputReset, forget: true)
            touchRouter.estimates.removeAll()
            pointerRouter.reset()
        case .estimatedUpdate(let update): touchRouter.handle(update)
        case .hover(let hover): pointerRouter.handle(hover)
        case .scroll(let scroll): pointerRouter.handle(scroll)
        case .pencil(let pencil): pointerRouter.handle(pencil)
        }
    }

    // MARK: - Timers

    /// Runs `body` when the clock reaches `deadline`; timers fire in deadline order, and in scheduling order
    /// for equal deadlines.
    @discardableResult
    public func scheduleTimer(at deadline: TimeInterval, _ body: @escaping @MainActor () -> Void) -> TimerToken {
        workOrder.lastTimerID += 1
        let timer = ScheduledTimer(
            id: workOrder.lastTimerID, deadline: deadline.isFinite ? deadline : clock.now, body: body)
        let index = timers.firstIndex { $0.deadline > timer.deadline } ?? timers.count
        timers.insert(timer, at: index)
        manualClock?.timerScheduled(at: timer.deadline)
        return TimerToken(id: timer.id)
    }

    /// Runs `body` `interval` seconds from now.
    @discardableResult
    public func scheduleTimer(after interval: TimeInterval, _ body: @escaping @MainActor () -> Void) -> TimerToken {
        scheduleTimer(at: clock.now + Swift.max(0, interval), body)
    }

    /// Cancels a timer; cancelling one that fired or was cancelled does nothing.
    public func cancelTimer(_ token: TimerToken) {
        timers.removeAll { $0.id == token.id }
    }

    /// The earliest pending timer's or display frame's deadline, or nil when none is pending.
    public var nextTimerDeadline: TimeInterval? {
        guard let first = timers.first?.deadline else { return frames.isEmpty ? nil : frames.nextDeadline }
        return Swift.min(first, frames.nextDeadline)
    }

    /// How many timers and display frames (a moving scroll view's next frame) are pending.
    public var pendingTimerCount: Int { timers.count + frames.count }

    /// Fires every timer whose deadline has passed on the clock, in order; for live use with `SystemClock`.
    public func processDueTimers() {
        while let deadline = nextTimerDeadline, deadline <= clock.now {
            fireNextTimer()
        }
    }

    /// Fires the earliest timer (or display frame), then drains work it queued. During a delivery the firing is queued instead,
    /// so no handler runs inside another.
    func fireNextTimer() {
        if !frames.isEmpty, timers.isEmpty || frames.nextComes(beforeTimerAt: timers[0].deadline, order: timers[0].id) {
            fireNextFrame()
            return
        }
        guard !timers.isEmpty else { return }
        let timer = timers.removeFirst()
        // An app timer leaves the app timers `leftovers` lists as it fires (during a delivery its body is then
        // queued, and listed as queued work).
        if appTimers.count > 0 { appTimers.remove(TimerToken(id: timer.id)) }
        if touchRouter.driver.isInResponderCall {
            enqueueTask(timer.body)
            return
        }
        runFiring(timer.body)
    }

    /// Runs what a timer or a display frame fires, outside any delivery, as an item of work: input its handlers
    /// inject waits for it to finish, what it held goes out when it returns, and the queue is drained after it.
    @inline(__always)  // Else the body's captures are retained: "scroll view deceleration frame".
    func runFiring(_ body: () -> Void) {
        touchRouter.enter(.work)
        becomeCurrent()
        body()
        touchRouter.leave(.work)
        activeVerifier?.workFinished()
    }
}
