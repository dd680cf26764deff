import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// RFC 9557 in the Foundation layer (`Spec/rfc9557/rfc9557.md`): `FastDate.ZonedDate` keeps the zone
/// name, checks a written offset against Foundation's `TimeZone` at that instant, places a
/// reading without an offset in the zone, and writes the suffix back; `.fastFlexible`
/// reads the suffix.
@Suite struct RFC9557ZonedDateTests {
    static let zones = [
        "Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Asia/Kathmandu",
        "America/St_Johns", "Europe/Dublin", "Pacific/Apia", "Africa/Casablanca", "America/Sao_Paulo",
        "Pacific/Chatham", "Antarctica/Troll",
    ]

    static func decode(_ text: String) throws -> FastDate.ZonedDate {
        try JSONDecoder().decode([FastDate.ZonedDate].self, from: JSONEncoder().encode([text]))[0]
    }

    static func parseError(_ text: String) -> FastDate.ParseError? {
        do {
            _ = try decode(text)
            return nil
        } catch let error as DecodingError {
            return JSONFixtures.corruption(error)?.underlyingError as? FastDate.ParseError
        } catch {
            return nil
        }
    }

    @Test func javasZonedDateTimeReadsAndWritesBack() throws {
        let text = "2022-07-08T00:14:07+02:00[Europe/Paris]"
        let zoned = try Self.decode(text)
        #expect(zoned.timestamp == FastDate.Timestamp(seconds: 1_657_232_047, utcOffset: 7200))
        #expect(zoned.timeZoneIdentifier == "Europe/Paris")
        #expect(zoned.timeZone?.identifier == "Europe/Paris")
        #expect(zoned.description == text)
        #expect(try JSONEncoder().encode([zoned]) == JSONEncoder().encode([text]))
    }

    /// For every zone, every 7 days and 5 hours from 1900 to 2100: the zone's offset at the
    /// instant (from Foundation) is accepted, the same instant one hour off is refused, and
    /// `Z` takes the zone's offset.
    @Test(arguments: zones)
    func writtenOffsetsAreCheckedAgainstTheZone(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var seconds: Int64 = -2_208_988_800  // 1900-01-01
        var checked = 0
        while seconds < 4_102_444_800 {  // 2100-01-01
            let offset = Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
            let t = FastDate.Timestamp(seconds: seconds, utcOffset: offset)
            let text = try FastDate.format(t, as: .iso8601.fractionDigits(0)) + "[\(identifier)]"
            let zoned = try Self.decode(text)
            #expect(zoned.timestamp == t, "\(text)")
            let wrong = FastDate.Timestamp(seconds: seconds, utcOffset: offset + 3600)
            let wrongText = try FastDate.format(wrong, as: .iso8601.fractionDigits(0)) + "[\(identifier)]"
            #expect(Self.parseError(wrongText)?.kind == .offsetMismatch, "\(wrongText)")
            let utc = try FastDate.format(FastDate.Timestamp(seconds: seconds), as: .rfc3339.fractionDigits(0)) + "[\(identifier)]"
            #expect(try Self.decode(utc).timestamp == t, "\(utc)")
            seconds += 7 * 86_400 + 5 * 3600
            checked += 1
        }
        #expect(checked > 10_000)
    }

    /// A reading without an offset lands where `.fastLocalDateTime(in:)` puts it, on both
    /// sides of every transition in 2021 for each zone.
    @Test(arguments: zones)
    func readingsWithoutAnOffsetFollowTheZone(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastLocalDateTime(in: zone)
        var instant = Date(timeIntervalSince1970: 1_609_459_200)  // 2021-01-01
        let end = Date(timeIntervalSince1970: 1_640_995_200)
        while let transition = zone.nextDaylightSavingTimeTransition(after: instant), transition < end {
            for delta in [-5400.0, -3600, -1800, 0, 1800, 3600, 5400] {
                let local = transition.addingTimeInterval(delta + Double(zone.secondsFromGMT(for: transition.addingTimeInterval(delta))))
                let reading = try FastDate.format(FastDate.Timestamp(local), as: .rfc3339.fractionDigits(0)).dropLast()  // no "Z"
                let text = String(reading) + "[\(identifier)]"
                let want = try decoder.decode([Date].self, from: JSONEncoder().encode([String(reading)]))[0]
                let zoned = try Self.decode(text)
                #expect(zoned.date == want, "\(text)")
                #expect(zoned.utcOffset == Int32(zone.secondsFromGMT(for: want)))
                #expect(zoned.timeZoneIdentifier == identifier)
            }
            instant = transition
        }
    }

    @Test func errorsOfTheZone() throws {
        #expect(Self.parseError("2022-07-08T00:14:07+02:00[Mars/Olympus_Mons]") == FastDate.ParseError(.unknownTimeZone, offset: 26))
        #expect(Self.parseError("2022-07-08T00:14:07+01:00[Europe/Paris]") == FastDate.ParseError(.offsetMismatch, offset: 26))
        #expect(Self.parseError("2022-07-08T00:14:07[u-ca=gregory]")?.kind == .missingOffset)
        #expect(Self.parseError("2022-07-08T00:14:07+01:00[!x=y]")?.kind == .unknownCriticalAnnotation)
        // Without a `[`, exactly `.iso8601`: a date alone is still UTC midnight.
        #expect(try Self.decode("2022-07-08").timestamp == FastDate.Timestamp(seconds: 1_657_238_400))
    }

    @Test func annotatedValuesWriteTheirZone() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let date = Date(timeIntervalSince1970: 1_720_789_200)
        #expect(FastDate.ZonedDate(date, in: paris, annotated: true).description == "2024-07-12T15:00:00+02:00[Europe/Paris]")
        #expect(FastDate.ZonedDate(date, in: paris).description == "2024-07-12T15:00:00+02:00")
        // Local mean time before 1911 has seconds in its offset, and round-trips.
        let lmt = FastDate.ZonedDate(Date(timeIntervalSince1970: -3_786_825_600), in: paris, annotated: true)
        #expect(lmt.description == "1850-01-01T00:09:21+00:09:21[Europe/Paris]")
        #expect(try Self.decode(lmt.description) == lmt)
        // Same instant, zone or not: ordered consistently with ==.
        let plain = FastDate.ZonedDate(date, in: paris)
        let named = FastDate.ZonedDate(date, in: paris, annotated: true)
        #expect(plain != named && plain < named && !(named < plain))
    }

    @Test func flexibleReadsTheSuffix() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastFlexible
        func read(_ text: String) throws -> Date { try decoder.decode([Date].self, from: JSONEncoder().encode([text]))[0] }
        #expect(try read("2022-07-08T00:14:07+02:00[Europe/Paris]") == Date(timeIntervalSince1970: 1_657_232_047))
        #expect(try read("2022-07-08T00:14:07[Europe/Paris]") == Date(timeIntervalSince1970: 1_657_232_047))
        #expect(try read("2022-07-08T00:14:07Z[u-ca=gregory]") == Date(timeIntervalSince1970: 1_657_239_247))
        #expect(throws: DecodingError.self) { try read("2022-07-08T00:14:07+01:00[Europe/Paris]") }
        decoder.dateDecodingStrategy = .fastFlexible(timeZone: TimeZone(identifier: "Asia/Tokyo"))
        // The text's zone wins over the strategy's; without one, the strategy's is used.
        #expect(try read("2022-07-08T00:14:07[Europe/Paris]") == Date(timeIntervalSince1970: 1_657_232_047))
        #expect(try read("2022-07-08T00:14:07[u-ca=gregory]") == Date(timeIntervalSince1970: 1_657_206_847))
    }
}
