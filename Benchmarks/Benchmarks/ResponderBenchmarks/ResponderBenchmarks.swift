import Benchmark
import BenchmarkScenes
import Foundation
import ResponderKit
import ResponderScenes

// Run from Benchmarks/: `swift package benchmark`. Hit-testing scenes come from ../../shared/bench (set
// BENCH_SCENES to a directory gen_scenes.py wrote, or let compare.sh write Benchmarks/.compare/scenes first).
// Tracing is off throughout: nobody observes the trace. The runner calls benchmarks off the main actor, so each
// one hops to it (`MainActor.run`) before touching views; the hop is outside the measured loop.

private func sceneDirectory() -> String {
    if let directory = ProcessInfo.processInfo.environment["BENCH_SCENES"] { return directory }
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return here.appendingPathComponent("../../.compare/scenes").standardized.path
}

/// A finger down on the deepest of a 20-deep chain with recognizers spread over it.
@MainActor
private final class MoveStage {
    let app = UIApplication(clock: ManualClock())
    let window: UIWindow
    var chain: [UIView] = []
    // The driver's own state: unchecked, so the runtime's exclusivity checks on it (about 100 instructions a
    // move, as much as a tenth of what is measured) are not counted as delivery.
    @exclusivity(unchecked) var frames: [TouchFrame]
    @exclusivity(unchecked) var time = 0.0

    init(recognizers: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.makeKeyAndVisible()
        var parent: UIView = window
        for _ in 0..<20 {
            let view = UIView(frame: parent.bounds.insetBy(dx: 1, dy: 1))
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        for index in 0..<recognizers {
            let recognizer: UIGestureRecognizer =
                index % 3 == 0 ? UIPanGestureRecognizer() : index % 3 == 1 ? UIPinchGestureRecognizer() : UIRotationGestureRecognizer()
            chain[19 - (index * 2) % 20].addGestureRecognizer(recognizer)
        }
        frames = [200.0, 201.0].map { x in
            TouchFrame(timestamp: 0, samples: [TouchSample(finger: 1, phase: .moved, location: CGPoint(x: x, y: 200))])
        }
        app.inject(.touches(TouchFrame(timestamp: 0, samples: [TouchSample(finger: 1, phase: .began, location: CGPoint(x: 200, y: 200))])))
    }

    func move() {
        time += 0.001
        let index = Int(time * 1000) & 1
        frames[index].timestamp = time
        app.inject(.touches(frames[index]))
    }
}

/// A canvas that reads every coalesced and predicted touch of each move, as a drawing app does.
@MainActor
private final class CoalescedCanvas: UIView {
    var samplesRead = 0

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let event else { return }
        for sample in event.coalescedTouches(for: touch) ?? [] where sample.force >= 0 { samplesRead += 1 }
        for sample in event.predictedTouches(for: touch) ?? [] where sample.timestamp > 0 { samplesRead += 1 }
    }
}

/// A pencil down on a canvas under a pan (the canvas's), a pinch and a rotation (its ancestors'), moving in
/// 120 Hz frames of two 240 Hz samples each.
@MainActor
private final class PencilStage {
    let app = UIApplication(clock: ManualClock())
    let window: UIWindow
    let canvas: CoalescedCanvas
    // The driver's own state, unchecked as in `MoveStage`: its exclusivity checks are not delivery.
    @exclusivity(unchecked) var frames: [TouchFrame]
    @exclusivity(unchecked) var time = 0.0

    init() {
        app.isVerifying = false
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.makeKeyAndVisible()
        let outer = UIView(frame: window.bounds)
        window.addSubview(outer)
        canvas = CoalescedCanvas(frame: outer.bounds)
        outer.addSubview(canvas)
        canvas.addGestureRecognizer(UIPanGestureRecognizer())
        outer.addGestureRecognizer(UIPinchGestureRecognizer())
        window.addGestureRecognizer(UIRotationGestureRecognizer())
        func sample(_ phase: UITouch.Phase, _ x: Double) -> TouchSample {
            TouchSample(
                finger: 1, phase: phase, location: CGPoint(x: x, y: 200), force: 1, maximumPossibleForce: 4,
                type: .pencil, timestamp: 0, preciseLocation: CGPoint(x: x + 0.25, y: 200), altitudeAngle: 1,
                azimuthAngle: 0.5)
        }
        frames = [
            TouchFrame(timestamp: 0, samples: [sample(.moved, 200.5), sample(.moved, 201)]),
            TouchFrame(timestamp: 0, samples: [sample(.moved, 200.5), sample(.moved, 200)]),
        ]
        app.inject(.touches(TouchFrame(timestamp: 0, samples: [sample(.began, 200)])))
    }

