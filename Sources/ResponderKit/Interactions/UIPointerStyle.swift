import Foundation

/// What the pointer looks like in a region (UIKit's class): an effect on a view, a shape, hidden, or the system's.
@preconcurrency @MainActor
public final class UIPointerStyle: NSObject {
    /// The effect on the targeted view, nil for a shape-only, hidden or system style.
    public let effect: UIPointerEffect?
    /// The pointer's shape, nil for the effect's default.
    public let shape: UIPointerShape?
    /// The axes the pointer is held to, for a shape style.
    public let constrainedAxes: UIAxis
    private let kind: String

    /// A style with an effect on a view, and optionally a shape for the pointer.
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
        self.shape = shape
        constrainedAxes = []
        kind = effect.name + (shape.map { ", shape \($0.summary)" } ?? "")
        super.init()
    }

    /// A style that gives the pointer a shape, optionally held to axes.
    public init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        effect = nil
        self.shape = shape
        self.constrainedAxes = constrainedAxes
        kind = "shape \(shape.summary)"
        super.init()
    }

    private init(kind: String) {
        effect = nil
        shape = nil
        constrainedAxes = []
        self.kind = kind
        super.init()
    }

    /// The pointer is hidden in the region.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(kind: "hidden") }

    /// The system's pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(kind: "system") }

    /// `lift`, `shape roundedRect (0, 0, 100, 44)`, `hidden`, for the trace.
    public override var description: String { kind }
}
