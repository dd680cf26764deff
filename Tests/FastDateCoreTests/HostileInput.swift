import FastDateCore
import Testing
import FastDateTestSupport

/// Input no date field should ever carry: huge, truncated, corrupted, or only looking
/// like digits. Each must end in a clean value or a `ParseError` at a sensible offset,
/// never a trap, and long inputs must still complete (timings are not asserted).
@Suite struct HostileInput {
    /// Every format the registry names (one of each kind and each epoch unit), and a pattern.
    static let allFormats: [(String, FastDate.Format)] = FastDate.Format.everyNamed.map { ($0.name, $0) }
        + [("pattern", .pattern(try! FastDate.Pattern("yyyy-MM-dd'T'HH:mm:ss.SSSXXX")))]
    static let units: [(FastDate.EpochUnit, allowedFractionDigits: Int)] = [
        (.seconds, 9), (.milliseconds, 6), (.microseconds, 3), (.nanoseconds, 0),
    ]

    /// Checks one parse: an error of `kind` at `offset`, through the given doors.
    static func expectError(
        _ bytes: [UInt8], _ format: FastDate.Format, _ kind: FastDate.ParseError.Kind, at offset: Int,
        doors: [Door] = Door.allCases, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for door in doors where door.accepts(bytes) {
            let result = door.parseTimestamp(bytes, as: format)
            if case .failure(let error) = result, error.kind == kind, error.offset == offset { continue }
            Issue.record("\(Show.input(bytes)) via \(door): expected \(kind.rawValue) at \(offset), got \(Show.result(result))",
                         sourceLocation: sourceLocation)
        }
    }

    static func expectValue(
        _ bytes: [UInt8], _ format: FastDate.Format, _ want: FastDate.Timestamp,
        doors: [Door] = Door.allCases, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for door in doors where door.accepts(bytes) {
            let result = door.parseTimestamp(bytes, as: format)
            if case .success(let got) = result, got == want { continue }
            Issue.record("\(Show.input(bytes)) via \(door): expected \(Show.timestamp(want)), got \(Show.result(result))",
                         sourceLocation: sourceLocation)
        }
    }

    /// A megabyte through a pattern (`Spec/patterns/patterns.md`): a number is read in at
    /// most its widest digits and a literal byte by byte, so each is refused where it stops
    /// fitting, however long the rest.
    @Test func aMegabyteThroughPatterns() throws {
        let megabyte = 1_000_000
        let sql = FastDate.Format.pattern(try FastDate.Pattern("yyyy-MM-dd HH:mm:ss"))
        let digits = [UInt8](repeating: UInt8(ascii: "2"), count: megabyte)
        Self.expectError(digits, sql, .expectedLiteral, at: 6, doors: [.rawBuffer, .string])  // `yyyy` reads at most six digits
        let trailing = Array("2024-03-05 14:30:00".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: megabyte)
        Self.expectError(trailing, sql, .trailingBytes, at: 19, doors: [.array, .span])
        let names = FastDate.Format.pattern(try FastDate.Pattern("EEEE, MMMM d, yyyy GGGG"))
        let letters = [UInt8](repeating: UInt8(ascii: "w"), count: megabyte)
        Self.expectError(letters, names, .expectedDayName, at: 0, doors: [.typedBuffer, .substring])
        let nul = [UInt8](repeating: 0, count: megabyte)
        Self.expectError(nul, sql, .expectedYear, at: 0, doors: [.rawBuffer])
        let longEra = Array("Wednesday, September 1, 2021 Anno".utf8) + [UInt8](repeating: 0, count: megabyte)
        Self.expectError(longEra, names, .expectedEra, at: 29, doors: [.array])
    }

