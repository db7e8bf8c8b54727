import Foundation

// MARK: - Delayed performs

extension NSObject {
    /// Sends `aSelector` to this object after `delay` seconds on the current application's clock, with
    /// `anArgument` as the sender, as Foundation's `perform(_:with:afterDelay:)` does on Apple's platforms. The
    /// selector is one the object registered (a responder's `registerAction(_:_:)`) or a method reference
    /// (`Selector(Self.hideControls)`); one it does not perform is an "unrecognized selector" error when it fires.
    @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let application = UIApplication.currentForAppTimers("perform(_:with:afterDelay:)")
        let deadline = application.clock.now + (delay.isFinite && delay > 0 ? delay : 0)
        let identifier = ObjectIdentifier(self)
        let token = application.nextTimerToken
        let name = (self as? UIResponder)?.traceName ?? "\(type(of: self))"
        _ = application.scheduleAppTimer(
            at: deadline, "perform \(aSelector.name) on \(name) at \(deadline.compact)"
        ) { [self] in
            application.appTimers.performRequests.removeAll { $0.token == token }
            ActionDelivery.perform(aSelector, on: self, sender: anArgument, event: nil)
        }
        application.appTimers.performRequests.append(
            AppTimerRegistry.PerformRequest(
                target: identifier, selector: aSelector, argument: anArgument as? AnyHashable, token: token))
    }

    /// Cancels the delayed performs of `aSelector` with an equal argument on `aTarget`, as Foundation's
    /// `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)`.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector: Selector, object: Any?) {
        cancelPerformRequests(of: aTarget) { $0.selector == selector && $0.argument == (object as? AnyHashable) }
    }

    /// Cancels every delayed perform on `aTarget`, as Foundation's
    /// `NSObject.cancelPreviousPerformRequests(withTarget:)`.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        cancelPerformRequests(of: aTarget) { _ in true }
    }

    @MainActor
    private static func cancelPerformRequests(
        of target: Any, where matches: (AppTimerRegistry.PerformRequest) -> Bool
    ) {
        guard let application = UIApplication.current else { return }
        let identifier = ObjectIdentifier(target as AnyObject)
        let cancelled = application.appTimers.performRequests.filter { $0.target == identifier && matches($0) }
        application.appTimers.performRequests.removeAll { request in cancelled.contains { $0.token == request.token } }
        for request in cancelled { application.cancelAppTimer(request.token) }
    }
}
