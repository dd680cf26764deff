import FastDateCore
import FastDateTimeZones
import Foundation
import Testing
import FastDateTestSupport

/// `FastDate.ZonedDateTime` against `Spec/arithmetic/vectors/zoned.json`, made by
/// `Spec/tools/zoned_vectors.py` from whenever (Temporal's rule for adding calendar units), in
/// real zones around their changes of offset, read from the bundled database.
@Suite struct ZonedDateTimeTests {
    struct File: Decodable {
        struct Vector: Decodable {
            let zone: String, instantSeconds: Int64, instantNanoseconds: Int32, reading: String, op: String
            let years: Int?, months: Int?, weeks: Int?, days: Int?, hours: Int?, minutes: Int?, seconds: Int?, nanoseconds: Int?
            let disambiguation: String?
            let unit: String?, increment: Int?, rule: String?
            let resultSeconds: Int64?, resultNanoseconds: Int32?, resultOffset: Int32?, result: String?
            let lengthSeconds: Int64?
            let error: String?, local: String?
        }
        let vectors: [Vector]
    }

    static func load() throws -> File {
        let data = try Data(contentsOf: PackagePaths.specVectors("arithmetic").appendingPathComponent("zoned.json"))
        return try JSONDecoder().decode(File.self, from: data)
    }

    static let disambiguations: [String: FastDate.Disambiguation] = ["compatible": .compatible, "earlier": .earlier, "later": .later, "reject": .reject]

    @Test func everyVector() throws {
        let file = try Self.load()
        #expect(file.vectors.count > 4000)
        var zones: [String: FastDate.TimeZone] = [:]
        var checked: [String: Int] = [:]
        for v in file.vectors {
            let zone = try zones[v.zone] ?? FastDate.TimeZone(bundledIdentifier: v.zone)
            zones[v.zone] = zone
            let z = try FastDate.ZonedDateTime(FastDate.Timestamp(seconds: v.instantSeconds, nanoseconds: v.instantNanoseconds), in: zone)
            #expect(z.description.hasPrefix(String(v.reading.prefix(19))), "\(v.reading): \(z)")
            let what = "\(v.reading) \(v.op)"
            let unit = FastDate.Unit(rawValue: v.unit ?? "") ?? .nanosecond
            let rule = TimestampRoundingTests.rules[v.rule ?? ""] ?? .toNearestOrAwayFromZero
            let disambiguation = Self.disambiguations[v.disambiguation ?? ""] ?? .compatible
            do throws(FastDate.ArithmeticError) {
                let got: FastDate.ZonedDateTime
                switch v.op {
                case "add":
                    got = try z.adding(years: v.years ?? 0, months: v.months ?? 0, weeks: v.weeks ?? 0, days: v.days ?? 0,
                                       hours: v.hours ?? 0, minutes: v.minutes ?? 0, seconds: v.seconds ?? 0, nanoseconds: v.nanoseconds ?? 0,
                                       resolving: disambiguation)
                case "start":
                    got = try z.start(of: unit)
                case "round":
                    got = try z.rounded(to: unit, increment: v.increment ?? 1, rule)
                case "lengthOfDay":
                    #expect(z.lengthOfDay == .seconds(v.lengthSeconds ?? -1), "\(what)")
                    checked[v.op, default: 0] += 1
                    continue
                default:
                    Issue.record("unknown op \(v.op)")
                    continue
                }
                #expect(v.error == nil, "\(what): expected \(v.error ?? ""), got \(got)")
                #expect(got.timestamp == FastDate.Timestamp(seconds: v.resultSeconds ?? 0, nanoseconds: v.resultNanoseconds ?? 0, utcOffset: v.resultOffset ?? 0),
                        "\(what) \(v.unit ?? "") \(v.rule ?? "") \(v.disambiguation ?? ""): got \(got), expected \(v.result ?? "")")
                #expect(got.timeZone == zone)
            } catch {
                #expect(error.kind.rawValue == v.error, "\(what): \(error)")
                if let local = v.local {
                    #expect(error.localDateTime?.description == local, "\(what): \(error)")
                }
            }
            checked[v.op, default: 0] += 1
        }
        #expect(checked.count == 4 && checked.values.allSatisfy { $0 > 1000 }, "\(checked)")
    }
}
