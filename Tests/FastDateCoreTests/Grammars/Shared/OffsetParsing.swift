import FastDateCore
import Testing
import FastDateTestSupport

/// The UTC offset that ends a date-time (`OffsetReader`, date-time.md "iso-offset" and
/// "rfc-offset"): every form in each profile, every error, and every Spec vector that is
/// about an offset, through every door.
@Suite("Offset parsing") struct OffsetParsing {
    /// `2021-03-19T09:37:20` is 19 bytes: the offset starts at byte 19.
    static let base = "2021-03-19T09:37:20"
    static let localSeconds: Int64 = 1_616_146_640

    static let offsetKinds: Set<FastDate.ParseError.Kind> = [
        .missingOffset, .expectedOffset, .expectedOffsetHour, .offsetHourOutOfRange,
        .expectedOffsetColon, .expectedOffsetMinute, .offsetMinuteOutOfRange,
        .expectedOffsetSecond, .offsetSecondOutOfRange,
    ]

    @Test(arguments: [
        ("Z", 0), ("z", 0), ("+01:00", 3600), ("-05:30", -19_800), ("-00:00", 0), ("+00:00", 0),
        ("+23:59", 86_340), ("-23:59", -86_340), ("+0100", 3600), ("-0530", -19_800), ("+01", 3600), ("-12", -43_200),
        ("+05:53:28", 21_208), ("-00:25:21", -1521), ("+055328", 21_208), ("+23:59:59", 86_399), ("-235959", -86_399),
        ("+01:00:00", 3600), ("-00:00:01", -1),
    ] as [(String, Int32)])
    func iso8601Accepts(_ offset: String, _ seconds: Int32) {
        expect(Self.base + offset, as: .iso8601, offset: seconds)
    }

    @Test(arguments: [("Z", 0), ("z", 0), ("+01:00", 3600), ("-05:30", -19_800), ("-00:00", 0), ("+23:59", 86_340)] as [(String, Int32)])
    func rfc3339Accepts(_ offset: String, _ seconds: Int32) {
        expect(Self.base + offset, as: .rfc3339, offset: seconds)
    }

    @Test(arguments: [
        ("", FastDate.ParseError.Kind.missingOffset, 19), ("X", .expectedOffset, 19), (" Z", .expectedOffset, 19),
        ("+24:00", .offsetHourOutOfRange, 20), ("+99", .offsetHourOutOfRange, 20), ("+1", .expectedOffsetHour, 21),
        ("+", .expectedOffsetHour, 20), ("+01:", .expectedOffsetMinute, 23), ("+01:0", .expectedOffsetMinute, 24),
        ("+01:60", .offsetMinuteOutOfRange, 23), ("+0160", .offsetMinuteOutOfRange, 22), ("+01:00Z", .trailingBytes, 25),
        ("+01x", .trailingBytes, 22), ("ZZ", .trailingBytes, 20),
        ("+01:00:", .expectedOffsetSecond, 26), ("+01:00:6", .expectedOffsetSecond, 27), ("+01:00:60", .offsetSecondOutOfRange, 26),
        ("+010099", .offsetSecondOutOfRange, 24), ("+01005", .expectedOffsetSecond, 25), ("+01:0030", .trailingBytes, 25),
        ("+0100:30", .trailingBytes, 24), ("+01:00:30:00", .trailingBytes, 28), ("+01:00:30.5", .trailingBytes, 28),
    ] as [(String, FastDate.ParseError.Kind, Int)])
    func iso8601Refuses(_ offset: String, _ kind: FastDate.ParseError.Kind, _ at: Int) {
        expectError(Self.base + offset, as: .iso8601, kind, at: at)
    }

    /// RFC 3339 requires `±hh:mm`: the shorter `.iso8601` forms fail at the missing colon.
    @Test(arguments: [("+0100", 22), ("+01", 22), ("-05", 22)] as [(String, Int)])
    func rfc3339RequiresTheColon(_ offset: String, _ at: Int) {
        expectError(Self.base + offset, as: .rfc3339, .expectedOffsetColon, at: at)
    }

    /// RFC 3339's `time-numoffset` has no seconds: what follows `±hh:mm` trails.
    @Test func rfc3339RefusesOffsetSeconds() {
        expectError(Self.base + "+05:53:28", as: .rfc3339, .trailingBytes, at: 25)
    }

