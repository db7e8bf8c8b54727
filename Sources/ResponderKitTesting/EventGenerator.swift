import Foundation
import ResponderKit

/// Synthesizes touches, pencil strokes, pointer and keyboard input for an application on a manual clock, with the
/// names and argument labels of Lyft's Hammer, so that a Hammer test ports by changing its imports and its
/// constructor.
///
/// ```swift
/// let generator = try EventGenerator(window: window)   // window.application runs on a ManualClock
/// try generator.fingerTap(at: "buy")                    // the view whose accessibilityIdentifier is "buy"
/// try generator.fingerDrag(from: card, to: CGPoint(x: 200, y: 300), duration: 0.5)
/// try generator.fingerPinchOpen(at: photo)
/// ```
///
/// Every gesture is one call that runs to its end on the application's clock: its samples go in at the display's
/// rate (``framesPerSecond``, 60 by default), each at its own time, and the clock moves with them, firing the
/// timers due on the way (a long press's, a double tap's). Nothing sleeps.
///
/// ```
/// fingerTap(at: target)
///   ──► layoutPendingViews() ──► target ──► activation point (screen) ──► hittable? (probeHitTest; else throws a
///       HittabilityReport naming the view that would get the touch and why)
///   ──► inject(.touches(began @ t)) ──► inject(.touches(ended @ t + fingerLiftDelay))      (the clock moves to each)
/// ```
///
/// Locations are ``EventLocatable``: a `CGPoint` in the generator's window's coordinates (as Hammer's), a `CGRect`
/// (its centre), a view (its `accessibilityActivationPoint`), a view controller, a `String` (the view with that
/// `accessibilityIdentifier`), an ``AccessibilityLabel``, ``OffsetLocation`` and ``RelativeLocation``.
@MainActor
public final class EventGenerator {
    /// The application the generator drives.
    public let application: UIApplication
    /// The window the generator's points are in.
    public let window: UIWindow
    /// The view the generator was made for: the default location of a gesture given none.
    public let mainView: UIView
    /// The application's clock, which every gesture moves.
    public let clock: ManualClock
    /// The display's rate: moves of a gesture are this many per second (60 by default; 120 for a ProMotion display).
    public var framesPerSecond: Double = 60 {
        didSet { if !(framesPerSecond > 0 && framesPerSecond <= 1000) { framesPerSecond = oldValue } }
    }
    /// Whether a touch-down on a view checks first that the view would receive it (true by default).
    public var checksHittability = true
    /// Whether each gesture's trace is kept in ``lastGestureTrace`` (true by default; benchmarks turn it off).
    public var recordsGestureTrace = true
    /// Every trace event of the last gesture, from its first input to its last.
    public private(set) var lastGestureTrace: [TraceEvent] = []

    /// The fingers that are down, with where they are (screen coordinates), in the order they went down.
    var fingers: [(index: FingerIndex, location: CGPoint)] = []
    /// The stylus, while it is down.
    var stylus: StylusState?
    /// The next estimation-update index a stylus sample takes.
    var nextEstimationIndex = 1
    /// How deep the calls of gestures are nested (a double tap calls taps): the outermost one records the trace.
    private var gestureDepth = 0
    private var collected: [TraceEvent] = []
    /// The samples of the frame being built, kept between frames so that a move does not allocate a new array.
    var sampleBuffer: [TouchSample] = []

    /// Creates a generator for `window`, which must belong to an application on a ``ResponderKit/ManualClock``; a
    /// window that is hidden or not key is made key and visible, as Hammer waits for its window to be.
    public convenience init(window: UIWindow) throws {
        try self.init(window: window, mainView: window)
    }

    /// Creates a generator for a view controller's view, in its window.
    public convenience init(viewController: UIViewController) throws {
        try self.init(view: viewController.view)
    }

    /// The size of the window a view without one is put in when it has no size of its own: 390 × 844 points, an
    /// iPhone's screen.
    public static let defaultScreenSize = CGSize(width: 390, height: 844)

    /// Creates a generator for `view`: in its window when it has one, otherwise in a new window of its size (a view
    /// without a size fills a window of ``defaultScreenSize``), of a new application on a manual clock (as Hammer
    /// wraps a view without a window).
    public convenience init(view: UIView) throws {
        if let window = view.window {
            try self.init(window: window, mainView: view)
        } else {
            let application = UIApplication(clock: ManualClock())
            let size = view.bounds.isEmpty ? Self.defaultScreenSize : view.bounds.size
            let window = UIWindow(frame: CGRect(origin: .zero, size: size), application: application)
            view.frame = CGRect(origin: .zero, size: size)
            window.addSubview(view)
            try self.init(window: window, mainView: view, application: application)
        }
    }

    /// Creates a generator for the key window (or the first window) of `application`.
    public convenience init(application: UIApplication) throws {
        guard let window = application.keyWindow ?? application.windows.first else {
            throw EventGeneratorError.viewIsNotInHierarchy("the application's window")
        }
        try self.init(window: window, mainView: window)
    }

