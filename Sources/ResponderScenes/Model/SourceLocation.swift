/// A place in a scene or script file: the file's name, a 1-based line and a 1-based column.
///
/// Every view, window, view controller, recognizer and script step keeps the location it was read from,
/// so errors found later (by the builder or the engine) can point at the file.
/// Columns count Unicode scalars, as libyaml does.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's name or path, as given to the decoder.
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
