// UIKit-style components written the way iOS projects write them. The iOS files start with `import UIKit`;
// here the only change is the import. Target-action uses method references (see the TargetAction article for
// the iOS shim that lets the same lines compile there), `@objc` is gone, and nothing else is adapted.
import ResponderKit

/// A stepper in the style of GMStepper: two buttons and a label; holding a button repeats with a `Timer`,
/// and panning the label steps by the distance, with a fling (the pan's velocity at `.ended`) adding more.
final class Stepper: UIControl {
    var value: Double = 0 {
        didSet {
            value = min(maximumValue, max(minimumValue, value))
            if value != oldValue { sendActions(for: .valueChanged) }
        }
    }
    var minimumValue: Double = 0
    var maximumValue: Double = 100
    var stepValue: Double = 1
    var autorepeat = true
    /// How many points of label pan make one step.
    var panDistancePerStep: CGFloat = 20
    /// How fast a pan must end to fling.
    var flingVelocity: CGFloat = 600

    let leftButton = UIButton(type: .custom)
    let rightButton = UIButton(type: .custom)
    let label = UILabel()
    private var timer: Timer?
    private var stepDirection: Double = 0
    private var panAccumulated: CGFloat = 0
    private(set) var lastFlingVelocity: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    private func setup() {
        addSubview(leftButton)
        addSubview(label)
        addSubview(rightButton)
        leftButton.addTarget(self, action: Stepper.leftButtonTouchDown, for: .touchDown)
        rightButton.addTarget(self, action: Stepper.rightButtonTouchDown, for: .touchDown)
        for button in [leftButton, rightButton] {
            button.addTarget(self, action: Stepper.buttonTouchUp, for: [.touchUpInside, .touchUpOutside, .touchCancel])
        }
        label.isUserInteractionEnabled = true
        let pan = UIPanGestureRecognizer(target: self, action: Stepper.handlePan)
        label.addGestureRecognizer(pan)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let buttonWidth = bounds.width * 0.25
        leftButton.frame = CGRect(x: 0, y: 0, width: buttonWidth, height: bounds.height)
        label.frame = CGRect(x: buttonWidth, y: 0, width: bounds.width - 2 * buttonWidth, height: bounds.height)
        rightButton.frame = CGRect(x: bounds.width - buttonWidth, y: 0, width: buttonWidth, height: bounds.height)
    }

    func leftButtonTouchDown(_ button: UIButton) {
        startStepping(-1)
    }

    func rightButtonTouchDown(_ button: UIButton) {
        startStepping(1)
    }

    private func startStepping(_ direction: Double) {
        stepDirection = direction
        value += direction * stepValue
        guard autorepeat else { return }
        timer?.invalidate()
        timer = Timer.scheduledTimer(
            timeInterval: 0.1, target: self, selector: Selector(Stepper.handleTimer), userInfo: nil, repeats: true)
    }

    func handleTimer(_ timer: Timer) {
        value += stepDirection * stepValue
    }

    func buttonTouchUp(_ button: UIButton) {
        timer?.invalidate()
        timer = nil
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            panAccumulated = 0
        case .changed:
            panAccumulated += gesture.translation(in: label).x
            gesture.setTranslation(.zero, in: label)
            while abs(panAccumulated) >= panDistancePerStep {
                let direction: Double = panAccumulated > 0 ? 1 : -1
                value += direction * stepValue
                panAccumulated -= CGFloat(direction) * panDistancePerStep
            }
        case .ended:
            let velocity = gesture.velocity(in: label)
            lastFlingVelocity = velocity.x
            if abs(velocity.x) > flingVelocity {
                value += (velocity.x > 0 ? 5 : -5) * stepValue
            }
        default:
            break
        }
    }
}

