import Foundation

/// How an interpolated integer is written: decimal, hexadecimal or octal, with a sign, a prefix, a case and a
/// least number of digits.
public struct OSLogIntegerFormatting: Sendable {
    /// The base's kind.
    enum Radix: Sendable {
        case decimal, hex, octal
    }

    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int
    /// The most digits `minDigits` pads to: a larger number (say `Int.max`) pads to this many, not to all memory.
    static let mostDigits = 4096

    /// Decimal digits.
    public static let decimal = decimal()
    /// Hexadecimal digits, lowercase, without a prefix.
    public static let hex = hex()
    /// Octal digits, without a prefix.
    public static let octal = octal()

    /// Decimal digits, with `+` before positive numbers if asked, zero-padded to `minDigits`.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> Self {
        Self(
            radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits())
    }

    /// Hexadecimal digits, with a sign, a `0x` prefix and uppercase letters if asked, zero-padded to `minDigits`.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> Self {
        Self(
            radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits())
    }

    /// Octal digits, with a sign and a `0o` prefix if asked, zero-padded to `minDigits`.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> Self {
        Self(
            radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits())
    }

    func format<T: FixedWidthInteger>(_ value: T) -> String {
        let base =
            switch radix {
            case .decimal: 10
            case .hex: 16
            case .octal: 8
            }
        var digits = String(value.magnitude, radix: base, uppercase: uppercase)
        let least = min(minDigits, Self.mostDigits)
        if digits.count < least { digits = String(repeating: "0", count: least - digits.count) + digits }
        let prefix =
            switch radix {
            case .decimal: ""
            case .hex: !includePrefix ? "" : uppercase ? "0X" : "0x"
            case .octal: !includePrefix ? "" : "0o"
            }
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}
