#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.Format {
    /// `.httpDate(currentYear:)` with this year (UTC), read from the clock when called: what
    /// every HTTP-date strategy, wrapper and convenience of this module uses, so RFC 850's
    /// two-digit years follow RFC 9110's 50-year rule from today. The core has no clock.
    static var httpDateThisYear: Self {
        let now = Date().timeIntervalSince1970.rounded(.down)
        return .httpDate(currentYear: Int(CivilCalendar.year(ofSecondsSinceEpoch: Int64(now))))
    }
}
