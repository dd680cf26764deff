import FastDate
import FastDateTimeZones
import FastDateTestSupport
import Foundation
import Testing

/// Where zones come from, in the `FastDate` module (`Spec/time-zones/time-zones.md`, "Where
/// zones come from"): the system database, read from a folder of TZif files; Foundation's
/// zones bridged both ways; and every source agreeing with the others and with `zoneinfo`.
@Suite struct TimeZoneSourceTests {
    /// A database folder made of the bundled files, so the test does not depend on the
    /// machine's tzdata release.
    static let folder: Result<String, any Error> = Result {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fastdate-tzdir-\(ProcessInfo.processInfo.processIdentifier)")
        for name in FastDate.TimeZone.bundledIdentifiers {
            let file = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(FastDate.TimeZone.bundledTZif(name)!).write(to: file)
        }
        return root.path
    }

    @Test func systemDatabaseAgreesWithZoneinfo() throws {
        let folder = try Self.folder.get()
        var report = FailureReport()
        for expected in try ZoneVectors.load().zones {
            let zone = try SystemZoneDatabase.zone(expected.identifier, in: folder)
            ZoneVectors.check(zone, against: expected, report: &report)
        }
        report.finish(minimumChecked: 40_000)
    }

    @Test func systemDatabaseErrors() throws {
        let folder = try Self.folder.get()
        #expect(throws: FastDate.TimeZoneError(.unknownIdentifier)) { try SystemZoneDatabase.zone("Mars/Olympus_Mons", in: folder) }
        #expect(throws: FastDate.TimeZoneError(.unknownIdentifier)) { try SystemZoneDatabase.zone("America", in: folder) }
        #expect(throws: FastDate.TimeZoneError(.invalidIdentifier)) { try SystemZoneDatabase.zone("../../etc/passwd", in: folder) }
        #expect(throws: FastDate.TimeZoneError(.invalidIdentifier)) { try FastDate.TimeZone(identifier: "/etc/passwd") }
        try Data("not TZif".utf8).write(to: URL(fileURLWithPath: folder + "/Bad_Zone"))
        #expect(throws: FastDate.TimeZoneError(.notTZif, offset: 0)) { try SystemZoneDatabase.zone("Bad_Zone", in: folder) }
        // Names that need no file.
        #expect(try FastDate.TimeZone(identifier: "UTC") == .utc)
        #expect(try FastDate.TimeZone(identifier: "+05:30").offset(at: .init(seconds: 0)) == 19_800)
        #expect(try FastDate.TimeZone(identifier: "-0800").identifier == "-08:00")
    }

