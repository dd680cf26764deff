extension FastDate {
    /// A date and time as a wall clock shows it, such as `2021-03-19T10:37:20`, and the UTC
    /// offset when the text wrote one; as
    /// ``FastDate/parseLocalDateTime(_:)-(Text)`` reads it.
    ///
    /// Without an offset it names no instant: which one depends on a time zone's rules,
    /// which the core does not have. The `FastDate` module resolves it in a `TimeZone`
    /// (`fastLocalDateTime(in:)`); with a known offset, ``timestamp(assumingUTCOffset:)``
    /// gives the instant directly.
    ///
    /// ```swift
    /// let local = try FastDate.parseLocalDateTime("2021-03-19T10:37:20")
    /// local.utcOffset                                  // nil
    /// try local.timestamp(assumingUTCOffset: 3600)     // 2021-03-19T09:37:20Z
    /// ```
    public struct LocalDateTime: Sendable, Hashable {
        /// The reading as seconds from 1970-01-01T00:00:00 on the same clock, every day
        /// 86,400 s long: the instant it would name if the clock showed UTC.
        public var localSeconds: Int64
        /// Nanoseconds past ``localSeconds``, in `0 ..< 1_000_000_000`.
        public var nanoseconds: Int32
        /// The UTC offset written in the text, in seconds east of UTC (`+01:00` is 3600), or
        /// `nil` when the text wrote none.
        public var utcOffset: Int32?

        /// Creates a wall-clock reading.
        ///
        /// - Precondition: `nanoseconds` is in `0 ..< 1_000_000_000` and, when given,
        ///   `abs(utcOffset) < 86_400`.
        public init(localSeconds: Int64, nanoseconds: Int32 = 0, utcOffset: Int32? = nil) {
            precondition(nanoseconds >= 0 && nanoseconds < .nanosecondsPerSecond, "nanoseconds out of range")
            if let utcOffset {
                precondition(UTCOffsetRange.contains(Int(utcOffset)), "UTC offset out of range")
            }
            self.localSeconds = localSeconds
            self.nanoseconds = nanoseconds
            self.utcOffset = utcOffset
        }

        @inline(__always)
        init(unchecked localSeconds: Int64, _ nanoseconds: Int32, _ utcOffset: Int32?) {
            self.localSeconds = localSeconds
            self.nanoseconds = nanoseconds
            self.utcOffset = utcOffset
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
