@testable import FastDateCore
import Testing
import FastDateTestSupport

/// `CivilCalendar`'s closed-form arithmetic against `ReferenceCalendar`, which only adds up
/// month and year lengths. Both directions, every day of 1600–2400, and random days over
/// the whole supported range of years.
@Suite struct CalendarProperties {
    typealias Civil = (year: Int64, month: Int, day: Int)

    /// Walks a date and a day number forward together, one day at a time from `first`
    /// through `last`, starting from the count the slow calendar gives for `first` year by
    /// year, and gives `visit` each date, its day number and its month's length (both from
    /// the slow calendar). Returns the days visited and the last one's number.
    static func walk(from first: Civil, through last: Civil, _ visit: (Civil, _ days: Int64, _ monthLength: Int) -> Void) -> (visited: Int, lastDays: Int64) {
        var date = first
        var days = ReferenceCalendar.daysSinceEpoch(year: first.year, month: first.month, day: first.day)
        var monthLength = ReferenceCalendar.monthLength(first.month, year: first.year)
        var visited = 0
        while true {
            visit(date, days, monthLength)
            visited += 1
            if date == last { return (visited, days) }
            days += 1
            date.day += 1
            if date.day > monthLength {
                date.day = 1
                date.month += 1
                if date.month > 12 {
                    date.month = 1
                    date.year += 1
                }
                monthLength = ReferenceCalendar.monthLength(date.month, year: date.year)
            }
        }
    }

    @Test func everyDayFrom1600To2400() {
        var report = FailureReport()
        let (visited, lastDays) = Self.walk(from: (1600, 1, 1), through: (2400, 12, 31)) { date, days, monthLength in
            let fastDays = CivilCalendar.daysSinceEpoch(year: date.year, month: date.month, day: date.day)
            if fastDays != days {
                report.add("daysSinceEpoch(\(date)) = \(fastDays), expected \(days)")
            }
            let fastDate = CivilCalendar.civilDate(daysSinceEpoch: days)
            if fastDate != date {
                report.add("civilDate(\(days)) = \(fastDate), expected \(date)")
            }
            let fastLength = CivilCalendar.daysInMonth(date.month, year: date.year)
            if date.day == 1, fastLength != monthLength {
                report.add("daysInMonth(\(date.month), \(date.year)) = \(fastLength), expected \(monthLength)")
            }
        }
        report.finish(checked: visited)
        #expect(lastDays == ReferenceCalendar.daysSinceEpoch(year: 2400, month: 12, day: 31), "the walk and the year-by-year count disagree on 2400-12-31")
        #expect(visited == 292_560, "1600-01-01 … 2400-12-31 is 292,560 days; walked \(visited)")
    }

    /// The fixed-layout readers' forms, which take a four-digit year as its two halves
    /// (`daysSinceEpoch(century:yearOfCentury:month:day:)` and
    /// `daysInMonth(_:century:yearOfCentury:)`), on every day of 0000 … 9999.
    @Test func everyDayOfTheFourDigitYears() {
        var report = FailureReport()
        let (visited, lastDays) = Self.walk(from: (0, 1, 1), through: (9999, 12, 31)) { date, days, monthLength in
            let (century, yearOfCentury) = (date.year / 100, date.year % 100)
            let fastDays = CivilCalendar.daysSinceEpoch(century: century, yearOfCentury: yearOfCentury, month: date.month, day: date.day)
            if fastDays != days {
                report.add("daysSinceEpoch(century: \(century), yearOfCentury: \(yearOfCentury), month: \(date.month), day: \(date.day)) = \(fastDays), expected \(days)")
            }
            if date.day == 1, CivilCalendar.daysInMonth(date.month, century: century, yearOfCentury: yearOfCentury) != monthLength {
                report.add("daysInMonth(\(date.month), century: \(century), yearOfCentury: \(yearOfCentury)), expected \(monthLength)")
            }
        }
        report.finish(checked: visited)
        #expect(lastDays == ReferenceCalendar.daysSinceEpoch(year: 9999, month: 12, day: 31), "the walk and the year-by-year count disagree on 9999-12-31")
        #expect(visited == 3_652_425, "0000-01-01 … 9999-12-31 is 3,652,425 days; walked \(visited)")
    }