/// A stroke recognizer in the manner of Apple's SpeedSketch sample: a finger stroke begins only once the
/// finger stayed down 0.1 s (a `Timer`), and `touchesMoved` sets `.changed` once; the app redraws the stroke
/// from every later action, which UIKit sends for every touch event.
final class StrokeGestureRecognizer: UIGestureRecognizer {
    private(set) var stroke: [CGPoint] = []
    private var trackedTouch: UITouch?
    private var fingerStartTimer: Timer?
    private let cancellationTimeInterval = TimeInterval(0.1)
    var coordinateSpaceView: UIView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouch == nil, let touch = touches.first else {
            for touch in touches where touch !== trackedTouch { ignore(touch, for: event) }
            return
        }
        trackedTouch = touch
        append(touch)
        if touch.type == .direct {
            fingerStartTimer = Timer.scheduledTimer(withTimeInterval: cancellationTimeInterval, repeats: false) {
                [weak self] _ in
                guard let self else { return }
                if self.state == .possible { self.state = .began }
            }
        } else {
            state = .began
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let trackedTouch, touches.contains(trackedTouch) else { return }
        append(trackedTouch)
        if state == .began { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let trackedTouch, touches.contains(trackedTouch) else { return }
        append(trackedTouch)
        fingerStartTimer?.invalidate()
        fingerStartTimer = nil
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingerStartTimer?.invalidate()
        fingerStartTimer = nil
        state = state == .possible ? .failed : .cancelled
    }

    override func reset() {
        stroke = []
        trackedTouch = nil
        fingerStartTimer?.invalidate()
        fingerStartTimer = nil
        super.reset()
    }

    private func append(_ touch: UITouch) {
        stroke.append(touch.location(in: coordinateSpaceView ?? view))
    }
}

/// A five-star rating view in the style of the common open-source ones: it adds its star buttons once and
/// lays them out in `layoutSubviews()` from its current size.
final class RatingView: UIView {
    var rating = 0 {
        didSet { onRatingChanged?(rating) }
    }
    var onRatingChanged: ((Int) -> Void)?
    var starSpacing: CGFloat = 4
    private(set) var starButtons: [UIButton] = []
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        for _ in 0..<5 {
            let button = UIButton(type: .custom)
            button.addTarget(self, action: RatingView.starTapped, for: .touchUpInside)
            addSubview(button)
            starButtons.append(button)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        let size = min(bounds.height, (bounds.width - 4 * starSpacing) / 5)
        for (index, button) in starButtons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * (size + starSpacing), y: 0, width: size, height: size)
        }
    }

    func starTapped(_ sender: UIButton) {
        guard let index = starButtons.firstIndex(of: sender) else { return }
        rating = index + 1
    }
}

/// A view controller that places a rating view in `viewDidLayoutSubviews`, as apps without Auto Layout do.
final class RatingViewController: UIViewController {
    let ratingView = RatingView(frame: .zero)
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(ratingView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews \(Int(saturating: view.bounds.width))")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset = view.bounds.inset(by: UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 10))
        ratingView.frame = CGRect(x: inset.minX, y: inset.minY, width: inset.width, height: 40)
        events.append("viewDidLayoutSubviews rating width \(Int(saturating: ratingView.frame.width))")
    }
}

/// A rotary knob control: the angle of the finger around the centre sets the value, with `atan2`.
final class KnobControl: UIControl {
    private(set) var value: CGFloat = 0
    var minimumValue: CGFloat = 0
    var maximumValue: CGFloat = 1
    private(set) var angle: CGFloat = 0
    private var startAngle: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        startAngle = angleOf(touch.location(in: self)) - angle
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        var newAngle = angleOf(touch.location(in: self)) - startAngle
        newAngle = min(max(newAngle, 0), .pi * 1.5)
        angle = newAngle
        value = minimumValue + (maximumValue - minimumValue) * angle / (.pi * 1.5)
        sendActions(for: .valueChanged)
        return true
    }

    private func angleOf(_ point: CGPoint) -> CGFloat {
        let vector = CGVector(dx: point.x - bounds.midX, dy: point.y - bounds.midY)
        return atan2(vector.dy, vector.dx)
    }
}

extension KnobControl {
    /// The classic "enlarge the hit area" extension: on iOS it overrides `point(inside:with:)` in an extension;
    /// here it sets the view's hit-area insets.
    var touchAreaPadding: CGFloat {
        get { -hitAreaInsets.top }
        set { hitAreaInsets = UIEdgeInsets(top: -newValue, left: -newValue, bottom: -newValue, right: -newValue) }
    }
}

/// A one-finger rotation recognizer, as published for knobs and dials: the rotation is the change of the
/// finger's angle around the view's centre since the last action, which resets it.
final class OneFingerRotationGestureRecognizer: UIGestureRecognizer {
    var rotation: CGFloat = 0
    private var lastAngle: CGFloat?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, numberOfTouches == 1, let touch = touches.first, let view else {
            state = .failed
            return
        }
        lastAngle = angle(of: touch.location(in: view), in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let view, let lastAngle else { return }
        let current = angle(of: touch.location(in: view), in: view)
        var delta = current - lastAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        rotation += delta
        self.lastAngle = current
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }

    override func reset() {
        super.reset()
        rotation = 0
        lastAngle = nil
    }

    private func angle(of point: CGPoint, in view: UIView) -> CGFloat {
        atan2(point.y - view.bounds.midY, point.x - view.bounds.midX)
    }
}
