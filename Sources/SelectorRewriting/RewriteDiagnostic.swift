/// A construct of an iOS source file that the rewriter cannot map, at its line and column in the original file.
package struct RewriteDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The original file's path.
    package let file: String
    /// The line, from 1.
    package let line: Int
    /// The column, from 1, in UTF-8 bytes as the compiler counts.
    package let column: Int
    /// What is wrong and what to do.
    package let message: String

    /// Creates a diagnostic.
    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The compiler's format, which Xcode, editors and CI logs recognise: `Card.swift:12:5: error: …`.
    package var description: String { "\(file):\(line):\(column): error: \(message)" }
}
