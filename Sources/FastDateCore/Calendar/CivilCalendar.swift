/// Proleptic Gregorian calendar arithmetic on plain integers.
///
/// The conversions follow the "days from civil" construction (a year that starts in
/// March puts the leap day last, so month lengths follow a linear formula). Years are
/// first shifted by a whole number of 400-year eras so every intermediate value is
/// non-negative: divisions then truncate the way floor division would, with no branch
/// on the sign, across the whole range −271821 … 275760 and well beyond.
enum CivilCalendar {
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

    /// Days since 1970-01-01 of a valid civil date.
    @inline(__always)
    static func daysSinceEpoch(year: Int64, month: Int, day: Int) -> Int64 {
        let m = Int64(month)
        let y = year - (m <= 2 ? 1 : 0) + eraShift * 400
        let era = y / 400
        let yearOfEra = y - era * 400
        let monthFromMarch = m > 2 ? m - 3 : m + 9
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return (era - eraShift) * daysPerEra + dayOfEra - unixEpochShift
    }

    /// The civil date of a day count since 1970-01-01.
    @inline(__always)
    static func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = days + unixEpochShift + eraShift * daysPerEra
        let era = z / daysPerEra
        let dayOfEra = z - era * daysPerEra
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + (era - eraShift) * 400 + (month <= 2 ? 1 : 0)
        return (year, Int(month), Int(day))
    }
}
