#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONDecoder.DateDecodingStrategy {
    /// Reads every date in `format`, the same value that writes it
    /// (`JSONEncoder.DateEncodingStrategy.fast(_:timeZone:)`), the format styles and the
    /// property wrappers use:
    ///
    /// ```swift
    /// decoder.dateDecodingStrategy = .fast(.rfc3339)
    /// decoder.dateDecodingStrategy = .fast(.epoch(.milliseconds))
    /// decoder.dateDecodingStrategy = .fast(.iso8601.assumingUTCOffset(3600))
    /// ```
    ///
    /// Strings are read by `FastDate.parseTimestamp(_:as:)`, in place, with no allocation
    /// of FastDate's. An epoch format also reads JSON numbers, exactly (see
    /// ``fastEpoch(_:)``); every other refuses a number with a `typeMismatch` that points to
    /// the strategies that read numbers. A string that is not a date is
    /// `DecodingError.dataCorrupted` with a message such as
    /// `expected ':' after the hour at byte 13 in "2021-03-19T09"` and the
    /// `FastDate.ParseError` as its `underlyingError`. Plain `.httpDate` reads RFC 850's
    /// two-digit years by RFC 9110's 50-year rule from the year the strategy is made in.
    public static func fast(_ format: FastDate.Format) -> Self {
        let format = format.withCurrentYear
        return .custom { decoder in Date(try DateDecoding.timestamp(from: decoder, as: format)) }
    }

    /// Reads date strings with FastDate's default format, `FastDate.Format.iso8601`:
    /// RFC 3339 plus what JavaScript and real servers write (`+hhmm` offsets, a date alone
    /// as UTC midnight, omitted seconds, expanded years, epoch seconds *in a string*).
    /// `.fast(.iso8601)`.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.dateDecodingStrategy = .fastISO8601
    /// ```
    public static var fastISO8601: Self { .fast(.iso8601) }

    /// Reads exactly RFC 3339 section 5.6 `date-time` strings (`FastDate.Format.rfc3339`),
    /// for APIs whose contract says "RFC 3339" and should hold senders to it.
    /// `.fast(.rfc3339)`.
    public static var fastRFC3339: Self { .fast(.rfc3339) }

    /// Reads HTTP-dates (`FastDate.Format.httpDate`): IMF-fixdate
    /// `Sun, 06 Nov 1994 08:49:37 GMT`, and the obsolete RFC 850 and asctime forms that
    /// RFC 9110 says a recipient must accept. `.fast(.httpDate)`.
    public static var fastHTTPDate: Self { .fast(.httpDate) }

    /// Reads RFC 5322 date-times (`FastDate.Format.rfc5322`) as mail, RSS and many older
    /// APIs write them: `Fri, 19 Mar 2021 10:37:20 +0100`, and the obsolete forms (no day
    /// name, two-digit years, no seconds, zone names such as `GMT` or `EST`, comments).
    /// `.fast(.rfc5322)`.
    public static var fastRFC5322: Self { .fast(.rfc5322) }

    /// Reads epoch numbers of `unit`: JSON numbers (`1616112000123`, `1616112000.5`) and
    /// numeric strings (`"1616112000123"`), exactly.
    ///
    /// Integers are read as `Int64` and fractional numbers from their own decimal digits,
    /// never through a `Double` in between: `1616112000123` ms is 19 March 2021
    /// 00:00:00.123 and not …00.122999. The resulting `Date` is then the nearest `Double`.
    /// Numbers outside ±8.64e15 ms of 1970, and fractions finer than a nanosecond, are
    /// `DecodingError.dataCorrupted`. One limit comes from `JSONDecoder` itself: it hands
    /// out a number whose fraction is below a `Double`'s precision
    /// (`1616112000123.0000001`) as the whole number, so that fraction is never seen.
    ///
    /// `.fast(.epoch(unit))`.
    public static func fastEpoch(_ unit: FastDate.EpochUnit) -> Self { .fast(.epoch(unit)) }

    /// Reads whatever a loosely specified backend sends for a date, in one strategy;
    /// a date-time without a UTC offset is an error. `.fast(.flexible)`: see
    /// `FastDate.Format.flexible` and ``fastFlexible(timeZone:resolving:)-(TimeZone?,_)``.
    public static var fastFlexible: Self { fastFlexible(timeZone: nil) }

    /// Reads whatever a loosely specified backend sends for a date, in one strategy:
    ///
    /// - date strings as ``fastISO8601`` reads them, and failing that as an RFC 5322 date-time
    ///   or an HTTP-date (``fastRFC5322``, ``fastHTTPDate``);
    /// - .NET JSON dates, `/Date(1616146640123)/` and `/Date(1616146640123+0100)/`
    ///   (`FastDate.Format.dotNetJSON`): nothing else begins with `/`;
    /// - JSON numbers and numeric strings as epoch **seconds**, or as epoch
    ///   **milliseconds** when their magnitude is greater than 2e10 (the rule of Rust's
    ///   `speedate`): 2e10 s is the year 2603, 2e10 ms is August 1970, so `1616112000`,
    ///   `1616112000.5` and `1616112000123` all name 19 March 2021. Only milliseconds
    ///   within eight months of 1970 and seconds past 2603 are misread;
    /// - a date-time without a UTC offset (`2021-03-19T10:37:20`) as local time in
    ///   `timeZone`, or as an error (`missingOffset`) when `timeZone` is `nil`. A local time
    ///   skipped by a daylight-saving transition is read with the offset before it (02:30
    ///   becomes 03:30 daylight time); one that occurs twice is its first occurrence.
    ///   A date alone is still UTC midnight, as in ``fastISO8601``;
    /// - an RFC 9557 date-time's zone name looked up in the time zone database.
    ///
    /// Strings are read in `FastDate.Format.flexible`'s order, so this strategy and
    /// `.fast(.flexible)` agree on every text; `timeZone` adds the local time. RFC 850's
    /// two-digit years are read against the year the strategy is made in.
    ///
    /// - Parameters:
    ///   - timeZone: The zone for offset-less date-times; `nil` refuses them.
    ///   - disambiguation: What a local time in a daylight-saving gap or overlap names;
    ///     `.compatible`, the default, is the rule above.
    public static func fastFlexible(timeZone: TimeZone?, resolving disambiguation: FastDate.Disambiguation = .compatible) -> Self {
        let zone = timeZone.map { LocalDateTimeResolution.Zone($0, resolving: disambiguation) }  // its table found once, here
        let format = FastDate.Format.flexible.withCurrentYear
        return .custom { decoder in Date(try DateDecoding.flexible(from: decoder, format, zone: zone)) }
    }

    /// ``fastFlexible``, with date-times written without an offset read as local time
    /// in `timeZone`; see ``fastFlexible(timeZone:resolving:)-(TimeZone?,_)``. Works with
    /// FoundationEssentials alone.
    ///
    /// ```swift
    /// decoder.dateDecodingStrategy = .fastFlexible(timeZone: try FastDate.TimeZone(identifier: "Europe/Paris"))
    /// ```
    public static func fastFlexible(timeZone: FastDate.TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible) -> Self {
        let zone = LocalDateTimeResolution.Zone(timeZone, resolving: disambiguation)
        let format = FastDate.Format.flexible.withCurrentYear
        return .custom { decoder in Date(try DateDecoding.flexible(from: decoder, format, zone: zone)) }
    }

    // MARK: Local time

    /// Reads date-times written without a UTC offset, such as `2021-03-19T10:37:20` or
    /// `2021-03-19 10:37:20.123`, as local time in `timeZone`.
    ///
    /// The text is `FastDate.Format.iso8601`'s date-time with the offset optional (see
    /// `FastDate.parseLocalDateTime(_:)`): seconds may be left out, as Java's
    /// `LocalDateTime.toString()` does on the minute; a date alone and epoch numbers are
    /// refused. An offset written in the text is honoured: it names the instant exactly.
    ///
    /// A local time skipped by a daylight-saving transition (02:30 on a spring-forward
    /// night) is read with the offset before it, so it lands as far past the transition as
    /// the gap is long (03:30 daylight time); a local time that happens twice (01:30 on a
    /// fall-back night) is its first occurrence. Both are what
    /// `Calendar(identifier: .gregorian).date(from:)` gives for that zone.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.dateDecodingStrategy = .fastLocalDateTime(in: TimeZone(identifier: "Europe/Paris")!)
    /// ```
    ///
    /// No `DateFormatter` is involved, so the user's locale and 12/24-hour setting change
    /// nothing.
    ///
    /// - Parameters:
    ///   - timeZone: The zone the local times are read in.
    ///   - disambiguation: What a local time in a gap or an overlap names; `.compatible`, the
    ///     default, is the rule above, `.later` the second 01:30, `.reject` an error
    ///     (`skippedLocalTime`, `repeatedLocalTime`).
    public static func fastLocalDateTime(in timeZone: TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible) -> Self {
        .fastLocalDateTime(in: FastDate.TimeZone(timeZone), resolving: disambiguation)  // its table found once, here
    }

    /// Reads date-times written without a UTC offset as local time in `timeZone`; see
    /// ``fastLocalDateTime(in:resolving:)-(TimeZone,_)``. Works with FoundationEssentials
    /// alone.
    ///
    /// ```swift
    /// decoder.dateDecodingStrategy = .fastLocalDateTime(in: try FastDate.TimeZone(identifier: "Europe/Paris"))
    /// ```
    public static func fastLocalDateTime(in timeZone: FastDate.TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible) -> Self {
        let zone = LocalDateTimeResolution.Zone(timeZone, resolving: disambiguation)
        return .custom { decoder in Date(try DateDecoding.localDateTime(from: decoder, in: zone)) }
    }

    /// Reads times of day, such as `"7:27:02 AM"`, `"12:59:22 PM"` or `"19:27:02"`, as that
    /// local time on `day` in `timeZone`.
    ///
    /// The text is read by `FastDate.LocalTime(parsing: _:, as: .timeOfDay)`: a 24-hour or 12-hour
    /// clock, one- or two-digit hours, optional seconds and fraction, AM/PM in any case with
    /// or without dots or a space. `12:00 AM` is midnight and `12:00 PM` noon; `0:30 AM`
    /// and `13:00 PM` are errors. No `DateFormatter`, so the user's locale and 12/24-hour
    /// setting change nothing.
    ///
    /// The day is the calendar date a clock in `timeZone` shows at the instant `day` (what
    /// `Calendar(identifier: .gregorian)` with that zone gives as
    /// `dateComponents([.year, .month, .day], from: day)`); it is worked out once, here,
    /// with whether the zone's offset changes near it (when it does not, no value needs the
    /// zone again). A time skipped or repeated by a daylight-saving transition that day is
    /// placed as ``fastLocalDateTime(in:resolving:)-(TimeZone,_)`` places it.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.dateDecodingStrategy = .fastTimeOfDay(on: Date(), in: TimeZone(identifier: "America/New_York")!)
    /// ```
    /// - Precondition: `day` is a finite `Date`.
    public static func fastTimeOfDay(on day: Date, in timeZone: TimeZone) -> Self {
        .fastTimeOfDay(on: day, in: FastDate.TimeZone(timeZone))
    }

    /// Reads times of day as that local time on `day` in `timeZone`; see
    /// ``fastTimeOfDay(on:in:)-(_,TimeZone)``.
    /// - Precondition: `day` is a finite `Date`.
    public static func fastTimeOfDay(on day: Date, in timeZone: FastDate.TimeZone) -> Self {
        let anchor = LocalTimeAnchor(day: day, in: timeZone)
        return .custom { decoder in Date(try DateDecoding.timeOfDay(from: decoder, on: anchor)) }
    }

    /// Reads times of day, such as `"1:28:00 AM"`, as the first instant at or after `start`
    /// at which a clock in `timeZone` shows that time: on `start`'s own day when the time
    /// has not passed yet there, on the next day when it has.
    ///
    /// For times that an API gives without a date but that belong to one event: a
    /// sunrise-and-sunset service that answers in UTC writes a New York sunset as
    /// `12:31:02 AM`, which is the night *after* the sunrise, on the next UTC day. Anchor at
    /// the start of the local day and both land where they belong:
    ///
    /// ```swift
    /// let midnightInNewYork = Date(timeIntervalSince1970: 1_624_075_200)  // 2021-06-19T04:00:00Z
    /// decoder.dateDecodingStrategy = .fastTimeOfDay(atOrAfter: midnightInNewYork, in: TimeZone(identifier: "UTC")!)
    /// // "9:25:09 AM" → 2021-06-19T09:25:09Z, "12:31:02 AM" → 2021-06-20T00:31:02Z
    /// ```
    ///
    /// The text is read as ``fastTimeOfDay(on:in:)-(_,TimeZone)`` reads it, and a time skipped or
    /// repeated by a daylight-saving transition is placed the same way. A time equal to
    /// `start` is `start` itself.
    /// - Precondition: `start` is a finite `Date`.
    public static func fastTimeOfDay(atOrAfter start: Date, in timeZone: TimeZone) -> Self {
        .fastTimeOfDay(atOrAfter: start, in: FastDate.TimeZone(timeZone))
    }

    /// Reads times of day as the first instant at or after `start` at which a clock in
    /// `timeZone` shows them; see ``fastTimeOfDay(atOrAfter:in:)-(_,TimeZone)``.
    /// - Precondition: `start` is a finite `Date`.
    public static func fastTimeOfDay(atOrAfter start: Date, in timeZone: FastDate.TimeZone) -> Self {
        let anchor = LocalTimeAnchor(atOrAfter: start, in: timeZone)
        return .custom { decoder in Date(try DateDecoding.timeOfDay(from: decoder, on: anchor)) }
    }
}
