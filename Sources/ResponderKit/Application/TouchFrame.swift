import Foundation

/// The fingers that changed at one instant: fingers in one frame that go down together reach a view in one
/// `touchesBegan` call.
///
/// A finger may appear more than once in a frame: hardware that samples faster than the display (a pencil at
/// 240 Hz, a finger at 120 Hz) gives every sample since the last frame, in time order. The last one is the
/// touch; all of them, in order, are its coalesced touches (`UIEvent.coalescedTouches(for:)`, BehaviourContract §12).
/// ``TouchSampleBatcher`` builds such frames from samples pushed at the hardware's rate.
public struct TouchFrame: Hashable, Sendable, Codable {
    /// When the frame was produced, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// One sample per finger that changed.
    public var samples: [TouchSample]

    /// Creates a frame.
    public init(timestamp: TimeInterval, samples: [TouchSample]) {
        self.timestamp = timestamp
        self.samples = samples
    }
}
