import Foundation

/// The base of UIKit's haptic feedback generators. Nothing vibrates here: each call is a `feedback` event in the
/// trace of the generator's application (its view's, or the current one), so a test can assert on the haptics a
/// gesture gives.
///
/// ```swift
/// let generator = UIImpactFeedbackGenerator(style: .medium)
/// generator.prepare()
/// generator.impactOccurred()   // trace: "feedback: UIImpactFeedbackGenerator impact medium 1.0"
/// ```
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The view the feedback is tied to (iOS 17.5), which picks the application that records it.
    public private(set) weak var view: UIView?

    /// Creates a generator tied to no view.
    public override init() {
        super.init()
    }

    /// Creates a generator tied to a view (iOS 17.5).
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Readies the generator to give feedback soon; recorded as `prepared`.
    open func prepare() {
        record(.prepared)
    }

    /// Records `feedback` in the trace of the generator's application.
    final func record(_ feedback: HapticFeedback) {
        guard let trace = (view?.window?.application ?? UIApplication.current)?.trace, trace.isObserved else {
            return
        }
        trace.record(.feedback(generator: TraceTypeName.of(self), feedback: feedback))
    }
}
