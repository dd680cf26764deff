import FastDate
import Testing
import FastDateTestSupport

/// Inputs no well-behaved client sends: megabytes of digits, of garbage, of NUL. Each must
/// end in the Spec's result (checked against the reference) without reading outside the
/// input; how long they take is measured by `LinearTime`, not asserted here.
@Suite struct HugeInputs {
    /// The shapes, each as a function of a length in bytes, so `LinearTime` measures the
    /// very inputs checked here.
    static let shapes: [(name: String, profile: ProfileCase, make: @Sendable (Int) -> [UInt8])] = [
        ("date-time with a long fraction", .iso8601, { n in
            Array("2021-03-19T09:37:20.".utf8) + digitRun(n - 21) + Array("Z".utf8)
        }),
        ("strict date-time with a long fraction", .rfc3339, { n in
            Array("2021-03-19T09:37:20.".utf8) + digitRun(n - 26) + Array("+01:00".utf8)
        }),
        ("epoch seconds, long integer", .iso8601, { n in digitRun(n) }),
        ("epoch milliseconds, leading zeros", .epochMilliseconds, { n in
            [UInt8](repeating: UInt8(ascii: "0"), count: n - 13) + Array("1616112000123".utf8)
        }),
        ("epoch nanoseconds, long negative integer", .epochNanoseconds, { n in Array("-".utf8) + digitRun(n - 1) }),
        ("epoch seconds, long fraction", .epochSeconds, { n in Array("1.".utf8) + digitRun(n - 2) }),
        ("valid date then garbage", .iso8601, { n in
            Array("2021-03-19T09:37:20Z".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: n - 20)
        }),
        ("all 'A'", .iso8601, { n in [UInt8](repeating: UInt8(ascii: "A"), count: n) }),
        ("all NUL", .iso8601, { n in [UInt8](repeating: 0, count: n) }),
        ("all '-'", .iso8601, { n in [UInt8](repeating: UInt8(ascii: "-"), count: n) }),
        ("all 0xFF (invalid UTF-8)", .rfc3339, { n in [UInt8](repeating: 0xFF, count: n) }),
        ("digits then a colon", .iso8601, { n in digitRun(n - 1) + Array(":".utf8) }),
    ]

    /// Digits that are not all the same, so no fast path on repeated bytes can help.
    static func digitRun(_ count: Int) -> [UInt8] {
        (0..<max(0, count)).map { UInt8(ascii: "0") + UInt8(($0 * 7 + 3) % 10) }
    }

    @Test(arguments: [1_024, 1 << 20])
    func hugeInputsMatchTheReference(length: Int) {
        var report = FailureReport(limit: 40)
        for shape in Self.shapes {
            let bytes = shape.make(length)
            for door in [Door.rawBuffer, .span, .string] where door.accepts(bytes) {
                if let problem = Agreement.check(bytes, shape.profile, door: door) {
                    report.add("\(shape.name), \(length) bytes: \(problem)")
                }
            }
        }
        report.finish(checked: Self.shapes.count)
    }

    /// The values the Spec promises for these, spelled out rather than taken from the
    /// reference: truncation to nanoseconds, exact leading-zero numbers, saturation into
    /// `outOfRange`, and the first offending byte.
    @Test func hugeInputResultsAreTheSpecsOwn() throws {
        let n = 1 << 20
        let fraction = Array("2021-03-19T09:37:20.".utf8) + [UInt8](repeating: UInt8(ascii: "9"), count: n) + Array("Z".utf8)
        let t = try FastDate.parseTimestamp(fraction)
        #expect(t == FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 999_999_999))

        let zeros = [UInt8](repeating: UInt8(ascii: "0"), count: n) + Array("1616112000123".utf8)
        #expect(try FastDate.parseTimestamp(zeros, as: .epoch(.milliseconds)) == FastDate.Timestamp(seconds: 1_616_112_000, nanoseconds: 123_000_000))

        let long = [UInt8](repeating: UInt8(ascii: "9"), count: n)
        #expect(Self.error(long, .iso8601) == .init(kind: "numberOutsideEpochSecondsYears", offset: 0))
        let negative = Array("-1".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: n)
        #expect(Self.error(negative, .epoch(.nanoseconds)) == .init(kind: "outOfRange", offset: 0))

        let epochFraction = Array("1.".utf8) + [UInt8](repeating: UInt8(ascii: "5"), count: n)
        #expect(Self.error(epochFraction, .epoch(.milliseconds)) == .init(kind: "tooManyFractionDigits", offset: 8))

        let garbage = Array("2021-03-19T09:37:20Z".utf8) + [UInt8](repeating: 0, count: n)
        #expect(Self.error(garbage, .iso8601) == .init(kind: "trailingBytes", offset: 20))

        // The error is found at the end of a megabyte of digits, not before.
        let colon = [UInt8](repeating: UInt8(ascii: "1"), count: n) + Array(":".utf8)
        #expect(Self.error(colon, .iso8601) == .init(kind: "expectedHyphenAfterYear", offset: 4))
        #expect(Self.error(colon, .epoch(.seconds)) == .init(kind: "trailingBytes", offset: n))
    }

    static func error(_ bytes: [UInt8], _ format: FastDate.Format) -> ReferenceParser.Failure? {
        do {
            _ = try FastDate.parseTimestamp(bytes, as: format)
            return nil
        } catch {
            return .init(kind: error.kind.rawValue, offset: error.offset)
        }
    }
}
