extension FastDate {
    /// An exact instant, plus the UTC offset it was written with.
    ///
    /// `Double` seconds cannot hold nanoseconds for dates far from 1970, and cannot hold
    /// the offset at all; a `Timestamp` keeps both. Two timestamps are equal only when
    /// the instant *and* the offset are equal; compare ``seconds`` and ``nanoseconds``
    /// to ask whether they name the same instant.
    public struct Timestamp: Sendable, Hashable {
        /// Whole seconds since 1970-01-01T00:00:00Z, rounded toward negative infinity.
        public var seconds: Int64
        /// Nanoseconds past ``seconds``, always in `0 ..< 1_000_000_000`.
        public var nanoseconds: Int32
        /// The UTC offset the text was written in, in seconds east of UTC (`+01:00` is
        /// 3600). Zero for `Z`, for a date alone and for epoch numbers.
        public var utcOffset: Int32

        /// Creates a timestamp.
        ///
        /// - Precondition: `nanoseconds` is in `0 ..< 1_000_000_000` and
        ///   `abs(utcOffset) < 86_400`.
        public init(seconds: Int64, nanoseconds: Int32 = 0, utcOffset: Int32 = 0) {
            precondition(nanoseconds >= 0 && nanoseconds < .nanosecondsPerSecond, "nanoseconds out of range")
            precondition(UTCOffsetRange.contains(Int(utcOffset)), "UTC offset out of range")
            self.seconds = seconds
            self.nanoseconds = nanoseconds
            self.utcOffset = utcOffset
        }

        @usableFromInline @inline(__always)
        init(unchecked seconds: Int64, _ nanoseconds: Int32, _ utcOffset: Int32) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
            self.utcOffset = utcOffset
        }

        /// The instant as seconds since 1970, the way `FastDate.parse` returns it.
        ///
        /// Computed as `Double(seconds) + Double(nanoseconds) / 1e9`; near 1970 that keeps
        /// sub-microsecond precision, at the ends of the range about a millisecond.
        @inlinable
        public var timeIntervalSince1970: Double {
            Double(seconds) + Double(nanoseconds) / 1e9
        }

        /// The earliest instant FastDate accepts or writes: `-271821-04-20T00:00:00Z`,
        /// ECMAScript's −8.64e15 ms.
        public static let minimumSeconds: Int64 = -8_640_000_000_000
        /// The latest instant FastDate accepts or writes: `+275760-09-13T00:00:00Z`,
        /// ECMAScript's +8.64e15 ms.
        public static let maximumSeconds: Int64 = 8_640_000_000_000

        /// Whether the instant lies inside the supported range (ECMAScript's ±8.64e15 ms)
        /// and ``nanoseconds`` is within `0 ..< 1_000_000_000`; the formatters refuse
        /// anything else. (The fields are `var`s, so a caller can store values the
        /// initializer would have refused.)
        public var isInSupportedRange: Bool {
            nanoseconds >= 0 && nanoseconds < .nanosecondsPerSecond
                && seconds >= Self.minimumSeconds
                && (seconds < Self.maximumSeconds || (seconds == Self.maximumSeconds && nanoseconds == 0))
        }
    }
}

extension FastDate.Timestamp {
    /// The day (since 1970-01-01) and the second of that day of this instant on a clock
    /// `offset` seconds east of UTC, when its year there is 0000 through 9999 and its
    /// nanoseconds are valid; nil otherwise.
    ///
    /// The writers of four-digit layouts accept with this alone: such an instant is inside
    /// the supported range (``isInSupportedRange``) whatever the offset, so two unsigned
    /// comparisons stand for that check. Only on nil does a writer ask what is wrong.
    @inline(__always)
    func fourDigitYearDay(atOffset offset: Int64) -> (daysSinceEpoch: Int64, secondOfDay: Int)? {
        guard UInt32(bitPattern: nanoseconds) < UInt32(Int32.nanosecondsPerSecond) else { return nil }
        return CivilCalendar.fourDigitYearDay(localSeconds: seconds &+ offset)
    }
}
