import FastDate
import FastDateTestSupport
import Foundation
import Testing

/// Local times placed through the cached transition tables (`ZoneTransitions`) land exactly
/// where placing them with Foundation's `TimeZone.secondsFromGMT(for:)` alone does: every
/// hour from 1900 to 2100, and the seconds and hours either side of every offset change
/// (found here by searching Foundation, not from the table), in zones with negative DST
/// (Dublin), 30- and 45-minute offsets (St Johns, Kolkata, Kathmandu, Chatham, Lord Howe's
/// half-hour daylight time), a skipped day (Apia) and rule changes (Moscow, Casablanca,
/// Sao Paulo). Before 1900 and from 2100 the table defers to Foundation; a few
/// readings there are checked too.
@Suite struct ZoneTransitionTests {
    static let zones = [
        "Europe/Dublin", "Europe/Paris", "America/New_York", "America/St_Johns", "Asia/Kolkata",
        "Asia/Kathmandu", "Pacific/Chatham", "Australia/Lord_Howe", "Pacific/Apia", "Europe/Moscow",
        "Africa/Casablanca", "America/Sao_Paulo",
    ]
    static let first: Int64 = -2_208_988_800  // 1900-01-01
    static let end: Int64 = 4_102_444_800     // 2100-01-01

    /// The instant a local reading names in `zone`, with Foundation's offsets only:
    /// the rule of `date-time.md` ("Local time in a time zone"), written independently.
    static func reference(_ local: Int64, _ zone: TimeZone) -> Int64 {
        func offset(_ instant: Int64) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))) }
        let candidates = [offset(local - 86_400), offset(local), offset(local + 86_400)]
        let consistent = candidates.filter { offset(local - Int64($0)) == $0 }
        let chosen = consistent.max() ?? candidates[0]
        return local - Int64(chosen)
    }

    static func placed(_ local: Int64, _ zone: TimeZone) throws -> Int64 {
        try FastDate.LocalDateTime(localSeconds: local).timestamp(in: zone).seconds
    }

    @Test(arguments: zones)
    func everyHourFrom1900To2100(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var mismatches: [String] = []
        // Every hour in a long run; every seventh in a short one, which still meets every
        // hour of the day (7 and 24 have no common factor) and every transition is checked
        // second by second below.
        let hours = Int64(TestLength.choose(short: 7, long: 1))
        var local = Self.first - 2 * 86_400
        var checked = 0
        while local < Self.end + 2 * 86_400 {
            let got = try Self.placed(local, zone)
            let want = Self.reference(local, zone)
            if got != want && mismatches.count < 10 { mismatches.append("local \(local): \(got) != \(want)") }
            local += 3600 * hours
            checked += 1
        }
        #expect(mismatches.isEmpty, "\(identifier): \(mismatches)")
        #expect(checked > 1_750_000 / Int(hours))
    }

    @Test(arguments: zones)
    func bothSidesOfEveryTransition(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        func offset(_ instant: Int64) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))) }
        var transitions = 0
        var t = Self.first
        var current = offset(t)
        while t < Self.end {
            let next = t + 6 * 3600
            let nextOffset = offset(next)
            if nextOffset != current {
                var (low, high) = (t, next)
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if offset(middle) == current { low = middle } else { high = middle }
                }
                transitions += 1
                // Local readings around the change, as the clock showed them before and after.
                for wall in [high + Int64(current), high + Int64(nextOffset)] {
                    for delta: Int64 in [-3601, -3600, -1801, -1, 0, 1, 1799, 3599, 3600, 3601, 7200] {
                        let local = wall + delta
                        #expect(try Self.placed(local, zone) == Self.reference(local, zone), "\(identifier) local \(local)")
                    }
                }
            }
            t = next
            current = nextOffset
        }
        #expect(transitions > 0, "every one of these zones changed its offset between 1900 and 2100")
    }

    /// Outside the table's years the answers still come from Foundation.
    @Test func outsideTheTableFoundationDecides() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Paris"))
        for local: Int64 in [-5_000_000_000, Self.first - 86_400 * 3, Self.end + 86_400 * 3, 10_000_000_000] {
            #expect(try Self.placed(local, zone) == Self.reference(local, zone))
        }
    }
}
