import Foundation

/// A colour in the sRGB space with an alpha component, with UIKit's named colours.
///
/// ResponderKit does not draw, but scene pictures (SVG) and traces show views by colour, as the seeds do
/// ("the red button under the blue view").
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1.
    public let red: CGFloat
    /// The green component, 0 to 1.
    public let green: CGFloat
    /// The blue component, 0 to 1.
    public let blue: CGFloat
    /// The alpha (opacity) component, 0 to 1.
    public let alpha: CGFloat
    /// The UIKit name of the colour when it was made from one (`"red"`), otherwise nil.
    public let name: String?

    /// Creates a colour from sRGB components, each clamped to 0…1 (NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
        self.name = nil
    }

    /// Creates a grey with the given white level and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private init(named name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    /// The same colour with a different alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components into the given pointers, as UIKit's `getRed(_:green:blue:alpha:)`; always true.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour as CSS: `#rrggbb`, or `rgba(r, g, b, a)` when it is not opaque.
    public var cssValue: String {
        // Extended-range components are clamped into a CSS byte; NaN is 0.
        let r = Swift.min(Swift.max(Int(saturating: (red * 255).rounded()), 0), 255)
        let g = Swift.min(Swift.max(Int(saturating: (green * 255).rounded()), 0), 255)
        let b = Swift.min(Swift.max(Int(saturating: (blue * 255).rounded()), 0), 255)
        if alpha >= 1 {
            return "#" + [r, g, b].map { String(format: "%02x", $0) }.joined()
        }
        return "rgba(\(r), \(g), \(b), \(alpha))"
    }

    /// The UIKit name when there is one, otherwise the CSS value.
    public var description: String { name ?? cssValue }

    /// Two colours are equal when their components are equal.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// Black.
    public static let black = UIColor(named: "black", 0, 0, 0)
    /// Dark grey (one third white).
    public static let darkGray = UIColor(named: "darkGray", 1 / 3, 1 / 3, 1 / 3)
    /// Light grey (two thirds white).
    public static let lightGray = UIColor(named: "lightGray", 2 / 3, 2 / 3, 2 / 3)
    /// White.
    public static let white = UIColor(named: "white", 1, 1, 1)
    /// Grey (half white).
    public static let gray = UIColor(named: "gray", 0.5, 0.5, 0.5)
    /// Red.
    public static let red = UIColor(named: "red", 1, 0, 0)
    /// Green.
    public static let green = UIColor(named: "green", 0, 1, 0)
    /// Blue.
    public static let blue = UIColor(named: "blue", 0, 0, 1)
    /// Cyan.
    public static let cyan = UIColor(named: "cyan", 0, 1, 1)
    /// Yellow.
    public static let yellow = UIColor(named: "yellow", 1, 1, 0)
    /// Magenta.
    public static let magenta = UIColor(named: "magenta", 1, 0, 1)
    /// Orange.
    public static let orange = UIColor(named: "orange", 1, 0.5, 0)
    /// Purple.
    public static let purple = UIColor(named: "purple", 0.5, 0, 0.5)
    /// Brown.
    public static let brown = UIColor(named: "brown", 0.6, 0.4, 0.2)
    /// Fully transparent black.
    public static let clear = UIColor(named: "clear", 0, 0, 0, 0)

    /// Every named colour, by its UIKit name; scene files use these names.
    public static let named: [String: UIColor] = Dictionary(
        uniqueKeysWithValues: [
            black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple,
            brown, clear,
        ].map { ($0.name ?? "", $0) }
    )
}
