import Foundation
import ResponderKit

/// A random application for a random stream: windows, a view hierarchy with transforms, hidden, transparent
/// and non-interactive views, controls (buttons, switches, sliders and a control that refuses or stops
/// tracking at random), recognizers of every kind with random relations and delegates, animations of every kind
/// (`StreamWorld+Animations.swift`) — and the handlers that change it all from inside deliveries.
///
/// ```
/// build: windows ──► views, controls and scroll views (random tree, geometry, flags, content sizes, paging,
///        bounces, content-touch settings) ──► recognizers (kinds, flags,
///        require(toFail:), delegates that answer from a fixed table) ──► handlers: views, control events,
///        tracking methods, recognizer actions
/// run:   a handler, sometimes ──► mutate(): remove the hit view, move views between windows, add or remove
///        recognizers, toggle isEnabled (recognizers and controls), hide windows, cancel all touches,
///        inject input, animate (animate(near:)), present or dismiss a controller (presentOrDismiss(near:)); a pan's action steers a property animator; a scroll view's delegate, sometimes: remove the scroll view mid-deceleration, change
///        its contentSize while dragging, or mutate()
/// ```
@MainActor
final class StreamWorld {
    var source: any EntropySource
    let clock = ManualClock()
    let application: UIApplication
    var windows: [UIWindow] = []
    var views: [UIView] = []
    var recognizers: [UIGestureRecognizer] = []
    var controls: [UIControl] = []
    var delegates: [ChaosDelegate] = []
    var scrollDelegates: [ChaosScrollDelegate] = []
    /// The delegates of the views' pencil and pointer interactions (`StreamWorld+Interactions`).
    var interactionDelegates: [ChaosInteractionDelegate] = []
    /// Drags that scrolled a scroll view.
    var scrollViewDrags = 0
    /// Whether the world is built: delegates called while it is being built (a scroll view's bounds set by
    /// `configure`) change nothing.
    var isBuilt = false
    /// Percent chance that a handler mutates the world.
    let mutationPercent: Int
    /// Inputs injected from inside handlers (they are queued by the application).
    var injectedInputs = 0
    /// Mutations performed.
    var mutations = 0
    let screen = CGRect(x: 0, y: 0, width: 320, height: 480)
    /// Percent chance that a completion or `animationDidStop` starts an animation or changes the world.
    let hostileCompletionPercent: Int
    /// Animation steps taken: calls made, animators made or steered, layer animations added, subtrees let go.
    var animationSteps = 0
    /// The completions and `animationDidStop`s expected, with how many times each ran.
    var ledger = AnimationLedger()
    /// The property animators the world may steer, and the ledger entries of their completions.
    var animators: [UIViewPropertyAnimator] = []
    var animatorEntries: [ObjectIdentifier: Int] = [:]
    /// The layers that were given an animation, to remove repeating ones at the end.
    var animatedLayers: [WeakLayer] = []
    /// Transient subtrees: views only their superview holds, freed when let go.
    var transients: [UIView] = []
    var transientObjects: [RandomStream.WeakObject] = []
    var transientCount = 0
    /// The controllers the world made: presenters (world views made root views) and presented controllers.
    var controllers: [UIViewController] = []
    /// Presentations and dismissals asked for (`StreamWorld+Presentation`).
    var presentationSteps = 0
    /// Whether the stream is ending: callbacks start no animation.
    var isFinishingAnimations = false
    /// How many animations completions may still start, so chains end.
    var chainBudget = 20

    init(source: any EntropySource) {
        self.source = source
        application = UIApplication(clock: clock)
        application.isVerifying = true
        mutationPercent = [0, 2, 5, 10][self.source.next(below: 4)]
        hostileCompletionPercent = [0, 10, 30][self.source.next(below: 3)]
        build()
    }

    // MARK: - Building

