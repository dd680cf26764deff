import FastDate
import Testing
import FastDateTestSupport

/// Every limit the Spec draws, with the value at it and one step past it, for dates, each
/// epoch unit, integer-width boundaries, and each field. The expected outcomes were worked
/// out with the Spec's independent Python reference (`Spec/tools/generate_vectors.py`),
/// not with this target's reference, which must agree with them too.
@Suite struct RangeLimits {
    enum Expected: Sendable {
        case value(Int64, Int32, Int32)
        case failure(String, Int)

        var outcome: ReferenceParser.Outcome {
            switch self {
            case .value(let s, let ns, let off): .value(.init(seconds: s, nanoseconds: ns, utcOffset: off))
            case .failure(let kind, let offset): .failure(.init(kind: kind, offset: offset))
            }
        }
    }

    static let cases: [(String, ProfileCase, Expected)] = [
        // The top of the range, +8.64e15 ms, and one step past it in each field.
        ("+275760-09-13T00:00:00Z", .iso8601, .value(8640000000000, 0, 0)),
        ("+275760-09-13T00:00:00.000000001Z", .iso8601, .failure("outOfRange", 0)),
        ("+275760-09-13T00:00:00.0000000009Z", .iso8601, .value(8640000000000, 0, 0)),
        ("+275760-09-13T00:00:01Z", .iso8601, .failure("outOfRange", 0)),
        ("+275760-09-13", .iso8601, .value(8640000000000, 0, 0)),
        ("+275760-09-14", .iso8601, .failure("outOfRange", 0)),
        ("+275760-09-13T01:00:00+01:00", .iso8601, .value(8640000000000, 0, 3600)),
        ("+275760-09-13T00:59:59.999999999+01:00", .iso8601, .value(8639999999999, 999999999, 3600)),
        ("+275760-09-12T23:59:60.999999999Z", .iso8601, .value(8639999999999, 999999999, 0)),
        ("+275760-09-13T00:00:00-00:01", .iso8601, .failure("outOfRange", 0)),
        ("+275760-09-13T00:00:00", .iso8601.assuming(1), .value(8639999999999, 0, 1)),
        ("+275760-09-13T00:00:00", .iso8601.assuming(-1), .failure("outOfRange", 0)),
        // The bottom, −8.64e15 ms.
        ("-271821-04-20T00:00:00Z", .iso8601, .value(-8640000000000, 0, 0)),
        ("-271821-04-19T23:59:59.999999999Z", .iso8601, .failure("outOfRange", 0)),
        ("-271821-04-20T00:00:00+00:01", .iso8601, .failure("outOfRange", 0)),
        ("-271821-04-20T00:01:00+00:01", .iso8601, .value(-8640000000000, 0, 60)),
        ("-271821-04-20", .iso8601, .value(-8640000000000, 0, 0)),
        ("-271821-04-19", .iso8601, .failure("outOfRange", 0)),
        ("-271821-04-20T00:00:00", .iso8601.assuming(-1), .value(-8639999999999, 0, -1)),
        // Expanded years at their widest, four-digit years at theirs.
        ("+999999-12-31T23:59:59Z", .iso8601, .failure("outOfRange", 0)),
        ("-999999-01-01T00:00:00Z", .iso8601, .failure("outOfRange", 0)),
        ("0000-01-01T00:00:00+23:59", .rfc3339, .value(-62167305540, 0, 86340)),
        ("9999-12-31T23:59:59.999999999-23:59", .rfc3339, .value(253402387139, 999999999, -86340)),
        ("-000001-01-01T00:00:00Z", .iso8601, .value(-62198755200, 0, 0)),
        ("-000000-01-01T00:00:00Z", .iso8601, .failure("invalidExpandedYear", 0)),
        ("+000000-01-01T00:00:00Z", .iso8601, .value(-62167219200, 0, 0)),
        ("+275760-09-13T00:00:00Z", .rfc3339, .failure("expectedYear", 0)),
        ("+010000-01-01T00:00:00Z", .iso8601, .value(253402300800, 0, 0)),
        // Epoch numbers at and past the limit in every unit.
        ("8640000000000", .epochSeconds, .value(8640000000000, 0, 0)),
        ("8640000000000.000000000", .epochSeconds, .value(8640000000000, 0, 0)),
        ("8640000000000.000000001", .epochSeconds, .failure("outOfRange", 0)),
        ("8640000000001", .epochSeconds, .failure("outOfRange", 0)),
        ("-8640000000000", .epochSeconds, .value(-8640000000000, 0, 0)),
        ("-8640000000000.000000001", .epochSeconds, .failure("outOfRange", 0)),
        ("-8639999999999.999999999", .epochSeconds, .value(-8640000000000, 1, 0)),
        // `.iso8601` reads a number as seconds only within the years 0000-9999.
        ("8640000000000", .iso8601, .failure("numberOutsideEpochSecondsYears", 0)),
        ("-8640000000000.000000001", .iso8601, .failure("numberOutsideEpochSecondsYears", 0)),
        ("253402300799.999999999", .iso8601, .value(253402300799, 999999999, 0)),
        ("253402300800", .iso8601, .failure("numberOutsideEpochSecondsYears", 0)),
        ("-62167219200", .iso8601, .value(-62167219200, 0, 0)),
        ("-62167219200.000000001", .iso8601, .failure("numberOutsideEpochSecondsYears", 0)),
        ("8640000000000000", .epochMilliseconds, .value(8640000000000, 0, 0)),
        ("8640000000000000.000001", .epochMilliseconds, .failure("outOfRange", 0)),
        ("8640000000000001", .epochMilliseconds, .failure("outOfRange", 0)),
        ("-8640000000000000", .epochMilliseconds, .value(-8640000000000, 0, 0)),
        ("-8640000000000000.000001", .epochMilliseconds, .failure("outOfRange", 0)),
        ("8640000000000000000", .epochMicroseconds, .value(8640000000000, 0, 0)),
        ("8640000000000000000.001", .epochMicroseconds, .failure("outOfRange", 0)),
        ("8640000000000000001", .epochMicroseconds, .failure("outOfRange", 0)),
        ("-8640000000000000000", .epochMicroseconds, .value(-8640000000000, 0, 0)),
        ("-8640000000000000000.001", .epochMicroseconds, .failure("outOfRange", 0)),
        ("8640000000000000000000", .epochNanoseconds, .value(8640000000000, 0, 0)),
        ("8640000000000000000001", .epochNanoseconds, .failure("outOfRange", 0)),
        ("-8640000000000000000000", .epochNanoseconds, .value(-8640000000000, 0, 0)),
        ("-8640000000000000000001", .epochNanoseconds, .failure("outOfRange", 0)),
        // Int64 and UInt64 boundaries, where a fast accumulator would wrap.
        ("9223372036854775807", .epochNanoseconds, .value(9223372036, 854775807, 0)),
        ("9223372036854775808", .epochNanoseconds, .value(9223372036, 854775808, 0)),
        ("18446744073709551615", .epochNanoseconds, .value(18446744073, 709551615, 0)),
        ("18446744073709551616", .epochNanoseconds, .value(18446744073, 709551616, 0)),
        ("-9223372036854775808", .epochNanoseconds, .value(-9223372037, 145224192, 0)),
        ("-18446744073709551616", .epochNanoseconds, .value(-18446744074, 290448384, 0)),
        ("9223372036854775807", .epochSeconds, .failure("outOfRange", 0)),
        ("9223372036854775807", .epochMicroseconds, .failure("outOfRange", 0)),
        ("18446744073709551616", .epochMicroseconds, .failure("outOfRange", 0)),
        ("9223372036854775807", .epochMilliseconds, .failure("outOfRange", 0)),
        // Each field at its last value and one past it.
        ("2021-03-19T23:59:59+23:59", .iso8601, .value(1616112059, 0, 86340)),
        ("2021-03-19T23:59:59+24:00", .iso8601, .failure("offsetHourOutOfRange", 20)),
        ("2021-03-19T23:59:59+23:60", .iso8601, .failure("offsetMinuteOutOfRange", 23)),
        ("2021-03-19T24:00:00Z", .iso8601, .failure("hourOutOfRange", 11)),
        ("2021-03-19T23:60:00Z", .iso8601, .failure("minuteOutOfRange", 14)),
        ("2021-03-19T22:59:60Z", .iso8601, .failure("invalidLeapSecond", 17)),
        ("2021-03-19T23:59:61Z", .iso8601, .failure("secondOutOfRange", 17)),
        ("2021-13-19T23:59:59Z", .iso8601, .failure("monthOutOfRange", 5)),
        ("2021-03-32T23:59:59Z", .iso8601, .failure("dayOutOfRange", 8)),
        ("2021-02-29T00:00:00Z", .iso8601, .failure("dayOutOfRange", 8)),
        ("2020-02-29T00:00:00Z", .iso8601, .value(1582934400, 0, 0)),
        ("2021-04-31T00:00:00Z", .iso8601, .failure("dayOutOfRange", 8)),
        ("1900-02-29", .fullDate, .failure("dayOutOfRange", 8)),
        ("2000-02-29", .fullDate, .value(951782400, 0, 0)),
    ]

