extension FastDate {
    /// A day on the calendar, with no time and no time zone: a birthday, a due date, a
    /// check-in day, OpenAPI's and JSON Schema's `format: date` (`Spec/civil/civil.md`).
    ///
    /// It names no instant, so it does not move with a time zone the way a `Date` at UTC
    /// midnight does. Proleptic Gregorian, years 0000–9999: the years `YYYY-MM-DD` writes,
    /// so every value reads back from its ``description``.
    ///
    /// ```swift
    /// let due = try FastDate.LocalDate(parsing: "2024-01-31")
    /// try due.adding(months: 1).description   // "2024-02-29"
    /// due.weekday                             // 3 (Wednesday)
    /// for day in due...(try due.adding(days: 6)) { _ = day }   // a week of days
    /// ```
    public struct LocalDate: Sendable, Hashable, Comparable, Strideable, CustomStringConvertible {
        // Four bytes: the year fits 16 bits in 0000–9999.
        @usableFromInline let storedYear: Int16
        @usableFromInline let storedMonth: UInt8
        @usableFromInline let storedDay: UInt8

        /// The year, 0000–9999 (astronomical: 0000 is 1 BC).
        public var year: Int { Int(storedYear) }
        /// The month, 1–12.
        public var month: Int { Int(storedMonth) }
        /// The day of the month, 1–31.
        public var day: Int { Int(storedDay) }

        /// The first and the last day a `LocalDate` holds.
        static var first: LocalDate { LocalDate(unchecked: 0, 1, 1) }
        static var last: LocalDate { LocalDate(unchecked: 9999, 12, 31) }

        /// The date `year`-`month`-`day`.
        /// - Throws: ``CalendarError`` `yearOutOfRange` outside 0000–9999, `monthOutOfRange`
        ///   outside 1–12, `dayOutOfRange` for a day the month does not have (checked in
        ///   that order).
        public init(year: Int, month: Int, day: Int) throws(CalendarError) {
            guard year >= 0 && year <= 9999 else { throw CalendarError(.yearOutOfRange) }
            guard month >= 1 && month <= 12 else { throw CalendarError(.monthOutOfRange) }
            guard day >= 1 && day <= CivilCalendar.daysInMonth(month, year: Int64(year)) else {
                throw CalendarError(.dayOutOfRange)
            }
            self.init(unchecked: year, month, day)
        }

        @usableFromInline
        init(unchecked year: Int, _ month: Int, _ day: Int) {
            storedYear = Int16(truncatingIfNeeded: year)
            storedMonth = UInt8(truncatingIfNeeded: month)
            storedDay = UInt8(truncatingIfNeeded: day)
        }

        /// The date that many days after 1970-01-01, or `nil` outside 0000–9999.
        @inlinable
        package init?(daysSinceEpoch days: Int64) {
            guard days >= Self.firstDay && days <= Self.lastDay else { return nil }
            let (year, month, day) = CivilCalendar.civilDate(daysSinceEpoch: days)
            self.init(unchecked: Int(year), month, day)
        }

        /// Days since 1970-01-01 (negative before it).
        @inlinable
        package var daysSinceEpoch: Int64 { CivilCalendar.daysSinceEpoch(year: Int64(storedYear), month: month, day: day) }

        /// 0000-01-01 and 9999-12-31 as days since 1970.
        @inlinable static var firstDay: Int64 { -719_528 }
        @inlinable static var lastDay: Int64 { 2_932_896 }

        /// `YYYY-MM-DD`, four digits of year: what ``init(parsing:)-(Text)`` reads.
        public var description: String {
            let (year, month, day) = (self.year, self.month, self.day)
            // `ByteWriter.string` throws only what its closure throws, and this one cannot.
            let text = try? ByteWriter.string(capacity: Self.textLength) { (buffer) throws(FormatError) -> Int in
                var out = ByteWriter(buffer.baseAddress.unsafelyUnwrapped)
                out.twoDigits(year / 100)
                out.twoDigits(year % 100)
                out.byte(UInt8(ascii: "-"))
                out.twoDigits(month)
                out.byte(UInt8(ascii: "-"))
                out.twoDigits(day)
                return out.index
            }
            return text.unsafelyUnwrapped
        }

        /// `YYYY-MM-DD`.
        static var textLength: Int { 10 }

        // MARK: Queries

        /// The day of the week, ISO 8601's numbering: 1 is Monday, 7 is Sunday.
        @inlinable
        public var weekday: Int {
            // From the Monday of the year's week 0, not from 1970: no day count.
            let (start, day) = yearStartAndDayOfYear
            let days = ISOWeekDate.daysSinceWeekZero(dayOfYear: day, start: start)
            return Int(days &- 7 &* ISOWeekDate.dividedBySeven(days)) &+ 1
        }

        /// The day of the year: 1 on January 1st, up to 365 or 366.
        public var dayOfYear: Int { yearStartAndDayOfYear.dayOfYear }

