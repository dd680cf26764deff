import FastDateCore
import Testing
import FastDateTestSupport

/// The UTC offset that ends a date-time (`OffsetScanner`, grammar.md "iso-offset" and
/// "rfc-offset"): every form in each profile, every error, and every Spec vector that is
/// about an offset, through every door.
@Suite("Offset parsing") struct OffsetParsing {
    /// `2021-03-19T09:37:20` is 19 bytes: the offset starts at byte 19.
    static let base = "2021-03-19T09:37:20"
    static let localSeconds: Int64 = 1_616_146_640

    static let offsetKinds: Set<FastDate.ParseError.Kind> = [
        .missingOffset, .expectedOffset, .expectedOffsetHour, .offsetHourOutOfRange,
        .expectedOffsetColon, .expectedOffsetMinute, .offsetMinuteOutOfRange,
    ]

    @Test(arguments: [
        ("Z", 0), ("z", 0), ("+01:00", 3600), ("-05:30", -19_800), ("-00:00", 0), ("+00:00", 0),
        ("+23:59", 86_340), ("-23:59", -86_340), ("+0100", 3600), ("-0530", -19_800), ("+01", 3600), ("-12", -43_200),
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
        ("+01x", .trailingBytes, 22), ("+01:00:00", .trailingBytes, 25), ("ZZ", .trailingBytes, 20),
    ] as [(String, FastDate.ParseError.Kind, Int)])
    func iso8601Refuses(_ offset: String, _ kind: FastDate.ParseError.Kind, _ at: Int) {
        expectError(Self.base + offset, as: .iso8601, kind, at: at)
    }

    /// RFC 3339 requires `±hh:mm`: the shorter `.iso8601` forms fail at the missing colon.
    @Test(arguments: [("+0100", 22), ("+01", 22), ("-05", 22)] as [(String, Int)])
    func rfc3339RequiresTheColon(_ offset: String, _ at: Int) {
        expectError(Self.base + offset, as: .rfc3339, .expectedOffsetColon, at: at)
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