    func move() {
        time += 1.0 / 120
        let index = Int((time * 120).rounded()) & 1
        frames[index].timestamp = time
        frames[index].samples[0].timestamp = time - 1.0 / 240
        frames[index].samples[1].timestamp = time
        app.inject(.touches(frames[index]))
    }
}

/// A finger dragging a scroll view of 1,000 rows with a button each, after its pan began (issue 13).
@MainActor
private final class ScrollDragStage {
    let app = UIApplication(clock: ManualClock())
    let window: UIWindow
    let list: UIScrollView
    // The driver's own state, unchecked as in `MoveStage`: its exclusivity checks are not delivery.
    @exclusivity(unchecked) var frames: [TouchFrame]
    @exclusivity(unchecked) var time = 0.001

    init() {
        app.isVerifying = false
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 320, height: 44_000)
        window.addSubview(list)
        for index in 0..<1_000 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 320, height: 44))
            row.addSubview(UIButton(frame: CGRect(x: 200, y: 4, width: 100, height: 36)))
            list.addSubview(row)
        }
        frames = [300.0, 301.0].map { y in
            TouchFrame(timestamp: 0, samples: [TouchSample(finger: 1, phase: .moved, location: CGPoint(x: 20, y: y))])
        }
        app.touch(.began, at: CGPoint(x: 20, y: 400), time: 0)
        app.touch(.moved, at: CGPoint(x: 20, y: 350), time: 0.001)
    }

    func move() {
        time += 0.001
        let index = Int((time * 1000).rounded()) & 1
        frames[index].timestamp = time
        app.inject(.touches(frames[index]))
    }
}

/// A scroll view decelerating over a very long content at the slowest rate; each step is one 60 Hz display
/// frame of the application's clock (the tick's timer, the motion's offset, `contentOffset`, the delegate).
@MainActor
private final class DecelerationStage {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow
    let list: UIScrollView
    // The driver's own state, unchecked as in `MoveStage`: its exclusivity checks (runtime calls at each tick) are
    // not the frame's.
    @exclusivity(unchecked) var time = 0.0

    init() {
        app = UIApplication(clock: clock)
        app.isVerifying = false
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 320, height: 1e9)
        list.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.9999)
        window.addSubview(list)
        fling()
    }

    func fling() {
        var y = 400.0
        app.touch(.began, at: CGPoint(x: 20, y: y), time: time)
        for _ in 0..<5 {
            time += 0.01
            y -= 60
            app.touch(.moved, at: CGPoint(x: 20, y: y), time: time)
        }
        time += 0.01
        app.touch(.ended, at: CGPoint(x: 20, y: y), time: time)
    }

    func tick() {
        time += 1.0 / 60
        clock.advance(to: time)
    }
}

/// 100 views in a window, each in a long `UIView.animate` of its centre and alpha (200 running animations); a tick
/// is one 60 Hz display frame of the application's animation engine.
@MainActor
private final class AnimationFrameStage {
    let clock = ManualClock()
    let app: UIApplication
    let window: UIWindow
    var views: [UIView] = []
    @exclusivity(unchecked) var time = 0.0

    init() {
        app = UIApplication(clock: clock)
        app.isVerifying = false
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        for index in 0..<100 {
            let view = UIView(
                frame: CGRect(x: CGFloat(index % 10) * 30, y: CGFloat(index / 10) * 40, width: 20, height: 20))
            window.addSubview(view)
            views.append(view)
        }
        for view in views {
            UIView.animate(withDuration: 1e6, delay: 0, options: .allowUserInteraction) {
                view.center.x += 100
                view.alpha = 0.5
            }
        }
    }

    func tick() {
        time += 1.0 / 60
        clock.advance(to: time)
    }
}

/// A scroll view of 10,000 rows with a button each, scrolled half way, and points over its visible part.
@MainActor
private final class ScrolledHitStage {
    let app = UIApplication(clock: ManualClock())
    let window: UIWindow
    let list: UIScrollView
    var points: [CGPoint] = []

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 320, height: 440_000)
        window.addSubview(list)
        for index in 0..<10_000 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 320, height: 44))
            row.addSubview(UIButton(frame: CGRect(x: 200, y: 4, width: 100, height: 36)))
            list.addSubview(row)
        }
        var state: UInt64 = 12345
        for _ in 0..<1024 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let x = Double(state >> 40 & 0xFFFF) / 65536 * 320
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let y = Double(state >> 40 & 0xFFFF) / 65536 * 480
            points.append(CGPoint(x: x, y: y))
        }
        list.contentOffset = CGPoint(x: 0, y: 200_000)
    }
}