        /// The year's ``ISOWeekDate/yearStarts`` entry and the day of the year, what
        /// ``weekday``, ``dayOfYear`` and ``isoWeek`` start from: one table entry gives the
        /// leap year for the day of the year and the weekday the year starts on.
        @inlinable @inline(__always)
        var yearStartAndDayOfYear: (start: Int, dayOfYear: Int) {
            let start = ISOWeekDate.yearStart(ofYear: UInt16(bitPattern: storedYear))
            // The days before the month from one constant: no table, multiply or branch
            // (random dates' months defeat a branch predictor; the 367/12 rule cost two
            // multiplies).
            let leap = start &>> ISOWeekDate.leapYearShift & 1
            return (start, CivilCalendar.daysBeforeMonth(Int(storedMonth), leap: leap) &+ Int(storedDay))
        }

        /// ISO 8601's week date: the week-based year and the week, 1–53; weeks start on
        /// Monday, and week 1 is the week with January 4th in it (2021-01-01 is in week 53
        /// of 2020).
        @inlinable
        public var isoWeek: (year: Int, week: Int) {
            let (start, day) = yearStartAndDayOfYear
            let date = ISOWeekDate.week(year: Int64(storedYear), dayOfYear: day, start: start)
            return (Int(date.weekYear), date.week)
        }

        /// How many days the date's month has, 28–31.
        public var daysInMonth: Int { CivilCalendar.daysInMonth(month, year: Int64(storedYear)) }

        /// Whether the date's year is a leap year.
        public var isLeapYear: Bool { CivilCalendar.isLeapYear(Int64(storedYear)) }

        // MARK: Arithmetic

        /// The date `days` days later (earlier for a negative count).
        /// - Throws: ``CalendarError`` `yearOutOfRange` when the result leaves 0000–9999.
        @inlinable
        public func adding(days: Int) throws(CalendarError) -> LocalDate {
            let (target, overflow) = daysSinceEpoch.addingReportingOverflow(Int64(days))
            guard !overflow, let date = LocalDate(daysSinceEpoch: target) else { throw CalendarError(.yearOutOfRange) }
            return date
        }

        /// The date `months` months later, its day constrained to the last day of the month
        /// reached: 2024-01-31 plus one month is 2024-02-29.
        /// - Throws: ``CalendarError`` `yearOutOfRange` when the result leaves 0000–9999.
        public func adding(months: Int) throws(CalendarError) -> LocalDate {
            // Months since 0000-01, as long as a month count that large can still land in range.
            let start = year * 12 + (month - 1)
            guard months >= -Self.monthsInRange && months <= Self.monthsInRange else { throw CalendarError(.yearOutOfRange) }
            let target = start + months
            guard target >= 0 && target < Self.monthsInRange else { throw CalendarError(.yearOutOfRange) }
            let (newYear, newMonth) = (target / 12, target % 12 + 1)
            return LocalDate(unchecked: newYear, newMonth, min(day, CivilCalendar.daysInMonth(newMonth, year: Int64(newYear))))
        }

        /// The date `years` years later, February 29th constrained to the 28th in a common
        /// year: 2024-02-29 plus one year is 2025-02-28.
        /// - Throws: ``CalendarError`` `yearOutOfRange` when the result leaves 0000–9999.
        public func adding(years: Int) throws(CalendarError) -> LocalDate {
            guard years >= -Self.yearsInRange && years <= Self.yearsInRange else { throw CalendarError(.yearOutOfRange) }
            return try adding(months: years * 12)
        }

        /// The months and years from 0000-01 to 9999-12: no count past them lands in range.
        static var yearsInRange: Int { 10_000 }
        static var monthsInRange: Int { yearsInRange * 12 }

        /// The signed number of days from this date to `other`:
        /// `a.adding(days: a.days(to: b)) == b`.
        public func days(to other: LocalDate) -> Int { Int(other.daysSinceEpoch - daysSinceEpoch) }

        // MARK: Comparable and Strideable

        /// Whether `lhs` comes before `rhs` on the calendar.
        public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
            lhs.orderKey < rhs.orderKey
        }

        /// The year, month and day in one integer that orders as the dates do: one
        /// comparison, not three.
        @inline(__always)
        var orderKey: Int { Int(storedYear) &<< 9 | Int(storedMonth) &<< 5 | Int(storedDay) }

        /// The days from this date to `other`; ``days(to:)``.
        public func distance(to other: LocalDate) -> Int { days(to: other) }

        /// The date `n` days later. `Strideable` cannot throw: a step past the range stops at
        /// 0000-01-01 or 9999-12-31, which a closed range of dates never reaches.
        public func advanced(by n: Int) -> LocalDate {
            let (target, overflow) = daysSinceEpoch.addingReportingOverflow(Int64(n))
            if overflow { return n < 0 ? .first : .last }
            return LocalDate(daysSinceEpoch: min(max(target, Self.firstDay), Self.lastDay)).unsafelyUnwrapped
        }
    }
}
