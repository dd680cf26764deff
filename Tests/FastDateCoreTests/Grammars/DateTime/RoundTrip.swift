import FastDateCore
import Testing
import FastDateTestSupport

/// What FastDate writes, FastDate reads back to the same instant and offset, across the
/// whole supported range; and what it writes matches text built independently from
/// `ReferenceCalendar`, so formatter and parser cannot agree on a shared mistake.
@Suite struct RoundTrip {
    static let minimum = FastDate.Timestamp.minimumSeconds
    static let maximum = FastDate.Timestamp.maximumSeconds
    /// 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z: where four-digit years live.
    static let fourDigitYears: ClosedRange<Int64> = -62_167_219_200...253_402_300_799
    /// Every whole-minute offset RFC 3339 can write, −23:59 … +23:59.
    static let minuteOffsets: [Int32] = (-1439...1439).map { Int32($0 * 60) }

    static func truncated(_ nanoseconds: Int32, toDigits digits: Int) -> Int32 {
        var unit: Int32 = 1
        for _ in 0..<(9 - digits) { unit *= 10 }
        return nanoseconds - nanoseconds % unit
    }

    /// `formatRFC3339` written out longhand from the slow calendar.
    static func expectedRFC3339(_ t: FastDate.Timestamp, fractionDigits: Int) -> String {
        let local = t.seconds + Int64(t.utcOffset)
        var days = local / 86_400
        if local % 86_400 < 0 { days -= 1 }
        let secondOfDay = Int(local - days * 86_400)
        let date = ReferenceCalendar.civilDate(daysSinceEpoch: days)
        func pad(_ value: some BinaryInteger, _ width: Int) -> String { String(value).leftPadded(to: width) }
        var text = date.year >= 0 && date.year <= 9999
            ? pad(date.year, 4)
            : (date.year < 0 ? "-" : "+") + pad(date.year.magnitude, 6)
        text += "-\(pad(date.month, 2))-\(pad(date.day, 2))"
        text += "T\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
        if fractionDigits > 0 {
            text += "." + String(pad(t.nanoseconds, 9).prefix(fractionDigits))
        }
        if t.utcOffset == 0 {
            text += "Z"
        } else {
            let minutes = Int(t.utcOffset.magnitude) / 60
            text += (t.utcOffset < 0 ? "-" : "+") + "\(pad(minutes / 60, 2)):\(pad(minutes % 60, 2))"
        }
        return text
    }

