import Foundation
import ResponderKit

/// Seed 004's drawer (抽屉效果): the main view follows a horizontal pan and shrinks as it goes, then snaps.
///
/// Moving the main view's left edge to `x` shrinks it vertically by `offsetY = |x| × 60 / screenWidth` at the
/// top and at the bottom (60 points at a full screen width, the seed's 60 on a 320-point screen), scaling its
/// width by the same factor and keeping it centred vertically. When the pan ends the view snaps:
///
/// ```
/// x > screenWidth / 2           → right target, x = screenWidth × 250 / 320   (the left menu shows)
/// maxX < screenWidth / 2        → left target,  x = −screenWidth × 220 / 320  (the right menu shows)
/// otherwise                     → home, the superview's bounds
/// ```
///
/// A tap recognizer with the `drawer` action returns the view home (复位).
@MainActor
enum Drawer {
    /// How far the view shrinks at the top (and bottom) when its left edge has moved a screen width.
    static let maximumOffsetY: CGFloat = 60
    /// The seed's screen width, against which its targets are given.
    static let seedWidth: CGFloat = 320

    /// Moves, snaps or homes `view` for the recognizer's state; returns a phrase for the log.
    static func perform(_ recognizer: UIGestureRecognizer, on view: UIView) -> String {
        guard let screen = view.superview?.bounds.size, screen.width > 0, screen.height > 0 else { return "" }
        if let pan = recognizer as? UIPanGestureRecognizer {
            switch recognizer.state {
            case .began, .changed:
                let offsetX = pan.translation(in: view.superview).x
                pan.setTranslation(.zero, in: view.superview)
                view.frame = frame(x: view.frame.minX + offsetX, screen: screen)
            case .ended, .cancelled:
                view.frame = frame(x: snapTarget(for: view.frame, screen: screen), screen: screen)
            default:
                return ""
            }
        } else if recognizer.state == .ended {
            view.frame = frame(x: 0, screen: screen)
        } else {
            return ""
        }
        return ": frame \(view.frame.sceneText)"
    }

    /// The main view's frame when its left edge is at `x`.
    static func frame(x: CGFloat, screen: CGSize) -> CGRect {
        let offsetY = abs(x) * maximumOffsetY / screen.width
        let height = screen.height - 2 * offsetY
        let width = screen.width * height / screen.height
        return CGRect(x: x, y: (screen.height - height) / 2, width: width, height: height)
    }

    /// Where the left edge goes when the finger lifts.
    static func snapTarget(for frame: CGRect, screen: CGSize) -> CGFloat {
        if frame.minX > screen.width / 2 { return screen.width * 250 / seedWidth }
        if frame.maxX < screen.width / 2 { return -screen.width * 220 / seedWidth }
        return 0
    }
}

extension CGRect {
    /// `[x, y, width, height]` with at most two decimals.
    var sceneText: String {
        "[\(minX.sceneText), \(minY.sceneText), \(width.sceneText), \(height.sceneText)]"
    }
}
