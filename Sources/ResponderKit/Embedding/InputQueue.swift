import DequeModule
import Foundation

/// An input source that yields what was pushed into it, first in, first out: for a host that receives input
/// outside the frame (a callback, a socket) and for tests.
///
/// ```swift
/// let input = InputQueue()
/// input.push(.touches(TouchFrame(timestamp: 0, samples: [TouchSample(finger: 1, phase: .began, location: point)])))
/// ```
@MainActor
public final class InputQueue: InputSource {
    private var events: Deque<InputEvent>

    /// Creates a queue holding `events`, in order.
    public init(_ events: [InputEvent] = []) {
        self.events = Deque(events)
    }

    /// Adds an event at the back of the queue.
    public func push(_ event: InputEvent) {
        events.append(event)
    }

    /// How many events wait.
    public var count: Int { events.count }

    /// The event at the front of the queue, removed; nil when the queue is empty.
    public func nextInput(at time: TimeInterval) -> InputEvent? {
        events.popFirst()
    }
}
