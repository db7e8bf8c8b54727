import Foundation

/// A rectangle in a view's coordinate system that takes part in Auto Layout without being a view: no touches, no
/// drawing, no place in `subviews`. Use it for spacing and for the areas the system defines (the safe area, the
/// layout margins, the readable width).
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// gap.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.1).isActive = true
/// ```
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchorProviding {
    /// What placed the guide: the app, or the system for one of a view's guides.
    enum Kind {
        /// A guide the app made.
        case custom
        /// `safeAreaLayoutGuide`.
        case safeArea
        /// `layoutMarginsGuide`.
        case margins
        /// `readableContentGuide`.
        case readable
    }

    /// The kind of guide.
    final var kind = Kind.custom
    /// A name for the guide, shown in layout reports.
    open var identifier = ""
    /// The view whose coordinate system the guide is in (`addLayoutGuide(_:)` sets it).
    public internal(set) weak var owningView: UIView?

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        super.init()
    }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it (zero before).
    public var layoutFrame: CGRect {
        guard let view = owningView, let engine = view.hierarchyRoot.layoutStorage?.engine else { return .zero }
        return engine.solvedFrame(of: self) ?? .zero
    }

    /// The name layout reports show.
    var traceName: String {
        if !identifier.isEmpty { return identifier }
        return "UILayoutGuide"
    }

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
}
