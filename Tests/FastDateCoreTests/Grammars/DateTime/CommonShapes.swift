@testable import FastDateCore
import Testing
import FastDateTestSupport

/// The single-value doors' reader of the RFC 3339 family's commonest shapes
/// (`DateTimeFastPath.fastPathTimestamp`), which is accept-only: these tests hold it to reading
/// every text of its shapes to the instant the reference calendar gives, to agreeing with
/// the general reader (`FormatReader.read`, which never calls it) on every text it takes,
/// and to refusing every text one byte away that the general reader refuses or reads
/// otherwise.
@Suite struct CommonShapes {
    /// A shape: its length, and its text for an instant and an offset.
    struct Shape {
        var name: String
        var fractionDigits: Int
        var offset: Bool

        /// `YYYY-MM-DDTHH:mm:ss` (19 bytes), the fraction with its `.`, then `Z` or `±hh:mm`.
        var length: Int { 19 + (fractionDigits > 0 ? fractionDigits + 1 : 0) + (offset ? 6 : 1) }

        /// The nanoseconds this shape keeps of `nanoseconds`.
        func kept(_ nanoseconds: Int64) -> Int64 {
            var scale: Int64 = 1
            for _ in fractionDigits..<9 { scale *= 10 }
            return nanoseconds / scale * scale
        }

        func text(_ days: Int64, _ secondOfDay: Int64, _ nanoseconds: Int64, offsetMinutes: Int64, negativeZero: Bool = false) -> [UInt8] {
            let (year, month, day) = ReferenceCalendar.civilDate(daysSinceEpoch: days)
            func pad(_ n: Int64, _ width: Int) -> String {
                let digits = String(n)
                return String(repeating: "0", count: max(0, width - digits.count)) + digits
            }
            var text = "\(pad(year, 4))-\(pad(Int64(month), 2))-\(pad(Int64(day), 2))T"
                + "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
            if fractionDigits > 0 { text += "." + pad(nanoseconds, 9).prefix(fractionDigits) }
            if offset {
                let sign = offsetMinutes < 0 || negativeZero ? "-" : "+"
                text += "\(sign)\(pad(abs(offsetMinutes) / 60, 2)):\(pad(abs(offsetMinutes) % 60, 2))"
            } else {
                text += "Z"
            }
            return Array(text.utf8)
        }
    }

    static let shapes = [
        Shape(name: "toISOString()", fractionDigits: 3, offset: false),
        Shape(name: "seconds, Z", fractionDigits: 0, offset: false),
        Shape(name: "seconds, offset", fractionDigits: 0, offset: true),
        Shape(name: "milliseconds, offset", fractionDigits: 3, offset: true),
        Shape(name: "microseconds, Z", fractionDigits: 6, offset: false),
        Shape(name: "nanoseconds, Z", fractionDigits: 9, offset: false),
        Shape(name: "microseconds, offset", fractionDigits: 6, offset: true),
        Shape(name: ".NET ticks, Z", fractionDigits: 7, offset: false),
        Shape(name: ".NET ticks, offset", fractionDigits: 7, offset: true),
        Shape(name: "nanoseconds, offset", fractionDigits: 9, offset: true),
    ]

    /// The shapes' two readers together: the eight of at most 32 bytes, and the two longer
    /// ones, which the entries call apart. Each refuses the other's lengths.
    static func fastPathTimestamp(_ text: [UInt8]) -> FastDate.Timestamp? {
        text.withUnsafeBytes { raw in
            let input = ByteInput(base: raw.baseAddress!, count: raw.count)
            let short = DateTimeFastPath.fastPathTimestamp(input)
            let long = DateTimeFastPath.longShapeTimestamp(input)
            if short != nil && long != nil { Issue.record("both readers took \(Show.input(text))") }
            return short ?? long
        }
    }

    static func general(_ text: [UInt8], _ format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        text.withUnsafeBytes { raw in Result { () throws(FastDate.ParseError) in try FormatReader.read(raw, format) } }
    }

