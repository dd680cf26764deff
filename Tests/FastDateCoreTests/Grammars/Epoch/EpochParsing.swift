import FastDateCore
import Testing
import FastDateTestSupport

/// Epoch numbers (`EpochReader`, date-time.md "epoch"): every unit, exactly, with signs,
/// the range limits, and `.iso8601`'s rule that a string of digits is epoch seconds.
@Suite("Epoch number parsing") struct EpochParsing {
    @Test(arguments: [
        ("1616112000", FastDate.EpochUnit.seconds, 1_616_112_000, 0),
        ("1616112000.5", .seconds, 1_616_112_000, 500_000_000),
        ("-1.5", .seconds, -2, 500_000_000),
        ("-1", .seconds, -1, 0),
        ("0", .seconds, 0, 0),
        ("-0", .seconds, 0, 0),
        ("1616112000123", .milliseconds, 1_616_112_000, 123_000_000),
        ("-1", .milliseconds, -1, 999_000_000),
        ("1616112000123.456789", .milliseconds, 1_616_112_000, 123_456_789),
        ("1616112000123456", .microseconds, 1_616_112_000, 123_456_000),
        ("1616112000123456789", .nanoseconds, 1_616_112_000, 123_456_789),
        ("0001616112000", .seconds, 1_616_112_000, 0),
        ("8640000000000", .seconds, 8_640_000_000_000, 0),
        ("-8640000000000000", .milliseconds, -8_640_000_000_000, 0),
    ] as [(String, FastDate.EpochUnit, Int64, Int32)])
    func exactValues(_ text: String, _ unit: FastDate.EpochUnit, _ seconds: Int64, _ nanoseconds: Int32) {
        let want = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds)
        for door in Door.allCases {
            #expect(door.parseTimestamp(Array(text.utf8), as: .epoch(unit)) == .success(want), "\(text) via \(door)")
        }
    }

    @Test(arguments: [
        ("", FastDate.ParseError.Kind.empty, 0), ("+1", .expectedNumber, 0), ("-", .expectedNumber, 1),
        ("1e3", .trailingBytes, 1), ("1.", .expectedFractionDigit, 2), (".5", .expectedNumber, 0),
        ("1 ", .trailingBytes, 1), ("8640000000001", .outOfRange, 0), ("-8640000000001", .outOfRange, 0),
        (String(repeating: "9", count: 1000), .outOfRange, 0),
    ] as [(String, FastDate.ParseError.Kind, Int)])
    func errors(_ text: String, _ kind: FastDate.ParseError.Kind, _ at: Int) {
        for door in Door.allCases {
            let got = door.parseTimestamp(Array(text.utf8), as: .epoch(.seconds))
            #expect(got.kindAndOffset?.kind == kind && got.kindAndOffset?.offset == at, "\(text.prefix(20)) via \(door): \(got)")
        }
    }

    /// README and date-time.md: in `.iso8601` a string of digits is epoch seconds, never a
    /// compact date; the strict profiles refuse it.
    @Test func aStringOfDigitsIsEpochSecondsInISO8601() throws {
        #expect(try FastDate.parseTimestamp("20210319") == FastDate.Timestamp(seconds: 20_210_319))
        #expect(try FastDate.parseTimestamp("-20210319.25") == FastDate.Timestamp(seconds: -20_210_320, nanoseconds: 750_000_000))
        #expect(throws: FastDate.ParseError(.expectedHyphenAfterYear, offset: 4)) { try FastDate.parseTimestamp("20210319", as: .rfc3339) }
        #expect(throws: FastDate.ParseError(.expectedHyphenAfterYear, offset: 4)) { try FastDate.parseTimestamp("20210319", as: .fullDate) }
    }

    @Test func integersFromIntegers() throws {
        #expect(try FastDate.Timestamp(epoch: -1, unit: .milliseconds) == FastDate.Timestamp(seconds: -1, nanoseconds: 999_000_000))
        #expect(try FastDate.Timestamp(epoch: .min, unit: .nanoseconds).seconds == -9_223_372_037)
        #expect(throws: FastDate.ParseError(.outOfRange, offset: 0)) { try FastDate.Timestamp(epoch: .max, unit: .seconds) }
    }

    /// The fast path's numbers (9 to 16 digits, read as two words in one vector's halves,
    /// `SixteenDigits.values`) in every unit, through the doors in turn, against the integer
    /// door (`Timestamp(epoch:unit:)`); and each with one byte replaced, at every position in
    /// turn, by a byte no digit test may take: the neighbours of `0` and `9`, digits with
    /// another high nibble, a space, a letter, NUL and bytes with the high bit set.
    @Test func theFastPathsLengthsAndOneByteOff() {
        var random = SeededGenerator(seed: 0x0E90C4)
        var report = FailureReport()
        var checked = 0
        let notDigits: [UInt8] = [0x2F, 0x3A, 0x10, 0x19, 0x70, 0x79, 0xB0, 0xB9, 0xF0, 0x20, 0x61, 0x00, 0x80, 0xFF]
        for count in 9...16 {
            for unit in [FastDate.EpochUnit.seconds, .milliseconds, .microseconds, .nanoseconds] {
                for _ in 0..<40 {
                    let digits = (0..<count).map { _ in UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &random) }
                    let value = digits.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) }
                    let expected = try? FastDate.Timestamp(epoch: value, unit: unit)
                    let door = Door.allCases.randomElement(using: &random)!
                    let got = door.parseTimestamp(digits, as: .epoch(unit))
                    report.check((try? got.get()) == expected, "\(String(decoding: digits, as: UTF8.self)) \(unit) via \(door): \(got)")
                    checked += 1
                    for position in 0..<count {
                        var wrong = digits
                        wrong[position] = notDigits.randomElement(using: &random)!
                        // The string doors take only valid UTF-8.
                        let wrongDoor = door.accepts(wrong) ? door : .rawBuffer
                        let refused = wrongDoor.parseTimestamp(wrong, as: .epoch(unit))
                        report.check((try? refused.get()) == nil, "\(Show.hex(wrong)) \(unit) via \(wrongDoor): \(refused)")
                        checked += 1
                    }
                }
            }
        }
        report.finish(checked: checked)
    }

    @Test func everyEpochVectorThroughEveryDoor() throws {
        let vectors = try SpecVectorLoader.parseVectors().filter { $0.file == "epoch.json" || $0.profile.hasPrefix("epoch") }
        try #require(vectors.count >= 100, "only \(vectors.count) epoch vectors")
        vectors.checkThroughEveryDoor()
    }
}
