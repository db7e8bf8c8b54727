import Foundation

/// How text is measured for intrinsic sizes, without fonts drawn: a deterministic model of a font's advances,
/// lines and wrapping, replaceable by a test or an embedder that has real measurement
/// (`UIApplication.textMeasurement`).
///
/// The standard model (``standard``):
/// - **Advances.** Each character advances a fixed fraction of the point size: 0.25 for a space, 0.3 for narrow
///   letters and punctuation (`i j l t f r I . , : ; ' ! |`), 0.85 for `m w M W`, 0.65 for other capitals, 0.6 for
///   digits, 0.52 for other lowercase letters, 1.0 for ideographs and emoji (scalars from U+2E80), 0.55 for
///   anything else; times `1 + 0.12 × weight` (bold, 0.4, is 4.8% wider; light, −0.4, 4.8% narrower).
/// - **Lines.** A line is `font.lineHeight` tall (1.1934 × the point size); text has as many lines as its line
///   breaks and wrapping make, capped by `numberOfLines` (0: no cap).
/// - **Wrapping.** Within a finite width, lines break at spaces (word wrap); a word wider than the width breaks
///   between characters.
/// - **Rounding.** Width and height are rounded up to a third of a point (a pixel of a 3× screen), as UIKit rounds
///   text sizes up to pixels.
///
/// ```swift
/// application.textMeasurement = TextMeasurement { request in
///     CGSize(width: CGFloat(request.text.count) * 10, height: 20)   // a monospaced stand-in
/// }
/// ```
public struct TextMeasurement: Sendable {
    /// What to measure.
    public struct Request: Hashable, Sendable {
        /// The text.
        public var text: String
        /// The font.
        public var font: UIFont
        /// The widest a line may be (`.infinity`: no wrapping).
        public var maximumWidth: CGFloat
        /// The most lines (0: as many as the text needs).
        public var numberOfLines: Int

        /// A request.
        public init(text: String, font: UIFont, maximumWidth: CGFloat, numberOfLines: Int) {
            self.text = text
            self.font = font
            self.maximumWidth = maximumWidth
            self.numberOfLines = numberOfLines
        }
    }

    /// The measuring function: the size the text takes.
    public var measure: @MainActor @Sendable (Request) -> CGSize

    /// A model that measures with `measure`.
    public init(measure: @escaping @MainActor @Sendable (Request) -> CGSize) {
        self.measure = measure
    }

    /// ResponderKit's documented model (see the type's discussion).
    public static let standard = TextMeasurement { request in standardSize(request) }

    /// The advance of one character in the standard model, as a fraction of the point size.
    static func advanceFraction(_ character: Character) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0.55 }
        if scalar.value >= 0x2E80 { return 1.0 }
        switch character {
        case " ": return 0.25
        case "i", "j", "l", "t", "f", "r", "I", ".", ",", ":", ";", "'", "!", "|": return 0.3
        case "m", "w", "M", "W": return 0.85
        default: break
        }
        if character.isUppercase { return 0.65 }
        if character.isNumber { return 0.6 }
        if character.isLowercase { return 0.52 }
        return 0.55
    }

    /// The width of a run of characters in the standard model.
    static func width(of text: Substring, font: UIFont) -> CGFloat {
        let scale = font.pointSize * (1 + 0.12 * font.weight.rawValue)
        return text.reduce(0) { $0 + advanceFraction($1) * scale }
    }

    /// The standard model's size for a request.
    static func standardSize(_ request: Request) -> CGSize {
        guard !request.text.isEmpty else { return .zero }
        let font = request.font
        let limit = request.maximumWidth.isFinite && request.maximumWidth > 0 ? request.maximumWidth : .infinity
        var lines: [CGFloat] = []
        for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrap(paragraph, font: font, limit: limit))
        }
        if request.numberOfLines > 0 && lines.count > request.numberOfLines {
            lines.removeLast(lines.count - request.numberOfLines)
        }
        let width = min(lines.max() ?? 0, limit)
        return CGSize(width: roundUp(width), height: roundUp(CGFloat(lines.count) * font.lineHeight))
    }

    /// The widths of the lines a paragraph wraps into.
    static func wrap(_ paragraph: Substring, font: UIFont, limit: CGFloat) -> [CGFloat] {
        guard limit.isFinite else { return [width(of: paragraph, font: font)] }
        let space = width(of: " ", font: font)
        var lines: [CGFloat] = []
        var current: CGFloat = -1
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var wordWidth = width(of: word, font: font)
            if current >= 0 && current + space + wordWidth <= limit {
                current += space + wordWidth
                continue
            }
            if current >= 0 { lines.append(current) }
            // A word wider than the line breaks between characters.
            while wordWidth > limit {
                var taken: CGFloat = 0
                for character in word {
                    let advance = advanceFraction(character) * font.pointSize * (1 + 0.12 * font.weight.rawValue)
                    if taken + advance > limit && taken > 0 { break }
                    taken += advance
                }
                lines.append(taken)
                wordWidth -= taken
                if taken == 0 { break }
            }
            current = wordWidth
        }
        if current >= 0 { lines.append(current) }
        return lines
    }

    /// Rounds up to a third of a point.
    static func roundUp(_ value: CGFloat) -> CGFloat {
        (value * 3 - 1e-9).rounded(.up) / 3
    }
}
