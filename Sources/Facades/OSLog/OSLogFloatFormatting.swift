import Foundation

/// How an interpolated floating-point number is written: `printf`'s `%f`, `%e`, `%g` or `%a`, with a precision.
public struct OSLogFloatFormatting: Sendable {
    /// The conversion.
    enum Style: Sendable {
        case fixed, exponential, hybrid, hex
    }

    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// `%f`: six decimals.
    public static let fixed = fixed()
    /// `%e`.
    public static let exponential = exponential()
    /// `%g`: the shorter of `%f` and `%e`.
    public static let hybrid = hybrid()
    /// `%a`: hexadecimal.
    public static let hex = hex()

    /// `%f` with a precision (six decimals unless given), a `+` sign and uppercase if asked.
    public static func fixed(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self {
        Self(style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `%f`, six decimals, with a `+` sign and uppercase if asked.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `%e` with a precision.
    public static func exponential(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self {
        Self(
            style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign,
            uppercase: uppercase)
    }

    /// `%e`.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `%g` with a precision.
    public static func hybrid(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self {
        Self(style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `%g`.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `%a`.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(style: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        let conversion: String =
            switch style {
            case .fixed: "f"
            case .exponential: "e"
            case .hybrid: "g"
            case .hex: "a"
            }
        let sign = explicitPositiveSign ? "+" : ""
        // printf pads a precision past the double's digits with zeros: more than 60 adds nothing but length.
        let digits = precision.map { ".\(max(0, min($0, 60)))" } ?? ""
        return String(format: "%\(sign)\(digits)\(uppercase ? conversion.uppercased() : conversion)", value)
    }
}
