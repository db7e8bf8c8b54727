import Foundation
import Testing

@testable import ResponderKit

/// Whether two numbers agree to 0.01. (Discardable: `#expect` expands a call that leaves out the tolerance into
/// one whose result the compiler would otherwise call unused.)
@discardableResult
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool {
    abs(a - b) <= tolerance
}

@Suite("ScrollPhysicsTests")
struct ScrollPhysicsTests {
    @Test(
        "§9 the rubber band: (1 − 1/(x·0.55/D + 1))·D, never more than D, 0 for bad input",
        arguments: [
            (CGFloat(100), CGFloat(480), CGFloat(49.35)), (180, 480, 82.07), (1000, 320, 202.30), (0, 480, 0),
            (-5, 480, 0), (.nan, 480, 0), (100, 0, 0), (.infinity, 480, 0),
        ])
    func rubberBand(overshoot: CGFloat, dimension: CGFloat, shown: CGFloat) {
        #expect(near(ScrollPhysics.rubberBand(overshoot: overshoot, dimension: dimension), shown))
    }

    @Test(
        "§9 a drag shows the raw offset inside the range, rubber-banded past it, held at the edge without bounces",
        arguments: [
            (CGFloat(50), true, CGFloat(50)), (-100, true, -49.35), (1620, true, 1569.35), (-100, false, 0),
            (1620, false, 1520), (.nan, true, 0),
        ])
    func dragOffset(raw: CGFloat, bounces: Bool, shown: CGFloat) {
        #expect(near(ScrollPhysics.dragOffset(raw: raw, range: 0...1520, dimension: 480, bounces: bounces), shown))
    }

    @Test(
        "§9 the rubber band's inverse: a drag grabbing content past an edge starts where it shows it",
        arguments: [CGFloat(1), 49.35, 82.07, 200, 479])
    func rubberBandInverse(shown: CGFloat) {
        let overshoot = ScrollPhysics.overshoot(showing: shown, dimension: 480)
        #expect(near(ScrollPhysics.rubberBand(overshoot: overshoot, dimension: 480), shown))
        #expect(near(ScrollPhysics.rawOffset(showing: -shown, range: 0...1520, dimension: 480), -overshoot))
        #expect(ScrollPhysics.rawOffset(showing: 700, range: 0...1520, dimension: 480) == 700)
        #expect(ScrollPhysics.overshoot(showing: .nan, dimension: 480) == 0)
    }

    @Test(
        "§9 a fling rests at v·d/(1−d) from the lift (.normal 0.998, .fast 0.99, bad rates repaired)",
        arguments: [
            (CGFloat(1), CGFloat(0.998), CGFloat(499)), (1, 0.99, 99), (-2, 0.998, -998), (1, .nan, 499),
            (1, 1.5, 9999), (0, 0.998, 0),
        ])
    func restingOffset(velocity: CGFloat, rate: CGFloat, distance: CGFloat) {
        #expect(near(ScrollPhysics.restingOffset(from: 0, velocity: velocity, rate: rate), distance))
    }

    @Test(
        "§9 paging snaps to the nearest page, or to the next one in the direction of a fast lift",
        arguments: [
            (CGFloat(100), CGFloat(0), CGFloat(0)), (200, 0, 320), (100, 0.6, 320), (330, -0.6, 320), (320, 0.6, 640),
            (900, 0.6, 640), (-30, -0.6, 0), (100, .nan, 0),
        ])
    func pageTarget(offset: CGFloat, velocity: CGFloat, page: CGFloat) {
        #expect(ScrollPhysics.pageTarget(offset: offset, velocity: velocity, pageSize: 320, range: 0...640) == page)
    }

    @Test("§9 deceleration: the k-th millisecond moves v·d^k; the motion rests exactly on v·d/(1−d)")
    func deceleration() {
        let motion = ScrollAxisMotion.decelerate(from: 0, velocity: 1, rate: 0.998)
        #expect(near(motion.offset(at: 0), 0))
        #expect(near(motion.offset(at: 0.001), 0.998))
        #expect(near(motion.offset(at: 0.002), 0.998 + 0.998 * 0.998))
        #expect(near(motion.offset(at: 0.5), 315.61))
        #expect(near(CGFloat(motion.duration), 3.449))
        #expect(near(motion.offset(at: motion.duration), 499))
        #expect(motion.offset(at: 100) == motion.restingOffset)
        #expect(near(motion.restingOffset, 499))
        var previous: CGFloat = -1
        for step in 0...400 {
            let offset = motion.offset(at: Double(step) / 100)
            #expect(offset >= previous)
            previous = offset
        }
    }

    @Test("§9 a fling that would rest past the edge decelerates to it, bounces out and springs back to it")
    func bounceAtEdge() {
        let motion = ScrollAxisMotion.afterLift(
            offset: 1400, velocity: 1, target: 1520, range: 0...1520, rate: 0.998, bounces: true)
        // It reaches the edge after 137.4 ms at 0.759 pt/ms; the spring's peak is v/(ω·e) past the edge.
        #expect(near(motion.offset(at: 0.137_397), 1520))
        let peak = (0...2000).map { motion.offset(at: Double($0) / 1000) }.max() ?? 0
        #expect(near(peak, 1520 + 18.61, 0.05))
        #expect(motion.restingOffset == 1520)
        #expect(motion.offset(at: motion.duration) == 1520)
        let still = ScrollAxisMotion.afterLift(
            offset: 1400, velocity: 1, target: 1520, range: 0...1520, rate: 0.998, bounces: false)
        #expect((0...2000).allSatisfy { still.offset(at: Double($0) / 1000) <= 1520 })
        #expect(near(CGFloat(still.duration), 0.137))
    }

