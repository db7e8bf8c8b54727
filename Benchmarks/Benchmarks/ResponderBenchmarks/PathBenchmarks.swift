import Benchmark
import Foundation
import ResponderKit

// Paths as hit areas (issue 31's targets: an oval's and a rounded rect's `contains` ≤ 50 ns; a hit test through a
// view whose point(inside:with:) uses a 100-segment path ≤ 2 µs). Each benchmark cycles through 1,024 points
// spread over and around the shape, so inside and outside answers and every branch are timed.

/// 1,024 points over a 140×140 square around a 100×100 shape at (0, 0).
private let pathPoints: [CGPoint] = (0..<1024).map { index in
    let x = CGFloat((index * 37) % 141) - 20
    let y = CGFloat((index * 53 + index / 7) % 141) - 20
    return CGPoint(x: x + 0.25, y: y + 0.5)
}

/// A view whose hit area is a 100-segment star polygon, as a custom control writes it.
@MainActor
private final class PolygonHitView: UIView {
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

/// A view whose hit area is its inscribed oval, built at each question as the seeds' example writes it.
@MainActor
private final class OvalHitView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}

func pathBenchmarks() {
    let shapes: [(String, @MainActor () -> UIBezierPath)] = [
        ("UIBezierPath(ovalIn:)", { UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)) }),
        (
            "UIBezierPath(roundedRect:cornerRadius:)",
            { UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20) }
        ),
    ]
    for (name, make) in shapes {
        Benchmark("\(name).contains", configuration: .init(scalingFactor: .kilo)) { benchmark async in
            await MainActor.run {
                let path = make()
                var next = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(path.contains(pathPoints[next]))
                    next = (next + 1) & 1023
                }
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("UIBezierPath(ovalIn:) built and asked contains", configuration: .init(scalingFactor: .kilo)) {
        benchmark async in
        await MainActor.run {
            let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
            var next = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(UIBezierPath(ovalIn: rect).contains(pathPoints[next]))
                next = (next + 1) & 1023
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("100-segment polygon path .contains", configuration: .init(scalingFactor: .kilo)) { benchmark async in
        await MainActor.run {
            let path = PolygonHitView(frame: .zero).path
            var next = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(path.contains(pathPoints[next]))
                next = (next + 1) & 1023
            }
            benchmark.stopMeasurement()
        }
    }

    let hitViews: [(String, @MainActor () -> UIView)] = [
        ("a 100-segment path", { PolygonHitView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }),
        ("UIBezierPath(ovalIn: bounds)", { OvalHitView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }),
    ]
    for (name, make) in hitViews {
        Benchmark(
            "hitTest through a view whose point(inside:) uses \(name)", configuration: .init(scalingFactor: .kilo)
        ) { benchmark async in
            await MainActor.run {
                let app = UIApplication(clock: ManualClock())
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
                window.makeKeyAndVisible()
                let view = make()
                view.frame.origin = CGPoint(x: 20, y: 20)
                window.addSubview(view)
                // The view's own points, in the window.
                let points = pathPoints.map { CGPoint(x: $0.x + 20, y: $0.y + 20) }
                for point in points { blackHole(window.hitTest(point, with: nil)) }
                var next = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(window.hitTest(points[next], with: nil))
                    next = (next + 1) & 1023
                }
                benchmark.stopMeasurement()
                withExtendedLifetime(app) {}
            }
        }
    }
}
