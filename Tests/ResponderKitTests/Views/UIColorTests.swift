import Foundation
import ResponderKit
import Testing

@Suite("UIColorTests")
struct UIColorTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// A colour's components as 0…255 (alpha as a percentage): `"0 122 255 100"`.
    static func bytes(_ color: UIColor) -> String {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { String(format: "%.0f", $0 * 255) }.joined(separator: " ")
            + String(format: " %.0f", a * 100)
    }

    @Test(
        "system and semantic colours resolve to their light and dark appearances",
        arguments: [
            (UIColor.systemBlue, "0 122 255 100", "10 132 255 100"),
            (UIColor.systemPink, "255 45 85 100", "255 55 95 100"),
            (UIColor.systemRed, "255 59 48 100", "255 69 58 100"),
            (UIColor.systemGray, "142 142 147 100", "142 142 147 100"),
            (UIColor.systemGray2, "174 174 178 100", "99 99 102 100"),
            (UIColor.systemGray6, "242 242 247 100", "28 28 30 100"),
            (UIColor.label, "0 0 0 100", "255 255 255 100"),
            (UIColor.secondaryLabel, "60 60 67 60", "235 235 245 60"),
            (UIColor.systemBackground, "255 255 255 100", "0 0 0 100"),
            (UIColor.separator, "60 60 67 29", "84 84 88 60"),
            (UIColor.red, "255 0 0 100", "255 0 0 100"),
        ] as [(UIColor, String, String)])
    func appearances(_ color: UIColor, _ light: String, _ dark: String) {
        #expect(Self.bytes(color.resolvedColor(with: Self.light)) == light)
        #expect(Self.bytes(color.resolvedColor(with: Self.dark)) == dark)
        #expect(Self.bytes(color.resolvedColor(with: UITraitCollection())) == light)
        // Read without resolving: the light appearance.
        #expect(Self.bytes(color) == light)
    }

    @Test("every system colour has a name, is in UIColor.named, and differs between light and dark unless grey")
    func namedColours() throws {
        let names = [
            "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
            "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray2", "systemGray3",
            "systemGray4", "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel",
            "quaternaryLabel", "placeholderText", "link", "separator", "opaqueSeparator", "systemBackground",
            "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
            "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
            "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        ]
        for name in names {
            let color = try #require(UIColor.named[name], "\(name)")
            #expect(color.description == name)
            #expect(
                Self.bytes(color.resolvedColor(with: Self.light)) != Self.bytes(color.resolvedColor(with: Self.dark)))
        }
        #expect(UIColor.named.count == 54)
    }

    @Test("a dynamic provider is asked with the traits it is resolved with")
    func dynamicProvider() {
        let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(ink.resolvedColor(with: Self.dark) == .white)
        #expect(ink.resolvedColor(with: Self.light) == .black)
        #expect(Self.bytes(ink) == "0 0 0 100")
        let faded = ink.withAlphaComponent(0.5)
        #expect(Self.bytes(faded.resolvedColor(with: Self.dark)) == "255 255 255 50")
        #expect(ink == ink && ink != .black)
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    }

    @Test("white, hue and component readers agree with the constructors")
    func components() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha)
        #expect(white == 0.25 && alpha == 0.5)
        var hue: CGFloat = -1
        var saturation: CGFloat = -1
        var brightness: CGFloat = -1
        UIColor(hue: 1 / 3, saturation: 1, brightness: 1, alpha: 1).getHue(
            &hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(Self.bytes(UIColor(hue: 1 / 3, saturation: 1, brightness: 1, alpha: 1)) == "0 255 0 100")
        #expect(abs(hue - 1 / 3) < 1e-9 && saturation == 1 && brightness == 1 && alpha == 1)
        #expect(Self.bytes(UIColor(hue: 7 / 12, saturation: 0.5, brightness: 0.8, alpha: 1)) == "102 153 204 100")
        UIColor.systemPink.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect(String(format: "%.4f %.4f %.4f", hue, saturation, brightness) == "0.9683 0.8235 1.0000")
        #expect(Self.bytes(UIColor(hue: -0.25, saturation: 1, brightness: 1, alpha: 1)) == "128 0 255 100")
    }

    @Test("cgColor and UIColor(cgColor:) carry the components both ways")
    func cgColor() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.systemBlue.cgColor == CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(color.cgColor.copy(alpha: 0.1)?.alpha == 0.1)
    }

    @Test("non-finite components are clamped, never a crash")
    func nonFinite() {
        let color = UIColor(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan)
        #expect(Self.bytes(color) == "0 255 0 0")
        #expect(color.cssValue == "rgba(0, 255, 0, 0.0)")
        #expect(Self.bytes(UIColor(hue: .nan, saturation: .infinity, brightness: .nan, alpha: 1)) == "0 0 0 100")
        #expect(Self.bytes(UIColor(hue: .infinity, saturation: 1, brightness: 1, alpha: 1)) == "255 0 0 100")
        #expect(Self.bytes(UIColor(white: .infinity, alpha: -1)) == "255 255 255 0")
        #expect(CGColor(red: .nan, green: 2, blue: -1, alpha: 1).components == [0, 1, 0, 1])
    }
}