    @Test("§9 a lift past the edge springs back to the target; a changed target is reached exactly")
    func springBackAndChangedTarget() {
        let back = ScrollAxisMotion.afterLift(
            offset: -82.07, velocity: 0, target: 0, range: 0...1520, rate: 0.998, bounces: true)
        #expect(near(back.offset(at: 0), -82.07))
        #expect((1...2000).allSatisfy { back.offset(at: Double($0) / 1000) <= 0.000_1 })
        #expect(back.offset(at: back.duration) == 0)
        let moved = ScrollAxisMotion.afterLift(
            offset: 100, velocity: 1, target: 300, range: 0...1520, rate: 0.998, bounces: true)
        #expect(moved.restingOffset == 300)
        #expect(near(moved.offset(at: moved.duration - 0.000_001), 300, 0.51))
        #expect(moved.offset(at: moved.duration) == 300)
    }

    @Test("setContentOffset(_:animated:): an eased 0.3 s animation, halfway at 0.15 s")
    func animation() {
        let motion = ScrollAxisMotion.animation(from: 0, to: 200, duration: 0.3)
        #expect(motion.offset(at: 0) == 0)
        #expect(near(motion.offset(at: 0.15), 100))
        #expect(motion.offset(at: 0.3) == 200)
        #expect(ScrollAxisMotion.animation(from: 5, to: .nan, duration: 0.3).isStill)
    }

    @Test("zoom past a limit rubber-bands as the square root of the overshoot, or stops at the limit")
    func zoomRubberBand() {
        #expect(near(ScrollPhysics.rubberBandedZoomScale(4, minimum: 1, maximum: 2, bounces: true), 2.83))
        #expect(ScrollPhysics.rubberBandedZoomScale(4, minimum: 1, maximum: 2, bounces: false) == 2)
        #expect(ScrollPhysics.rubberBandedZoomScale(0.25, minimum: 1, maximum: 2, bounces: true) == 0.5)
        #expect(ScrollPhysics.rubberBandedZoomScale(1.5, minimum: 1, maximum: 2, bounces: true) == 1.5)
        #expect(ScrollPhysics.rubberBandedZoomScale(.nan, minimum: 1, maximum: 2, bounces: true) == 1)
    }
}

@Suite("ScrollPanDecisionTests")
struct ScrollPanDecisionTests {
    /// One row: what the scroll view can scroll, the drag, and the content views tracking (name, whether
    /// `touchesShouldCancel` answers true), with `canCancelContentTouches`.
    struct Row: Sendable, CustomStringConvertible {
        var axes: UIAxis
        var drag: CGPoint
        var canCancel = true
        var tracking: [(String, Bool)] = []
        var expected: RecognizerTransitionReason?
        var description: String {
            "\(axes) drag \(drag) tracking \(tracking.map(\.0)) → \(String(describing: expected))"
        }
    }

    static func s(_ name: String) -> TraceSubject { TraceSubject(name: name, serial: 1) }

    static let rows: [Row] = [
        Row(axes: .vertical, drag: CGPoint(x: 0, y: -20), expected: nil),
        Row(axes: .vertical, drag: CGPoint(x: 20, y: -5), expected: .cannotScroll(along: .horizontal)),
        Row(axes: .horizontal, drag: CGPoint(x: 5, y: -20), expected: .cannotScroll(along: .vertical)),
        Row(axes: .horizontal, drag: CGPoint(x: 15, y: 15), expected: .cannotScroll(along: .vertical)),
        Row(axes: .both, drag: CGPoint(x: 15, y: 3), expected: nil),
        Row(axes: [], drag: CGPoint(x: 0, y: 20), expected: .cannotScroll(along: .vertical)),
        Row(axes: .vertical, drag: CGPoint(x: 0, y: 20), tracking: [("row", true)], expected: nil),
        Row(
            axes: .vertical, drag: CGPoint(x: 0, y: 20), tracking: [("button", false)],
            expected: .contentKeepsTouches(s("button"))),
        Row(
            axes: .vertical, drag: CGPoint(x: 0, y: 20), canCancel: false, tracking: [("row", true)],
            expected: .contentTouchesNotCancellable(s("row"))),
        Row(
            axes: .vertical, drag: CGPoint(x: 20, y: 0), canCancel: false, tracking: [("row", true)],
            expected: .cannotScroll(along: .horizontal)),
    ]

    @Test("§9 whether a scroll view's pan may begin: the axis, then the content views that track", arguments: rows)
    func decision(row: Row) {
        var asked: [String] = []
        let refusal = ScrollPanDecision.refusal(
            scrollableAxes: row.axes, translation: row.drag, canCancelContentTouches: row.canCancel,
            trackingViews: row.tracking,
            shouldCancel: { view in
                asked.append(view.0)
                return view.1
            }, subject: { Self.s($0.0) })
        #expect(refusal == row.expected)
        // touchesShouldCancel(in:) is asked only when the scroll view may cancel and the axis allows the drag.
        if !row.canCancel || refusal == .cannotScroll(along: ScrollPanDecision.mainAxis(of: row.drag)) {
            #expect(asked == [])
        }
    }
}
