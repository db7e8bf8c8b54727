import Foundation

/// The shape the pointer takes in a region (UIKit's enumeration).
public enum UIPointerShape {
    /// A path, in the interaction's view's coordinates.
    case path(UIBezierPath)
    /// A rounded rectangle, in the interaction's view's coordinates.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam, as over text.
    case verticalBeam(length: CGFloat)
    /// A horizontal beam, as over vertical text.
    case horizontalBeam(length: CGFloat)

    /// The corner radius of a rounded-rectangle shape when none is given (ResponderKit's value: UIKit
    /// publishes the constant, not its value).
    public static let defaultCornerRadius: CGFloat = 8

    /// `roundedRect (0, 0, 100, 44)`, for the trace.
    @MainActor var summary: String {
        switch self {
        case .path(let path): "path \(path.bounds.compact)"
        case .roundedRect(let rect, _): "roundedRect \(rect.compact)"
        case .verticalBeam(let length): "verticalBeam \(length.compact)"
        case .horizontalBeam(let length): "horizontalBeam \(length.compact)"
        }
    }
}
