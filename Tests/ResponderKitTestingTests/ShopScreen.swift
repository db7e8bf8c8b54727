import Foundation
import ResponderKit

/// The acceptance screen, written as an iOS screen is: a buy button, a card dragged by a pan, a photo pinched and
/// rotated, a message with a long-press menu, a volume slider, a scrolling list, and an editor that takes key presses.
@MainActor
final class ShopScreen: UIViewController, UIGestureRecognizerDelegate {
    /// What happened, in order.
    var log: [String] = []
    let buy = UIButton(frame: CGRect(x: 20, y: 40, width: 120, height: 44))
    let card = UIView(frame: CGRect(x: 200, y: 40, width: 100, height: 60))
    let photo = UIImageView(frame: CGRect(x: 20, y: 120, width: 200, height: 150))
    let message = UILabel(frame: CGRect(x: 20, y: 290, width: 200, height: 40))
    let volume = UISlider(frame: CGRect(x: 20, y: 350, width: 280, height: 30))
    let list = UIScrollView(frame: CGRect(x: 20, y: 400, width: 280, height: 200))
    let editor = Editor(frame: CGRect(x: 20, y: 620, width: 280, height: 44))
    private(set) var menu: UIView?
    private var purchases = 0
    private var cardStart = CGPoint.zero

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 700))
    }

    override func viewDidLoad() {
        buy.setTitle("Buy", for: .normal)
        buy.accessibilityIdentifier = "buy"
        buy.addAction(
            UIAction { [unowned self] _ in
                purchases += 1
                log.append("bought \(purchases)")
            }, for: .touchUpInside)

        card.accessibilityIdentifier = "card"
        card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] in drag($0) })

        photo.accessibilityIdentifier = "photo"
        photo.isUserInteractionEnabled = true
        let pinch = UIPinchGestureRecognizer { [unowned self] recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            if pinch.state == .ended { log.append("photo scaled \(String(format: "%.2f", Double(pinch.scale)))") }
        }
        let rotation = UIRotationGestureRecognizer { [unowned self] recognizer in
            guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            if rotation.state == .ended {
                log.append("photo rotated \(String(format: "%.0f", Double(rotation.rotation * 180 / .pi)))°")
            }
        }
        pinch.delegate = self
        rotation.delegate = self
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)

        message.text = "Hello"
        message.accessibilityIdentifier = "message"
        message.isUserInteractionEnabled = true
        message.addGestureRecognizer(
            UILongPressGestureRecognizer { [unowned self] recognizer in
                if recognizer.state == .began { showMenu() }
            })

        volume.accessibilityIdentifier = "volume"
        volume.addAction(
            UIAction { [unowned self] _ in log.append("volume \(String(format: "%.1f", Double(volume.value)))") },
            for: .valueChanged)

        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 280, height: 4000)

        editor.accessibilityIdentifier = "editor"
        editor.onText = { [unowned self] text in log.append("editor \"\(text)\"") }

        for subview in [buy, card, photo, message, volume, list, editor] as [UIView] { view.addSubview(subview) }
    }

    private func drag(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            cardStart = card.center
        case .changed, .ended:
            let translation = pan.translation(in: view)
            card.center = CGPoint(x: cardStart.x + translation.x, y: cardStart.y + translation.y)
            if pan.state == .ended {
                log.append(String(format: "card at (%.0f, %.0f)", Double(card.center.x), Double(card.center.y)))
            }
        default:
            break
        }
    }

    private func showMenu() {
        let menu = UIView(frame: CGRect(x: 40, y: 240, width: 160, height: 44))
        menu.accessibilityIdentifier = "menu"
        let copy = UIButton(frame: menu.bounds)
        copy.setTitle("Copy", for: .normal)
        copy.addAction(
            UIAction { [unowned self] _ in
                log.append("copied \(message.text ?? "")")
                menu.removeFromSuperview()
            }, for: .touchUpInside)
        menu.addSubview(copy)
        view.addSubview(menu)
        self.menu = menu
        log.append("menu shown")
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}

/// A responder that takes key presses: it becomes first responder when tapped and collects the characters typed.
@MainActor
final class Editor: UIView {
    var text = ""
    var onText: ((String) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in _ = becomeFirstResponder() })
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let characters = press.key?.characters else { continue }
            if characters == "\r" {
                onText?(text)
            } else {
                text += characters
            }
        }
    }
}
