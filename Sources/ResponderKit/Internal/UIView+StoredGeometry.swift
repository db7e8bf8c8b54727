import Foundation

/// A view's geometry read from its stored properties rather than its (overridable) accessors: for the engine's own
/// classes (`usesDefaultHitTesting`), whose storage is what their properties return. The hit-testing walk
/// (`HitTestWalk`) and the spatial index (`SubviewHitIndex`) read it.
extension UIView {
    /// `bounds.contains(point)`, read from storage (for `usesDefaultHitTesting` views).
    @inline(__always)
    final func storedBoundsContain(_ point: CGPoint) -> Bool {
        let bounds = storedBounds
        if bounds.size.width > 0 && bounds.size.height > 0 {
            return point.x >= bounds.origin.x && point.y >= bounds.origin.y
                && point.x < bounds.origin.x + bounds.size.width && point.y < bounds.origin.y + bounds.size.height
        }
        return bounds.contains(point)
    }

    /// `convertFromSuperview(_:)`, read from storage (for `usesDefaultHitTesting` views).
    @inline(__always)
    final func storedConvertFromSuperview(_ point: CGPoint) -> CGPoint {
        if geometry.hasIdentityTransform {
            let bounds = storedBounds
            return CGPoint(
                x: point.x - storedCenter.x + (bounds.origin.x + bounds.size.width / 2),
                y: point.y - storedCenter.y + (bounds.origin.y + bounds.size.height / 2))
        }
        if !geometry.isValid { fillStoredGeometryCache() }
        return point.applying(geometry.fromSuperview)
    }

    /// Computes the cached conversions from storage (for `usesDefaultHitTesting` views).
    @inline(never)
    final func fillStoredGeometryCache() {
        let bounds = storedBounds
        let toSuperview = CGAffineTransform(
            translationX: -(bounds.origin.x + bounds.size.width / 2), y: -(bounds.origin.y + bounds.size.height / 2)
        )
        .concatenating(storedTransform)
        .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
        geometry.toSuperview = toSuperview
        geometry.fromSuperview = toSuperview.inverted()
        geometry.isValid = true
    }
}
