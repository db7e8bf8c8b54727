import Foundation

/// A view that a pointer effect or a context menu shows, with where it shows (UIKit's class); a model only:
/// nothing is drawn.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view shown.
    public let view: UIView

    /// Creates a preview of a view in a window.
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// The size of the preview: the view's bounds.
    public var size: CGSize { view.bounds.size }
}