    /// Texts of every shape across the calendar's seams: every day of years where the leap
    /// rule turns, times and offsets spread over their ranges, and the offsets' extremes.
    static func validTexts() -> [(text: [UInt8], expected: FastDate.Timestamp)] {
        var texts: [(text: [UInt8], expected: FastDate.Timestamp)] = []
        var random = SeededGenerator(seed: 0xC0_33_0A)
        for year: Int64 in [0, 1, 4, 99, 100, 400, 1900, 1970, 2000, 2023, 2024, 2100, 9999] {
            let first = ReferenceCalendar.daysSinceEpoch(year: year, month: 1, day: 1)
            let last = ReferenceCalendar.daysSinceEpoch(year: year, month: 12, day: 31)
            for day in first...last {
                let shape = shapes[Int(random.next() % UInt64(shapes.count))]
                let secondOfDay = Int64(random.next() % 86_400)
                let nanoseconds = shape.kept(Int64(random.next() % 1_000_000_000))
                // Whole minutes from −23:59 to +23:59 (the extremes come below).
                let offset: Int64 = shape.offset ? Int64(random.next() % 2879) - 1439 : 0
                let local = day * 86_400 + secondOfDay
                let expected = FastDate.Timestamp(seconds: local - offset * 60, nanoseconds: Int32(nanoseconds), utcOffset: Int32(offset * 60))
                texts.append((shape.text(day, secondOfDay, nanoseconds, offsetMinutes: offset), expected))
            }
        }
        // The first and last instants of each shape, and `-00:00`, which RFC 3339 gives for an
        // unknown offset and reads as UTC.
        for shape in shapes {
            let first = ReferenceCalendar.daysSinceEpoch(year: 0, month: 1, day: 1)
            let last = ReferenceCalendar.daysSinceEpoch(year: 9999, month: 12, day: 31)
            for (day, second, nanoseconds) in [(first, Int64(0), Int64(0)), (last, Int64(86_399), Int64(999_999_999))] {
                for offset: Int64 in shape.offset ? [-1439, 0, 1439] : [0] {
                    let local = day * 86_400 + second
                    let expected = FastDate.Timestamp(seconds: local - offset * 60, nanoseconds: Int32(shape.kept(nanoseconds)), utcOffset: Int32(offset * 60))
                    texts.append((shape.text(day, second, nanoseconds, offsetMinutes: offset), expected))
                }
            }
            if shape.offset {
                texts.append((shape.text(0, 0, 0, offsetMinutes: 0, negativeZero: true), FastDate.Timestamp(seconds: 0)))
            }
        }
        return texts
    }

    @Test func readsEveryTextOfItsShapesToTheReferenceInstant() {
        var report = FailureReport()
        for (text, expected) in Self.validTexts() {
            let read = Self.fastPathTimestamp(text)
            report.check(read == expected, "fastPathTimestamp(\(Show.input(text))) = \(String(describing: read)), reference \(Show.timestamp(expected))")
            for format in [FastDate.Format.iso8601, .rfc3339] {
                let general = Self.general(text, format)
                report.check(general == .success(expected), "\(format.profile) general reader on \(Show.input(text)): \(Show.result(general))")
            }
        }
        report.finish(minimumChecked: 3 * 4_700)
    }

    /// Every byte of a sample of texts replaced by each byte that could confuse a reader of
    /// lanes: digits (a field out of range, a leap second), separators in the wrong place,
    /// `t`, `z`, a space, signs, and bytes with the high bit set.
    @Test func refusesOrAgreesOneByteAway() {
        var report = FailureReport(limit: 40)
        let replacements = Array("0123456789:-+T tZz./,".utf8) + [0x00, 0x7F, 0x80, 0xB0, 0xFF]
        let texts = Self.validTexts()
        for (n, (text, _)) in texts.enumerated() where n % 23 == 0 {
            for i in text.indices {
                for byte in replacements where byte != text[i] {
                    var mutated = text
                    mutated[i] = byte
                    let read = Self.fastPathTimestamp(mutated)
                    let general = Self.general(mutated, .iso8601)
                    if let read {
                        report.check(general == .success(read), "fastPathTimestamp took \(Show.input(mutated)) as \(Show.timestamp(read)); general reader \(Show.result(general))")
                        report.check(Self.general(mutated, .rfc3339) == .success(read), "fastPathTimestamp took \(Show.input(mutated)), which .rfc3339 reads otherwise")
                    } else if case .success(let t) = general, Self.inShape(mutated) {
                        report.add("fastPathTimestamp refused \(Show.input(mutated)), of its shapes, which reads as \(Show.timestamp(t))")
                    }
                }
            }
        }
        report.finish(minimumChecked: 10_000)
    }

