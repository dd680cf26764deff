import FastDateCore
import FastDateTimeZones
import FastDateTestSupport
import Testing

/// The TZif reader and the footer rule (`Spec/time-zones/time-zones.md`, "Reading TZif" and
/// "The footer rule"): every error it names, at its byte, and no trap on any bytes.
@Suite struct TZifReading {
    /// TZif bytes made by hand: version `version`, transitions to types, and a footer.
    static func tzif(version: UInt8 = UInt8(ascii: "2"), transitions: [(Int64, UInt8)] = [], types: [(Int32, Bool)] = [(0, false)],
                     footer: String? = "", leap: Int = 0, chars: [UInt8] = Array("UTC\0".utf8)) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func be64(_ v: Int64) -> [UInt8] { be32(UInt32(truncatingIfNeeded: UInt64(bitPattern: v) >> 32)) + be32(UInt32(truncatingIfNeeded: v)) }
        func block(_ timeSize: Int) -> (header: [UInt8], data: [UInt8]) {
            var header = Array("TZif".utf8) + [version] + Array(repeating: 0, count: 15)
            for count in [0, 0, leap, transitions.count, types.count, chars.count] { header += be32(UInt32(count)) }
            var data: [UInt8] = []
            for (t, _) in transitions { data += timeSize == 8 ? be64(t) : be32(UInt32(truncatingIfNeeded: t)) }
            data += transitions.map(\.1)
            for (offset, dst) in types { data += be32(UInt32(bitPattern: offset)) + [dst ? 1 : 0, 0] }
            data += chars
            for _ in 0..<leap { data += Array(repeating: 0, count: timeSize + 4) }
            return (header, data)
        }
        let v1 = block(4)
        guard version != 0 else { return v1.header + v1.data }
        let v2 = block(8)
        return v1.header + v1.data + v2.header + v2.data + (footer.map { Array("\n\($0)\n".utf8) } ?? [])
    }

    static func error(_ bytes: [UInt8]) -> FastDate.TimeZoneError? {
        do throws(FastDate.TimeZoneError) {
            _ = try FastDate.TimeZone(identifier: "Test/Zone", tzif: bytes)
            return nil
        } catch { return error }
    }

    static func zone(_ bytes: [UInt8]) throws -> FastDate.TimeZone {
        try FastDate.TimeZone(identifier: "Test/Zone", tzif: bytes)
    }

    @Test func everyBundledZoneLoads() throws {
        let names = FastDate.TimeZone.bundledIdentifiers
        #expect(names.count > 500)
        #expect(names.contains("US/Eastern") && names.contains("Asia/Calcutta") && names.contains("Europe/Kyiv"))
        for name in names {
            #expect(throws: Never.self, "\(name)") { _ = try FastDate.TimeZone(bundledIdentifier: name) }
        }
        #expect(try FastDate.TimeZone(bundledIdentifier: "US/Eastern").offset(at: .init(seconds: 1_720_800_000)) == -14_400)
        #expect(try FastDate.TimeZone(bundledIdentifier: "Asia/Calcutta").offset(at: .init(seconds: 1_720_800_000)) == 19_800)
        #expect(throws: FastDate.TimeZoneError(.unknownIdentifier)) { try FastDate.TimeZone(bundledIdentifier: "Mars/Olympus_Mons") }
    }

    @Test func errorsNameTheirKindAndByte() {
        let good = Self.tzif(transitions: [(0, 0), (100, 1)], types: [(0, false), (3600, true)], footer: "")
        #expect(Self.error(good) == nil)
        #expect(Self.error([]) == FastDate.TimeZoneError(.truncated, offset: 0))
        #expect(Self.error(Array("not a time zone file at all, but long enough to hold a header".utf8)) == FastDate.TimeZoneError(.notTZif, offset: 0))
        var badVersion = good
        badVersion[4] = UInt8(ascii: "5")
        #expect(Self.error(badVersion) == FastDate.TimeZoneError(.unsupportedVersion, offset: 4))
        #expect(Self.error(Self.tzif(leap: 1))?.kind == .leapSecondsUnsupported)
        #expect(Self.error(Self.tzif(types: []))?.kind == .invalidHeader)
        #expect(Self.error(Self.tzif(chars: []))?.kind == .invalidHeader)
        #expect(Self.error(Self.tzif(transitions: [(100, 0), (100, 0)]))?.kind == .transitionsOutOfOrder)
        #expect(Self.error(Self.tzif(transitions: [(100, 0), (50, 0)]))?.kind == .transitionsOutOfOrder)
        #expect(Self.error(Self.tzif(transitions: [(100, 1)]))?.kind == .invalidTimeType)
        #expect(Self.error(Self.tzif(types: [(86_400, false)]))?.kind == .offsetOutOfRange)
        #expect(Self.error(Self.tzif(types: [(Int32.min, false)]))?.kind == .offsetOutOfRange)
        let foo = Self.tzif(footer: "FOO")
        #expect(Self.error(foo) == FastDate.TimeZoneError(.invalidFooter, offset: foo.count - 4))
        #expect(Self.error(Self.tzif(footer: "CET-1CEST,M3.5.0,M13.5.0/3"))?.kind == .invalidFooter)
        #expect(Self.error(Self.tzif(footer: nil))?.kind == .truncated)
        #expect(Self.error(Self.tzif() + [0])?.kind == .trailingBytes)
        #expect(Self.error(Self.tzif(version: 0) + [0])?.kind == .trailingBytes)
        // Every prefix of a real file is refused, none traps.
        let newYork = FastDate.TimeZone.bundledTZif("America/New_York")!
        for length in 0..<newYork.count {
            #expect(Self.error(Array(newYork.prefix(length))) != nil, "a \(length)-byte prefix loaded")
        }
        #expect(FastDate.TimeZoneError(.truncated, offset: 7).description == "TZif data ends before the data its header counts at byte 7")
    }

    @Test func versionOneReadsItsThirtyTwoBitBlock() throws {
        let zone = try Self.zone(Self.tzif(version: 0, transitions: [(-100, 1), (1_000_000, 0)], types: [(3600, false), (7200, true)]))
        #expect(zone.offset(at: .init(seconds: -101)) == 3600)
        #expect(zone.offset(at: .init(seconds: -100)) == 7200)
        #expect(zone.offset(at: .init(seconds: 1_000_000)) == 3600)
        #expect(zone.nextTransition(after: .init(seconds: 0))?.instant.seconds == 1_000_000)
        #expect(zone.previousTransition(before: .init(seconds: 0))?.instant.seconds == -100)
        #expect(zone.nextTransition(after: .init(seconds: 1_000_000)) == nil)
    }

    /// Footer rules Python's 40 zones do not cover: all-year daylight time, the default
    /// dates, `J` and zero-based days in a leap year, and a rule time past 24 hours.
    @Test func footerRules() throws {
        let allYear = try Self.zone(Self.tzif(footer: "EST5EDT,0/0,J365/25"))
        for t: Int64 in [0, 1_900_000_000, 4_000_000_000, 20_000_000_000] {
            #expect(allYear.offset(at: .init(seconds: t)) == -14_400)
        }
        #expect(allYear.nextTransition(after: .init(seconds: 0)) == nil)

        let unitedStates = try Self.zone(Self.tzif(footer: "EST5EDT"))
        #expect(unitedStates.nextTransition(after: .init(seconds: 1_893_456_000))?.instant.seconds == 1_899_356_400)
        #expect(unitedStates.nextTransition(after: .init(seconds: 1_899_356_400))?.instant.seconds == 1_919_916_000)
        #expect(unitedStates.previousTransition(before: .init(seconds: 1_919_916_000))?.instant.seconds == 1_899_356_400)

        let julian = try Self.zone(Self.tzif(footer: "AAA0BBB,J60/0,J300/0"))
        #expect(julian.nextTransition(after: .init(seconds: 1_704_067_200))?.instant.seconds == 1_709_251_200)  // 2024-03-01
        #expect(julian.nextTransition(after: .init(seconds: 1_672_531_200))?.instant.seconds == 1_677_628_800)  // 2023-03-01
        let counted = try Self.zone(Self.tzif(footer: "AAA0BBB,59/0,300/0"))
        #expect(counted.nextTransition(after: .init(seconds: 1_704_067_200))?.instant.seconds == 1_709_164_800)  // 2024-02-29

        let jerusalem = try Self.zone(Self.tzif(footer: "IST-2IDT,M3.4.4/26,M10.5.0"))
        let start = try #require(jerusalem.nextTransition(after: .init(seconds: 1_893_456_000)))
        #expect(start.instant.seconds == 1_900_972_800 && start.offsetBefore == 7200 && start.offsetAfter == 10_800)
        #expect(Self.error(Self.tzif(footer: "<+0330>-3:30")) == nil)
        #expect(try Self.zone(Self.tzif(footer: "<+0330>-3:30")).offset(at: .init(seconds: 5_000_000_000)) == 12_600)
    }

    /// Hostile bytes: random mutations of real files either load or throw, and a zone that
    /// loads answers every question without trapping.
    @Test func mutatedFilesNeverTrap() {
        var generator = SeededGenerator(seed: 46)
        let sources = ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Pacific/Apia"].compactMap(FastDate.TimeZone.bundledTZif)
        var loaded = 0, refused = 0
        for round in 0..<4_000 {
            var bytes = sources[round % sources.count]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            do throws(FastDate.TimeZoneError) {
                let zone = try FastDate.TimeZone(identifier: "Mutant", tzif: bytes)
                loaded += 1
                for t in [Int64.min, -1 << 40, 0, 1_700_000_000, 5_000_000_000, 1 << 40, .max] {
                    let instant = FastDate.Timestamp(seconds: t)
                    _ = zone.offset(at: instant)
                    _ = zone.nextTransition(after: instant)
                    _ = zone.previousTransition(before: instant)
                }
                _ = zone.placement(of: FastDate.LocalDateTime(date: try! FastDate.LocalDate(year: 2024, month: 3, day: 31), time: FastDate.LocalTime(secondsSinceMidnight: 7200)))
            } catch {
                refused += 1
            }
        }
        #expect(loaded > 100 && refused > 100, "loaded \(loaded), refused \(refused)")
    }

    /// A table spanning billions of years widens its buckets rather than allocate billions.
    @Test func farTransitionsKeepTheIndexSmall() throws {
        let zone = try Self.zone(Self.tzif(transitions: [(-(1 << 59), 1), (0, 0), (1 << 60, 1)], types: [(0, false), (3600, true)]))
        #expect(zone.offset(at: .init(seconds: -(1 << 59) - 1)) == 0)
        #expect(zone.offset(at: .init(seconds: -1)) == 3600)
        #expect(zone.offset(at: .init(seconds: 1 << 50)) == 0)
        #expect(zone.offset(at: .init(seconds: .max)) == 3600)
    }

    /// The index starts at the first change from 1900 on; instants before it, back to the
    /// change before that, are answered from its first bucket, and older ones by a search,
    /// which must still see the oldest offset (local mean time).
    @Test func instantsBeforeTheIndexKeepTheirOffsets() throws {
        // Lord Howe's shape: local mean time until 1895, one offset until 1981, then more.
        let lordHowe = try Self.zone(Self.tzif(transitions: [(-2_364_113_092, 1), (352_216_800, 2)],
                                               types: [(38_180, false), (36_000, false), (37_800, false)]))
        #expect(lordHowe.offset(at: .init(seconds: -2_364_113_093)) == 38_180)
        #expect(lordHowe.offset(at: .init(seconds: -2_300_000_000)) == 36_000)
        #expect(lordHowe.offset(at: .init(seconds: 66_420_875)) == 36_000)
        #expect(lordHowe.offset(at: .init(seconds: 352_216_799)) == 36_000)
        #expect(lordHowe.offset(at: .init(seconds: 352_216_800)) == 37_800)
        let reading = try FastDate.LocalDateTime(localSeconds: 66_420_875 + 36_000)
        #expect(try reading.timestamp(in: lordHowe).seconds == 66_420_875)
        #expect(lordHowe.placement(of: reading) == .unique(36_000))
        // Every change before 1900: the one offset after it, and the one before it.
        let early = try Self.zone(Self.tzif(transitions: [(-2_500_000_000, 1)], types: [(100, false), (3_600, false)]))
        #expect(early.offset(at: .init(seconds: -2_600_000_000)) == 100)
        #expect(early.offset(at: .init(seconds: -2_500_000_000)) == 3_600)
        #expect(early.offset(at: .init(seconds: 0)) == 3_600)
        #expect(try FastDate.LocalDateTime(localSeconds: -2_600_000_000).timestamp(in: early).seconds == -2_600_000_100)
    }

    @Test func namesAndFixedOffsets() {
        #expect(FastDate.TimeZone.utc.identifier == "UTC" && FastDate.TimeZone.utc.isFixedOffset)
        #expect(FastDate.TimeZone(utcOffset: 19_800)?.identifier == "+05:30")
        #expect(FastDate.TimeZone(utcOffset: 0)?.identifier == "+00:00")
        #expect(FastDate.TimeZone(utcOffset: -3_723)?.identifier == "-01:02:03")
        #expect(FastDate.TimeZone(utcOffset: 86_400) == nil)
        #expect(FastDate.TimeZone.fixed(named: "+0530")?.identifier == "+05:30")
        #expect(FastDate.TimeZone.fixed(named: "-08")?.identifier == "-08:00")
        #expect(FastDate.TimeZone.fixed(named: "+24:00") == nil)
        #expect(FastDate.TimeZone.fixed(named: "Europe/Paris") == nil)
        for good in ["Europe/Paris", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "EST5EDT", "a.b"] {
            #expect(FastDate.TimeZone.isDatabaseName(good), "\(good)")
        }
        for bad in ["", "/etc/passwd", "../etc/passwd", "Europe/../../etc", "Europe//Paris", "Europe/.", "Europe/", "a b", "é", String(repeating: "a", count: 256)] {
            #expect(!FastDate.TimeZone.isDatabaseName(bad), "\(bad)")
        }
        #expect(FastDate.TimeZone.utc == FastDate.TimeZone.fixed(named: "UTC"))
        #expect(Set([FastDate.TimeZone.utc, .utc]).count == 1)
    }
}

/// A reading placed in a zone with `.reject` fails with the reading it refused, and no byte of
/// text: the value was never text (issue 48, item 5).
@Suite struct RejectedReadingTests {
    @Test func theErrorNamesTheReading() throws {
        let newYork = try FastDate.TimeZone(bundledIdentifier: "America/New_York")
        let skipped = try FastDate.LocalDateTime(parsing: "2021-03-14T02:30:00")
        let repeated = try FastDate.LocalDateTime(parsing: "2021-11-07T01:30:00")
        #expect(throws: FastDate.ArithmeticError(.skippedLocalTime, localDateTime: skipped)) {
            try skipped.timestamp(in: newYork, resolving: .reject)
        }
        #expect(throws: FastDate.ArithmeticError(.repeatedLocalTime, localDateTime: repeated)) {
            try repeated.timestamp(in: newYork, resolving: .reject)
        }
        do {
            _ = try repeated.timestamp(in: newYork, resolving: .reject)
        } catch {
            #expect(error.description == "2021-11-07T01:30:00 is shown twice by the zone's clock (an overlap), and the disambiguation is .reject")
            #expect(!error.description.contains("byte"))
        }
        #expect(try repeated.timestamp(in: newYork).seconds == 1_636_263_000)
    }
}
