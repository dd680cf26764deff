extension FastDate {
    /// Which grammar a parse accepts. See `Spec/grammar.md` for each one in full.
    ///
    /// ```swift
    /// try FastDate.parse(text)                                  // .iso8601
    /// try FastDate.parse(text, as: .rfc3339)                    // strict
    /// try FastDate.parse("1616112000123", as: .epoch(.milliseconds))
    /// try FastDate.parse("2021-03-19T09:37:20", as: .iso8601.assumingUTCOffset(3600))
    /// ```
    public struct Format: Sendable, Hashable {
        enum Profile: UInt8, Sendable {
            case iso8601, rfc3339, fullDate, epoch, httpDate, rfc5322, rfc9557
        }

        // Packed into 8 bytes, so a format travels in one register: every parse passes one,
        // and a ninth byte measured 7 instructions more per parse.
        let profile: Profile
        let unit: EpochUnit
        /// `.httpDate`: the year two-digit years are read against (RFC 9110's 50-year rule),
        /// clamped to `Int16`: beyond that the window holds no two-digit year anyway.
        private let storedCurrentYear: Int16
        /// ``assumedUTCOffset``, with ``noAssumedOffset`` for `nil` (never a legal offset).
        private let storedAssumedOffset: Int32

        private static var noAssumedOffset: Int32 { .min }

        /// The offset to use for a date-time written without one; `nil` makes that an error.
        public var assumedUTCOffset: Int32? {
            storedAssumedOffset == Self.noAssumedOffset ? nil : storedAssumedOffset
        }

        /// `.httpDate`: the year two-digit years are read against.
        var currentYear: Int32 { Int32(storedCurrentYear) }

        /// The year plain ``httpDate`` counts from: its 50-year window is 1950–2049, which is
        /// RFC 5322's two-digit rule (`00`–`49` are 20xx, `50`–`99` are 19xx).
        static var clockFreeCurrentYear: Int32 { 1999 }

        init(_ profile: Profile, unit: EpochUnit = .seconds, assumedUTCOffset: Int32? = nil,
             currentYear: Int32 = clockFreeCurrentYear) {
            self.profile = profile
            self.unit = unit
            self.storedAssumedOffset = assumedUTCOffset ?? Self.noAssumedOffset
            self.storedCurrentYear = Int16(clamping: currentYear)
        }

        /// The default: RFC 3339 date-times with any fraction, `Z`, `±hh:mm`, `±hhmm` or
        /// `±hh`, `T`/`t`/space, ECMAScript expanded years and optional seconds; a date
        /// alone as UTC midnight; or epoch seconds such as `1616112000.5`.
        public static let iso8601 = Format(.iso8601)

        /// Exactly RFC 3339 section 5.6 `date-time` and its note: nothing more.
        public static let rfc3339 = Format(.rfc3339)

        /// Exactly RFC 3339 `full-date` (`2021-03-19`), read as UTC midnight; JSON
        /// Schema's `format: date`.
        public static let fullDate = Format(.fullDate)

        /// RFC 9110's HTTP-date, in all three forms a recipient must accept:
        /// IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, the obsolete RFC 850 form
        /// `Sunday, 06-Nov-94 08:49:37 GMT`, and C's asctime form `Sun Nov  6 08:49:37 1994`.
        ///
        /// Always GMT. Names are read in any case, spaces exactly as the grammar has them, and
        /// a day name that contradicts the date is an error. Two-digit years count from 1999
        /// (`50`–`99` are 19xx, `00`–`49` are 20xx); ``httpDate(currentYear:)`` applies
        /// RFC 9110's 50-year rule from a year you give. See `Spec/internet-dates.md`.
        public static let httpDate = Format(.httpDate)

        /// ``httpDate``, with RFC 850 two-digit years read by RFC 9110's rule: a year that
        /// would be more than 50 years after `currentYear` is the most recent past year with
        /// those two digits (with 2026, `76` is 2076 and `77` is 1977).
        ///
        /// The core has no clock: the `FastDate` module's HTTP-date strategies pass the
        /// current year.
        public static func httpDate(currentYear: Int) -> Format {
            Format(.httpDate, currentYear: Int32(clamping: currentYear))
        }

        /// RFC 5322's `date-time` (mail, RSS, many older APIs), obsolete forms included:
        /// `Fri, 19 Mar 2021 10:37:20 +0100`, and also `19 Mar 21 10:37 EST`,
        /// `Fri,  5 Mar 2021 10:37:20 GMT (comment)`.
        ///
        /// The day name is optional and must match the date; the day has one or two digits;
        /// two-digit years are 1950–2049 and three-digit years 1900 plus the number; seconds
        /// are optional; the zone is `±hhmm` or a name (`GMT`, `EST`, …; an unknown name is an
        /// unknown offset, read as UTC). Folding white space and nested comments are skipped.
        /// The timestamp keeps the written offset. See `Spec/internet-dates.md`.
        public static let rfc5322 = Format(.rfc5322)

        /// RFC 9557's date-time with annotations (IXDTF), as Java's `ZonedDateTime`,
        /// JavaScript's Temporal and jiff write it: `2022-07-08T00:14:07+01:00[Europe/Paris]`,
        /// `…Z[Asia/Tokyo]`, `…[!America/New_York]`, `…[u-ca=gregory]`.
        ///
        /// The date-time is ``iso8601``'s (no date alone, no epoch number), ending at the
        /// first `[`; then one optional time zone (a name, checked for syntax only, or
        /// `±hh:mm`) and any number of `key=value` tags. Elective tags are skipped; a critical
        /// one (`[!key=value]`) other than the calendar `u-ca` is an error. The instant is at
        /// the written offset, else at a numeric zone (the two must agree), else at the
        /// assumed offset; a zone name alone is `missingOffset` here: use
        /// `FastDate.parseAnnotatedDateTime` and the `FastDate` module's `ZonedDate` to
        /// resolve it. See `Spec/rfc9557.md`.
        public static let rfc9557 = Format(.rfc9557)

        /// A decimal number of `unit`s since 1970-01-01T00:00:00Z, such as
        /// `1616112000123` milliseconds. Exact to the nanosecond.
        public static func epoch(_ unit: EpochUnit) -> Format {
            Format(.epoch, unit: unit)
        }

        /// This format, but a date-time written without an offset is read at `seconds`
        /// east of UTC instead of failing with ``ParseError/Kind/missingOffset``.
        ///
        /// ``iso8601``, ``rfc3339``, ``rfc5322`` and ``rfc9557`` use it (for a missing zone); the other
        /// formats have no date-time without an offset, and ignore it.
        /// - Precondition: `abs(seconds) < 86_400`.
        public func assumingUTCOffset(_ seconds: Int32) -> Format {
            precondition(UTCOffsetRange.contains(Int(seconds)), "UTC offset out of range")
            return Format(profile, unit: unit, assumedUTCOffset: seconds, currentYear: currentYear)
        }
    }

    /// The unit of an epoch number.
    public enum EpochUnit: Sendable, Hashable, CaseIterable {
        /// Seconds; up to 9 fraction digits.
        case seconds
        /// Milliseconds, as JavaScript's `Date.now()`; up to 6 fraction digits.
        case milliseconds
        /// Microseconds; up to 3 fraction digits.
        case microseconds
        /// Nanoseconds; no fraction.
        case nanoseconds

        /// How many decimal digits of a second the unit spans: 0, 3, 6 or 9. An epoch number's
        /// fraction may have `9 - subsecondDigits` digits.
        public var subsecondDigits: Int {
            switch self {
            case .seconds: 0
            case .milliseconds: 3
            case .microseconds: 6
            case .nanoseconds: 9
            }
        }

        /// How many units make a second: 1, 1,000, 1,000,000 or 1,000,000,000.
        public var unitsPerSecond: Int64 {
            switch self {
            case .seconds: 1
            case .milliseconds: 1_000
            case .microseconds: 1_000_000
            case .nanoseconds: 1_000_000_000
            }
        }
    }
}
