// The one reference calendar of the tests, the reference parser and formatter, and the
// fuzzer. Plain standard-library Swift with no import, so the fuzzer can compile it next to
// the core sources (which have no module to import) and the tests can use it as it is. Its
// arithmetic is the textbook one (leap years counted, months walked), independent of
// `CivilCalendar`'s closed forms, which it checks.

/// The proleptic Gregorian calendar the slow, obvious way, sharing nothing with the core's
/// `CivilCalendar`: a day count is 365 per year plus one per leap year, where leap years
/// are counted as "multiples of 4, minus multiples of 100, plus multiples of 400". Every
/// division is a floor division written out, so negative years need no special case.
/// `ReferenceSelfCheck` walks every year of the range one at a time to confirm it.
public enum ReferenceCalendar {
    public static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    public static func monthLength(_ month: Int, year: Int64) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        default: isLeap(year) ? 29 : 28
        }
    }

    public static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    /// How many of the years 0, 1, …, y−1 are leap years (negated for y < 0, where it
    /// counts y, …, −1): multiples of k in [0, y) number ⌈y/k⌉ = ⌊(y + k − 1)/k⌋.
    public static func leapYearsBefore(_ y: Int64) -> Int64 {
        floorDiv(y + 3, 4) - floorDiv(y + 99, 100) + floorDiv(y + 399, 400)
    }

    /// Days from 0000-01-01 to January 1 of `year`.
    public static func daysBeforeYear(_ year: Int64) -> Int64 {
        365 * year + leapYearsBefore(year)
    }

    public static let daysFromYearZeroTo1970 = daysBeforeYear(1970)

    /// Days since 1970-01-01 of a valid civil date.
    public static func daysSinceEpoch(year: Int64, month: Int, day: Int) -> Int64 {
        var days = daysBeforeYear(year) - daysFromYearZeroTo1970
        var m = 1
        while m < month {
            days += Int64(monthLength(m, year: year))
            m += 1
        }
        return days + Int64(day - 1)
    }

    /// The civil date of a day count since 1970-01-01: guess the year from the mean year
    /// length, step it until its January 1 is the last one not after `days`, then walk
    /// the months.
    public static func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int, day: Int) {
        var year = 1970 + floorDiv(days * 400, 146_097)
        while daysBeforeYear(year) - daysFromYearZeroTo1970 > days { year -= 1 }
        while daysBeforeYear(year + 1) - daysFromYearZeroTo1970 <= days { year += 1 }
        var remaining = Int(days - (daysBeforeYear(year) - daysFromYearZeroTo1970))
        var month = 1
        while remaining >= monthLength(month, year: year) {
            remaining -= monthLength(month, year: year)
            month += 1
        }
        return (year, month, remaining + 1)
    }
}
