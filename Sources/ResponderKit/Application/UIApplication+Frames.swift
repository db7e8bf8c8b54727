import Foundation

/// Work that runs on display frames, as a display link runs it: a scroll view's motion asks for a frame at a
/// time, the application calls it then, and it asks for the next.
@MainActor
protocol DisplayFrameClient: AnyObject {
    /// Runs the frame this client asked for, at `time` (the time it asked for), for `application`, which fires it.
    func displayFrame(at time: TimeInterval, in application: UIApplication)
    /// Its line in `leftovers` while a frame is pending, after `display link: `.
    var displayFrameDescription: String { get }
}

/// The pending display frames of an application: at most one per client, each with its time.
///
/// A frame is not a timer: a timer is inserted into and removed from the application's timer queue and runs a
/// closure, where a frame moves one entry of this short list (an application has a handful of moving views at
/// most) and calls its client. The clock still sees one order of events: a frame takes a number from the same
/// sequence as the timers when it is asked for, and frames and timers due at the same time run in the order they
/// were asked for.
///
/// ```
/// client.scheduleFrame(at: t) ──► entry (client, t, sequence number) ──► clock reaches t
///   ──► the entry is marked run (no time) ──► client.displayFrame(at: t) ──► it asks again: the entry gets a time
///                                                                      └─► it does not: the entry leaves the list
/// ```
///
/// A client keeps its entry while it runs, so asking for the next frame writes a time into the list: no array
/// insertion or removal, no retain of the client, per frame.
struct DisplayFrameSchedule {
    /// One client's pending frame.
    struct Entry {
        let client: any DisplayFrameClient
        /// When the frame is due; infinity once it ran, until the client asks for another.
        var deadline: TimeInterval
        /// Its place in the application's sequence of timers, for frames and timers due at the same time.
        var order: Int
    }

    /// The pending frames, in the order they were asked for.
    private(set) var entries: [Entry] = []
    /// The earliest pending frame's time (infinity when none is pending), kept so the clock's question costs a
    /// load.
    private(set) var nextDeadline: TimeInterval = .infinity
    /// The earliest pending frame's index in `entries`.
    private var nextIndex = 0

    /// Whether no frame is pending.
    var isEmpty: Bool { nextDeadline == .infinity }

    /// How many frames are pending.
    var count: Int { entries.count { $0.deadline != .infinity } }

    /// Asks for `client`'s frame at `deadline`, replacing the one it had asked for. `deadline` must be finite.
    mutating func schedule(_ client: any DisplayFrameClient, at deadline: TimeInterval, order: Int) {
        // One moving view asking for its next frame from the one running: most calls.
        if entries.count == 1, entries[0].client === client {
            entries[0].deadline = deadline
            entries[0].order = order
            nextDeadline = deadline
            nextIndex = 0
            return
        }
        if let index = entries.firstIndex(where: { $0.client === client }) {
            entries[index].deadline = deadline
            entries[index].order = order
        } else {
            entries.append(Entry(client: client, deadline: deadline, order: order))
        }
        findNext()
    }

    /// Forgets `client`'s pending frame, if it has one.
    mutating func cancel(_ client: any DisplayFrameClient) {
        guard let index = entries.firstIndex(where: { $0.client === client }) else { return }
        entries.remove(at: index)
        findNext()
    }

    /// Whether the earliest pending frame comes before a timer due at `deadline` with sequence number `order`.
    func nextComes(beforeTimerAt deadline: TimeInterval, order: Int) -> Bool {
        nextDeadline < deadline || (nextDeadline == deadline && entries[nextIndex].order < order)
    }

    /// Marks the earliest pending frame as run and returns its client and time; the client keeps its entry until
    /// ``removeRun()``. A frame must be pending.
    @inline(__always)
    mutating func takeNext() -> (client: any DisplayFrameClient, deadline: TimeInterval) {
        let deadline = nextDeadline
        entries[nextIndex].deadline = .infinity
        let client = entries[nextIndex].client
        // A lone client: nothing else is pending.
        if entries.count == 1 {
            nextDeadline = .infinity
        } else {
            findNext()
        }
        return (client, deadline)
    }

    /// Removes the entries of clients whose frame ran and that asked for no other.
    mutating func removeRun() {
        // A lone client that asked for its next frame: nothing ran without asking again.
        if entries.count == 1, nextDeadline != .infinity { return }
        guard entries.contains(where: { $0.deadline == .infinity }) else { return }
        entries.removeAll { $0.deadline == .infinity }
        findNext()
    }

    /// One `leftovers` line per pending frame, in the order they were first asked for.
    @MainActor
    var leftovers: [String] {
        entries.filter { $0.deadline != .infinity }.map { "display link: \($0.client.displayFrameDescription)" }
    }

    private mutating func findNext() {
        nextDeadline = .infinity
        nextIndex = 0
        var nextOrder = Int.max
        for index in entries.indices {
            let deadline = entries[index].deadline
            let order = entries[index].order
            if deadline < nextDeadline || (deadline == nextDeadline && order < nextOrder) {
                nextDeadline = deadline
                nextOrder = order
                nextIndex = index
            }
        }
    }
}

extension UIApplication {
    /// Asks for `client`'s next display frame at `deadline` on this application's clock (replacing the one it had
    /// asked for); a non-finite deadline means now. `leftovers` lists it until it runs or is cancelled.
    func scheduleFrame(for client: any DisplayFrameClient, at deadline: TimeInterval) {
        workOrder.lastTimerID += 1
        let deadline = deadline.isFinite ? deadline : clock.now
        frames.schedule(client, at: deadline, order: workOrder.lastTimerID)
        manualClock?.timerScheduled(at: deadline)
    }

    /// Forgets `client`'s pending display frame.
    func cancelFrame(for client: any DisplayFrameClient) {
        guard !frames.isEmpty else { return }
        frames.cancel(client)
    }

    /// Runs the earliest pending display frame, as `fireNextTimer` runs a timer: queued during a delivery, drained
    /// after.
    func fireNextFrame() {
        let (client, deadline) = frames.takeNext()
        if touchRouter.driver.isInResponderCall {
            frames.removeRun()
            enqueueTask { client.displayFrame(at: deadline, in: self) }
            return
        }
        runFiring {
            client.displayFrame(at: deadline, in: self)
            frames.removeRun()
        }
    }
}
