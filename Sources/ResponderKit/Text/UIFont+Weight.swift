import Foundation

extension UIFont {
    /// A font weight, with UIKit's values (−1 lightest … 1 heaviest; regular is 0).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight as a number from −1 to 1.
        public let rawValue: CGFloat

        /// Creates a weight from its number.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a weight from its number.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Ultra light: −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin: −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// Light: −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// Regular: 0.
        public static let regular = Weight(rawValue: 0)
        /// Medium: 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold: 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold: 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy: 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black: 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The named weights, lightest first, with their face names and CSS weights.
        static let faces: [(Weight, String, Int)] = [
            (.ultraLight, "Ultralight", 100), (.thin, "Thin", 200), (.light, "Light", 300), (.regular, "Regular", 400),
            (.medium, "Medium", 500), (.semibold, "Semibold", 600), (.bold, "Bold", 700), (.heavy, "Heavy", 800),
            (.black, "Black", 900),
        ]

        /// The named weight nearest this one (a NaN weight is regular).
        var nearestFace: (Weight, String, Int) {
            guard rawValue.isFinite else { return Self.faces[3] }
            return Self.faces.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) } ?? Self.faces[3]
        }

        /// The system font face for the weight: `Regular`, `Semibold`…
        var faceName: String { nearestFace.1 }

        /// The weight as CSS prints it: 400 for regular, 700 for bold.
        var cssName: Int { nearestFace.2 }
    }
}
