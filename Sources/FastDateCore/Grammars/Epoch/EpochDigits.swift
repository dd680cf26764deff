/// How many fraction digits of its unit an epoch format writes: by default as many as the
/// instant needs and no trailing zeros (exact, so every number written reads back as the
/// same instant), or a fixed count set by `Format.fractionDigits(_:)`, truncated toward the
/// past. See `Spec/epoch/epoch.md`, "Writing".
///
/// Kept in `Format.detail` above the unit's three bits, so a format stays 8 bytes.
@usableFromInline
package struct EpochDigits: Sendable, Hashable {
    /// 0: exact; 1 through 10: a fixed count of 0 through 9 digits; `invalidCode`: a count
    /// outside 0...9, which writing refuses.
    @usableFromInline let code: UInt8

    /// Where the code sits in `Format.detail`, above the unit.
    @usableFromInline static var shift: UInt8 { 3 }
    /// The bits of `Format.detail` that hold the unit.
    @usableFromInline static var unitMask: UInt8 { 0b111 }
    /// A count outside 0...9.
    @usableFromInline static var invalidCode: UInt8 { 15 }
    /// The most fraction digits a fixed count may ask for: a second's nanoseconds.
    @usableFromInline static var maximumCount: Int { 9 }

    @usableFromInline init(code: UInt8) { self.code = code }

    /// `count` digits, or the invalid count.
    @usableFromInline init(fixed count: Int) {
        code = (0...Self.maximumCount).contains(count) ? UInt8(count + 1) : Self.invalidCode
    }

    /// The count `Format.fractionDigits(_:)` was given, before ``fixedCount(for:)`` caps it
    /// at the unit; `nil` for the exact default, -1 for an invalid count.
    package var requestedCount: Int? {
        switch code {
        case 0: nil
        case Self.invalidCode: -1
        default: Int(code) - 1
        }
    }

    /// The fixed count of digits written for `unit`, or `nil` for the exact default; -1 for
    /// an invalid count. A count past the digits that reach a nanosecond (9 for seconds, 6
    /// for milliseconds, 3 for microseconds, 0 for nanoseconds) writes only those, as the
    /// unit's reader would refuse more as another unit's number (`Spec/epoch/epoch.md`).
    package func fixedCount(for unit: FastDate.EpochUnit) -> Int? {
        switch code {
        case 0: nil
        case Self.invalidCode: -1
        default: min(Int(code) - 1, 9 - unit.subsecondDigits)
        }
    }
}
