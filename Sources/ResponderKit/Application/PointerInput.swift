import Foundation

/// A later, better value for properties of a sample that were estimates (BEHAVIOUR.md §12): a pencil reports
/// its force and angles a moment after the sample, by the sample's estimation-update index.
///
/// The touch's view and its recognizers get the updated sample in `touchesEstimatedPropertiesUpdated(_:)`,
/// even after the touch ended. An update for an index that was never delivered, or whose sample expects no
/// more updates, is dropped (``InputRepair/unknownEstimationUpdate(index:)``).
///
/// ```swift
/// app.inject(.estimatedUpdate(EstimatedPropertiesUpdate(timestamp: 0.52, estimationUpdateIndex: 42, force: 2.1)))
/// ```
public struct EstimatedPropertiesUpdate: Hashable, Sendable, Codable {
    /// When the update arrived, on the application's clock.
    public var timestamp: TimeInterval
    /// The `estimationUpdateIndex` of the sample it updates.
    public var estimationUpdateIndex: Int
    /// The sample's force, when updated.
    public var force: CGFloat?
    /// The sample's altitude, when updated.
    public var altitudeAngle: CGFloat?
    /// The sample's azimuth in screen coordinates, when updated.
    public var azimuthAngle: CGFloat?
    /// The sample's location in screen coordinates, when updated (its precise location too).
    public var location: CGPoint?
    /// The properties that still expect an update after this one; empty (the default) makes this the last.
    public var estimatedPropertiesExpectingUpdates: UITouch.Properties

    /// Creates an update of the sample with `estimationUpdateIndex`.
    public init(
        timestamp: TimeInterval, estimationUpdateIndex: Int, force: CGFloat? = nil, altitudeAngle: CGFloat? = nil,
        azimuthAngle: CGFloat? = nil, location: CGPoint? = nil,
        estimatedPropertiesExpectingUpdates: UITouch.Properties = []
    ) {
        self.timestamp = timestamp
        self.estimationUpdateIndex = estimationUpdateIndex
        self.force = force
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.location = location
        self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
    }

    /// The properties the update carries.
    public var updatedProperties: UITouch.Properties {
        var properties: UITouch.Properties = []
        if force != nil { properties.insert(.force) }
        if altitudeAngle != nil { properties.insert(.altitude) }
        if azimuthAngle != nil { properties.insert(.azimuth) }
        if location != nil { properties.insert(.location) }
        return properties
    }
}

/// A pointer hovering over the screen without touching it: a mouse or trackpad pointer, or a pencil held
/// above the screen (BEHAVIOUR.md §12). It carries no touch phase: the first sample of a pointer enters, later
/// ones move, `.exited` leaves.
///
/// `UIHoverGestureRecognizer`s of the hit view and its ancestors begin as the pointer enters their view,
/// change as it moves in it, and end as it leaves.
public struct HoverSample: Hashable, Sendable, Codable {
    /// Whether the pointer is over the screen.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// The pointer is over the screen at `location` (it entered, or moved).
        case moved
        /// The pointer left the screen (or started touching it).
        case exited
    }

    /// When it happened, on the application's clock.
    public var timestamp: TimeInterval
    /// The platform's identifier of the pointer.
    public var pointer: Int
    /// Whether the pointer is over the screen or left it.
    public var phase: Phase
    /// Where the pointer is, in screen coordinates (ignored when it exits).
    public var location: CGPoint
    /// What hovers: `.indirectPointer` (a mouse or trackpad) or `.pencil`.
    public var type: UITouch.TouchType

    /// Creates a hover sample.
    public init(
        timestamp: TimeInterval, pointer: Int = 1, phase: Phase = .moved, location: CGPoint,
        type: UITouch.TouchType = .indirectPointer
    ) {
        self.timestamp = timestamp
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.type = type
    }
}

/// The kinds of scrolling input (UIKit's `UIScrollType`).
public enum UIScrollType: Int, Hashable, Sendable, Codable {
    /// A mouse wheel's steps.
    case discrete
    /// A trackpad's two-finger scroll.
    case continuous
}

/// The kinds of scrolling a pan gesture recognizer follows (UIKit's `UIScrollTypeMask`).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable, Codable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a mask from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Mouse wheel steps.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Trackpad scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask includes `type`.
    func includes(_ type: UIScrollType) -> Bool {
        rawValue & (1 << type.rawValue) != 0
    }
}

/// Scrolling without a touch: a mouse wheel's step or a trackpad's two-finger scroll, at the pointer's
/// location (BEHAVIOUR.md §12).
///
/// It goes to the `UIPanGestureRecognizer` nearest the hit view (the hit view's own first, then its
/// ancestors') whose `allowedScrollTypesMask` includes its type. `translation` is how far a finger dragging
/// the content would have moved, in screen points: the pan's translation accumulates it. A trackpad reports
/// `.began`, `.changed`… and `.ended`; a wheel reports each step as `.changed`, and its pan ends
/// `InteractionMetrics.wheelScrollEndDelay` after the last step.
public struct ScrollSample: Hashable, Sendable, Codable {
    /// Where a scroll stands.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// Fingers touched the trackpad.
        case began
        /// A step or a movement.
        case changed
        /// Fingers left the trackpad.
        case ended
        /// The platform gave up the scroll.
        case cancelled
    }

    /// When it happened, on the application's clock.
    public var timestamp: TimeInterval
    /// Where the pointer is, in screen coordinates.
    public var location: CGPoint
    /// How far a dragging finger would have moved the content, in screen points (zero at began and ended).
    public var translation: CGPoint
    /// A wheel (`.discrete`) or a trackpad (`.continuous`).
    public var type: UIScrollType
    /// The phase; a wheel's steps are `.changed`.
    public var phase: Phase

    /// Creates a scroll sample.
    public init(
        timestamp: TimeInterval, location: CGPoint, translation: CGPoint = .zero, type: UIScrollType = .discrete,
        phase: Phase = .changed
    ) {
        self.timestamp = timestamp
        self.location = location
        self.translation = translation
        self.type = type
        self.phase = phase
    }
}