/// A slider across a window, dragged from its thumb to its far end: began, 20 moves, ended. Its
/// `valueChanged` action counts, so target-action is part of what is measured.
@MainActor
private final class SliderStage {
    let app = UIApplication(clock: ManualClock())
    let window: UIWindow
    let slider: UISlider
    var frames: [TouchFrame] = []
    var time = 0.0
    var valueChanges = 0

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.makeKeyAndVisible()
        slider = UISlider(frame: CGRect(x: 0, y: 100, width: 400, height: 44))
        window.addSubview(slider)
        slider.addAction(UIAction { [unowned self] _ in self.valueChanges += 1 }, for: .valueChanged)
        // The thumb's centre is 14 pt in at value 0; the finger goes down there and drags right.
        func frame(_ phase: UITouch.Phase, x: Double) -> TouchFrame {
            TouchFrame(timestamp: 0, samples: [TouchSample(finger: 1, phase: phase, location: CGPoint(x: x, y: 122))])
        }
        frames.append(frame(.began, x: 14))
        for step in 1...20 { frames.append(frame(.moved, x: 14 + Double(step) * 18)) }
        frames.append(frame(.ended, x: 374))
    }

    /// One drag, then the value back to the start (setting it sends no events) for the next.
    func drag() {
        for index in frames.indices {
            time += 0.01
            frames[index].timestamp = time
            app.inject(.touches(frames[index]))
        }
        time += 1
        slider.setValue(0, animated: false)
    }
}

