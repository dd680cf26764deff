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
        Int((firstMonday(ofWeekYear: weekYear &+ 1) &- firstMonday(ofWeekYear: weekYear)) / 7)
    }

    /// The week date of a day: its week-based year, week (1–53) and day of the week
    /// (1 Monday … 7 Sunday).
    static func weekDate(daysSinceEpoch days: Int64, year: Int64) -> (weekYear: Int64, week: Int, weekday: Int) {
        let weekday = CivilCalendar.dayOfWeek(daysSinceEpoch: days) &+ 1
        // The week-based year is the calendar year, or its neighbour in the days around New Year.
        var weekYear = year
        if days < firstMonday(ofWeekYear: year) {
            weekYear = year &- 1
        } else if days >= firstMonday(ofWeekYear: year &+ 1) {
            weekYear = year &+ 1
        }
        let week = Int((days &- firstMonday(ofWeekYear: weekYear)) / 7) &+ 1
        return (weekYear, week, weekday)
    }
}
