import Foundation
import ResponderKit
import Testing

/// Hit areas written with paths, the way iOS code writes them.
@MainActor
@Suite("PathHitAreaTests")
struct PathHitAreaTests {
    /// The seeds' circular hit area, written with a path.
    final class RoundButton: LoggingView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            UIBezierPath(ovalIn: bounds).contains(point)
        }
    }

    /// A star-like polygon of 100 segments as the hit area.
    final class PolygonView: LoggingView {
        let path: UIBezierPath = {
            let path = UIBezierPath()
            for index in 0..<100 {
                let angle = CGFloat(index) * 2 * .pi / 100
                let radius: CGFloat = index % 2 == 0 ? 50 : 40
                let point = CGPoint(x: 50 + radius * cos(angle), y: 50 + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.close()
            return path
        }()

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            path.contains(point)
        }
    }

    @Test("a round button whose point(inside:) is UIBezierPath(ovalIn: bounds).contains takes touches only on its disc")
    func roundButton() {
        let stage = Stage()
        stage.view("under", CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = RoundButton("button", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: stage.log)
        stage.window.addSubview(button)
        let app = stage.app
        app.tap(at: CGPoint(x: 100, y: 100), time: 0)
        app.tap(at: CGPoint(x: 55, y: 55), time: 1)
        app.tap(at: CGPoint(x: 52, y: 100), time: 2)
        app.tap(at: CGPoint(x: 149, y: 149), time: 3)
        #expect(
            stage.log.lines == [
                "button.began[1]", "button.ended[1]", "under.began[1]", "under.ended[1]", "button.began[1]",
                "button.ended[1]", "under.began[1]", "under.ended[1]",
            ])
        #expect(app.leftovers == [])
    }

    @Test("a view whose hit area is a 100-segment polygon answers between its points and not in its notches")
    func polygonHitArea() {
        let stage = Stage()
        stage.window.addSubview(
            PolygonView("polygon", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: stage.log))
        // The tips lie at radius 50 on even vertices, the notches at 40 on odd ones (every 3.6°).
        #expect(SeedExamplesTests.boundView(stage, at: CGPoint(x: 150, y: 150)) == "polygon")
        #expect(SeedExamplesTests.boundView(stage, at: CGPoint(x: 199, y: 150)) == "polygon")
        let notch = CGFloat(3.6 * Double.pi / 180)
        #expect(
            SeedExamplesTests.boundView(stage, at: CGPoint(x: 150 + 45 * cos(notch), y: 150 + 45 * sin(notch)))
                == "UIWindow")
        #expect(
            SeedExamplesTests.boundView(stage, at: CGPoint(x: 150 + 39 * cos(notch), y: 150 + 39 * sin(notch)))
                == "polygon")
        #expect(stage.app.leftovers == [])
    }
}
