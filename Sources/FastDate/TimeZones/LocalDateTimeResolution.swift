#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a local reading into an instant in a time zone, for `.fastFlexible(timeZone:)`,
/// `.fastLocalDateTime(in:)` and both `.fastTimeOfDay` strategies alike: the zone and the
/// choice for gaps and overlaps, found once when a strategy is made. The rule itself is the
/// core's (`FastDate.LocalDateTime.timestamp(in:resolving:)`, `Spec/time-zones/time-zones.md`).
enum LocalDateTimeResolution {
    /// A time zone ready to place local times, with what a reading in a gap or an overlap
    /// names.
    struct Zone: Sendable {
        let timeZone: FastDate.TimeZone
        let disambiguation: FastDate.Disambiguation

        init(_ timeZone: FastDate.TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible) {
            self.timeZone = timeZone
            self.disambiguation = disambiguation
        }

        /// Foundation's zone, bridged once (its table found here, not for every value).
        init(_ timeZone: TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible) {
            self.init(FastDate.TimeZone(timeZone), resolving: disambiguation)
        }
    }

    /// The instant of `reading` in `zone`; an offset written in the text wins.
    static func timestamp(_ reading: FastDate.LocalDateTime, in zone: Zone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try reading.instant(in: zone.timeZone, resolving: zone.disambiguation)
    }

    /// The offset every reading on the day starting at `midnight` (local seconds) resolves
    /// to, when the zone's offset does not change anywhere near that day; `nil` when it
    /// does, and readings must each be resolved.
    ///
    /// A reading that day names an instant within a day of it, and resolving it looks a
    /// day further either side: one offset over three days before midnight to four after
    /// covers that day and the two after it.
    static func steadyOffset(onDayStarting midnight: Int64, in timeZone: FastDate.TimeZone) -> Int32? {
        timeZone.offset(throughout: midnight &- 3 * .secondsPerDay, midnight &+ 4 * .secondsPerDay)
    }

    /// The reading of midnight at the start of the calendar day that a clock in `timeZone`
    /// shows at the instant `day`: what `Calendar(identifier: .gregorian)` with that zone
    /// gives as `dateComponents([.year, .month, .day], from: day)`, as local seconds.
    ///
    /// - Precondition: `day` is finite and within ±2^62 seconds of 2001.
    static func localMidnight(of day: Date, in timeZone: FastDate.TimeZone) -> Int64 {
        let reference = day.timeIntervalSinceReferenceDate
        precondition(reference.isFinite && reference.magnitude < 0x1p62, "the day is not a finite Date")
        // Floor of the Date's own Double, not a rounding: a Date a hair before midnight is
        // still on the earlier day, as `Calendar` sees it.
        let seconds = Int64(reference.rounded(.down)) + Date.unixToReferenceSeconds
        let local = seconds + Int64(timeZone.offset(at: FastDate.Timestamp(seconds: seconds)))
        return floorDivision(local, by: .secondsPerDay).quotient * .secondsPerDay
    }
}