    /// A megabyte in each wire dialect: a clean error or value, read to the end
    /// (`Scripts/linearity.sh` measures that the time per byte stays flat).
    @Test func aMegabyteOfEachWireDialect() {
        let megabyte = 1_000_000
        let letters = [UInt8](repeating: UInt8(ascii: "x"), count: megabyte)
        Self.expectError(letters, .cookieDate, .incompleteCookieDate, at: megabyte, doors: [.rawBuffer, .string])
        let times = Array(repeating: Array("1:".utf8), count: megabyte / 2).joined().map { $0 }
        Self.expectError(times, .cookieDate, .incompleteCookieDate, at: megabyte, doors: [.array])
        let longDay = [UInt8](repeating: UInt8(ascii: "9"), count: megabyte) + Array(" Jan 2024 12:00:00".utf8)
        Self.expectError(longDay, .cookieDate, .incompleteCookieDate, at: longDay.count, doors: [.span])
        let number = Array("/Date(".utf8) + [UInt8](repeating: UInt8(ascii: "9"), count: megabyte) + Array(")/".utf8)
        Self.expectError(number, .dotNetJSON, .outOfRange, at: 6, doors: [.rawBuffer, .substring])
        let zeros = Array("/Date(".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: megabyte) + Array("1)/".utf8)
        Self.expectValue(zeros, .dotNetJSON, FastDate.Timestamp(seconds: 0, nanoseconds: 1_000_000), doors: [.array])
        let digits = [UInt8](repeating: UInt8(ascii: "2"), count: megabyte)
        Self.expectError(digits, .iso8601Basic, .monthOutOfRange, at: 4, doors: [.typedBuffer])  // month 22
        let date = Array("20240115".utf8) + digits
        Self.expectError(date, .iso8601Basic, .expectedTimeSeparator, at: 8, doors: [.typedBuffer])
        let fraction = Array("20240115T103000.".utf8) + [UInt8](repeating: UInt8(ascii: "1"), count: megabyte) + Array("Z".utf8)
        Self.expectValue(fraction, .iso8601Basic, FastDate.Timestamp(seconds: 1_705_314_600, nanoseconds: 111_111_111), doors: [.string])
    }

    @Test func aMegabyteOfDigits() {
        let digits = [UInt8](repeating: UInt8(ascii: "7"), count: 1_000_000)
        // A number far past the range: saturates, reads to the end, refuses at byte 0.
        Self.expectError(digits, .iso8601, .numberOutsideEpochSecondsYears, at: 0)
        for (unit, _) in Self.units {
            Self.expectError(digits, .epoch(unit), .outOfRange, at: 0, doors: [.array, .span])
            Self.expectError([UInt8(ascii: "-")] + digits, .epoch(unit), .outOfRange, at: 0, doors: [.rawBuffer])
            Self.expectError(digits + Array(".5".utf8), .epoch(unit),
                             unit == .nanoseconds ? .tooManyFractionDigits : .outOfRange,
                             at: unit == .nanoseconds ? digits.count + 1 : 0, doors: [.typedBuffer])
            // Syntax is checked before range: a stray byte at the end wins.
            Self.expectError(digits + [UInt8(ascii: "x")], .epoch(unit), .trailingBytes, at: digits.count, doors: [.array])
        }
        Self.expectError(digits, .rfc3339, .expectedHyphenAfterYear, at: 4, doors: [.string, .array])
        Self.expectError(digits, .fullDate, .expectedHyphenAfterYear, at: 4, doors: [.substring, .array])
        Self.expectError(digits + [UInt8(ascii: "x")], .iso8601, .expectedHyphenAfterYear, at: 4, doors: [.array])
    }

