import Foundation

/// A value an animation interpolates, read from the `Any` values animations carry (`fromValue`, `values`) once,
/// when the animation is added, so that sampling an animation on a display frame neither casts nor allocates.
enum AnimatableValue: Equatable {
    /// A number (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`, `Bool`).
    case scalar(Double)
    /// A point.
    case point(CGPoint)
    /// A size.
    case size(CGSize)
    /// A rectangle.
    case rect(CGRect)
    /// An affine transform (a `CGAffineTransform`, or a `CATransform3D` that is affine): kept inline, so values
    /// stay small and sampling copies little.
    case affine(CGAffineTransform)
    /// A transform that is not affine, boxed.
    indirect case transform(CATransform3D)
    /// A colour, as sRGB components with alpha (`CGColor`, `UIColor`); nil colour is clear.
    case color(red: Double, green: Double, blue: Double, alpha: Double)

    /// The value of an animation's `Any`, or nil when it is nil or of a type ResponderKit does not animate.
    @MainActor
    init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let value as CGFloat: self = .scalar(Double(value))
        case let value as Double: self = .scalar(value)
        case let value as Float: self = .scalar(Double(value))
        case let value as Int: self = .scalar(Double(value))
        case let value as Bool: self = .scalar(value ? 1 : 0)
        case let value as NSNumber: self = .scalar(value.doubleValue)
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .of(value)
        case let value as CGAffineTransform: self = .affine(value)
        case let value as CGColor: self = AnimatableValue(color: value)
        case let value as UIColor: self = AnimatableValue(color: value.cgColor)
        default: return nil
        }
    }

    /// A colour's value.
    init(color: CGColor?) {
        guard let components = color?.components else {
            self = .color(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        if components.count >= 4 {
            self = .color(
                red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
                alpha: Double(components[3]))
        } else {
            let white = Double(components.first ?? 0)
            self = .color(red: white, green: white, blue: white, alpha: Double(components.last ?? 1))
        }
    }

    /// A transform's value: affine when it is.
    static func of(_ transform: CATransform3D) -> AnimatableValue {
        transform.isAffine ? .affine(transform.affine) : .transform(transform)
    }

    /// Whether the value is a transform.
    var isTransform: Bool {
        switch self {
        case .affine, .transform: true
        default: false
        }
    }

    /// The value as a number (the x of a point, the width of a size), for scalar key paths.
    var scalar: Double {
        switch self {
        case .scalar(let value): value
        case .point(let point): Double(point.x)
        case .size(let size): Double(size.width)
        case .rect(let rect): Double(rect.origin.x)
        case .transform(let t): Double(t.m11)
        case .affine(let t): Double(t.a)
        case .color(_, _, _, let alpha): alpha
        }
    }

    /// The value as a point.
    var point: CGPoint {
        switch self {
        case .point(let point): point
        case .scalar(let value): CGPoint(x: value, y: value)
        case .size(let size): CGPoint(x: size.width, y: size.height)
        case .rect(let rect): rect.origin
        default: .zero
        }
    }

    /// The value as a size.
    var size: CGSize {
        switch self {
        case .size(let size): size
        case .point(let point): CGSize(width: point.x, height: point.y)
        case .rect(let rect): rect.size
        case .scalar(let value): CGSize(width: value, height: value)
        default: .zero
        }
    }

    /// The value as a rectangle.
    var rect: CGRect {
        if case .rect(let rect) = self { return rect }
        return CGRect(origin: .zero, size: size)
    }

    /// The value as a transform.
    var transform: CATransform3D {
        switch self {
        case .transform(let t): return t
        case .affine(let t): return CATransform3D(t)
        default: return .identity
        }
    }

    /// The value as a colour.
    var cgColor: CGColor {
        if case .color(let red, let green, let blue, let alpha) = self {
            return CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        return CGColor(gray: 0, alpha: 0)
    }

    /// The value at `fraction` of the way from `self` to `other` (which may go below 0 or past 1, as a spring
    /// overshoots). Transforms are interpolated as Core Animation does, by their parts: an affine transform's
    /// translation, rotation, scale and shear, each along a straight line, so a half-way rotation turns half the angle.
    func interpolated(to other: AnimatableValue, at fraction: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(fraction) }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(mix(a, b))
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                    width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
        case (.affine(let a), .affine(let b)):
            return .affine(TransformParts.interpolate(a, b, fraction))
        case _ where isTransform && other.isTransform:
            return .of(TransformParts.interpolate(transform, other.transform, fraction))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            return .color(red: mix(r1, r2), green: mix(g1, g2), blue: mix(b1, b2), alpha: mix(a1, a2))
        default:
            // Values of different kinds do not interpolate: the value switches at the half-way point.
            return fraction < 0.5 ? self : other
        }
    }

    /// `self + other`, for additive and cumulative animations (transforms concatenate: `other` then `self`).
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): .scalar(a + b)
        case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            .rect(
                CGRect(
                    x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.size.width + b.size.width,
                    height: a.size.height + b.size.height))
        case (.affine(let a), .affine(let b)): .affine(a.concatenating(b))
        case _ where isTransform && other.isTransform: .of(transform.concatenating(other.transform))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            .color(red: r1 + r2, green: g1 + g2, blue: b1 + b2, alpha: a1 + a2)
        default: self
        }
    }

    /// The distance between two values, for paced keyframes.
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return Swift.abs(b - a)
        case (.point(let a), .point(let b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case (.size(let a), .size(let b)): return Double(hypot(b.width - a.width, b.height - a.height))
        default: return 1
        }
    }

    /// The value as the type an animation's `Any` would carry for it.
    var boxed: Any {
        switch self {
        case .scalar(let value): CGFloat(value)
        case .point(let point): point
        case .size(let size): size
        case .rect(let rect): rect
        case .transform(let t): t
        case .affine(let t): CATransform3D(t)
        case .color: cgColor
        }
    }
}

