// The doors for the values that are not instants: a local reading, a time of day, a
// duration, an annotated date-time. Like the instant doors, each only finds the bytes.

extension FastDate {
    /// Parses a date-time whose UTC offset may be missing, such as `2021-03-19T10:37:20`,
    /// `2021-03-19 10:37:20.123` or `2021-03-19T10:37`, as a local reading.
    ///
    /// The grammar is ``Format/iso8601``'s date-time with the offset optional (a date
    /// alone or an epoch number is not a date-time). An offset, when written, is kept in
    /// ``LocalDateTime/utcOffset`` and names the instant; without one, the reading needs a
    /// time zone (the `FastDate` module's `LocalDateTime.timestamp(in:)`) or a known offset
    /// (``LocalDateTime/timestamp(assumingUTCOffset:)``). No allocation, no Foundation.
    ///
    /// ```swift
    /// let local = try FastDate.parseLocalDateTime("2021-03-19T10:37:20.123")
    /// local.localSeconds  // 1616150240, the reading as if it were UTC
    /// ```
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    @inlinable @inline(__always)
    public static func parseLocalDateTime<Text: Input & ~Escapable>(_ text: Text) throws(ParseError) -> LocalDateTime {
        try text.withUTF8Bytes(readLocalDateTime)
    }

    /// Parses a time of day on a 24-hour or 12-hour clock: now
    /// `LocalTime(parsing: text, as: .timeOfDay)`, one reading of ``LocalTime``.
    @available(*, deprecated, renamed: "LocalTime.init(parsing:as:)")
    @inlinable @inline(__always)
    public static func parseTimeOfDay<Text: Input & ~Escapable>(_ text: Text) throws(ParseError) -> LocalTime {
        try LocalTime(parsing: text, as: .timeOfDay)
    }

    /// Parses an ISO 8601 duration such as `PT4M13S`, `P1DT2H`, `PT0.5S` or
    /// `P3Y6M4DT12H30M5S`, or the friendly form such as `2h 30m`, `1 year, 2 months`,
    /// `1d 02:30:00` or `3 days ago`, exactly. No allocation, no Foundation.
    ///
    /// A text that starts with a digit, after an optional sign, is the friendly form
    /// (`Spec/duration/friendly.md`, jiff's grammar): units largest first, each once, from
    /// `y` and `years` down to `ns` and `nanoseconds`, separated by spaces or `, `;
    /// milliseconds and below fold into the seconds' fraction. The rest of this describes
    /// ISO 8601.
    ///
    /// A sign (`-PT1H`) applies to the whole duration. Designators may be in either case;
    /// each unit appears at most once, largest first, with weeks allowed beside other units.
    /// A fraction (`.` or `,`) is allowed on hours, minutes or seconds when it is the last
    /// component; any length truncates to a billionth of its unit, converted exactly
    /// (`PT1.5H` is 1 h 30 min). Every number must fit in `Int64`, and weeks through seconds
    /// together in `Int64` seconds. ``format(_:style:)`` writes it back in either form.
    ///
    /// ```swift
    /// let d = try FastDate.parseDuration("PT4M13S")
    /// d.duration  // .seconds(253)
    /// ```
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    @inlinable @inline(__always)
    public static func parseDuration<Text: Input & ~Escapable>(_ text: Text) throws(ParseError) -> ISODuration {
        try text.withUTF8Bytes(readISODuration)
    }

    /// Parses an RFC 9557 date-time such as `2022-07-08T00:14:07+01:00[Europe/Paris]`,
    /// keeping the local reading, the written offset and the time zone annotation
    /// (where the name is in the input, as a range of UTF-8 byte offsets). No allocation,
    /// no Foundation.
    ///
    /// The date-time is `.iso8601`'s with the offset optional; the suffix is one optional
    /// time zone and any number of `key=value` tags (see ``Format/rfc9557``). Use
    /// ``parseTimestamp(_:as:)-(Text,_)`` with `.rfc9557` when only the instant matters, and
    /// the `FastDate` module's `ZonedDate` to resolve a zone name.
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    @inlinable @inline(__always)
    public static func parseAnnotatedDateTime<Text: Input & ~Escapable>(_ text: Text) throws(ParseError) -> AnnotatedDateTime {
        try text.withUTF8Bytes(readAnnotatedDateTime)
    }

}

