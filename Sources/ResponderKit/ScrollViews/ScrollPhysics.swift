import Foundation

/// The numbers of scrolling, as pure functions of position, velocity and time (BEHAVIOUR §9): where a drag past
/// an edge shows the content, where a fling comes to rest, which page a lift snaps to.
///
/// Units: offsets in points; velocities in points per millisecond (the unit of
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`), positive when the offset grows.
///
/// ```swift
/// ScrollPhysics.restingOffset(from: 0, velocity: 1, rate: 0.998)            // 499: v·d/(1−d)
/// ScrollPhysics.rubberBand(overshoot: 100, dimension: 480)                  // 49.6: (1 − 1/(x·0.55/D + 1))·D
/// ScrollPhysics.pageTarget(offset: 100, velocity: 0.6, pageSize: 320, range: 0...960)   // 320
/// ```
public enum ScrollPhysics {
    /// The coefficient of the rubber band: how stiff the content is past an edge (0.55).
    public static let rubberBandCoefficient: CGFloat = 0.55
    /// The speed, in points per millisecond, above which a lift on a paging scroll view goes to the next page in
    /// its direction rather than to the nearest one (0.3 pt/ms).
    public static let pagingVelocityThreshold: CGFloat = 0.3
    /// The distance, in points, below which a deceleration or a spring is at rest (0.5 pt): it then takes its
    /// final offset exactly.
    public static let restThreshold: CGFloat = 0.5
    /// The stiffness of the springs that bounce the content back to an edge, per millisecond (ω = 0.015: a
    /// critically damped spring, x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)).
    public static let springStiffness: Double = 0.015
    /// The duration, in seconds, of `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` and
    /// `setZoomScale(_:animated:)` animations (0.3 s).
    public static let animationDuration: TimeInterval = 0.3

    /// How far the content shows past an edge when the finger pulled it `overshoot` points beyond it, on an axis
    /// `dimension` points long: (1 − 1/(x·0.55/D + 1))·D, the widely used reconstruction of UIKit's rubber band.
    /// Never more than `dimension`; 0 for a non-finite or non-positive input.
    public static func rubberBand(overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot.isFinite, overshoot > 0, dimension.isFinite, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The offset a drag shows for the `raw` offset the finger asks for: inside `range` as it is, past an edge
    /// rubber-banded when the scroll view `bounces`, otherwise held at the edge.
    public static func dragOffset(
        raw: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool
    ) -> CGFloat {
        guard raw.isFinite else { return range.lowerBound }
        if raw < range.lowerBound {
            return bounces
                ? range.lowerBound - rubberBand(overshoot: range.lowerBound - raw, dimension: dimension)
                : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces
                ? range.upperBound + rubberBand(overshoot: raw - range.upperBound, dimension: dimension)
                : range.upperBound
        }
        return raw
    }

    /// The overshoot a finger must ask for to show `shown` points past an edge: the inverse of
    /// ``rubberBand(overshoot:dimension:)``, x = (D²/(D − y) − D)/0.55. A drag that grabs content already past an
    /// edge (springing back) starts from it, so the content does not jump. `shown` at or beyond `dimension`
    /// gives the largest finite answer; bad input gives 0.
    public static func overshoot(showing shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard shown.isFinite, shown > 0, dimension.isFinite, dimension > 0 else { return 0 }
        let visible = min(shown, dimension * 0.999_9)
        return (dimension * dimension / (dimension - visible) - dimension) / rubberBandCoefficient
    }

    /// The raw offset a drag starts from when the content shows `offset`: `offset` inside `range`, past an edge
    /// the overshoot that shows it.
    public static func rawOffset(showing offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound {
            return range.lowerBound - overshoot(showing: range.lowerBound - offset, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + overshoot(showing: offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    /// Where a fling from `offset` at `velocity` (pt/ms) comes to rest when nothing stops it: the speed decays
    /// by `rate` every millisecond, so the content travels v·d + v·d² + … = v·d/(1−d).
    public static func restingOffset(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        let rate = validRate(rate)
        return offset + velocity * rate / (1 - rate)
    }

    /// The page offset (a multiple of `pageSize`, within `range`) a paging scroll view snaps to when the finger
    /// lifts at `offset` with `velocity` (pt/ms): the next page in the direction of a fast lift
    /// (``pagingVelocityThreshold``), otherwise the nearest page.
    public static func pageTarget(
        offset: CGFloat, velocity: CGFloat, pageSize: CGFloat, range: ClosedRange<CGFloat>
    ) -> CGFloat {
        guard pageSize.isFinite, pageSize > 0, offset.isFinite else { return clamp(offset, to: range) }
        let page = offset / pageSize
        let index: CGFloat
        if velocity > pagingVelocityThreshold {
            index = (page + 0.000_1).rounded(.down) + 1
        } else if velocity < -pagingVelocityThreshold {
            index = (page - 0.000_1).rounded(.up) - 1
        } else {
            index = page.rounded()
        }
        return clamp(index * pageSize, to: range)
    }

    /// The zoom scale past a limit as a pinch shows it: the limit times the square root of how far past it the
    /// fingers ask (`bouncesZoom`), or the limit itself.
    public static func rubberBandedZoomScale(
        _ scale: CGFloat, minimum: CGFloat, maximum: CGFloat, bounces: Bool
    ) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return minimum }
        if scale > maximum { return bounces ? maximum * (scale / maximum).squareRoot() : maximum }
        if scale < minimum { return bounces ? minimum * (scale / minimum).squareRoot() : minimum }
        return scale
    }

    /// `value` held inside `range`; a non-finite value becomes the lower bound.
    public static func clamp(_ value: CGFloat, to range: ClosedRange<CGFloat>) -> CGFloat {
        guard value.isFinite else { return range.lowerBound }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// The deceleration rate as the motion uses it: a non-finite rate is `.normal`'s 0.998; others are held
    /// between 0.01 and 0.9999 (a rate of 1 or more would never stop).
    public static func validRate(_ rate: CGFloat) -> CGFloat {
        guard rate.isFinite else { return 0.998 }
        return min(max(rate, 0.01), 0.999_9)
    }
}
