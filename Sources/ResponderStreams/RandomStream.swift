import Foundation
import ResponderKit

/// One random stream: a random world (``StreamWorld``) fed a long random mix of multi-finger input frames,
/// clock advances (time jumps among them), mutations, animations, interruptions and malformed input, with the
/// lifecycle verifier on.
///
/// ```swift
/// var entropy = SeededEntropy(seed: 42)
/// let outcome = RandomStream.run(source: entropy, steps: 200)
/// // outcome.violations == [], outcome.events ≈ 200
/// ```
///
/// The stream ends by lifting every finger, resetting the input, and running the clock until no timer is
/// left; then nothing may be in flight (``LifecycleVerifier/verifyQuiescent()``, `UIApplication.leftovers`), and
/// every completion and `animationDidStop` the world expects ran exactly once.
@MainActor
public enum RandomStream {
    /// What one stream did and found.
    public struct Outcome: Sendable {
        /// Input events handled and clock advances made.
        public var events: Int
        /// Hierarchy mutations made from inside handlers or between inputs.
        public var mutations: Int
        /// Lifecycle violations, then leftovers, as text.
        public var violations: [String]
        /// The whole dispatch trace, one line per event, when asked for.
        public var trace: [String]
        /// The stream's application, windows, views and recognizers, weakly: each is nil once the stream
        /// returns, unless something leaked it (a reference cycle through a touch, a recognizer, a timer, the
        /// verifier's records or a handler).
        public var objects: [WeakObject]
        /// Drags that scrolled a scroll view (`scrollViewWillBeginDragging` calls).
        public var scrollViewDrags = 0
        /// Animation steps: `UIView.animate` calls, property animators made or steered, layer animations added,
        /// animated subtrees let go.
        public var animations = 0
        /// Presentations and dismissals asked for from inside handlers.
        public var presentations = 0

        /// The names of the objects still alive.
        public var survivors: [String] { objects.compactMap(\.aliveName) }
    }

    /// A weak reference to one of a stream's objects, with its name.
    public struct WeakObject: Sendable {
        /// The name it had in the stream.
        public let name: String
        weak var responder: UIResponder?
        weak var recognizer: UIGestureRecognizer?

        /// The name, if the object is still alive.
        public var aliveName: String? { responder != nil || recognizer != nil ? name : nil }
    }

    /// Runs one stream of up to `steps` steps (fewer if `source` runs out); with `tracing`, records the whole
    /// dispatch trace (slow: for replaying one failing seed).
    public static func run(source: some EntropySource, steps: Int, tracing: Bool = false) -> Outcome {
        let world = StreamWorld(source: source)
        var driver = Driver(world: world)
        var violations: [String] = []
        let recorder = tracing ? world.application.trace.recorder() : nil
        world.application.verifier.onViolation = { violations.append($0.description) }
        for _ in 0..<steps where !world.source.isExhausted {
            driver.step()
        }
        driver.finish()
        world.application.verifier.verifyQuiescent()
        violations.append(contentsOf: world.ledger.violations)
        let leftovers = world.application.leftovers
        if !leftovers.isEmpty { violations.append("leftovers: " + leftovers.joined(separator: ", ")) }
        return Outcome(
            events: driver.events + world.injectedInputs, mutations: world.mutations, violations: violations,
            trace: recorder?.lines ?? [], objects: world.weakObjects(), scrollViewDrags: world.scrollViewDrags,
            animations: world.animationSteps, presentations: world.presentationSteps)
    }
}

/// Produces the stream's steps, keeping its own model of which fingers it put down.
@MainActor
struct Driver {
    let world: StreamWorld
    var fingersDown: [Int: CGPoint] = [:]
    var time: TimeInterval = 0
    var events = 0
    /// The last estimation-update index a pencil sample carried.
    var nextIndex = 0

    init(world: StreamWorld) {
        self.world = world
    }

    private var application: UIApplication { world.application }

    mutating func step() {
        let roll = world.source.next(below: 100)
        switch roll {
        case 0..<50: frame()
        case 50..<54: pencilFrame()
        case 54..<56: estimatedUpdate()
        case 56..<58: pointerEvent()
        case 58..<74: advanceClock()
        case 74..<79: world.mutate(near: nil)
        case 79..<84: world.animate(near: nil)
        case 84..<86: inject(.interruption(timestamp: nextTime()))
        case 86..<88:
            fingersDown.removeAll()
            inject(.inputReset(timestamp: nextTime()))
        case 88..<90: otherEvent()
        default: malformedFrame()
        }
    }

