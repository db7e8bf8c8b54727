import Foundation

extension Scene {
    /// An affine transform in CoreGraphics' layout: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    public struct Transform: Sendable, Hashable, Codable {
        /// The matrix entries.
        public var a, b, c, d, tx, ty: Double

        /// The identity.
        public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// Creates a transform from its six entries.
        public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// Scales by `sx`, `sy`, then rotates by `degrees` (counter-clockwise on a y-up plane, clockwise on
        /// screen), then translates by `tx`, `ty`.
        public init(scaleX sx: Double, scaleY sy: Double, rotationDegrees degrees: Double, tx: Double, ty: Double) {
            let radians = degrees * .pi / 180
            let (cosine, sine) = (cos(radians), sin(radians))
            self.init(a: sx * cosine, b: sx * sine, c: -sy * sine, d: sy * cosine, tx: tx, ty: ty)
        }
    }

    /// Insets on each side of a rectangle, as `UIEdgeInsets`.
    public struct Insets: Sendable, Hashable, Codable {
        /// The insets.
        public var top, left, bottom, right: Double

        /// Creates insets.
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }

        /// The same inset on every side.
        public init(all inset: Double) {
            self.init(top: inset, left: inset, bottom: inset, right: inset)
        }
    }

    /// A colour: a UIKit colour name (`red`, `systemBlue`, `clear`, …) or red, green, blue and alpha in 0…1.
    public enum Color: Sendable, Hashable, Codable {
        /// A UIKit colour by name, one of ``Scene/Color/names``.
        case named(String)
        /// Components in 0…1.
        case rgba(red: Double, green: Double, blue: Double, alpha: Double)

        /// The colour names a scene may use: UIKit's fixed colours and system colours.
        public static let names: [String] = [
            "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
            "magenta", "orange", "purple", "brown", "clear",
            "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink",
            "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
            "systemGray", "systemBackground", "label",
        ]
    }
}
