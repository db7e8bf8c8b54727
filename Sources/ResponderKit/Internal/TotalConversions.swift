// Converting a floating-point number to an integer with `Int(x)` traps when `x` is NaN, infinite or beyond the
// integer's range, and one hostile coordinate (`1e40`) must never end a process. Every such conversion in the
// package is total: `Int(exactly:)`, a guard with a defined answer, or `init(saturating:)` below.
//
// The deprecated initializers after it are the check that keeps it so. A declaration in a module shadows one of
// the same signature that the module imports, so within a module that holds this file, a trapping conversion
// (`Int(_: Double)`, `Int(_: CGFloat)`, `UInt64(_: Float)`, …) resolves to one of them and the compiler warns at
// its line; CI fails a build that prints a warning. Every module of the package, its tests included, holds this
// file (a link to `Sources/ResponderKit/Internal/TotalConversions.swift`), as `.ci/conversions.sh` checks; each
// copy is internal to its module, and each shadow behaves as the initializer it shadows.

import Foundation

extension FixedWidthInteger {
    /// The integer nearest `value` toward zero, clamped to the type's range; zero for NaN.
    ///
    /// `Int(saturating: 2.7) == 2`, `Int(saturating: -1e40) == Int.min`, `Int(saturating: .nan) == 0`. Unlike
    /// `Int(_:)` it never traps.
    init<Source: BinaryFloatingPoint>(saturating value: Source) {
        if value.isNaN {
            self = 0
        } else if let exact = Self(exactly: value.rounded(.towardZero)) {
            self = exact
        } else {
            self = value < 0 ? .min : .max
        }
    }

    /// The value toward zero, for a caller that has just checked that it is within the type's range (a hot path
    /// that cannot afford ``init(saturating:)``'s checks): the standard library's conversion, reached through
    /// `BinaryInteger`'s generic requirement, which the concrete shadows below do not cover. Debug builds check
    /// the promise.
    @inline(__always)
    init(checkedInRange value: Double) {
        assert(Self(exactly: value.rounded(.towardZero)) != nil, "\(value) is not in range")
        self = convertedInRange(value)
    }

    /// The standard library's trapping conversion, for the shadowing initializers below.
    fileprivate static func trapping<Source: BinaryFloatingPoint>(_ value: Source) -> Self {
        guard let exact = Self(exactly: value.rounded(.towardZero)) else {
            preconditionFailure("\(value) cannot be converted to \(Self.self)")
        }
        return exact
    }
}

/// `Integer(value)` through `BinaryInteger`'s generic requirement, which the concrete shadows below do not reach.
@inline(__always)
private func convertedInRange<Integer: BinaryInteger>(_ value: Double) -> Integer { Integer(value) }

extension Int {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}

extension Int8 {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}

extension Int16 {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}

extension Int32 {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}

extension Int64 {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}

extension UInt {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}

extension UInt8 {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}

extension UInt16 {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}

extension UInt32 {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}

extension UInt64 {
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Double) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: Float) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init(_ value: CGFloat) { self = .trapping(value) }
    /// Shadows the standard library's trapping conversion, so that the compiler flags it.
    @available(
        *, deprecated, message: "traps on NaN, infinity or out-of-range values: use init(saturating:) or init(exactly:)"
    )
    init<Source: BinaryFloatingPoint>(_ value: Source) { self = .trapping(value) }
}
