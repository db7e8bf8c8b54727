import Foundation

extension CGRect {
    /// `(x, y, width, height)` without trailing zeros.
    var compact: String {
        "(\(origin.x.compact), \(origin.y.compact), \(size.width.compact), \(size.height.compact))"
    }
}

extension CGAffineTransform {
    /// `scale 2 rotated 60°` for a rotation and uniform scale (with ` moved (tx, ty)` when translated);
    /// otherwise the six numbers, `[a, b, c, d, tx, ty]`. Numbers are rounded to three decimals.
    var phrase: String {
        let isSimilarity = Swift.abs(a - d) < 1e-9 && Swift.abs(b + c) < 1e-9
        guard isSimilarity else { return "[\([a, b, c, d, tx, ty].map(Self.rounded).joined(separator: ", "))]" }
        var parts: [String] = []
        let scale = (a * a + b * b).squareRoot()
        let degrees = atan2(Double(b), Double(a)) * 180 / .pi
        if Swift.abs(scale - 1) > 1e-9 { parts.append("scale \(Self.rounded(scale))") }
        if Swift.abs(degrees) > 1e-9 { parts.append("rotated \(Self.rounded(CGFloat(degrees)))°") }
        if tx != 0 || ty != 0 { parts.append("moved (\(Self.rounded(tx)), \(Self.rounded(ty)))") }
        return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    }

    /// A number rounded to three decimals, without a trailing `.0` and never `-0`.
    private static func rounded(_ value: CGFloat) -> String {
        let thousandths = (Double(value) * 1000).rounded() / 1000
        return (thousandths == 0 ? 0 : thousandths).compact
    }
}

extension UIView {
    /// The trace of the application whose window shows this view, when someone observes it; nil otherwise.
    ///
    /// A geometry setter asks this before building anything: with no trace observed anywhere a change costs a
    /// load and a branch; with one, a climb to the root (loads of `storedSuperview`) and a branch.
    final var observedTraceOfWindow: DispatchTrace? {
        guard DispatchTrace.observedCount > 0 else { return nil }
        var view: UIView = self
        while let parent = view.storedSuperview { view = parent }
        guard let window = view as? UIWindow, let trace = window.application?.trace, trace.isObserved else {
            return nil
        }
        return trace
    }

    /// Records ``TraceEvent/viewChanged(view:geometry:)`` when the trace is observed and the view is not in
    /// the middle of a `frame` assignment (which records once, when it is done).
    final func recordGeometryChange() {
        guard !layoutFlags.isAssigningFrame, let trace = observedTraceOfWindow else { return }
        trace.record(.viewChanged(view: trace.subject(self), geometry: ViewGeometry(of: self)))
    }
}
