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
            case iso8601, rfc3339, fullDate, epoch
        }

        let profile: Profile
        let unit: EpochUnit
        /// The offset to use for a date-time written without one; `nil` makes that an error.
        public let assumedUTCOffset: Int32?

        init(_ profile: Profile, unit: EpochUnit = .seconds, assumedUTCOffset: Int32? = nil) {
            self.profile = profile
            self.unit = unit
            self.assumedUTCOffset = assumedUTCOffset
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

        /// A decimal number of `unit`s since 1970-01-01T00:00:00Z, such as
        /// `1616112000123` milliseconds. Exact to the nanosecond.
        public static func epoch(_ unit: EpochUnit) -> Format {
            Format(.epoch, unit: unit)
        }

        /// This format, but a date-time written without an offset is read at `seconds`
        /// east of UTC instead of failing with ``ParseError/Kind/missingOffset``.
        ///
        /// Only ``iso8601`` and ``rfc3339`` read date-times; other formats ignore it.
        /// - Precondition: `abs(seconds) < 86_400`.
        public func assumingUTCOffset(_ seconds: Int32) -> Format {
            precondition(UTCOffsetRange.contains(Int(seconds)), "UTC offset out of range")
            return Format(profile, unit: unit, assumedUTCOffset: seconds)
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