    private func build() {
        let windowCount = 1 + source.next(below: 3)
        for index in 0..<windowCount {
            let frame = index == 0 ? screen : randomRect(in: screen)
            let window = UIWindow(frame: frame, application: application)
            window.accessibilityIdentifier = "window\(index)"
            window.windowLevel = UIWindow.Level(CGFloat(source.next(below: 3)))
            if index == 0 || source.chance(80) { window.makeKeyAndVisible() }
            windows.append(window)
        }
        let viewCount = 2 + source.next(below: 24)
        for index in 0..<viewCount {
            let parent: UIView = views.isEmpty || source.chance(30) ? source.pick(windows) : source.pick(views)
            let frame = randomRect(in: parent.bounds)
            let view: UIView =
                source.chance(25)
                ? makeControl(frame: frame)
                : source.chance(15) ? makeScrollView(frame: frame) : ChaosView(world: self, frame: frame)
            view.accessibilityIdentifier = "v\(index)"
            configure(view)
            parent.addSubview(view)
            views.append(view)
        }
        let recognizerCount = source.next(below: 8)
        for _ in 0..<recognizerCount { addRandomRecognizer() }
        for _ in 0..<source.next(below: 4) where recognizers.count >= 2 {
            let a = source.pick(recognizers)
            let b = source.pick(recognizers)
            a.require(toFail: b)
        }
        isBuilt = true
    }

    private func configure(_ view: UIView) {
        if source.chance(15) { view.transform = randomTransform() }
        if source.chance(8) { view.isHidden = true }
        if source.chance(5) { view.alpha = source.chance(50) ? 0 : 0.01 }
        if source.chance(8) { view.isUserInteractionEnabled = false }
        view.isMultipleTouchEnabled = source.chance(50)
        view.isExclusiveTouch = source.chance(10)
        if source.chance(10) {
            view.bounds.origin = CGPoint(x: source.number(in: -20...20), y: source.number(in: -20...20))
        }
        if source.chance(12) { addInteractions(to: view) }
    }

    /// A button, switch, slider or ``ChaosControl``; each control event may mutate the world.
    private func makeControl(frame: CGRect) -> UIControl {
        let control: UIControl
        switch source.next(below: 4) {
        case 0: control = UIButton(frame: frame)
        case 1: control = UISwitch(frame: frame)
        case 2:
            let slider = UISlider(frame: frame)
            slider.isContinuous = source.chance(70)
            control = slider
        default: control = ChaosControl(world: self, frame: frame)
        }
        control.isEnabled = source.chance(85)
        control.addAction(
            UIAction { [unowned self] action in
                if self.source.chance(self.mutationPercent) { self.mutate(near: action.sender as? UIView) }
            }, for: .allEvents)
        controls.append(control)
        return control
    }

    func randomRect(in bounds: CGRect) -> CGRect {
        let width = source.number(in: 0...Double(Swift.max(1, bounds.width)))
        let height = source.number(in: 0...Double(Swift.max(1, bounds.height)))
        let x = bounds.minX + source.number(in: -20...Double(Swift.max(0, bounds.width - width + 20)))
        let y = bounds.minY + source.number(in: -20...Double(Swift.max(0, bounds.height - height + 20)))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private func randomTransform() -> CGAffineTransform {
        switch source.next(below: 4) {
        case 0: return CGAffineTransform(rotationAngle: source.number(in: -3.2...3.2))
        case 1: return CGAffineTransform(scaleX: source.number(in: 0.2...3), y: source.number(in: 0.2...3))
        case 2: return CGAffineTransform(translationX: source.number(in: -50...50), y: source.number(in: -50...50))
        default: return CGAffineTransform(scaleX: 0, y: source.number(in: 0...1))
        }
    }

    func addRandomRecognizer() {
        guard !views.isEmpty else { return }
        let recognizer = makeRecognizer(kind: source.next(below: 8))
        recognizer.name = "r\(recognizers.count)"
        recognizer.cancelsTouchesInView = source.chance(70)
        recognizer.delaysTouchesBegan = source.chance(25)
        recognizer.delaysTouchesEnded = source.chance(70)
        if source.chance(40) {
            let delegate = ChaosDelegate(world: self, answers: UInt64(source.next(below: 1 << 30)))
            delegates.append(delegate)
            recognizer.delegate = delegate
        }
        recognizer.addHandler { [unowned self] recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer, self.source.chance(25) { self.steerAnimator(from: pan) }
            if self.source.chance(self.mutationPercent) { self.mutate(near: recognizer.view) }
        }
        source.pick(views + windows).addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
    }

    private func makeRecognizer(kind: Int) -> UIGestureRecognizer {
        switch kind {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + source.next(below: 2)
            tap.numberOfTouchesRequired = 1 + source.next(below: 2)
            return tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = source.number(in: 0...0.8)
            press.numberOfTouchesRequired = 1 + source.next(below: 2)
            return press
        case 2:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 1 + source.next(below: 2)
            pan.maximumNumberOfTouches = pan.minimumNumberOfTouches + source.next(below: 3)
            return pan
        case 3:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = [.left, .right, .top, .bottom, .all][source.next(below: 5)]
            return edge
        case 4:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.right, .left, .up, .down][source.next(below: 4)]
            swipe.numberOfTouchesRequired = 1 + source.next(below: 2)
            return swipe
        case 5: return UIPinchGestureRecognizer()
        case 6: return UIRotationGestureRecognizer()
        default: return ChaosRecognizer(world: self)
        }
    }

