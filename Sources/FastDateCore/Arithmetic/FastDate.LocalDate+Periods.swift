extension FastDate.LocalDate {
    /// The first day of the week, month or year this date is in (`Spec/arithmetic/zoned.md`,
    /// "The start of a period"): a week starts on Monday, as ISO 8601's weeks do. `.day` is
    /// the date itself.
    ///
    /// ```swift
    /// let d = try FastDate.LocalDate(parsing: "2024-05-16")
    /// try d.start(of: .month).description   // "2024-05-01"
    /// try d.start(of: .week).description    // "2024-05-13", a Monday
    /// ```
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit` for a unit below a day;
    ///   `outOfRange` for a week that starts before 0000-01-01.
    public func start(of unit: FastDate.Unit) throws(FastDate.ArithmeticError) -> Self {
        switch unit {
        case .day: return self
        case .week: return try days(daysSinceEpoch &- Int64(weekday &- 1))
        case .month: return Self(unchecked: year, month, 1)
        case .year: return Self(unchecked: year, 1, 1)
        default: throw FastDate.ArithmeticError(.invalidUnit)
        }
    }

    /// The last day of the week, month or year this date is in: a Sunday, the month's last
    /// day (28–31), or December 31st. `.day` is the date itself.
    ///
    /// ```swift
    /// let d = try FastDate.LocalDate(parsing: "2024-01-31")
    /// try d.adding(months: 1).end(of: .month).description   // "2024-02-29", the last day of next month
    /// ```
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit` for a unit below a day;
    ///   `outOfRange` for a week that ends after 9999-12-31.
    public func end(of unit: FastDate.Unit) throws(FastDate.ArithmeticError) -> Self {
        switch unit {
        case .day: return self
        case .week: return try days(daysSinceEpoch &+ Int64(7 &- weekday))
        case .month: return Self(unchecked: year, month, daysInMonth)
        case .year: return Self(unchecked: year, 12, 31)
        default: throw FastDate.ArithmeticError(.invalidUnit)
        }
    }

    /// The date `count` days after 1970-01-01, or `outOfRange` outside 0000–9999.
    private func days(_ count: Int64) throws(FastDate.ArithmeticError) -> Self {
        guard let date = Self(daysSinceEpoch: count) else { throw FastDate.ArithmeticError(.outOfRange) }
        return date
    }
}