    /// Lifts every finger, resets the input, stops what would animate for ever, and runs the clock until no timer
    /// or animation is left.
    mutating func finish() {
        if !fingersDown.isEmpty {
            let samples = fingersDown.keys.sorted().map { finger in
                TouchSample(finger: finger, phase: .ended, location: fingersDown[finger]!)
            }
            inject(.touches(TouchFrame(timestamp: nextTime(), samples: samples)))
            fingersDown.removeAll()
        }
        inject(.hover(HoverSample(timestamp: nextTime(), pointer: 1, phase: .exited, location: .zero)))
        inject(.hover(HoverSample(timestamp: nextTime(), pointer: 2, phase: .exited, location: .zero)))
        inject(.inputReset(timestamp: nextTime()))
        world.finishAnimations()
        var rounds = 0
        while let deadline = application.nextTimerDeadline, rounds < 20_000 {
            world.clock.advance(to: Swift.max(deadline, world.clock.now))
            rounds += 1
        }
        time = Swift.max(time, world.clock.now)
    }

    private mutating func nextTime() -> TimeInterval {
        time += world.source.number(in: 0...0.12, steps: 120)
        return time
    }

    private mutating func inject(_ input: InputEvent) {
        events += 1
        application.inject(input)
    }

    private mutating func randomPoint() -> CGPoint {
        CGPoint(x: world.source.number(in: -10...330), y: world.source.number(in: -10...490))
    }

    /// A well-formed frame: one to three fingers go down, move, hold still, lift or are cancelled.
    private mutating func frame() {
        var samples: [TouchSample] = []
        var used: Set<Int> = []
        for _ in 0..<(1 + world.source.next(below: 3)) {
            let finger = 1 + world.source.next(below: 5)
            guard used.insert(finger).inserted else { continue }
            if let location = fingersDown[finger] {
                let phase: UITouch.Phase
                switch world.source.next(below: 100) {
                case 0..<60: phase = .moved
                case 60..<70: phase = .stationary
                case 70..<97: phase = .ended
                default: phase = .cancelled
                }
                var next = location
                if phase == .moved {
                    let step = world.source.chance(70) ? 15.0 : 120.0
                    next.x += world.source.number(in: -step...step)
                    next.y += world.source.number(in: -step...step)
                }
                samples.append(TouchSample(finger: finger, phase: phase, location: next))
                fingersDown[finger] = phase == .ended || phase == .cancelled ? nil : next
            } else {
                let location = randomPoint()
                samples.append(TouchSample(finger: finger, phase: .began, location: location))
                fingersDown[finger] = location
            }
        }
        inject(.touches(TouchFrame(timestamp: nextTime(), samples: samples)))
    }

    /// A pencil's frame: several 240 Hz samples of one finger (down alone; moves, or moves and a lift,
    /// coalesced), with force, angles and estimation-update indices, sometimes out of range or out of order.
    private mutating func pencilFrame() {
        let finger = 6 + world.source.next(below: 2)
        let frameTime = nextTime()
        func sample(_ phase: UITouch.Phase, _ location: CGPoint, at time: TimeInterval) -> TouchSample {
            nextIndex += 1
            let expecting: UITouch.Properties = world.source.chance(50) ? [.force] : []
            return TouchSample(
                finger: finger, phase: phase, location: location, force: world.source.number(in: -0.5...4.5),
                maximumPossibleForce: 4.17, type: .pencil,
                timestamp: world.source.chance(95) ? time : time - world.source.number(in: 0...1),
                preciseLocation: CGPoint(x: location.x + 0.25, y: location.y + 0.5),
                altitudeAngle: world.source.number(in: -0.2...1.8), azimuthAngle: world.source.number(in: -7...7),
                estimationUpdateIndex: expecting.isEmpty && world.source.chance(50) ? nil : nextIndex,
                estimatedProperties: expecting, estimatedPropertiesExpectingUpdates: expecting)
        }
        guard var location = fingersDown[finger] else {
            let location = randomPoint()
            fingersDown[finger] = location
            inject(.touches(TouchFrame(timestamp: frameTime, samples: [sample(.began, location, at: frameTime)])))
            return
        }
        let count = 1 + world.source.next(below: 4)
        var samples: [TouchSample] = []
        for index in 0..<count {
            location.x += world.source.number(in: -6...6)
            location.y += world.source.number(in: -6...6)
            let lifts = index == count - 1 && world.source.chance(25)
            samples.append(sample(lifts ? .ended : .moved, location, at: frameTime - Double(count - 1 - index) / 240))
        }
        fingersDown[finger] = samples.last?.phase == .ended ? nil : location
        inject(.touches(TouchFrame(timestamp: frameTime, samples: samples)))
    }