    /// Weak references to everything the world made, to check that none outlives the stream.
    /// A scroll view with random content size, paging, bounces and content-touch settings, whose delegate may
    /// change the world.
    private func makeScrollView(frame: CGRect) -> UIScrollView {
        let scrollView = UIScrollView(frame: frame)
        scrollView.contentSize = CGSize(
            width: frame.width * source.number(in: 0.5...4), height: frame.height * source.number(in: 0.5...4))
        scrollView.isPagingEnabled = source.chance(25)
        scrollView.bounces = source.chance(80)
        scrollView.alwaysBounceVertical = source.chance(20)
        scrollView.alwaysBounceHorizontal = source.chance(20)
        scrollView.isDirectionalLockEnabled = source.chance(30)
        scrollView.delaysContentTouches = source.chance(70)
        scrollView.canCancelContentTouches = source.chance(80)
        scrollView.isScrollEnabled = source.chance(90)
        scrollView.decelerationRate = source.chance(50) ? .normal : .fast
        let delegate = ChaosScrollDelegate(world: self)
        scrollDelegates.append(delegate)
        scrollView.delegate = delegate
        return scrollView
    }

    func weakObjects() -> [RandomStream.WeakObject] {
        [RandomStream.WeakObject(name: "application", responder: application)]
            + (windows + views).map {
                RandomStream.WeakObject(name: $0.accessibilityIdentifier ?? "view", responder: $0)
            }
            + recognizers.map { RandomStream.WeakObject(name: $0.name ?? "recognizer", recognizer: $0) }
            + transientObjects
            + controllers.map {
                RandomStream.WeakObject(name: $0.viewIfLoaded?.accessibilityIdentifier ?? "controller", responder: $0)
            }
    }

    // MARK: - Mutations

    /// Changes the world at random, usually near `view` (the view or recognizer whose handler runs).
    func mutate(near view: UIView?) {
        mutations += 1
        let subject = view.flatMap { !($0 is UIWindow) && source.chance(60) ? $0 : nil } ?? source.pick(views)
        let kind = source.next(below: 17)
        if application.trace.isObserved {
            let name = subject.accessibilityIdentifier ?? "?"
            application.trace.record(.actionSent(action: "mutation \(kind) on \(name)", target: nil, sender: nil))
        }
        switch kind {
        case 0, 1:
            subject.removeFromSuperview()
        case 2, 3:
            let targets = (views + windows).filter { !$0.isDescendant(of: subject) }
            if !targets.isEmpty { source.pick(targets).addSubview(subject) }
        case 4:
            addRandomRecognizer()
        case 5:
            if let recognizer = recognizers.isEmpty ? nil : source.pick(recognizers) {
                recognizer.view?.removeGestureRecognizer(recognizer)
                if source.chance(50) { source.pick(views).addGestureRecognizer(recognizer) }
            }
        case 6:
            if let recognizer = recognizers.isEmpty ? nil : source.pick(recognizers) {
                recognizer.isEnabled.toggle()
            }
        case 7:
            subject.isHidden.toggle()
        case 8:
            subject.isUserInteractionEnabled.toggle()
        case 9:
            let window = source.pick(windows)
            // A detached window would attach itself to UIApplication.shared: attach it to the stream's own.
            if window.application == nil { application.attach(window) }
            if window.isHidden { window.makeKeyAndVisible() } else { window.isHidden = true }
        case 10:
            application.cancelAllTouches()
        case 11:
            subject.transform = source.chance(50) ? .identity : CGAffineTransform(rotationAngle: 1)
            subject.superview?.bringSubviewToFront(subject)
        case 12:
            let window = source.pick(windows)
            if window.application == nil { application.attach(window) } else { application.detach(window) }
        case 13:
            if let control = controls.isEmpty ? nil : source.pick(controls) {
                control.isEnabled.toggle()
                if source.chance(30), let slider = control as? UISlider {
                    slider.value = Float(source.number(in: 0...1))
                }
            }
        case 14:
            presentOrDismiss(near: subject)
        case 15, 16:
            animate(near: subject)
        default:
            injectedInputs += 1
            let time = clock.now
            let input: InputEvent =
                switch source.next(below: 3) {
                case 0: .interruption(timestamp: time)
                case 1: .inputReset(timestamp: time)
                default:
                    .touches(
                        TouchFrame(
                            timestamp: time,
                            samples: [
                                TouchSample(
                                    finger: 1 + source.next(below: 5), phase: .moved,
                                    location: CGPoint(x: 10, y: 10))
                            ]))
                }
            application.inject(input)
        }
    }
}

