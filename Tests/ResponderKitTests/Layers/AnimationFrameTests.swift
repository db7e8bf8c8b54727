import Foundation
import Testing

@testable import ResponderKit

/// The display frames of the animation engine: when they run, and what a frame leaves for whoever draws.
@MainActor
@Suite("AnimationFrameTests")
struct AnimationFrameTests {
    /// The frame times the clock walks through from its time to `end`, then the clock at `end`.
    private func frames(of stage: Stage, upTo end: TimeInterval) -> [TimeInterval] {
        var times: [TimeInterval] = []
        stage.clock.advanceThroughTimers(of: stage.app, upTo: end) { deadline, fire in
            times.append(deadline)
            fire()
        }
        stage.clock.advance(to: end)
        return times
    }

    /// The 60 Hz ticks after `start` up to `end`, accumulated as the engine accumulates them.
    private func ticks(after start: TimeInterval, upTo end: TimeInterval) -> [TimeInterval] {
        var tick = 0.0
        var times: [TimeInterval] = []
        while true {
            tick += 1.0 / 60
            if tick > end { return times }
            if tick > start { times.append(tick) }
        }
    }

    @Test("§13 frames run every 1/60 s and at each start and end; a removed animation's end gets no frame")
    func frameTimes() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        func add(_ keyPath: String, begin: TimeInterval, duration: TimeInterval) {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = 0
            animation.toValue = 1
            animation.beginTime = begin
            animation.duration = duration
            animation.fillMode = .backwards
            animation.delegate = AnimationDelegateLog(keyPath, log: stage.log, clock: stage.clock)
            layer.add(animation, forKey: keyPath)
        }
        add("opacity", begin: 0, duration: 0.26)
        add("cornerRadius", begin: 0.105, duration: 0.2)
        add("borderWidth", begin: 0, duration: 1)
        add("shadowOpacity", begin: 0, duration: 0.39)
        // A frame at 0, the animations' begin, then the ticks and the delayed start.
        #expect(frames(of: stage, upTo: 0.21) == ([0, 0.105] + ticks(after: 0, upTo: 0.21)).sorted())
        // The earliest end (0.26) goes: the next frames are the ticks, the start's end (0.305), not 0.26.
        layer.removeAnimation(forKey: "opacity")
        #expect(frames(of: stage, upTo: 0.36) == (ticks(after: 0.21, upTo: 0.36) + [0.305]).sorted())
        // Another removal once the next end is the one left: frames are the ticks and the last end (0.39)'s.
        layer.removeAnimation(forKey: "shadowOpacity")
        #expect(frames(of: stage, upTo: 0.445) == ticks(after: 0.36, upTo: 0.445))
        #expect(
            stage.log.lines == [
                "opacity started at 0", "borderWidth started at 0", "shadowOpacity started at 0",
                "cornerRadius started at 0.105", "opacity stopped unfinished at 0.21",
                "cornerRadius stopped finished at 0.305", "shadowOpacity stopped unfinished at 0.36",
            ])
        stage.clock.advance(to: 2)
        #expect(stage.log.lines.last == "borderWidth stopped finished at 1")
        #expect(stage.app.leftovers == [])
    }

    @Test("§13 a completion that starts an animation due now: it starts in the same frame; frames go on")
    func completionStartsAnother() {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.window.addSubview(view)
        UIView.animate(withDuration: 0.1) {
            view.alpha = 0.5
        } completion: { _ in
            stage.log.add("first done at \(stage.clock.now.compact)")
            UIView.animate(withDuration: 0.05) {
                view.center.x += 10
            } completion: { _ in
                stage.log.add("second done at \(stage.clock.now.compact)")
            }
        }
        stage.clock.advance(to: 1)
        #expect(stage.log.lines == ["first done at 0.1", "second done at 0.15"])
        #expect(stage.app.leftovers == [])
    }

    @Test("a running animation's current value is its value at the last frame, a group's child's on its timeline")
    func currentValues() {
        let stage = Stage()
        let layer = stage.standaloneLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 2
        layer.add(fade, forKey: "fade")
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 200
        slide.beginTime = 0.5
        slide.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [slide]
        group.duration = 1
        layer.add(group, forKey: "group")
        let engine = stage.app.animationEngine
        #expect(engine.running.map { $0.current } == [nil, nil])
        stage.clock.advance(to: 0.75)
        // The last frame ran at the last tick by 0.75: the values are the ones at its time.
        let time = engine.lastFrameTime ?? -1
        #expect(time > 0.7 && time <= 0.75)
        #expect(engine.running.first?.current.map { abs($0.scalar - (1 - time / 2)) < 1e-9 } == true)
        guard case .group(let children) = engine.running.last?.content else {
            Issue.record("the group has no children")
            return
        }
        #expect(children.first?.current.map { abs($0.scalar - 400 * (time - 0.5)) < 1e-6 } == true)
        #expect(engine.running.last?.current == nil)
        layer.removeAllAnimations()
        stage.clock.advance(to: 1)
        #expect(stage.app.leftovers == [])
    }
}
