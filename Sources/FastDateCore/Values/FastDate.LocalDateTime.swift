extension FastDate {
    /// A date and a time as a clock shows them, such as `2021-03-19T10:37:20`: a
    /// ``LocalDate`` (``date``) and a ``LocalTime`` (``time``), years 0000–9999, and the UTC
    /// offset when the text wrote one.
    ///
    /// Without an offset it names no instant: which one depends on a time zone's rules,
    /// which the core does not have. The `FastDate` module resolves it in a `TimeZone`
    /// (`timestamp(in:resolving:)`, `fastLocalDateTime(in:)`); with a known offset,
    /// ``timestamp(assumingUTCOffset:)`` gives the instant directly. See
    /// `Spec/civil/civil.md` and `Spec/local-time/local-time.md`.
    ///
    /// ```swift
    /// let local = try FastDate.LocalDateTime(parsing: "2021-03-19T10:37:20")
    /// local.date.description                           // "2021-03-19"
    /// local.time.hour                                  // 10
    /// local.utcOffset                                  // nil
    /// try local.timestamp(assumingUTCOffset: 3600)     // 2021-03-19T09:37:20Z
    /// try local.adding(months: 1).description          // "2021-04-19T10:37:20"
    /// ```
    public struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The reading as seconds from 1970-01-01T00:00:00 on the same clock, every day
        /// 86,400 s long: the instant it would name if the clock showed UTC.
        public private(set) var localSeconds: Int64
        /// Nanoseconds past ``localSeconds``, in `0 ..< 1_000_000_000`.
        public private(set) var nanoseconds: Int32
        /// The UTC offset written in the text, in seconds east of UTC (`+01:00` is 3600), or
        /// `nil` when the text wrote none.
        public var utcOffset: Int32?

        /// The date `date` at the time `time`, with the offset `utcOffset` (or none).
        ///
        /// - Precondition: when given, `abs(utcOffset) < 86_400`.
        public init(date: LocalDate, time: LocalTime, utcOffset: Int32? = nil) {
            if let utcOffset {
                precondition(UTCOffsetRange.contains(Int(utcOffset)), "UTC offset out of range")
            }
            self.init(unchecked: date.daysSinceEpoch &* .secondsPerDay &+ Int64(time.secondsSinceMidnight), time.nanoseconds, utcOffset)
        }

        /// The reading `localSeconds` seconds and `nanoseconds` after 1970-01-01T00:00:00 on
        /// its own clock.
        ///
        /// - Precondition: `nanoseconds` is in `0 ..< 1_000_000_000` and, when given,
        ///   `abs(utcOffset) < 86_400`.
        /// - Throws: ``CalendarError`` `yearOutOfRange` when the reading is outside the
        ///   years 0000–9999.
        public init(localSeconds: Int64, nanoseconds: Int32 = 0, utcOffset: Int32? = nil) throws(CalendarError) {
            precondition(nanoseconds >= 0 && nanoseconds < .nanosecondsPerSecond, "nanoseconds out of range")
            if let utcOffset {
                precondition(UTCOffsetRange.contains(Int(utcOffset)), "UTC offset out of range")
            }
            guard Self.isCivil(localSeconds) else { throw CalendarError(.yearOutOfRange) }
            self.init(unchecked: localSeconds, nanoseconds, utcOffset)
        }



        /// A reading with no range check: the readers' own, and the `FastDate` module's
        /// instant arithmetic, which may pass through readings outside 0000–9999 on the way
        /// to a timestamp. Never returned from a public function outside the civil range.
        @inline(__always)
        package init(unchecked localSeconds: Int64, _ nanoseconds: Int32, _ utcOffset: Int32?) {
            self.localSeconds = localSeconds
            self.nanoseconds = nanoseconds
            self.utcOffset = utcOffset
        }

        /// The day.
        public var date: LocalDate {
            get { LocalDate(daysSinceEpoch: floorDivision(localSeconds, by: .secondsPerDay).quotient).unsafelyUnwrapped }
            set { self = LocalDateTime(date: newValue, time: time, utcOffset: utcOffset) }
        }

        /// The time on that day.
        public var time: LocalTime {
            get { LocalTime(unchecked: Int32(truncatingIfNeeded: floorDivision(localSeconds, by: .secondsPerDay).remainder), nanoseconds) }
            set { self = LocalDateTime(date: date, time: newValue, utcOffset: utcOffset) }
        }

        /// The instant this reading names at the offset the text wrote, or at `offset`
        /// seconds east of UTC when it wrote none (the rule of
        /// ``FastDate/Format/assumingUTCOffset(_:)``).
        ///
        /// - Precondition: `abs(offset) < 86_400`.
        /// - Throws: ``ParseError`` of kind `outOfRange` (offset 0) when the instant is
        ///   outside ±8.64e15 ms from 1970.
        public func timestamp(assumingUTCOffset offset: Int32) throws(ParseError) -> Timestamp {
            precondition(UTCOffsetRange.contains(Int(offset)), "UTC offset out of range")
            let applied = utcOffset ?? offset
            // Both stay far from overflow: readings are bounded by year when parsed, and a
            // caller's value that is not is refused by the range check, not wrapped into it.
            let (seconds, overflow) = localSeconds.subtractingReportingOverflow(Int64(applied))
            let t = Timestamp(unchecked: seconds, nanoseconds, applied)
            guard !overflow, t.isInSupportedRange else { throw ParseError(.outOfRange, offset: 0) }
            return t
        }

        // MARK: Arithmetic on the date

        /// The same time and offset `days` days later (earlier when negative).
        /// - Throws: ``CalendarError`` `yearOutOfRange` when the day leaves 0000–9999.
        public func adding(days: Int) throws(CalendarError) -> LocalDateTime {
            LocalDateTime(date: try date.adding(days: days), time: time, utcOffset: utcOffset)
        }

        /// The same time and offset `months` months later, the day constrained to the
        /// month's end as ``LocalDate/adding(months:)`` does.
        /// - Throws: ``CalendarError`` `yearOutOfRange` when the day leaves 0000–9999.
        public func adding(months: Int) throws(CalendarError) -> LocalDateTime {
            LocalDateTime(date: try date.adding(months: months), time: time, utcOffset: utcOffset)
        }

        /// The same time and offset `years` years later, the day constrained as
        /// ``LocalDate/adding(years:)`` does (Feb 29 to Feb 28).
        /// - Throws: ``CalendarError`` `yearOutOfRange` when the day leaves 0000–9999.
        public func adding(years: Int) throws(CalendarError) -> LocalDateTime {
            LocalDateTime(date: try date.adding(years: years), time: time, utcOffset: utcOffset)
        }

        // MARK: Text and order

        /// `YYYY-MM-DDTHH:mm:ss`, the fraction without trailing zeros when there is one, then
        /// the offset when there is one (`Z`, `±hh:mm`, `±hh:mm:ss`): what
        /// ``init(parsing:)-(Text)`` reads back.
        public var description: String {
            var text = date.description + "T" + time.description
            if let utcOffset { text += Self.offsetText(utcOffset) }
            return text
        }

        /// `Z` for 0, else `±hh:mm`, with `:ss` when the offset has seconds.
        static func offsetText(_ offset: Int32) -> String {
            if offset == 0 { return "Z" }
            let magnitude = Int(offset.magnitude)
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            var text = (offset < 0 ? "-" : "+") + two(magnitude / 3600) + ":" + two(magnitude / 60 % 60)
            if magnitude % 60 != 0 { text += ":" + two(magnitude % 60) }
            return text
        }

        /// Whether `lhs` reads earlier on the clock than `rhs`: by date, then time; readings
        /// that differ only in their written offset order no offset first, then by offset.
        /// To order the instants, compare their timestamps.
        public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
            if (lhs.localSeconds, lhs.nanoseconds) != (rhs.localSeconds, rhs.nanoseconds) {
                return (lhs.localSeconds, lhs.nanoseconds) < (rhs.localSeconds, rhs.nanoseconds)
            }
            switch (lhs.utcOffset, rhs.utcOffset) {
            case (nil, .some): return true
            case (.some(let l), .some(let r)): return l < r
            default: return false
            }
        }

        // MARK: Range

        /// Whether a reading `localSeconds` after 1970 falls in the years 0000–9999, the
        /// range of every civil value (`Spec/civil/civil.md`).
        @inlinable @inline(__always)
        static func isCivil(_ localSeconds: Int64) -> Bool {
            localSeconds >= LocalDate.firstDay &* .secondsPerDay && localSeconds < (LocalDate.lastDay &+ 1) &* .secondsPerDay
        }

        /// A parsed reading as a value: `yearOutOfRange` at byte 0 outside 0000–9999, the
        /// one check of the doors that return a `LocalDateTime`.
        @inline(__always)
        func requireCivil() throws(ParseError) {
            guard Self.isCivil(localSeconds) else { throw ParseError(.yearOutOfRange, offset: 0) }
        }

        /// Whether some UTC offset within ±23:59:59 puts the reading inside the supported
        /// range; the Spec's test for a reading parsed without an offset.
        static func canBeInRange(_ localSeconds: Int64, _ nanoseconds: Int32) -> Bool {
            // The instants within a day either side must meet the range: the latest must not
            // fall before its start, the earliest not after its end. Parsed readings are
            // bounded by year, far from overflow.
            let widest = Int64(UTCOffsetRange.maximumMagnitude)
            let latest = localSeconds &+ widest
            let earliest = localSeconds &- widest
            return latest >= Timestamp.minimumSeconds
                && (earliest < Timestamp.maximumSeconds || (earliest == Timestamp.maximumSeconds && nanoseconds == 0))
        }
    }
}
