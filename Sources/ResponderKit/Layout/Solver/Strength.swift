extension LayoutSolver {
    /// How much a constraint matters: required, or a weight on its error in the objective the solver minimises.
    ///
    /// The scale is kiwi's: ``create(_:_:_:weight:)`` makes `strong × 10⁶ + medium × 10³ + weak`, each part clamped
    /// to `0...1000`, so that a strong constraint outweighs up to a thousand medium ones. ``required``
    /// (`create(1000, 1000, 1000)`) is not a weight: a required constraint holds exactly or is refused as
    /// unsatisfiable.
    ///
    /// UIKit's priorities map onto it with ``init(priority:)``: priority 1000 (`UILayoutPriority.required`) is
    /// ``required``; a priority `p` below 1000 is `create(0, p, 0)`, that is `p × 1000` — from kiwi's `medium`
    /// (`p = 1`) to just under its `strong` (`p = 1000`) — so `defaultHigh` (750) weighs three times `defaultLow`
    /// (250). Kiwi takes the same numbers, which is how the oracle test checks the solver.
    struct Strength: Hashable, Comparable {
        /// The weight, or ``required``'s value.
        var value: Double

        /// A strength of the given value; checked when a constraint is made.
        init(_ value: Double) {
            self.value = value
        }

        /// UIKit's priority `priority` (1...1000) as a strength: 1000 is ``required``, below it `priority × 1000`.
        init(priority: Double) {
            value = priority >= 1000 ? Strength.required.value : Strength.create(0, priority, 0).value
        }

        /// Kiwi's `strength::create`: `strong × 10⁶ + medium × 10³ + weak`, each part times `weight` and clamped
        /// to `0...1000`.
        static func create(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Strength {
            func clamped(_ part: Double) -> Double { max(0, min(1000, part * weight)) }
            return Strength(clamped(strong) * 1_000_000 + clamped(medium) * 1000 + clamped(weak))
        }

        /// A constraint that must hold: 1,001,001,000, kiwi's `strength::required`.
        static let required = Strength(1_001_001_000)
        /// Kiwi's `strong`: 10⁶.
        static let strong = Strength(1_000_000)
        /// Kiwi's `medium`: 10³.
        static let medium = Strength(1000)
        /// Kiwi's `weak`: 1.
        static let weak = Strength(1)

        /// Whether this is ``required`` (or more).
        var isRequired: Bool { value >= Strength.required.value }

        static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
    }
}
