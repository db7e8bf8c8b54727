import CSDL2
import Foundation
import ResponderKit

/// SDL's event queue as an ``InputSource``: at each frame it reads every pending SDL event and turns it into
/// ResponderKit input.
///
/// ```
/// SDL_PollEvent ──► left mouse button down / motion while down / up ──► finger 1, .indirectPointer
///               ──► SDL_MOUSEWHEEL ──► a scroll step at the pointer (.discrete, 10 pt a notch)
///               ──► SDL_FINGERDOWN / MOTION / UP (same ms, distinct fingers: one frame) ──► fingers 2, 3, …
///               ──► key down / up (repeats dropped) ──► presses: arrows, return = select, escape = menu, …
///               ──► focus lost, with touches down ──► interruption (every live touch cancelled)
///               ──► quit ──► `quitRequested`
/// ```
///
/// Times are SDL's: an event's timestamp (milliseconds since SDL started) in seconds, the clock the host runs
/// frames on. Locations are window pixels divided by the scale: scene points.
@MainActor
final class SDLInputSource: InputSource {
    /// Window pixels per scene point.
    let scale: Double
    /// The window's size in pixels, for touch-screen fingers (SDL gives them from 0 to 1).
    var windowSize: (width: Double, height: Double)
    /// Whether the user closed the window (or the process got SIGINT or SIGTERM).
    private(set) var quitRequested = false
    /// Where each finger that is down is, in scene points, for drawing; finger 1 is the mouse.
    private(set) var fingers: [Int: CGPoint] = [:]

    private var pending: [InputEvent] = []
    private var next = 0
    private var mouseIsDown = false
    private var sdlFingers: [SDL_FingerID: Int] = [:]

    init(scale: Double, windowSize: (width: Double, height: Double)) {
        self.scale = scale
        self.windowSize = windowSize
    }

    func nextInput(at time: TimeInterval) -> InputEvent? {
        if next == pending.count {
            pending.removeAll(keepingCapacity: true)
            next = 0
            poll()
            if pending.isEmpty { return nil }
        }
        defer { next += 1 }
        return pending[next]
    }

