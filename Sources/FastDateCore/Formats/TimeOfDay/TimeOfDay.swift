extension FastDate {
    /// A time on a clock, with no day and no time zone: what `"7:27:02 PM"` or `"19:27:02"`
    /// says, as ``FastDate/parseTimeOfDay(_:)-(Text)`` reads it.
    ///
    /// It names no instant until it is put on a day in a time zone (the `FastDate` module's
    /// `fastTimeOfDay(on:in:)` strategy does that). Midnight is 0, whether it was written
    /// `12:00:00 AM` or `00:00:00`; noon is 43,200 seconds.
    ///
    /// ```swift
    /// let t = try FastDate.parseTimeOfDay("7:27:02 PM")
    /// t.secondsSinceMidnight  // 69_422
    /// t.hour                  // 19
    /// ```
    public struct TimeOfDay: Sendable, Hashable, Comparable {
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

        @inline(__always)
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
        /// let sunset = try FastDate.parseTimeOfDay("12:31:02 AM").timestamp(atOrAfter: sunrise)
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
        public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
            (lhs.secondsSinceMidnight, lhs.nanoseconds) < (rhs.secondsSinceMidnight, rhs.nanoseconds)
        }
    }
}
