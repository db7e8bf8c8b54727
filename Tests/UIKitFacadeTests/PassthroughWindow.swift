// The classic overlay window that lets touches through to the windows below unless they land on one of its
// views, written as on iOS: `==` between views, `convert(_:from: nil)`, a `Set` of views.
import UIKit

final class PassthroughWindow: UIWindow {
    /// Views that take touches even though they belong to the overlay's background.
    var interactiveViews: Set<UIView> = []
    private(set) var log: [String] = []

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        if let view, interactiveViews.contains(view) { return view }
        if view == self || view == rootViewController?.view {
            log.append("passed through at \(Int(point.x)),\(Int(point.y))")
            return nil
        }
        return view
    }
}

/// A badge that reports where a touch landed in the window's coordinates, as analytics code does.
final class BadgeView: UIView {
    private(set) var touchesInWindow: [CGPoint] = []
    /// Whether each touch's point and the view's bounds came back unchanged from the window's coordinates.
    private(set) var roundTrips: [Bool] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let local = touch.location(in: self)
        touchesInWindow.append(convert(local, to: nil))
        let back = convert(convert(local, to: nil), from: nil)
        let rectInWindow = convert(bounds, to: nil)
        roundTrips.append(back == local && convert(rectInWindow, from: nil) == bounds && rectInWindow.origin != .zero)
    }
}
