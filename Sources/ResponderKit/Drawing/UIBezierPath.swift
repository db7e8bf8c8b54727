import Foundation

/// A path of straight lines and curves, with UIKit's API: built from rectangles, ovals, rounded rectangles, arcs,
/// lines and curves, tested with `contains(_:)`; its stroke settings are stored, and nothing is drawn.
///
/// The usual use in event code is a custom hit area:
///
/// ```swift
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     UIBezierPath(ovalIn: bounds).contains(point)
/// }
/// ```
///
/// `contains(_:)` fills every subpath (closing open ones) under the winding rule, or the even-odd rule when
/// `usesEvenOddFillRule` is set. Lines are exact, and a point on a rectangle's top or left edge is inside while
/// one on its bottom or right edge is not, as for `CGRect.contains`. Curves are followed as polylines within
/// 0.01 pt of the curve, so a point nearer than that to a curve may get either answer. A path that is one
/// rectangle, oval or rounded rectangle (as the constructors make it, possibly scaled and translated by
/// `apply(_:)`) is answered analytically, the oval and the corners as true ellipses, which the path's cubic curves
/// approximate to 0.03% of their radii. A non-finite point, an empty path and a path with a non-finite coordinate
/// contain nothing.
///
/// Where ResponderKit differs from UIKit: `UIBezierPath(roundedRect:cornerRadius:)` has circular corners (as
/// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` has), where UIKit draws continuous corners that
/// begin about 1.5 radii from each corner, so the two hit areas differ slightly near the corners.
@MainActor
open class UIBezierPath {
    /// The elements, the shape the whole path is, and the builder's state.
    var geometry: PathGeometry

    /// The stroke width in points; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How stroked open subpaths end; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How strokes turn corners; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The ratio of miter length to line width beyond which a miter join becomes a bevel; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The drawing flatness (how far a rendered curve may stray, in device pixels); 0.6 by default. Stored
    /// only: `contains(_:)` follows curves within 0.01 pt whatever this is.
    open var flatness: CGFloat = 0.6
    /// Whether `contains(_:)` (and filling) uses the even-odd rule instead of the non-zero winding rule.
    open var usesEvenOddFillRule = false
    /// The dash pattern set by `setLineDash(_:count:phase:)`.
    var lineDashPattern: [CGFloat] = []
    /// The dash phase set by `setLineDash(_:count:phase:)`.
    var lineDashPhase: CGFloat = 0

    init(geometry: PathGeometry) {
        self.geometry = geometry
    }

    /// Creates an empty path.
    public init() {
        self.geometry = PathGeometry()
    }

    /// Creates a path that is one rectangle: from its origin, clockwise, closed.
    public convenience init(rect: CGRect) {
        self.init(geometry: .rect(rect))
    }

    /// Creates a path that is one oval inscribed in `rect`: four cubic curves, clockwise, closed.
    public convenience init(ovalIn rect: CGRect) {
        self.init(geometry: .ellipse(in: rect))
    }

    /// Creates a rounded rectangle whose corners have radius `cornerRadius`, at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let limit = Swift.min(Swift.abs(rect.width), Swift.abs(rect.height)) / 2
        let radius = CGSize(width: Swift.min(cornerRadius, limit), height: Swift.min(cornerRadius, limit))
        self.init(geometry: .roundedRect(rect, radii: [radius, radius, radius, radius]))
    }

    /// Creates a rectangle whose chosen corners are rounded with the radii `cornerRadii`, each at most half the
    /// side; the other corners are sharp.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        self.init(geometry: .roundedRect(rect, radii: order.map { corners.contains($0) ? cornerRadii : .zero }))
    }

    /// Creates an open path that is one arc of a circle.
    ///
    /// Angles are in radians from the positive x axis; `clockwise` is as seen on a screen (y down): `true` runs
    /// toward increasing angles. A difference of a full turn or more draws the whole circle.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path with the elements of a `CGPath`.
    public convenience init(cgPath: CGPath) {
        self.init(geometry: PathGeometry(cgPath))
    }

    /// The path as a `CGPath`; setting it replaces the path's elements.
    open var cgPath: CGPath {
        get { geometry.makeCGPath() }
        set { geometry = PathGeometry(newValue) }
    }

    /// A new path with the same elements and stroke settings.
    open func copy() -> Any {
        let path = UIBezierPath(geometry: geometry)
        path.copyStrokeSettings(from: self)
        return path
    }

    func copyStrokeSettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }
}
