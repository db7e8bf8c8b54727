import Foundation

/// The scroll view's recognizer that withholds a touch-down from the content (`delaysContentTouches`), as UIKit's
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`: it has `delaysTouchesBegan`, so the touch's gate holds the
/// began while it is undecided, and it never prevents another recognizer.
///
/// ```
/// touch-down ──► the scroll view was decelerating ─► stops it; recognizes: the content never gets the touch
///            ──► delaysContentTouches == false ────► decides at once
///            └─► timer at + contentTouchDelay (0.15 s) ─► decides: .contentTouchDelayElapsed
/// lift before the timer ───────────────────────────► decides: .contentTouchLifted (began + ended back to back)
/// the scroll view's pan begins first ──────────────► prevented: the held began is discarded
/// decides: touchesShouldBegin(_:with:in:) false ───► recognizes (.contentTouchRefused): the touch is discarded
///          otherwise ──────────────────────────────► fails: the gate releases the began to the content
/// ```
@MainActor
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// Whether the touch-down stopped a deceleration, so the content must not get it.
    private var stoppedScrolling = false

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = true
    }

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard storedState == .possible else { return }
        if let scrollView, scrollView.isDecelerating {
            scrollView.stopMotion()
            stoppedScrolling = true
        }
        if stoppedScrolling {
            requestTransition(to: .ended, reason: .touchStoppedScrolling)
            return
        }
        if !delaysTouchesBegan {
            decide(event, reason: .contentTouchDelayElapsed(0))
        } else if timerToken == nil {
            startTimer(at: now + currentMetrics.contentTouchDelay)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        decide(event, reason: .contentTouchLifted)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard storedState == .possible else { return }
        requestTransition(to: .failed, reason: .touchesCancelled)
    }

    override func timerFired() {
        decide(nil, reason: .contentTouchDelayElapsed(currentMetrics.contentTouchDelay))
    }

    /// The wait is over: the content views get their touches unless the scroll view's `touchesShouldBegin`
    /// refuses one.
    private func decide(_ event: UIEvent?, reason: RecognizerTransitionReason) {
        guard storedState == .possible else { return }
        stopTimer()
        if let scrollView, let refused = scrollView.contentViewRefusingTouches(trackedTouches, with: event) {
            requestTransition(to: .ended, reason: .contentTouchRefused(scrollView.traceSubject(refused)))
            return
        }
        requestTransition(to: .failed, reason: reason)
    }

    /// It never prevents another recognizer (the scroll view's pan goes on after it decided).
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func reset() {
        super.reset()
        stoppedScrolling = false
    }
}

/// The scroll view's pan: a `UIPanGestureRecognizer` whose beginning the scroll view decides
/// (`ScrollPanDecision`), and which tells the scroll view when a finger is on it (`isTracking`).
@MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    init() {
        super.init(target: nil, action: nil)
        // A mouse wheel and a trackpad scroll a scroll view as a dragging finger would (BEHAVIOUR §12).
        allowedScrollTypesMask = .all
    }

    /// The scroll view this pan scrolls, unretained: the scroll view owns the pan and clears this in its `deinit`.
    /// Not the pan's `view`: an app may move the pan to a larger view, to scroll from anywhere in it, and the pan
    /// still scrolls its scroll view, as in UIKit.
    final var scrollViewReference = UnretainedReference<UIScrollView>(nil)

    private var scrollView: UIScrollView? { scrollViewReference.object }

    override func beginRefusal() -> RecognizerTransitionReason? {
        scrollView?.panRefusal(translation: logic.translation, touches: touchBook.sinceReset)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // A touch-down stops the motion: the delay recognizer does it when it is still possible; when it already
        // failed (another finger of its gesture is still down), the pan does, so the scroll view never tracks
        // while it decelerates (found by the random streams).
        if let scrollView, scrollView.isDecelerating { scrollView.stopMotion() }
        scrollView?.isTracking = true
    }

    override func reset() {
        super.reset()
        if let scrollView, !scrollView.isDragging { scrollView.isTracking = false }
    }
}
