import FastDateCore
import Testing
import FastDateTestSupport

/// `Timestamp` as a value: ordered by instant, described as the RFC 3339 text that parses
/// back to it.
@Suite("Timestamp ordering and description") struct TimestampValueTests {
    @Test func ordersByInstantWhateverTheOffset() throws {
        let texts = [
            "2021-03-19T10:00:00.5+01:00",  // 09:00:00.5Z
            "2021-03-19T09:00:00Z",
            "2021-03-19T08:59:59.999999999Z",
            "2021-03-19T04:00:00-05:00",   // 09:00:00Z, same instant as the second
            "1969-12-31T23:59:59.999Z",
        ]
        let sorted = try texts.map { try FastDate.parseTimestamp($0) }.sorted()
        #expect(sorted.map { $0.description } == [
            "1969-12-31T23:59:59.999Z",
            "2021-03-19T08:59:59.999999999Z",
            "2021-03-19T04:00:00-05:00",  // same instant: the smaller offset first
            "2021-03-19T09:00:00Z",
            "2021-03-19T10:00:00.500+01:00",
        ])
    }

    /// `<` must agree with `==`: exactly one of `a < b`, `a == b`, `b < a`.
    @Test func orderingAgreesWithEquality() {
        var generator = SeededGenerator(seed: 0x7157)
        var report = FailureReport()
        let pick: [Int64] = [-1, 0, 1, 1_616_146_640]
        let offsets: [Int32] = [-3600, 0, 3600]
        for _ in 0..<2_000 {
            let a = FastDate.Timestamp(
                seconds: pick.randomElement(using: &generator)!, nanoseconds: Int32.random(in: 0...1, using: &generator),
                utcOffset: offsets.randomElement(using: &generator)!)
            let b = FastDate.Timestamp(
                seconds: pick.randomElement(using: &generator)!, nanoseconds: Int32.random(in: 0...1, using: &generator),
                utcOffset: offsets.randomElement(using: &generator)!)
            let truths = [a < b, a == b, b < a].filter { $0 }.count
            if truths != 1 { report.add("\(a) and \(b): \(truths) of <, ==, > hold") }
            if !a.isSameInstant(b), (a < b) != ((a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds)) {
                report.add("\(a) and \(b): < does not follow the instants")
            }
        }
        report.finish(checked: 2_000)
    }

    @Test func describesItselfAsTheTextThatParsesBackToIt() {
        var generator = SeededGenerator(seed: 0xDE5C)
        var report = FailureReport()
        for n in 0..<20_000 {
            let seconds = Int64.random(in: FastDate.Timestamp.minimumSeconds..<FastDate.Timestamp.maximumSeconds, using: &generator)
            let nanoseconds: Int32 = switch n % 4 {
            case 0: 0
            case 1: Int32.random(in: 0..<1_000, using: &generator) * 1_000_000
            case 2: Int32.random(in: 0..<1_000_000, using: &generator) * 1_000
            default: Int32.random(in: 0..<1_000_000_000, using: &generator)
            }
            let offset = Int32.random(in: -1439...1439, using: &generator) * 60
            let t = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset)
            let text = t.description
            guard let back = try? FastDate.parseTimestamp(text) else {
                report.add("\(text) (from \(seconds) s \(nanoseconds) ns \(offset)) does not parse")
                continue
            }
            if back != t { report.add("\(text) parses to \(back.seconds) s \(back.nanoseconds) ns \(back.utcOffset), not \(seconds) \(nanoseconds) \(offset)") }
        }
        report.finish(checked: 20_000)
    }

    @Test func usesTheFewestOfZeroThreeSixOrNineDigits() throws {
        let cases: [(Int32, String)] = [
            (0, "2021-03-19T09:37:20Z"), (123_000_000, "2021-03-19T09:37:20.123Z"),
            (123_400_000, "2021-03-19T09:37:20.123400Z"), (123_456_000, "2021-03-19T09:37:20.123456Z"),
            (1, "2021-03-19T09:37:20.000000001Z"),
        ]
        for (nanoseconds, text) in cases {
            #expect(FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: nanoseconds).description == text)
        }
    }

    @Test func aTimestampTheFormatterRefusesShowsItsFields() {
        // An offset with seconds is written the ISO 8601 way, `±hh:mm:ss`.
        #expect(FastDate.Timestamp(seconds: 5, utcOffset: 30).description == "1970-01-01T00:00:35+00:00:30")
        // An offset past a day is refused by every formatter.
        var farOffset = FastDate.Timestamp(seconds: 5)
        farOffset.utcOffset = 86_400
        #expect(farOffset.description == "Timestamp(seconds: 5, nanoseconds: 0, utcOffset: 86400)")
        #expect(FastDate.Timestamp(seconds: FastDate.Timestamp.maximumSeconds + 1).description
            == "Timestamp(seconds: 8640000000001, nanoseconds: 0, utcOffset: 0)")
    }
}

extension FastDate.Timestamp {
    func isSameInstant(_ other: Self) -> Bool { seconds == other.seconds && nanoseconds == other.nanoseconds }
}
