/// ISO 8601 week dates: weeks start on Monday, and week 1 of a week-based year is the week
/// holding its first Thursday (so January 4th). The pattern symbols `Y`, `w` and `e` read
/// and write them (`Spec/patterns/patterns.md`, "Week dates").
enum ISOWeekDate {
    /// Days since 1970 of the Monday that starts week 1 of `weekYear`.
    @inline(__always)
    static func firstMonday(ofWeekYear weekYear: Int64) -> Int64 {
        let january4 = CivilCalendar.daysSinceEpoch(year: weekYear, month: 1, day: 4)
        return january4 &- Int64(CivilCalendar.dayOfWeek(daysSinceEpoch: january4))
    }

    /// 52 or 53: a year has 53 weeks when it starts on a Thursday, or is a leap year that
    /// starts on a Wednesday.
    @inline(__always)
    static func weeks(inWeekYear weekYear: Int64) -> Int {
        let januaryFirst = CivilCalendar.dayOfWeek(daysSinceEpoch: CivilCalendar.daysSinceEpoch(year: weekYear, month: 1, day: 1)) &+ 1
        return hasFiftyThreeWeeks(startingOn: januaryFirst, leap: CivilCalendar.isLeapYear(weekYear)) ? 53 : 52
    }

    /// The week date of a day: its week-based year, week (1–53) and day of the week
    /// (1 Monday … 7 Sunday).
    static func weekDate(daysSinceEpoch days: Int64, year: Int64) -> (weekYear: Int64, week: Int, weekday: Int) {
        let weekday = CivilCalendar.dayOfWeek(daysSinceEpoch: days) &+ 1
        let dayOfYear = Int(days &- CivilCalendar.daysSinceEpoch(year: year, month: 1, day: 1)) &+ 1
        let (weekYear, week) = self.week(year: year, dayOfYear: dayOfYear, weekday: weekday)
        return (weekYear, week, weekday)
    }

    /// The week-based year and week of day `dayOfYear` (1–366) of `year`, which falls on
    /// ISO weekday `weekday` (1 Monday … 7 Sunday): the week of that week's Thursday,
    /// counted from the year's start, or the last week of the year before, or week 1 of the
    /// year after.
    @inline(__always)
    static func week(year: Int64, dayOfYear: Int, weekday: Int) -> (weekYear: Int64, week: Int) {
        let week = (dayOfYear &- weekday &+ 10) / 7
        // January 1st's weekday, and from it whether a year has 53 weeks.
        let januaryFirst = isoWeekday(weekday &- (dayOfYear &- 1))
        if week < 1 {
            let leap = CivilCalendar.isLeapYear(year &- 1)
            let previous = isoWeekday(januaryFirst &- (leap ? 366 : 365))
            return (year &- 1, hasFiftyThreeWeeks(startingOn: previous, leap: leap) ? 53 : 52)
        }
        if week == 53 && !hasFiftyThreeWeeks(startingOn: januaryFirst, leap: CivilCalendar.isLeapYear(year)) {
            return (year &+ 1, 1)
        }
        return (year, week)
    }

    /// `n` as an ISO weekday, 1 Monday … 7 Sunday, for any `n` (1 and 8 are Mondays).
    @inline(__always)
    static func isoWeekday(_ n: Int) -> Int { ((n &- 1) % 7 &+ 7) % 7 &+ 1 }

    /// Whether a year starting on ISO weekday `januaryFirst` has 53 ISO weeks: a Thursday,
    /// or a Wednesday in a leap year.
    @inline(__always)
    static func hasFiftyThreeWeeks(startingOn januaryFirst: Int, leap: Bool) -> Bool {
        januaryFirst == 4 || (leap && januaryFirst == 3)
    }
}