/// An affine transform taken apart into translation, rotation, scale and shear, the parts Core Animation
/// interpolates.
struct TransformParts {
    var translation: CGPoint
    var rotation: Double
    var scale: CGSize
    var shear: Double

    /// The parts of an affine transform: `M = shear · scale · rotation`, then the translation.
    init(_ t: CGAffineTransform) {
        translation = CGPoint(x: t.tx, y: t.ty)
        var (a, b, c, d) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d))
        var scaleX = (a * a + b * b).squareRoot()
        if scaleX > 0 {
            a /= scaleX
            b /= scaleX
        }
        var shear = a * c + b * d
        c -= a * shear
        d -= b * shear
        let scaleY = (c * c + d * d).squareRoot()
        if scaleY > 0 {
            c /= scaleY
            d /= scaleY
            shear /= scaleY
        }
        // A reflection: flip one scale.
        if a * d - b * c < 0 {
            scaleX = -scaleX
            a = -a
            b = -b
            shear = -shear
        }
        rotation = atan2(b, a)
        scale = CGSize(width: scaleX, height: scaleY)
        self.shear = shear
    }

    /// The affine transform of these parts.
    var affine: CGAffineTransform {
        let cosine = cos(rotation)
        let sine = sin(rotation)
        let sx = Double(scale.width)
        let sy = Double(scale.height)
        // Rows: x axis = sx·(cos, sin); y axis = sy·((−sin, cos) + shear·(cos, sin)).
        return CGAffineTransform(
            a: sx * cosine, b: sx * sine, c: sy * (-sine + shear * cosine), d: sy * (cosine + shear * sine),
            tx: translation.x, ty: translation.y)
    }

    /// Interpolates two transforms part by part when both are affine, entry by entry otherwise.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ fraction: Double) -> CATransform3D {
        if a == b { return a }
        guard a.isAffine, b.isAffine else {
            let from = a.entries
            let to = b.entries
            return CATransform3D(entries: (0..<16).map { from[$0] + (to[$0] - from[$0]) * CGFloat(fraction) })
        }
        return CATransform3D(interpolate(a.affine, b.affine, fraction))
    }

    /// Interpolates two affine transforms part by part.
    static func interpolate(_ a: CGAffineTransform, _ b: CGAffineTransform, _ fraction: Double) -> CGAffineTransform {
        if a == b { return a }
        let p = TransformParts(a)
        let q = TransformParts(b)
        var rotationDelta = q.rotation - p.rotation
        // The shorter way round, as Core Animation turns between two matrices.
        if rotationDelta > .pi { rotationDelta -= 2 * .pi }
        if rotationDelta < -.pi { rotationDelta += 2 * .pi }
        let f = CGFloat(fraction)
        var parts = p
        parts.translation = CGPoint(
            x: p.translation.x + (q.translation.x - p.translation.x) * f,
            y: p.translation.y + (q.translation.y - p.translation.y) * f)
        parts.rotation = p.rotation + rotationDelta * fraction
        parts.scale = CGSize(
            width: p.scale.width + (q.scale.width - p.scale.width) * f,
            height: p.scale.height + (q.scale.height - p.scale.height) * f)
        parts.shear = p.shear + (q.shear - p.shear) * fraction
        return parts.affine
    }
}