/// A view whose touch handlers sometimes change the world, and sometimes stop the responder chain.
@MainActor
final class ChaosView: UIView {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    unowned let world: StreamWorld
    let callsSuper: Bool

    init(world: StreamWorld, frame: CGRect) {
        self.world = world
        self.callsSuper = world.source.chance(80)
        super.init(frame: frame)
    }

    private func handle() {
        if world.source.chance(world.mutationPercent) { world.mutate(near: self) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        handle()
        if callsSuper { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        handle()
        if callsSuper { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        handle()
        if callsSuper { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        handle()
        if callsSuper { super.touchesCancelled(touches, with: event) }
    }
}

/// A control that refuses to track, stops tracking, and changes the world from inside its tracking methods,
/// at random: the control must still end or cancel each tracking exactly once.
@MainActor
final class ChaosControl: UIControl {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    unowned let world: StreamWorld

    init(world: StreamWorld, frame: CGRect) {
        self.world = world
        super.init(frame: frame)
    }

    private func handle() {
        if world.source.chance(world.mutationPercent) { world.mutate(near: self) }
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        handle()
        return world.source.chance(85)
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        handle()
        return world.source.chance(90)
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        handle()
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        handle()
        super.cancelTracking(with: event)
    }
}

/// A recognizer that moves to random states, legal or not, and ignores touches at random: arbitration must
/// keep it to one terminal state per gesture.
@MainActor
final class ChaosRecognizer: UIGestureRecognizer {
    unowned let world: StreamWorld

    init(world: StreamWorld) {
        self.world = world
        super.init(target: nil, action: nil)
    }

    private func step(_ touches: Set<UITouch>, _ event: UIEvent) {
        if world.source.chance(30) {
            let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
            state = world.source.pick(states)
        }
        if world.source.chance(5), let touch = touches.min(by: { $0.finger < $1.finger }) {
            ignore(touch, for: event)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { step(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { step(touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { step(touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { step(touches, event) }
}

/// A delegate whose answers come from a fixed table of bits, so they are the same every time it is asked.
@MainActor
final class ChaosDelegate: UIGestureRecognizerDelegate {
    unowned let world: StreamWorld
    let answers: UInt64

    init(world: StreamWorld, answers: UInt64) {
        self.world = world
        self.answers = answers
    }

    private func bit(_ index: Int, _ other: UIGestureRecognizer? = nil) -> Bool {
        let salt = other.flatMap { $0.name.flatMap { Int($0.dropFirst()) } } ?? 0
        return (answers >> UInt64((index + salt * 5) % 30)) & 1 == 1
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !bit(0) || bit(1)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(bit(2) && bit(3) && touch.finger % 2 == 0)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        bit(4, otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        bit(5, otherGestureRecognizer) && bit(6, otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        bit(7, otherGestureRecognizer) && bit(8, otherGestureRecognizer)
    }
}

/// A scroll view's delegate that sometimes changes the world from inside its calls: removes the scroll view while
/// it decelerates, changes its `contentSize` while it is dragged, or makes any other mutation.
@MainActor
final class ChaosScrollDelegate: UIScrollViewDelegate {
    unowned let world: StreamWorld

    init(world: StreamWorld) {
        self.world = world
    }

    private var mutates: Bool { world.isBuilt && world.source.chance(world.mutationPercent) }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard mutates else { return }
        if scrollView.isDecelerating, world.source.chance(50) {
            world.mutations += 1
            scrollView.removeFromSuperview()
        } else if scrollView.isDragging, world.source.chance(50) {
            world.mutations += 1
            scrollView.contentSize = CGSize(
                width: scrollView.bounds.width * world.source.number(in: 0...3),
                height: scrollView.bounds.height * world.source.number(in: 0...3))
        } else {
            world.mutate(near: scrollView)
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        world.scrollViewDrags += 1
        if mutates { world.mutate(near: scrollView) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if mutates { world.mutate(near: scrollView) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if mutates { world.mutate(near: scrollView) }
    }
}
