import DequeModule
import Foundation

/// An input source for hardware that samples faster than the display refreshes: a pencil at 240 Hz, a finger
/// at 120 Hz. A platform pushes every raw sample as it comes; once per display frame the batcher hands the
/// application the samples up to the frame's time as touch frames, so each touch arrives with its coalesced
/// samples (BehaviourContract §12).
///
/// ```
/// push(sample @ 0.0042) push(@ 0.0083) push(@ 0.0125) push(@ 0.0167)      (240 Hz)
///                                    display frame at 0.0167 ──► TouchFrame(timestamp: 0.0167, 4 samples)
///                                                                ──► touch = last sample; coalesced = all 4
/// ```
///
/// A touch-down goes in a frame of its own for its finger (UIKit delivers `touchesBegan` without the moves
/// that follow it); a lift ends its frame with the moves before it as coalesced samples. Other input pushed
/// in between (an ``EstimatedPropertiesUpdate``, a hover, a scroll) keeps its place in the order.
///
/// ```swift
/// let pencil = TouchSampleBatcher()
/// let driver = FrameDriver(application: app, sources: [pencil])
/// pencil.push(TouchSample(finger: 1, phase: .moved, location: point, type: .pencil, timestamp: 0.0042))
/// driver.runFrames(until: 1.0, framesPerSecond: 60)
/// ```
@MainActor
public final class TouchSampleBatcher: InputSource {
    private enum Item {
        case sample(TouchSample)
        case input(InputEvent)

        var timestamp: TimeInterval? {
            switch self {
            case .sample(let sample): sample.timestamp
            case .input(let input): input.timestamp
            }
        }
    }

    private var items = Deque<Item>()
    private var ready = Deque<InputEvent>()

    /// Creates an empty batcher.
    public init() {}

    /// Adds a raw sample; its `timestamp` says when the hardware took it (nil: at the next frame).
    public func push(_ sample: TouchSample) {
        items.append(.sample(sample))
    }

    /// Adds other input, delivered in order with the samples.
    public func push(_ input: InputEvent) {
        items.append(.input(input))
    }

    /// How many samples and inputs wait for their frame.
    public var count: Int { items.count + ready.count }

    /// The next touch frame (or other input) of the display frame at `time`: every sample taken by `time`.
    public func nextInput(at time: TimeInterval) -> InputEvent? {
        if ready.isEmpty { batch(upTo: time) }
        return ready.popFirst()
    }

    /// Turns the samples taken by `time` into touch frames stamped `time`.
    private func batch(upTo time: TimeInterval) {
        var samples: [TouchSample] = []
        // Sample times a rounding error past the frame's (k/240 against j/60) belong to it; the frame then takes
        // the latest sample's time, so no sample is later than its frame.
        let tolerance = 1e-9 * Swift.max(1, Swift.abs(time))
        var frameTime = time
        func flush() {
            if !samples.isEmpty { ready.append(.touches(TouchFrame(timestamp: frameTime, samples: samples))) }
            samples.removeAll()
        }
        while let item = items.first, (item.timestamp ?? time) <= time + tolerance || !(item.timestamp ?? 0).isFinite {
            items.removeFirst()
            switch item {
            case .input(let input):
                flush()
                ready.append(input)
            case .sample(let sample):
                // A finger whose latest sample here began or lifted starts a new frame, as does a second began.
                if let last = samples.last(where: { $0.finger == sample.finger }),
                    last.phase == .began || last.phase == .ended || last.phase == .cancelled || sample.phase == .began
                {
                    flush()
                }
                if let stamp = sample.timestamp, stamp.isFinite { frameTime = Swift.max(frameTime, stamp) }
                samples.append(sample)
            }
        }
        flush()
    }
}

extension FrameDriver {
    /// Runs display frames at `framesPerSecond` (60 or 120 for today's displays) from the last frame (or the
    /// clock's time) until `end`, each at its own time: the display's clock, for a ``ManualClock``.
    /// Returns how many frames ran. A rate that is not positive and finite runs no frame.
    @discardableResult
    public func runFrames(until end: TimeInterval, framesPerSecond: Double) -> Int {
        guard framesPerSecond > 0, framesPerSecond.isFinite, end.isFinite else { return 0 }
        let interval = 1 / framesPerSecond
        let start = lastFrameTime ?? application.clock.now
        var frames = 0
        // Frame times are counted from the start, not summed, so they do not drift.
        while start + Double(frames + 1) * interval <= end + interval * 1e-9 {
            frames += 1
            runFrame(at: start + Double(frames) * interval)
        }
        return frames
    }
}
