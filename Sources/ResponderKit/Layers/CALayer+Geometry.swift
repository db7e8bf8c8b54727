import Foundation

/// A layer's frame, conversions and hit-testing, from its `position`, `bounds`, `anchorPoint` and the affine part of
/// its `transform`.
///
/// The map from a layer's coordinates to its superlayer's: move the anchor point (`bounds.origin + anchorPoint ×
/// bounds.size`) to the origin, apply the transform, move to `position` — a view's map (`UIView.convert`) when the
/// anchor point is the centre.
extension CALayer {
    /// The layer's frame in its superlayer: the smallest rectangle containing its transformed bounds. Setting it
    /// sets `position` and the size of `bounds`.
    public var frame: CGRect {
        get {
            let bounds = bounds
            let local = CGRect(origin: .zero, size: bounds.size).offsetBy(
                dx: -anchorPoint.x * bounds.width, dy: -anchorPoint.y * bounds.height)
            let affine = transform.affine
            let box = affine.isIdentity ? local : local.applying(affine)
            return box.offsetBy(dx: position.x, dy: position.y)
        }
        set {
            var bounds = bounds
            bounds.size = newValue.size
            self.bounds = bounds
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The map from this layer's coordinates to its superlayer's.
    var transformToSuperlayer: CGAffineTransform {
        let bounds = bounds
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The map from this layer's coordinates to the root layer's superlayer space (the screen, for a window's).
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer {
            result = result.concatenating(current.transformToSuperlayer)
            layer = current.superlayer
        }
        return result
    }

    /// The map from this layer's coordinates to `layer`'s; nil means the root's superlayer space.
    private func conversion(to layer: CALayer?) -> CGAffineTransform {
        guard let layer else { return transformToRoot }
        if layer === self { return .identity }
        return transformToRoot.concatenating(layer.transformToRoot.inverted())
    }

    /// Converts a point from this layer's coordinates to `l`'s.
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { p.applying(conversion(to: l)) }

    /// Converts a point from `l`'s coordinates to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(transformToRoot.inverted()) }
        return l.convert(p, to: self)
    }

    /// Converts a rectangle from this layer's coordinates to `l`'s: the bounding box of its converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect { r.applying(conversion(to: l)) }

    /// Converts a rectangle from `l`'s coordinates to this layer's.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let l else { return r.applying(transformToRoot.inverted()) }
        return l.convert(r, to: self)
    }

    /// The default `hitTest(_:)`.
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(transformToSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let ordered = currentSublayers().enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }
        for (_, sublayer) in ordered.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Whether this layer is `layer` or one of its sublayers' descendants.
    func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }
}
