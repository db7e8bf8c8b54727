// Written as an iOS card-stack view is written: the file's own imports, `Self.` action references, a delegate
// bound to `AnyObject`, `convert(_:to: nil)`, `==` and `case` on recognizers, `awakeFromNib`, `description` and a
// plain `deinit`. Nothing here names ResponderKit.
import Foundation
import UIKit

@MainActor
protocol CardSwipeViewDelegate: AnyObject {
    func cardSwipeView(_ view: CardSwipeView, didSwipe direction: CardSwipeView.Direction)
    func cardSwipeViewDidSnapBack(_ view: CardSwipeView)
}

final class CardSwipeView: UIView {
    enum Direction: String {
        case left, right
    }

    weak var delegate: CardSwipeViewDelegate?
    let title: String
    private(set) var log: [String] = []
    private lazy var pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
    private lazy var doubleTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: Self.handleDoubleTap)
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }()
    private var snapBack: DispatchWorkItem?
    /// Where the card's centre started, in the window.
    private var startCenterInWindow: CGPoint = .zero

    init(title: String, frame: CGRect) {
        self.title = title
        super.init(frame: frame)
        addGestureRecognizer(pan)
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        snapBack?.cancel()
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib")
    }

    override var description: String {
        "<CardSwipeView \(title)>"
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        switch gestureRecognizer {
        case pan:
            let velocity = pan.velocity(in: self)
            let horizontal = abs(velocity.x) > abs(velocity.y)
            log.append("should begin pan: \(horizontal)")
            return horizontal
        case doubleTap:
            log.append("should begin double tap")
            return true
        default:
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        guard gestureRecognizer == pan else { return }
        switch gestureRecognizer.state {
        case .began:
            snapBack?.cancel()
            startCenterInWindow = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
            log.append("began at \(Int(startCenterInWindow.x)),\(Int(startCenterInWindow.y)) in the window")
        case .changed:
            let translation = gestureRecognizer.translation(in: superview)
            transform = CGAffineTransform(translationX: translation.x, y: 0)
        case .ended, .cancelled:
            let translation = gestureRecognizer.translation(in: superview)
            if abs(translation.x) > bounds.width / 2 {
                let direction: Direction = translation.x > 0 ? .right : .left
                log.append("swiped \(direction)")
                delegate?.cardSwipeView(self, didSwipe: direction)
            } else {
                let item = DispatchWorkItem { [weak self] in
                    guard let self else { return }
                    self.transform = .identity
                    self.log.append("snapped back")
                    self.delegate?.cardSwipeViewDidSnapBack(self)
                }
                snapBack = item
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
            }
        default:
            break
        }
    }

    func handleDoubleTap() {
        log.append("double tap")
    }
}
