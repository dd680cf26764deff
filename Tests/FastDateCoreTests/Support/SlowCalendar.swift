/// A deliberately naive proleptic Gregorian calendar, sharing no code or formula with
/// `CivilCalendar`: it only knows the leap-year rule and the twelve month lengths, and
/// finds day numbers by adding up whole years one at a time from 1970-01-01 (day 0).
/// Slow to build, obviously right, and so a fair judge of the fast arithmetic.
struct SlowCalendar: Sendable {
    static let firstYear: Int64 = -271_822
    static let lastYear: Int64 = 275_761

    /// Built once (about half a million years) and shared by every test that needs it.
    static let shared = SlowCalendar()

    /// `yearStarts[y - firstYear]` is the day number of January 1 of year `y`; one extra
    /// entry holds the day after the last year ends.
    private let yearStarts: [Int64]

    private init() {
        let count = Int(Self.lastYear - Self.firstYear) + 2
        var starts = [Int64](repeating: 0, count: count)
        let epochIndex = Int(1970 - Self.firstYear)
        var day: Int64 = 0
        for index in epochIndex..<(count - 1) {
            starts[index] = day
            day += Self.yearLength(Self.firstYear + Int64(index))
        }
        starts[count - 1] = day
        day = 0
        for index in stride(from: epochIndex - 1, through: 0, by: -1) {
            day -= Self.yearLength(Self.firstYear + Int64(index))
            starts[index] = day
        }
        yearStarts = starts
    }

    static func isLeap(_ year: Int64) -> Bool {
        if year % 400 == 0 { return true }
        if year % 100 == 0 { return false }
        return year % 4 == 0
    }

    static func yearLength(_ year: Int64) -> Int64 { isLeap(year) ? 366 : 365 }

    static func monthLength(_ month: Int, year: Int64) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        default: isLeap(year) ? 29 : 28
        }
    }

    var firstDay: Int64 { yearStarts[0] }
    var lastDay: Int64 { yearStarts[yearStarts.count - 1] - 1 }

    func days(year: Int64, month: Int, day: Int) -> Int64 {
        var result = yearStarts[Int(year - Self.firstYear)]
        for m in 1..<month { result += Int64(Self.monthLength(m, year: year)) }
        return result + Int64(day - 1)
    }

    func date(days: Int64) -> (year: Int64, month: Int, day: Int) {
        // The last year whose January 1 is not after `days`.
        var low = 0
        var high = yearStarts.count - 2
        while low < high {
            let mid = (low + high + 1) / 2
            if yearStarts[mid] <= days { low = mid } else { high = mid - 1 }
        }
        let year = Self.firstYear + Int64(low)
        var remaining = Int(days - yearStarts[low])
        var month = 1
        while remaining >= Self.monthLength(month, year: year) {
            remaining -= Self.monthLength(month, year: year)
            month += 1
        }
        return (year, month, remaining + 1)
    }
}
