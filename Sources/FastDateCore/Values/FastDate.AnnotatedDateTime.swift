extension FastDate {
    /// An RFC 9557 date-time, `2022-07-08T00:14:07+01:00[Europe/Paris]`, as
    /// ``FastDate/parseAnnotatedDateTime(_:)-(Text)`` reads it: the local
    /// reading with the offset written, and the time zone annotation, found without
    /// allocating. See `Spec/rfc9557/rfc9557.md`.
    ///
    /// The core has no time zone database, so a zone name is reported as where it is in the
    /// input; the `FastDate` module's `ZonedDate` resolves it with `TimeZone(identifier:)`
    /// and checks that a written offset agrees.
    ///
    /// ```swift
    /// let text = "2022-07-08T00:14:07+01:00[Europe/Paris]"
    /// let a = try FastDate.parseAnnotatedDateTime(text)
    /// a.timestamp                     // 2022-07-07T23:14:07Z at +01:00
    /// if case .identifier(let range) = a.timeZone {
    ///     let utf8 = Array(text.utf8)[range]   // "Europe/Paris"
    /// }
    /// ```
    public struct AnnotatedDateTime: Sendable, Hashable {
        /// The date-time before the suffix: the reading, and the UTC offset when one was
        /// written (`Z` is 0).
        public let dateTime: LocalDateTime
        /// Whether the offset was written `Z` or `-00:00`: the instant is known, the local
        /// offset is not (RFC 9557 section 2), so it never disagrees with a time zone.
        public let hasUnknownLocalOffset: Bool
        /// The time zone annotation, if there is one.
        public let timeZone: TimeZoneAnnotation?
        /// Whether the time zone annotation was marked critical (`[!Europe/Paris]`).
        public let isTimeZoneCritical: Bool

        init(_ dateTime: LocalDateTime, hasUnknownLocalOffset: Bool, timeZone: TimeZoneAnnotation?, isTimeZoneCritical: Bool) {
            self.dateTime = dateTime
            self.hasUnknownLocalOffset = hasUnknownLocalOffset
            self.timeZone = timeZone
            self.isTimeZoneCritical = isTimeZoneCritical
        }

        /// The instant, when the text fixes one: at the written offset, or else at a numeric
        /// time zone (`[+08:45]`); `nil` for a reading with only a zone name, which needs the
        /// zone's rules. Always within the supported range (the parse checked it).
        public var timestamp: Timestamp? {
            let offset: Int32
            if let written = dateTime.utcOffset {
                offset = written
            } else if case .utcOffset(let zone) = timeZone {
                offset = zone
            } else {
                return nil
            }
            return Timestamp(unchecked: dateTime.localSeconds &- Int64(offset), dateTime.nanoseconds, offset)
        }
    }

    /// The time zone annotation of an RFC 9557 date-time.
    public enum TimeZoneAnnotation: Sendable, Hashable {
        /// A time zone name such as `Europe/Paris`: the byte range of the name in the input
        /// (without the brackets and the `!`), checked for syntax only.
        case identifier(Range<Int>)
        /// A numeric zone such as `[+08:45]`, in seconds east of UTC.
        case utcOffset(Int32)
    }
}
