import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `FastDate.Disambiguation` (`Spec/local-time/local-time.md`, "Gaps and overlaps"), checked
/// around every transition from 1970 to 2037 of zones in both hemispheres, with half-hour and
/// 45-minute offsets and Lord Howe's 30-minute daylight saving. The oracle is worked out here
/// from each transition Foundation lists and the offsets on either side of it, not from the
/// code under test: a local time in a gap of length g after a transition at T from offset b
/// to a is skipped; one in an overlap is shown twice.
@Suite struct DisambiguationTests {
    static let zones = [
        "America/New_York", "America/Los_Angeles", "America/Chicago", "America/Sao_Paulo", "America/Santiago",
        "America/Havana", "America/Asuncion", "America/St_Johns", "America/Halifax", "America/Mexico_City",
        "Europe/London", "Europe/Paris", "Europe/Berlin", "Europe/Moscow", "Europe/Dublin", "Europe/Lisbon",
        "Europe/Istanbul", "Europe/Kyiv", "Africa/Cairo", "Africa/Casablanca", "Asia/Jerusalem", "Asia/Tehran",
        "Asia/Beirut", "Asia/Kolkata", "Asia/Kathmandu", "Asia/Tokyo", "Asia/Shanghai", "Asia/Dhaka",
        "Australia/Sydney", "Australia/Adelaide", "Australia/Lord_Howe", "Australia/Eucla", "Australia/Perth",
        "Pacific/Auckland", "Pacific/Chatham", "Pacific/Apia", "Pacific/Norfolk", "Atlantic/Azores", "UTC",
        "America/Caracas",
    ]

    /// What `disambiguation` makes of local seconds `local` next to a transition at `at`
    /// (instant) from offset `before` to offset `after`; `nil` for a rejection.
    static func expected(_ local: Int64, at: Int64, before: Int64, after: Int64, _ disambiguation: FastDate.Disambiguation) -> Int64?? {
        let gapOrOverlap = (min(at + before, at + after), max(at + before, at + after))
        guard local >= gapOrOverlap.0 && local < gapOrOverlap.1 else { return .some(nil) }  // unique: not decided here
        if after > before {  // a gap
            switch disambiguation {
            case .compatible, .later: return local - before
            case .earlier: return local - after
            case .reject: return .some(nil)
            }
        }
        switch disambiguation {  // an overlap
        case .compatible, .earlier: return local - before
        case .later: return local - after
        case .reject: return .some(nil)
        }
    }

    @Test(arguments: zones)
    func everyTransition(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var report = FailureReport()
        var instant = Date(timeIntervalSince1970: 0)
        let end = Date(timeIntervalSince1970: 2_145_916_800)  // 2038
        var transitions = 0
        while let next = zone.nextDaylightSavingTimeTransition(after: instant), next < end {
            instant = next
            let at = Int64(next.timeIntervalSince1970)
            let before = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(at - 1))))
            let after = Int64(zone.secondsFromGMT(for: next))
            guard before != after else { continue }
            transitions += 1
            let low = min(at + before, at + after), high = max(at + before, at + after)
            for local in [low, low + 1, (low + high) / 2, high - 1] {
                let reading = try FastDate.LocalDateTime(localSeconds: local)
                for disambiguation in FastDate.Disambiguation.allCases {
                    let got = Result { () throws(FastDate.ArithmeticError) in try reading.timestamp(in: zone, resolving: disambiguation).seconds }
                    switch Self.expected(local, at: at, before: before, after: after, disambiguation) {
                    case .some(.some(let want)):
                        report.check(got == .success(want), "\(identifier) \(local) \(disambiguation): \(got), want \(want)")
                    case .some(.none):
                        // The value's own error: the reading, not a byte of text it never had.
                        let kind: FastDate.ArithmeticError.Kind = after > before ? .skippedLocalTime : .repeatedLocalTime
                        report.check(got == .failure(FastDate.ArithmeticError(kind, localDateTime: reading)),
                                     "\(identifier) \(local) .reject: \(got), want \(kind)")
                    case .none:
                        break
                    }
                }
            }
            // Just outside: every choice names the one instant.
            for local in [low - 1, high] {
                let reading = try FastDate.LocalDateTime(localSeconds: local)
                let results = FastDate.Disambiguation.allCases.map { d in
                    Result { () throws(FastDate.ArithmeticError) in try reading.timestamp(in: zone, resolving: d).seconds }
                }
                report.check(Set(results.map { "\($0)" }).count == 1, "\(identifier) \(local): \(results)")
            }
        }
        if identifier == "UTC" || identifier == "Asia/Kolkata" || identifier == "Asia/Tokyo" {
            report.check(true, "no transitions")
        }
        report.finish(minimumChecked: min(transitions, 1))
    }

    /// The strategies take the same choice.
    @Test func strategiesResolveTheSameWay() throws {
        struct Box: Codable { let at: Date }
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let json = Data(#"{"at":"2021-11-07T01:30:00"}"#.utf8)
        for (disambiguation, seconds) in [(FastDate.Disambiguation.compatible, 1_636_263_000.0), (.earlier, 1_636_263_000), (.later, 1_636_266_600)] {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .fastLocalDateTime(in: newYork, resolving: disambiguation)
            #expect(try decoder.decode(Box.self, from: json).at.timeIntervalSince1970 == seconds)
            decoder.dateDecodingStrategy = .fastFlexible(timeZone: newYork, resolving: disambiguation)
            #expect(try decoder.decode(Box.self, from: json).at.timeIntervalSince1970 == seconds)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastLocalDateTime(in: newYork, resolving: .reject)
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(Box.self, from: Data(#"{"at":"2021-03-14T02:30:00"}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect((context.underlyingError as? FastDate.ParseError)?.kind == .skippedLocalTime)
    }

    /// `LocalDate(timestamp, in:)` and `start(in:)` against Foundation's `Calendar`.
    @Test func civilDaysInAZone() throws {
        var rng = SeededGenerator(seed: 0xDA75)
        for identifier in Self.zones {
            let zone = try #require(TimeZone(identifier: identifier))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for _ in 0..<200 {
                let seconds = Int64.random(in: -2_208_988_800...4_102_444_799, using: &rng)
                let t = FastDate.Timestamp(seconds: seconds)
                let date = try FastDate.LocalDate(t, in: zone)
                let parts = calendar.dateComponents([.year, .month, .day], from: Date(t))
                #expect([date.year, date.month, date.day] == [parts.year, parts.month, parts.day], "\(identifier) \(seconds)")
                let start = try date.start(in: zone)
                #expect(Date(start) == calendar.startOfDay(for: Date(t)), "\(identifier) start of \(date)")
            }
        }
    }
}