    /// Random day numbers over years −271821 … 275760, each checked both ways.
    @Test func randomDaysAcrossTheWholeRange() {
        let first = ReferenceCalendar.daysSinceEpoch(year: -271_821, month: 1, day: 1)
        let last = ReferenceCalendar.daysSinceEpoch(year: 275_760, month: 12, day: 31)
        var generator = SeededGenerator(seed: 0xCA1E_DA25)
        var report = FailureReport()
        // The ends of the range and of the supported instants are checked every run.
        var samples: [Int64] = [first, last, -100_000_000, 100_000_000, 0, -1, -719_528, -719_529]
        for _ in 0..<200_000 { samples.append(Int64.random(in: first...last, using: &generator)) }
        for days in samples {
            let want = ReferenceCalendar.civilDate(daysSinceEpoch: days)
            let got = CivilCalendar.civilDate(daysSinceEpoch: days)
            if got != want {
                report.add("civilDate(\(days)) = \(got), expected \(want)")
            }
            let back = CivilCalendar.daysSinceEpoch(year: want.year, month: want.month, day: want.day)
            if back != days {
                report.add("daysSinceEpoch(\(want)) = \(back), expected \(days)")
            }
        }
        report.finish(checked: samples.count)
    }

    /// Anchors that do not depend on either implementation: ECMAScript's range ends are
    /// ±100,000,000 days, and 0000-01-01 is 719,528 days before 1970.
    @Test func knownAnchors() {
        let anchors: [(Civil, Int64)] = [
            ((1970, 1, 1), 0),
            ((1969, 12, 31), -1),
            ((2000, 3, 1), 11_017),
            ((0, 1, 1), -719_528),
            ((-1, 12, 31), -719_529),
            ((-271_821, 4, 20), -100_000_000),
            ((275_760, 9, 13), 100_000_000),
        ]
        for (date, days) in anchors {
            #expect(CivilCalendar.daysSinceEpoch(year: date.year, month: date.month, day: date.day) == days)
            #expect(CivilCalendar.civilDate(daysSinceEpoch: days) == date)
            #expect(ReferenceCalendar.daysSinceEpoch(year: date.year, month: date.month, day: date.day) == days)
        }
    }

    @Test func leapYearsAcrossTheWholeRange() {
        var report = FailureReport()
        for year in Int64(-271_821)...275_760 where CivilCalendar.isLeapYear(year) != ReferenceCalendar.isLeap(year) {
            report.add("isLeapYear(\(year)) = \(CivilCalendar.isLeapYear(year))")
        }
        report.finish(checked: 547_582)
        // The branch-free forms the span arithmetic uses, over every year they serve and
        // past it.
        var branchless = FailureReport()
        for year in Int64(0)...275_760 {
            let leap = CivilCalendar.leapBit(year)
            if leap != (ReferenceCalendar.isLeap(year) ? 1 : 0) { branchless.add("leapBit(\(year)) = \(leap)") }
            for month in 1...12 where CivilCalendar.daysInMonth(month, leap: leap) != ReferenceCalendar.monthLength(month, year: year) {
                branchless.add("daysInMonth(\(month), leap: \(leap)) in \(year)")
            }
        }
        branchless.finish(checked: 275_761)
        for year: Int64 in [-271_821, -400, -100, -4, -1, 0, 100, 400, 1900, 2000, 275_760] {
            for month in 1...12 {
                #expect(CivilCalendar.daysInMonth(month, year: year) == ReferenceCalendar.monthLength(month, year: year),
                        "daysInMonth(\(month), \(year))")
            }
        }
    }
}
