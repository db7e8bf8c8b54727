import Foundation

/// The maps between a view's coordinates and its superview's, cached: recomputed on first use after the bounds,
/// centre, transform or superview change.
struct GeometryCache {
    /// Whether the view's transform is the identity, kept by the `transform` setter.
    var hasIdentityTransform = true
    /// Whether `toSuperview` and `fromSuperview` are up to date.
    var isValid = false
    /// The map from the view's coordinates to its superview's (`transformToSuperview`), valid while `isValid`.
    var toSuperview = CGAffineTransform.identity
    /// The inverse of `toSuperview`.
    var fromSuperview = CGAffineTransform.identity
}
