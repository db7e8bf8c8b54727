import UIKit
import OSLog

/// A drawing view written the way iOS sketch views are: it collects each stroke's points from its touches and logs
/// what happened with `Logger`, and, in the legacy path it kept, with `os_log`.
final class SketchView: UIView {
    private let logger = Logger(subsystem: "com.example.sketch", category: "strokes")
    private static let legacyLog = OSLog(subsystem: "com.example.sketch", category: "legacy")

    private(set) var strokes: [[CGPoint]] = []
    private var current: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        current = [touch.location(in: self)]
        logger.debug(
            "stroke began at \(touch.location(in: self).x, format: .fixed(precision: 1)), \(touch.location(in: self).y, format: .fixed(precision: 1))"
        )
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        current.append(touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        strokes.append(current)
        logger.info("stroke \(self.strokes.count, privacy: .public) ended with \(self.current.count) points")
        if strokes.count > 1 {
            os_log(
                "%{public}@ holds %ld strokes", log: SketchView.legacyLog, type: .info,
                String(describing: type(of: self)), strokes.count)
        }
        current = []
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        logger.error("stroke cancelled after \(self.current.count) points: \(self.isHidden, format: .answer)")
        current = []
    }
}
