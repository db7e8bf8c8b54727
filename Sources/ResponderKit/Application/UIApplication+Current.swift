import Foundation

/// Which application app timers go to: `Timer.scheduledTimer`, `DispatchQueue.main` and delayed performs
/// take no application, so they go to the current one.
///
/// The current application is the one that most recently started to handle work (an input, a queued task, a
/// timer) — so a timer scheduled from a touch handler, an action, `layoutSubviews` or another timer goes to
/// the application delivering it — and, before any work, the application most recently created with a
/// `ManualClock` (tests schedule in their setup). `makeCurrent()` says it outright. With none (or once it was
/// freed), scheduling stops with a message rather than fall back to wall-clock time.
extension UIApplication {
    /// The current application's anchor (which does not keep it alive).
    private static var currentAnchor: ApplicationAnchor?

    /// The application app timers go to; nil before any application was created or made current.
    public static var current: UIApplication? { currentAnchor?.application }

    /// Makes this the application app timers go to until another one handles work or is made current.
    public func makeCurrent() {
        UIApplication.currentAnchor = anchor
    }

    /// Makes this application current when it starts to handle work; one comparison when it already is.
    @inline(__always)
    func becomeCurrent() {
        if UIApplication.currentAnchor !== anchor { UIApplication.currentAnchor = anchor }
    }

    /// The current application, for scheduling `what`; stops with a message when there is none.
    static func currentForAppTimers(_ what: String) -> UIApplication {
        guard let application = current else {
            preconditionFailure(
                "ResponderKit: \(what) needs an application to run on, and there is none: create a "
                    + "UIApplication (tests: UIApplication(clock: ManualClock())) or call makeCurrent() first. "
                    + "ResponderKit never falls back to wall-clock time.")
        }
        return application
    }
}
