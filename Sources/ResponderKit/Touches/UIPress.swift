import Foundation

/// A physical button press: a remote's or game controller's button, or a keyboard key.
@preconcurrency @MainActor
public final class UIPress: Hashable {
    /// The kind of button.
    public enum PressType: Int, Hashable, Sendable, Codable {
        /// The up arrow.
        case upArrow
        /// The down arrow.
        case downArrow
        /// The left arrow.
        case leftArrow
        /// The right arrow.
        case rightArrow
        /// The select button.
        case select
        /// The menu button.
        case menu
        /// The play/pause button.
        case playPause
        /// Page up.
        case pageUp = 30
        /// Page down.
        case pageDown = 31
        /// A keyboard key (`key` says which); not one of UIKit's cases, which leaves keys without a type.
        case keyboardKey = 1000
    }

    /// The phase of a press.
    public enum Phase: Int, Hashable, Sendable, Codable {
        /// The button went down.
        case began
        /// The force changed.
        case changed
        /// The button is down and unchanged.
        case stationary
        /// The button was released.
        case ended
        /// The system cancelled the press.
        case cancelled
    }

    /// Which button.
    public let type: PressType
    /// The press's phase.
    public internal(set) var phase: Phase = .began
    /// The key, for keyboard presses.
    public let key: UIKey?
    /// The force, 0 to 1.
    public internal(set) var force: CGFloat
    /// When the press last changed.
    public internal(set) var timestamp: TimeInterval
    /// The window of the responder the press is delivered to.
    public internal(set) var window: UIWindow?
    /// The responder the press is delivered to, fixed when it began.
    public internal(set) var responder: UIResponder?

    /// The gesture recognizers that receive this press.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Whether the responder got `pressesBegan` and waits for the press's end.
    var reachedResponder = false

    init(sample: PressSample) {
        self.type = sample.type
        self.key = sample.key
        self.force = sample.force
        self.timestamp = sample.timestamp
    }

    /// Presses are equal only to themselves.
    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