    static func randomTimestamp(_ i: Int, using generator: inout SeededGenerator) -> FastDate.Timestamp {
        // Three in four inside four-digit years, where nearly all real dates are; the rest
        // anywhere, which is mostly expanded years.
        let seconds = i % 4 == 0
            ? Int64.random(in: minimum...maximum, using: &generator)
            : Int64.random(in: fourDigitYears, using: &generator)
        let nanoseconds = seconds == maximum ? 0 : Int32.random(in: 0..<1_000_000_000, using: &generator)
        let offset = minuteOffsets[i % minuteOffsets.count]
        return FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset)
    }

    /// Formats `t` into a buffer and parses it back; records any difference.
    static func check(
        _ t: FastDate.Timestamp, fractionDigits: Int, buffer: UnsafeMutableRawBufferPointer,
        compareText: Bool, report: inout FailureReport
    ) {
        let count: Int
        do {
            count = try FastDate.format(t, as: .rfc3339.fractionDigits(fractionDigits), into: buffer)
        } catch {
            report.add("formatRFC3339(\(Show.timestamp(t)), \(fractionDigits)) threw \(error)")
            return
        }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
        if compareText {
            let want = expectedRFC3339(t, fractionDigits: fractionDigits)
            if !bytes.elementsEqual(want.utf8) {
                report.add("formatRFC3339(\(Show.timestamp(t)), \(fractionDigits)) wrote \(String(decoding: bytes, as: UTF8.self)), expected \(want)")
            }
        }
        let want = FastDate.Timestamp(
            seconds: t.seconds, nanoseconds: truncated(t.nanoseconds, toDigits: fractionDigits), utcOffset: t.utcOffset)
        do {
            let got = try FastDate.parseTimestamp(bytes, as: .iso8601)
            if got != want {
                report.add("\(String(decoding: bytes, as: UTF8.self)) parsed as \(Show.timestamp(got)), expected \(Show.timestamp(want))")
            }
        } catch {
            report.add("\(String(decoding: bytes, as: UTF8.self)) failed to parse: \(error)")
        }
        // Strict RFC 3339 reads everything written with a four-digit year.
        if bytes[0] != UInt8(ascii: "+") && bytes[0] != UInt8(ascii: "-") {
            let strict = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(bytes, as: .rfc3339) }
            if case .success(let got) = strict, got == want {} else {
                report.add("\(String(decoding: bytes, as: UTF8.self)) as .rfc3339 gave \(Show.result(strict))")
            }
        }
    }

    @Test func randomTimestampsEveryOffsetEveryDigitCount() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedLength, alignment: 1)
        defer { buffer.deallocate() }
        var generator = SeededGenerator(seed: 0x5EED_0001)
        var report = FailureReport()
        let samples = 200_000
        for i in 0..<samples {
            let t = Self.randomTimestamp(i, using: &generator)
            Self.check(t, fractionDigits: i % 10, buffer: buffer, compareText: i % 5 == 0, report: &report)
        }
        report.finish(checked: samples)
    }

    /// The ends of the range and a few ordinary instants, with every offset and every
    /// digit count (offsets near ±24 h move the local date across a day, a year, and at
    /// the limits into years beyond the range).
    @Test func limitsWithEveryOffsetAndDigitCount() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedLength, alignment: 1)
        defer { buffer.deallocate() }
        var report = FailureReport()
        let instants: [(Int64, Int32)] = [
            (Self.minimum, 0), (Self.minimum, 999_999_999), (Self.maximum, 0), (Self.maximum - 1, 999_999_999),
            (-62_167_219_200, 0), (253_402_300_799, 999_999_999), (0, 1),
        ]
        var checked = 0
        for (seconds, nanoseconds) in instants {
            for offset in Self.minuteOffsets {
                let t = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset)
                for digits in 0...9 {
                    Self.check(t, fractionDigits: digits, buffer: buffer, compareText: offset % 3600 == 0, report: &report)
                    checked += 1
                }
            }
        }
        report.finish(checked: checked)
    }

    @Test func javaScriptRoundTripsAtMilliseconds() {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: FastDate.maxFormattedLength)
        defer { buffer.deallocate() }
        var generator = SeededGenerator(seed: 0x5EED_0002)
        var report = FailureReport()
        let samples = 100_000
        for i in 0..<samples {
            let t = Self.randomTimestamp(i, using: &generator)
            let count: Int
            do {
                count = try FastDate.format(t, as: .javaScript, into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                report.add("formatJavaScript(\(Show.timestamp(t))) threw \(error)")
                continue
            }
            let text = UnsafeBufferPointer(rebasing: buffer[..<count])
            let utc = FastDate.Timestamp(seconds: t.seconds, nanoseconds: t.nanoseconds)
            // toISOString(): UTC, exactly three digits, 24 or (expanded years) 27 bytes.
            let want = Self.expectedRFC3339(utc, fractionDigits: 3)
            if !text.elementsEqual(want.utf8) || (count != 24 && count != 27) {
                report.add("formatJavaScript(\(Show.timestamp(t))) wrote \(String(decoding: text, as: UTF8.self)), expected \(want)")
            }
            if i % 50 == 0, (try? FastDate.format(t, as: .javaScript)) != want {
                report.add("formatJavaScript(\(Show.timestamp(t))) as a String differs from \(want)")
            }
            let parsed = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text) }
            let expected = FastDate.Timestamp(seconds: t.seconds, nanoseconds: Self.truncated(t.nanoseconds, toDigits: 3))
            if case .success(let got) = parsed, got == expected {} else {
                report.add("\(want) parsed as \(Show.result(parsed)), expected \(Show.timestamp(expected))")
            }
        }
        report.finish(checked: samples)
    }

    @Test func rangeLimitsFormatExactly() throws {
        let minimum = FastDate.Timestamp(seconds: Self.minimum)
        let maximum = FastDate.Timestamp(seconds: Self.maximum)
        #expect(try FastDate.format(minimum, as: .javaScript) == "-271821-04-20T00:00:00.000Z")
        #expect(try FastDate.format(maximum, as: .javaScript) == "+275760-09-13T00:00:00.000Z")
        #expect(try FastDate.format(minimum, as: .rfc3339.fractionDigits(0)) == "-271821-04-20T00:00:00Z")
        #expect(try FastDate.format(maximum, as: .rfc3339.fractionDigits(9)) == "+275760-09-13T00:00:00.000000000Z")
        #expect(try FastDate.format(FastDate.Timestamp(seconds: Self.maximum, utcOffset: 86_340), as: .rfc3339.fractionDigits(9))
            == "+275760-09-13T23:59:00.000000000+23:59")
        #expect(try FastDate.format(FastDate.Timestamp(seconds: Self.minimum, utcOffset: -86_340), as: .rfc3339.fractionDigits(0))
            == "-271821-04-19T00:01:00-23:59")
        #expect(try FastDate.parseTimestamp("-271821-04-20T00:00:00.000Z") == minimum)
        #expect(try FastDate.parseTimestamp("+275760-09-13T00:00:00.000Z") == maximum)
        #expect(try FastDate.parseTimestamp("-271821-04-19T00:01:00-23:59")
            == FastDate.Timestamp(seconds: Self.minimum, utcOffset: -86_340))
        #expect(FastDate.maxFormattedLength == "+275760-09-13T23:59:59.999999999+23:59:59".utf8.count)
    }

    @Test func onePastTheLimitsIsOutOfRange() throws {
        let outside = [
            FastDate.Timestamp(seconds: Self.minimum - 1),
            FastDate.Timestamp(seconds: Self.minimum - 1, nanoseconds: 999_999_999),
            FastDate.Timestamp(seconds: Self.maximum, nanoseconds: 1),
            FastDate.Timestamp(seconds: Self.maximum + 1),
            FastDate.Timestamp(seconds: Self.maximum + 1, utcOffset: -3600),
            FastDate.Timestamp(seconds: .max),
            FastDate.Timestamp(seconds: .min),
        ]
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 1)
        defer { buffer.deallocate() }
        for t in outside {
            #expect(!t.isInSupportedRange)
            for digits in [0, 3, 9] {
                let asString = Thrown.formatError { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .rfc3339.fractionDigits(digits))
                }
                let intoBuffer = Thrown.formatError { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .rfc3339.fractionDigits(digits), into: buffer)
                }
                #expect(asString?.kind == .outOfRange, "formatRFC3339(\(Show.timestamp(t)), \(digits))")
                #expect(intoBuffer?.kind == .outOfRange, "formatRFC3339(\(Show.timestamp(t)), \(digits), into:)")
            }
            let asString = Thrown.formatError { () throws(FastDate.FormatError) in try FastDate.format(t, as: .javaScript) }
            let intoBuffer = Thrown.formatError { () throws(FastDate.FormatError) in
                try FastDate.format(t, as: .javaScript, into: buffer)
            }
            #expect(asString?.kind == .outOfRange, "formatJavaScript(\(Show.timestamp(t)))")
            #expect(intoBuffer?.kind == .outOfRange, "formatJavaScript(\(Show.timestamp(t)), into:)")
        }
        // And the parser refuses the same instants written out.
        for text in ["-271821-04-19T23:59:59.999999999Z", "+275760-09-13T00:00:00.000000001Z",
                     "-271821-04-20T00:00:00+00:01", "+275760-09-13T00:00:00-00:01"] {
            #expect(throws: FastDate.ParseError(.outOfRange, offset: 0), "\(text)") {
                try FastDate.parseTimestamp(text)
            }
        }
        // As numbers, the epoch format reads the limits and refuses past them; `.iso8601`
        // reads a number as seconds only within the years 0000–9999.
        for text in ["-8640000000000.000000001", "8640000000000.000000001"] {
            #expect(throws: FastDate.ParseError(.outOfRange, offset: 0), "\(text)") {
                try FastDate.parseTimestamp(text, as: .epoch(.seconds))
            }
            #expect(throws: FastDate.ParseError(.numberOutsideEpochSecondsYears, offset: 0), "\(text)") {
                try FastDate.parseTimestamp(text)
            }
        }
        #expect(try FastDate.parseTimestamp("-8640000000000", as: .epoch(.seconds)) == FastDate.Timestamp(seconds: Self.minimum))
        #expect(try FastDate.parseTimestamp("8640000000000", as: .epoch(.seconds)) == FastDate.Timestamp(seconds: Self.maximum))
    }
}
