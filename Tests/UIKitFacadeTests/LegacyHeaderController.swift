import UIKit

/// A screen written the way pre-iOS 11 code writes one, still common in open-source components: a header pinned
/// under `topLayoutGuide`, a placeholder constraint replaced later, a container that adds subviews into its content
/// view by overriding `addSubview`, and an accessibility container that makes its elements on demand.
final class LegacyHeaderController: UIViewController {
    let header = UIView()
    let content = ContentContainer()
    var events: [String] = []
    /// Replaced in `viewDidLoad`, as code that keeps a constraint to change it later starts with.
    var headerHeight = NSLayoutConstraint()

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        header.accessibilityIdentifier = "header"
        header.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        view.addSubview(content)
        headerHeight = header.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerHeight,
            content.topAnchor.constraint(equalTo: header.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
        ])
    }
}

/// A container whose `addSubview` puts views into its content view, and which lists its elements for VoiceOver
/// one by one.
final class ContentContainer: UIView {
    let contentView = UIView()

    override class var requiresConstraintBasedLayout: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.accessibilityIdentifier = "contentView"
        contentView.translatesAutoresizingMaskIntoConstraints = false
        super.addSubview(contentView)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func addSubview(_ view: UIView) {
        contentView.addSubview(view)
    }

    override func accessibilityElementCount() -> Int {
        contentView.subviews.count
    }

    override func accessibilityElement(at index: Int) -> Any? {
        contentView.subviews.reversed()[index]
    }

    override func index(ofAccessibilityElement element: Any) -> Int {
        contentView.subviews.reversed().firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
}