    /// Other lengths and truncations are refused: each shape one byte short or long, and the
    /// empty text.
    @Test func refusesOtherLengths() {
        for shape in Self.shapes {
            let text = shape.text(18_000, 45_296, 789, offsetMinutes: 330)
            #expect(Self.fastPathTimestamp(text) != nil)
            #expect(Self.fastPathTimestamp(Array(text.dropLast())) == nil)
            #expect(Self.fastPathTimestamp(text + [UInt8(ascii: "Z")]) == nil)
            #expect(Self.fastPathTimestamp([UInt8(ascii: "0")] + text) == nil)
        }
    }

    /// The one test of the bytes and fields (`pastLimits`): its lanes (on x86-64, saturating
    /// adds and a byte mask) and its portable form (wrapping adds, and each byte's own high
    /// bit) against each other and against a byte-by-byte reference, on bytes around every
    /// limit and at random, with limits of 0 to 0x7F as the shapes have.
    @Test func byteTestAgreesWithItsPortableFormAndTheReference() {
        var report = FailureReport()
        var generator = SeededGenerator(seed: 0x5EED_0F_1A_4E5)
        let edges: [UInt8] = [0x00, 0x01, 0x05, 0x06, 0x07, 0x09, 0x0A, 0x7F, 0x80, 0x81, 0xFE, 0xFF]
        func vector(_ byte: (Int) -> UInt8) -> SIMD16<UInt8> {
            var v = SIMD16<UInt8>()
            for i in 0..<16 { v[i] = byte(i) }
            return v
        }
        var wrongRounds = 0
        for round in 0..<20_000 {
            // Mostly bytes that pass, with a few wrong ones, so that both answers occur.
            var operands: [SIMD16<UInt8>] = []
            for _ in 0..<4 {
                let limits = vector { _ in UInt8.random(in: 0...0x7F, using: &generator) }
                let bytes = vector { i in
                    let pick = UInt8.random(in: 0...63, using: &generator)
                    if pick == 0 { return edges.randomElement(using: &generator)! }
                    if pick == 1 { return UInt8.random(in: 0...0xFF, using: &generator) }
                    return UInt8.random(in: 0...(0x7F - limits[i]), using: &generator)
                }
                operands += [bytes, limits]
            }
            if round % 2 == 0 { operands[6] = .zero; operands[7] = .zero }  // as the shapes without an offset
            var expected = false
            for k in stride(from: 0, to: 8, by: 2) {
                for i in 0..<16 where Int(operands[k][i]) + Int(operands[k + 1][i]) >= 0x80 { expected = true }
            }
            if expected { wrongRounds += 1 }
            let o = operands
            let lanes = DateTimeFastPath.pastLimits(o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]) != 0
            let portable = DateTimeFastPath.portablePastLimits(o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]) != 0
            report.check(lanes == expected && portable == expected,
                         "pastLimits \(lanes), portablePastLimits \(portable), reference \(expected) on \(o)")
        }
        // Both answers occur often, or the comparison proves little.
        report.check((5_000...15_000).contains(wrongRounds), "\(wrongRounds) of 20,000 rounds had a wrong byte")
        report.finish(minimumChecked: 20_001)
    }

    /// Whether a text that the general reader reads is one the fast path must take: `T` and
    /// `Z` in capitals, a second below 60, and `±hh:mm` or `Z` where the shape has them.
    static func inShape(_ text: [UInt8]) -> Bool {
        guard let shape = shapes.first(where: { $0.length == text.count }), text[10] == UInt8(ascii: "T"),
              text[0..<4].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), !(text[17] == UInt8(ascii: "6")) else { return false }
        if shape.fractionDigits > 0 && text[19] != UInt8(ascii: ".") { return false }
        if shape.offset { return text[text.count - 6] == UInt8(ascii: "+") || text[text.count - 6] == UInt8(ascii: "-") }
        return text.last == UInt8(ascii: "Z")
    }
}
