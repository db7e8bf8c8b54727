import Foundation

/// Raw input for a `UIApplication`: what a platform feeds the event queue.
///
/// ```swift
/// app.enqueue(.touches(TouchFrame(timestamp: 0, samples: [
///     TouchSample(finger: 1, phase: .began, location: CGPoint(x: 50, y: 80)),
/// ])))
/// ```
public enum InputEvent: Hashable, Sendable, Codable {
    /// Fingers that went down, moved, lifted or were cancelled at one instant.
    case touches(TouchFrame)
    /// A physical button or key.
    case press(PressSample)
    /// A shake of the device.
    case motion(phase: MotionPhase, timestamp: TimeInterval)
    /// A remote-control command, such as play or pause from headphones.
    case remoteControl(UIEvent.EventSubtype, timestamp: TimeInterval)
    /// An interruption, such as an incoming call: every live touch is cancelled.
    case interruption(timestamp: TimeInterval)
    /// The input source reset: every live touch is cancelled with reason `inputReset`, and fingers that are
    /// still down are forgotten.
    case inputReset(timestamp: TimeInterval)
    /// Better values for a sample's estimated properties (a pencil's force, angles), by its
    /// estimation-update index: `touchesEstimatedPropertiesUpdated(_:)`.
    case estimatedUpdate(EstimatedPropertiesUpdate)
    /// A pointer hovering without touching: `UIHoverGestureRecognizer`s, `UIEvent.EventType.hover`.
    case hover(HoverSample)
    /// A wheel step or trackpad scroll: pan recognizers with `allowedScrollTypesMask`,
    /// `UIEvent.EventType.scroll`.
    case scroll(ScrollSample)
    /// A double tap or squeeze of Apple Pencil: the visible views' `UIPencilInteraction`s hear it.
    case pencil(PencilSample)

    /// When the input happened.
    public var timestamp: TimeInterval {
        switch self {
        case .touches(let frame): frame.timestamp
        case .press(let press): press.timestamp
        case .motion(_, let timestamp), .remoteControl(_, let timestamp), .interruption(let timestamp),
            .inputReset(let timestamp):
            timestamp
        case .estimatedUpdate(let update): update.timestamp
        case .hover(let hover): hover.timestamp
        case .scroll(let scroll): scroll.timestamp
        case .pencil(let pencil): pencil.timestamp
        }
    }

    /// The same input at another time.
    func with(timestamp: TimeInterval) -> InputEvent {
        switch self {
        case .touches(var frame):
            frame.timestamp = timestamp
            return .touches(frame)
        case .press(var press):
            press.timestamp = timestamp
            return .press(press)
        case .motion(let phase, _): return .motion(phase: phase, timestamp: timestamp)
        case .remoteControl(let subtype, _): return .remoteControl(subtype, timestamp: timestamp)
        case .interruption: return .interruption(timestamp: timestamp)
        case .inputReset: return .inputReset(timestamp: timestamp)
        case .estimatedUpdate(var update):
            update.timestamp = timestamp
            return .estimatedUpdate(update)
        case .hover(var hover):
            hover.timestamp = timestamp
            return .hover(hover)
        case .scroll(var scroll):
            scroll.timestamp = timestamp
            return .scroll(scroll)
        case .pencil(var pencil):
            pencil.timestamp = timestamp
            return .pencil(pencil)
        }
    }
}
