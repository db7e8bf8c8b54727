import Foundation

/// The storage behind `CGPath` (where ResponderKit supplies it) and `UIBezierPath`: a list of elements, what the
/// path is known to be when it is one simple shape, and the state a builder needs (current point, subpath start).
///
/// ```
/// builder calls ──► elements [move, line, quad, curve, close…]
///                   shape    .rect / .ellipse / .roundedRect while the whole path is that one shape, else .general
///                   current point, subpath start, whether every coordinate is finite
///                        │
///                        ▼
///   contains(p, evenOdd) ──► shape fast path (analytic) or the winding number over every edge,
///                            curves flattened to `PathGeometry.flatness`
/// ```
struct PathGeometry: Sendable {
    /// One element of a path, with its points.
    enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(control: CGPoint, end: CGPoint)
        case curve(control1: CGPoint, control2: CGPoint, end: CGPoint)
        case close
    }

    /// What the whole path is, when it is exactly one simple closed shape (for the analytic fast paths).
    enum Shape: Hashable, Sendable {
        case general
        case rect(CGRect)
        case ellipse(CGRect)
        /// A rectangle with elliptical corners of the given radii, each more than 0 and at most half the side.
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
    }

    /// The elements, unless they are implied by `shape`.
    private var storedElements: [Element] = []
    /// The shape the whole path is, or `.general`.
    private(set) var shape: Shape = .general
    /// Whether the elements are the ones `shape` implies and are not stored (so that `UIBezierPath(ovalIn:)`
    /// stores nothing but its rectangle until someone reads or extends its elements).
    private var isImplied = false
    /// The end point of the last element, or nil for an empty path.
    private(set) var currentPoint: CGPoint?
    /// Where the current subpath started (a `close` returns there).
    private(set) var subpathStart: CGPoint = .zero
    /// Whether every coordinate of every element is finite.
    private(set) var isFinite = true

    /// The largest distance between a curve and the polyline `contains` follows for it: 0.01 pt.
    static let flatness: CGFloat = 0.01
    /// The most line segments one curve is flattened into (so a curve larger than about 40,000 pt across is
    /// followed less closely than `flatness`).
    static let maximumSegmentsPerCurve = 1024

    init() {}

    /// A path that is one closed shape, its elements implied.
    init(shape: Shape) {
        let start: CGPoint
        switch shape {
        case .general: return
        case .rect(let r): start = CGPoint(x: r.minX, y: r.minY)
        case .ellipse(let r): start = CGPoint(x: r.maxX, y: r.midY)
        case .roundedRect(let r, let w, _): start = CGPoint(x: r.minX + w, y: r.minY)
        }
        if Self.isFinite(shape) {
            // Nothing stored but the shape: `UIBezierPath(ovalIn:)` allocates no element array.
            self.shape = shape
            isImplied = true
            subpathStart = start
            currentPoint = start
        } else {
            for element in Self.elements(of: shape) { append(element) }
        }
    }

    /// The elements in order.
    var elements: [Element] { isImplied ? Self.elements(of: shape) : storedElements }

    var isEmpty: Bool { !isImplied && storedElements.isEmpty }

    /// Stores the elements a shape implies, before they change.
    private mutating func materialize() {
        guard isImplied else { return }
        storedElements = Self.elements(of: shape)
        isImplied = false
    }

    /// Appends an element, keeping the builder state; a line or curve with no current point is ignored, as
    /// CoreGraphics ignores it (with a console message).
    mutating func append(_ element: Element) {
        materialize()
        switch element {
        case .move(let point):
            note(point)
            subpathStart = point
            currentPoint = point
        case .line(let point):
            guard beginSegment() else { return }
            note(point)
            currentPoint = point
        case .quad(let control, let end):
            guard beginSegment() else { return }
            note(control)
            note(end)
            currentPoint = end
        case .curve(let control1, let control2, let end):
            guard beginSegment() else { return }
            note(control1)
            note(control2)
            note(end)
            currentPoint = end
        case .close:
            guard currentPoint != nil else { return }
            if case .close = storedElements.last { return }
            currentPoint = subpathStart
        }
        shape = .general
        storedElements.append(element)
    }

    /// Whether a segment can start here: there is a current point. After a `close`, a segment starts a new
    /// subpath at the closed one's start, as in CoreGraphics.
    private mutating func beginSegment() -> Bool {
        guard let current = currentPoint else { return false }
        if case .close = storedElements.last {
            storedElements.append(.move(current))
            subpathStart = current
        }
        return true
    }

    private mutating func note(_ point: CGPoint) {
        if !point.x.isFinite || !point.y.isFinite { isFinite = false }
    }

    private static func isFinite(_ shape: Shape) -> Bool {
        switch shape {
        case .general: true
        case .rect(let r), .ellipse(let r):
            r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite
        case .roundedRect(let r, let w, let h):
            r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite && w.isFinite && h.isFinite
        }
    }

    /// Appends every element of another path.
    mutating func append(contentsOf other: PathGeometry) {
        if isEmpty {
            self = other
            return
        }
        for element in other.elements { append(element) }
    }

    /// The path with every point transformed.
    func applying(_ t: CGAffineTransform) -> PathGeometry {
        let keepsAxes = t.b == 0 && t.c == 0
        if isImplied && keepsAxes && t.a > 0 && t.d > 0 {
            // A positive scale and a translation map the shape's elements onto the transformed shape's.
            let transformed: Shape
            switch shape {
            case .general: transformed = .general
            case .rect(let r): transformed = .rect(r.applying(t))
            case .ellipse(let r): transformed = .ellipse(r.applying(t))
            case .roundedRect(let r, let w, let h):
                transformed = .roundedRect(r.applying(t), cornerWidth: w * t.a, cornerHeight: h * t.d)
            }
            return PathGeometry(shape: transformed)
        }
        var result = PathGeometry()
        for element in elements { result.append(element.applying(t)) }
        if result.isFinite && keepsAxes {
            // The same set of points, whichever way the flipped elements now run.
            switch shape {
            case .general: break
            case .rect(let r): result.shape = .rect(r.applying(t))
            case .ellipse(let r): result.shape = .ellipse(r.applying(t))
            case .roundedRect(let r, let w, let h):
                result.shape = .roundedRect(
                    r.applying(t), cornerWidth: w * Swift.abs(t.a), cornerHeight: h * Swift.abs(t.d))
            }
        }
        return result
    }

    /// The path traced backwards: each subpath from its end to its start, closed ones still closed.
    func reversed() -> PathGeometry {
        let elements = self.elements
        var result = PathGeometry()
        var index = 0
        while index < elements.count {
            guard case .move(let start) = elements[index] else {
                index += 1
                continue
            }
            var end = index + 1
            while end < elements.count {
                if case .move = elements[end] { break }
                end += 1
            }
            var closed = false
            var segments: [(from: CGPoint, element: Element)] = []
            var point = start
            for element in elements[(index + 1)..<end] {
                switch element {
                case .move: break
                case .line(let p):
                    segments.append((point, element))
                    point = p
                case .quad(_, let e):
                    segments.append((point, element))
                    point = e
                case .curve(_, _, let e):
                    segments.append((point, element))
                    point = e
                case .close: closed = true
                }
            }
            result.append(.move(point))
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case .quad(let c, _): result.append(.quad(control: c, end: from))
                case .curve(let c1, let c2, _): result.append(.curve(control1: c2, control2: c1, end: from))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
            index = end
        }
        if result.isFinite { result.shape = shape }
        return result
    }
}
