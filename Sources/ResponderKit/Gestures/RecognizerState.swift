import Foundation

// State a gesture recognizer keeps in groups, so that `UIGestureRecognizer` declares at most 25 stored properties
// (issue 29).

/// The touches a recognizer has seen since its last reset.
struct RecognizerTouchBook {
    /// Every touch delivered since the last reset, for telling which recognizers compete.
    var sinceReset: [UITouch] = []
    /// Touches the recognizer ignores until they end (`ignore(_:for:)`).
    var ignored: [UITouch] = []
}

/// Moves a recognizer's logic does not need one by one.
///
/// A logic may say that its last decision leaves moves idle: a move could change nothing but where a lone touch is
/// and the time (a pinch or a rotation waiting for its second finger). Delivery then holds a lone touch's moves
/// back, keeping the last in `held`, and `feedHeldMove()` hands that one to the logic before any other call
/// (`feedLogic(_:_:)`, a timer), which leaves the logic as if it had seen them all. Set by the classes whose logics
/// know it, after each call of their logic.
struct IdleMoves {
    /// Whether moves are idle now.
    var areIdle = false
    /// The last move held back while moves were idle, not yet given to the logic.
    var held: GestureTouchSample?
}

/// What a recognizer remembers of its touches once the last one lifted.
struct LastLift {
    /// The touches the recognizer tracked when its last touch ended, so `location(in:)` still answers in the action
    /// of a gesture that ended on lift.
    var touches: [UITouch] = []
    /// Where `touches` were when the recognizer reset, in window coordinates: `location(in:)` answers from it after
    /// the reset without keeping the touches (which know their views, which know this recognizer).
    var locationInWindow: CGPoint?
}
