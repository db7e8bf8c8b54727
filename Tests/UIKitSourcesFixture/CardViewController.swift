// iOS-style view code of our own, compiled unmodified through the UIKitSources plugin (see the SelectorPlugin
// article): target-action with #selector, @IBOutlet, @IBAction, a recognizer made in a lazy var.
import ResponderKit

final class CardViewController: UIViewController {
    @IBOutlet weak var likeButton: UIButton!
    @IBOutlet var stars: [UIView]!

    /// What the controller did, in order.
    var log: [String] = []

    lazy var doubleTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap))
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        view.addSubview(button)
        likeButton = button
        likeButton.addTarget(self, action: #selector(likeTapped(_:)), for: .touchUpInside)
        likeButton.addTarget(self, action: #selector(CardViewController.likeTouched(_:forEvent:)), for: .touchDown)
        likeButton.addTarget(self, action: #selector(reset), for: .touchUpOutside)
        view.addGestureRecognizer(doubleTap)
    }

    @objc func likeTapped(_ sender: UIButton) {
        log.append("likeTapped \(sender === likeButton)")
    }

    @objc private func likeTouched(_ sender: UIButton, forEvent event: UIEvent) {
        log.append("likeTouched \(event.allTouches?.count ?? 0) touch")
    }

    @objc func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        log.append("doubleTap \(recognizer.state)")
    }

    @IBAction func reset(_ sender: Any) {
        log.append("reset")
    }
}
