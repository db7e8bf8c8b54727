import Foundation
import ResponderKit
import Testing

/// Gives objects short labels in order of first appearance: `t0`, `t1`, … so logs can show identity. It
/// keeps the objects alive, so a new object never reuses an old one's address and label.
@MainActor
final class IdentityLabels {
    private var seen: [AnyObject] = []
    private let prefix: String

    init(_ prefix: String) {
        self.prefix = prefix
    }

    func label(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if let index = seen.firstIndex(where: { $0 === object }) { return "\(prefix)\(index)" }
        seen.append(object)
        return "\(prefix)\(seen.count - 1)"
    }
}

/// A view that logs, for each call, the touches' identities, the event's identity and what the event holds.
@MainActor
final class InspectingView: UIView {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let log: EventLog
    let name: String
    let touchLabels: IdentityLabels
    let eventLabels: IdentityLabels
    var details: (UITouch, UIEvent?) -> String = { _, _ in "" }

    init(_ name: String, frame: CGRect, log: EventLog, touchLabels: IdentityLabels, eventLabels: IdentityLabels) {
        self.log = log
        self.name = name
        self.touchLabels = touchLabels
        self.eventLabels = eventLabels
        super.init(frame: frame)
        accessibilityIdentifier = name
        isMultipleTouchEnabled = true
    }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            let extra = details(touch, event)
            log.add(
                "\(name).\(phase) finger \(touch.finger) \(touchLabels.label(touch)) \(eventLabels.label(event))"
                    + (extra.isEmpty ? "" : " " + extra))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
    }
}

@MainActor
@Suite("TouchDeliveryTests")
struct TouchDeliveryTests {
    @MainActor
    struct Scene {
        let stage = Stage()
        let touches = IdentityLabels("t")
        let events = IdentityLabels("e")
        let a: InspectingView
        let b: InspectingView

        @MainActor
        init() {
            a = InspectingView(
                "A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log, touchLabels: touches,
                eventLabels: events)
            b = InspectingView(
                "B", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: stage.log, touchLabels: touches,
                eventLabels: events)
            stage.window.addSubview(a)
            stage.window.addSubview(b)
        }
    }

