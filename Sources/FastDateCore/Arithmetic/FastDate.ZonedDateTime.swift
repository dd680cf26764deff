extension FastDate {
    /// An instant in a time zone: the value to compute with when the clock on the wall
    /// matters, across daylight saving (`Spec/arithmetic/zoned.md`; Temporal's
    /// `ZonedDateTime`).
    ///
    /// Calendar units (years, months, weeks, days) move the local date-time the zone's clock
    /// shows, which is then placed in the zone again; clock units (hours and below) move the
    /// instant. So a day later is the same local time even across a daylight-saving change,
    /// and 24 hours later is exactly 86,400 seconds:
    ///
    /// ```swift
    /// let newYork = try FastDate.TimeZone(identifier: "America/New_York")
    /// let t = try FastDate.parseTimestamp("2024-03-09T12:00:00-05:00")
    /// let noon = try FastDate.ZonedDateTime(t, in: newYork)
    /// try noon.adding(days: 1).description   // "2024-03-10T12:00:00-04:00[America/New_York]"
    /// try noon.adding(hours: 24).description // "2024-03-10T13:00:00-04:00[America/New_York]"
    /// ```
    ///
    /// Ordered by instant; equal when the instant and the zone are (two zones at one instant
    /// are ordered by the zone's identifier). Its local reading stays within 0000–9999.
    public struct ZonedDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The instant, with the offset the zone has at it.
        public let timestamp: Timestamp
        /// The zone.
        public let timeZone: TimeZone

        /// `instant` in `zone`; its offset field is replaced by the zone's at that instant.
        /// - Throws: ``ArithmeticError`` `outOfRange` when the instant is outside the
        ///   supported range or the zone's clock shows a year outside 0000–9999 there.
        public init(_ instant: Timestamp, in zone: TimeZone) throws(ArithmeticError) {
            guard instant.isInSupportedRange else { throw ArithmeticError(.outOfRange) }
            let offset = zone.offset(at: instant)
            guard LocalDateTime.isCivil(instant.seconds &+ Int64(offset)) else { throw ArithmeticError(.outOfRange) }
            self.timestamp = Timestamp(unchecked: instant.seconds, instant.nanoseconds, offset)
            self.timeZone = zone
        }

        /// The instant `zone`'s clock shows as `local` (its offset field is ignored), a time
        /// the clock skips or shows twice resolved by `disambiguation`.
        /// - Throws: ``ArithmeticError`` `skippedLocalTime` or `repeatedLocalTime` with
        ///   `.reject`; `outOfRange` when the instant is outside the supported range.
        public init(_ local: LocalDateTime, in zone: TimeZone, resolving disambiguation: Disambiguation = .compatible) throws(ArithmeticError) {
            try self.init(checking: Self.placedInstant(local.localSeconds, local.nanoseconds, in: zone, disambiguation), zoneOffsetKnown: zone)
        }

        /// A value whose offset is known to be `zone`'s at its instant, range-checked: the
        /// arithmetic's own, which has just asked the zone.
        ///
        /// The zone is borrowed and copied (retained) only once the check has passed: inlined
        /// into a caller that keeps only the result's instant, the copy and its release pair
        /// up and go.
        @inlinable @inline(__always)
        init(checking timestamp: Timestamp, zoneOffsetKnown zone: borrowing TimeZone) throws(ArithmeticError) {
            guard timestamp.isInSupportedRange, LocalDateTime.isCivil(timestamp.seconds &+ Int64(timestamp.utcOffset)) else {
                throw ArithmeticError(.outOfRange)
            }
            self.timestamp = timestamp
            self.timeZone = copy zone
        }

        /// The date and time the zone's clock shows, with no offset.
        public var localDateTime: LocalDateTime {
            LocalDateTime(unchecked: timestamp.seconds &+ Int64(timestamp.utcOffset), timestamp.nanoseconds, nil)
        }

        /// Seconds east of UTC the zone's clock is at this instant.
        public var utcOffset: Int32 { timestamp.utcOffset }

        /// RFC 9557: the instant at its offset, then `[identifier]` for a zone with a name,
        /// an IANA zone's or `UTC` (`2024-03-10T12:00:00-04:00[America/New_York]`); a zone of
        /// a fixed offset adds none, as the offset says it all.
        public var description: String {
            timeZone.hasName ? "\(timestamp.description)[\(timeZone.identifier)]" : timestamp.description
        }

        /// Whether `lhs` is the earlier instant; at one instant, ordered by zone identifier,
        /// so that the order agrees with `==`.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            let (l, r) = (lhs.timestamp, rhs.timestamp)
            if l.seconds != r.seconds { return l.seconds < r.seconds }
            if l.nanoseconds != r.nanoseconds { return l.nanoseconds < r.nanoseconds }
            return lhs.timeZone != rhs.timeZone && lhs.timeZone.identifier < rhs.timeZone.identifier
        }
    }
}

extension FastDate.ZonedDateTime {
    /// The instant of the reading `localSeconds` and `nanoseconds` in `zone` by
    /// `disambiguation`, at the zone's offset there. A reading with one offset for a day
    /// either side of it (nearly all) takes that offset without a second lookup. Not
    /// range-checked. Returns a `Timestamp`, not a zoned value, so that the caller copies the
    /// zone (a retain) once, into its result.
    static func placedInstant(_ localSeconds: Int64, _ nanoseconds: Int32, in zone: FastDate.TimeZone,
                              _ disambiguation: FastDate.Disambiguation) throws(FastDate.ArithmeticError) -> FastDate.Timestamp {
        if let steady = zone.steadyOffset(aroundLocal: localSeconds) {
            return FastDate.Timestamp(unchecked: localSeconds &- Int64(steady), nanoseconds, steady)
        }
        let offset = try offset(of: localSeconds, nanoseconds, in: zone, disambiguation)
        let seconds = localSeconds &- Int64(offset)
        // In a gap the offset read at is not the one in force at the instant it names.
        return FastDate.Timestamp(unchecked: seconds, nanoseconds, zone.offset(atSeconds: seconds))
    }

    /// The offset at which `zone` shows the reading `localSeconds`, by `disambiguation`.
    static func offset(of localSeconds: Int64, _ nanoseconds: Int32, in zone: FastDate.TimeZone,
                       _ disambiguation: FastDate.Disambiguation) throws(FastDate.ArithmeticError) -> Int32 {
        switch zone.offset(forLocalSeconds: localSeconds, resolving: disambiguation) {
        case .success(let offset): return offset
        case .failure(let error):
            let local = FastDate.LocalDateTime(unchecked: localSeconds, nanoseconds, nil)
            switch error.kind {
            case .skippedLocalTime: throw FastDate.ArithmeticError(.skippedLocalTime, localDateTime: local)
            case .repeatedLocalTime: throw FastDate.ArithmeticError(.repeatedLocalTime, localDateTime: local)
            default: throw FastDate.ArithmeticError(.outOfRange)
            }
        }
    }
}