// The civil values' own reading doors: each finds the bytes and calls its entry, as the
// doors above do. Here rather than beside the values, which hold no grammar (`Values/`).

extension FastDate.LocalDate {
    /// Reads exactly `YYYY-MM-DD` (RFC 3339 `full-date`) from any ``FastDate/Input``:
    /// `.fullDate`'s grammar and errors, without allocating.
    /// - Throws: ``FastDate/ParseError`` with the kind and the byte.
    @inlinable
    public init<Text: FastDate.Input & ~Escapable>(parsing text: Text) throws(FastDate.ParseError) {
        self = try text.withUTF8Bytes { (raw) throws(FastDate.ParseError) in try readLocalDate(raw) }
    }

}

extension FastDate.LocalDateTime {
    /// Reads a local date-time from any ``FastDate/Input``: what
    /// ``FastDate/parseLocalDateTime(_:)-(Text)`` reads, `YYYY-MM-DDTHH:mm:ss[.fraction]`,
    /// also with a space or `t`, seconds optional, and an offset when there is one.
    /// - Throws: ``FastDate/ParseError`` with the kind and the byte; `yearOutOfRange` (byte 0) for
    ///   an expanded year outside 0000–9999.
    @inlinable
    public init<Text: FastDate.Input & ~Escapable>(parsing text: Text) throws(FastDate.ParseError) {
        self = try text.withUTF8Bytes(readLocalDateTime)
    }

}

extension FastDate.LocalTime {
    /// Reads RFC 3339's `partial-time`, `HH:mm:ss` with an optional fraction of any
    /// length (truncated to nanoseconds), or `HH:mm`, from any ``FastDate/Input``: two
    /// digits a field, a 24-hour clock, nothing after it; what ``description`` writes.
    /// `23:59:60` is `invalidLeapSecond`: a clock time with no offset cannot be a leap
    /// second. `init(parsing: text, as: .partialTime)`; see ``init(parsing:as:)-(Text,_)``
    /// for the times people write.
    /// - Throws: ``FastDate/ParseError`` with the kind and the byte.
    @inlinable
    public init<Text: FastDate.Input & ~Escapable>(parsing text: Text) throws(FastDate.ParseError) {
        self = try text.withUTF8Bytes { (raw) throws(FastDate.ParseError) in try readLocalTime(raw) }
    }

    /// Reads a time of day in `grammar` from any ``FastDate/Input``:
    ///
    /// - ``Grammar/partialTime``: what ``init(parsing:)-(Text)`` reads;
    /// - ``Grammar/timeOfDay``: a 24-hour or 12-hour clock, without a locale: `19:27:02`,
    ///   `7:27:02 PM`, `07:27 am`, `12:59:22 p.m.`. The hour may have one or two digits;
    ///   minutes and seconds have two, and the seconds (with an optional fraction) may be
    ///   left out. AM/PM in any case, with or without dots, may follow directly or after one
    ///   space (also U+00A0 or U+202F, which newer formatters write there). `12:00 AM` is
    ///   midnight, `12:00 PM` noon; `0:30 AM` and `13:00 PM` are errors.
    ///
    /// No allocation, no Foundation.
    ///
    /// ```swift
    /// try FastDate.LocalTime(parsing: "12:30:00 AM", as: .timeOfDay).secondsSinceMidnight  // 1_800
    /// ```
    /// - Throws: ``FastDate/ParseError`` with the kind and byte offset of the first problem.
    @inlinable
    public init<Text: FastDate.Input & ~Escapable>(parsing text: Text, as grammar: Grammar) throws(FastDate.ParseError) {
        self = try text.withUTF8Bytes { (raw) throws(FastDate.ParseError) in try readLocalTime(raw, grammar) }
    }

    /// The texts a ``FastDate/LocalTime`` is read from (`Spec/local-time/local-time.md`).
    public enum Grammar: Sendable, Hashable {
        /// RFC 3339's `partial-time` and `HH:mm`: a 24-hour clock, two digits a field, what
        /// ``FastDate/LocalTime/description`` writes.
        case partialTime
        /// A time of day as people and formatters write it: a 24-hour or 12-hour clock,
        /// one- or two-digit hours, AM/PM in any case and spelling.
        case timeOfDay
    }
}
