/// Four epoch numbers of 9 to 16 digits each in seconds or milliseconds, read side
/// by side: the column door's path for `Date.now()` and Unix-time columns, whose numbers
/// of today have 13 and 10 digits. (A microsecond count of today has 16 digits and a
/// nanosecond count 19; those units go four at a time but one after another,
/// `EpochFastPath`.)
///
/// The grammar and every check are `EpochReader.fastPath`'s (a plain run of digits in
/// the supported range), and the values are the ones `EpochReader.timestamp(ofPlainRun:_:)`
/// gives; here the steps run on four numbers at once, and no number is ever put together
/// as one 64-bit integer. Accept-only: four numbers are read only when every one is a
/// plain run of digits in range, and otherwise the caller reads them one by one (the
/// `ColumnFastPaths` tests and the `ColumnInvariants` fuzz target check that both paths
/// and the general reader agree).
///
/// Each number's digits are reduced as ``SixteenDigits`` reduces them, to its first and
/// last eight digits; the milliseconds come apart from the last eight by a multiply by a
/// reciprocal, and the whole seconds are put together by one 32-by-32-bit multiply
/// (`pmuludq`, two numbers at a time). Below 2^52, they convert to `Double` by setting
/// the exponent bits of 2^52 and subtracting 2^52, lane-wise, where SSE2 has no
/// conversion from a 64-bit integer.
enum EpochLanes {
    /// What four numbers read to, two in each vector of 64-bit lanes: the whole seconds,
    /// below `FastDate.Timestamp.maximumSeconds` (so below 2^52), and the milliseconds.
    struct Fields {
        var seconds01: SIMD2<UInt64>
        var seconds23: SIMD2<UInt64>
        var milliseconds01: SIMD2<UInt64>
        var milliseconds23: SIMD2<UInt64>
        /// Whether the unit has milliseconds: for seconds, both vectors are 0.
        var hasMilliseconds: Bool
    }

    /// Reads the numbers of `counts` (9…16 each) bytes that end at `e0`…`e3`, each with the
    /// 16 bytes before its end readable, or returns `nil` when any of them is not a number
    /// this path takes. Each is masked by its own count; four of one length pass that count
    /// four times, and the optimizer computes the mask once.
    @inline(__always)
    static func read(
        endingAt e0: UnsafeRawPointer, _ e1: UnsafeRawPointer, _ e2: UnsafeRawPointer, _ e3: UnsafeRawPointer,
        counts: (Int, Int, Int, Int), unit: FastDate.EpochUnit
    ) -> Fields? {
        // The lanes read seconds and milliseconds (`EpochUnit.Facts.readsInLanes`).
        let milliseconds = unit == .milliseconds
        // Each number's digits as their values, and the bytes before it as `0` digits.
        let zero = SIMD16<UInt8>(repeating: 0x30)
        let a0 = ((e0 - 16).loadUnaligned(as: SIMD16<UInt8>.self) ^ zero) & SixteenDigits.leading(16 &- counts.0)
        let a1 = ((e1 - 16).loadUnaligned(as: SIMD16<UInt8>.self) ^ zero) & SixteenDigits.leading(16 &- counts.1)
        let a2 = ((e2 - 16).loadUnaligned(as: SIMD16<UInt8>.self) ^ zero) & SixteenDigits.leading(16 &- counts.2)
        let a3 = ((e3 - 16).loadUnaligned(as: SIMD16<UInt8>.self) ^ zero) & SixteenDigits.leading(16 &- counts.3)
        let count = max(max(counts.0, counts.1), max(counts.2, counts.3))
        // A byte is not a digit exactly when it is 10 or more: the test holds for the four
        // numbers' lane-wise maximum (a byte only carries into the next when it is wrong).
        let most = a0.lanewiseMaximum(a1).lanewiseMaximum(a2.lanewiseMaximum(a3))
        let wrong = (most &+ SIMD16(repeating: 0x76)) | most

        // Each number's first and last eight digits (in the low halves of two 64-bit
        // lanes), then two numbers' first eight, and their last eight, side by side.
        let x0 = SixteenDigits.eights(a0), x1 = SixteenDigits.eights(a1)
        let x2 = SixteenDigits.eights(a2), x3 = SixteenDigits.eights(a3)
        let high01 = SIMD2(x0[0], x1[0]), high23 = SIMD2(x2[0], x3[0])
        let last01 = SIMD2(x0[1], x1[1]), last23 = SIMD2(x2[1], x3[1])

        // In range: the whole seconds below `FastDate.Timestamp.maximumSeconds`, which is
        // `highLimit` times `high`'s place exactly, while the digits after `high` are less
        // than one of it: so `high < highLimit`. A lane out of range goes negative here
        // (`high` is below 2^27, in the low half of its 64-bit lane), and its high bits join
        // the digits' test.
        // Shorter numbers are always in range, and skip the test (`count` is the same for a
        // whole run of values, so the branch is too).
        var suspect = wrong
        if count > alwaysInRangeDigits(unit) {
            let highLimit = SIMD4<Int32>(repeating: maximumHigh(unit) &- 1)
            let outside01 = (highLimit &- unsafeBitCast(high01, to: SIMD4<Int32>.self)) &>> 31
            let outside23 = (highLimit &- unsafeBitCast(high23, to: SIMD4<Int32>.self)) &>> 31
            suspect |= unsafeBitCast(outside01 | outside23, to: SIMD16<UInt8>.self)
        }
        guard suspect.hasNoHighBit else { return nil }

        // (`high` is below 2^27: the mask only lets the optimizer see that each product
        // is one 32-by-32-bit `pmuludq`.)
        let low32 = SIMD2<UInt64>(repeating: 0xFFFF_FFFF)
        guard milliseconds else {
            // Seconds: all sixteen digits, `high · 10^8 + last`.
            return Fields(seconds01: (high01 & low32) &* 100_000_000 &+ last01,
                          seconds23: (high23 & low32) &* 100_000_000 &+ last23,
                          milliseconds01: .zero, milliseconds23: .zero, hasMilliseconds: false)
        }
        // Milliseconds: the last eight digits hold the seconds' last five and the
        // milliseconds, apart by ⌊last / 1000⌋, a multiply by a reciprocal.
        let q01 = thousands(last01), q23 = thousands(last23)
        return Fields(seconds01: (high01 & low32) &* 100_000 &+ q01, seconds23: (high23 & low32) &* 100_000 &+ q23,
                      milliseconds01: remainder(last01, q01), milliseconds23: remainder(last23, q23), hasMilliseconds: true)
    }

