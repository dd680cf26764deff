extension FastDate.Timestamp: Comparable {
    /// Whether `lhs` is the earlier instant; of two at the same instant, the one written
    /// at the smaller UTC offset.
    ///
    /// The instant decides, so sorting timestamps sorts them in time whatever offsets
    /// they were written in. The offset only breaks ties, because equality includes it
    /// (`2021-03-19T10:00:00+01:00` and `2021-03-19T09:00:00Z` are not `==`), and a
    /// `Comparable` type must order every pair that is not equal.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.seconds, lhs.nanoseconds, lhs.utcOffset) < (rhs.seconds, rhs.nanoseconds, rhs.utcOffset)
    }

    /// The fewest of 0, 3, 6 or 9 fraction digits that write ``nanoseconds`` exactly: the
    /// precision a value was most likely written with, as seconds, milliseconds,
    /// microseconds or nanoseconds.
    package var fewestFractionDigits: Int {
        if nanoseconds == 0 { return 0 }
        if nanoseconds % 1_000_000 == 0 { return 3 }
        if nanoseconds % 1_000 == 0 { return 6 }
        return 9
    }
}
