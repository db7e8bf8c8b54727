import Foundation

/// An event: a multi-touch sequence, a motion, a remote-control command, or presses.
///
/// One touches event spans a multi-touch sequence, from the first finger down to the last finger up;
/// `allTouches` holds the touches of the sequence that are down, plus those ending in the current delivery.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Hashable, Sendable, Codable {
        /// Touches on the screen.
        case touches
        /// Motion, such as a shake.
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical button presses.
        case presses
        /// Scrolling with a pointer device.
        case scroll = 10
        /// Hovering with a pointer device.
        case hover = 11
        /// Transforming with a trackpad.
        case transform = 14
    }

    /// The subtype of motion and remote-control events.
    public enum EventSubtype: Int, Hashable, Sendable, Codable, CaseIterable {
        /// No subtype.
        case none = 0
        /// A shake.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Begin seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// End seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Begin seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// End seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// The kind of event.
    public let type: EventType
    /// The subtype for motion and remote-control events; `.none` otherwise.
    public internal(set) var subtype: EventSubtype
    /// When the event last changed.
    public internal(set) var timestamp: TimeInterval
    /// The application's trace and verifier, held strongly: forwarding checks them at every level of the chain.
    let observers: DeliveryObservers?
    /// The touches of the sequence, in the order they went down.
    var touchList: [UITouch] = []
    /// The responder-chain epoch of the application the event belongs to: forwarding remembers climbs under it.
    let chainEpoch: ResponderChainEpoch?

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval, application: UIApplication?) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        self.observers = application?.observers
        self.chainEpoch = application?.chainEpoch
    }

    /// Whether nothing watches delivery: no trace observer and no verifier, so forwarding keeps no books.
    var isUnobserved: Bool {
        observers?.isIdle ?? true
    }

    /// The trace, when someone observes it; nil otherwise, so untraced delivery builds nothing.
    var observedTrace: DispatchTrace? {
        observers?.observedTrace
    }

    /// Every touch of the event; nil for events that are not touches.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches of the event whose view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.view === view })
    }

    /// The touches of the event that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.window === window })
    }

    /// Records a responder's default implementation passing a touch call to `next` (or dropping it), and
    /// keeps the books the touch-lifecycle guarantee needs. Returns the touches to pass on: a responder that
    /// already got a touch's end gets nothing more for it (a reconciling cancellation climbing a chain that
    /// changed meets responders the end already reached); nil when none is left.
    func noteForward(
        _ method: ResponderMethod, touches: Set<UITouch>, from: UIResponder, to: UIResponder?
    ) -> Set<UITouch>? {
        // A move with nobody watching keeps no books: pass the same set on, touching nothing else. This is
        // every level of a deep chain on every move.
        if method == .touchesMoved, observers?.isIdle ?? true { return touches }
        var touches = touches
        // Only an end can reach a responder that already had one (the chain changed mid-touch); moves stop at
        // the view once its touch is finished, so they skip this scan, which is per level on the hot path.
        let isEnd = method == .touchesEnded || method == .touchesCancelled
        if let to, isEnd, touches.contains(where: { $0.hasEnded(for: to) }) {
            touches = touches.filter { !$0.hasEnded(for: to) }
            if touches.isEmpty { return nil }
        }
        if let trace = observers?.observedTrace {
            trace.recordForward(method, from: from, to: to)
        }
        guard let to else { return touches }
        observers?.verifier?.touchesDelivered(touches, to: to, method: method, path: .forwarded)
        switch method {
        case .touchesBegan:
            for touch in touches { touch.noteBegan(by: to) }
        case .touchesEnded, .touchesCancelled:
            for touch in touches { touch.noteEnded(by: to) }
        default:
            break
        }
        return touches
    }
}
