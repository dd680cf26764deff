extension FastDate {
    /// Which instant a local date-time names where a time zone's clock skips it (a gap, as
    /// 02:30 on a spring-forward night) or shows it twice (an overlap, as 01:30 on a
    /// fall-back night), with Temporal's meanings (`Spec/local-time/local-time.md`).
    ///
    /// ```swift
    /// let local = try FastDate.parseLocalDateTime("2021-11-07T01:30:00")
    /// let newYork = try FastDate.TimeZone(identifier: "America/New_York")
    /// try local.timestamp(in: newYork, resolving: .later)   // 06:30Z, the second 01:30 (EST)
    /// ```
    public enum Disambiguation: Sendable, Hashable, CaseIterable {
        /// In an overlap the earlier instant; in a gap the time moved forward by the gap's
        /// length (read at the offset from before the gap). What `Calendar.date(from:)`,
        /// java.time and Temporal's default do, and FastDate's default everywhere.
        case compatible
        /// The earlier instant: in an overlap the first occurrence; in a gap the time moved
        /// back by the gap's length (read at the offset from after it).
        case earlier
        /// The later instant: in an overlap the second occurrence; in a gap the time moved
        /// forward, as `compatible` does.
        case later
        /// Neither: a time in a gap is `ParseError.Kind.skippedLocalTime`, one in an overlap
        /// `repeatedLocalTime`.
        case reject
    }
}

extension FastDate.Disambiguation {
    /// The case's name (`compatible`, `earlier`, `later`, `reject`): how a pattern's
    /// `Codable` form and the Arrow kernel's argument spell a choice.
    package var name: String {
        switch self {
        case .compatible: "compatible"
        case .earlier: "earlier"
        case .later: "later"
        case .reject: "reject"
        }
    }

    /// The choice `name` spells; `nil` for a name that is none.
    package init?(name: String) {
        guard let choice = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = choice
    }
}
