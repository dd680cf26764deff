#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.Format {
    /// This format as the Codable strategies, format styles and `ZonedDate` read it: plain
    /// `.httpDate` (any kind that reads two-digit years), which the clock-free core reads
    /// against 1999, is read against the current year (RFC 9110's 50-year rule). Worked out
    /// once, when a strategy is made.
    var withCurrentYear: Self {
        guard needsCurrentYear else { return self }
        let now = Date().timeIntervalSince1970.rounded(.down)
        return readingCurrentYear(Int(CivilCalendar.year(ofSecondsSinceEpoch: Int64(now))))
    }
}
