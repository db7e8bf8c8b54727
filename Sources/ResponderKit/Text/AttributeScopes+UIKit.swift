import Foundation

extension AttributeScopes {
    /// UIKit's attributes, as `AttributeScopes.UIKitAttributes`: `container.font = …` and
    /// `string.foregroundColor = …` in an `AttributeContainer` or an `AttributedString`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attributes UIKit reads from attributed strings: what ResponderKit measures with (the font) and what a test
    /// can read back (colours, spacing). Nothing is drawn.
    public struct UIKitAttributes: AttributeScope {
        /// The font of the text.
        public let font: FontAttribute
        /// The colour of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space between characters, in points.
        public let kern: KernAttribute
        /// Extra space between characters that also turns off ligatures, in points.
        public let tracking: TrackingAttribute
        /// How far the text is raised above the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes, as in every UIKit scope.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font attribute (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = UIFont
            /// UIKit's key.
            public static let name = "NSFont"
        }

        /// The text colour attribute (`NSAttributedString.Key.foregroundColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// UIKit's key.
            public static let name = "NSColor"
        }

        /// The background colour attribute (`NSAttributedString.Key.backgroundColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// UIKit's key.
            public static let name = "NSBackgroundColor"
        }

        /// The kerning attribute (`NSAttributedString.Key.kern`).
        public enum KernAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// UIKit's key.
            public static let name = "NSKern"
        }

        /// The tracking attribute (`NSAttributedString.Key.tracking`).
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// UIKit's key.
            public static let name = "NSTracking"
        }

        /// The baseline offset attribute (`NSAttributedString.Key.baselineOffset`).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// UIKit's key.
            public static let name = "NSBaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name: `container.font`, `string.foregroundColor`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}
