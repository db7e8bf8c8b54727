import Foundation
import ResponderKit

/// A view whose `point(inside:with:)` answers for a region other than its bounds, telling the tools which: the
/// replay SVG and the playground outline that path, so a learner sees where the view takes touches.
///
/// ```swift
/// final class RoundButton: UIButton, HitAreaDescribing {
///     override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///         hitArea.contains(point)
///     }
///     var hitArea: UIBezierPath { UIBezierPath(ovalIn: bounds) }
/// }
/// ```
///
/// Scene views with a `pointInside` other than `bounds` describe theirs without it.
@MainActor
public protocol HitAreaDescribing: UIView {
    /// The region, in the view's bounds coordinates.
    var hitArea: UIBezierPath { get }
}