    /// An update of a recent (or unknown) sample's estimated force.
    private mutating func estimatedUpdate() {
        let index = nextIndex - world.source.next(below: 12) + (world.source.chance(10) ? 1_000 : 0)
        inject(
            .estimatedUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: nextTime(), estimationUpdateIndex: index, force: world.source.number(in: 0...4),
                    estimatedPropertiesExpectingUpdates: world.source.chance(30) ? [.force] : [])))
    }

    /// A hovering pointer or a wheel or trackpad scroll somewhere on the screen.
    private mutating func pointerEvent() {
        let time = nextTime()
        let location = randomPoint()
        switch world.source.next(below: 8) {
        case 0, 1:
            inject(.hover(HoverSample(timestamp: time, pointer: 1 + world.source.next(below: 2), location: location)))
        case 2: inject(.hover(HoverSample(timestamp: time, pointer: 1, phase: .exited, location: location)))
        case 6, 7:
            // Apple Pencil's double tap or a squeeze's phase, sometimes in the wrong order, sometimes with a
            // hostile pose.
            let gesture: PencilSample.Gesture = world.source.chance(40) ? .tap : .squeeze
            let phase: UIPencilInteraction.Phase = [.began, .changed, .ended, .cancelled][world.source.next(below: 4)]
            let pose: PencilSample.Hover? =
                world.source.chance(50)
                ? nil
                : PencilSample.Hover(
                    location: world.source.chance(10) ? CGPoint(x: CGFloat.nan, y: 1e40) : location,
                    zOffset: world.source.number(in: 0...1))
            inject(.pencil(PencilSample(timestamp: time, gesture: gesture, phase: phase, hover: pose)))
        default:
            let type: UIScrollType = world.source.chance(50) ? .discrete : .continuous
            let phase: ScrollSample.Phase = [.began, .changed, .changed, .ended, .cancelled][
                world.source.next(below: 5)]
            let translation = CGPoint(x: world.source.number(in: -20...20), y: world.source.number(in: -20...20))
            inject(
                .scroll(
                    ScrollSample(
                        timestamp: time, location: location, translation: translation, type: type, phase: phase)))
        }
    }

    private mutating func advanceClock() {
        events += 1
        // Mostly a frame or a few; sometimes seconds; sometimes a jump past every animation's end.
        let interval =
            world.source.chance(80)
            ? world.source.number(in: 0...0.3)
            : world.source.chance(80) ? world.source.number(in: 0...2) : world.source.number(in: 2...30)
        world.clock.advance(by: interval)
        time = Swift.max(time, world.clock.now)
    }

    private mutating func otherEvent() {
        let time = nextTime()
        switch world.source.next(below: 4) {
        case 0:
            let phase: UIPress.Phase = [.began, .changed, .ended, .cancelled][world.source.next(below: 4)]
            inject(.press(PressSample(timestamp: time, type: .select, phase: phase)))
        case 1: inject(.motion(phase: [.began, .ended, .cancelled][world.source.next(below: 3)], timestamp: time))
        case 2: inject(.remoteControl(.remoteControlPlay, timestamp: time))
        default:
            fingersDown.removeAll()
            inject(.inputReset(timestamp: time))
        }
    }

    /// Input a platform should never send: unknown fingers, second downs, NaN, infinite and huge values (1e40,
    /// 1e308, just past ``InputLimits``), time going backwards, not finite or beyond the clock's bound, pointer
    /// phases for fingers; and numbers at the edges of what is honoured (±0, subnormals, the bound itself).
    private mutating func malformedFrame() {
        let finger = 1 + world.source.next(below: 5)
        var timestamp = nextTime()
        var sample = TouchSample(finger: finger, phase: .moved, location: randomPoint())
        switch world.source.next(below: 9) {
        case 0: sample.phase = [.moved, .ended, .cancelled, .stationary][world.source.next(below: 4)]
        case 1:
            sample.phase = .began
            fingersDown[finger] = sample.location
        case 2:
            let hostile: [CGFloat] = [.nan, 1e40, -1e40, 1e308, -1e308, 1.0000001e9, .greatestFiniteMagnitude]
            let value = hostile[world.source.next(below: hostile.count)]
            if world.source.chance(50) { sample.location.x = value } else { sample.location.y = value }
        case 3: sample.force = .infinity
        case 4:
            sample.phase = fingersDown[finger] == nil ? .began : .ended
            sample.majorRadius = -.infinity
            if sample.phase == .ended { fingersDown[finger] = nil }
        case 5: timestamp = time - world.source.number(in: 0...5)
        case 6:
            let hostile: [TimeInterval] = [.nan, .infinity, -.infinity, 1e40, 1e308, -1e308, 1.0000001e9]
            timestamp = hostile[world.source.next(below: hostile.count)]
        case 7:
            // Edges that are honoured: the sample is delivered as any other (a down, or a move of a finger down).
            let edges: [CGFloat] = [-0.0, .leastNonzeroMagnitude, -.leastNormalMagnitude, 1e9, -1e9]
            sample.location.x = edges[world.source.next(below: edges.count)]
            if fingersDown[finger] == nil {
                sample.phase = .began
                fingersDown[finger] = sample.location
            }
        default: sample.phase = [.regionEntered, .regionMoved, .regionExited][world.source.next(below: 3)]
        }
        inject(.touches(TouchFrame(timestamp: timestamp, samples: [sample])))
    }
}
