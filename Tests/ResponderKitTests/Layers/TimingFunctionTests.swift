import Foundation
import Testing

@testable import ResponderKit

/// The y of the cubic Bézier (0,0), (x1,y1), (x2,y2), (1,1) at x, found by bisection on x(s): an independent
/// reference for `CAMediaTimingFunction`'s Newton solver.
func bezierByBisection(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
        let middle = (low + high) / 2
        if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
}

@MainActor
@Suite("TimingFunctionTests")
struct TimingFunctionTests {
    // Expected values from a Python one-off that bisects x(s) = t to 200 halvings and prints y(s), rounded to 1e-6.
    @Test(
        "§13 ease-in-out is the cubic Bézier (0.42, 0, 0.58, 1)",
        arguments: [(0.1, 0.019722), (0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838), (0.9, 0.980278)])
    func easeInOut(time: Double, progress: Double) {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(function.progress(at: time) - progress) < 1e-6)
        #expect(abs(function.progress(at: time) - bezierByBisection(time, 0.42, 0, 0.58, 1)) < 1e-9)
    }

    @Test(
        "§13 Core Animation's default is the cubic Bézier (0.25, 0.1, 0.25, 1)",
        arguments: [(0.1, 0.094796), (0.25, 0.408511), (0.5, 0.802403), (0.75, 0.960459), (0.9, 0.994316)])
    func defaultCurve(time: Double, progress: Double) {
        #expect(abs(CAMediaTimingFunction(name: .default).progress(at: time) - progress) < 1e-6)
    }

    @Test("§13 ease-in (0.42, 0, 1, 1) and ease-out (0, 0, 0.58, 1)")
    func easeInAndOut() {
        #expect(abs(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5) - 0.315357) < 1e-6)
        #expect(abs(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5) - 0.684643) < 1e-6)
        #expect(CAMediaTimingFunction(name: .linear).progress(at: 0.3) == 0.3)
    }

    @Test("any cubic Bézier agrees with bisection; ends and bad input are clamped")
    func arbitraryCurves() {
        let function = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
        // `controlPoints:` takes Floats, as Core Animation's does: the reference uses the same rounded values.
        let (x1, y1, x2, y2) = (Double(Float(0.68)), Double(Float(-0.55)), Double(Float(0.265)), Double(Float(1.55)))
        for step in 0...20 {
            let t = Double(step) / 20
            #expect(abs(function.progress(at: t) - bezierByBisection(t, x1, y1, x2, y2)) < 1e-9)
        }
        #expect(function.progress(at: -1) == 0 && function.progress(at: 2) == 1 && function.progress(at: .nan) == 0)
        var point: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &point)
        #expect(point == [0.68, -0.55])
    }

    // Expected values from a Python one-off of the closed forms (math.exp, math.cos, math.sin), rounded to 1e-6.
    @Test("§13 the spring's closed form: underdamped, critically damped and overdamped")
    func springClosedForm() {
        let underdamped = SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        for (t, expected) in [(0.1, 0.3403), (0.2, 0.849426), (0.3, 1.124355), (0.5, 1.074591), (1.0, 1.00217)] {
            #expect(abs(underdamped.progress(at: t) - expected) < 1e-6)
        }
        #expect(abs(underdamped.settlingDuration - 1.410319) < 1e-6)
        let critical = SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5)
        for (t, expected) in [(0.1, 0.448181), (0.2, 0.729329), (0.5, 0.976417)] {
            #expect(abs(critical.progress(at: t) - expected) < 1e-6)
        }
        let overdamped = SpringCurve(mass: 1, stiffness: 100, damping: 30, initialVelocity: 0)
        for (t, expected) in [(0.1, 0.213354), (0.3, 0.627818), (0.6, 0.881648)] {
            #expect(abs(overdamped.progress(at: t) - expected) < 1e-6)
        }
        let animation = CASpringAnimation(keyPath: "position.y")
        #expect(abs(animation.settlingDuration - 1.410319) < 1e-6)
    }

    @Test("§13 a spring by damping ratio settles in the duration it is given")
    func springByDampingRatio() {
        for ratio in [0.3, 0.7, 1.0, 1.5] {
            let spring = SpringCurve(dampingRatio: ratio, duration: 0.6, initialVelocity: 0)
            #expect(abs(spring.settlingDuration - 0.6) < 1e-6)
            #expect(abs(spring.progress(at: 0.6) - 1) < 0.002)
        }
    }

    @Test("the timing model: delay, repeat, autoreverse, speed and fill modes")
    func timingModel() {
        var timing = AnimationTiming(begin: 1, duration: 2)
        #expect(timing.fraction(at: 0.5) == nil)
        #expect(timing.fraction(at: 2) == 0.5)
        #expect(timing.end == 3)
        #expect(timing.fraction(at: 3) == nil)
        timing.fillMode = .both
        #expect(timing.fraction(at: 0.5) == 0 && timing.fraction(at: 5) == 1)
        timing.autoreverses = true
        timing.repeatCount = 2
        #expect(timing.end == 9)
        #expect(timing.fraction(at: 4) == 0.5)
        #expect(timing.fraction(at: 9) == 0)
        timing.speed = 2
        #expect(timing.end == 5)
    }
}
