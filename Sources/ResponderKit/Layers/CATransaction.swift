import Foundation

/// Groups layer changes: their implicit animations' duration and timing function, whether they animate at all,
/// and a block to run when every animation added inside the group has stopped.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setAnimationDuration(0.5)
/// CATransaction.setCompletionBlock { print("done") }   // at t + 0.5
/// shapeLayer.strokeEnd = 1                              // animates, implicitly, over 0.5 s
/// CATransaction.commit()
/// ```
///
/// Without `begin()`, changes belong to the implicit transaction: 0.25 s, Core Animation's default timing,
/// actions enabled. Transactions nest; an inner one's settings start as its outer one's.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open transaction's settings and the animations added in it.
    struct Frame {
        var duration: TimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completion: (@MainActor () -> Void)?
        var group: TransactionCompletion?
    }

    /// The open transactions, innermost last.
    private static var stack: [Frame] = []

    /// Opens a transaction.
    open class func begin() {
        var frame = stack.last ?? Frame()
        frame.completion = nil
        frame.group = nil
        stack.append(frame)
    }

    /// Closes the innermost transaction: its completion block runs when the animations added in it have stopped
    /// (after the current work, through the application's queue, when there were none).
    open class func commit() {
        guard let frame = stack.popLast() else { return }
        guard let completion = frame.completion else { return }
        if let group = frame.group, group.pending > 0 {
            group.completion = completion
        } else if let application = UIApplication.current {
            application.enqueueTask(completion)
            application.drain()
        } else {
            completion()
        }
    }

    /// Does what `commit()` would for every open transaction; ResponderKit has no render server to flush to.
    open class func flush() {}

    /// The duration of implicit animations (0.25 s by default).
    open class func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }

    /// Sets the duration of implicit animations in the innermost transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].duration = dur.isFinite && dur >= 0 ? dur : 0.25
    }

    /// The timing function of implicit animations (nil: Core Animation's default).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.last?.timingFunction ?? CAMediaTimingFunction(name: .default)
    }

    /// Sets the timing function of implicit animations in the innermost transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].timingFunction = function
    }

    /// Whether implicit animations are off.
    open class func disableActions() -> Bool { stack.last?.disableActions ?? false }

    /// Turns implicit animations off (or on) in the innermost transaction.
    open class func setDisableActions(_ flag: Bool) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].disableActions = flag
    }

    /// The innermost transaction's completion block.
    open class func completionBlock() -> (@MainActor () -> Void)? { stack.last?.completion }

    /// Sets the block to run when every animation added from now on in the innermost transaction has stopped.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].completion = block
        if block != nil && stack[stack.count - 1].group == nil {
            stack[stack.count - 1].group = TransactionCompletion()
        }
    }

    /// The duration an animation with none takes: the transaction's.
    static var currentDuration: TimeInterval { stack.last?.duration ?? 0.25 }

    /// An animation was added: the open transactions with a completion block wait for it.
    static func animationAdded(_ animation: CAAnimation) {
        for frame in stack {
            guard let group = frame.group else { continue }
            group.pending += 1
            animation.transactionCompletions.append(group)
        }
    }
}

/// A transaction's completion block, waiting for the animations added in the transaction.
@MainActor
final class TransactionCompletion {
    /// How many of them have not stopped.
    var pending = 0
    /// The block, set when the transaction commits.
    var completion: (@MainActor () -> Void)?

    /// One of them stopped; the last runs the block.
    func animationStopped() {
        pending -= 1
        if pending == 0, let completion {
            self.completion = nil
            completion()
        }
    }
}
