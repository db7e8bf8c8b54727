import Foundation

/// A colour's components in RGB, grey and HSB, and as `CGColor` and CSS.
extension UIColor {
    /// Creates a colour from hue, saturation and brightness (HSB), each 0…1; a hue outside 0…1 wraps round, the
    /// others are clamped, and NaN becomes 0.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let s = Self.clamp(saturation)
        let v = Self.clamp(brightness)
        let sector = h * 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case ..<1: rgb = (v, t, p)
        case ..<2: rgb = (q, v, p)
        case ..<3: rgb = (p, v, t)
        case ..<4: rgb = (p, q, v)
        case ..<5: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Creates a colour with a `CGColor`'s components: sRGB, or grey with alpha.
    public convenience init(cgColor: CGColor) {
        let values = cgColor.components ?? []
        if values.count >= 4 {
            self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        } else if values.count == 2 {
            self.init(white: values[0], alpha: values[1])
        } else {
            self.init(white: values.first ?? 0, alpha: cgColor.alpha)
        }
    }

    /// The colour as a `CGColor` (sRGB); a dynamic colour gives its light appearance.
    public var cgColor: CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
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

    /// Reads the grey level and alpha; always true. A grey gives its level; another colour its luma
    /// (0.299 red + 0.587 green + 0.114 blue), where UIKit's conversion may differ slightly.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if red == green && green == blue {
            white?.pointee = red
        } else {
            white?.pointee = 0.299 * red + 0.587 * green + 0.114 * blue
        }
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads hue, saturation, brightness (HSB, each 0…1) and alpha; always true. A grey has hue and saturation 0.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = Swift.max(red, green, blue)
        let minimum = Swift.min(red, green, blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red {
                h = (green - blue) / delta
                if h < 0 { h += 6 }
            } else if maximum == green {
                h = (blue - red) / delta + 2
            } else {
                h = (red - green) / delta + 4
            }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour as CSS: `#rrggbb`, or `rgba(r, g, b, a)` when it is not opaque (a dynamic colour: its light
    /// appearance).
    public var cssValue: String {
        let r = Self.byte(red)
        let g = Self.byte(green)
        let b = Self.byte(blue)
        if alpha >= 1 {
            return "#" + [r, g, b].map { String(format: "%02x", $0) }.joined()
        }
        return "rgba(\(r), \(g), \(b), \(alpha))"
    }

    /// A 0…1 component as 0…255, without a trapping conversion.
    static func byte(_ component: CGFloat) -> Int {
        Int(exactly: (clamp(component) * 255).rounded()) ?? 0
    }
}
