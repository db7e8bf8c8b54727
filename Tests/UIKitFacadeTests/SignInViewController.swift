// A sign-in screen written as iOS apps write Auto Layout code: views made in closures, the autoresizing mask
// turned off, anchors activated in one batch against the safe area and the margins, a stack view for the fields, a
// constant kept to move the form when the keyboard shows.
import Foundation
import UIKit

final class SignInViewController: UIViewController {
    private(set) var events: [String] = []
    private var formTop: NSLayoutConstraint!

    let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Welcome back"
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    let emailField: UIView = {
        let field = UIView()
        field.accessibilityIdentifier = "email"
        field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        return field
    }()

    let passwordField: UIView = {
        let field = UIView()
        field.accessibilityIdentifier = "password"
        field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        return field
    }()

    lazy var form: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, signInButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(24, after: passwordField)
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    lazy var signInButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Sign In", for: .normal)
        button.accessibilityIdentifier = "signIn"
        button.addAction(UIAction { [unowned self] _ in events.append("sign in") }, for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        view.addSubview(form)
        formTop = form.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 32)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            formTop,
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("laid out: button at \(signInButton.frame.origin.y)")
    }

    /// Moves the form up, as a keyboard-will-show handler does.
    func keyboardWillShow() {
        formTop.constant = 8
    }
}
