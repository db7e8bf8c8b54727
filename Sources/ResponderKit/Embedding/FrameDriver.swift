import Foundation

/// Runs an application the way a window system's run loop does: once per displayed frame it takes the input
/// that arrived, hands it to the application in order, then moves the application's time to the frame's and
/// fires the timers that are due.
///
/// ```
/// display refresh (vsync, or a 60 Hz pace)
///   └─► runFrame(at: now)
///         ├─ each source in order: nextInput(at: now) until nil ──► UIApplication.inject
///         │     (a manual clock moves to each input's timestamp on the way: timers due before it fire first)
///         └─ ManualClock.advance(to: now)            timers due by now fire, in deadline order
///            (another clock: UIApplication.processDueTimers())
///   └─► the host draws the views (their frames, transforms, alpha) as they are now
/// ```
///
/// A host keeps the application on a ``ManualClock`` that it advances with its system clock, frame by frame:
/// the application's time then moves only at inputs and frames, so a recording of the inputs replays to the
/// same trace. With a ``SystemClock`` the driver fires the timers that are due at the frame instead.
///
/// One frame handles at most ``maximumInputsPerFrame`` inputs; the rest wait for the next frame, so a source
/// that never runs dry cannot stall the display.
@MainActor
public final class FrameDriver {
    /// The application the frames drive.
    public let application: UIApplication
    /// The sources asked for input at every frame, in this order.
    public var sources: [any InputSource]
    /// The most inputs one frame handles (10,000 by default); the rest wait for the next frame.
    public var maximumInputsPerFrame = 10_000
    /// How many frames have run.
    public private(set) var frameCount = 0
    /// The time of the last frame, nil before the first.
    public private(set) var lastFrameTime: TimeInterval?
    private let manualClock: ManualClock?

    /// Creates a driver for `application`, taking input from `sources`.
    public init(application: UIApplication, sources: [any InputSource]) {
        self.application = application
        self.sources = sources
        manualClock = application.clock as? ManualClock
    }

    /// Runs one frame at `time` on the application's clock: injects every input the sources have (at most
    /// ``maximumInputsPerFrame``), then advances a manual clock to `time`, firing due timers in deadline order
    /// (with another clock, fires the timers due by its `now`). Returns how many inputs the frame handled.
    ///
    /// A `time` earlier than the clock's, or not finite, moves no clock: the frame still handles input and fires
    /// the timers already due.
    @discardableResult
    public func runFrame(at time: TimeInterval) -> Int {
        var handled = 0
        sourcesLoop: for source in sources {
            while handled < maximumInputsPerFrame {
                guard let input = source.nextInput(at: time) else { continue sourcesLoop }
                application.inject(input)
                handled += 1
            }
            break
        }
        if let manualClock {
            manualClock.advance(to: time)
        } else {
            application.processDueTimers()
        }
        frameCount += 1
        lastFrameTime = time
        return handled
    }

    /// Runs one frame at the clock's current time: for an application on a ``SystemClock``.
    @discardableResult
    public func runFrame() -> Int {
        runFrame(at: application.clock.now)
    }
}
