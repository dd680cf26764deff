@testable import FastDateCore
import Testing
import FastDateTestSupport

/// The registry (`Grammars/FormatFacts.swift`): every list of formats the package keeps is
/// derived from it, so these check what the derivations rely on.
@Suite struct FormatRegistryTests {
    /// Each named format's name is its own, and reads back as that format: the Arrow
    /// kernel's and `Codable`'s names come from here.
    @Test func everyNameIsOneFormat() {
        let named = FastDate.Format.everyNamed
        #expect(Set(named.map(\.name)).count == named.count, "two formats share a name: \(named.map(\.name))")
        for format in named {
            #expect(FastDate.Format(named: format.name) == format, "\(format.name)")
        }
        #expect(FastDate.Format(named: "pattern") == nil, "a pattern needs its pattern")
        #expect(FastDate.Format(named: "rfc3339 ") == nil)
        // One of each kind but the pattern, and each epoch unit.
        #expect(named.count == FastDate.Format.Profile.allCases.count - 1 + FastDate.EpochUnit.allCases.count - 1)
    }

    /// The hint order packs each rank's kind in four bits of a `UInt64`
    /// (`FormatHint.rankedKinds`): ranks must be distinct and below 16, and a ranked
    /// kind's raw value below 15.
    @Test func hintRanksFitTheirTable() {
        let ranked = FastDate.Format.Profile.allCases.compactMap { kind in kind.facts.hintRank.map { (kind, $0) } }
        #expect(Set(ranked.map(\.1)).count == ranked.count, "two kinds share a hint rank: \(ranked)")
        for (kind, rank) in ranked {
            #expect(rank < 16 && kind.rawValue < 15, "\(kind): rank \(rank)")
        }
    }

    /// Every unit stored in a format comes back as itself, with and without fraction digits
    /// beside it (`EpochUnit(code:)` casts the stored bits).
    @Test func everyEpochUnitSurvivesTheFormatsBytes() {
        for unit in FastDate.EpochUnit.allCases {
            #expect(FastDate.Format.epoch(unit).unit == unit)
            for digits in [0, 3, 9, 10] {
                #expect(FastDate.Format.epoch(unit).fractionDigits(digits).unit == unit, "\(unit) with \(digits) digits")
            }
            #expect(FastDate.EpochUnit(name: unit.name) == unit)
        }
        #expect(Set(FastDate.EpochUnit.allCases.map(\.symbol)) == ["s", "ms", "us", "ns"])
    }

    /// Each grammar's fast path, tried before the dispatch, is accept-only: on texts the
    /// grammar writes and on corruptions of them, it returns nothing or exactly what the
    /// grammar's whole reading returns.
    @Test func everyFastPathAgreesWithItsReader() throws {
        var generator = SeededGenerator(seed: 0xFA57_9A7)
        let formats = FastDate.Format.everyNamed + [.pattern(try FastDate.Pattern("yyyy-MM-dd HH:mm:ss"))]
        var accepted = 0
        for format in formats {
            for _ in 0..<TestLength.choose(short: 400, long: 4_000) {
                let t = FastDate.Timestamp(unchecked: Int64.random(in: -2_000_000_000...4_000_000_000, using: &generator),
                                           Bool.random(using: &generator) ? 0 : Int32.random(in: 0..<1_000_000_000, using: &generator), 0)
                guard let text = try? FastDate.format(t, as: format) else { continue }
                var bytes = Array(text.utf8)
                if Bool.random(using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0x20...0x7E, using: &generator)
                }
                bytes.withUnsafeBytes { raw in
                    let input = ByteInput(base: raw.baseAddress!, count: raw.count)
                    guard let fast = format.withGrammar(FormatReader.FastPathReading(input: input)) else { return }
                    accepted += 1
                    let whole = Result { () throws(FastDate.ParseError) in try FormatReader.read(raw, format) }
                    #expect(whole == .success(fast), "\(format.name): \(String(decoding: bytes, as: UTF8.self))")
                }
            }
        }
        #expect(accepted > 500, "the fast paths read too few texts (\(accepted)) to check them")
    }

    /// The column lanes' range limits come from the unit table: the largest count's top
    /// digits, and the digits below which every count is in range (`EpochLanes`).
    @Test func laneLimitsComeFromTheUnitTable() {
        let maximum = FastDate.Timestamp.maximumSeconds
        #expect(String(maximum).count == EpochLanes.maximumSecondsDigits)
        for unit in FastDate.EpochUnit.allCases where unit.facts.readsInLanes {
            let largestCount = maximum * unit.unitsPerSecond
            #expect(Int64(EpochLanes.maximumHigh(unit)) * EpochLanes.highPlace == largestCount, "\(unit)")
            #expect(String(largestCount).count == EpochLanes.alwaysInRangeDigits(unit) + 1, "\(unit)")
        }
        // The lanes read seconds and milliseconds; the column reader picks them by type.
        #expect(FastDate.EpochUnit.allCases.filter(\.facts.readsInLanes) == [.seconds, .milliseconds])
    }
}
