// Integer helpers shared by the readers, the formatter and the `FastDate` module. Kept
// here, once, so that "10^n" and "floor division" mean one thing everywhere.

/// 10^n for n in 0...9 (any larger n gives 10^9).
///
/// A switch rather than a global array: a global is initialized lazily on first use, which
/// would break the zero-allocation promise for the first parse.
@inlinable @inline(__always)
package func powerOfTen(_ n: Int) -> Int {
    switch n {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    default: 1_000_000_000
    }
}

/// `value` divided by a positive `divisor`, rounded toward negative infinity, and the
/// remainder that goes with it, always in `0 ..< divisor`. Swift's `/` truncates toward
/// zero, which puts instants before 1970 on the wrong day.
@inlinable @inline(__always)
package func floorDivision(_ value: Int64, by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
}

infix operator %% : MultiplicationPrecedence

/// Remainder with the sign of the divisor (floor modulo), for `Int` operands known to be
/// small; see ``floorDivision(_:by:)`` for `Int64` values.
@inline(__always)
func %% (lhs: Int, rhs: Int) -> Int {
    let r = lhs % rhs
    return r < 0 ? r + rhs : r
}
