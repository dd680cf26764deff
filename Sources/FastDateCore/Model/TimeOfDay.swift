extension FastDate {
    /// A time on a clock, with no day and no time zone: what `"7:27:02 PM"` or `"19:27:02"`
    /// says, as ``FastDate/parseTimeOfDay(_:)-(UnsafeRawBufferPointer)`` reads it.
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
            precondition(secondsSinceMidnight >= 0 && secondsSinceMidnight < 86_400, "seconds since midnight out of range")
            precondition(nanoseconds >= 0 && nanoseconds < 1_000_000_000, "nanoseconds out of range")
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

        /// Whether `lhs` comes earlier in the day than `rhs`.
        public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
            (lhs.secondsSinceMidnight, lhs.nanoseconds) < (rhs.secondsSinceMidnight, rhs.nanoseconds)
        }
    }
}
