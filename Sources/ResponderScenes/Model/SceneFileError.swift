/// An error in a scene or script file, with a stable code and the place it was found.
///
/// Its ``description`` reads like a compiler's: `scene.yaml:14:7: error: unknown key 'fram' in view 'AView'; …`.
/// A decoder collects what it can and throws the first error with the others in ``additionalErrors``;
/// the description then holds one line per error.
public struct SceneFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of mistake, a stable string for tools and tests.
    public var code: Code
    /// The file's name or path, as given to the decoder.
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1.
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String
    /// Further errors found in the same file, in the order they were found.
    public var additionalErrors: [SceneFileError] = []

    /// Creates an error at a location.
    public init(_ code: Code, at location: SourceLocation, _ message: String) {
        self.code = code
        self.file = location.file
        self.line = location.line
        self.column = location.column
        self.message = message
    }

    /// The error's location.
    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// This error and the additional ones, each without further additions.
    public var allErrors: [SceneFileError] {
        var first = self
        first.additionalErrors = []
        return [first] + additionalErrors
    }

    /// `file:line:column: error: message`, one line per error.
    public var description: String {
        allErrors.map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }.joined(separator: "\n")
    }

    /// The stable codes of scene file errors.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// The file is not well-formed YAML or JSON.
        case syntax
        /// The file could not be read.
        case unreadable
        /// The file is larger than the size limit.
        case fileTooLarge = "file-too-large"
        /// A mapping has a key the schema does not know.
        case unknownKey = "unknown-key"
        /// A mapping has the same key twice.
        case duplicateKey = "duplicate-key"
        /// A required key is missing.
        case missingKey = "missing-key"
        /// A value has the wrong type (a string where a number was expected, …).
        case wrongType = "wrong-type"
        /// A value has the right type but is out of range or not one of the allowed names.
        case invalidValue = "invalid-value"
        /// A number is NaN or infinite.
        case notANumber = "not-a-number"
        /// An id is used by two windows, views, view controllers or recognizers.
        case duplicateID = "duplicate-id"
        /// An id refers to nothing, or to something of the wrong kind.
        case missingReference = "missing-reference"
        /// References form a cycle (a superview chain, presentation, children, requireToFail).
        case cycle
        /// The nesting is deeper than the limit.
        case tooDeep = "too-deep"
        /// The scene has more views than the limit.
        case tooManyViews = "too-many-views"
        /// The file has more nodes (scalars, lists, mappings) than the limit.
        case tooManyNodes = "too-many-nodes"
        /// YAML aliases repeat their anchors into more nodes than the file's size allows, or an alias is used
        /// as a key.
        case aliasExpansion = "alias-expansion"
        /// A script expands to more steps than the limit.
        case tooManySteps = "too-many-steps"
        /// A script moves, lifts or cancels a finger that is not down.
        case fingerNotDown = "finger-not-down"
        /// A script puts down a finger that is already down.
        case fingerAlreadyDown = "finger-already-down"
        /// A script step is earlier than the step before it.
        case timeBackwards = "time-backwards"
        /// A view's class is neither built in nor registered, makes the wrong kind of object, or cannot take
        /// the behaviours the scene gives it (found when the scene is built).
        case unsupportedClass = "unsupported-class"
    }
}