    /// `x − 1000 q` where that is below 1000, in 16-bit lanes (`pmullw`): exact, since the
    /// true difference fits them, and cheaper than a 64-bit product.
    @inline(__always)
    private static func remainder(_ x: SIMD2<UInt64>, _ q: SIMD2<UInt64>) -> SIMD2<UInt64> {
        let x16 = unsafeBitCast(x, to: SIMD8<UInt16>.self), q16 = unsafeBitCast(q, to: SIMD8<UInt16>.self)
        return unsafeBitCast(x16 &- q16 &* 1000, to: SIMD2<UInt64>.self) & 0xFFFF
    }

    /// `FastDate.Timestamp.maximumSeconds` over `high`'s place, the first eight of sixteen
    /// digits: 10^8 units, so 10^8 seconds for a count of seconds and 10^5 for one of
    /// milliseconds (86,400 and 86,400,000). From the unit's table: a constant where the
    /// unit is one.
    @inline(__always)
    static func maximumHigh(_ unit: FastDate.EpochUnit) -> Int32 {
        Int32(truncatingIfNeeded: FastDate.Timestamp.maximumSeconds / (highPlace / unit.unitsPerSecond))
    }

    /// The units of `high`'s place: the last eight of sixteen digits are below it.
    static var highPlace: Int64 { 100_000_000 }

    /// The most digits a count of `unit` can have and always be in range: one fewer than
    /// the largest count has (999,999,999,999 seconds and 999,999,999,999,999 milliseconds
    /// are below 8,640,000,000,000 seconds).
    @inline(__always)
    static func alwaysInRangeDigits(_ unit: FastDate.EpochUnit) -> Int {
        maximumSecondsDigits &- 1 &+ unit.subsecondDigits
    }

    /// The digits of `FastDate.Timestamp.maximumSeconds` (8,640,000,000,000), which
    /// `ColumnDoor`'s lane test checks.
    static var maximumSecondsDigits: Int { 13 }

    /// ⌊x / 1000⌋ in each 64-bit lane, for `x` below 2^32: times ⌈2^38 / 1000⌉ and a shift.
    /// The reciprocal exceeds 1/1000 by 0.056 / 2^38, too little to reach the next whole
    /// quotient anywhere below 2^32.
    @inline(__always)
    private static func thousands(_ x: SIMD2<UInt64>) -> SIMD2<UInt64> {
        ((x & 0xFFFF_FFFF) &* 274_877_907) &>> 38
    }
}
