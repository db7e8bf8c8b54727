import Foundation
import ResponderKit
import Testing

/// Seed 004's "复位": actions that move, scale or rotate their recognizer's view and reset the recognizer.
@MainActor
@Suite("ResettingActionTests")
struct ResettingActionTests {
    @Test("a pan that translates its view and resets the translation sees each move once")
    func panTranslatesAndResets() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 200, height: 400))
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else { return }
            let translation = pan.translation(in: view)
            view.transform = view.transform.translatedBy(x: translation.x, y: translation.y)
            pan.setTranslation(.zero, in: view)
            stage.log.add("pan \(pan.state) \(Int(saturating: translation.y))")
        }
        view.addGestureRecognizer(pan)
        stage.app.touch(.began, at: CGPoint(x: 50, y: 50), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 90), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 130), time: 0.2)
        stage.app.touch(.moved, at: CGPoint(x: 50, y: 170), time: 0.3)
        stage.app.touch(.ended, at: CGPoint(x: 50, y: 170), time: 0.4)
        #expect(
            stage.log.lines == [
                "V.began[1]", "pan began 40", "V.cancelled[1]", "pan changed 40", "pan changed 40", "pan ended 0",
            ])
        #expect(view.transform.ty == 120)
        #expect(stage.app.leftovers == [])
    }

    @Test("a pinch that scales its view and resets the scale sees the same ratio at every equal step")
    func pinchScalesAndResets() {
        let stage = Stage()
        let view = stage.view("V", CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        var scales: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer, let view = pinch.view else { return }
            view.transform = view.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            scales.append(String(format: "%.2f", Double(pinch.scale)))
            pinch.scale = 1
        }
        view.addGestureRecognizer(pinch)
        let distances: [CGFloat] = [100, 125, 156.25, 195.3125]
        for (index, distance) in distances.enumerated() {
            let phase: UITouch.Phase = index == 0 ? .began : .moved
            stage.app.touches(
                [
                    (1, phase, CGPoint(x: 200 - distance / 2, y: 200)),
                    (2, phase, CGPoint(x: 200 + distance / 2, y: 200)),
                ],
                time: Double(index) * 0.1)
        }
        #expect(scales.dropFirst() == ["1.25", "1.25"])
        stage.app.touches([(1, .ended, CGPoint(x: 100, y: 200)), (2, .ended, CGPoint(x: 300, y: 200))], time: 1)
        #expect(stage.app.leftovers == [])
    }
}