    @Test("one UITouch object per finger for its whole life, and a new one for the next touch-down")
    func oneTouchPerFinger() {
        let scene = Scene()
        let app = scene.stage.app
        app.touch(.began, finger: 1, at: CGPoint(x: 10, y: 10), time: 0)
        app.touch(.began, finger: 2, at: CGPoint(x: 20, y: 10), time: 0.01)
        app.touches([(1, .moved, CGPoint(x: 15, y: 10)), (2, .moved, CGPoint(x: 25, y: 10))], time: 0.02)
        app.touch(.ended, finger: 1, at: CGPoint(x: 15, y: 10), time: 0.03)
        app.touch(.ended, finger: 2, at: CGPoint(x: 25, y: 10), time: 0.04)
        app.tap(at: CGPoint(x: 10, y: 10), finger: 1, time: 1)
        #expect(
            scene.stage.log.lines == [
                "A.began finger 1 t0 e0", "A.began finger 2 t1 e0", "A.moved finger 1 t0 e0", "A.moved finger 2 t1 e0",
                "A.ended finger 1 t0 e0", "A.ended finger 2 t1 e0", "A.began finger 1 t2 e1", "A.ended finger 1 t2 e1",
            ])
        #expect(app.leftovers == [])
    }

    @Test("one UIEvent spans the sequence from first down to last up; allTouches holds the sequence's touches")
    func eventSpansSequence() {
        let scene = Scene()
        scene.a.details = { _, event in "all \(event?.allTouches?.map(\.finger).sorted() ?? [])" }
        scene.b.details = scene.a.details
        let app = scene.stage.app
        app.touch(.began, finger: 1, at: CGPoint(x: 10, y: 10), time: 0)
        app.touch(.began, finger: 2, at: CGPoint(x: 150, y: 10), time: 0.1)
        app.touch(.ended, finger: 1, at: CGPoint(x: 10, y: 10), time: 0.2)
        app.touch(.began, finger: 3, at: CGPoint(x: 20, y: 10), time: 0.3)
        app.touches([(2, .ended, CGPoint(x: 150, y: 10)), (3, .ended, CGPoint(x: 20, y: 10))], time: 0.4)
        app.tap(at: CGPoint(x: 10, y: 10), finger: 1, time: 1)
        #expect(
            scene.stage.log.lines == [
                "A.began finger 1 t0 e0 all [1]", "B.began finger 2 t1 e0 all [1, 2]",
                "A.ended finger 1 t0 e0 all [1, 2]",
                "A.began finger 3 t2 e0 all [2, 3]", "B.ended finger 2 t1 e0 all [2, 3]",
                "A.ended finger 3 t2 e0 all [2, 3]",
                "A.began finger 1 t3 e1 all [1]", "A.ended finger 1 t3 e1 all [1]",
            ])
        #expect(app.leftovers == [])
    }

    @Test("touches(for:) picks the event's touches by view and by window")
    func touchesForViewAndWindow() {
        let scene = Scene()
        let window = scene.stage.window
        scene.a.details = { [a = scene.a, b = scene.b] _, event in
            guard let event else { return "" }
            let f = { (s: Set<UITouch>?) in s?.map(\.finger).sorted() ?? [] }
            return "A\(f(event.touches(for: a))) B\(f(event.touches(for: b))) window\(f(event.touches(for: window)))"
        }
        let app = scene.stage.app
        app.touches(
            [
                (1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 150, y: 10)),
                (3, .began, CGPoint(x: 20, y: 20)),
            ], time: 0)
        app.touches(
            [
                (1, .ended, CGPoint(x: 10, y: 10)), (2, .ended, CGPoint(x: 150, y: 10)),
                (3, .ended, CGPoint(x: 20, y: 20)),
            ], time: 0.1)
        #expect(
            scene.stage.log.lines.filter { $0.hasPrefix("A.began") } == [
                "A.began finger 1 t0 e0 A[1, 3] B[2] window[1, 2, 3]",
                "A.began finger 3 t1 e0 A[1, 3] B[2] window[1, 2, 3]",
            ])
        #expect(app.leftovers == [])
    }

    @Test("fingers that go down together reach a view in one touchesBegan; one after another, in separate calls")
    func togetherAndApart() {
        let stage = Stage()
        let a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        a.isMultipleTouchEnabled = true
        a.callsSuper = false
        let b = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        b.callsSuper = false
        let app = stage.app
        app.touches(
            [
                (1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 20, y: 10)),
                (3, .began, CGPoint(x: 150, y: 10)),
            ], time: 0)
        app.touches(
            [
                (1, .ended, CGPoint(x: 10, y: 10)), (2, .ended, CGPoint(x: 20, y: 10)),
                (3, .ended, CGPoint(x: 150, y: 10)),
            ], time: 0.1)
        app.touch(.began, finger: 1, at: CGPoint(x: 10, y: 10), time: 1)
        app.touch(.began, finger: 2, at: CGPoint(x: 20, y: 10), time: 1.1)
        app.touches([(1, .moved, CGPoint(x: 11, y: 10)), (2, .moved, CGPoint(x: 21, y: 10))], time: 1.2)
        app.touch(.ended, finger: 2, at: CGPoint(x: 21, y: 10), time: 1.3)
        app.touch(.ended, finger: 1, at: CGPoint(x: 11, y: 10), time: 1.4)
        #expect(
            stage.log.lines == [
                "A.began[1,2]", "B.began[3]", "A.ended[1,2]", "B.ended[3]",
                "A.began[1]", "A.began[2]", "A.moved[1,2]", "A.ended[2]", "A.ended[1]",
            ])
        #expect(app.leftovers == [])
    }

    @Test("with isMultipleTouchEnabled false (the default) a view gets only the first touch of the sequence")
    func multipleTouchDisabled() {
        let stage = Stage()
        let a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        a.callsSuper = false
        #expect(a.isMultipleTouchEnabled == false)
        let recorder = stage.app.trace.recorder()
        let app = stage.app
        app.touches([(1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 20, y: 10))], time: 0)
        app.touch(.began, finger: 3, at: CGPoint(x: 30, y: 10), time: 0.1)
        app.touches(
            [
                (1, .moved, CGPoint(x: 11, y: 10)), (2, .moved, CGPoint(x: 21, y: 10)),
                (3, .moved, CGPoint(x: 31, y: 10)),
            ], time: 0.2)
        app.touches(
            [
                (1, .ended, CGPoint(x: 11, y: 10)), (2, .ended, CGPoint(x: 21, y: 10)),
                (3, .ended, CGPoint(x: 31, y: 10)),
            ], time: 0.3)
        #expect(stage.log.lines == ["A.began[1]", "A.moved[1]", "A.ended[1]"])
        #expect(
            recorder.lines.filter { $0.contains("withheld") } == [
                "finger 2 withheld from A: multipleTouchDisabled", "finger 3 withheld from A: multipleTouchDisabled",
            ])
        #expect(app.leftovers == [])
    }

    @Test(
        "isExclusiveTouch: an exclusive view gets no touch while another view tracks one, and blocks others while it tracks",
        arguments: ["exclusive first", "exclusive second"])
    func exclusiveTouch(_ order: String) {
        let stage = Stage()
        let exclusive = stage.view("E", CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        exclusive.callsSuper = false
        let normal = stage.view("N", CGRect(x: 100, y: 0, width: 100, height: 100))
        normal.callsSuper = false
        let recorder = stage.app.trace.recorder()
        let app = stage.app
        let (first, second) =
            order == "exclusive first"
            ? (CGPoint(x: 10, y: 10), CGPoint(x: 150, y: 10)) : (CGPoint(x: 150, y: 10), CGPoint(x: 10, y: 10))
        app.touch(.began, finger: 1, at: first, time: 0)
        app.touch(.began, finger: 2, at: second, time: 0.1)
        app.touch(.ended, finger: 2, at: second, time: 0.2)
        app.touch(.ended, finger: 1, at: first, time: 0.3)
        app.tap(at: second, finger: 3, time: 1)
        let (firstName, secondName) = order == "exclusive first" ? ("E", "N") : ("N", "E")
        #expect(
            stage.log.lines == [
                "\(firstName).began[1]", "\(firstName).ended[1]", "\(secondName).began[3]", "\(secondName).ended[3]",
            ])
        #expect(
            recorder.lines.filter { $0.contains("withheld") } == [
                "finger 2 withheld from \(secondName): exclusiveTouch"
            ])
        #expect(app.leftovers == [])
    }

    final class TapCountView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("began \(touches.first!.tapCount)")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("ended \(touches.first!.tapCount)")
        }
    }

    nonisolated static let tapCases: [(name: String, taps: [(time: Double, x: Double)], counts: [Int])] = [
        ("three quick taps at one place count 1, 2, 3", [(0, 100), (0.3, 100), (0.6, 105)], [1, 2, 3]),
        ("a lift-to-down gap of 0.34 s still counts", [(0, 100), (0.39, 100)], [1, 2]),
        ("a lift-to-down gap of 0.36 s starts again at 1", [(0, 100), (0.41, 100), (0.7, 100)], [1, 1, 2]),
        ("a tap 45 pt away still counts", [(0, 50), (0.2, 95)], [1, 2]),
        ("a tap more than 45 pt away starts again at 1", [(0, 50), (0.2, 96), (0.4, 96)], [1, 1, 2]),
    ]

    @Test("tapCount counts taps within 0.35 s and 45 pt of each other", arguments: tapCases)
    func tapCount(_ c: (name: String, taps: [(time: Double, x: Double)], counts: [Int])) {
        let stage = Stage()
        #expect(stage.app.metrics.multiTapInterval == 0.35 && stage.app.metrics.multiTapDistance == 45)
        let view = TapCountView(frame: stage.window.bounds)
        stage.window.addSubview(view)
        for tap in c.taps {
            stage.app.tap(at: CGPoint(x: tap.x, y: 100), time: tap.time, duration: 0.05)
        }
        #expect(view.log == c.counts.flatMap { ["began \($0)", "ended \($0)"] })
        #expect(stage.app.leftovers == [])
    }

    @Test("location and previousLocation are in the given view's coordinates; nil means the window's")
    func locations() {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200), application: app)
        window.makeKeyAndVisible()
        let log = EventLog()
        let view = InspectingView(
            "A", frame: CGRect(x: 20, y: 20, width: 100, height: 100), log: log, touchLabels: IdentityLabels("t"),
            eventLabels: IdentityLabels("e"))
        view.details = { [view] touch, _ in
            let text = { (p: CGPoint) in "(\(p.x), \(p.y))" }
            return "in view \(text(touch.location(in: view))) prev \(text(touch.previousLocation(in: view)))"
                + " in window \(text(touch.location(in: nil))) prev \(text(touch.previousLocation(in: nil)))"
        }
        window.addSubview(view)
        app.touch(.began, at: CGPoint(x: 130, y: 80), time: 0)
        app.touch(.moved, at: CGPoint(x: 140, y: 85), time: 0.1)
        app.touch(.ended, at: CGPoint(x: 141, y: 85), time: 0.2)
        #expect(
            log.lines == [
                "A.began finger 1 t0 e0 in view (10.0, 10.0) prev (10.0, 10.0) in window (30.0, 30.0) prev (30.0, 30.0)",
                "A.moved finger 1 t0 e0 in view (20.0, 15.0) prev (10.0, 10.0) in window (40.0, 35.0) prev (30.0, 30.0)",
                "A.ended finger 1 t0 e0 in view (21.0, 15.0) prev (20.0, 15.0) in window (41.0, 35.0) prev (40.0, 35.0)",
            ])
        #expect(app.leftovers == [])
    }

    @Test("a touch keeps its phase, timestamp, window and view up to date as it is delivered")
    func touchProperties() {
        let scene = Scene()
        let window = scene.stage.window
        scene.a.details = { touch, _ in
            "phase \(touch.phase) t=\(touch.timestamp) view \(touch.view?.accessibilityIdentifier ?? "nil") window \(touch.window === window)"
        }
        let app = scene.stage.app
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 1)
        app.touch(.moved, at: CGPoint(x: 150, y: 10), time: 1.5)
        app.touch(.ended, at: CGPoint(x: 150, y: 10), time: 2)
        #expect(
            scene.stage.log.lines == [
                "A.began finger 1 t0 e0 phase began t=1.0 view A window true",
                "A.moved finger 1 t0 e0 phase moved t=1.5 view A window true",
                "A.ended finger 1 t0 e0 phase ended t=2.0 view A window true",
            ])
        #expect(app.leftovers == [])
    }

    @Test("a touch that moved more than 10 pt is not a tap, so the next touch starts again at tapCount 1")
    func dragResetsTapCount() {
        let stage = Stage()
        let view = TapCountView(frame: stage.window.bounds)
        stage.window.addSubview(view)
        let app = stage.app
        app.tap(at: CGPoint(x: 100, y: 100), time: 0)
        app.touch(.began, at: CGPoint(x: 100, y: 100), time: 0.2)
        app.touch(.moved, at: CGPoint(x: 111, y: 100), time: 0.25)
        app.touch(.ended, at: CGPoint(x: 111, y: 100), time: 0.3)
        app.tap(at: CGPoint(x: 100, y: 100), time: 0.4)
        #expect(view.log == ["began 1", "ended 1", "began 2", "ended 2", "began 1", "ended 1"])
        #expect(app.leftovers == [])
    }

    @Test("a touch carries the sample's force, radius and type")
    func sampleProperties() {
        let scene = Scene()
        scene.a.details = { touch, _ in
            "force \(touch.force)/\(touch.maximumPossibleForce) radius \(touch.majorRadius)±\(touch.majorRadiusTolerance) \(touch.type)"
        }
        let app = scene.stage.app
        app.inject(
            .touches(
                TouchFrame(
                    timestamp: 0,
                    samples: [
                        TouchSample(
                            finger: 1, phase: .began, location: CGPoint(x: 10, y: 10), force: 1,
                            maximumPossibleForce: 6.5,
                            majorRadius: 12, majorRadiusTolerance: 2, type: .pencil)
                    ])))
        app.inject(
            .touches(
                TouchFrame(
                    timestamp: 0.1,
                    samples: [
                        TouchSample(
                            finger: 1, phase: .moved, location: CGPoint(x: 11, y: 10), force: 3,
                            maximumPossibleForce: 6.5,
                            majorRadius: 14, majorRadiusTolerance: 2, type: .pencil)
                    ])))
        app.touch(.ended, at: CGPoint(x: 11, y: 10), time: 0.2)
        #expect(
            scene.stage.log.lines == [
                "A.began finger 1 t0 e0 force 1.0/6.5 radius 12.0±2.0 pencil",
                "A.moved finger 1 t0 e0 force 3.0/6.5 radius 14.0±2.0 pencil",
                "A.ended finger 1 t0 e0 force 0.0/6.5 radius 20.0±5.0 pencil",
            ])
        #expect(app.leftovers == [])
    }
}
