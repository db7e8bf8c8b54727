import Foundation
import ResponderKit

/// The accessibility element with a label, as VoiceOver users name it: `generator.fingerTap(at:
/// AccessibilityLabel("Buy"))`.
public struct AccessibilityLabel: EventLocatable, Hashable, Sendable {
    /// The label.
    public var label: String

    /// Names the element whose `accessibilityLabel` is `label`.
    public init(_ label: String) {
        self.label = label
    }

    /// The activation point of the element with the label.
    public func resolvedLocation(for generator: EventGenerator) throws -> ResolvedLocation {
        try generator.viewWithLabel(label).resolvedLocation(for: generator)
    }
}
