import Foundation

/// A colour in the sRGB space with an alpha component, with UIKit's API: fixed and system colours, colours that
/// resolve by the interface style, components, and `CGColor`.
///
/// ResponderKit does not draw, but scene pictures (SVG) and traces show views by colour, as the seeds do
/// ("the red button under the blue view"), and tests assert which colour a view was given.
///
/// A dynamic colour (`UIColor.systemBlue`, `.label`, `UIColor(dynamicProvider:)`) resolves by a trait collection's
/// `userInterfaceStyle` in `resolvedColor(with:)`. UIKit resolves a dynamic colour read without that by the
/// current trait collection; ResponderKit has none, so such a read (`red`, `getRed`, `cgColor`, `cssValue`) gives
/// the light appearance.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.systemBlue.resolvedColor(with: dark)   // 10, 132, 255 (0…255)
/// UIColor.systemBlue.cgColor                     // 0, 122, 255: the light appearance
/// ```
///
/// Components are clamped to 0…1 and a NaN component becomes 0, where UIKit keeps extended-range values.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1 (a dynamic colour's light appearance).
    public let red: CGFloat
    /// The green component, 0 to 1 (a dynamic colour's light appearance).
    public let green: CGFloat
    /// The blue component, 0 to 1 (a dynamic colour's light appearance).
    public let blue: CGFloat
    /// The alpha (opacity) component, 0 to 1 (a dynamic colour's light appearance).
    public let alpha: CGFloat
    /// The UIKit name of the colour when it was made from one (`"red"`, `"systemBlue"`), otherwise nil.
    public let name: String?
    /// How a dynamic colour resolves; nil for a fixed colour.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// Creates a colour from sRGB components, each clamped to 0…1 (NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
        self.name = nil
        self.provider = nil
    }

    /// Creates a grey with the given white level and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour that resolves by the trait collection it is resolved with.
    ///
    /// ```swift
    /// let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    /// ```
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        self.red = light.red
        self.green = light.green
        self.blue = light.blue
        self.alpha = light.alpha
        self.name = nil
        self.provider = dynamicProvider
    }

    init(named name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name
        self.provider = nil
    }

    /// A named system colour with a light and a dark appearance (components 0…255, alpha 0…1).
    init(system name: String, light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        let lightColor = UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
        let darkColor = UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
        self.red = lightColor.red
        self.green = lightColor.green
        self.blue = lightColor.blue
        self.alpha = lightColor.alpha
        self.name = name
        self.provider = { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
    }

    static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    /// The colour for the given traits: a dynamic colour's appearance for them, a fixed colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The same colour with a different alpha; a dynamic colour stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// The UIKit name when there is one, otherwise the CSS value.
    public var description: String { name ?? cssValue }

    /// Two fixed colours are equal when their components are equal; a dynamic colour equals only itself and a
    /// system colour of the same name.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        switch (lhs.provider, rhs.provider) {
        case (nil, nil):
            return lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
        case (.some, .some):
            return lhs.name != nil && lhs.name == rhs.name
        default:
            return false
        }
    }

    /// Hashes the components (a dynamic colour's light appearance).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}
