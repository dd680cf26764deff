import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// FastDate places local readings exactly where Foundation's `Calendar` does: every
/// 15 minutes (and at the seconds either side of each edge) across a day either side of
/// every UTC-offset change from 2000 to 2030, in zones with the awkward transitions.
@Suite struct DaylightSavingTests {
    /// The zones the issue names, and some with stranger rules: a transition at midnight
    /// (Santiago, so a day starts at 01:00), a 45-minute offset (Chatham), a two-hour
    /// daylight shift (Troll), Ramadan suspensions (Casablanca), half-hour standard time
    /// with daylight time (St Johns), negative daylight time in tzdata (Dublin).
    static let zones = [
        "America/New_York", "Europe/London", "Europe/Berlin", "Australia/Sydney", "Pacific/Apia",
        "Asia/Kolkata", "Australia/Lord_Howe", "America/Santiago", "Pacific/Chatham", "Antarctica/Troll",
        "Africa/Casablanca", "America/St_Johns", "Europe/Dublin", "UTC",
    ]

    static let start = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01
    static let end = Date(timeIntervalSince1970: 1_924_992_000)  // 2031-01-01

    /// Every instant in [start, end) at which the zone's offset changes, found by searching
    /// every six hours and bisecting to the second (not from Foundation's DST API, so
    /// changes of standard time, like Samoa's, are found too).
    static func transitions(_ zone: TimeZone) -> [Int64] {
        var result: [Int64] = []
        var t = Int64(start.timeIntervalSince1970)
        var offset = zone.secondsFromGMT(for: start)
        while t < Int64(end.timeIntervalSince1970) {
            let next = t + 6 * 3600
            let nextOffset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(next)))
            if nextOffset != offset {
                var (low, high) = (t, next)  // offset(low) == offset, offset(high) != offset
                while high - low > 1 {
                    let mid = (low + high) / 2
                    if zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(mid))) == offset { low = mid } else { high = mid }
                }
                result.append(high)
            }
            (t, offset) = (next, nextOffset)
        }
        return result
    }

    static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// The civil fields of a reading in local seconds.
    static func components(_ local: Int64) -> DateComponents {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        return utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: TimeInterval(local)))
    }

    /// Readings to check near one transition: every 15 minutes for a day either side, and
    /// the seconds around both local edges of the gap or overlap.
    static func readings(around transition: Int64, in zone: TimeZone) -> [Int64] {
        let before = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(transition - 1))))
        let after = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(transition))))
        let edge = transition + before
        let quarter = edge - ((edge % 900) + 900) % 900
        var readings = (-96...96).map { quarter + Int64($0) * 900 }
        for local in [transition + before, transition + after] {
            readings += [local - 1, local, local + 1]
        }
        return readings
    }

    @Test func zonesAreAvailable() {
        for name in Self.zones {
            #expect(TimeZone(identifier: name) != nil, "no tz data for \(name)")
        }
    }

    @Test(arguments: zones)
    func localDateTimesMatchCalendar(_ name: String) throws {
        let zone = try #require(TimeZone(identifier: name))
        let calendar = Self.calendar(zone)
        let transitions = Self.transitions(zone)
        if name == "America/New_York" || name == "Europe/Berlin" {
            #expect(transitions.count == 62, "\(name): \(transitions.count) transitions")
        }
        var failures = FailureReport()
        var readings = transitions.flatMap { Self.readings(around: $0, in: zone) }
        // And ordinary times, for zones with few or no transitions (Kolkata, UTC).
        var rng = SeededGenerator(seed: 0xD57)
        readings += (0..<500).map { _ in Int64.random(in: 946_684_800 ..< 1_924_992_000, using: &rng) }
        for (n, local) in readings.enumerated() {
            let want = try #require(calendar.date(from: Self.components(local)), "Calendar has no date for \(local)")
            let got = Date(try FastDate.LocalDateTime(localSeconds: local).timestamp(in: zone))
            failures.check(got == want, "\(name) \(Self.components(local)): FastDate \(got), Calendar \(want)")
            // Every tenth also as JSON text through the strategy.
            if n % 10 == 0 {
                let text = try FastDate.format(FastDate.Timestamp(seconds: local), as: .rfc3339.fractionDigits(0)).dropLast()  // drop the Z
                let decoded = try JSONFixtures.decodeDate(JSONFixtures.document(string: String(text)), .fastLocalDateTime(in: zone))
                failures.check(decoded == want, "\(name) \(text) via .fastLocalDateTime: \(decoded), Calendar \(want)")
                let flexible = try JSONFixtures.decodeDate(JSONFixtures.document(string: String(text)), .fastFlexible(timeZone: zone))
                failures.check(flexible == want, "\(name) \(text) via .fastFlexible: \(flexible), Calendar \(want)")
            }
        }
        failures.finish(minimumChecked: 500)
    }

    /// Times of day on the days around each transition, against `Calendar` given the day's
    /// components and the time; the day is named by any instant on it (here its noon, or
    /// 23:00, so that days starting at 01:00 are named too).
    @Test(arguments: zones)
    func timesOfDayMatchCalendar(_ name: String) throws {
        let zone = try #require(TimeZone(identifier: name))
        let calendar = Self.calendar(zone)
        var failures = FailureReport()
        for transition in Self.transitions(zone) {
            let day = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(transition)))
            for shift in -1...1 {
                let noon = try #require(calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day! + shift, hour: 12)))
                let anchor = shift == 0 ? noon : noon + 11 * 3600
                let components = calendar.dateComponents([.year, .month, .day], from: anchor)
                for quarter in 0..<96 {
                    let time = FastDate.LocalTime(secondsSinceMidnight: Int32(quarter * 900))
                    var wanted = components
                    (wanted.hour, wanted.minute) = (quarter / 4, quarter % 4 * 15)
                    let want = try #require(calendar.date(from: wanted))
                    let got = Date(try time.timestamp(on: anchor, in: zone))
                    failures.check(got == want, "\(name) \(wanted) on \(anchor): FastDate \(got), Calendar \(want)")
                }
            }
        }
        if name != "Asia/Kolkata" && name != "UTC" {
            failures.finish(minimumChecked: 96 * 3)
        }
    }

    /// The strategy works out its day once, and skips the zone for every value when no
    /// transition is near that day: every quarter hour of days at and up to four days from
    /// each transition (both paths), and of random days, decoded as one JSON array per day.
    @Test(arguments: zones)
    func timeOfDayStrategyMatchesCalendar(_ name: String) throws {
        let zone = try #require(TimeZone(identifier: name))
        let calendar = Self.calendar(zone)
        var failures = FailureReport()
        let times = (0..<96).map { String(format: "%02d:%02d", $0 / 4, $0 % 4 * 15) }
        let document = try JSONEncoder().encode(times)
        var anchors: [Date] = []
        for transition in Self.transitions(zone) {
            for shift in -4...4 {
                anchors.append(Date(timeIntervalSince1970: TimeInterval(transition + Int64(shift) * 86_400)))
            }
        }
        var rng = SeededGenerator(seed: 0x70D)
        anchors += (0..<60).map { _ in Date(timeIntervalSince1970: .random(in: 946_684_800 ..< 1_924_992_000, using: &rng)) }
        for anchor in anchors {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .fastTimeOfDay(on: anchor, in: zone)
            let dates = try decoder.decode([Date].self, from: document)
            let day = calendar.dateComponents([.year, .month, .day], from: anchor)
            for (quarter, got) in dates.enumerated() {
                var wanted = day
                (wanted.hour, wanted.minute) = (quarter / 4, quarter % 4 * 15)
                let want = try #require(calendar.date(from: wanted))
                failures.check(got == want, "\(name) \(wanted) via .fastTimeOfDay(on: \(anchor)): \(got), Calendar \(want)")
            }
        }
        failures.finish(minimumChecked: 96 * 60)
    }

    /// The day a `Date` is on, in a zone, is the one `Calendar` names, right up to the
    /// instants either side of local midnight.
    @Test(arguments: zones)
    func theDayOfADateMatchesCalendar(_ name: String) throws {
        let zone = try #require(TimeZone(identifier: name))
        let calendar = Self.calendar(zone)
        var failures = FailureReport()
        var rng = SeededGenerator(seed: 0xDA7)
        var instants: [Date] = (0..<300).map { _ in Date(timeIntervalSince1970: .random(in: 946_684_800 ..< 1_924_992_000, using: &rng)) }
        for instant in instants.prefix(100) {
            let midnight = calendar.startOfDay(for: instant)
            instants += [midnight, midnight - 0.001, midnight - 1e-6, midnight + 86_400 - 0.5]
        }
        let first = FastDate.LocalTime(secondsSinceMidnight: 12 * 3600)
        for instant in instants {
            var noon = calendar.dateComponents([.year, .month, .day], from: instant)
            noon.hour = 12
            let want = try #require(calendar.date(from: noon))
            let got = Date(try first.timestamp(on: instant, in: zone))
            failures.check(got == want, "\(name): noon on the day of \(instant.timeIntervalSince1970) is \(got), Calendar \(want)")
        }
        failures.finish(minimumChecked: 300)
    }
}
