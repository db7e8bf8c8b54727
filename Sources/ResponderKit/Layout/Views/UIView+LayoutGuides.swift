import Foundation

/// A view's layout guides: its own, and the system's for the safe area, the layout margins and the readable width.
extension UIView {
    /// The guides added to the view (the system guides among them once they were asked for).
    public var layoutGuides: [UILayoutGuide] { layoutStorage?.layoutGuides ?? [] }

    /// Adds a guide in this view's coordinate system.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owningView === self { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a guide, with the constraints that mention it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let storage = layoutStorage else { return }
        storage.layoutGuides.removeAll { $0 === layoutGuide }
        var view: UIView? = self
        while let current = view {
            for constraint in current.constraints
            where constraint.firstItemReference === layoutGuide || constraint.secondItemReference === layoutGuide {
                current.removeConstraint(constraint)
            }
            view = current.storedSuperview
        }
        layoutGuide.owningView = nil
        hierarchyRoot.layoutStorage?.engine?.structureChanged()
    }

    /// A system guide, made and added on first use.
    private func systemGuide(
        _ kind: UILayoutGuide.Kind, _ path: ReferenceWritableKeyPath<ViewLayoutStorage, UILayoutGuide?>,
        identifier: String
    ) -> UILayoutGuide {
        let storage = layout
        if let guide = storage[keyPath: path] { return guide }
        let guide = UILayoutGuide(kind: kind, identifier: identifier)
        storage[keyPath: path] = guide
        addLayoutGuide(guide)
        return guide
    }

    // MARK: - Safe area

    /// The area of the view not covered by the window's unsafe edges (a notch, the home indicator): the view's
    /// bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(.safeArea, \.safeAreaGuide, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// How far the window's unsafe edges reach into the view's bounds; zero outside a window. A window's are its
    /// `simulatedSafeAreaInsets`.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let insets = window.layoutStorage?.windowSafeAreaInsets ?? .zero
        if self === window || insets == .zero { return insets }
        let rect = convert(bounds, to: window)
        let area = window.bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { max(0, min(value, max(0, limit))) }
        return UIEdgeInsets(
            top: clamp(insets.top - (rect.minY - area.minY), rect.height),
            left: clamp(insets.left - (rect.minX - area.minX), rect.width),
            bottom: clamp(rect.maxY - (area.maxY - insets.bottom), rect.height),
            right: clamp(rect.maxX - (area.maxX - insets.right), rect.width))
    }

    /// Calls `safeAreaInsetsDidChange()` on the views whose safe area the engine follows, when it changed.
    final func notifySafeAreaChanges(_ engine: LayoutEngine) {
        var owners: [UIView] = []
        if engine.root.layoutStorage?.safeAreaGuide != nil { owners.append(engine.root) }
        for index in engine.guideNodes {
            if case .guide(let guide) = engine.nodes[index].item, guide.kind == .safeArea, let owner = guide.owningView,
                owner !== engine.root
            {
                owners.append(owner)
            }
        }
        for owner in owners {
            let insets = owner.safeAreaInsets
            if insets != owner.layout.reportedSafeAreaInsets {
                owner.layout.reportedSafeAreaInsets = insets
                owner.safeAreaInsetsDidChange()
            }
        }
    }

    // MARK: - Margins

    /// The view's margins, left and right (default 8 on every side).
    public var layoutMargins: UIEdgeInsets {
        get {
            (layoutStorage?.directionalMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                .edgeInsets(effectiveUserInterfaceLayoutDirection)
        }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue, effectiveUserInterfaceLayoutDirection) }
    }

    /// The view's margins, leading and trailing (default 8 on every side).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutStorage?.directionalMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            guard newValue != directionalLayoutMargins else { return }
            layout.directionalMargins = newValue
            layoutMarginsDidChange()
            marginsOrSafeAreaChanged()
        }
    }

    /// Whether the margins are measured from the safe area's edges instead of the bounds' (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            layout.insetsLayoutMarginsFromSafeArea = newValue
            marginsOrSafeAreaChanged()
        }
    }

    /// Whether the view also respects its superview's margins (stored; ResponderKit does not apply it).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { layout.preservesSuperviewLayoutMargins = newValue }
    }

    /// The margins the margins guide is inset by: `layoutMargins`, plus the safe-area insets when
    /// `insetsLayoutMarginsFromSafeArea`.
    var effectiveLayoutMargins: UIEdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
            right: margins.right + safe.right)
    }

    /// The area inside the view's margins.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(.margins, \.marginsGuide, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The area inside the margins where text reads comfortably: centred, at most 672 points wide.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(.readable, \.readableGuide, identifier: "UIViewReadableContentGuide")
    }

    /// The margins or the safe area changed: the engine moves the guides in the next pass.
    final func marginsOrSafeAreaChanged() {
        hierarchyRoot.layoutStorage?.engine?.markPending()
    }
}

extension UIWindow {
    /// The window's safe-area insets, as a device's notch, status bar and home indicator make them (ResponderKit's;
    /// on iOS the device sets them). Set it per test: `window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left:
    /// 0, bottom: 34, right: 0)`; safe-area and margins guides follow in the next layout pass, and the views
    /// whose safe area the engine follows get `safeAreaInsetsDidChange()`.
    public var simulatedSafeAreaInsets: UIEdgeInsets {
        get { layoutStorage?.windowSafeAreaInsets ?? .zero }
        set {
            guard newValue != simulatedSafeAreaInsets else { return }
            layout.windowSafeAreaInsets = newValue
            layout.reportedSafeAreaInsets = newValue
            safeAreaInsetsDidChange()
            if let engine = layoutStorage?.engine {
                engine.framesAppliedSinceRefresh = true
                engine.markPending()
            }
        }
    }
}
