import DequeModule
import Foundation

/// Something that yields raw input for an application: a window system's event queue, a network connection, a
/// recorded script, a test's list.
///
/// A ``FrameDriver`` asks each of its sources for input once per frame, until the source has nothing more for
/// that frame, and injects what it gets into its application in that order. A source translates its platform's
/// events into ``InputEvent``s: a mouse button as a touch of type `.indirectPointer`, a touch screen's fingers as
/// ``TouchSample``s, keys as ``PressSample``s, the window losing focus as ``InputEvent/interruption(timestamp:)``.
///
/// ```swift
/// final class MyWindowSystemInput: InputSource {
///     func nextInput(at time: TimeInterval) -> InputEvent? {
///         guard let event = pollPlatformEvent() else { return nil }
///         return translate(event, at: time)
///     }
/// }
/// ```
@MainActor
public protocol InputSource: AnyObject {
    /// The next input that arrived before this frame, or nil when there is no more for now.
    ///
    /// `time` is the frame's time on the application's clock: a source whose platform does not time its events
    /// stamps them with it. Returning nil does not end the source; it is asked again at the next frame.
    func nextInput(at time: TimeInterval) -> InputEvent?
}
