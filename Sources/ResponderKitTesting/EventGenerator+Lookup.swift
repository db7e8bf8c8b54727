import Foundation
import ResponderKit

extension EventGenerator {
    /// The first view, breadth first from the window, whose `accessibilityIdentifier` is `accessibilityIdentifier`;
    /// the layout pass runs first.
    public func viewWithIdentifier(_ accessibilityIdentifier: String) throws -> UIView {
        application.layoutPendingViews()
        guard let view = firstView(where: { $0.accessibilityIdentifier == accessibilityIdentifier }) else {
            throw EventGeneratorError.unableToFindView(identifier: accessibilityIdentifier)
        }
        return view
    }

    /// The view with the identifier, as `type`.
    public func viewWithIdentifier<T: UIView>(_ accessibilityIdentifier: String, ofType type: T.Type) throws -> T {
        let view = try viewWithIdentifier(accessibilityIdentifier)
        guard let typed = view as? T else {
            throw EventGeneratorError.invalidViewType(
                identifier: accessibilityIdentifier, type: String(describing: Swift.type(of: view)),
                expected: String(describing: T.self))
        }
        return typed
    }

    /// The view with the identifier, waiting up to `timeout` seconds of the application's clock for it to appear.
    public func viewWithIdentifier(
        _ accessibilityIdentifier: String, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws -> UIView {
        try waitUntil(
            (try? viewWithIdentifier(accessibilityIdentifier)) != nil, timeout: timeout, checkInterval: checkInterval)
        return try viewWithIdentifier(accessibilityIdentifier)
    }

    /// The first accessibility element, in the order VoiceOver visits them, whose `accessibilityLabel` is `label`.
    public func viewWithLabel(_ label: String) throws -> UIView {
        application.layoutPendingViews()
        guard let view = accessibilityElements.first(where: { $0.accessibilityLabel == label }) else {
            throw EventGeneratorError.unableToFindElement(label: label)
        }
        return view
    }

    /// The accessibility elements of the window, in the order VoiceOver visits them: a container's
    /// elements in their order (`accessibilityElementCount()` and `accessibilityElement(at:)`, which default to
    /// `accessibilityElements`), otherwise its subviews back to front; hidden views and the insides of
    /// views with `accessibilityElementsHidden` are left out.
    public var accessibilityElements: [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            if view.isHidden { return }
            if view.isAccessibilityElement {
                result.append(view)
                return
            }
            if view.accessibilityElementsHidden { return }
            let count = view.accessibilityElementCount()
            if count > 0 || view.accessibilityElements != nil {
                for index in 0..<count {
                    if let element = view.accessibilityElement(at: index) as? UIView { visit(element) }
                }
            } else {
                for subview in view.subviews { visit(subview) }
            }
        }
        visit(window)
        return result
    }

    /// Whether the view shows in the generator's window: in it, neither it nor an ancestor hidden or with alpha below
    /// 0.01, and its frame overlapping the window's bounds (Hammer's `viewIsVisible`, partial visibility).
    public func viewIsVisible(_ view: UIView) -> Bool {
        application.layoutPendingViews()
        guard view.window === window else { return false }
        var climbing: UIView? = view
        while let current = climbing {
            if current.isHidden || current.alpha < 0.01 { return false }
            climbing = current.superview
        }
        return window.bounds.intersects(view.convert(view.bounds, to: window))
    }

    /// Whether the view with the identifier shows in the generator's window.
    public func viewIsVisible(_ accessibilityIdentifier: String) -> Bool {
        guard let view = try? viewWithIdentifier(accessibilityIdentifier) else { return false }
        return viewIsVisible(view)
    }

    /// Whether a touch at the view's activation point would reach it (Hammer's `viewIsHittable`).
    public func viewIsHittable(_ view: UIView) -> Bool {
        application.layoutPendingViews()
        guard view.window != nil else { return false }
        return hittabilityReport(for: view, at: view.accessibilityActivationPoint) == nil
    }

    /// Whether a touch at the activation point of the view with the identifier would reach it.
    public func viewIsHittable(_ accessibilityIdentifier: String) -> Bool {
        guard let view = try? viewWithIdentifier(accessibilityIdentifier) else { return false }
        return viewIsHittable(view)
    }

    private func firstView(where matches: (UIView) -> Bool) -> UIView? {
        var level: [UIView] = [window]
        while !level.isEmpty {
            if let found = level.first(where: matches) { return found }
            level = level.flatMap(\.subviews)
        }
        return nil
    }
}
