import Foundation
import ResponderKit

/// A path's elements as text, in order: `move 0,0`, `line 10,0`, `quad 5,10 10,0`, `curve …`, `close`.
func elementLines(_ path: CGPath) -> [String] {
    var lines: [String] = []
    path.applyWithBlock { pointer in
        let element = pointer.pointee
        func text(_ count: Int) -> String {
            (0..<count).map { index in
                let point = element.points[index]
                return "\(rounded(point.x)),\(rounded(point.y))"
            }.joined(separator: " ")
        }
        switch element.type {
        case .moveToPoint: lines.append("move " + text(1))
        case .addLineToPoint: lines.append("line " + text(1))
        case .addQuadCurveToPoint: lines.append("quad " + text(2))
        case .addCurveToPoint: lines.append("curve " + text(3))
        case .closeSubpath: lines.append("close")
        @unknown default: lines.append("unknown")
        }
    }
    return lines
}

/// A coordinate to two decimals, without a trailing `.0` for whole numbers.
func rounded(_ value: CGFloat) -> String {
    let hundredths = (value * 100).rounded() / 100
    if hundredths == hundredths.rounded() { return String(format: "%.0f", hundredths + 0) }
    return String(format: "%.2f", hundredths)
}

/// A rectangle to two decimals.
func rounded(_ rect: CGRect) -> String {
    "\(rounded(rect.minX)),\(rounded(rect.minY)) \(rounded(rect.width))×\(rounded(rect.height))"
}
