import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `FastDate.ZonedDateTime` in the `FastDate` module: its reading of RFC 9557 text, at every
/// door and through `Codable`, is the deprecated `ZonedDate`'s, instant, zone and error alike
/// (one rule, the one it merges), on every text of `Spec/rfc9557/vectors/` and on texts in
/// real zones across their changes; and it writes back what it read.
@Suite struct ZonedDateTimeCodingTests {
    struct File: Decodable {
        struct Vector: Decodable { let input: String }
        let vectors: [Vector]
    }

    static func texts() throws -> [String] {
        var texts: [String] = []
        for name in ["annotated.json", "rfc9557.json"] {
            let data = try Data(contentsOf: PackagePaths.specVectors("rfc9557").appendingPathComponent(name))
            texts += try JSONDecoder().decode(File.self, from: data).vectors.map(\.input)
        }
        // Real zones every 11 days and 7 hours, 1970–2040: offsets as written, `Z`, and no offset.
        let zones = ["Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns"]
        for name in zones {
            let zone = try FastDate.TimeZone(identifier: name)
            var seconds: Int64 = 0
            while seconds < 2_208_988_800 {
                let t = FastDate.Timestamp(seconds: seconds, utcOffset: zone.offset(at: FastDate.Timestamp(seconds: seconds)))
                let written = try FastDate.format(t, as: .iso8601.fractionDigits(0))
                texts += [written + "[\(name)]", String(written.prefix(19)) + "[\(name)]", written]
                seconds += 11 * 86_400 + 7 * 3600
            }
        }
        return texts
    }

    struct ZonedReader: InputReader {
        func read<Text: FastDate.Input & ~Escapable>(_ text: Text) throws(FastDate.ParseError) -> FastDate.ZonedDateTime {
            try FastDate.ZonedDateTime(parsing: text)
        }
    }

    @available(*, deprecated, message: "compares with the deprecated ZonedDate")
    static func zonedDate(_ text: String) -> Result<FastDate.ZonedDate, FastDate.ParseError> {
        do throws(FastDate.ParseError) { return .success(try FastDate.parseZonedDate(text)) } catch { return .failure(error) }
    }

    @available(*, deprecated, message: "compares with the deprecated ZonedDate")
    @Test func readsAsZonedDateDidAtEveryDoor() throws {
        let texts = try Self.texts()
        #expect(texts.count > 10_000)
        var compared = 0
        for text in texts {
            let old = Self.zonedDate(text)
            for door in Door.allCases {
                let new = door.read(Array(text.utf8), with: ZonedReader())
                switch (old, new) {
                case (.success(let o), .success(let n)):
                    #expect(n.timestamp == o.timestamp, "\(text) via \(door)")
                    #expect((n.timeZone.hasName ? n.timeZone.identifier : nil) == o.timeZoneIdentifier, "\(text) via \(door)")
                    #expect(n.description == o.description, "\(text) via \(door)")
                case (.failure(let o), .failure(let n)):
                    #expect(n == o, "\(text) via \(door)")
                case (.success(let o), .failure(let n)):
                    // The one difference: a zoned value's reading stays within 0000–9999.
                    #expect(n.kind == .yearOutOfRange && !(0...9999).contains(o.timestamp.localYear), "\(text) via \(door): \(n)")
                case (.failure(let o), .success(let n)):
                    Issue.record("\(text) via \(door): ZonedDate refused it (\(o)), ZonedDateTime read \(n)")
                }
                compared += 1
            }
        }
        #expect(compared > 40_000)
    }

    @Test func codableReadsAndWritesBack() throws {
        for text in ["2022-07-08T00:14:07+02:00[Europe/Paris]", "2024-03-10T03:30:00-04:00[America/New_York]",
                     "2024-04-07T01:45:00+10:30[Australia/Lord_Howe]", "2021-03-19T10:37:20.500+01:00", "2021-03-19T09:37:20Z",
                     "2021-03-19T09:37:20Z[UTC]"] {
            let decoded = try JSONDecoder().decode([FastDate.ZonedDateTime].self, from: JSONEncoder().encode([text]))[0]
            #expect(try JSONDecoder().decode([String].self, from: JSONEncoder().encode([decoded])) == [text])
        }
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(FastDate.ZonedDateTime.self, from: Data(#""2024-07-12T15:00:00+01:00[Europe/Paris]""#.utf8))
        }
        #expect(ExpectedError.mismatch(error, kind: .offsetMismatch, offset: 26, input: "2024-07-12T15:00:00+01:00[Europe/Paris]", codingPath: []) == nil)
    }
}

private extension FastDate.Timestamp {
    /// The year of the reading at its offset (years past ±9999 included).
    var localYear: Int {
        let days = Int((seconds + Int64(utcOffset)) / 86_400) - (seconds + Int64(utcOffset) < 0 ? 1 : 0)
        return Int((Double(days) / 365.2425).rounded(.down)) + 1970
    }
}
