import Foundation

/// A control for choosing one value from a continuous range by dragging a thumb along a track.
///
/// Geometry (ResponderKit draws nothing, so these are its own numbers; override the two rectangle methods
/// to change them):
///
/// ```
///  bounds.minX                                                       bounds.maxX
///  │◄─ 14 ─►│◄────────────── usable width = width − 28 ──────────────►│◄─ 14 ─►│
///  ├────────●────────────────────────────────────────────────────────●────────┤  track: full width, 4 pt high
///        thumb centre at minimumValue                    thumb centre at maximumValue
///  thumb: a 28 × 28 square centred on (track.minX + 14 + fraction × usable width, bounds.midY)
/// ```
///
/// Only a touch that begins on the thumb (inside `thumbRect(forBounds:trackRect:value:)`) is tracked, as in
/// UIKit; a touch elsewhere begins no tracking. While tracking, the value follows the finger's x:
/// `fraction = (x − track.minX − 14) / usable width`, clamped to 0…1, anywhere on screen. With `isContinuous`
/// (the default) each change sends `valueChanged` during the drag; otherwise one `valueChanged` is sent at the
/// lift if the value differs from where the drag started. A cancelled drag keeps its value and sends nothing
/// more. A pan (or a horizontal swipe) recognizer of another view that starts on the thumb is refused, so it
/// does not steal the drag.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The side of the square thumb, in points.
    static let thumbDiameter: CGFloat = 28
    /// The height of the track, in points.
    static let trackHeight: CGFloat = 4

    /// The value, always within `minimumValue...maximumValue`; setting it sends no control events.
    open var value: Float {
        get { storedValue }
        set { storedValue = Swift.min(Swift.max(newValue, minimumValue), maximumValue) }
    }

    /// The smallest value (default 0); raising it above `maximumValue` raises that too.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The largest value (default 1); lowering it below `minimumValue` lowers that too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// Whether `valueChanged` is sent during the drag (true, the default) or only at its end.
    open var isContinuous = true

    private var storedValue: Float = 0
    private var valueAtDragStart: Float = 0

    /// Creates a slider at value 0 in 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives (zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the value (clamped to the range); sends no control events.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The rectangle of the track: the full width of `bounds`, 4 pt high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The rectangle of the thumb at `value`: 28 × 28, centred vertically, its centre moving along the track
    /// from 14 pt after its start (minimum) to 14 pt before its end (maximum).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = Self.thumbDiameter
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        let centreX = rect.minX + diameter / 2 + fraction * Swift.max(0, rect.width - diameter)
        return CGRect(x: centreX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// Tracks the touch only if it begins on the thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard isOnThumb(touch.location(in: self)) else { return false }
        valueAtDragStart = value
        return true
    }

    /// Moves the value to the finger's x; sends `valueChanged` when it changed and the slider is continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, event)
        return true
    }

    /// Takes the value at the lift; a non-continuous slider sends its one `valueChanged` here.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch, event) }
        if !isContinuous && value != valueAtDragStart { sendTouchEvent(.valueChanged, event) }
        super.endTracking(touch, with: event)
    }

    private func follow(_ touch: UITouch, _ event: UIEvent?) {
        let track = trackRect(forBounds: bounds)
        let usable = track.width - Self.thumbDiameter
        let x = touch.location(in: self).x
        let fraction = usable > 0 ? Swift.min(Swift.max((x - track.minX - Self.thumbDiameter / 2) / usable, 0), 1) : 0
        let newValue = minimumValue + Float(fraction) * (maximumValue - minimumValue)
        guard newValue != value else { return }
        value = newValue
        if isContinuous { sendTouchEvent(.valueChanged, event) }
    }

    private func isOnThumb(_ point: CGPoint) -> Bool {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value).contains(point)
    }

    override func claimsDefaultGesture(of recognizer: UIGestureRecognizer) -> Bool {
        let parallel: Bool
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            parallel = !swipe.direction.isDisjoint(with: [.left, .right])
        } else if let scrollPan = recognizer as? UIScrollViewPanGestureRecognizer {
            // A scroll view's pan is the slider's gesture only when it drags along the track (§9: a vertical
            // list still scrolls when the drag starts on a slider's thumb).
            parallel = ScrollPanDecision.mainAxis(of: scrollPan.logic.translation) == .horizontal
        } else {
            parallel = recognizer is UIPanGestureRecognizer
        }
        guard parallel else { return false }
        return recognizer.touchBook.sinceReset.contains { touch in
            if let trackedTouch { return touch === trackedTouch }
            return touch.gate.stage == .pending && isOnThumb(touch.location(in: self))
        }
    }
}
