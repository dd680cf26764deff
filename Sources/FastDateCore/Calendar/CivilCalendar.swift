/// Proleptic Gregorian calendar arithmetic on plain integers.
///
/// Both directions follow Neri and Schneider's construction (a year that starts in March
/// puts the leap day last, so month lengths follow a linear formula). Values are first
/// shifted by a whole number of 400-year cycles so every intermediate value is a
/// non-negative 32-bit number: divisions then truncate the way floor division would, with
/// no branch on the sign, across the whole range −271821 … 275760 and well beyond.
@usableFromInline
package enum CivilCalendar: Sendable {
    @inline(__always)
    static func isLeapYear(_ year: Int64) -> Bool {
        // Most years are not multiples of 4: test that first.
        year & 3 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days in `month` (1–12) of `year`.
    @inline(__always)
    static func daysInMonth(_ month: Int, year: Int64) -> Int {
        if month == 2 { return isLeapYear(year) ? 29 : 28 }
        return daysInMonthOtherThanFebruary(month)
    }

    /// 1 for a leap year, 0 for a common one, with no branch on the year (0 through
    /// 171,798,691): a multiple of 100 is a multiple of 25 and of 4, and one of 400 a
    /// multiple of 25 and of 16, so a year is leap when it is a multiple of 16 or, not being
    /// a multiple of 25, of 4. Multiples of 25 are told by 25's inverse modulo 2^32 (Neri and
    /// Schneider): one multiplication, no division.
    @inline(__always)
    static func leapBit(_ year: Int64) -> Int {
        let multipleOf25 = UInt32(truncatingIfNeeded: year) &* inverseOf25 <= UInt32.max / 25
        return Int(truncatingIfNeeded: year) & (multipleOf25 ? 15 : 3) == 0 ? 1 : 0
    }

    /// 25's inverse modulo 2^32: a multiple of 25 times it is at most `UInt32.max / 25`.
    static var inverseOf25: UInt32 { 3_264_175_145 }

    /// Days in `month` (1–12) of a year whose ``leapBit(_:)`` is `leap`, with no branch.
    @inline(__always)
    static func daysInMonth(_ month: Int, leap: Int) -> Int {
        // 1 for February alone: `month ^ 2` is 0 for it and positive for any other month.
        let february = ((month ^ 2) &- 1) &>> (Int.bitWidth &- 1) & 1
        return daysInMonthOtherThanFebruary(month) &- february &* (2 &- leap)
    }

    /// Days in `month` (1–12) of the four-digit year `100 * century + yearOfCentury`, with no
    /// branch on the data: for readers of dates that do not repeat, where `&&` and `||`
    /// would be mispredicted branches. The lengths less 28 are read from
    /// ``monthLengthsLess28``, 24 bits further for a year that is not leap, which the year's
    /// two halves tell: a year ending a century is leap when the century is a multiple of 4,
    /// any other when its last two digits are. A `month` outside 1–12 gives a number, never
    /// a trap.
    @inline(__always)
    static func daysInMonth(_ month: Int, century: Int64, yearOfCentury: Int64) -> Int {
        // In arithmetic rather than comparisons, which the optimizer turned into a branch on
        // February (mispredicted once a year's worth of dates in twelve).
        let endsCentury = (yearOfCentury &- 1) &>> (Int64.bitWidth &- 1)       // all ones for 00
        let leapTest = yearOfCentury | (century & endsCentury)
        let notLeapTimes4 = Int(((leapTest & 3) &+ 3) & 4)                    // 4 unless divisible by 4
        let shift = 2 &* month &+ 6 &* notLeapTimes4
        return Int(truncatingIfNeeded: monthLengthsLess28 &>> UInt64(truncatingIfNeeded: shift) & 0b11) &+ 28
    }

    /// For each month m, in bits 2m and 2m+1: its length in a leap year less 28; 24 bits
    /// higher, its length in a common year less 28. `CalendarProperties` checks it against
    /// the month lengths on every day of the years 0000–9999.
    static var monthLengthsLess28: UInt64 { 0x3_BBEE_CFBB_EEDC }

    /// Days in the year before the 1st of `month` (1–12): 0 for January, 334 (335 in a leap
    /// year) for December. `leap` is 1 for a leap year, 0 for a common one.
    ///
    /// Thirty days a month, corrected by what the months before it have beyond 30 (−1 to
    /// +4), read from three bits a month of one constant, and the leap day from March on:
    /// no table in memory, no division, and no branch on the month or the year, which
    /// random dates would mispredict.
    @inlinable @inline(__always)
    static func daysBeforeMonth(_ month: Int, leap: Int) -> Int {
        let afterFebruary = month > 2 ? 1 : 0
        let correction = Int(truncatingIfNeeded: monthCorrections &>> UInt64(3 &* month) & 0b111) &- 1
        return 30 &* (month &- 1) &+ correction &+ (afterFebruary & leap)
    }

    /// For each month m, in bits 3m to 3m+2: the days before it in a common year, minus
    /// 30 (m − 1), plus 1 (so that February's −1 is 0). `ISOWeekTableTests` checks it
    /// against the month lengths.
    @inlinable static var monthCorrections: UInt64 { 0x5B_2348_9088 }

    /// 31 for Jan, Mar, May, Jul, Aug, Oct, Dec; 30 otherwise (February too): the month's
    /// parity, flipped from August.
    @inline(__always)
    static func daysInMonthOtherThanFebruary(_ month: Int) -> Int {
        30 | ((month ^ (month >> 3)) & 1)
    }

    /// Days since 1970-01-01 of a valid civil date with `year` in −400,000 … 1,000,000.
    ///
    /// Neri and Schneider's form of the construction: with the year shifted by 400,000
    /// (a whole number of 400-year cycles) everything is a small unsigned 32-bit value, so
    /// the divisions by 100, 4 and 32 are a multiply-shift or a shift, and no check for
    /// overflow is needed: `1461 * y` stays below 2^31 for every year in range.
    @inlinable @inline(__always)
    static func daysSinceEpoch(year: Int64, month: Int, day: Int) -> Int64 {
        let m = UInt32(truncatingIfNeeded: month)
        let january = UInt32(m <= 2 ? 1 : 0)  // January and February count as months 13 and 14
        let y = UInt32(truncatingIfNeeded: year &+ 400_000) &- january
        let century = y / 100
        let yearDays = 1461 &* y / 4 &- century &+ century / 4
        let monthDays = daysBeforeMonth(fromMarch: m &+ 12 &* january)
        return Int64(yearDays &+ monthDays &+ UInt32(truncatingIfNeeded: day) &- 1) &- 146_816_468
    }

    /// ``daysSinceEpoch(year:month:day:)`` for a four-digit year as it is read, its century
    /// (0–99) and its year of the century (0–99), for the readers of fixed layouts.
    ///
    /// The same construction, with the year's hundreds given rather than found: for a year
    /// `100c + y` that starts in March, `365 Y + ⌊Y/4⌋ − ⌊Y/100⌋ + ⌊Y/400⌋` is
    /// `⌊146,097 c / 4⌋ + ⌊1,461 y / 4⌋`. January and February borrow from the year of the
    /// century, and from the century when that is 0. Three short products side by side,
    /// where the other form divides the whole year by 100 first, one multiply after
    /// another on the way to the result.
    @inline(__always)
    static func daysSinceEpoch(century: Int64, yearOfCentury: Int64, month: Int, day: Int) -> Int64 {
        let january: Int64 = month <= 2 ? 1 : 0  // January and February count as months 13 and 14
        let shifted = yearOfCentury &- january
        let borrow = shifted &>> (Int64.bitWidth &- 1)  // −1 when a century's year 00 lends
        let marchCentury = century &+ borrow       // −1 for January and February of year 0000
        let marchYear = shifted &+ (borrow & 100)
        let marchMonth = Int64(month) &+ 12 &* january
        return (146_097 &* marchCentury) &>> 2 &+ (1_461 &* marchYear) &>> 2
            &+ daysBeforeMonth(fromMarch: marchMonth) &+ Int64(day) &- daysFromMarchOfYear0To1970 &- 1
    }

    /// Days in a year that starts in March before the 1st of `marchMonth` (3 for March to 14
    /// for the next February): `⌊(979 m − 2,919) / 32⌋`, Neri and Schneider's line through
    /// the months' lengths, from 0 for March to 337 for February.
    @inlinable @inline(__always)
    static func daysBeforeMonth<Number: FixedWidthInteger>(fromMarch marchMonth: Number) -> Number {
        (979 &* marchMonth &- 2_919) &>> 5
    }

    /// The days from 0000-03-01 to 1970-01-01.
    @inlinable static var daysFromMarchOfYear0To1970: Int64 { 719_468 }

    /// The civil date of a day count since 1970-01-01, for any count from −102,987,000 to
    /// +970,000,000 (the supported range is ±100,000,001 days).
    ///
    /// Neri and Schneider's civil-from-days (2022), the inverse of ``daysSinceEpoch(year:month:day:)``:
    /// shifted by 700 eras of 400 years so the day number is a non-negative 32-bit value
    /// whose `4n + 3` still fits, every division is by a constant and becomes a
    /// multiply-shift, and the year and day of the year come out of one 64-bit product,
    /// which is cheaper than the 64-bit form it replaced.
    @inlinable @inline(__always)
    static func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int, day: Int) {
        let n = UInt32(truncatingIfNeeded: days &+ civilShiftDays)
        let n1 = 4 &* n &+ 3
        let century = n1 / 146_097
        let dayOfCentury = n1 % 146_097 / 4
        let n2 = 4 &* dayOfCentury &+ 3
        let p2 = UInt64(2_939_745) &* UInt64(n2)
        let yearOfCentury = UInt32(truncatingIfNeeded: p2 &>> 32)
        let dayOfYear = UInt32(truncatingIfNeeded: p2) / 2_939_745 / 4
        let n3 = 2_141 &* dayOfYear &+ 197_913
        let monthFromMarch = n3 &>> 16                    // 3...14
        let day = (n3 & 0xFFFF) / 2_141 &+ 1
        let january = monthFromMarch > 12 ? UInt32(1) : 0  // January and February close the year
        let year = Int64(100 &* century &+ yearOfCentury &+ january) &- civilShiftYears
        return (year, Int(monthFromMarch &- 12 &* january), Int(day))
    }

    /// 700 eras of 146,097 days (400 years), plus the 719,468 days from 0000-03-01 to
    /// 1970-01-01: ``civilDate(daysSinceEpoch:)``'s shift to non-negative day numbers.
    @inlinable static var civilShiftDays: Int64 { 146_097 * 700 + daysFromMarchOfYear0To1970 }
    @inlinable static var civilShiftYears: Int64 { 400 * 700 }

    /// The day of the week of a day count since 1970-01-01: 0 is Monday, 6 Sunday
    /// (ISO 8601's order). 1970-01-01 was a Thursday, 3.
    ///
    /// A remainder by 7 without a division (Lemire, Kaser and Kurz, "Faster remainder by
    /// direct computation", 2019): the low 64 bits of `x * ⌈2^64 / 7⌉` are the fraction
    /// `x / 7` leaves, scaled by 2^64, and its top three bits are that remainder, because
    /// ⌊8r / 7⌋ is `r` for every `r` in 0...6. One multiply by a constant and a shift, where
    /// `%` costs a widening multiply and three steps more. The fraction is off by `5q` units
    /// for the quotient `q`; that never reaches the next eighth while `x` stays below
    /// 4.6 × 10^17. Counts are first shifted by ``weekShift`` whole weeks so `x` is
    /// non-negative: valid for every count from −2.5 × 10^17 to +2 × 10^17, far past any day
    /// an `Int64` of seconds can name (±1.1 × 10^14).
    @inline(__always)
    static func dayOfWeek(daysSinceEpoch days: Int64) -> Int {
        let x = UInt64(bitPattern: days &+ 3 &+ weekShift)
        return Int(truncatingIfNeeded: (x &* sevenths) &>> 61)
    }

    /// ⌈2^64 / 7⌉ (7 × this is 2^64 + 5): ``dayOfWeek(daysSinceEpoch:)``'s multiplier.
    private static var sevenths: UInt64 { 0x2492_4924_9249_2493 }

    /// 2^55 weeks, in days: makes any day count ``dayOfWeek(daysSinceEpoch:)`` meets
    /// non-negative without changing its day of the week.
    private static var weekShift: Int64 { 7 << 55 }

    // MARK: Four-digit years

    /// 0000-01-01T00:00:00 and 10000-01-01T00:00:00, in seconds since 1970-01-01 on the same
    /// clock: the bounds of the years a fixed layout (`YYYY`) writes.
    static var year0000Seconds: Int64 { -62_167_219_200 }
    static var year10000Seconds: Int64 { 253_402_300_800 }

    /// Whether `seconds` since 1970 UTC falls within the years 0000–9999, those in which
    /// `.iso8601` and the flexible rule read a number as plain epoch seconds: one unsigned
    /// comparison, the one ``fourDigitYearDay(localSeconds:)`` makes before it splits the day.
    @inline(__always)
    static func isInFourDigitYears(_ seconds: Int64) -> Bool {
        UInt64(bitPattern: seconds &- year0000Seconds) < fourDigitYearsSeconds
    }

    /// The years 0000–9999 in seconds: the bound ``isInFourDigitYears(_:)`` and
    /// ``fourDigitYearDay(localSeconds:)`` test a count from 0000-01-01 against, taken as
    /// unsigned so that a count before that day is past the bound too.
    static var fourDigitYearsSeconds: UInt64 { UInt64(year10000Seconds &- year0000Seconds) }

    /// The day (since 1970-01-01) and the second of that day of `localSeconds`, seconds since
    /// 1970 on a local clock, when its year is 0000 through 9999; nil for any other year.
    ///
    /// One unsigned comparison decides, and the divisions that split the day are unsigned:
    /// the writers of four-digit layouts call this first and decide their errors (out of
    /// range, a year the layout cannot write) only when it says nil. Every such instant
    /// lies deep inside the supported range, so no other range check is needed.
    @inline(__always)
    static func fourDigitYearDay(localSeconds: Int64) -> (daysSinceEpoch: Int64, secondOfDay: Int)? {
        let sinceYear0000 = UInt64(bitPattern: localSeconds &- year0000Seconds)
        guard sinceYear0000 < fourDigitYearsSeconds else { return nil }
        let days = sinceYear0000 / UInt64.secondsPerDay
        let secondOfDay = Int(truncatingIfNeeded: sinceYear0000 &- days &* UInt64.secondsPerDay)
        return (Int64(days) &+ year0000Seconds / .secondsPerDay, secondOfDay)
    }

    /// The year, in UTC, of the instant `seconds` after 1970 (for the `FastDate` module,
    /// which hands the current year to HTTP-date's two-digit rule).
    package static func year(ofSecondsSinceEpoch seconds: Int64) -> Int64 {
        civilDate(daysSinceEpoch: floorDivision(seconds, by: .secondsPerDay).quotient).year
    }
}