    private init(window: UIWindow, mainView: UIView, application: UIApplication? = nil) throws {
        guard let application = application ?? window.application else {
            throw EventGeneratorError.viewIsNotInHierarchy(ViewNames.describe(window) + "'s application")
        }
        guard let clock = application.clock as? ManualClock else {
            throw EventGeneratorError.applicationIsNotOnManualClock
        }
        self.application = application
        self.window = window
        self.mainView = mainView
        self.clock = clock
        if window.isHidden || !window.isKeyWindow { window.makeKeyAndVisible() }
        application.layoutPendingViews()
    }

    /// The time between two display frames.
    public var frameInterval: TimeInterval { 1 / framesPerSecond }

    /// The application's current time.
    public var now: TimeInterval { clock.now }

    // MARK: - Gestures and time

    /// Runs one gesture: the outermost call records its trace into ``lastGestureTrace``.
    func gesture<Result>(_ body: () throws -> Result) throws -> Result {
        gestureDepth += 1
        var token: DispatchTrace.ObserverToken?
        if gestureDepth == 1 && recordsGestureTrace {
            collected.removeAll(keepingCapacity: true)
            token = application.trace.addObserver { [weak self] event in self?.collected.append(event) }
        }
        defer {
            gestureDepth -= 1
            if let token {
                application.trace.removeObserver(token)
                lastGestureTrace = collected
            }
        }
        return try body()
    }

    /// The times of the moves of a motion lasting `duration` from `start`: one per display frame, the last at
    /// `start + duration`.
    func frameTimes(from start: TimeInterval, duration: TimeInterval) -> [TimeInterval] {
        var times: [TimeInterval] = []
        forEachFrame(from: start, duration: duration) { times.append($0) }
        return times
    }

    /// Calls `body` with the time of each move of a motion lasting `duration` from `start`, as ``frameTimes(from:duration:)``
    /// lists them, without building the list.
    func forEachFrame(from start: TimeInterval, duration: TimeInterval, _ body: (TimeInterval) throws -> Void) rethrows
    {
        let steps = Swift.max(1, Int(saturating: (duration * framesPerSecond - 1e-9).rounded(.up)))
        for step in 1...steps { try body(start + duration * Double(step) / Double(steps)) }
    }

    /// Checks that a duration is finite and not negative.
    func validate(duration: TimeInterval) throws {
        guard duration.isFinite, duration >= 0, duration <= InputLimits.maximumTime else {
            throw EventGeneratorError.invalidArgument("a duration must be finite and not negative, not \(duration)")
        }
    }

    /// Checks that points are finite and within ``ResponderKit/InputLimits/maximumCoordinate`` (a pinch `1e40` wide,
    /// a NaN angle), so that a bad argument is an error here rather than samples the engine drops.
    func validate(points: [CGPoint]) throws {
        for point in points {
            guard point.x.isFinite, point.y.isFinite, Swift.abs(point.x) <= InputLimits.maximumCoordinate,
                Swift.abs(point.y) <= InputLimits.maximumCoordinate
            else { throw EventGeneratorError.invalidArgument("the point \(point) is not a usable location") }
        }
    }

    /// Injects one frame of finger samples at `time`.
    func send(_ samples: [TouchSample], at time: TimeInterval) {
        application.inject(.touches(TouchFrame(timestamp: time, samples: samples)))
    }

    /// Advances the clock by `interval` seconds, firing the timers due on the way (Hammer's `wait(_:)`).
    public func wait(_ interval: TimeInterval) throws {
        try validate(duration: interval)
        clock.advance(by: interval)
    }

    // MARK: - Locations

    /// Resolves a location to a point in screen coordinates, after the layout pass; a view target is checked for
    /// hittability when `checkingHittability` and ``checksHittability`` are true.
    func resolve(_ location: (any EventLocatable)?, checkingHittability: Bool = true) throws -> CGPoint {
        application.layoutPendingViews()
        let resolved = try (location ?? mainView).resolvedLocation(for: self)
        try validate(points: [resolved.point])
        if checkingHittability, checksHittability, let target = resolved.target,
            let report = hittabilityReport(for: target, at: resolved.point)
        {
            throw EventGeneratorError.viewIsNotHittable(report)
        }
        return resolved.point
    }

    /// A point in the generator's window's coordinates, in screen coordinates.
    func screenPoint(fromWindowPoint point: CGPoint) -> CGPoint {
        window.convert(point, to: nil)
    }

    /// The point of `view` a touch goes to: its accessibility activation point, in screen coordinates.
    func activationPoint(of view: UIView) throws -> CGPoint {
        guard view.window != nil else { throw EventGeneratorError.viewIsNotInHierarchy(ViewNames.describe(view)) }
        return view.accessibilityActivationPoint
    }
}
