import Foundation

/// Short, stable number formatting for failure reasons and timer requests.
enum MetricFormat {
    /// `value` rounded to `decimals` places without trailing zeros: 14.2, 10, 0.35, -3.
    static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        // Past a billion, digits stop telling anything: 1e+40, not forty-one digits.
        if value.magnitude >= 1e9 { return String(format: "%g", value) }
        var text = String(format: "%.\(max(0, decimals))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A distance: "14.2 pt".
    static func points(_ value: CGFloat) -> String { number(Double(value), decimals: 1) + " pt" }

    /// A duration: "0.41 s".
    static func seconds(_ value: TimeInterval) -> String { number(value, decimals: 2) + " s" }

    /// An angle: "30°".
    static func degrees(_ value: CGFloat) -> String { number(Double(value), decimals: 1) + "°" }

    /// "1 touch" or "3 touches".
    static func touches(_ count: Int) -> String { count == 1 ? "1 touch" : "\(count) touches" }
}