    /// The machine's own database, where it has one: read, and the same zone as the bundle's
    /// where the releases agree.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/America/New_York"),
                   "needs the system's tzdata in /usr/share/zoneinfo"))
    func theMachinesDatabase() throws {
        let system = try FastDate.TimeZone(identifier: "America/New_York")
        let bundled = try FastDate.TimeZone(bundledIdentifier: "America/New_York")
        #expect(system == bundled)
        for t in stride(from: Int64(-2_208_988_800), to: 4_102_444_800, by: 86_400 * 7) {
            #expect(system.offset(at: .init(seconds: t)) == bundled.offset(at: .init(seconds: t)))
        }
    }

    /// The names whose definitions tzdata 2024b changed (each became a link to a city's
    /// zone), which Foundation's older data still defines its own way.
    static let redefinedIn2024b: Set<String> = ["CET", "CST6CDT", "EET", "EST", "EST5EDT", "HST", "MET", "MST", "MST7MDT", "PST8PDT", "WET"]
    /// 1970-01-01: before it, Debian's tzdata (built with `backzone`) keeps the history of
    /// zones that upstream tzdata, and so Foundation, makes links (`Africa/Addis_Ababa` to
    /// `Africa/Nairobi`).
    static let backzoneEnds: Int64 = 0

    /// Every bundled zone agrees with Foundation's `TimeZone` at every one of Foundation's
    /// transitions from 1900 to 2100, either side of it, and at random instants past 2037,
    /// where the footer rule answers. Foundation's data is its own (ICU's), so this checks
    /// the reader and the rule against an implementation that shares neither. Where the two
    /// databases differ by design, differences are counted, not failed: before 1970 (the
    /// `backzone` histories) and in the names tzdata 2024b redefined; any other is a failure.
    @Test func bundledZonesAgreeWithFoundation() throws {
        var generator = SeededGenerator(seed: 46)
        var report = FailureReport()
        var zones = 0
        var knownDifferences = 0
        for name in FastDate.TimeZone.bundledIdentifiers {
            guard let foundation = TimeZone(identifier: name), foundation.identifier == name else { continue }
            zones += 1
            let zone = try FastDate.TimeZone(bundledIdentifier: name)
            func foundationOffset(_ t: Int64) -> Int32 { Int32(foundation.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(t)))) }
            var cursor = Date(timeIntervalSince1970: -2_208_988_800)
            while let next = foundation.nextDaylightSavingTimeTransition(after: cursor), next.timeIntervalSince1970 < 4_102_444_800 {
                let t = Int64(next.timeIntervalSince1970.rounded(.up))
                for probe in [t - 1, t] {
                    let agrees = zone.offset(at: .init(seconds: probe)) == foundationOffset(probe)
                    if !agrees && (probe < Self.backzoneEnds || Self.redefinedIn2024b.contains(name)) {
                        knownDifferences += 1
                        continue
                    }
                    report.check(agrees, "\(name) at \(probe): \(zone.offset(at: .init(seconds: probe))), Foundation \(foundationOffset(probe))")
                }
                cursor = next
            }
            for _ in 0..<20 where !Self.redefinedIn2024b.contains(name) {
                let t = Int64.random(in: 2_145_916_800..<4_102_444_800, using: &generator)
                report.check(zone.offset(at: .init(seconds: t)) == foundationOffset(t),
                             "\(name) at \(t): \(zone.offset(at: .init(seconds: t))), Foundation \(foundationOffset(t))")
            }
        }
        #expect(zones > 400)
        // The known differences are a small part: a bug in the reader would be everywhere.
        #expect(knownDifferences < report.checked / 20, "\(knownDifferences) differences before 1970 or in redefined names")
        report.finish(minimumChecked: 50_000)
    }

    /// Foundation's zone bridged is exact: its offsets, in and outside its table's years,
    /// and back to Foundation by name.
    @Test func foundationBridge() throws {
        let foundation = try #require(TimeZone(identifier: "Europe/Paris"))
        let bridged = FastDate.TimeZone(foundation)
        #expect(bridged.identifier == "Europe/Paris")
        for t: Int64 in [-4_000_000_000, -2_208_988_800, 0, 1_711_846_800, 1_711_846_799, 4_102_444_800, 9_000_000_000] {
            #expect(Int(bridged.offset(at: .init(seconds: t))) == foundation.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(t))))
        }
        #expect(TimeZone(bridged) == foundation)
        #expect(TimeZone(FastDate.TimeZone(utcOffset: 3600)!)?.secondsFromGMT() == 3600)
        let fixed = FastDate.TimeZone(TimeZone(secondsFromGMT: -3600)!)
        #expect(fixed.isFixedOffset && fixed.offset(at: .init(seconds: 0)) == -3600)
    }

    /// One rule at every door: the core, the decoding strategies, a pattern and RFC
    /// 9557 text name the same instant for every reading of the vectors, with a
    /// `FastDate.TimeZone` and with Foundation's zone of the same name.
    @Test(arguments: ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Pacific/Apia"])
    func everyDoorPlacesAlike(_ name: String) throws {
        let expected = try #require(try ZoneVectors.load().zones.first { $0.identifier == name })
        let zone = try FastDate.TimeZone(bundledIdentifier: name)
        let foundation = try #require(TimeZone(identifier: name))
        let strategies: [JSONDecoder.DateDecodingStrategy] = [
            .fastLocalDateTime(in: zone), .fastLocalDateTime(in: foundation), .fastFlexible(timeZone: zone),
        ]
        let pattern = try FastDate.Pattern("yyyy-MM-dd'T'HH:mm:ss", timeZone: zone)
        var report = FailureReport()
        for local in expected.locals where local.localSeconds >= -2_208_988_800 {
            let reading = try FastDate.LocalDateTime(localSeconds: local.localSeconds)
            let text = reading.description
            let want = Double(local.compatible)
            for strategy in strategies {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = strategy
                let got = try? decoder.decode([Date].self, from: Data("[\"\(text)\"]".utf8))[0].timeIntervalSince1970
                report.check(got == want, "\(name) \(text) decoded: \(String(describing: got)), want \(want)")
            }
            let viaPattern = try? FastDate.parseTimestamp(text, as: .pattern(pattern)).seconds
            report.check(viaPattern == local.compatible, "\(name) \(text) via a pattern: \(String(describing: viaPattern))")
            let viaFoundation = try? reading.timestamp(in: foundation).seconds
            report.check(viaFoundation == local.compatible, "\(name) \(text) in Foundation's zone: \(String(describing: viaFoundation))")
            if local.kind == "u" {
                let zoned = try? FastDate.parseZonedDate(text + "[\(name)]")
                report.check(zoned?.timestamp.seconds == local.compatible && zoned?.timestamp.utcOffset == local.before,
                             "\(name) \(text)[\(name)]: \(String(describing: zoned))")
            }
        }
        report.finish(minimumChecked: 200)
    }

    /// An offset that disagrees with its named zone: refused by default, or either one
    /// preferred (`Spec/rfc9557/rfc9557.md`; Temporal's `offset: "reject" / "use" / "ignore"`).
    @Test func offsetConflicts() throws {
        let text = "2024-07-12T15:00:00+01:00[Europe/Paris]"  // Paris is at +02:00 in July
        #expect(throws: FastDate.ParseError(.offsetMismatch, offset: 26)) { try FastDate.parseZonedDate(text) }
        let offset = try FastDate.parseZonedDate(text, offsetConflict: .preferOffset)
        #expect(offset.timestamp.seconds == 1_720_792_800 && offset.utcOffset == 7200 && offset.timeZoneIdentifier == "Europe/Paris")
        let zone = try FastDate.parseZonedDate(Array(text.utf8), offsetConflict: .preferZone)
        #expect(zone.timestamp.seconds == 1_720_789_200 && zone.utcOffset == 7200)
        // Agreeing texts read the same whatever the choice; so does one written with `Z`.
        for conflict in FastDate.OffsetConflict.allCases {
            #expect(try FastDate.parseZonedDate("2024-07-12T15:00:00+02:00[Europe/Paris]", offsetConflict: conflict).timestamp.seconds == 1_720_789_200)
            #expect(try FastDate.parseZonedDate("2024-07-12T13:00:00Z[Europe/Paris]", offsetConflict: conflict).utcOffset == 7200)
        }
        // Preferring the zone places the written local time as any other: a gap moves forward.
        let gap = try FastDate.parseZonedDate("2021-03-14T02:30:00+09:00[America/New_York]", offsetConflict: .preferZone)
        #expect(gap.timestamp.seconds == 1_615_707_000 && gap.utcOffset == -14_400)
    }
}