    /// Offsets with seconds are written back by `formatISO8601` (and refused by
    /// `formatRFC3339`, which cannot write them), and read back to the same timestamp.
    @Test(arguments: [Int32(21_208), -1521, 86_399, -86_399, -1, 59, 3600, 0])
    func offsetSecondsRoundTrip(_ offset: Int32) throws {
        let t = FastDate.Timestamp(seconds: -3_786_846_808, nanoseconds: 500_000_000, utcOffset: offset)
        let text = try FastDate.format(t, as: .iso8601.fractionDigits(3))
        #expect(try FastDate.parseTimestamp(text) == t, "\(text)")
        #expect(t.description == (try FastDate.format(t, as: .iso8601.fractionDigits(3))))
        if offset % 60 != 0 {
            #expect(text.hasSuffix(String(format2(offset))))
            #expect(throws: FastDate.FormatError.self) { try FastDate.format(t, as: .rfc3339.fractionDigits(0)) }
        } else {
            #expect(text == (try FastDate.format(t, as: .rfc3339.fractionDigits(3))))
        }
    }

    @Test func formatISO8601WritesOffsetSeconds() throws {
        let t = try FastDate.parseTimestamp("1850-01-01T00:00:00+05:53:28")
        #expect(try FastDate.format(t, as: .iso8601.fractionDigits(0)) == "1850-01-01T00:00:00+05:53:28")
        #expect(try FastDate.format(FastDate.Timestamp(seconds: 0, utcOffset: -86_399), as: .iso8601.fractionDigits(0)) == "1969-12-31T00:00:01-23:59:59")
        var buffer = [UInt8](repeating: 0, count: FastDate.maxFormattedLength)
        let widest = FastDate.Timestamp(seconds: FastDate.Timestamp.maximumSeconds - 86_400, nanoseconds: 999_999_999, utcOffset: 86_399)
        let count = try buffer.withUnsafeMutableBytes { (raw) throws(FastDate.FormatError) in
            try FastDate.format(widest, as: .iso8601.fractionDigits(9), into: raw)
        }
        #expect(count == FastDate.maxFormattedLength, "the longest text fills maxFormattedLength exactly")
    }

    /// `±hh:mm:ss` text for an offset in seconds.
    private func format2(_ offset: Int32) -> String {
        let m = abs(Int(offset))
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return (offset < 0 ? "-" : "+") + two(m / 3600) + ":" + two(m / 60 % 60) + ":" + two(m % 60)
    }

    /// An assumed offset applies only where none is written.
    @Test func anAssumedOffsetFillsOnlyAMissingOne() {
        expect(Self.base, as: .iso8601.assumingUTCOffset(3600), offset: 3600)
        expect(Self.base, as: .rfc3339.assumingUTCOffset(-1800), offset: -1800)
        expect(Self.base + "Z", as: .iso8601.assumingUTCOffset(3600), offset: 0)
        expect(Self.base + "-05:30", as: .iso8601.assumingUTCOffset(3600), offset: -19_800)
        // Not whole minutes: an assumed offset is any number of seconds under a day.
        expect(Self.base, as: .iso8601.assumingUTCOffset(-17_762), offset: -17_762)
    }

    @Test func everyOffsetVectorThroughEveryDoor() throws {
        let vectors = try SpecVectorLoader.parseVectors().filter { vector in
            switch vector.expected {
            case .timestamp(let t): t.utcOffset != 0 || vector.assumedUTCOffset != nil
            case .error(let kind, _): Self.offsetKinds.contains(kind)
            }
        }
        try #require(vectors.count >= 100, "only \(vectors.count) offset vectors")
        vectors.checkThroughEveryDoor()
    }

    private func expect(_ text: String, as format: FastDate.Format, offset: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        let want = FastDate.Timestamp(seconds: Self.localSeconds - Int64(offset), utcOffset: offset)
        for door in Door.allCases {
            let got = door.parseTimestamp(Array(text.utf8), as: format)
            #expect(got == .success(want), "\(text) via \(door)", sourceLocation: sourceLocation)
        }
    }

    private func expectError(
        _ text: String, as format: FastDate.Format, _ kind: FastDate.ParseError.Kind, at offset: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for door in Door.allCases {
            let got = door.parseTimestamp(Array(text.utf8), as: format)
            #expect(got.kindAndOffset?.kind == kind && got.kindAndOffset?.offset == offset, "\(text) via \(door): \(got)", sourceLocation: sourceLocation)
        }
    }
}