/// Writes a scene file of `views` plain views under one window, as a balanced tree (ten subviews a view) in the
/// flat `views` list, and returns its path.
private func writeGeneratedScene(views: Int) throws -> String {
    var text = "name: generated \(views)-view balanced tree\nwindows:\n  - {id: w, frame: [0, 0, 1000, 1000]}\nviews:\n"
    text.reserveCapacity(views * 64)
    for index in 0..<views {
        let parent = index == 0 ? "w" : "v\((index - 1) / 10)"
        let slot = index == 0 ? 0 : (index - 1) % 10
        let size = index == 0 ? 1000 : 90
        text += "  - {id: v\(index), superview: \(parent), frame: [\(slot * 9), \(slot * 9), \(size), \(size)]}\n"
    }
    let path = NSTemporaryDirectory() + "responderkit-bench-\(views)-\(getpid()).yaml"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// Scene files read once, on first use, and kept for the benchmark's later samples.
private final class SceneCache: @unchecked Sendable {
    private let lock = NSLock()
    private var scenes: [String: BenchScene] = [:]

    func scene(at path: String) -> BenchScene? {
        lock.lock()
        defer { lock.unlock() }
        if let scene = scenes[path] { return scene }
        let scene = try? BenchScene(contentsOf: path)
        scenes[path] = scene
        return scene
    }
}

private let loadedScenes = SceneCache()

/// The views of the memory benchmark, never freed (see there).
@MainActor private var keptViews: [[UIView]] = []

private func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 1_000_000)
    pathBenchmarks()
    generatorBenchmarks()

    do {
        let directory = sceneDirectory()
        if let points = try? readBenchPoints(directory + "/points.txt") {
            for shape in ["balanced", "wide", "deep"] {
                for n in [100, 1_000, 10_000, 100_000] {
                    let path = "\(directory)/\(shape)_\(n).txt"
                    guard FileManager.default.fileExists(atPath: path) else { continue }
                    // Loaded when the benchmark first runs, so a filter that leaves it out does not pay for the file.
                    Benchmark("hitTest \(shape) \(n)", configuration: .init(scalingFactor: .kilo)) { benchmark async in
                        guard let scene = loadedScenes.scene(at: path) else { return }
                        await MainActor.run {
                            let (window, views) = scene.makeWindow(application: UIApplication())
                            for point in points { blackHole(window.hitTest(point, with: nil)) }  // warm, build indexes
                            var next = 0
                            benchmark.startMeasurement()
                            for _ in benchmark.scaledIterations {
                                blackHole(window.hitTest(points[next], with: nil))
                                next = next == points.count - 1 ? 0 : next + 1
                            }
                            benchmark.stopMeasurement()
                            withExtendedLifetime(views) {}
                        }
                    }
                }
            }
        }

        // Each sample builds a stage, warms it and times 1,000 moves; the time shown is per move (the median over
        // samples of each sample's mean). Timing single moves measured the first move after each new stage.
        for recognizers in [0, 3, 10] {
            Benchmark(
                "touch move, 20-deep chain, \(recognizers) recognizers", configuration: .init(scalingFactor: .kilo)
            ) { benchmark async in
                await MainActor.run {
                    let stage = MoveStage(recognizers: recognizers)
                    for _ in 0..<100 { stage.move() }
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations { stage.move() }
                    benchmark.stopMeasurement()
                }
            }
        }

        // Issue 17: a pencil frame at 120 Hz carrying 2 coalesced 240 Hz samples, through 3 recognizers, with the
        // canvas reading every coalesced and predicted touch (target: 1.5 µs median, 0 allocations).
        Benchmark(
            "pencil frame, 120 Hz, 2 coalesced samples, 3 recognizers", configuration: .init(scalingFactor: .kilo)
        ) { benchmark async in
            await MainActor.run {
                let stage = PencilStage()
                for _ in 0..<100 { stage.move() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { stage.move() }
                benchmark.stopMeasurement()
                blackHole(stage.canvas.samplesRead)
            }
        }

        // Issue 13: a drag through a scroll view of 1,000 rows with a button each, after the pan began (target:
        // 1 µs median, 0 allocations); a 60 Hz deceleration frame (target: 200 ns); hit tests into the scrolled
        // content of 10,000 rows, the content moving a point every 64 tests (the index must survive scrolling).
        Benchmark("scroll view drag move, 1,000 rows with buttons", configuration: .init(scalingFactor: .kilo)) {
            benchmark async in
            await MainActor.run {
                let stage = ScrollDragStage()
                for _ in 0..<100 { stage.move() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { stage.move() }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("scroll view deceleration frame (60 Hz tick)", configuration: .init(scalingFactor: .kilo)) {
            benchmark async in
            await MainActor.run {
                let stage = DecelerationStage()
                for _ in 0..<10 { stage.tick() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { stage.tick() }
                benchmark.stopMeasurement()
                if !stage.list.isDecelerating { benchmark.error("the deceleration ended during the measurement") }
            }
        }

        // Issue 34: one 60 Hz display frame with 100 views animating (200 layer animations sampled; target: 10 µs
        // median, 0 allocations).
        Benchmark("animation frame, 100 animated views (60 Hz tick)", configuration: .init(scalingFactor: .kilo)) {
            benchmark async in
            await MainActor.run {
                let stage = AnimationFrameStage()
                for _ in 0..<10 { stage.tick() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { stage.tick() }
                benchmark.stopMeasurement()
                if !stage.app.leftovers.contains(where: { $0.hasPrefix("animation ") }) {
                    benchmark.error("the animations ended during the measurement")
                }
            }
        }

        Benchmark("hitTest into a scrolled scroll view of 10,000 rows", configuration: .init(scalingFactor: .kilo)) {
            benchmark async in
            await MainActor.run {
                let stage = ScrolledHitStage()
                for point in stage.points { blackHole(stage.window.hitTest(point, with: nil)) }
                var next = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    next = (next + 1) & 1023
                    if next & 63 == 0 { stage.list.contentOffset.y += next & 64 == 0 ? 1 : -1 }
                    blackHole(stage.window.hitTest(stage.points[next], with: nil))
                }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("full tap") { benchmark async in
            await MainActor.run {
                let stage = MoveStage(recognizers: 0)
                stage.app.inject(.touches(TouchFrame(timestamp: 0.001, samples: [TouchSample(finger: 1, phase: .ended, location: CGPoint(x: 200, y: 200))])))
                var time = 1.0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    time += 1
                    stage.app.tap(at: CGPoint(x: 150, y: 150), time: time)
                }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("two-finger pinch (began, 10 moves, ended)") { benchmark async in
            await MainActor.run {
                let app = UIApplication(clock: ManualClock())
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
                window.makeKeyAndVisible()
                let view = UIView(frame: window.bounds)
                window.addSubview(view)
                view.addGestureRecognizer(UIPinchGestureRecognizer())
                var time = 0.0
                func frame(_ phase: UITouch.Phase, _ spread: Double) -> InputEvent {
                    .touches(TouchFrame(timestamp: 0, samples: [
                        TouchSample(finger: 1, phase: phase, location: CGPoint(x: 200 - spread, y: 200)),
                        TouchSample(finger: 2, phase: phase, location: CGPoint(x: 200 + spread, y: 200)),
                    ]))
                }
                // Built once: the measured loop only stamps the time, so it counts the engine's allocations.
                let moves = (1...10).map { frame(.moved, 20 + Double($0) * 5) }
                let frames = [frame(.began, 20)] + moves + [frame(.ended, 70)]
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    for input in frames { app.inject(input.withTimestampAfter(&time)) }
                    time += 1
                }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("control drag: slider began, 20 moves, ended") { benchmark async in
            await MainActor.run {
                let stage = SliderStage()
                for _ in 0..<10 { stage.drag() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { stage.drag() }
                benchmark.stopMeasurement()
                precondition(stage.valueChanges > 0, "the slider's valueChanged action never fired")
            }
        }

        Benchmark("1,000 fingers: began, moved, ended frames", configuration: .init(maxIterations: 200)) { benchmark async in
            await MainActor.run {
                let app = UIApplication(clock: ManualClock())
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000), application: app)
                window.makeKeyAndVisible()
                for row in 0..<10 {
                    for column in 0..<10 {
                        let view = UIView(frame: CGRect(x: column * 100, y: row * 100, width: 100, height: 100))
                        view.isMultipleTouchEnabled = true
                        window.addSubview(view)
                    }
                }
                var time = 0.0
                func frame(_ phase: UITouch.Phase, _ dx: Double) -> InputEvent {
                    time += 0.01
                    return .touches(TouchFrame(timestamp: time, samples: (0..<1_000).map { finger in
                        TouchSample(finger: finger, phase: phase, location: CGPoint(x: Double(finger % 40) * 25 + 5 + dx, y: Double(finger / 40) * 40 + 5))
                    }))
                }
                let frames = [frame(.began, 0), frame(.moved, 3), frame(.ended, 3)]
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    for input in frames { app.inject(input.withTimestampAfter(&time)) }
                }
                benchmark.stopMeasurement()
            }
        }

        // Only when the generated bench scenes are there (see the hit-testing benchmarks above).
        let benchTextScene = sceneDirectory() + "/balanced_100000.txt"
        if FileManager.default.fileExists(atPath: benchTextScene) {
            Benchmark(
                "load the 100,000-view bench text scene (BenchScene parse + build views)",
                configuration: .init(maxIterations: 5)
            ) { benchmark async in
                await MainActor.run {
                    for _ in benchmark.scaledIterations {
                        guard let scene = try? BenchScene(contentsOf: benchTextScene) else {
                            return benchmark.error("cannot read \(benchTextScene)")
                        }
                        blackHole(scene.makeWindow(application: UIApplication()))
                    }
                }
            }
        }

        Benchmark(
            "load a 100,000-view scene file (SceneDecoder + SceneBuilder)", configuration: .init(maxIterations: 5)
        ) { benchmark async in
            do {
                let path = try writeGeneratedScene(views: 100_000)
                defer { try? FileManager.default.removeItem(atPath: path) }
                try await MainActor.run {
                    for _ in benchmark.scaledIterations {
                        let scene = try SceneDecoder().decode(contentsOfFile: path)
                        let built = try SceneBuilder().build(scene, in: UIApplication(clock: ManualClock()))
                        precondition(built.view("v99999") != nil, "the generated scene lost views")
                        blackHole(built)
                    }
                }
            } catch {
                benchmark.error("the generated scene did not load: \(error)")
            }
        }

        Benchmark(
            "memory: 1,000,000 plain UIViews",
            configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxIterations: 1)
        ) { benchmark async in
            await MainActor.run {
                var views: [UIView] = []
                views.reserveCapacity(1_000_000)
                let before = residentBytes()
                for index in 0..<1_000_000 {
                    views.append(UIView(frame: CGRect(x: index % 1000, y: 0, width: 10, height: 10)))
                }
                let after = residentBytes()
                print("bytes per UIView (resident set growth): \((after - before) / 1_000_000)")
                // Kept alive: the runner may run this again in the same process, and views freed here would be
                // reused there, showing almost no growth.
                keptViews.append(views)
            }
        }
    }
}

extension InputEvent {
    /// The same touch frame at a later time.
    fileprivate func withTimestampAfter(_ time: inout Double) -> InputEvent {
        guard case .touches(var frame) = self else { return self }
        time += 0.01
        frame.timestamp = time
        return .touches(frame)
    }
}
