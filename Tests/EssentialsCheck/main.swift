// Every zone feature with FoundationEssentials alone: CI builds this with the default trait
// off (`swift run --disable-default-traits fastdate-essentials-check`), where nothing links
// FoundationInternationalization and Foundation's `TimeZone(identifier:)` finds no zone on
// Linux. It checks that this is so, then reads Spec/time-zones/vectors/zones.json through
// the system database and every zone-taking door. Ends with "N passed, N failed".
import FastDate
import FastDateTimeZones
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

nonisolated(unsafe) var passed = 0
nonisolated(unsafe) var failed = 0
func check(_ ok: Bool, _ message: @autoclosure () -> String) {
    if ok { passed += 1 } else {
        failed += 1
        if failed <= 40 { print("FAIL:", message()) }
    }
}

struct Vectors: Decodable {
    let tzdata: String
    let zones: [Zone]
    struct Zone: Decodable {
        let identifier: String
        let transitions: [[Int64]]
        let offsets: [[Int64]]
        let locals: [[Local]]
        let startsOfDay: [[Int64]]
    }
    enum Local: Decodable {
        case number(Int64), text(String)
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let n = try? value.decode(Int64.self) { self = .number(n) } else { self = .text(try value.decode(String.self)) }
        }
        var number: Int64 { if case .number(let n) = self { n } else { 0 } }
        var text: String { if case .text(let t) = self { t } else { "" } }
    }
}

// 1. The environment is the lean one.
let leanFoundation = TimeZone(identifier: "Europe/Paris") == nil
#if os(Linux)
check(leanFoundation, "Foundation's TimeZone(identifier:) found Europe/Paris: this check must run without FoundationInternationalization")
#endif

// 2. A database folder of the bundled files, so the answer does not depend on the machine.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fastdate-essentials-\(ProcessInfo.processInfo.processIdentifier)")
for name in FastDate.TimeZone.bundledIdentifiers {
    let file = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(FastDate.TimeZone.bundledTZif(name)!).write(to: file)
}
defer { try? FileManager.default.removeItem(at: folder) }

var root = URL(fileURLWithPath: #filePath)
for _ in 0..<3 { root.deleteLastPathComponent() }
let data = try Data(contentsOf: root.appendingPathComponent("Spec/time-zones/vectors/zones.json"))
let vectors = try JSONDecoder().decode(Vectors.self, from: data)
check(vectors.zones.count == 40, "40 zones in the vectors")

for expected in vectors.zones {
    let name = expected.identifier
    let zone = try SystemZoneDatabase.zone(name, in: folder.path)
    for row in expected.transitions {
        let next = zone.nextTransition(after: FastDate.Timestamp(seconds: row[0] - 1))
        check(next?.instant.seconds == row[0] && next?.offsetBefore == Int32(row[1]) && next?.offsetAfter == Int32(row[2]),
              "\(name): transition \(row)")
    }
    for row in expected.offsets {
        check(zone.offset(at: FastDate.Timestamp(seconds: row[0])) == Int32(row[1]), "\(name): offset at \(row[0])")
        check((try? FastDate.LocalDateTime(FastDate.Timestamp(seconds: row[0]), in: zone))?.localSeconds == row[2], "\(name): reading at \(row[0])")
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .fastLocalDateTime(in: zone)
    let flexible = JSONDecoder()
    flexible.dateDecodingStrategy = .fastFlexible(timeZone: zone)
    let pattern = try FastDate.Pattern("yyyy-MM-dd'T'HH:mm:ss", timeZone: zone)
    for row in expected.locals {
        let (local, kind, before, compatible, earlier, later) = (row[0].number, row[1].text, Int32(row[2].number), row[4].number, row[5].number, row[6].number)
        guard let reading = try? FastDate.LocalDateTime(localSeconds: local) else { continue }
        for (choice, want) in [(FastDate.Disambiguation.compatible, compatible), (.earlier, earlier), (.later, later)] {
            check((try? reading.timestamp(in: zone, resolving: choice))?.seconds == want, "\(name): \(reading) .\(choice)")
        }
        let rejected = (try? reading.timestamp(in: zone, resolving: .reject))?.seconds
        check(kind == "u" ? rejected == compatible : rejected == nil, "\(name): \(reading) .reject")
        let text = reading.description
        if local >= -2_208_988_800 {
            check((try? decoder.decode([Date].self, from: Data("[\"\(text)\"]".utf8)))?.first?.timeIntervalSince1970 == Double(compatible),
                  "\(name): \(text) through .fastLocalDateTime(in:)")
            check((try? flexible.decode([Date].self, from: Data("[\"\(text)\"]".utf8)))?.first?.timeIntervalSince1970 == Double(compatible),
                  "\(name): \(text) through .fastFlexible(timeZone:)")
            check((try? FastDate.parseTimestamp(text, as: .pattern(pattern)))?.seconds == compatible, "\(name): \(text) through a pattern")
        }
        if kind == "u" && local >= -2_208_988_800 {
            // RFC 9557: the name is resolved by the system database, here `TZDIR`'s.
            let zoned = try? FastDate.ZonedDateTime(parsing: text + "[\(name)]")
            check(zoned == nil || (zoned?.timestamp.seconds == compatible && zoned?.timestamp.utcOffset == before),
                  "\(name): \(text)[\(name)]")
        }
    }
    for row in expected.startsOfDay {
        let day = try FastDate.LocalDateTime(localSeconds: row[0] * 86_400).date
        check((try? day.start(in: zone))?.seconds == row[1], "\(name): start of \(day)")
    }
}

// 3. The other doors, with the machine's own database where it has one.
if FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Paris") {
    let paris = try FastDate.TimeZone(identifier: "Europe/Paris")
    let zoned = try FastDate.ZonedDateTime(parsing: "2024-07-12T15:00:00+02:00[Europe/Paris]")
    check(zoned.timeZone == paris && zoned.timestamp.seconds == 1_720_789_200, "RFC 9557 with a zone name")
    check((try? FastDate.ZonedDateTime(parsing: "2024-07-12T15:00:00+01:00[Europe/Paris]")) == nil, "RFC 9557 refuses an offset its zone does not have")
    check((try? zoned.adding(months: 4))?.description == "2024-11-12T15:00:00+01:00[Europe/Paris]", "a month's arithmetic in Paris")
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .fast(.rfc3339, timeZone: paris)
    let encoded = String(decoding: try encoder.encode([Date(timeIntervalSince1970: 1_720_789_200)]), as: UTF8.self)
    check(encoded == #"["2024-07-12T15:00:00.000+02:00"]"#, "encoding at Paris's offset: \(encoded)")
    let sunset = try FastDate.LocalTime(parsing: "9:30 PM", as: .timeOfDay)
    check(try sunset.timestamp(on: Date(timeIntervalSince1970: 1_720_789_200), in: paris).seconds == 1_720_812_600, "a time of day in Paris")
    check((try? FastDate.ZonedDateTime(Date(timeIntervalSince1970: 1_720_789_200), in: paris))?.description
          == "2024-07-12T15:00:00+02:00[Europe/Paris]", "a zoned date-time written with its zone")
}
check(try FastDate.TimeZone(bundledIdentifier: "Asia/Kolkata").offset(at: FastDate.Timestamp(seconds: 0)) == 19_800, "the bundled database")

print("essentials zone check (tzdata \(vectors.tzdata), Foundation's named zones \(leanFoundation ? "absent" : "present")):")
print("\(passed) passed, \(failed) failed")
if failed > 0 { exit(1) }
