#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a wall-clock reading into an instant in a `TimeZone`: the one place FastDate
/// decides which instant a local time names, for `.fastFlexible(timeZone:)`,
/// `.fastLocalDateTime(in:)` and both `.fastTimeOfDay` strategies alike.
///
/// The core reads the text (``FastDate/parseLocalDateTime(_:)-(String)``); only the offset
/// comes from here. A wall time that a transition skips (02:30 on a spring-forward night)
/// is read with the offset in force before the transition, so it lands as many minutes
/// after it as the gap is long (03:30 daylight time); a wall time that happens twice
/// (01:30 on a fall-back night) is its first occurrence. That is what Foundation's
/// `Calendar.date(from:)` does, checked around every transition of several zones from
/// 2000 to 2030 by `DaylightSavingTests`, and what `java.time` does.
enum LocalDateTimeResolution {
    /// A time zone ready to place wall times: its transition table found once (a lock and
    /// a `TimeZone` comparison), so a strategy made for one zone does not look it up again
    /// for every value it decodes.
    struct Zone: Sendable {
        let timeZone: TimeZone
        /// The zone's offsets from 1900 to 2100, or `nil` where Foundation answers instead.
        let table: ZoneTransitions?
        /// What a reading in a gap or an overlap names.
        let disambiguation: FastDate.Disambiguation

        init(_ timeZone: TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible) {
            self.timeZone = timeZone
            table = ZoneTransitions.of(timeZone)
            self.disambiguation = disambiguation
        }

        /// The zone's offset at `instant`: from the table, else from Foundation.
        func offset(at instant: Int64) -> Int {
            table?.offset(at: instant) ?? timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        }
    }

    /// The instant of `reading` in `timeZone`; an offset written in the text wins.
    ///
    /// - Parameter inputLength: Where a missing offset would have been, for the error when
    ///   the zone has no usable one.
    static func timestamp(
        _ reading: FastDate.LocalDateTime, in timeZone: TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible,
        inputLength: Int
    ) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try timestamp(reading, in: Zone(timeZone, resolving: disambiguation), inputLength: inputLength)
    }

    /// The instant of `reading` in `zone`; an offset written in the text wins.
    static func timestamp(
        _ reading: FastDate.LocalDateTime, in zone: Zone, inputLength: Int
    ) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if reading.utcOffset != nil { return try reading.timestamp(assumingUTCOffset: 0) }
        let offset: Int
        switch placement(forLocalSeconds: reading.localSeconds, in: zone) {
        case .offset(let found): offset = found
        case .skipped: throw FastDate.ParseError(.skippedLocalTime, offset: 0)
        case .repeated: throw FastDate.ParseError(.repeatedLocalTime, offset: 0)
        }
        // No zone is a day or more from UTC (tzdata stays within ±15 h), but a custom
        // `TimeZone` could say otherwise: then there is no offset to assume.
        guard UTCOffsetRange.contains(offset) else {
            throw FastDate.ParseError(.missingOffset, offset: inputLength)
        }
        return try reading.timestamp(assumingUTCOffset: Int32(offset))
    }

    /// How far from its local seconds a wall-clock reading can name an instant; defined by
    /// `ZoneTransitions`, which this resolution reads and which marks its steady stretches
    /// with the same window.
    static var reach: Int64 { ZoneTransitions.reach }

    /// Where a wall-clock reading lands in a zone: at an offset, or nowhere, for
    /// `Disambiguation.reject`, because the clock skipped it or showed it twice.
    enum Placement: Equatable {
        case offset(Int)
        case skipped
        case repeated
    }

    /// The offset at which the wall-clock reading `local` (seconds since 1970 as if the
    /// clock showed UTC) names an instant in `zone`, by its ``Zone/disambiguation``.
    static func placement(forLocalSeconds local: Int64, in zone: Zone) -> Placement {
        let day = reach
        // Most readings are nowhere near a transition: one offset all through the two days
        // around them is the answer, since it reads the wall time back at every instant
        // in between.
        if let steady = zone.table?.offset(throughoutDayAround: local) { return .offset(steady) }
        let before = zone.offset(at: local &- day)
        let at = zone.offset(at: local)
        let after = zone.offset(at: local &+ day)

        // An offset reads the wall time correctly when the zone really is at that offset at
        // the instant it gives. Two such offsets: a repeated hour, whose larger offset is the
        // earlier instant. None: a skipped hour, read at the offset from before it (moved
        // forward) or after it (moved back). Written out rather than filtering an array:
        // this runs once per decoded date.
        func consistent(_ candidate: Int) -> Bool {
            zone.offset(at: local &- Int64(candidate)) == candidate
        }
        var earliest: Int?  // the largest consistent offset
        var latest: Int?    // the smallest
        for candidate in [before, at, after] where consistent(candidate) {
            earliest = max(earliest ?? candidate, candidate)
            latest = min(latest ?? candidate, candidate)
        }
        if let earliest, let latest {
            guard earliest != latest else { return .offset(earliest) }
            switch zone.disambiguation {
            case .compatible, .earlier: return .offset(earliest)
            case .later: return .offset(latest)
            case .reject: return .repeated
            }
        }
        switch zone.disambiguation {
        case .compatible, .later: return .offset(before)
        case .earlier: return .offset(after)
        case .reject: return .skipped
        }
    }

    /// The offset every reading on the day starting at `midnight` (local seconds) resolves
    /// to, when the zone's offset does not change anywhere near that day; `nil` when it
    /// does, and readings must each be resolved.
    ///
    /// A reading that day names an instant within a day of it, and resolving it looks a day
    /// further either side: if the offset is one value over that whole window, that value
    /// is where ``placement(forLocalSeconds:in:)`` puts every reading of the day.
    /// Asking for the next transition costs about four offset lookups, so this pays off
    /// from the second value decoded on the day.
    static func steadyOffset(onDayStarting midnight: Int64, in timeZone: TimeZone) -> Int32? {
        let start = Date(timeIntervalSince1970: TimeInterval(midnight - 3 * .secondsPerDay))
        let end = Date(timeIntervalSince1970: TimeInterval(midnight + 4 * .secondsPerDay))
        if let next = timeZone.nextDaylightSavingTimeTransition(after: start), next <= end { return nil }
        let offset = timeZone.secondsFromGMT(for: start)
        // The transitions Foundation lists include changes of standard time (Samoa's skipped
        // day is one); comparing both ends still guards a platform that listed only
        // daylight-saving changes.
        guard timeZone.secondsFromGMT(for: end) == offset, UTCOffsetRange.contains(offset) else { return nil }
        return Int32(offset)
    }

    /// The reading of midnight at the start of the calendar day that a clock in `timeZone`
    /// shows at the instant `day`: what `Calendar(identifier: .gregorian)` with that zone
    /// gives as `dateComponents([.year, .month, .day], from: day)`, as local seconds.
    ///
    /// - Precondition: `day` is finite and within ±2^62 seconds of 2001.
    static func localMidnight(of day: Date, in timeZone: TimeZone) -> Int64 {
        let reference = day.timeIntervalSinceReferenceDate
        precondition(reference.isFinite && reference.magnitude < 0x1p62, "the day is not a finite Date")
        // Floor of the Date's own Double, not a rounding: a Date a hair before midnight is
        // still on the earlier day, as `Calendar` sees it.
        let seconds = Int64(reference.rounded(.down)) + Date.unixToReferenceSeconds
        let local = seconds + Int64(timeZone.secondsFromGMT(for: day))
        return floorDivision(local, by: .secondsPerDay).quotient * .secondsPerDay
    }
}
