import Foundation

extension UIView {
    /// The map from this view's bounds coordinates to its superview's coordinates (for a window: to the
    /// screen): move the bounds centre to the origin, apply `transform`, move to `center`. Cached with its
    /// inverse until the bounds, centre, transform or superview change.
    var transformToSuperview: CGAffineTransform {
        if !geometry.isValid { fillGeometryCache() }
        return geometry.toSuperview
    }

    /// Computes the cached conversions through the view's (overridable) geometry properties.
    private func fillGeometryCache() {
        let toSuperview = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        geometry.toSuperview = toSuperview
        geometry.fromSuperview = toSuperview.inverted()
        geometry.isValid = true
    }

    /// Converts a point from the superview's coordinates into this view's. Allocation-free; the inverse of a
    /// non-identity transform is cached until the geometry changes.
    @inline(__always)
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        // The engine's own classes (a window, a plain view) keep their geometry in stored properties: the same
        // sum, without three overridable getters.
        if usesDefaultHitTesting && geometry.hasIdentityTransform {
            return CGPoint(
                x: point.x - storedCenter.x + storedBounds.midX, y: point.y - storedCenter.y + storedBounds.midY)
        }
        if transform.isIdentity {
            return CGPoint(x: point.x - center.x + bounds.midX, y: point.y - center.y + bounds.midY)
        }
        if !geometry.isValid { fillGeometryCache() }
        return point.applying(geometry.fromSuperview)
    }

    /// The map from this view's coordinates to the space at the top of its hierarchy: the screen for a view in
    /// a window, otherwise the root view's superview space.
    var transformToRootSpace: CGAffineTransform {
        // Climbed without retains: every conversion climbs, and a retain of a view with a side table (a scroll
        // view, a recognizer's delegate) takes the runtime's slow path.
        var result = CGAffineTransform.identity
        climbUnretained(from: self, next: { $0.superviewReference }) { view in
            result = result.concatenating(view.transformToSuperview)
        }
        return result
    }

    /// Converts a point from this view's coordinates to `view`'s; nil means the window (for a window itself:
    /// the screen). Views in different windows convert through the screen.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(conversion(to: view))
    }

    /// Converts a point from `view`'s coordinates to this view's; nil means the window (for a window itself:
    /// the screen).
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(conversion(from: view))
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(conversion(to: view))
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(conversion(from: view))
    }

    private func conversion(to view: UIView?) -> CGAffineTransform {
        let fromSelf = transformToRootSpace
        if let view {
            if view === self { return .identity }
            return fromSelf.concatenating(view.transformToRootSpace.inverted())
        }
        if self is UIWindow { return fromSelf }
        guard let window else { return fromSelf.concatenating(rootView.transformToRootSpace.inverted()) }
        return fromSelf.concatenating(window.transformToRootSpace.inverted())
    }

    private func conversion(from view: UIView?) -> CGAffineTransform {
        if let view {
            if view === self { return .identity }
            return view.transformToRootSpace.concatenating(transformToRootSpace.inverted())
        }
        let source: CGAffineTransform
        if self is UIWindow {
            source = .identity
        } else if let window {
            source = window.transformToRootSpace
        } else {
            source = rootView.transformToRootSpace
        }
        return source.concatenating(transformToRootSpace.inverted())
    }

    /// Converts a vector (a translation, a velocity) between the window's coordinates and this view's: only the
    /// scale and rotation of the conversion apply, not its offset (so a scroll view's scrolling does not change
    /// a pan's translation in it). One conversion, where converting two points would climb twice as often.
    func convertVector(_ vector: CGPoint, fromWindow: Bool) -> CGPoint {
        // Without a transform from here to the top, the conversion only offsets: a vector stays as it is (the
        // common case, which costs a climb of flags instead of composing and inverting maps at every move).
        var onlyOffsets = true
        climbUnretained(from: self, next: { $0.superviewReference }) { view in
            if !view.geometry.hasIdentityTransform { onlyOffsets = false }
        }
        if onlyOffsets { return vector }
        let map = fromWindow ? conversion(from: nil) : conversion(to: nil)
        return CGPoint(x: map.a * vector.x + map.c * vector.y, y: map.b * vector.x + map.d * vector.y)
    }

    /// Converts a point from screen coordinates into this view's: `convert(_:from: nil)` of a window, without
    /// composing and inverting transforms when the view is at the top of its hierarchy (as windows are).
    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        storedSuperview == nil ? convertFromSuperview(point) : convert(point, from: nil)
    }

    private var rootView: UIView {
        var view: UIView = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }
}
