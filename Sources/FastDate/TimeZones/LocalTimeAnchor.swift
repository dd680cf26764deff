#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where `.fastTimeOfDay(on:in:)` and `.fastTimeOfDay(atOrAfter:in:)` put a time of day,
/// worked out once when the strategy is made rather than for every date decoded: the one
/// place a `LocalTime` becomes an instant in a time zone.
struct LocalTimeAnchor: Sendable {
    let timeZone: FastDate.TimeZone
    /// The day's midnight as local seconds.
    let localMidnight: Int64
    /// The offset for every reading that day and the next, when no transition comes near.
    let steadyOffset: Int32?
    /// With "at or after": the earliest instant a time may name. A time that falls before it
    /// on the anchor's day is read on the next day instead.
    let notBefore: FastDate.Timestamp?

    /// Times on the calendar day a clock in `timeZone` shows at `day`.
    ///
    /// - Precondition: `day` is finite.
    init(day: Date, in timeZone: FastDate.TimeZone) {
        self.init(day, timeZone, notBefore: nil)
    }

    /// Each time at its next occurrence at or after the instant `start`.
    ///
    /// - Precondition: `start` is finite.
    init(atOrAfter start: Date, in timeZone: FastDate.TimeZone) {
        self.init(start, timeZone, notBefore: FastDate.Timestamp(start))
    }

    private init(_ day: Date, _ timeZone: FastDate.TimeZone, notBefore: FastDate.Timestamp?) {
        self.timeZone = timeZone
        localMidnight = LocalDateTimeResolution.localMidnight(of: day, in: timeZone)
        steadyOffset = LocalDateTimeResolution.steadyOffset(onDayStarting: localMidnight, in: timeZone)
        self.notBefore = notBefore
    }

    /// The instant of `time`.
    func timestamp(_ time: FastDate.LocalTime) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let sameDay = try timestamp(time, daysLater: 0)
        guard let notBefore, sameDay.isEarlier(than: notBefore) else { return sameDay }
        // The next day's reading is a day later on the clock, so it is later in time
        // unless the zone skips a whole day there (Samoa, 30 December 2011): then try the
        // day after, which no zone has ever skipped too.
        let nextDay = try timestamp(time, daysLater: 1)
        guard nextDay.isEarlier(than: notBefore) else { return nextDay }
        return try timestamp(time, daysLater: 2)
    }

    private func timestamp(_ time: FastDate.LocalTime, daysLater: Int64) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let reading = FastDate.LocalDateTime(
            unchecked: localMidnight + daysLater * .secondsPerDay + Int64(time.secondsSinceMidnight), time.nanoseconds, nil)
        // `steadyOffset` holds from three days before midnight to four after, so it also
        // covers the following two days.
        if let steadyOffset, daysLater <= 2 { return try reading.timestamp(assumingUTCOffset: steadyOffset) }
        return try reading.instant(in: timeZone)
    }
}

extension FastDate.Timestamp {
    /// Whether this instant comes before `other`'s, whatever offsets they were written in.
    func isEarlier(than other: FastDate.Timestamp) -> Bool {
        (seconds, nanoseconds) < (other.seconds, other.nanoseconds)
    }
}
