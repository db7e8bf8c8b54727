/// A column of the simplex tableau: an external variable, or one of the symbols the solver makes for a constraint.
///
/// A symbol is a dense index with its kind in the low three bits, so that a symbol's kind is read without a table
/// and symbols sort in the order they were made (the order the solver's choices are defined by). Index 0 is never
/// used: ``invalid`` is the absence of a symbol.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for.
    enum Kind: UInt32 {
        /// No symbol.
        case invalid = 0
        /// A variable of the layout (a view's x, y, width or height, or a guide's).
        case external = 1
        /// The slack of an inequality, or the artificial variable of a constraint added in two phases.
        case slack = 2
        /// An error variable of a constraint weaker than required.
        case error = 3
        /// The marker of a required equality: never pivoted, it only tells where the constraint went.
        case dummy = 4
    }

    /// The index shifted left by three, or'ed with the kind.
    var raw: UInt32

    /// No symbol.
    static let invalid = Symbol(raw: 0)

    /// The symbol of the given index and kind.
    init(index: Int, kind: Kind) {
        raw = UInt32(truncatingIfNeeded: index) << 3 | kind.rawValue
    }

    private init(raw: UInt32) {
        self.raw = raw
    }

    /// The symbol's dense index (the position of its entries in the solver's per-symbol arrays).
    @inline(__always) var index: Int { Int(raw >> 3) }

    /// What the symbol stands for.
    @inline(__always) var kind: Kind { Kind(rawValue: raw & 7) ?? .invalid }

    /// Whether this is ``invalid``.
    @inline(__always) var isInvalid: Bool { raw == 0 }

    /// Whether the symbol is an external variable.
    @inline(__always) var isExternal: Bool { raw & 7 == Kind.external.rawValue }

    /// Whether the symbol is a dummy (a required equality's marker).
    @inline(__always) var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }

    /// Whether the simplex may pivot on the symbol outside the objective: a slack or an error variable.
    @inline(__always) var isPivotable: Bool {
        let kind = raw & 7
        return kind == Kind.slack.rawValue || kind == Kind.error.rawValue
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
