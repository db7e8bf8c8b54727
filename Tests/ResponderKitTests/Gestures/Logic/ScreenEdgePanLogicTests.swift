import Foundation
import Testing

@testable import ResponderKit

@Suite struct ScreenEdgePanLogicTests {
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    private func driver(_ edges: ScreenEdges) -> GestureDriver<ScreenEdgePanLogic> {
        GestureDriver(ScreenEdgePanLogic(edges: edges, screenBounds: screen)) { "t=\(format($0.translation))" }
    }

    @Test("a drag from the left edge toward the middle begins like a pan and ends at the lift")
    func leftEdge() {
        var edge = driver(.left)
        edge.down(1, 5, 400, at: 0)
        edge.move(1, 12, 402, at: 0.02)
        edge.move(1, 30, 405, at: 0.04)
        edge.move(1, 80, 410, at: 0.06)
        edge.up(1, 80, 410, at: 0.08)
        #expect(edge.log == ["began t=(25, 5)", "changed t=(75, 10)", "ended t=(75, 10)"])
        #expect(edge.logic.startEdges == .left)
        #expect(edge.isClean)
    }

    @Test(
        "each edge accepts a touch within 20 pt that moves inward",
        arguments: [
            (ScreenEdges.top, CGFloat(200), CGFloat(3), CGFloat(0), CGFloat(30)),
            (ScreenEdges.bottom, CGFloat(200), CGFloat(830), CGFloat(0), CGFloat(-30)),
            (ScreenEdges.right, CGFloat(370), CGFloat(400), CGFloat(-30), CGFloat(0)),
            (ScreenEdges.all, CGFloat(388), CGFloat(400), CGFloat(-30), CGFloat(0)),
        ])
    func edges(edges: ScreenEdges, x: CGFloat, y: CGFloat, dx: CGFloat, dy: CGFloat) {
        var edge = driver(edges)
        edge.down(1, x, y, at: 0)
        edge.move(1, x + dx, y + dy, at: 0.05)
        #expect(edge.log == ["began t=(\(format(dx)), \(format(dy)))"])
    }

    @Test("a touch that begins away from the allowed edges fails, naming its distance")
    func notNearEdge() {
        var edge = driver([.left, .right])
        edge.down(1, 150, 400, at: 0)
        #expect(edge.log == ["failed: began 150 pt from the nearest left or right edge, more than 20 pt"])

        var none = driver([])
        none.down(1, 0, 400, at: 0)
        #expect(none.log == ["failed: no screen edge is allowed (edges is empty)"])
    }

    @Test("a touch at the left edge that moves along it fails")
    func movesAlongEdge() {
        var edge = driver(.left)
        edge.down(1, 5, 400, at: 0)
        edge.move(1, 8, 430, at: 0.05)
        #expect(edge.log == ["failed: moved along or toward the left edge, not away from it"])
    }

    @Test("in a corner near two edges, moving away from either one begins")
    func corner() {
        var edge = driver(.all)
        edge.down(1, 5, 5, at: 0)
        edge.move(1, 5, 40, at: 0.05)
        #expect(edge.log == ["began t=(0, 35)"])
        #expect(edge.logic.startEdges == [.top, .left])
    }

    @Test("touches after the first are ignored, even at an edge")
    func laterTouchesIgnored() {
        var edge = driver(.left)
        edge.down(1, 2, 300, at: 0)
        edge.down(2, 1, 600, at: 0.01)
        edge.move(2, 200, 600, at: 0.02)
        edge.up(2, 200, 600, at: 0.03)
        #expect(edge.logic.numberOfTouches == 1)
        edge.move(1, 40, 300, at: 0.04)
        edge.cancel(2, 0, 0, at: 0.05)
        edge.cancel(1, 40, 300, at: 0.06)
        #expect(edge.log == ["began t=(38, 0)", "cancelled"])
    }

    @Test("a touch that lifts before moving beyond the hysteresis fails like a pan")
    func liftedBeforeMoving() {
        var edge = driver(.left)
        edge.down(1, 2, 300, at: 0)
        edge.up(1, 6, 300, at: 0.1)
        #expect(edge.log == ["failed: lifted after moving 0 pt, not beyond the 10 pt needed to begin"])
    }

    @Test("a first touch at a NaN location is not taken; the next finite one is")
    func nanFirstTouch() {
        var edge = driver(.left)
        edge.down(1, .nan, 300, at: 0)
        edge.down(2, 3, 300, at: 0.01)
        edge.move(2, 3, .nan, at: 0.02)
        edge.move(2, 30, 300, at: 0.03)
        edge.logic.reset()
        #expect(edge.log == ["began t=(27, 0)"])
        #expect(edge.logic.location == nil && edge.logic.edges == .left)
    }
}
