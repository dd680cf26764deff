extension FastDate.Timestamp: Comparable, CustomStringConvertible {
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

    /// The timestamp as ISO 8601 text in its own offset, with the fewest of 0, 3, 6 or 9
    /// fraction digits that hold its nanoseconds: `2021-03-19T10:37:20.123+01:00` (RFC 3339
    /// whenever the offset is whole minutes; `+05:53:28` otherwise).
    ///
    /// What ``FastDate/parseTimestamp(_:)-(Text)`` reads back to an equal value, so
    /// logs and test failures show the date rather than raw fields. A value the
    /// formatter refuses (an offset or instant outside the supported range) is shown as its
    /// fields instead.
    public var description: String {
        do {
            return try ByteWriter.string { buffer throws(FastDate.FormatError) in
                try DateTimeWriter.write(self, fractionDigits: fewestFractionDigits, offsetSeconds: true, into: buffer)
            }
        } catch {
            return "Timestamp(seconds: \(seconds), nanoseconds: \(nanoseconds), utcOffset: \(utcOffset))"
        }
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
