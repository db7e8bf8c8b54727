// A card that reports drags to a delegate whose methods are mostly optional, as UIKit's own delegates are.
import ResponderKit

@MainActor @objc protocol SwipeCardViewDelegate: AnyObject {
    func cardDidSwipe(_ card: SwipeCardView)
    @objc optional func cardDidBeginDrag(_ card: SwipeCardView)
    @objc optional func card(_ card: SwipeCardView, shouldSwipeAtOffset offset: CGFloat) -> Bool
}

@IBDesignable
class SwipeCardView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 12
    @objc dynamic var swipeThreshold: CGFloat = 40
    weak var delegate: SwipeCardViewDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(SwipeCardView.handlePan(_:)))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            delegate?.cardDidBeginDrag?(self)
        case .ended:
            let offset = recognizer.translation(in: self).x
            let allowed = delegate?.card?(self, shouldSwipeAtOffset: offset) ?? (offset > swipeThreshold)
            if allowed {
                delegate?.cardDidSwipe(self)
            }
        default:
            break
        }
    }

    /// Whether the delegate wants to hear of drags: UIKit code asks before doing work for it.
    var delegateWantsDrags: Bool {
        guard let delegate = delegate as? UIResponder else { return false }
        return delegate.responds(to: #selector(SwipeCardViewDelegate.cardDidBeginDrag(_:)))
    }
}
