// Written as iOS 15+ code writes a toggle button: a `.filled()` configuration, an update handler that switches the
// image and title by `isSelected`, `changesSelectionAsPrimaryAction`, a `UIAction` primary action, Auto Layout.
import UIKit

final class LikeViewController: UIViewController {
    private(set) var likes = 0
    var onLike: ((Bool) -> Void)?

    lazy var likeButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Like"
        configuration.image = UIImage(systemName: "heart")
        configuration.imagePadding = 8
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large

        let button = UIButton(
            configuration: configuration,
            primaryAction: UIAction { [unowned self] action in
                guard let button = action.sender as? UIButton else { return }
                likes += button.isSelected ? 1 : -1
                onLike?(button.isSelected)
            })
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { button in
            var configuration = button.configuration
            configuration?.image = UIImage(systemName: button.isSelected ? "heart.fill" : "heart")
            configuration?.title = button.isSelected ? "Liked" : "Like"
            configuration?.baseBackgroundColor = button.isSelected ? .systemPink : .systemBlue
            button.configuration = configuration
        }
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(likeButton)
        NSLayoutConstraint.activate([
            likeButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            likeButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
