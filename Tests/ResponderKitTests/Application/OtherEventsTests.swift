import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("OtherEventsTests")
struct OtherEventsTests {
    /// F (can become first responder) in P in the key window, on a manual clock.
    @MainActor
    struct Scene {
        let stage = Stage()
        let p: EventLoggingView
        let f: EventLoggingView

        init(firstResponder: Bool = true) {
            p = EventLoggingView("P", log: stage.log)
            f = EventLoggingView("F", log: stage.log)
            f.acceptsFirstResponder = true
            stage.window.addSubview(p)
            p.addSubview(f)
            if firstResponder { f.becomeFirstResponder() }
        }
    }

    static func climb(_ method: String, from start: [String] = ["F", "P"]) -> [String] {
        let names = start + ["UIWindow", "UIApplication"]
        return ["\(names[0]).\(method)[]"]
            + zip(names, names.dropFirst()).map { "\($0) -> \($1) \(method)" }
            + ["UIApplication -> end of chain: \(method) dropped"]
    }

    @Test("a shake's begin and end go to the first responder, then up the responder chain")
    func shakeToFirstResponder() {
        let scene = Scene()
        let app = scene.stage.app
        let recorder = app.trace.recorder()
        app.inject(.motion(phase: .began, timestamp: 0))
        app.inject(.motion(phase: .ended, timestamp: 0.5))
        app.inject(.motion(phase: .began, timestamp: 1))
        app.inject(.motion(phase: .cancelled, timestamp: 1.5))
        #expect(
            scene.stage.log.lines == [
                "F.motionBegan(motionShake)", "P.motionBegan(motionShake)", "F.motionEnded(motionShake)",
                "P.motionEnded(motionShake)", "F.motionBegan(motionShake)", "P.motionBegan(motionShake)",
                "F.motionCancelled(motionShake)", "P.motionCancelled(motionShake)",
            ])
        #expect(
            recorder.deliveryLines.filter { !$0.hasPrefix("input") }
                == Self.climb("motionBegan") + Self.climb("motionEnded") + Self.climb("motionBegan")
                + Self.climb("motionCancelled"))
        #expect(app.leftovers == [])
    }

    @Test("with no first responder, a shake goes to the key window")
    func shakeToKeyWindow() {
        let scene = Scene(firstResponder: false)
        let app = scene.stage.app
        let front = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        front.accessibilityIdentifier = "front"
        front.windowLevel = .alert
        front.isHidden = false
        let recorder = app.trace.recorder()
        app.inject(.motion(phase: .began, timestamp: 0))
        app.inject(.motion(phase: .ended, timestamp: 0.5))
        #expect(scene.stage.log.lines == [])
        #expect(
            recorder.deliveryLines.filter { !$0.hasPrefix("input") }
                == Self.climb("motionBegan", from: []) + Self.climb("motionEnded", from: []))
        #expect(app.leftovers == [])
    }

    @Test("a responder that handles the shake without calling super stops the climb")
    func shakeHandled() {
        let scene = Scene()
        scene.p.callsSuper = false
        scene.stage.app.inject(.motion(phase: .began, timestamp: 0))
        scene.stage.app.inject(.motion(phase: .ended, timestamp: 0.1))
        #expect(
            scene.stage.log.lines == [
                "F.motionBegan(motionShake)", "P.motionBegan(motionShake)", "F.motionEnded(motionShake)",
                "P.motionEnded(motionShake)",
            ])
        #expect(scene.stage.app.leftovers == [])
    }

    @Test(
        "remote-control commands go to the first responder with their subtype, then up the chain",
        arguments: [
            UIEvent.EventSubtype.remoteControlPlay, .remoteControlPause, .remoteControlTogglePlayPause,
            .remoteControlStop, .remoteControlNextTrack, .remoteControlPreviousTrack,
            .remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward,
            .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
        ])
    func remoteControl(_ subtype: UIEvent.EventSubtype) {
        let scene = Scene()
        let recorder = scene.stage.app.trace.recorder()
        scene.stage.app.inject(.remoteControl(subtype, timestamp: 0))
        #expect(
            scene.stage.log.lines == ["F.remoteControlReceived(\(subtype))", "P.remoteControlReceived(\(subtype))"])
        #expect(recorder.deliveryLines == ["input: t=0 remote \(subtype)"] + Self.climb("remoteControlReceived"))
        #expect(scene.stage.app.leftovers == [])
    }

    @Test("presses begin, change, end and cancel at the first responder, then climb the chain")
    func presses() {
        let scene = Scene()
        let app = scene.stage.app
        let recorder = app.trace.recorder()
        app.inject(.press(PressSample(timestamp: 0, type: .select, phase: .began)))
        app.inject(.press(PressSample(timestamp: 0.1, type: .select, phase: .changed, force: 0.5)))
        app.inject(.press(PressSample(timestamp: 0.2, type: .menu, phase: .began)))
        app.inject(.press(PressSample(timestamp: 0.3, type: .select, phase: .ended)))
        app.inject(.press(PressSample(timestamp: 0.4, type: .menu, phase: .cancelled)))
        #expect(
            scene.stage.log.lines == [
                "F.pressesBegan(select)", "P.pressesBegan(select)", "F.pressesChanged(select)",
                "P.pressesChanged(select)",
                "F.pressesBegan(menu)", "P.pressesBegan(menu)", "F.pressesEnded(select)", "P.pressesEnded(select)",
                "F.pressesCancelled(menu)", "P.pressesCancelled(menu)",
            ])
        #expect(
            recorder.deliveryLines.filter { !$0.hasPrefix("input") }
                == Self.climb("pressesBegan") + Self.climb("pressesChanged") + Self.climb("pressesBegan")
                + Self.climb("pressesEnded") + Self.climb("pressesCancelled"))
        #expect(app.leftovers == [])
    }

    final class PressInspector: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            record("began", presses, event)
        }
        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            record("changed", presses, event)
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            record("ended", presses, event)
        }
        private func record(_ name: String, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
            for press in presses {
                log.append(
                    "\(name) \(press.type) phase \(press.phase) force \(press.force) key \(press.key?.characters ?? "-") all \(event?.allPresses.count ?? -1)"
                )
            }
        }
    }

    @Test("a press carries its type, phase, key and force; the presses event holds every press that is down")
    func pressProperties() {
        let stage = Stage()
        let view = PressInspector(frame: .zero)
        stage.window.addSubview(view)
        view.becomeFirstResponder()
        let app = stage.app
        let key = UIKey(characters: "a", keyCode: 4)
        app.inject(.press(PressSample(timestamp: 0, type: .keyboardKey, phase: .began, key: key, force: 0.2)))
        app.inject(.press(PressSample(timestamp: 0.1, type: .select, phase: .began)))
        app.inject(.press(PressSample(timestamp: 0.2, type: .keyboardKey, phase: .changed, key: key, force: 0.9)))
        app.inject(.press(PressSample(timestamp: 0.3, type: .keyboardKey, phase: .ended, key: key)))
        app.inject(.press(PressSample(timestamp: 0.4, type: .select, phase: .ended)))
        #expect(
            view.log == [
                "began keyboardKey phase began force 0.2 key a all 1", "began select phase began force 0.0 key - all 2",
                "changed keyboardKey phase changed force 0.9 key a all 2",
                "ended keyboardKey phase ended force 0.9 key a all 2",
                "ended select phase ended force 0.0 key - all 1",
            ])
        #expect(app.leftovers == [])
    }

    @Test(
        "with neither a first responder nor a key window, presses, shakes and remote commands are dropped and reported")
    func noResponder() {
        let app = UIApplication(clock: ManualClock())
        let recorder = app.trace.recorder()
        app.inject(.motion(phase: .began, timestamp: 0))
        app.inject(.remoteControl(.remoteControlPlay, timestamp: 0))
        app.inject(.press(PressSample(timestamp: 0, type: .select, phase: .began)))
        #expect(
            recorder.lines.filter { $0.hasPrefix("repaired") }
                == Array(repeating: "repaired: no responder to deliver to: dropped", count: 3))
        #expect(app.leftovers == [])
    }
}
