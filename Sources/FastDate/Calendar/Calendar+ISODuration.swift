#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Calendar {
    /// `date` moved by `duration` in this calendar and its time zone, or `nil` when the
    /// calendar cannot represent the result.
    ///
    /// The calendar part comes first: years, months, and weeks × 7 + days, as calendar units
    /// in the calendar's `timeZone`, so `P1D` from noon the day before a daylight-saving change lands at
    /// noon (23 or 25 hours later). Then the time part is added as elapsed time, so `PT24H`
    /// is always 86,400 seconds. This is Temporal's order for `ZonedDateTime.add`; a
    /// negative duration subtracts each part. See `Spec/duration/durations.md`.
    ///
    /// ```swift
    /// var calendar = Calendar(identifier: .gregorian)
    /// calendar.timeZone = TimeZone(identifier: "Europe/Paris")!
    /// let trial = try FastDate.parseDuration("P1M")
    /// calendar.date(byAdding: trial, to: signUp)   // the same time of day, a month later
    /// ```
    public func date(byAdding duration: FastDate.ISODuration, to date: Date) -> Date? {
        let sign: Int64 = duration.isNegative ? -1 : 1
        // A parsed duration's weeks and days fit in Int64 seconds, so their sum of days does too.
        let (weekDays, o1) = duration.weeks.multipliedReportingOverflow(by: 7)
        let (days, o2) = weekDays.addingReportingOverflow(duration.days)
        guard !o1, !o2, let years = Int(exactly: sign * duration.years), let months = Int(exactly: sign * duration.months),
              let dayCount = Int(exactly: sign * days)
        else { return nil }
        var moved = date
        if years != 0 || months != 0 || dayCount != 0 {
            let components = DateComponents(year: years, month: months, day: dayCount)
            guard let calendarMoved = self.date(byAdding: components, to: date) else { return nil }
            moved = calendarMoved
        }
        let hoursToSeconds = FastDate.ISODuration(
            hours: duration.hours, minutes: duration.minutes, seconds: duration.seconds, nanoseconds: duration.nanoseconds)
        guard let exact = hoursToSeconds.exactSeconds else { return nil }
        let interval = Double(exact) + Double(duration.nanoseconds) / 1e9
        return moved.addingTimeInterval(duration.isNegative ? -interval : interval)
    }
}
