// Two delegates of a swipe card: one implements every optional method, the other only the required one.
import ResponderKit

class CardStackController: UIViewController, SwipeCardViewDelegate {
    var events: [String] = []

    func cardDidSwipe(_ card: SwipeCardView) {
        events.append("swiped")
    }

    func cardDidBeginDrag(_ card: SwipeCardView) {
        events.append("began drag")
    }

    func card(_ card: SwipeCardView, shouldSwipeAtOffset offset: CGFloat) -> Bool {
        events.append("asked at \(offset)")
        return true
    }
}

/// Inherits the optional methods of its superclass and overrides one.
final class StrictCardStackController: CardStackController {
    override func card(_ card: SwipeCardView, shouldSwipeAtOffset offset: CGFloat) -> Bool {
        events.append("strict at \(offset)")
        return false
    }
}

final class MinimalCardDelegate: UIResponder, SwipeCardViewDelegate {
    var events: [String] = []

    func cardDidSwipe(_ card: SwipeCardView) {
        events.append("swiped")
    }
}
