@testable import FastDateCore
import Testing
import FastDateTestSupport

/// `ISOWeekDate.week(year:dayOfYear:)`, which reads a 400-year table, against ISO 8601's
/// definition computed from `ReferenceCalendar` (which only adds up month and year lengths):
/// the week of a day is the week of its Thursday, counted from the Monday of the week that
/// holds January 4th.
@Suite struct ISOWeekTableTests {
    /// Days since 1970 of the Monday of week 1 of `year`, the slow way.
    static func firstMonday(_ year: Int64) -> Int64 {
        let january4 = ReferenceCalendar.daysSinceEpoch(year: year, month: 1, day: 4)
        let weekday = Int((january4 % 7 + 7 + 3) % 7)  // 1970-01-01 was a Thursday: 0 Monday … 6 Sunday
        return january4 - Int64(weekday)
    }

    /// Every day of 1600–2400 (two whole cycles) and of years around 0 and 10000.
    @Test func everyDayOfTwoCycles() {
        var report = FailureReport()
        var checked = 0
        for range in [Int64(1600)...2400, Int64(-401)...(-399), Int64(0)...2, Int64(9998)...10001] {
            for year in range {
                let days = ReferenceCalendar.isLeap(year) ? 366 : 365
                let start = ReferenceCalendar.daysSinceEpoch(year: year, month: 1, day: 1)
                for dayOfYear in 1...days {
                    let day = start + Int64(dayOfYear - 1)
                    let weekday = Int((day % 7 + 7 + 3) % 7)
                    let thursday = day - Int64(weekday) + 3
                    let weekYear = ReferenceCalendar.civilDate(daysSinceEpoch: thursday).year
                    let want = (weekYear, Int((thursday - Self.firstMonday(weekYear)) / 7) + 1)
                    let got = ISOWeekDate.week(year: year, dayOfYear: dayOfYear)
                    if got != want { report.add("\(year) day \(dayOfYear): \(got), want \(want)") }
                    checked += 1
                }
            }
        }
        report.finish(checked: checked)
    }

    /// The table's every entry against the rule it was written by.
    @Test func theTableIsTheRule() {
        for cycle in 0..<400 {
            let year = Int64(2000 + cycle)
            let entry = Int(ISOWeekDate.yearStarts.utf8Start[cycle])
            let januaryFirst = CivilCalendar.dayOfWeek(daysSinceEpoch: CivilCalendar.daysSinceEpoch(year: year, month: 1, day: 1)) + 1
            let fromMonday = januaryFirst - 1
            #expect(entry & ISOWeekDate.weekOffsetMask == fromMonday + (fromMonday <= 3 ? 7 : 0), "\(year)")
            #expect((entry & ISOWeekDate.hasFiftyThreeWeeksBit != 0) == (ISOWeekDate.weeks(inWeekYear: year) == 53), "\(year)")
            #expect((entry & ISOWeekDate.previousHasFiftyThreeWeeks != 0) == (ISOWeekDate.weeks(inWeekYear: year - 1) == 53), "\(year)")
            #expect((entry >> ISOWeekDate.leapYearShift & 1 == 1) == ReferenceCalendar.isLeap(year), "\(year)")
        }
        #expect(ISOWeekDate.yearStarts.utf8CodeUnitCount == 400)
    }

    /// `dividedBySeven` is `/ 7` up to its stated limit, and not at it: the limit is the
    /// true one, so a caller can trust it.
    @Test func dividingBySevenUpToTheLimit() {
        let limit = ISOWeekDate.sevenReciprocalLimit
        let wrong = (0..<limit).first { ISOWeekDate.dividedBySeven($0) != $0 / 7 }
        #expect(wrong == nil)
        #expect(ISOWeekDate.dividedBySeven(limit) != limit / 7)
    }

    /// The days-before-month constants against the month lengths.
    @Test func daysBeforeMonthIsTheSumOfTheMonths() {
        for leap in [0, 1] {
            var before = 0
            for month in 1...12 {
                #expect(CivilCalendar.daysBeforeMonth(month, leap: leap) == before, "month \(month) leap \(leap)")
                before += CivilCalendar.daysInMonth(month, year: leap == 1 ? 2000 : 2001)
            }
        }
    }

    /// `LocalDate`'s table-driven `weekday`, `dayOfYear` and `isoWeek` against the day count
    /// on every day of two whole 400-year cycles, so every table entry, plus the last years.
    @Test func queriesAgreeWithTheDayCount() throws {
        var report = FailureReport()
        var checked = 0
        for year in Array(0..<800) + Array(9900...9999) {
            let januaryFirst = CivilCalendar.daysSinceEpoch(year: Int64(year), month: 1, day: 1)
            for month in 1...12 {
                for day in 1...CivilCalendar.daysInMonth(month, year: Int64(year)) {
                    let date = try FastDate.LocalDate(year: year, month: month, day: day)
                    let days = CivilCalendar.daysSinceEpoch(year: Int64(year), month: month, day: day)
                    let weekday = CivilCalendar.dayOfWeek(daysSinceEpoch: days) + 1
                    let dayOfYear = Int(days - januaryFirst) + 1
                    let week = ISOWeekDate.weekDate(daysSinceEpoch: days, year: Int64(year))
                    if date.weekday != weekday || date.dayOfYear != dayOfYear || date.isoWeek != (Int(week.weekYear), week.week) {
                        report.add("\(date): \(date.weekday) \(date.dayOfYear) \(date.isoWeek)")
                    }
                    checked += 1
                }
            }
        }
        report.finish(checked: checked)
    }
}
