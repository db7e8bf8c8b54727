import Foundation
import ResponderKit
import ResponderScenes
import Testing

@testable import ResponderPlayground

@MainActor
@Suite("PlaygroundSessionTests")
struct PlaygroundSessionTests {
    static func session() -> PlaygroundSession {
        PlaygroundSession(id: 1, catalog: .bundled, limits: PlaygroundLimits())
    }

    static func sample(_ finger: Int, _ phase: ClientMessage.InputSample.Phase, _ x: Double, _ y: Double, _ t: Double)
        -> ClientMessage.InputSample
    {
        ClientMessage.InputSample(finger: finger, phase: phase, x: x, y: y, t: t, pointerType: "touch")
    }

    static func lines(_ replies: [ServerMessage]) -> [String] {
        replies.flatMap { reply -> [String] in
            guard case .trace(let batch) = reply else { return [] }
            return batch.events.compactMap { if case .string(let text)? = $0["text"] { text } else { nil } }
        }
    }

    @Test("a session starts on seed 004, drawn with its windows and views at their screen corners")
    func start() throws {
        let replies = Self.session().start()
        guard case .scene(let scene) = replies.last else {
            Issue.record("no scene: \(replies)")
            return
        }
        #expect(scene.name == "01-hit-test-log")
        #expect(
            scene.views.map(\.subject.name) == [
                "UIWindow", "UIView", "AView", "BView", "DView", "_UILayoutGuide", "_UILayoutGuide",
                "UIStatusBarWindow", "UIStatusBar", "UIStatusBarTimeItemView", "UIStatusBarBatteryItemView",
                "UIStatusBarDataNetworkItemView", "UIStatusBarServiceItemView", "UIStatusBarForegroundView",
            ])
        let dView = try #require(scene.views.first { $0.subject.name == "DView" })
        #expect(dView.corners == [[170, 250], [270, 250], [270, 350], [170, 350]])
    }

    @Test("a transformed view is drawn at its transformed corners")
    func transformedCorners() throws {
        let session = Self.session()
        let replies = session.handle(
            .loadScene(
                yaml:
                    "windows:\n  - id: w\n    subviews:\n      - {id: box, frame: [100, 100, 100, 50], transform: {rotate: 90}}\n"
            ))
        guard case .scene(let scene) = replies.last else {
            Issue.record("no scene: \(replies)")
            return
        }
        let box = try #require(scene.views.first { $0.subject.name == "box" })
        let rounded = box.corners.map { $0.map { ($0 * 1000).rounded() / 1000 } }
        #expect(rounded == [[175, 75], [175, 175], [125, 175], [125, 75]])
    }

    @Test("a view whose hit area is not its bounds carries it, in its bounds coordinates, for the page to outline")
    func hitArea() throws {
        let session = Self.session()
        let replies = session.handle(
            .loadScene(
                yaml:
                    "windows:\n  - id: w\n    subviews:\n      - {id: wedge, frame: [100, 100, 100, 50], pointInside: {path: \"M0 0 H100 L50 50 Z\"}}\n      - {id: plain, frame: [0, 0, 10, 10]}\n"
            ))
        guard case .scene(let scene) = replies.last else {
            Issue.record("no scene: \(replies)")
            return
        }
        let wedge = try #require(scene.views.first { $0.subject.name == "wedge" })
        #expect(wedge.bounds == [0, 0, 100, 50])
        #expect(wedge.hitArea == "M0 0 L100 0 L50 50 Z")
        #expect(scene.views.first { $0.subject.name == "plain" }?.hitArea == nil)
    }

    @Test(
        "§14 the Auto Layout lesson is drawn at its solved frames, with its constraints and the first pass's conflict")
    func constraints() throws {
        let session = Self.session()
        _ = session.start()
        guard case .scene(let scene) = session.handle(.selectScene(name: "24-auto-layout")).last else {
            Issue.record("no scene")
            return
        }
        // The card hangs 20 points below the 47-point safe area, between the 16-point margins; the button is half
        // its width, 16 points above its bottom, as tall as its text needs but at least 44.
        let card = try #require(scene.views.first { $0.id == "card" })
        #expect(card.corners == [[16, 67], [374, 67], [374, 267], [16, 267]])
        let pay = try #require(scene.views.first { $0.id == "pay" })
        #expect(pay.corners[0] == [105.5, 207] && pay.corners[2] == [284.5, 251])
        #expect(scene.constraints.count == 9)
        #expect(scene.constraints.filter { $0.view == "pay" }.count == 5)
        #expect(scene.constraints.filter { !$0.isSatisfied }.map(\.description) == ["'designerWidth' pay.width == 300"])
        #expect(scene.layoutIssues.count == 1)
        #expect(scene.layoutIssues.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(scene.layoutIssues.first?.hasSuffix("\"'designerWidth' pay.width == 300\"") == true)
        // A click in the button's solved frame hits it at once.
        let lines = Self.lines(
            session.handle(.input([Self.sample(1, .began, 195, 230, 100), Self.sample(1, .ended, 195, 230, 150)])))
        #expect(lines.contains("hit view: card -> pay"))
    }

    @Test("a click in seed 004's AView asks the seed's questions and binds the touch to AView")
    func seed004Click() {
        let session = Self.session()
        _ = session.start()
        let lines = Self.lines(
            session.handle(.input([Self.sample(1, .began, 150, 150, 5000), Self.sample(1, .ended, 150, 150, 5080)])))
        #expect(
            Array(lines.prefix(28)) == [
                "input: t=0 finger 1 began (150, 150)", "hit-test UIStatusBarWindow at (150, 150)",
                "UIStatusBarWindow can answer 1", "UIStatusBar can answer 0", "UIStatusBarForegroundView can answer 0",
                "UIStatusBarServiceItemView can answer 0", "UIStatusBarDataNetworkItemView can answer 0",
                "UIStatusBarBatteryItemView can answer 0", "UIStatusBarTimeItemView can answer 0",
                "hit view: UIStatusBar -> nil", "hit view: UIStatusBarWindow -> nil",
                "UIStatusBarWindow found nothing: next window", "hit-test UIWindow at (150, 150)",
                "UIWindow can answer 1", "UIView can answer 1", "_UILayoutGuide skipped: hidden",
                "hit view: _UILayoutGuide -> nil", "_UILayoutGuide skipped: hidden", "hit view: _UILayoutGuide -> nil",
                "AView can answer 1", "DView can answer 0", "hit view: DView -> nil", "BView can answer 0",
                "hit view: BView -> nil", "hit view: AView", "hit view: UIView -> AView", "hit view: UIWindow -> AView",
                "finger 1 -> AView in UIWindow",
            ])
        #expect(lines.contains("input: t=0.08 finger 1 ended (150, 150)"))
        #expect(lines.contains("log: AView touchesBegan"))
    }

    @Test("samples with the same time go down together; a repeated finger starts a new frame")
    func frames() {
        let frames = PlaygroundSession.frames([
            Self.sample(1, .began, 0, 0, 10), Self.sample(2, .began, 5, 5, 10), Self.sample(1, .moved, 1, 1, 10),
            Self.sample(1, .stationary, 1, 1, 12), Self.sample(2, .ended, 5, 5, 20),
        ])
        #expect(frames.map { $0.map(\.finger) } == [[1, 2], [1], [2]])
    }

    @Test("scene times are whole milliseconds and never earlier than the clock")
    func sceneTimes() {
        #expect(PlaygroundSession.milliseconds(atLeast: 0.5005) == 501)
        #expect(PlaygroundSession.milliseconds(atLeast: 0.623) == 623)
        let session = Self.session()
        _ = session.start()
        let lines = Self.lines(
            session.handle(
                .input([Self.sample(1, .began, 150, 150, 100.4), Self.sample(1, .moved, 151, 150, 90.2)])))
        #expect(lines.contains("input: t=0 finger 1 moved (151, 150)"))
        #expect(!lines.contains { $0.hasPrefix("repaired") })
    }

    @Test("a long press's timer fires as wall time passes")
    func timers() {
        let session = Self.session()
        _ = session.handle(.selectScene(name: "14-gesture-long-press"))
        _ = session.handle(.input([Self.sample(1, .began, 195, 300, 0)]))
        #expect(session.nextTimerInstant != nil)
        let lines = Self.lines(session.fireDueTimers(at: .now + .seconds(5)))
        #expect(lines.contains { $0.contains("possible -> began") })
    }

    @Test("bad messages get an error and the session goes on")
    func badMessages() {
        let session = Self.session()
        _ = session.start()
        for (text, code) in [
            ("[1, 2]", "malformed"), (#"{"type": 3}"#, "malformed"), (#"{"type":"fly"}"#, "unknown-type"),
            (#"{"type":"input","samples":[{"finger":1,"phase":"hover","x":0,"y":0,"t":0}]}"#, "invalid-message"),
            (#"{"type":"input","samples":[{"finger":-1,"phase":"began","x":0,"y":0,"t":0}]}"#, "invalid-message"),
            (#"{"type":"selectScene","name":"nope"}"#, "unknown-scene"),
            (#"{"type":"stopRecording"}"#, "not-recording"),
        ] {
            guard case .error(let report) = session.receive(text).first else {
                Issue.record("no error for \(text)")
                continue
            }
            #expect(report.code == code, "\(text)")
        }
        #expect(!Self.lines(session.receive(Self.click)).isEmpty)
    }

    static let click =
        #"{"type":"input","samples":[{"finger":1,"phase":"began","x":150,"y":150,"t":0},{"finger":1,"phase":"ended","x":150,"y":150,"t":50}]}"#

    @Test("a scene error reports its line and column, and the old scene stays")
    func sceneError() {
        let session = Self.session()
        _ = session.start()
        guard
            case .error(let report) = session.handle(.loadScene(yaml: "windows:\n  - id: w\n    fram: [0, 0, 1, 1]\n"))
                .first
        else {
            Issue.record("no error")
            return
        }
        #expect(report.code == "unknown-key")
        #expect(report.line == 3)
        #expect(report.column == 5)
        #expect(Self.lines(session.receive(Self.click)).contains("finger 1 -> AView in UIWindow"))
    }

    @Test(
        "a recording replays to the same trace lines",
        arguments: ["01-hit-test-log", "16-gesture-pinch-rotation", "13-gesture-tap-delegate"])
    func recordingReplays(scene name: String) throws {
        let session = Self.session()
        _ = session.handle(.selectScene(name: name))
        _ = session.handle(.startRecording)
        var shown: [String] = []
        shown += Self.lines(session.handle(.input([Self.sample(1, .began, 150.123, 150.456, 1000.3)])))
        shown += Self.lines(
            session.handle(
                .input([Self.sample(2, .began, 260, 420, 1010.7), Self.sample(1, .moved, 160, 170, 1010.7)])))
        for step in 1...6 {
            let t = 1010.7 + Double(step) * 33.3
            shown += Self.lines(
                session.handle(
                    .input([
                        Self.sample(1, .moved, 160 - Double(step) * 4, 170 - Double(step) * 3, t),
                        Self.sample(2, .moved, 260 + Double(step) * 4, 420 + Double(step) * 5, t),
                    ])))
        }
        shown += Self.lines(
            session.handle(.input([Self.sample(1, .ended, 136, 152, 1300), Self.sample(2, .ended, 284, 450, 1300)])))
        shown += Self.lines(
            session.handle(.input([Self.sample(1, .began, 300, 300, 1400), Self.sample(1, .ended, 300, 300, 1450)])))
        shown += Self.lines(session.fireDueTimers(at: .now + .seconds(10)))
        guard case .recording(let recording) = session.handle(.stopRecording).first, let text = recording.script else {
            Issue.record("no recording")
            return
        }
        shown += recording.finals + recording.leftovers.map { "leftover: \($0)" }
        let entry = try #require(SceneCatalog.bundled.entry(named: name))
        let scene = try SceneDecoder().decode(entry.text, file: name)
        let script = try ScriptDecoder().decode(text, file: "recording.yaml")
        let replayed = try SceneReplayer().replay(scene, script: script).lines()
        #expect(replayed == shown, "\(text)")
        #expect(!shown.isEmpty)
    }
}

@MainActor
@Suite("PlaygroundAnimationFrameTests")
struct PlaygroundAnimationFrameTests {
    @Test("§13 while a view animates each display frame sends it where it shows; when it ends, once at its model")
    func frames() throws {
        let scene = try SceneDecoder().decode(
            """
            windows:
              - id: window
                subviews:
                  - id: card
                    frame: [0, 0, 100, 100]
                    subviews:
                      - {id: badge, frame: [10, 10, 20, 20]}
            """, file: "f.yaml")
        let stage = try PlaygroundStage(scene: scene)
        stage.indexViews()
        #expect(stage.presentationFrame() == nil)
        try SceneReplayer.startAnimation(
            Script.Animation(view: "card", duration: 1, curve: .linear, options: []).moved(to: CGPoint(x: 250, y: 50)),
            in: stage.built, location: nil)
        stage.advanceClock(to: 0.5)
        let middle = try #require(stage.presentationFrame())
        // Half way from centre (50, 50) to (250, 50): the card at x 100, its badge with it.
        #expect(middle.views.map(\.corners.first) == [[100, 0], [110, 10]])
        stage.advanceClock(to: 1.5)
        let end = try #require(stage.presentationFrame())
        #expect(end.views.map(\.corners.first) == [[200, 0], [210, 10]])
        #expect(stage.presentationFrame() == nil)
    }
}

extension Script.Animation {
    /// The animation moving its view's centre to `center`.
    fileprivate func moved(to center: CGPoint) -> Script.Animation {
        var copy = self
        copy.center = center
        return copy
    }
}
