// Extensions an iOS app keeps for itself: UIKit has no such members, so neither may ResponderKit, or these would
// stop compiling (a redeclaration, or an ambiguous use).
import CoreGraphics
import UIKit

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat {
        hypot(other.x - x, other.y - y)
    }
}

extension UIView {
    var width: CGFloat { bounds.width }
    var height: CGFloat { bounds.height }
}
