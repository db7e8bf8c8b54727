import Foundation

/// A view's Auto Layout state, allocated the first time the view takes part in Auto Layout, so that a plain view
/// stays small (`UIView.layoutStorage`).
@MainActor
final class ViewLayoutStorage {
    /// The constraints the view holds (`UIView.constraints`).
    var constraints: [NSLayoutConstraint] = []
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = true
    /// `autoresizingMask`.
    var autoresizingMask: UIView.AutoresizingMask = []
    /// `autoresizesSubviews`.
    var autoresizesSubviews = true
    /// Content hugging, horizontal and vertical.
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    /// Compression resistance, horizontal and vertical.
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The guides added with `addLayoutGuide(_:)`, the system ones included once made.
    var layoutGuides: [UILayoutGuide] = []
    /// `safeAreaLayoutGuide`, made on first use.
    var safeAreaGuide: UILayoutGuide?
    /// `layoutMarginsGuide`, made on first use.
    var marginsGuide: UILayoutGuide?
    /// `readableContentGuide`, made on first use.
    var readableGuide: UILayoutGuide?
    /// `directionalLayoutMargins`.
    var directionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// `insetsLayoutMarginsFromSafeArea`.
    var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`.
    var preservesSuperviewLayoutMargins = false
    /// A window's safe-area insets, as a device's notch and home indicator make them (`UIWindow.simulatedSafeAreaInsets`).
    var windowSafeAreaInsets = UIEdgeInsets.zero
    /// The safe-area insets last reported by `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// `semanticContentAttribute`.
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Whether a hugging or compression-resistance priority changed since the intrinsic-size constraints were made.
    var intrinsicPrioritiesChanged = false
    /// `needsUpdateConstraints()`.
    var needsUpdateConstraints = false
    /// A label's font (nil: the default, 17-point system font).
    var font: UIFont?
    /// A label's `numberOfLines`.
    var numberOfLines = 1
    /// A label's `preferredMaxLayoutWidth`.
    var preferredMaxLayoutWidth: CGFloat = 0
    /// The engine solving this hierarchy, when this view is the root of a hierarchy with constraints.
    var engine: LayoutEngine?
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    final var layout: ViewLayoutStorage {
        if let storage = layoutStorage { return storage }
        let storage = ViewLayoutStorage()
        layoutStorage = storage
        return storage
    }

    /// The top of this view's hierarchy (the window for a view in one).
    final var hierarchyRoot: UIView {
        var view: UIView = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }

    /// The engine of this view's hierarchy, made when it has none.
    final var rootEngine: LayoutEngine {
        let root = hierarchyRoot
        if let engine = root.layoutStorage?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.layout.engine = engine
        return engine
    }
}
