/// ISO 8601 week dates: weeks start on Monday, and week 1 of a week-based year is the week
/// holding its first Thursday (so January 4th). The pattern symbols `Y`, `w` and `e` read
/// and write them (`Spec/patterns/patterns.md`, "Week dates").
@usableFromInline
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
        let (weekYear, week) = self.week(year: year, dayOfYear: dayOfYear)
        return (weekYear, week, weekday)
    }

    /// The week-based year and week of day `dayOfYear` (1–366) of `year`: the week of that
    /// week's Thursday, counted from the year's start, or the last week of the year before,
    /// or week 1 of the year after.
    ///
    /// The calendar repeats every 400 years (146,097 days, a whole number of weeks), so one
    /// byte per year of the cycle (``yearStarts``) says on which weekday the year starts and
    /// whether it and the year before have 53 weeks: no day count, no division but by
    /// constants, and a branch only in a year's first and last days.
    @inline(__always)
    static func week(year: Int64, dayOfYear: Int) -> (weekYear: Int64, week: Int) {
        week(year: year, dayOfYear: dayOfYear, start: yearStart(of: year))
    }

    /// ``week(year:dayOfYear:)`` with the year's ``yearStarts`` entry already loaded.
    @inlinable @inline(__always)
    static func week(year: Int64, dayOfYear: Int, start: Int) -> (weekYear: Int64, week: Int) {
        // Week 0 is the last week of the year before.
        let week = Int(dividedBySeven(daysSinceWeekZero(dayOfYear: dayOfYear, start: start)))
        if week == 0 { return (year &- 1, start & previousHasFiftyThreeWeeks != 0 ? 53 : 52) }
        if week == 53 && start & hasFiftyThreeWeeksBit == 0 { return (year &+ 1, 1) }
        return (year, week)
    }

    /// Days from the Monday of week 0 (the week before week 1) to day `dayOfYear` (1–366),
    /// given the year's ``yearStarts`` entry: the days before it in the year plus the week
    /// offset. Over 7 it is the week, modulo 7 the weekday counted from Monday as 0; it is
    /// at most 379, far below ``sevenReciprocalLimit``.
    @inlinable @inline(__always)
    static func daysSinceWeekZero(dayOfYear: Int, start: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: dayOfYear) &- 1 &+ UInt32(truncatingIfNeeded: start & weekOffsetMask)
    }

    /// `n / 7` for `n` below ``sevenReciprocalLimit``, as one multiply and a shift: the
    /// compiler's division of any 32-bit number by 7 needs four more instructions to correct
    /// its rounding, and a day of the year plus a week offset is far below the limit.
    @inlinable @inline(__always)
    static func dividedBySeven(_ n: UInt32) -> UInt32 {
        (n &* sevenReciprocal) &>> 16
    }

    /// 2^16 / 7 rounded up: ``dividedBySeven(_:)``'s multiplier.
    @inlinable static var sevenReciprocal: UInt32 { 9363 }
    /// The first `n` for which `(n * 9363) >> 16` is not `n / 7` (`ISOWeekTableTests`).
    static var sevenReciprocalLimit: UInt32 { 13_110 }

    /// The ``yearStarts`` entry of any year.
    @inline(__always)
    static func yearStart(of year: Int64) -> Int {
        Int(yearStarts.utf8Start[Int((year % 400 &+ 400) % 400)])
    }

    /// The ``yearStarts`` entry of a year 0000–9999: one 16-bit unsigned remainder.
    @inlinable @inline(__always)
    static func yearStart(ofYear year: UInt16) -> Int {
        Int(yearStarts.utf8Start[Int(year % 400)])
    }

    /// For each year of the 400-year cycle (`year % 400`; 0 stands for 2000 and every year
    /// 400 apart): in the low four bits the week offset (January 1st's weekday counted from
    /// Monday as 0, plus 7 when it falls in week 1, that is on Monday to Thursday),
    /// ``hasFiftyThreeWeeksBit`` when the year has 53 weeks, ``previousHasFiftyThreeWeeks``
    /// when the year before has, and a 1 at ``leapYearShift`` when the year is a leap year.
    /// Written by `hasFiftyThreeWeeks(startingOn:leap:)`'s rule; `ISOWeekTableTests` checks
    /// every entry against it.
    @inlinable static var yearStarts: StaticString {
        "\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{24}\u{5}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{9}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{7}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}\u{45}\u{7}\u{8}\u{9}\u{5a}\u{25}\u{6}\u{7}\u{48}\u{1a}\u{24}\u{5}\u{46}\u{8}\u{9}\u{1a}\u{64}\u{6}\u{7}\u{8}\u{59}\u{24}\u{5}\u{6}\u{47}\u{9}\u{1a}\u{24}"
    }
    /// The bits of a ``yearStarts`` entry that hold the week offset.
    @inlinable static var weekOffsetMask: Int { 0b1111 }
    /// The bit of a ``yearStarts`` entry set when the year has 53 weeks.
    @inlinable static var hasFiftyThreeWeeksBit: Int { 0b1_0000 }
    /// The bit of a ``yearStarts`` entry set when the year before has 53 weeks.
    @inlinable static var previousHasFiftyThreeWeeks: Int { 0b10_0000 }
    /// Where a ``yearStarts`` entry holds whether the year is a leap year (1) or not (0).
    @inlinable static var leapYearShift: Int { 6 }

    /// Whether a year starting on ISO weekday `januaryFirst` has 53 ISO weeks: a Thursday,
    /// or a Wednesday in a leap year.
    @inline(__always)
    static func hasFiftyThreeWeeks(startingOn januaryFirst: Int, leap: Bool) -> Bool {
        januaryFirst == 4 || (leap && januaryFirst == 3)
    }
}
