import Foundation

/// How hit-testing treats a view, decided when the view's class, eligibility or geometry changes rather than
/// on every walk.
///
/// ```
/// class may override hit-testing, or hit-area insets ───────────► custom      (asked through its hitTest)
/// hidden, interaction disabled or alpha < 0.01 ──────────────────► ineligible  (skipped with its subtree)
/// identity transform, bounds of positive width and height ───────► plain       (converted and tested inline)
/// anything else (a transform, empty or negative-size bounds) ────► general     (through the cached inverse)
/// ```
///
/// Each view keeps its own kind (`UIView.hitTesting.kind`), updated by the setters of `isHidden`,
/// `isUserInteractionEnabled`, `alpha`, `transform` and `bounds`, so the walk reads one byte to know what to
/// do with a subview. The kind only picks a faster route to the same answer: every route applies UIKit's rules.
enum HitTestKind: UInt8 {
    /// A default view that takes part in hit-testing, with no transform and bounds of positive size: the
    /// point converts by subtracting the centre and adding the bounds' middle, and the bounds test is four
    /// comparisons.
    case plain
    /// A default view that takes part in hit-testing but is transformed or has empty or negative-size bounds:
    /// the point converts through the cached inverse transform and the bounds test is `CGRect.contains`.
    case general
    /// A default view that is hidden, has interaction disabled or an alpha below 0.01: it and its subtree are
    /// skipped.
    case ineligible
    /// A view whose class may override `hitTest(_:with:)`, `point(inside:with:)` or the properties they read,
    /// or a view with `hitAreaInsets`: it is asked through its own methods.
    case custom

    /// The kind of a view with these properties.
    @inline(__always)
    init(usesDefaultHitTesting: Bool, isEligible: Bool, hasIdentityTransform: Bool, bounds: CGRect) {
        if !usesDefaultHitTesting {
            self = .custom
        } else if !isEligible {
            self = .ineligible
        } else if hasIdentityTransform && bounds.size.width > 0 && bounds.size.height > 0 {
            self = .plain
        } else {
            self = .general
        }
    }
}

/// A rectangle in a view's superview's coordinates, in single precision and rounded outwards, outside which the
/// view's bounds cannot contain a point: the walk rejects most subviews from it and the `hitTesting.kind` beside it,
/// without reading the rest of the view. Only `plain` views have a finite reach; a point inside it is still
/// converted and tested exactly.
struct HitReach {
    /// The left, top, negated right and negated bottom edges, so one vector comparison tests all four.
    var edges: (minX: Float, minY: Float, negatedMaxX: Float, negatedMaxY: Float)

    /// The reach that rejects nothing. Computed, not stored: a stored static is read through a one-time
    /// initialisation check, and a scroll view asks for it at every frame of its motion.
    static var everywhere: HitReach {
        HitReach(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
    }

    /// The reach of a plain view (identity transform) with this centre and these bounds: where
    /// `point - center + bounds.mid` can fall inside the bounds, widened by a margin far larger than the
    /// conversion's rounding, then rounded outwards to single precision.
    init(center: CGPoint, bounds: CGRect) {
        let midX = bounds.origin.x + bounds.size.width / 2
        let midY = bounds.origin.y + bounds.size.height / 2
        let x0 = bounds.origin.x
        let x1 = bounds.origin.x + bounds.size.width
        let y0 = bounds.origin.y
        let y1 = bounds.origin.y + bounds.size.height
        // `magnitude`, the same value as `abs`: unoptimized (a debug build), `abs` is a generic call, and every
        // new view computes its reach.
        let marginX = 1e-9 * (1 + center.x.magnitude + midX.magnitude + x0.magnitude + x1.magnitude)
        let marginY = 1e-9 * (1 + center.y.magnitude + midY.magnitude + y0.magnitude + y1.magnitude)
        self.init(
            (
                minX: center.x - midX + x0 - marginX, minY: center.y - midY + y0 - marginY,
                maxX: center.x - midX + x1 + marginX, maxY: center.y - midY + y1 + marginY
            ))
    }

    /// The reach that contains a rectangle given in double precision, rounded outwards (`.everywhere` when
    /// the rectangle is not finite).
    init(_ rect: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)) {
        guard rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else {
            self = .everywhere
            return
        }
        self.init(
            minX: Float(rect.minX).nextDown, minY: Float(rect.minY).nextDown, maxX: Float(rect.maxX).nextUp,
            maxY: Float(rect.maxY).nextUp)
    }

    init(minX: Float, minY: Float, maxX: Float, maxY: Float) {
        edges = (minX, minY, -maxX, -maxY)
    }

    /// Whether the reach may contain `point`; false means the view's bounds cannot contain it.
    ///
    /// The point is rounded to single precision for a branch-free comparison. Rounding is monotonic, so a point
    /// inside the reach in double precision is inside it in single precision too: the test may let more points
    /// through to the exact one, never fewer.
    @inline(__always)
    func mayContain(_ point: CGPoint) -> Bool {
        let x = Float(point.x)
        let y = Float(point.y)
        return all(SIMD4(edges.minX, edges.minY, edges.negatedMaxX, edges.negatedMaxY) .<= SIMD4(x, y, -x, -y))
    }
}

/// What hit-testing keeps about a view: how to treat it and where it may contain a point. Kept together by the
/// setters of everything they depend on (`UIView.updateHitTestKind()`).
struct HitTestState {
    /// How hit-testing treats the view.
    var kind: HitTestKind
    /// Where, in the superview's coordinates, a `plain` view may contain a point.
    var reach: HitReach
}
