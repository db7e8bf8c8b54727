import Foundation

/// A later, better value for properties of a sample that were estimates (BehaviourContract §12): a pencil reports
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
