import Foundation

/// A part of an interaction's view where the pointer takes one style (UIKit's class): while the pointer stays in
/// the same region the style stays; moving into another region (another rect or identifier) exits the first.
@preconcurrency @MainActor
public final class UIPointerRegion: NSObject {
    /// The region, in the interaction's view's coordinates.
    public let rect: CGRect
    /// What tells regions apart besides their rects.
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays in the region once in it, whatever its rect.
    public var latchingAxes: UIAxis = []

    /// Creates a region.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// Whether it is the same region as `other`: the same rect and identifier.
    func isSame(as other: UIPointerRegion) -> Bool {
        rect == other.rect && identifier == other.identifier
    }

    /// `(0, 0, 100, 44)` or `(0, 0, 100, 44) "row 3"`, for the trace.
    var summary: String {
        identifier.map { "\(rect.compact) \"\($0.base)\"" } ?? rect.compact
    }
}
