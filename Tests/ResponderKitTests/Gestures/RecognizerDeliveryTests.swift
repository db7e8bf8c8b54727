import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("RecognizerDeliveryTests")
struct RecognizerDeliveryTests {
    @Test("a tap recognizer gets the touch first and cancels it in the view when it recognizes")
    func tapCancelsTouchesInView() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer { stage.log.add("tap \($0.state)") }
        view.addGestureRecognizer(tap)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        #expect(stage.log.lines == ["V.began[1]", "tap ended", "V.cancelled[1]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a single tap that requires a double tap to fail waits for the double tap's timeout")
    func singleRequiresDoubleToFail() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        let double = UITapGestureRecognizer { stage.log.add("double \($0.state)") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { stage.log.add("single \($0.state)") }
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 0)
        stage.log.add("lifted")
        stage.clock.advance(by: 1)
        #expect(stage.log.lines == ["V.began[1]", "lifted", "single ended", "V.cancelled[1]"])
        #expect(stage.app.leftovers == [])
        stage.log.lines.removeAll()
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 2)
        stage.app.tap(at: CGPoint(x: 50, y: 50), time: 2.2)
        stage.clock.advance(by: 1)
        #expect(stage.log.lines == ["V.began[1]", "V.began[1]", "double ended", "V.cancelled[1,1]"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a pan begins past the hysteresis, reports translation, and cancels the view's touch")
    func pan() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = UIPanGestureRecognizer { recognizer in
            let t = (recognizer as! UIPanGestureRecognizer).translation(in: view)
            stage.log.add("pan \(recognizer.state) \(Int(saturating: t.x))")
        }
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 15, y: 10), time: 0.01)
        stage.app.touch(.moved, at: CGPoint(x: 30, y: 10), time: 0.02)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 10), time: 0.03)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 10), time: 0.04)
        #expect(
            stage.log.lines == [
                "V.began[1]", "V.moved[1]", "pan began 20", "V.cancelled[1]", "pan changed 40", "pan ended 40",
            ])
        #expect(stage.app.leftovers == [])
    }
}