    /// Reads every pending SDL event.
    private func poll() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            translate(event)
        }
    }

    private func translate(_ event: SDL_Event) {
        let time = Double(event.common.timestamp) / 1000
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != SDL_TOUCH_MOUSEID_VALUE, button.button == UInt8(SDL_BUTTON_LEFT) else { return }
            let down = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard down != mouseIsDown else { return }
            mouseIsDown = down
            touch(1, down ? .began : .ended, point(Double(button.x), Double(button.y)), .indirectPointer, time)
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != SDL_TOUCH_MOUSEID_VALUE, mouseIsDown else { return }
            touch(1, .moved, point(Double(motion.x), Double(motion.y)), .indirectPointer, time)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            fingerEvent(event.tfinger, time: time)
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            guard key.repeat == 0 else { return }
            let phase: UIPress.Phase = event.type == SDL_KEYDOWN.rawValue ? .began : .ended
            pending.append(.press(Self.press(key.keysym, phase: phase, time: time)))
        case SDL_WINDOWEVENT:
            if event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue), !fingers.isEmpty {
                // The platform gave up on the touches: every view that got a began gets its cancelled.
                pending.append(.interruption(timestamp: time))
                fingers.removeAll()
                mouseIsDown = false
                sdlFingers.removeAll()
            }
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != SDL_TOUCH_MOUSEID_VALUE else { return }
            pending.append(.scroll(wheelStep(wheel, time: time)))
        default:
            break
        }
    }

    /// Points a wheel notch scrolls: what a finger would drag the content by.
    static let pointsPerWheelNotch = 10.0

    /// A wheel notch as a scroll step at the pointer: up (away from the user) shows what is above, as a finger
    /// dragging down would; right shows what is to the right, as a finger dragging left would.
    private func wheelStep(_ wheel: SDL_MouseWheelEvent, time: TimeInterval) -> ScrollSample {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        let flipped = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
        let translation = CGPoint(
            x: -Double(wheel.x) * flipped * Self.pointsPerWheelNotch / scale,
            y: Double(wheel.y) * flipped * Self.pointsPerWheelNotch / scale)
        return ScrollSample(
            timestamp: time, location: point(Double(x), Double(y)), translation: translation, type: .discrete)
    }

    private func fingerEvent(_ finger: SDL_TouchFingerEvent, time: TimeInterval) {
        let location = point(Double(finger.x) * windowSize.width, Double(finger.y) * windowSize.height)
        let number: Int
        let phase: UITouch.Phase
        switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN:
            guard sdlFingers[finger.fingerId] == nil else { return }
            var free = 2
            while fingers[free] != nil || sdlFingers.values.contains(free) { free += 1 }
            sdlFingers[finger.fingerId] = free
            (number, phase) = (free, .began)
        case SDL_FINGERMOTION:
            guard let known = sdlFingers[finger.fingerId] else { return }
            (number, phase) = (known, .moved)
        default:
            guard let known = sdlFingers.removeValue(forKey: finger.fingerId) else { return }
            (number, phase) = (known, .ended)
        }
        touch(number, phase, location, .direct, time)
    }

    /// Adds a touch sample: to the last frame when it is at the same time and does not hold this finger (fingers
    /// that go down together reach a view in one call), otherwise as a frame of its own.
    private func touch(
        _ finger: Int, _ phase: UITouch.Phase, _ location: CGPoint, _ type: UITouch.TouchType, _ time: TimeInterval
    ) {
        let sample = TouchSample(finger: finger, phase: phase, location: location, type: type)
        if phase == .ended || phase == .cancelled { fingers[finger] = nil } else { fingers[finger] = location }
        if type == .direct, !pending.isEmpty, case .touches(var frame) = pending[pending.count - 1],
            frame.timestamp == time, frame.samples.allSatisfy({ $0.type == .direct && $0.finger != finger })
        {
            frame.samples.append(sample)
            pending[pending.count - 1] = .touches(frame)
        } else {
            pending.append(.touches(TouchFrame(timestamp: time, samples: [sample])))
        }
    }

    /// Window pixels to scene points.
    private func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: x / scale, y: y / scale)
    }

    /// A key as a press: arrows, return (select), escape (menu), space (play/pause) and page up/down as UIKit's
    /// press types, other keys as keyboard keys; every one carries the key (its HID usage is SDL's scancode).
    static func press(_ keysym: SDL_Keysym, phase: UIPress.Phase, time: TimeInterval) -> PressSample {
        let type: UIPress.PressType =
            switch Int(keysym.sym) {
            case Int(SDLK_UP.rawValue): .upArrow
            case Int(SDLK_DOWN.rawValue): .downArrow
            case Int(SDLK_LEFT.rawValue): .leftArrow
            case Int(SDLK_RIGHT.rawValue): .rightArrow
            case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): .select
            case Int(SDLK_ESCAPE.rawValue): .menu
            case Int(SDLK_SPACE.rawValue): .playPause
            case Int(SDLK_PAGEUP.rawValue): .pageUp
            case Int(SDLK_PAGEDOWN.rawValue): .pageDown
            default: .keyboardKey
            }
        let characters = (32..<127).contains(Int(keysym.sym)) ? String(UnicodeScalar(UInt8(keysym.sym))) : ""
        let key = UIKey(characters: characters, keyCode: Int(keysym.scancode.rawValue))
        return PressSample(timestamp: time, type: type, phase: phase, key: key)
    }
}

/// `SDL_TOUCH_MOUSEID`, `(Uint32)-1`: mouse events SDL made up from touches, which arrive as fingers too.
let SDL_TOUCH_MOUSEID_VALUE = UInt32.max
