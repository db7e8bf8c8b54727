import Foundation

extension UIViewController {
    /// The area from the top of the controller's view down to the top of its safe area (where the status bar and
    /// a notch end), as a layout guide of the view: its `bottomAnchor` is `view.safeAreaLayoutGuide.topAnchor`.
    /// Deprecated by Apple in iOS 11 for the safe area, which it follows.
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }

    /// The area from the bottom of the controller's view's safe area (where the home indicator starts) down to the
    /// bottom of the view: its `topAnchor` is `view.safeAreaLayoutGuide.bottomAnchor`. Deprecated by Apple in
    /// iOS 11 for the safe area, which it follows.
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }

    /// The guide, made and pinned to the view and its safe area the first time it is asked for.
    private func layoutSupportGuide(top: Bool) -> LayoutSupportGuide {
        let root: UIView = view
        if let existing = root.layoutGuides.lazy.compactMap({ $0 as? LayoutSupportGuide }).first(where: {
            $0.isTop == top
        }) {
            return existing
        }
        let guide = LayoutSupportGuide(isTop: top)
        root.addLayoutGuide(guide)
        let safeArea = root.safeAreaLayoutGuide
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            top
                ? guide.topAnchor.constraint(equalTo: root.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            top
                ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
        for constraint in constraints { constraint.systemKind = "_UILayoutSupportConstraint" }
        NSLayoutConstraint.activate(constraints)
        return guide
    }
}

/// A view controller's top or bottom layout guide: a layout guide of its view whose length is its height.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// Whether it is the top guide.
    let isTop: Bool

    init(isTop: Bool) {
        self.isTop = isTop
        super.init()
        identifier = isTop ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    }

    var length: CGFloat { layoutFrame.height }
}
