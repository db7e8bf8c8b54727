import Foundation
import ResponderKit
import Testing

/// A card that follows the finger, as the seeds' "drag me" does: `touchesMoved` moves its centre by the
/// finger's movement.
@MainActor
private final class DraggedCard: UIView {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let now = touch.location(in: superview)
        let before = touch.previousLocation(in: superview)
        center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
    }
}

@MainActor
@Suite("ViewChangeTraceTests")
struct ViewChangeTraceTests {
    /// The trace lines without hit-testing's questions.
    static func lines(_ recorder: TraceRecorder) -> [String] {
        recorder.deliveryLines
    }

    @Test("a view moved by touchesMoved is traced where it moves, between the delivery and the next input")
    func dragIsTracedInOrder() {
        let stage = Stage()
        let card = DraggedCard(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        card.accessibilityIdentifier = "card"
        stage.window.addSubview(card)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 30, y: 30), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 40, y: 50), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 40, y: 50), time: 0.2)
        #expect(
            Self.lines(recorder) == [
                "input: t=0 finger 1 began (30, 30)", "finger 1 -> card in UIWindow", "card.touchesBegan[1]",
                "card -> UIWindow touchesBegan", "UIWindow -> UIApplication touchesBegan",
                "UIApplication -> end of chain: touchesBegan dropped",
                "input: t=0.1 finger 1 moved (40, 50)", "card.touchesMoved[1]",
                "card changed: frame (30, 40, 100, 50)",
                "input: t=0.2 finger 1 ended (40, 50)", "card.touchesEnded[1]",
                "card -> UIWindow touchesEnded", "UIWindow -> UIApplication touchesEnded",
                "UIApplication -> end of chain: touchesEnded dropped",
            ])
        #expect(
            recorder.events.contains(
                .viewChanged(
                    view: stage.app.trace.subject(card),
                    geometry: ViewGeometry(
                        frame: CGRect(x: 30, y: 40, width: 100, height: 50),
                        bounds: CGRect(x: 0, y: 0, width: 100, height: 50),
                        center: CGPoint(x: 80, y: 65), transform: .identity, alpha: 1, isHidden: false))))
        #expect(stage.app.leftovers == [])
    }

    @Test("a frame assignment is one change; bounds, transform, alpha and hidden each say what differs")
    func eachPropertyIsTraced() {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "photo"
        stage.window.addSubview(view)
        let recorder = stage.app.trace.recorder()
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        view.bounds.origin = CGPoint(x: 0, y: 40)
        view.transform = CGAffineTransform(rotationAngle: .pi / 3).scaledBy(x: 2, y: 2)
        view.transform = .identity
        view.alpha = 0.5
        view.isHidden = true
        #expect(
            recorder.lines == [
                "photo changed: frame (10, 20, 200, 100)",
                "photo changed: frame (10, 20, 200, 100), bounds origin (0, 40)",
                "photo changed: frame (-76.6025, -153.205, 373.205, 446.41), bounds origin (0, 40), "
                    + "transform scale 2 rotated 60°",
                "photo changed: frame (10, 20, 200, 100), bounds origin (0, 40)",
                "photo changed: frame (10, 20, 200, 100), bounds origin (0, 40), alpha 0.5",
                "photo changed: frame (10, 20, 200, 100), bounds origin (0, 40), alpha 0.5, hidden",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("assigning the value a view already has records nothing, and neither does a view outside a window")
    func unchangedAndWindowlessAreSilent() {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        let recorder = stage.app.trace.recorder()
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: 5, y: 5)
        view.alpha = 1
        view.isHidden = false
        view.transform = .identity
        loose.center = CGPoint(x: 50, y: 50)
        #expect(recorder.lines == [])
        view.center = CGPoint(x: 6, y: 5)
        #expect(recorder.lines == ["UIView changed: frame (1, 0, 10, 10)"])
        #expect(stage.app.leftovers == [])
    }

    @Test("with no observer, moving views builds no trace event: the first event an observer sees is its own")
    func noObserverNoEvents() {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        for step in 1...100 { view.center = CGPoint(x: step, y: step) }
        let recorder = stage.app.trace.recorder()
        view.center = CGPoint(x: 0, y: 0)
        #expect(recorder.lines == ["UIView changed: frame (-5, -5, 10, 10)"])
        #expect(stage.app.leftovers == [])
    }
}

extension ViewChangeTraceTests {
    @Test("a window showing is not a view change; a view hidden in it is")
    func windowVisibilityIsNotAViewChange() {
        let stage = Stage()
        let recorder = stage.app.trace.recorder()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: stage.app)
        other.isHidden = false
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.addSubview(view)
        view.isHidden = true
        #expect(recorder.lines == ["UIView changed: frame (0, 0, 10, 10), hidden"])
        #expect(stage.app.leftovers == [])
    }
}
