extension FastDate {
    /// A time on a clock, with no day and no time zone: what `"19:27:02"`, `"19:27"` or
    /// `"7:27:02 PM"` says. ``init(parsing:)-(Text)`` reads RFC 3339's `partial-time` (and
    /// `HH:mm`) and ``description`` writes it back; ``init(parsing:as:)-(Text,_)`` with ``Grammar/timeOfDay``
    /// also reads a 12-hour clock (`Spec/civil/civil.md`, `Spec/local-time/local-time.md`).
    ///
    /// It names no instant until it is put on a day in a time zone (the `FastDate` module's
    /// `fastTimeOfDay(on:in:)` strategy does that). Midnight is 0, whether it was written
    /// `12:00:00 AM` or `00:00:00`; noon is 43,200 seconds.
    ///
    /// ```swift
    /// let t = try FastDate.LocalTime(parsing: "7:27:02 PM", as: .timeOfDay)
    /// t.secondsSinceMidnight  // 69_422
    /// t.hour                  // 19
    /// ```
    public struct LocalTime: Sendable, Hashable, Comparable {
        /// 00:00.
        static var midnight: LocalTime { LocalTime(secondsSinceMidnight: 0, nanoseconds: 0) }

        /// Whole seconds since midnight, in `0 ..< 86_400`.
        public var secondsSinceMidnight: Int32
        /// Nanoseconds past ``secondsSinceMidnight``, in `0 ..< 1_000_000_000`.
        public var nanoseconds: Int32

        /// Creates a time of day.
        ///
        /// - Precondition: `secondsSinceMidnight` is in `0 ..< 86_400` and `nanoseconds` in
        ///   `0 ..< 1_000_000_000`.
        public init(secondsSinceMidnight: Int32, nanoseconds: Int32 = 0) {
            precondition(secondsSinceMidnight >= 0 && secondsSinceMidnight < .secondsPerDay, "seconds since midnight out of range")
            precondition(nanoseconds >= 0 && nanoseconds < .nanosecondsPerSecond, "nanoseconds out of range")
            self.secondsSinceMidnight = secondsSinceMidnight
            self.nanoseconds = nanoseconds
        }

        /// The time `hour`:`minute`:`second` and `nanosecond` nanoseconds.
        /// - Throws: ``CalendarError`` `hourOutOfRange` outside 0–23, `minuteOutOfRange` and
        ///   `secondOutOfRange` outside 0–59, `nanosecondOutOfRange` outside
        ///   0–999,999,999 (checked in that order).
        public init(hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0) throws(CalendarError) {
            guard hour >= 0 && hour < 24 else { throw CalendarError(.hourOutOfRange) }
            guard minute >= 0 && minute < 60 else { throw CalendarError(.minuteOutOfRange) }
            guard second >= 0 && second < 60 else { throw CalendarError(.secondOutOfRange) }
            guard nanosecond >= 0 && nanosecond < Int(Int32.nanosecondsPerSecond) else { throw CalendarError(.nanosecondOutOfRange) }
            self.init(unchecked: Int32(hour * 3600 + minute * 60 + second), Int32(nanosecond))
        }

        /// `HH:mm:ss`, then `.` and the fraction without trailing zeros when there is one:
        /// `19:27:02`, `19:27:02.5`; what ``init(parsing:)-(Text)`` reads.
        public var description: String {
            let (hour, minute, second, nanoseconds) = (self.hour, self.minute, self.second, Int(self.nanoseconds))
            var digits = 9
            if nanoseconds == 0 {
                digits = 0
            } else {
                var rest = nanoseconds
                while rest % 10 == 0 {
                    rest /= 10
                    digits -= 1
                }
            }
            // `ByteWriter.string` throws only what its closure throws, and this one cannot.
            let text = try? ByteWriter.string(capacity: Self.longestText) { (buffer) throws(FormatError) -> Int in
                var out = ByteWriter(buffer.baseAddress.unsafelyUnwrapped)
                out.twoDigits(hour)
                out.byte(UInt8(ascii: ":"))
                out.twoDigits(minute)
                out.byte(UInt8(ascii: ":"))
                out.twoDigits(second)
                if digits > 0 { out.fraction(nanoseconds, digits: digits) }
                return out.index
            }
            return text.unsafelyUnwrapped
        }

        /// `HH:mm:ss.fffffffff`.
        static var longestText: Int { 18 }

        @usableFromInline @inline(__always)
        init(unchecked secondsSinceMidnight: Int32, _ nanoseconds: Int32) {
            self.secondsSinceMidnight = secondsSinceMidnight
            self.nanoseconds = nanoseconds
        }

        /// The hour on a 24-hour clock, 0–23.
        public var hour: Int { Int(secondsSinceMidnight / 3600) }

        /// The minute, 0–59.
        public var minute: Int { Int(secondsSinceMidnight / 60 % 60) }

        /// The second, 0–59.
        public var second: Int { Int(secondsSinceMidnight % 60) }

        /// The first instant at or after `start` at which a clock set to `start`'s UTC
        /// offset shows this time: on `start`'s day on that clock when the time has not
        /// passed yet, on the next day when it has. A time equal to `start`'s is `start`.
        ///
        /// The offset is fixed, so there is no daylight saving to handle; the `FastDate`
        /// module's `timestamp(atOrAfter:in:)` does the same in a `TimeZone`.
        ///
        /// ```swift
        /// let sunrise = try FastDate.parseTimestamp("2021-06-19T09:25:09Z")
        /// let sunset = try FastDate.LocalTime(parsing: "12:31:02 AM", as: .timeOfDay).timestamp(atOrAfter: sunrise)
        /// // 2021-06-20T00:31:02Z: after UTC midnight, so on the next UTC day
        /// ```
        /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) when `start`
        ///   is outside the supported range or the result would be.
        public func timestamp(atOrAfter start: Timestamp) throws(ParseError) -> Timestamp {
            guard start.isInSupportedRange, UTCOffsetRange.contains(Int(start.utcOffset)) else {
                throw ParseError(.outOfRange, offset: 0)
            }
            let (day, secondOfDay) = floorDivision(start.seconds &+ Int64(start.utcOffset), by: .secondsPerDay)
            var localSeconds = day &* .secondsPerDay &+ Int64(secondsSinceMidnight)
            if (Int64(secondsSinceMidnight), nanoseconds) < (secondOfDay, start.nanoseconds) {
                localSeconds &+= .secondsPerDay
            }
            return try LocalDateTime(unchecked: localSeconds, nanoseconds, nil).timestamp(assumingUTCOffset: start.utcOffset)
        }

        /// Whether `lhs` comes earlier in the day than `rhs`.
        public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
            (lhs.secondsSinceMidnight, lhs.nanoseconds) < (rhs.secondsSinceMidnight, rhs.nanoseconds)
        }
    }
}
