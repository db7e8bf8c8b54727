import Foundation
import Testing

@testable import ResponderKit

/// Numbers a hostile or broken input source sends: every one is honoured, repaired or refused, never trapped on.
@MainActor
@Suite("HostileNumberTests")
struct HostileNumberTests {
    @Test(
        "a saturating conversion never traps: toward zero within range, clamped beyond it, zero for NaN",
        arguments: [
            (2.7, 2), (-2.7, -2), (-0.0, 0), (Double.leastNonzeroMagnitude, 0), (1e40, Int.max), (-1e40, Int.min),
            (.infinity, Int.max), (-.infinity, Int.min), (.nan, 0), (9.223372036854775807e18, Int.max),
            (-9.223372036854775808e18, Int.min), (1e15, 1_000_000_000_000_000),
        ] as [(Double, Int)])
    func saturating(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
        #expect(Int(saturating: CGFloat(value)) == expected)
    }

    @Test("narrow integer types saturate at their own bounds")
    func narrowTypes() {
        #expect(UInt8(saturating: 300.0) == 255)
        #expect(UInt8(saturating: -1.0) == 0)
        #expect(Int32(saturating: -1e10) == Int32.min)
        #expect(UInt64(saturating: 1e40) == UInt64.max)
        #expect(UInt64(saturating: Float.nan) == 0)
    }

    @Test("a DispatchTime's nanoseconds saturate for any time, never trapping")
    func dispatchTime() {
        #expect(DispatchTime(seconds: 1.5).uptimeNanoseconds == 1_500_000_000)
        #expect(DispatchTime(seconds: 1e40).uptimeNanoseconds == UInt64.max)
        #expect(DispatchTime(seconds: -3).uptimeNanoseconds == 0)
        #expect(DispatchTime(seconds: .nan).uptimeNanoseconds == 0)
    }

    @Test("trace text writes huge and non-finite numbers as %g, whole numbers as digits")
    func traceText() {
        #expect(
            [1e40, -1.7976931348623157e308, 1e9, 12.5, -0.0].map { Double($0).compact }
                == ["1e+40", "-1.79769e+308", "1000000000", "12.5", "0"])
        #expect([Double.nan, .infinity, -.infinity].map(\.compact) == ["nan", "inf", "-inf"])
        #expect(MetricFormat.points(1e40) == "1e+40 pt")
        #expect(MetricFormat.seconds(.infinity) == "inf s")
    }

    @Test("a pinch whose finger moves to 1e40 ignores that move, scales by what it can honour, and ends")
    func pinchWithHostileMove() {
        let stage = Stage()
        let photo = stage.view("photo", CGRect(x: 0, y: 0, width: 300, height: 300))
        photo.isMultipleTouchEnabled = true
        var log: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let scale = (recognizer as? UIPinchGestureRecognizer)?.scale ?? 0
            log.append("pinch \(recognizer.state) \(MetricFormat.number(Double(scale), decimals: 2))")
        }
        photo.addGestureRecognizer(pinch)
        let recorder = stage.app.trace.recorder()
        stage.app.touches([(1, .began, CGPoint(x: 100, y: 150)), (2, .began, CGPoint(x: 200, y: 150))], time: 0)
        stage.app.touches([(1, .moved, CGPoint(x: 80, y: 150)), (2, .moved, CGPoint(x: 220, y: 150))], time: 0.05)
        stage.app.touches([(1, .moved, CGPoint(x: 80, y: 1e40)), (2, .moved, CGPoint(x: 240, y: 150))], time: 0.1)
        stage.app.touches([(1, .ended, CGPoint(x: 60, y: 1e40)), (2, .ended, CGPoint(x: 240, y: 150))], time: 0.15)
        #expect(log == ["pinch began 1.4", "pinch changed 1.6", "pinch ended 1.6"])
        #expect(
            recorder.lines.filter { $0.hasPrefix("repaired") } == [
                "repaired: finger 1 has a value beyond 1000000000: sample dropped",
                "repaired: finger 1 has a value beyond 1000000000: sample dropped",
            ])
        #expect(stage.app.leftovers == [])
    }
}
