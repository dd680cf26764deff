/// Proleptic Gregorian calendar arithmetic on plain integers.
///
/// Both directions follow the "days from civil" construction (a year that starts in
/// March puts the leap day last, so month lengths follow a linear formula). Years are
/// first shifted by 400,000 (a whole number of 400-year cycles) so every intermediate
/// value is non-negative: divisions then truncate the way floor division would, with no
/// branch on the sign, across the whole range −271821 … 275760 and well beyond.
package enum CivilCalendar {
    /// 400-year eras added before dividing; keeps years down to −400,000 non-negative.
    private static let eraShift: Int64 = 1_000
    private static let daysPerEra: Int64 = 146_097
    /// Days from 0000-03-01 to 1970-01-01.
    private static let unixEpochShift: Int64 = 719_468

    @inline(__always)
    static func isLeapYear(_ year: Int64) -> Bool {
        // Most years are not multiples of 4: test that first.
        year & 3 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days in `month` (1–12) of `year`.
    @inline(__always)
    static func daysInMonth(_ month: Int, year: Int64) -> Int {
        if month == 2 { return isLeapYear(year) ? 29 : 28 }
        // 31 for Jan, Mar, May, Jul, Aug, Oct, Dec; 30 otherwise.
        return 30 | ((month ^ (month >> 3)) & 1)
    }

    /// Days since 1970-01-01 of a valid civil date with `year` in −400,000 … 1,000,000.
    ///
    /// Neri and Schneider's form of the construction: with the year shifted by 400,000
    /// (a whole number of 400-year cycles) everything is a small unsigned 32-bit value, so
    /// the divisions by 100, 4 and 32 are a multiply-shift or a shift, and no check for
    /// overflow is needed: `1461 * y` stays below 2^31 for every year in range.
    @inline(__always)
    static func daysSinceEpoch(year: Int64, month: Int, day: Int) -> Int64 {
        let m = UInt32(truncatingIfNeeded: month)
        let january = UInt32(m <= 2 ? 1 : 0)  // January and February count as months 13 and 14
        let y = UInt32(truncatingIfNeeded: year &+ 400_000) &- january
        let century = y / 100
        let yearDays = 1461 &* y / 4 &- century &+ century / 4
        let monthDays = (979 &* (m &+ 12 &* january) &- 2919) / 32
        return Int64(yearDays &+ monthDays &+ UInt32(truncatingIfNeeded: day) &- 1) &- 146_816_468
    }

    /// The civil date of a day count since 1970-01-01 (any count within ±146,000,000).
    @inline(__always)
    static func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = UInt64(truncatingIfNeeded: days &+ unixEpochShift &+ eraShift &* daysPerEra)
        let era = z / UInt64(daysPerEra)
        let dayOfEra = z &- era &* UInt64(daysPerEra)
        let yearOfEra = (dayOfEra &- dayOfEra / 1460 &+ dayOfEra / 36524 &- dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra &- (365 &* yearOfEra &+ yearOfEra / 4 &- yearOfEra / 100)
        let monthFromMarch = (5 &* dayOfYear &+ 2) / 153
        let day = dayOfYear &- (153 &* monthFromMarch &+ 2) / 5 &+ 1
        let month = monthFromMarch < 10 ? monthFromMarch &+ 3 : monthFromMarch &- 9
        let year = Int64(truncatingIfNeeded: yearOfEra &+ era &* 400) &- eraShift &* 400 &+ (month <= 2 ? 1 : 0)
        return (year, Int(truncatingIfNeeded: month), Int(truncatingIfNeeded: day))
    }

    /// The day of the week of a day count since 1970-01-01: 0 is Monday, 6 Sunday
    /// (ISO 8601's order). 1970-01-01 was a Thursday, 3.
    @inline(__always)
    static func dayOfWeek(daysSinceEpoch days: Int64) -> Int {
        Int(floorDivision(days &+ 3, by: 7).remainder)
    }

    /// The year, in UTC, of the instant `seconds` after 1970 (for the `FastDate` module,
    /// which hands the current year to HTTP-date's two-digit rule).
    package static func year(ofSecondsSinceEpoch seconds: Int64) -> Int64 {
        civilDate(daysSinceEpoch: floorDivision(seconds, by: 86_400).quotient).year
    }
}
