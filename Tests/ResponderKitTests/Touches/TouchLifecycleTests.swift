import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("TouchLifecycleTests")
struct TouchLifecycleTests {
    /// A in P in the window; both log and call super.
    @MainActor
    struct Scene {
        let stage = Stage()
        let p: LoggingView
        let a: LoggingView

        init() {
            p = stage.view("P", CGRect(x: 0, y: 0, width: 200, height: 200))
            a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100), in: p)
        }
    }

    nonisolated static let interruptions: [(how: String, cancels: [String])] = [
        (
            "view removed between frames",
            ["A.touchesCancelled[1]: view removed", "P.touchesCancelled[1]: responder chain changed"]
        ),
        (
            "ancestor removed",
            ["A.touchesCancelled[1]: view removed", "UIWindow.touchesCancelled[1]: responder chain changed"]
        ),
        (
            "view moved to another window",
            ["A.touchesCancelled[1]: view removed", "P.touchesCancelled[1]: responder chain changed"]
        ),
        ("window hidden", ["A.touchesCancelled[1]: window hidden"]),
        ("window detached from the application", ["A.touchesCancelled[1]: window hidden"]),
        ("interruption input", ["A.touchesCancelled[1]: application interrupted"]),
        ("cancelAllTouches()", ["A.touchesCancelled[1]: application interrupted"]),
        ("input reset", ["A.touchesCancelled[1]: input reset"]),
    ]

    @Test(
        "every touchesBegan gets exactly one touchesCancelled when the touch is interrupted, and nothing after",
        arguments: interruptions)
    func interrupted(_ c: (how: String, cancels: [String])) {
        let scene = Scene()
        let app = scene.stage.app
        let recorder = app.trace.recorder()
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        app.touch(.moved, at: CGPoint(x: 12, y: 10), time: 0.1)
        switch c.how {
        case "view removed between frames": scene.a.removeFromSuperview()
        case "ancestor removed": scene.p.removeFromSuperview()
        case "view moved to another window":
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            other.accessibilityIdentifier = "other"
            other.isHidden = false
            other.addSubview(scene.a)
        case "window hidden": scene.stage.window.isHidden = true
        case "window detached from the application": app.detach(scene.stage.window)
        case "interruption input": app.inject(.interruption(timestamp: 0.2))
        case "cancelAllTouches()": app.cancelAllTouches()
        default: app.inject(.inputReset(timestamp: 0.2))
        }
        let afterCancel = scene.stage.log.lines
        app.touch(.moved, at: CGPoint(x: 14, y: 10), time: 0.3)
        app.touch(.ended, at: CGPoint(x: 14, y: 10), time: 0.4)
        #expect(
            afterCancel == ["A.began[1]", "P.began[1]", "A.moved[1]", "P.moved[1]", "A.cancelled[1]", "P.cancelled[1]"])
        #expect(scene.stage.log.lines == afterCancel)
        #expect(recorder.lines.filter { $0.contains("touchesCancelled[") } == c.cancels)
        let notDown = "repaired: finger 1 is not down: sample dropped"
        let windowGone = "repaired: finger 1's window is gone: sample consumed, nothing delivered"
        let expectedRepairs: [String] =
            switch c.how {
            case "input reset":
                ["repaired: finger 1 never lifted before the input reset: touch cancelled", notDown, notDown]
            case "window hidden", "window detached from the application": [windowGone, windowGone]
            default: []
            }
        #expect(recorder.lines.filter { $0.hasPrefix("repaired") } == expectedRepairs)
        #expect(app.leftovers == [])
    }

    @Test("a view moved to another window mid-touch: each responder that got touchesBegan gets exactly one end")
    func movedToAnotherWindowEndsOnce() {
        let scene = Scene()
        let app = scene.stage.app
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        let recorder = app.trace.recorder()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        other.accessibilityIdentifier = "other"
        other.isHidden = false
        other.addSubview(scene.a)
        app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
        // A's cancellation climbs A's new chain (other window, application); P and the old window, left off
        // that path, get theirs from P. The application already had its end, so the climb stops before it.
        #expect(
            recorder.deliveryLines == [
                "A.touchesCancelled[1]: view removed", "A -> other touchesCancelled",
                "other -> UIApplication touchesCancelled",
                "UIApplication -> end of chain: touchesCancelled dropped",
                "P.touchesCancelled[1]: responder chain changed", "P -> UIWindow touchesCancelled",
                "input: t=0.1 finger 1 ended (10, 10)",
            ])
        #expect(scene.stage.log.lines == ["A.began[1]", "P.began[1]", "A.cancelled[1]", "P.cancelled[1]"])
        #expect(app.leftovers == [])
    }

    @Test("after an interruption the finger stays down until it lifts, and nothing is delivered for it")
    func interruptedFingerStaysDown() {
        let scene = Scene()
        let app = scene.stage.app
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        app.inject(.interruption(timestamp: 0.1))
        #expect(app.leftovers == ["finger 1 down on A"])
        app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.2)
        #expect(scene.stage.log.lines == ["A.began[1]", "P.began[1]", "A.cancelled[1]", "P.cancelled[1]"])
        #expect(app.leftovers == [])
    }

    final class SelfRemovingView: LoggingView {
        var removesBeforeSuper = true
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            if removesBeforeSuper {
                log.add("\(name) removes itself")
                removeFromSuperview()
                super.touchesBegan(touches, with: event)
            } else {
                super.touchesBegan(touches, with: event)
                log.add("\(name) removes itself")
                removeFromSuperview()
            }
            log.add("\(name).began returns")
        }
    }

    @Test(
        "a view that removes itself in its own touchesBegan gets touchesCancelled right after it returns",
        arguments: [true, false])
    func removedInsideTouchesBegan(_ beforeSuper: Bool) {
        let stage = Stage()
        let p = stage.view("P", CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = SelfRemovingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        a.removesBeforeSuper = beforeSuper
        p.addSubview(a)
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 11, y: 10), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 11, y: 10), time: 0.2)
        if beforeSuper {
            #expect(stage.log.lines == ["A removes itself", "A.began[1]", "A.began returns", "A.cancelled[1]"])
            #expect(
                recorder.deliveryLines.filter { $0.hasPrefix("A") || $0.hasPrefix("P") } == [
                    "A.touchesBegan[1]", "A -> end of chain: touchesBegan dropped",
                    "A.touchesCancelled[1]: view removed", "A -> end of chain: touchesCancelled dropped",
                ])
        } else {
            #expect(
                stage.log.lines == [
                    "A.began[1]", "P.began[1]", "A removes itself", "A.began returns", "A.cancelled[1]",
                    "P.cancelled[1]",
                ])
            #expect(
                recorder.lines.filter { $0.contains("touchesCancelled[") } == [
                    "A.touchesCancelled[1]: view removed", "P.touchesCancelled[1]: responder chain changed",
                ])
        }
        #expect(stage.app.leftovers == [])
    }

    final class HandlerView: LoggingView {
        var onBegan: (() -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            onBegan?()
            onBegan = nil
        }
    }

    @Test("a window added in front during delivery takes new touches; the live touch stays with its view")
    func windowAddedDuringDelivery() {
        let stage = Stage()
        let a = HandlerView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        a.callsSuper = false
        stage.window.addSubview(a)
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: stage.app)
        overlay.accessibilityIdentifier = "overlay"
        let cover = LoggingView("cover", frame: overlay.bounds, log: stage.log)
        cover.callsSuper = false
        overlay.addSubview(cover)
        a.onBegan = {
            stage.log.add("overlay shown")
            overlay.makeKeyAndVisible()
        }
        let app = stage.app
        app.touch(.began, finger: 1, at: CGPoint(x: 10, y: 10), time: 0)
        app.touch(.began, finger: 2, at: CGPoint(x: 20, y: 10), time: 0.1)
        app.touches([(1, .moved, CGPoint(x: 12, y: 10)), (2, .moved, CGPoint(x: 22, y: 10))], time: 0.2)
        app.touches([(1, .ended, CGPoint(x: 12, y: 10)), (2, .ended, CGPoint(x: 22, y: 10))], time: 0.3)
        #expect(
            stage.log.lines == [
                "A.began[1]", "overlay shown", "cover.began[2]", "A.moved[1]", "cover.moved[2]", "A.ended[1]",
                "cover.ended[2]",
            ])
        #expect(app.leftovers == [])
    }

    @Test("a handler that hides its own window during delivery gets touchesCancelled after it returns")
    func ownWindowHiddenDuringDelivery() {
        let stage = Stage()
        let a = HandlerView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        a.callsSuper = false
        stage.window.addSubview(a)
        a.onBegan = {
            stage.log.add("window hidden")
            stage.window.isHidden = true
        }
        let recorder = stage.app.trace.recorder()
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
        #expect(stage.log.lines == ["A.began[1]", "window hidden", "A.cancelled[1]"])
        #expect(recorder.lines.filter { $0.contains("touchesCancelled[") } == ["A.touchesCancelled[1]: window hidden"])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "a handler that hides or detaches another window during delivery keeps that window's new touches from beginning",
        arguments: ["hide", "detach"])
    func otherWindowGoneDuringDelivery(_ how: String) {
        let app = UIApplication(clock: ManualClock())
        let log = EventLog()
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 480), application: app)
        let right = UIWindow(frame: CGRect(x: 160, y: 0, width: 160, height: 480), application: app)
        left.makeKeyAndVisible()
        right.isHidden = false
        let a = HandlerView("A", frame: left.bounds, log: log)
        a.callsSuper = false
        left.addSubview(a)
        let b = LoggingView("B", frame: right.bounds, log: log)
        b.callsSuper = false
        right.addSubview(b)
        a.onBegan = {
            log.add("right window \(how)")
            if how == "hide" { right.isHidden = true } else { app.detach(right) }
        }
        app.touches([(1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 200, y: 10))], time: 0)
        app.touches([(1, .moved, CGPoint(x: 12, y: 10)), (2, .moved, CGPoint(x: 202, y: 10))], time: 0.1)
        app.touches([(1, .ended, CGPoint(x: 12, y: 10)), (2, .ended, CGPoint(x: 202, y: 10))], time: 0.2)
        #expect(log.lines == ["A.began[1]", "right window \(how)", "A.moved[1]", "A.ended[1]"])
        #expect(app.leftovers == [])
    }

    @Test("a view removed and re-added to the same window between frames still gets only the cancellation")
    func removedAndReadded() {
        let scene = Scene()
        let app = scene.stage.app
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        scene.a.removeFromSuperview()
        scene.p.addSubview(scene.a)
        app.touch(.moved, at: CGPoint(x: 12, y: 10), time: 0.1)
        app.touch(.ended, at: CGPoint(x: 12, y: 10), time: 0.2)
        #expect(scene.stage.log.lines == ["A.began[1]", "P.began[1]", "A.cancelled[1]", "P.cancelled[1]"])
        #expect(app.leftovers == [])
    }

    @Test("a touch the platform cancels reaches its view and the chain as touchesCancelled, and nothing after")
    func platformCancelled() {
        let scene = Scene()
        let app = scene.stage.app
        app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        app.touch(.cancelled, at: CGPoint(x: 10, y: 10), time: 0.1)
        app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.2)
        #expect(scene.stage.log.lines == ["A.began[1]", "P.began[1]", "A.cancelled[1]", "P.cancelled[1]"])
        #expect(app.leftovers == [])
    }

    @Test("a handler that removes a sibling whose touch began in the same frame keeps that touch from beginning")
    func siblingRemovedInSameFrame() {
        let stage = Stage()
        let a = HandlerView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log)
        a.callsSuper = false
        stage.window.addSubview(a)
        let b = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        b.callsSuper = false
        a.onBegan = {
            stage.log.add("B removed")
            b.removeFromSuperview()
        }
        let app = stage.app
        app.touches([(1, .began, CGPoint(x: 10, y: 10)), (2, .began, CGPoint(x: 150, y: 10))], time: 0)
        app.touches([(1, .ended, CGPoint(x: 10, y: 10)), (2, .ended, CGPoint(x: 150, y: 10))], time: 0.1)
        #expect(stage.log.lines == ["A.began[1]", "B removed", "A.ended[1]"])
        #expect(app.leftovers == [])
    }

    @Test(
        "a handler that removes a sibling mid-sequence: the sibling gets touchesCancelled before any more of the frame")
    func siblingRemovedMidSequence() {
        let stage = Stage()
        let a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        a.callsSuper = false
        let b = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        b.callsSuper = false
        final class Remover: LoggingView {
            weak var victim: UIView?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesMoved(touches, with: event)
                victim?.removeFromSuperview()
            }
        }
        let c = Remover("C", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: stage.log)
        c.callsSuper = false
        c.victim = b
        stage.window.insertSubview(c, at: 0)
        let app = stage.app
        app.touches([(1, .began, CGPoint(x: 250, y: 10)), (2, .began, CGPoint(x: 150, y: 10))], time: 0)
        app.touches([(1, .moved, CGPoint(x: 251, y: 10)), (2, .moved, CGPoint(x: 151, y: 10))], time: 0.1)
        app.touches([(1, .ended, CGPoint(x: 251, y: 10)), (2, .ended, CGPoint(x: 151, y: 10))], time: 0.2)
        #expect(stage.log.lines == ["C.began[1]", "B.began[2]", "C.moved[1]", "B.cancelled[2]", "C.ended[1]"])
        #expect(app.leftovers == [])
    }
}