    @Test func parsingAtAndPastEveryLimit() {
        var report = FailureReport(limit: 40)
        for (text, profile, expected) in Self.cases {
            let bytes = Array(text.utf8)
            if profile.reference(bytes) != expected.outcome {
                report.add("\(text) [\(profile)]: reference \(profile.reference(bytes).text), expected \(expected.outcome.text)")
            }
            for door in Door.allCases {
                let got = ReferenceParser.Outcome(door.parseTimestamp(bytes, as: profile.format))
                if got != expected.outcome { report.add("\(text) [\(profile)] via \(door): \(got.text), expected \(expected.outcome.text)") }
            }
        }
        report.finish(checked: Self.cases.count)
    }

    /// The formatters at the same limits, and the longest text into buffers of exactly its
    /// length, one byte less, and none at all.
    @Test func formattingAtAndPastTheLimits() throws {
        let max = FastDate.Timestamp.maximumSeconds
        let min = FastDate.Timestamp.minimumSeconds
        #expect(try FastDate.format(.init(seconds: max), as: .rfc3339.fractionDigits(9)) == "+275760-09-13T00:00:00.000000000Z")
        #expect(try FastDate.format(.init(seconds: min), as: .javaScript) == "-271821-04-20T00:00:00.000Z")
        #expect(try FastDate.format(.init(seconds: max, utcOffset: 86_340), as: .rfc3339.fractionDigits(9))
            == "+275760-09-13T23:59:00.000000000+23:59")
        #expect(try FastDate.format(.init(seconds: min, utcOffset: -86_340), as: .rfc3339.fractionDigits(0)) == "-271821-04-19T00:01:00-23:59")
        for t in [FastDate.Timestamp(seconds: max, nanoseconds: 1), .init(seconds: max + 1), .init(seconds: min - 1, nanoseconds: 999_999_999)] {
            #expect(Self.formatError { () throws(FastDate.FormatError) in try FastDate.format(t, as: .rfc3339.fractionDigits(0)) } == .outOfRange)
            #expect(Self.formatError { () throws(FastDate.FormatError) in try FastDate.format(t, as: .javaScript) } == .outOfRange)
        }
        #expect(Self.formatError { () throws(FastDate.FormatError) in try FastDate.format(.init(seconds: 0), as: .rfc3339.fractionDigits(10)) } == .invalidFractionDigits)
        #expect(Self.formatError { () throws(FastDate.FormatError) in try FastDate.format(.init(seconds: 0), as: .rfc3339.fractionDigits(-1)) } == .invalidFractionDigits)
        #expect(Self.formatError { () throws(FastDate.FormatError) in try FastDate.format(.init(seconds: 0, utcOffset: 30), as: .rfc3339.fractionDigits(0)) } == .invalidOffset)

