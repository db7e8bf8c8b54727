import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Before touching a view, the generator hit-tests its activation point; when another view would get the touch, the
/// error names it and says why, from the engine's own hit-test trace.
@MainActor
@Suite struct HittabilityTests {
    /// Taps `target` and returns the error's sentence, or nil when the tap went through.
    private func failure(tapping target: String, in bench: Bench) throws -> String? {
        let generator = try bench.generator()
        do {
            try generator.fingerTap(at: target)
            return nil
        } catch let error as EventGeneratorError {
            guard case .viewIsNotHittable(let report) = error else { return "unexpected: \(error)" }
            #expect(!report.traceLines.isEmpty)
            return error.description
        }
    }

    @Test("a view covered by a sibling in front: the error names the sibling")
    func covered() throws {
        let bench = Bench()
        bench.view("button", CGRect(x: 100, y: 100, width: 100, height: 50))
        bench.view("overlay", CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(
            try failure(tapping: "button", in: bench)
                == "\"button\" (UIView) is not hittable at (150, 125): it is covered by \"overlay\" (UIView); "
                + "\"overlay\" (UIView) would receive the touch")
    }

    @Test("a hidden view: the error says it is hidden and names the view behind it")
    func hidden() throws {
        let bench = Bench()
        let card = bench.view("card", CGRect(x: 0, y: 0, width: 320, height: 480))
        bench.view("button", CGRect(x: 100, y: 100, width: 100, height: 50), in: card).isHidden = true
        #expect(
            try failure(tapping: "button", in: bench)
                == "\"button\" (UIView) is not hittable at (150, 125): it is hidden; "
                + "\"card\" (UIView) would receive the touch")
    }

    @Test("an ancestor with user interaction off: the error names the ancestor")
    func interactionOff() throws {
        let bench = Bench()
        let panel = bench.view("panel", CGRect(x: 0, y: 0, width: 320, height: 240))
        panel.isUserInteractionEnabled = false
        bench.view("button", CGRect(x: 100, y: 100, width: 100, height: 50), in: panel)
        #expect(
            try failure(tapping: "button", in: bench)
                == "\"button\" (UIView) is not hittable at (150, 125): its ancestor \"panel\" (UIView) has user "
                + "interaction disabled; UIWindow would receive the touch")
    }

    @Test("a view with alpha below 0.01: the error says so")
    func transparent() throws {
        let bench = Bench()
        bench.view("ghost", CGRect(x: 100, y: 100, width: 100, height: 50)).alpha = 0.005
        #expect(
            try failure(tapping: "ghost", in: bench)
                == "\"ghost\" (UIView) is not hittable at (150, 125): it has alpha below 0.01; "
                + "UIWindow would receive the touch")
    }

    @Test("a view sticking out of its superview: the point is outside the superview's bounds")
    func outsideSuperview() throws {
        let bench = Bench()
        let strip = bench.view("strip", CGRect(x: 0, y: 0, width: 320, height: 60))
        bench.view("badge", CGRect(x: 20, y: 50, width: 40, height: 40), in: strip)
        #expect(
            try failure(tapping: "badge", in: bench)
                == "\"badge\" (UIView) is not hittable at (40, 70): the point is outside the bounds of "
                + "\"strip\" (UIView), which clips it for touches; UIWindow would receive the touch")
    }

    @Test("a view in a window behind another window: covered by the front window's view")
    func otherWindow() throws {
        let bench = Bench()
        bench.view("button", CGRect(x: 100, y: 100, width: 100, height: 50))
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: bench.app)
        alert.windowLevel = .alert
        alert.accessibilityIdentifier = "alert"
        alert.isHidden = false
        #expect(
            try failure(tapping: "button", in: bench)
                == "\"button\" (UIView) is not hittable at (150, 125): it is covered by \"alert\" (UIWindow); "
                + "\"alert\" (UIWindow) would receive the touch")
    }

    @Test("a view whose point(inside:with:) refuses its centre")
    func refusing() throws {
        final class Ring: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let dx = point.x - bounds.midX
                let dy = point.y - bounds.midY
                return dx * dx + dy * dy > 100
            }
        }
        let bench = Bench()
        let ring = Ring(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        ring.accessibilityIdentifier = "ring"
        bench.window.addSubview(ring)
        #expect(
            try failure(tapping: "ring", in: bench)
                == "\"ring\" (Ring) is not hittable at (150, 150): its point(inside:with:) refuses the point; "
                + "UIWindow would receive the touch")
    }

    @Test("a hittable view is tapped, and its subview taking the touch counts as the view")
    func hittable() throws {
        let bench = Bench()
        let card = bench.view("card", CGRect(x: 0, y: 0, width: 320, height: 480))
        bench.view("inner", CGRect(x: 140, y: 220, width: 40, height: 40), in: card)
        #expect(try failure(tapping: "card", in: bench) == nil)
    }

    @Test("the hittability probe is not seen by the application's trace observers")
    func probeIsPrivate() throws {
        let bench = Bench()
        bench.view("button", CGRect(x: 100, y: 100, width: 100, height: 50))
        let generator = try bench.generator()
        let recorder = bench.app.trace.recorder()
        #expect(generator.viewIsHittable(try generator.viewWithIdentifier("button")))
        #expect(recorder.lines == [])
    }

    @Test("a view laid out in layoutSubviews is found where layout puts it, before the touch")
    func layoutBeforeResolving() throws {
        final class Column: UIView {
            let child = UIView()
            override func layoutSubviews() {
                child.frame = CGRect(x: 0, y: bounds.height - 50, width: bounds.width, height: 50)
            }
        }
        let bench = Bench()
        let column = Column(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        column.child.accessibilityIdentifier = "footer"
        column.addSubview(column.child)
        bench.window.addSubview(column)
        let tap = UITapGestureRecognizer { bench.line($0, "footer tap", "y=\(format($0.location(in: nil).y))") }
        column.child.addGestureRecognizer(tap)
        let generator = try bench.generator()
        // The column shrinks; its footer moves only when layout runs, which the generator does before resolving.
        column.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        column.setNeedsLayout()
        try generator.fingerTap(at: "footer")
        #expect(bench.log.lines == ["footer tap ended y=375.00"])
    }
}
