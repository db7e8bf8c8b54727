import Foundation

/// One finger (or pencil, or pointer) on the screen, for its whole life: ResponderKit updates the same object
/// from touch-down to lift, never replaces it.
///
/// The view found by hit-testing when the touch began stays `view` for the touch's whole life, wherever the
/// finger moves — until a gesture recognizer takes the touch, when it becomes nil.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// The phase of a touch.
    public enum Phase: Int, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A pointer entered a region (indirect pointers).
        case regionEntered
        /// A pointer moved within a region.
        case regionMoved
        /// A pointer left a region.
        case regionExited

        /// The phase's name: `began`, `moved`.
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            }
        }
    }

    /// What produced the touch.
    public enum TouchType: Int, Hashable, Sendable, Codable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's touch surface).
        case indirect
        /// An Apple Pencil.
        case pencil
        /// A mouse or trackpad pointer.
        case indirectPointer
    }

    /// The touch's phase.
    public internal(set) var phase: UITouch.Phase = .began
    /// When the touch last changed, in seconds on the application's clock.
    public internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped at about this place within the multi-tap interval; 1 for a first tap.
    public internal(set) var tapCount = 1
    /// The view the touch was hit-tested to; nil once a gesture recognizer took it.
    public internal(set) var view: UIView?
    /// The window the touch began in.
    public internal(set) var window: UIWindow?
    /// The force of the touch; 1.0 is an average touch.
    public internal(set) var force: CGFloat
    /// The largest force the device reports.
    public internal(set) var maximumPossibleForce: CGFloat
    /// The radius of the touch, in points.
    public internal(set) var majorRadius: CGFloat
    /// The tolerance of `majorRadius`.
    public internal(set) var majorRadiusTolerance: CGFloat
    /// What produced the touch.
    public let type: TouchType
    /// The pencil's altitude in radians: π/2 perpendicular to the screen, 0 flat on it; π/2 for fingers.
    public internal(set) var altitudeAngle: CGFloat = .pi / 2
    /// The properties whose current values are estimates.
    public internal(set) var estimatedProperties: Properties = []
    /// The estimated properties whose values the hardware will still update
    /// (`touchesEstimatedPropertiesUpdated(_:)`).
    public internal(set) var estimatedPropertiesExpectingUpdates: Properties = []
    /// The pencil's azimuth, in radians in the window's coordinates.
    var azimuthInWindow: CGFloat = 0
    /// Where the touch is with full precision, in the window's coordinates.
    var preciseLocationInWindow: CGPoint
    /// Where the touch precisely was before its last move, in the window's coordinates.
    var precisePreviousLocationInWindow: CGPoint
    /// The sample's estimation-update index, as an integer (`estimationUpdateIndex` boxes it on request).
    var updateIndex: Int?
    /// When the sample before the current one was taken: for predicting the motion.
    var previousSampleTimestamp: TimeInterval
    /// The frame that last updated the touch (`TouchRouter.frameSerial`).
    var frameSerial = 0
    /// The last frame in which the touch reached a view or a recognizer, while samples expected updates.
    var deliveredFrame = 0
    /// Counts the touch's updates, so the coalesced and predicted touches are built once per update.
    var stateSerial = 0
    /// The frame's samples before the last one, in time order (empty when the frame had one sample).
    var earlierSamples: [TouchState] = []
    /// The reused objects of the coalesced and predicted touches, in place in the touch (no allocation until a
    /// list is asked for, no retain of a separate object at each request).
    var sampleTouches = SampleTouches()

    /// The platform's finger identifier.
    public let finger: Int
    /// Where the touch is, in the window's coordinates (screen coordinates when it has no window).
    var locationInWindow: CGPoint
    /// Where the touch was before its last move, in the window's coordinates.
    var previousLocationInWindow: CGPoint
    /// Where the touch went down, in the window's coordinates.
    var downLocationInWindow: CGPoint
    /// The touch in a set of its own, made once and reused for every single-touch delivery while its finger is
    /// down. The set holds the touch, so the cache lives only until the router lets the touch go
    /// (``isRetired``): otherwise touch and set would keep each other — and the touch's window, views and
    /// recognizers — alive forever.
    var singletonSet: Set<UITouch> {
        if let cachedSingleton { return cachedSingleton }
        let set: Set<UITouch> = [self]
        if !isRetired { cachedSingleton = set }
        return set
    }
    /// Whether the router has let the touch go (its finger lifted or the input was reset); the touch keeps no
    /// cache after that.
    var isRetired = false {
        didSet { if isRetired { cachedSingleton = nil } }
    }
    private var cachedSingleton: Set<UITouch>?

    /// Whether `set` holds this touch and nothing else. For the touch's own single-touch set, which is what
    /// single-touch deliveries pass, set equality answers from the storage's identity, without hashing.
    func isAlone(in set: Set<UITouch>) -> Bool {
        guard set.count == 1 else { return false }
        if let cachedSingleton { return cachedSingleton == set }
        return set.contains(self)
    }
    /// The gesture recognizers that receive this touch: those of the hit view and its ancestors that accept it.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// The hit view, kept after `view` becomes nil.
    var boundView: UIView?
    /// Whether the platform reported the finger lifted (or cancelled) in the current frame.
    var fingerLifted = false
    /// Where the touch stands in delivery to its view, and what happens to its next phase (`TouchGate`).
    var gate = TouchGate()
    /// Whether a cancellation for the view is waiting to be delivered; nothing else is delivered meanwhile.
    var cancelPending: Bool { gate.cancelPending }
    /// The responders that received `touchesBegan` for this touch, in the order they got it, and whether each
    /// has seen its end. Entries are only appended, marked ended, or all removed.
    private(set) var beganReceivers: [(responder: UIResponder, ended: Bool)] = []
    /// Positions in `beganReceivers` by responder, kept once the list is longer than a linear scan is worth: a
    /// touch forwarded up a chain thousands of views deep would otherwise scan the list at every level.
    private var receiverPositions: [ObjectIdentifier: Int] = [:]
    /// Lists up to this long are scanned; longer ones are looked up in `receiverPositions`.
    private static let scannedReceivers = 16

    init(sample: TouchSample, timestamp: TimeInterval, locationInWindow: CGPoint) {
        self.finger = sample.finger
        self.timestamp = timestamp
        self.force = sample.force
        self.maximumPossibleForce = sample.maximumPossibleForce
        self.majorRadius = sample.majorRadius
        self.majorRadiusTolerance = sample.majorRadiusTolerance
        self.type = sample.type
        self.locationInWindow = locationInWindow
        self.previousLocationInWindow = locationInWindow
        self.downLocationInWindow = locationInWindow
        self.preciseLocationInWindow = locationInWindow
        self.precisePreviousLocationInWindow = locationInWindow
        self.previousSampleTimestamp = timestamp
    }

    /// The touch's location in `view`'s coordinates; nil means the window's.
    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The touch's location before its last move, in `view`'s coordinates; nil means the window's.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    /// Touches are equal only to themselves.
    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Where `responder` is in `beganReceivers`.
    private func receiverPosition(_ responder: UIResponder) -> Int? {
        if beganReceivers.count <= Self.scannedReceivers {
            return beganReceivers.firstIndex { $0.responder === responder }
        }
        if receiverPositions.count < beganReceivers.count {
            // Sized once for a deep chain rather than doubled from one entry at a time.
            if receiverPositions.isEmpty { receiverPositions.reserveCapacity(4 * Self.scannedReceivers) }
            for position in receiverPositions.count..<beganReceivers.count {
                receiverPositions[ObjectIdentifier(beganReceivers[position].responder)] = position
            }
        }
        return receiverPositions[ObjectIdentifier(responder)]
    }

    /// Notes that `responder` received `touchesBegan` for this touch.
    func noteBegan(by responder: UIResponder) {
        if receiverPosition(responder) == nil {
            // A touch's began usually climbs a whole chain: room for a typical one at the first receiver.
            if beganReceivers.isEmpty { beganReceivers.reserveCapacity(Self.scannedReceivers) }
            beganReceivers.append((responder, false))
        }
    }

    /// Whether `responder` received this touch's began and then its end.
    func hasEnded(for responder: UIResponder) -> Bool {
        receiverPosition(responder).map { beganReceivers[$0].ended } ?? false
    }

    /// Notes that `responder` received the end (ended or cancelled) of this touch.
    func noteEnded(by responder: UIResponder) {
        if let position = receiverPosition(responder) {
            beganReceivers[position].ended = true
        }
    }

    /// The first responder at or after `position` that got `touchesBegan` but not the end, marked ended now,
    /// with the position after it.
    func takeUnendedReceiver(from position: Int) -> (responder: UIResponder, next: Int)? {
        var position = position
        while position < beganReceivers.count {
            if !beganReceivers[position].ended {
                beganReceivers[position].ended = true
                return (beganReceivers[position].responder, position + 1)
            }
            position += 1
        }
        return nil
    }

    /// Forgets every responder that got `touchesBegan`.
    func forgetReceivers() {
        beganReceivers.removeAll()
        receiverPositions.removeAll()
    }
}