        // The longest text there is: exactly `maxFormattedLength` bytes (ISO 8601, with
        // offset seconds; RFC 3339's longest is 3 bytes shorter).
        let longest = FastDate.Timestamp(seconds: max, utcOffset: 86_399)
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedLength + 8, alignment: 1)
        defer { storage.deallocate() }
        for size in [FastDate.maxFormattedLength, FastDate.maxFormattedLength - 1, 1, 0] {
            storage.initializeMemory(as: UInt8.self, repeating: 0xAA)
            let buffer = UnsafeMutableRawBufferPointer(rebasing: storage[..<size])
            let result = Result { () throws(FastDate.FormatError) in try FastDate.format(longest, as: .iso8601.fractionDigits(9), into: buffer) }
            if size == FastDate.maxFormattedLength {
                #expect(try result.get() == size)
            } else {
                #expect(Self.failure(result) == .bufferTooSmall, "\(size)-byte buffer")
            }
            #expect(storage[size...].allSatisfy { $0 == 0xAA }, "wrote past a \(size)-byte buffer")
        }
        let empty = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        #expect(Self.failure(Result { () throws(FastDate.FormatError) in try FastDate.format(longest, as: .javaScript, into: empty) }) == .bufferTooSmall)
    }

    static func formatError(_ body: () throws(FastDate.FormatError) -> String) -> FastDate.FormatError.Kind? {
        do {
            _ = try body()
            return nil
        } catch {
            return error.kind
        }
    }

    static func failure(_ result: Result<Int, FastDate.FormatError>) -> FastDate.FormatError.Kind? {
        if case .failure(let e) = result { e.kind } else { nil }
    }
}
