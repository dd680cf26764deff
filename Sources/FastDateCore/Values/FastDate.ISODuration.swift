extension FastDate {
    /// An ISO 8601 duration such as `PT4M13S` or `-P1DT2H`, exactly as written: a sign and
    /// seven non-negative components, plus nanoseconds. Read by
    /// ``FastDate/parseDuration(_:)-(Text)``, written by
    /// ``FastDate/format(_:style:)``; see `Spec/duration/durations.md`
    /// and, for the friendly form `2h 30m`, `Spec/duration/friendly.md`.
    ///
    /// Years and months have no fixed length (a month is 28 to 31 days), so a duration that
    /// has them is not a length of time until it is added to a date in a calendar (the
    /// `FastDate` module's `Calendar.date(byAdding:to:)`). Without them, ``duration`` gives
    /// a Swift `Duration`, counting a week as 7 days and a day as 86,400 seconds.
    ///
    /// ```swift
    /// let d = try FastDate.parseDuration("PT4M13S")
    /// d.minutes                  // 4
    /// d.duration                 // .seconds(253)
    /// FastDate.format(d) // "PT4M13S"
    /// ```
    ///
    /// A fraction on hours or minutes is kept exactly in the smaller components:
    /// `PT1.5H` has ``hours`` 1 and ``minutes`` 30.
    ///
    /// It is also FastDate's span, Temporal's `Duration`: what `until` and `since` return
    /// between two dates, date-times, zoned values or timestamps, what `rounded(…relativeTo:)`
    /// and `total(_:relativeTo:)` balance and count, and what
    /// `adding(_:)` adds to each value (`Spec/arithmetic/spans.md`). It reads and writes the
    /// friendly form too, `2h 30m` (``Style``).
    public struct ISODuration: Sendable, Hashable, CustomStringConvertible {
        /// Whether the duration was written with `-` (never true for a zero duration).
        public let isNegative: Bool
        /// The years (`Y` before `T`), never negative.
        public let years: Int64
        /// The months (`M` before `T`), never negative.
        public let months: Int64
        /// The weeks (`W`), never negative.
        public let weeks: Int64
        /// The days (`D`), never negative.
        public let days: Int64
        /// The hours (`H`), never negative.
        public let hours: Int64
        /// The minutes (`M` after `T`), never negative.
        public let minutes: Int64
        /// The whole seconds (`S`), never negative.
        public let seconds: Int64
        /// The fraction of a second, in `0 ..< 1_000_000_000`.
        public let nanoseconds: Int32

        /// Creates a duration from its components; the sign applies to all of them.
        ///
        /// - Precondition: every component is zero or more, and `nanoseconds` is in
        ///   `0 ..< 1_000_000_000`.
        public init(
            years: Int64 = 0, months: Int64 = 0, weeks: Int64 = 0, days: Int64 = 0,
            hours: Int64 = 0, minutes: Int64 = 0, seconds: Int64 = 0, nanoseconds: Int32 = 0,
            isNegative: Bool = false
        ) {
            precondition(years >= 0 && months >= 0 && weeks >= 0 && days >= 0
                && hours >= 0 && minutes >= 0 && seconds >= 0, "duration components are magnitudes: use isNegative")
            precondition(nanoseconds >= 0 && nanoseconds < .nanosecondsPerSecond, "nanoseconds out of range")
            self.init(unchecked: isNegative, years, months, weeks, days, hours, minutes, seconds, nanoseconds)
        }

        @inline(__always)
        init(unchecked isNegative: Bool, _ years: Int64, _ months: Int64, _ weeks: Int64, _ days: Int64,
             _ hours: Int64, _ minutes: Int64, _ seconds: Int64, _ nanoseconds: Int32) {
            self.years = years
            self.months = months
            self.weeks = weeks
            self.days = days
            self.hours = hours
            self.minutes = minutes
            self.seconds = seconds
            self.nanoseconds = nanoseconds
            // There is no negative zero: `-PT0S` is `PT0S`.
            self.isNegative = isNegative
                && (years | months | weeks | days | hours | minutes | seconds | Int64(nanoseconds)) != 0
        }

        /// `duration` as hours, minutes and seconds (`.seconds(253)` is `PT4M13S`), exact to
        /// the nanosecond; attoseconds below a nanosecond are dropped, toward zero.
        ///
        /// Days are not used, since a day is not always 24 hours where the duration will be
        /// added; ``duration`` gives the same `Duration` back (below the nanosecond).
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        public init(_ duration: Duration) {
            let (seconds, attoseconds) = duration.components
            // Components have one sign (or seconds 0); take magnitudes without overflow:
            // `Int64.min` seconds is the one value whose negation does not fit.
            let isNegative = seconds < 0 || attoseconds < 0
            let wholeSeconds = seconds.magnitude
            let nanoseconds = Int32(attoseconds.magnitude / .attosecondsPerNanosecond)
            self.init(unchecked: isNegative, 0, 0, 0, 0,
                      Int64(wholeSeconds / 3600), Int64(wholeSeconds / 60 % 60), Int64(wholeSeconds % 60), nanoseconds)
        }

        /// The zero duration, written `PT0S`.
        public static let zero = ISODuration()

        /// Whether every component is zero.
        public var isZero: Bool {
            (years | months | weeks | days | hours | minutes | seconds | Int64(nanoseconds)) == 0
        }

        /// Whether the duration has years or months, whose length depends on the date.
        public var hasCalendarComponents: Bool { years != 0 || months != 0 }

        /// The whole seconds of weeks, days, hours, minutes and seconds (a week is 604,800 s,
        /// a day 86,400 s), or `nil` past `Int64`. Parsed durations always fit.
        public var exactSeconds: Int64? {
            var total: Int64 = 0
            guard DurationUnit.week.add(weeks, to: &total), DurationUnit.day.add(days, to: &total),
                  DurationUnit.hour.add(hours, to: &total), DurationUnit.minute.add(minutes, to: &total),
                  DurationUnit.second.add(seconds, to: &total)
            else { return nil }
            return total
        }

        /// The length of time this duration is, as a Swift `Duration`: weeks of 7 days and
        /// days of 86,400 seconds, negative when ``isNegative``.
        ///
        /// `nil` when the duration has years or months (their length depends on the date;
        /// add it to a date in a calendar instead), or, for a value built by hand, when the
        /// total passes `Int64` seconds.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        public var duration: Duration? {
            guard !hasCalendarComponents, let whole = exactSeconds else { return nil }
            let attoseconds = Int64(nanoseconds) * .attosecondsPerNanosecond
            let magnitude = Duration(secondsComponent: whole, attosecondsComponent: attoseconds)
            return isNegative ? .zero - magnitude : magnitude
        }
    }
}
