#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONDecoder.DateDecodingStrategy {
    /// Reads date-times written without a UTC offset, such as `2021-03-19T10:37:20` or
    /// `2021-03-19 10:37:20.123`, as wall-clock time in `timeZone`.
    ///
    /// The text is ``FastDate/Format/iso8601``'s date-time with the offset optional (see
    /// ``FastDate/parseLocalDateTime(_:)-(String)``): seconds may be left out, as Java's
    /// `LocalDateTime.toString()` does on the minute; a date alone and epoch numbers are
    /// refused. An offset written in the text is honoured: it names the instant exactly.
    ///
    /// A wall time skipped by a daylight-saving transition (02:30 on a spring-forward
    /// night) is read with the offset before it, so it lands as far past the transition as
    /// the gap is long (03:30 daylight time); a wall time that happens twice (01:30 on a
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
    public static func fastLocalDateTime(in timeZone: TimeZone) -> Self {
        .custom { decoder in Date(try DateDecoding.localDateTime(from: decoder, in: timeZone)) }
    }

    /// Reads times of day, such as `"7:27:02 AM"`, `"12:59:22 PM"` or `"19:27:02"`, as that
    /// wall-clock time on `day` in `timeZone`.
    ///
    /// The text is read by ``FastDate/parseTimeOfDay(_:)-(String)``: a 24-hour or 12-hour
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
    /// placed as ``fastLocalDateTime(in:)`` places it.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.dateDecodingStrategy = .fastTimeOfDay(on: Date(), in: TimeZone(identifier: "America/New_York")!)
    /// ```
    /// - Precondition: `day` is a finite `Date`.
    public static func fastTimeOfDay(on day: Date, in timeZone: TimeZone) -> Self {
        let anchor = TimeOfDayAnchor(day: day, in: timeZone)
        return .custom { decoder in Date(try DateDecoding.timeOfDay(from: decoder, on: anchor)) }
    }
}
