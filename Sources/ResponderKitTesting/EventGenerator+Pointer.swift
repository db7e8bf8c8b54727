import Foundation
import ResponderKit

extension EventGenerator {
    /// Moves a hovering pointer (a mouse or trackpad pointer, or a pencil held above the screen) to a location, now:
    /// the first hover enters, later ones move.
    public func pointerHover(
        at location: any EventLocatable, pointer: Int = 1, type: UITouch.TouchType = .indirectPointer
    ) throws {
        try gesture {
            let point = try resolve(location, checkingHittability: false)
            application.inject(.hover(HoverSample(timestamp: now, pointer: pointer, location: point, type: type)))
        }
    }

    /// Moves a hovering pointer from one location to another over `duration` seconds, one sample per display frame.
    public func pointerHover(
        from start: any EventLocatable, to end: any EventLocatable, duration: TimeInterval, pointer: Int = 1,
        type: UITouch.TouchType = .indirectPointer
    ) throws {
        try validate(duration: duration)
        try gesture {
            let from = try resolve(start, checkingHittability: false)
            let to = try resolve(end, checkingHittability: false)
            let began = now
            application.inject(.hover(HoverSample(timestamp: began, pointer: pointer, location: from, type: type)))
            for time in frameTimes(from: began, duration: duration) {
                let progress = duration > 0 ? CGFloat((time - began) / duration) : 1
                let point = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
                application.inject(.hover(HoverSample(timestamp: time, pointer: pointer, location: point, type: type)))
            }
        }
    }

    /// Takes a hovering pointer off the screen.
    public func pointerExit(pointer: Int = 1) throws {
        try gesture {
            application.inject(
                .hover(HoverSample(timestamp: now, pointer: pointer, phase: .exited, location: .zero)))
        }
    }

    /// Turns a mouse wheel over a location in `steps` steps one display frame apart, moving the content by
    /// `translation` in all (as a dragging finger would: negative y scrolls towards the content's end).
    public func wheelScroll(at location: any EventLocatable, by translation: CGPoint, steps: Int = 1) throws {
        try gesture {
            let point = try resolve(location, checkingHittability: false)
            let count = Swift.max(1, steps)
            let step = CGPoint(x: translation.x / CGFloat(count), y: translation.y / CGFloat(count))
            for index in 0..<count {
                if index > 0 { clock.advance(by: frameInterval) }
                application.inject(
                    .scroll(ScrollSample(timestamp: now, location: point, translation: step, type: .discrete)))
            }
        }
    }

    /// Scrolls with two fingers on a trackpad over a location: began, a change per display frame moving the content
    /// by `translation` in all over `duration` seconds, ended.
    public func trackpadScroll(at location: any EventLocatable, by translation: CGPoint, duration: TimeInterval) throws
    {
        try validate(duration: duration)
        try gesture {
            let point = try resolve(location, checkingHittability: false)
            let began = now
            application.inject(
                .scroll(ScrollSample(timestamp: began, location: point, type: .continuous, phase: .began)))
            let times = frameTimes(from: began, duration: duration)
            let step = CGPoint(x: translation.x / CGFloat(times.count), y: translation.y / CGFloat(times.count))
            for time in times {
                application.inject(
                    .scroll(ScrollSample(timestamp: time, location: point, translation: step, type: .continuous)))
            }
            application.inject(
                .scroll(ScrollSample(timestamp: now, location: point, type: .continuous, phase: .ended)))
        }
    }
}
