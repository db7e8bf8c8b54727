import Foundation

/// How an interpolated string is padded to a number of columns.
public struct OSLogStringAlignment: Sendable {
    /// Padding's side: spaces before the text (`right`) or after it (`left`).
    let isLeft: Bool
    /// The width the text is padded to.
    let columns: Int
    /// The most columns text is padded to: a larger number (say `Int.max`) pads to this many, not to all memory.
    static let mostColumns = 4096

    /// No padding.
    public static let none = OSLogStringAlignment(isLeft: false, columns: 0)

    /// Padded with spaces after the text to at least `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(isLeft: true, columns: columns())
    }

    /// Padded with spaces before the text to at least `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(isLeft: false, columns: columns())
    }

    func apply(to text: String) -> String {
        let padding = String(repeating: " ", count: max(0, min(columns, Self.mostColumns) - text.count))
        return isLeft ? text + padding : padding + text
    }
}
