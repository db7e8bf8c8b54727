import Foundation

extension Scene {
    /// A view's Auto Layout settings: the constraints the file declares on it, anchor style, and the settings
    /// they depend on (BehaviourContract §14).
    public struct Layout: Sendable, Hashable, Codable {
        /// The constraints whose first item is the view, in file order.
        public var constraints: [Constraint] = []
        /// `translatesAutoresizingMaskIntoConstraints`; nil means false for a view that declares constraints
        /// (as Interface Builder makes them) and UIKit's true otherwise.
        public var translatesAutoresizingMaskIntoConstraints: Bool?
        /// `layoutMargins`; nil keeps UIKit's 8 points on each side.
        public var layoutMargins: Insets?

        /// No constraints, UIKit's defaults.
        public init(
            constraints: [Constraint] = [], translatesAutoresizingMaskIntoConstraints: Bool? = nil,
            layoutMargins: Insets? = nil
        ) {
            self.constraints = constraints
            self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
            self.layoutMargins = layoutMargins
        }

        /// Whether the view's frame comes from its autoresizing mask: the setting when given, otherwise whether
        /// the view declares no constraints.
        public var translatesAutoresizingMask: Bool {
            translatesAutoresizingMaskIntoConstraints ?? constraints.isEmpty
        }
    }

    /// A constraint written as the anchor API writes it: `{anchor: top, equalTo: safeArea.top, constant: 20}` is
    /// `view.topAnchor.constraint(equalTo: superview.safeAreaLayoutGuide.topAnchor, constant: 20)`.
    public struct Constraint: Sendable, Hashable, Codable {
        /// An anchor of a view or layout guide.
        public enum Anchor: String, Sendable, Hashable, Codable, CaseIterable {
            /// `leadingAnchor`: left in a left-to-right layout, right in a right-to-left one.
            case leading
            /// `trailingAnchor`.
            case trailing
            /// `leftAnchor`.
            case left
            /// `rightAnchor`.
            case right
            /// `topAnchor`.
            case top
            /// `bottomAnchor`.
            case bottom
            /// `centerXAnchor`.
            case centerX
            /// `centerYAnchor`.
            case centerY
            /// `widthAnchor`.
            case width
            /// `heightAnchor`.
            case height
            /// `firstBaselineAnchor` (a view's only).
            case firstBaseline
            /// `lastBaselineAnchor` (a view's only).
            case lastBaseline

            /// The kind of anchor: the anchor API only relates anchors of one kind.
            public enum Axis: String, Sendable {
                /// An `NSLayoutXAxisAnchor`.
                case horizontal
                /// An `NSLayoutYAxisAnchor`.
                case vertical
                /// An `NSLayoutDimension`.
                case dimension
            }

            /// The anchor's kind.
            public var axis: Axis {
                switch self {
                case .leading, .trailing, .left, .right, .centerX: .horizontal
                case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .vertical
                case .width, .height: .dimension
                }
            }
        }

        /// How the two sides compare.
        public enum Relation: String, Sendable, Hashable, Codable {
            /// `constraint(equalTo:)`.
            case equal
            /// `constraint(greaterThanOrEqualTo:)`.
            case greaterThanOrEqual
            /// `constraint(lessThanOrEqualTo:)`.
            case lessThanOrEqual
        }

        /// A layout guide of a view: the anchor is the guide's rather than the view's.
        public enum Guide: String, Sendable, Hashable, Codable, CaseIterable {
            /// `safeAreaLayoutGuide`.
            case safeArea
            /// `layoutMarginsGuide`.
            case margins
            /// `readableContentGuide`.
            case readableContent
        }

        /// The other side of a constraint: an anchor of the superview, of a view by id, or of one's guide.
        public struct Target: Sendable, Hashable, Codable {
            /// The view's id; nil means the constrained view's superview.
            public var view: View.ID?
            /// The guide of that view whose anchor it is; nil for the view's own anchor.
            public var guide: Guide?
            /// The anchor.
            public var anchor: Anchor

            /// Creates a target.
            public init(view: View.ID? = nil, guide: Guide? = nil, anchor: Anchor) {
                self.view = view
                self.guide = guide
                self.anchor = anchor
            }

            /// The target as a file writes it: `superview.top`, `safeArea.top`, `button.margins.leading`.
            public var written: String {
                [view ?? (guide == nil ? "superview" : nil), guide?.rawValue, anchor.rawValue].compactMap { $0 }
                    .joined(separator: ".")
            }
        }

        /// The constrained view's anchor (the constraint's first attribute).
        public var anchor: Anchor
        /// The relation.
        public var relation: Relation
        /// The second anchor; nil for a dimension against a constant (`equalToConstant:`).
        public var target: Target?
        /// `multiplier` (dimensions only).
        public var multiplier: Double
        /// `constant`.
        public var constant: Double
        /// `priority`, 1…1000.
        public var priority: Float
        /// `identifier`, which layout reports show.
        public var identifier: String?
        /// Whether it is activated when the scene is built.
        public var isActive: Bool
        /// Where it is declared.
        public var location: SourceLocation?

        /// Creates a constraint; the defaults are the anchor API's.
        public init(
            anchor: Anchor, relation: Relation = .equal, target: Target?, multiplier: Double = 1, constant: Double = 0,
            priority: Float = 1000, identifier: String? = nil, isActive: Bool = true, location: SourceLocation? = nil
        ) {
            self.anchor = anchor
            self.relation = relation
            self.target = target
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.identifier = identifier
            self.isActive = isActive
            self.location = location
        }
    }
}
