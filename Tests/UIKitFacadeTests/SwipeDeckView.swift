// Written as an iOS swipe deck is written: the top card follows the finger, tilts as it goes, flies off with
// UIView.animate past a threshold (and is removed in the completion), or springs back. Nothing here names
// ResponderKit.
import UIKit

@MainActor
protocol SwipeDeckViewDelegate: AnyObject {
    func swipeDeck(_ deck: SwipeDeckView, didRemove card: UIView, liked: Bool)
}

final class SwipeDeckView: UIView {
    weak var delegate: SwipeDeckViewDelegate?
    private(set) var cards: [UIView] = []
    private lazy var pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func push(_ card: UIView) {
        card.frame = bounds.insetBy(dx: 20, dy: 20)
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        insertSubview(card, at: 0)
        cards.insert(card, at: 0)
    }

    private var topCard: UIView? { cards.last }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let card = topCard else { return }
        let translation = recognizer.translation(in: self)
        switch recognizer.state {
        case .changed:
            let angle = translation.x / bounds.width * (.pi / 8)
            card.transform = CGAffineTransform(translationX: translation.x, y: translation.y).rotated(by: angle)
        case .ended, .cancelled:
            if abs(translation.x) > bounds.width / 3 {
                flyOff(card, toRight: translation.x > 0)
            } else {
                UIView.animate(
                    withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                    options: [.allowUserInteraction]
                ) {
                    card.transform = .identity
                }
            }
        default:
            break
        }
    }

    private func flyOff(_ card: UIView, toRight: Bool) {
        cards.removeLast()
        let distance = (toRight ? 1 : -1) * bounds.width * 1.5
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseIn]) {
            card.transform = CGAffineTransform(translationX: distance, y: 0).rotated(by: toRight ? .pi / 6 : -.pi / 6)
            card.alpha = 0
        } completion: { _ in
            card.removeFromSuperview()
            self.delegate?.swipeDeck(self, didRemove: card, liked: toRight)
        }
    }
}
