import Foundation

/// One object as the trace shows it: its name and a serial number unique within its application.
///
/// The name is the view's `accessibilityIdentifier` when it has one (scene files set it to the view's id),
/// otherwise the class name, which is what the seeds' logs print (`AView`, `UIWindow`).
public struct TraceSubject: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name shown in traces.
    public var name: String
    /// A number that tells apart objects with the same name, assigned in order of first appearance.
    public var serial: Int

    /// Creates a subject.
    public init(name: String, serial: Int) {
        self.name = name
        self.serial = serial
    }

    /// The name.
    public var description: String { name }
}
