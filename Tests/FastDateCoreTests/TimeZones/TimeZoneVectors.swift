import FastDateCore
import FastDateTimeZones
import FastDateTestSupport
import Testing

/// `Spec/time-zones/vectors/zones.json` (Python's `zoneinfo`) through zones read from the
/// bundled database's TZif bytes: transitions, offsets, placements with every
/// disambiguation, and starts of day, from 1900 to 2100 and past it.
@Suite struct TimeZoneVectors {
    static let vectors = Result { try ZoneVectors.load() }

    @Test func fortyZonesFrom1900To2100() throws {
        let vectors = try Self.vectors.get()
        #expect(vectors.zones.count == 40)
        #expect(vectors.zones.reduce(0) { $0 + $1.transitions.count } > 5_000)
        #expect(vectors.tzdata == FastDate.TimeZone.bundledDatabaseVersion,
                "the vectors and the bundled database come from different tzdata releases: regenerate both")
    }

    @Test(arguments: try! ZoneVectors.load().zones.map(\.identifier))
    func bundledZoneAgreesWithZoneinfo(_ identifier: String) throws {
        let expected = try #require(try Self.vectors.get().zones.first { $0.identifier == identifier })
        let zone = try FastDate.TimeZone(bundledIdentifier: identifier)
        #expect(zone.identifier == identifier)
        var report = FailureReport()
        ZoneVectors.check(zone, against: expected, report: &report)
        report.finish(minimumChecked: 1_000)
    }
}