    /// Fractions of any length are truncated to nanoseconds, never rounded: 400 nines stay
    /// in the same second.
    @Test func dateTimeWith400FractionDigits() {
        let fraction = "123456789" + String(repeating: "9", count: 391)
        let text = "2021-03-19T09:37:20.\(fraction)Z"
        let want = FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_456_789)
        Self.expectValue(Array(text.utf8), .iso8601, want)
        Self.expectValue(Array(text.utf8), .rfc3339, want)
        let nines = "1998-12-31T23:59:59." + String(repeating: "9", count: 400) + "+00:00"
        Self.expectValue(Array(nines.utf8), .rfc3339, FastDate.Timestamp(seconds: 915_148_799, nanoseconds: 999_999_999))
        let leap = "1998-12-31T23:59:60." + String(repeating: "9", count: 400) + "Z"
        Self.expectValue(Array(leap.utf8), .iso8601, FastDate.Timestamp(seconds: 915_148_799, nanoseconds: 999_999_999))
    }

    /// An epoch fraction longer than the unit reaches is an error at the first digit past
    /// the limit, whatever the length.
    @Test func epochWith400FractionDigits() {
        let fraction = String(repeating: "5", count: 400)
        for (unit, allowed) in Self.units {
            let bytes = Array("1616112000.\(fraction)".utf8)
            Self.expectError(bytes, .epoch(unit), .tooManyFractionDigits, at: 11 + allowed)
        }
        Self.expectError(Array("-1616112000.\(fraction)".utf8), .iso8601, .tooManyFractionDigits, at: 21)
    }

    @Test func thirtyDigitEpochsInEveryUnit() {
        let big = "1" + String(repeating: "0", count: 29)
        let wrapsInt64 = "18446744073709551616000000000"  // 2^64 · 10^9: must not wrap round to small
        for (unit, _) in Self.units {
            for text in [big, "-" + big, wrapsInt64, "-" + wrapsInt64, big + ".5"] where !(unit == .nanoseconds && text.contains(".")) {
                Self.expectError(Array(text.utf8), .epoch(unit), .outOfRange, at: 0)
            }
            // Thirty digits are fine when leading zeros keep the value small.
            let one = String(repeating: "0", count: 29) + "1"
            let want: FastDate.Timestamp = switch unit {
            case .seconds: FastDate.Timestamp(seconds: 1)
            case .milliseconds: FastDate.Timestamp(seconds: 0, nanoseconds: 1_000_000)
            case .microseconds: FastDate.Timestamp(seconds: 0, nanoseconds: 1_000)
            case .nanoseconds: FastDate.Timestamp(seconds: 0, nanoseconds: 1)
            }
            Self.expectValue(Array(one.utf8), .epoch(unit), want)
            Self.expectValue(Array(("-" + one).utf8), .epoch(unit),
                             want.nanoseconds == 0
                                 ? FastDate.Timestamp(seconds: -1)
                                 : FastDate.Timestamp(seconds: -1, nanoseconds: 1_000_000_000 - want.nanoseconds))
        }
        Self.expectError(Array(big.utf8), .iso8601, .numberOutsideEpochSecondsYears, at: 0)
    }

    /// Valid inputs, each with the formats that accept it; corrupting one byte must give
    /// an error at exactly that byte.
    static let corruptible: [(String, [(String, FastDate.Format)])] = [
        ("2021-03-19T09:37:20.123+01:00", [("iso8601", .iso8601), ("rfc3339", .rfc3339)]),
        ("1998-12-31T23:59:60Z", [("iso8601", .iso8601), ("rfc3339", .rfc3339)]),
        ("2021-03-19", [("iso8601", .iso8601), ("fullDate", .fullDate)]),
        ("+002021-03-19T09:37-0530", [("iso8601", .iso8601)]),
        ("1616112000.123", [("epoch(.seconds)", .epoch(.seconds))]),
        ("-1616112000123", [("epoch(.milliseconds)", .epoch(.milliseconds))]),
    ]

    /// Replaces the byte at `i` by `replacement`, and separately inserts it before `i`.
    static func checkEveryPosition(with replacement: [UInt8], label: String) {
        for (text, formats) in corruptible {
            let bytes = Array(text.utf8)
            for (name, format) in formats {
                Self.expectValue(bytes, format, {
                    guard case .success(let t) = Door.array.parseTimestamp(bytes, as: format) else {
                        Issue.record("\(text) should parse as .\(name)")
                        return FastDate.Timestamp(seconds: 0)
                    }
                    return t
                }(), doors: [.array])
                for i in 0...bytes.count {
                    var inserted = bytes
                    inserted.insert(contentsOf: replacement, at: i)
                    expectErrorAt(inserted, i, format, "\(label) inserted at \(i) as .\(name)")
                    guard i < bytes.count else { continue }
                    var replaced = bytes
                    replaced.replaceSubrange(i...i, with: replacement)
                    expectErrorAt(replaced, i, format, "\(label) replacing byte \(i) as .\(name)")
                }
            }
        }
    }

    static func expectErrorAt(_ bytes: [UInt8], _ offset: Int, _ format: FastDate.Format, _ label: String) {
        for door in Door.allCases where door.accepts(bytes) {
            let result = door.parseTimestamp(bytes, as: format)
            if case .failure(let error) = result, error.offset == offset { continue }
            Issue.record("\(Show.input(bytes)) (\(label)) via \(door): expected an error at byte \(offset), got \(Show.result(result))")
        }
    }

    @Test func nulAtEveryPosition() {
        Self.checkEveryPosition(with: [0], label: "NUL")
    }

    /// Unicode digits and full-width look-alikes are not digits here: the error lands on
    /// their first byte.
    @Test(arguments: ["\u{09EA}", "\u{FF10}", "\u{0664}", "\u{1D7CE}", "\u{2070}"])
    func nonASCIIDigitAtEveryPosition(_ digit: String) {
        Self.checkEveryPosition(with: Array(digit.utf8), label: "U+" + String(digit.unicodeScalars.first!.value, radix: 16))
    }

    /// Bytes that are not UTF-8 at all (a lone continuation byte, an overlong lead byte,
    /// a byte never used, `'0' | 0x80`): only the byte doors can carry them.
    @Test(arguments: [[0x80], [0xC0], [0xFF], [0xB0], [0xED, 0xA0, 0x80]] as [[UInt8]])
    func invalidUTF8AtEveryPosition(_ bytes: [UInt8]) {
        Self.checkEveryPosition(with: bytes, label: Show.input(bytes))
    }

    /// Every prefix of a valid input is an error at or before the point where it ended,
    /// except prefixes that are themselves valid (listed by length).
    @Test func everyTruncation() {
        let cases: [(String, FastDate.Format, validPrefixLengths: Set<Int>)] = [
            ("2021-03-19T09:37:20.123+01:00", .rfc3339, []),
            ("1998-12-31T23:59:60Z", .rfc3339, []),
            ("0000-01-01t00:00:00.000000001-23:59", .rfc3339, []),
            ("9999-12-31 23:59:59.999999999z", .rfc3339, []),
            ("2021-03-19", .fullDate, []),
            // `2021` is an epoch number, `2021-03-19` a date, `…+01` an offset.
            ("2021-03-19T09:37:20.123+0100", .iso8601, [1, 2, 3, 4, 10, 26]),
            ("+275760-09-13T00:00Z", .iso8601, [13]),
            ("-000001-01-01T00:00:00Z", .iso8601, [2, 3, 4, 5, 6, 7, 13]),
            ("2021-03-19T09:37:20", .iso8601.assumingUTCOffset(3600), [1, 2, 3, 4, 10, 16]),
            ("-1616112000123.456", .epoch(.milliseconds), Set(2...14).union([16, 17])),
            ("1616112000", .epoch(.nanoseconds), Set(1...9)),
        ]
        for (text, format, validLengths) in cases {
            let bytes = Array(text.utf8)
            for length in 0..<bytes.count {
                let prefix = Array(bytes[..<length])
                for door in Door.allCases {
                    let result = door.parseTimestamp(prefix, as: format)
                    switch result {
                    case .success where validLengths.contains(length):
                        continue
                    case .failure(let error) where !validLengths.contains(length) && error.offset <= length:
                        continue
                    default:
                        let want = validLengths.contains(length) ? "a value" : "an error at or before byte \(length)"
                        Issue.record("\(Show.input(prefix)) (prefix of \(text)) via \(door): expected \(want), got \(Show.result(result))")
                    }
                }
            }
        }
    }

    /// A megabyte of fraction digits: read to the end in linear time, truncated.
    @Test func aMegabyteFraction() {
        let digits = String(repeating: "9", count: 1_000_000)
        let text = "2021-03-19T09:37:20.\(digits)+01:00"
        let want = FastDate.Timestamp(seconds: 1_616_143_040, nanoseconds: 999_999_999, utcOffset: 3600)
        Self.expectValue(Array(text.utf8), .iso8601, want)
        Self.expectValue(Array(text.utf8), .rfc3339, want, doors: [.array])
        let unterminated = Array("2021-03-19T09:37:20.\(digits)".utf8)
        Self.expectError(unterminated, .rfc3339, .missingOffset, at: unterminated.count, doors: [.span])
        Self.expectValue(unterminated, .iso8601.assumingUTCOffset(0),
                         FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 999_999_999), doors: [.rawBuffer])
        let stray = unterminated + Array("x".utf8)
        Self.expectError(stray, .iso8601, .expectedOffset, at: unterminated.count, doors: [.typedBuffer])
    }

    /// Random corruptions of valid inputs: whatever the bytes, the doors agree, an error
    /// points inside the input (or at its end), and a value is a well-formed timestamp in
    /// range that formats and reads back to itself.
    @Test func randomCorruptions() {
        let seeds = [
            "2021-03-19T09:37:20.123456789+01:00", "1998-12-31T23:59:60Z", "+275760-09-13T00:00Z",
            "-271821-04-20T00:00:00Z", "2021-03-19", "1616112000.5", "-8640000000000", "2020-02-29 23:59:59-0000",
        ].map { Array($0.utf8) }
        let alphabet = Array("0123456789+-:.TtZz 0x".utf8) + [0, 0x80, 0xFF, 0xB0, 0x2F, 0x3A]
        let formats: [FastDate.Format] = Self.allFormats.map(\.1) + [.iso8601.assumingUTCOffset(-3630), .rfc3339.assumingUTCOffset(86_399)]
        var generator = SeededGenerator(seed: 0xBAD_B17E5)
        var report = FailureReport()
        var values = 0
        let samples = 20_000
        for _ in 0..<samples {
            var bytes = seeds.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let i = Int.random(in: 0...bytes.count, using: &generator)
                let byte = alphabet.randomElement(using: &generator)!
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where i < bytes.count: bytes[i] = byte
                case 1 where i < bytes.count: bytes.remove(at: i)
                case 2 where i > 0: bytes.insert(bytes[i - 1], at: i)
                default: bytes.insert(byte, at: i)
                }
            }
            let format = formats.randomElement(using: &generator)!
            let reference = Door.array.parseTimestamp(bytes, as: format)
            for door in [Door.rawBuffer, .span, .string] where door.accepts(bytes) {
                let other = door.parseTimestamp(bytes, as: format)
                if other != reference {
                    report.add("\(Show.input(bytes)) via \(door) gave \(Show.result(other)), [UInt8] gave \(Show.result(reference))")
                }
            }
            switch reference {
            case .failure(let error):
                if error.offset < 0 || error.offset > bytes.count {
                    report.add("\(Show.input(bytes)): error offset \(error.offset) outside 0...\(bytes.count)")
                }
            case .success(let t):
                values += 1
                guard t.isInSupportedRange, t.nanoseconds >= 0, t.nanoseconds < 1_000_000_000, abs(t.utcOffset) < 86_400 else {
                    report.add("\(Show.input(bytes)) gave a malformed timestamp \(Show.timestamp(t))")
                    continue
                }
                guard t.utcOffset % 60 == 0 else { continue }  // an assumed offset ±hh:mm cannot write
                let text = Result { () throws(FastDate.FormatError) in try FastDate.format(t, as: .rfc3339.fractionDigits(9)) }
                let back = text.map { Door.array.parseTimestamp(Array($0.utf8), as: .iso8601) }
                if case .success(.success(let again)) = back, again == t {} else {
                    report.add("\(Show.input(bytes)) gave \(Show.timestamp(t)), which formats as \(text) and reads back as \(back)")
                }
            }
        }
        report.finish(checked: samples)
        #expect(values > 500, "too few corruptions stayed valid (\(values)) to exercise the value checks")
    }
}
