import Foundation

/// SVG path data (`M 0 0 L 100 0 L 50 80 Z`), read into absolute elements: what `pointInside: {path: …}` builds
/// its `UIBezierPath` from.
///
/// ```
/// "M10 10 h80 v80 Z"  ──►  move(10,10) line(90,10) line(90,90) close
/// ```
///
/// The commands are SVG's `M L H V C S Q T Z`, upper case absolute and lower case relative, numbers separated
/// by spaces or commas, a command's letter optional when it repeats (after `M`, repeated pairs are lines). Arcs
/// (`A`) are refused: UIKit's paths have no SVG arc, so a curve (`C`) says the same thing exactly as UIKit would
/// store it.
struct ScenePathData: Sendable, Hashable {
    /// One element, in absolute coordinates.
    enum Element: Sendable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(control: CGPoint, end: CGPoint)
        case curve(control1: CGPoint, control2: CGPoint, end: CGPoint)
        case close
    }

    /// What was wrong with a path's text, and where (a 0-based character offset).
    struct Failure: Error, Sendable, Hashable {
        /// The character offset.
        var offset: Int
        /// What was expected or found.
        var message: String
    }

    /// The most elements a path may have (a scene's hit area is a shape, not a drawing).
    static let maximumElements = 10_000

    /// The elements, in order.
    let elements: [Element]

    /// Reads `text`; every number must be finite and within ±`magnitude`.
    init(_ text: String, magnitude: Double) throws(Failure) {
        var scanner = Scanner(characters: Array(text.utf8), magnitude: magnitude)
        elements = try scanner.elements()
    }

    /// Walks the text once, keeping the current point, the subpath's start and the last control point.
    private struct Scanner {
        let characters: [UInt8]
        let magnitude: Double
        var offset = 0
        var current = CGPoint.zero
        var start = CGPoint.zero
        /// The last curve's second control point (for `S`) or the last quad's control point (for `T`).
        var lastCubicControl: CGPoint?
        var lastQuadControl: CGPoint?

        mutating func elements() throws(Failure) -> [Element] {
            var elements: [Element] = []
            var command: UInt8?
            skipSeparators()
            while offset < characters.count {
                let character = characters[offset]
                if Self.isCommand(character) {
                    command = character
                    offset += 1
                } else if command == nil || !Self.startsNumber(character) {
                    throw Failure(
                        offset: offset,
                        message: command == nil
                            ? "a path starts with a command (M), found '\(Self.describe(character))'"
                            : "expected a command letter (M L H V C S Q T Z) or a number, found '\(Self.describe(character))'"
                    )
                }
                guard let letter = command else { break }
                if elements.isEmpty, letter != UInt8(ascii: "M"), letter != UInt8(ascii: "m") {
                    throw Failure(
                        offset: offset - 1, message: "a path starts with M (a move), found '\(Self.describe(letter))'")
                }
                let element = try element(letter)
                elements.append(element)
                guard elements.count <= ScenePathData.maximumElements else {
                    throw Failure(
                        offset: offset, message: "a path has at most \(ScenePathData.maximumElements) elements")
                }
                // After a move, repeated coordinate pairs are lines; a close takes no numbers.
                switch letter {
                case UInt8(ascii: "M"): command = UInt8(ascii: "L")
                case UInt8(ascii: "m"): command = UInt8(ascii: "l")
                case UInt8(ascii: "Z"), UInt8(ascii: "z"): command = nil
                default: break
                }
                skipSeparators()
            }
            guard !elements.isEmpty else { throw Failure(offset: 0, message: "a path needs at least a move (M x y)") }
            return elements
        }

        private mutating func element(_ letter: UInt8) throws(Failure) -> Element {
            let relative = letter >= UInt8(ascii: "a")
            let origin = relative ? current : .zero
            func point(_ scanner: inout Scanner) throws(Failure) -> CGPoint {
                let x = try scanner.number()
                let y = try scanner.number()
                return CGPoint(x: origin.x + x, y: origin.y + y)
            }
            var cubic: CGPoint?
            var quad: CGPoint?
            let element: Element
            switch letter | 0x20 {  // lower case
            case UInt8(ascii: "m"):
                let end = try point(&self)
                start = end
                current = end
                element = .move(end)
            case UInt8(ascii: "l"):
                current = try point(&self)
                element = .line(current)
            case UInt8(ascii: "h"):
                current = CGPoint(x: try number() + (relative ? current.x : 0), y: current.y)
                element = .line(current)
            case UInt8(ascii: "v"):
                current = CGPoint(x: current.x, y: try number() + (relative ? current.y : 0))
                element = .line(current)
            case UInt8(ascii: "c"):
                let control1 = try point(&self)
                let control2 = try point(&self)
                current = try point(&self)
                cubic = control2
                element = .curve(control1: control1, control2: control2, end: current)
            case UInt8(ascii: "s"):
                // The first control point mirrors the last curve's second one through the current point.
                let control1 =
                    lastCubicControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let control2 = try point(&self)
                current = try point(&self)
                cubic = control2
                element = .curve(control1: control1, control2: control2, end: current)
            case UInt8(ascii: "q"):
                let control = try point(&self)
                current = try point(&self)
                quad = control
                element = .quad(control: control, end: current)
            case UInt8(ascii: "t"):
                let control =
                    lastQuadControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                current = try point(&self)
                quad = control
                element = .quad(control: control, end: current)
            case UInt8(ascii: "z"):
                current = start
                element = .close
            default:
                throw Failure(
                    offset: offset - 1,
                    message: "arcs (A) are not supported: UIKit paths have no SVG arc; write the arc as curves (C)")
            }
            lastCubicControl = cubic
            lastQuadControl = quad
            return element
        }

        private mutating func number() throws(Failure) -> Double {
            skipSeparators()
            let begin = offset
            func digits(_ scanner: inout Scanner) -> Int {
                var count = 0
                while scanner.offset < scanner.characters.count,
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.characters[scanner.offset])
                {
                    scanner.offset += 1
                    count += 1
                }
                return count
            }
            if offset < characters.count,
                characters[offset] == UInt8(ascii: "-") || characters[offset] == UInt8(ascii: "+")
            {
                offset += 1
            }
            var count = digits(&self)
            if offset < characters.count, characters[offset] == UInt8(ascii: ".") {
                offset += 1
                count += digits(&self)
            }
            guard count > 0 else {
                offset = begin
                let found = begin < characters.count ? "'\(Self.describe(characters[begin]))'" : "the end"
                throw Failure(offset: begin, message: "expected a number, found \(found)")
            }
            if offset < characters.count, characters[offset] | 0x20 == UInt8(ascii: "e") {
                let mark = offset
                offset += 1
                if offset < characters.count,
                    characters[offset] == UInt8(ascii: "-") || characters[offset] == UInt8(ascii: "+")
                {
                    offset += 1
                }
                if digits(&self) == 0 { offset = mark }
            }
            let text = String(decoding: characters[begin..<offset], as: UTF8.self)
            guard let value = Double(text), value.isFinite, value.magnitude <= magnitude else {
                throw Failure(
                    offset: begin, message: "path numbers must be between -1e9 and 1e9 (InputLimits), found \(text)")
            }
            return value
        }

        private mutating func skipSeparators() {
            while offset < characters.count {
                switch characters[offset] {
                case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    offset += 1
                default: return
                }
            }
        }

        private static func isCommand(_ character: UInt8) -> Bool {
            switch character | 0x20 {
            case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
                UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "z"), UInt8(ascii: "a"):
                return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(character)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(character)
            default: return false
            }
        }

        private static func startsNumber(_ character: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character) || character == UInt8(ascii: "-")
                || character == UInt8(ascii: "+") || character == UInt8(ascii: ".")
        }

        private static func describe(_ character: UInt8) -> String {
            character < 0x80 ? String(UnicodeScalar(character)) : "a non-ASCII character"
        }
    }
}
