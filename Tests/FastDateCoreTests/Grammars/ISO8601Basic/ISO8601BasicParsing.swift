import FastDateCore
import Testing
import FastDateTestSupport

/// `.iso8601Basic` (`Spec/iso8601-basic/iso8601-basic.md`) beyond its vectors: the senders'
/// own examples, its separation from `.iso8601`, and writing.
@Suite struct ISO8601BasicParsing {
    static let instant = FastDate.Timestamp(seconds: 1_705_314_600)  // 2024-01-15T10:30:00Z

    @Test func readsWhatAWSAndICalendarSend() throws {
        #expect(try FastDate.parseTimestamp("20240115T103000Z", as: .iso8601Basic) == Self.instant)  // x-amz-date
        #expect(try FastDate.parseTimestamp(Array("20240115T113000+0100".utf8), as: .iso8601Basic)
                == FastDate.Timestamp(seconds: 1_705_314_600, utcOffset: 3600))
        #expect(try FastDate.parseTimestamp("20240115", as: .iso8601Basic) == FastDate.Timestamp(seconds: 1_705_276_800))
        #expect(try FastDate.parseTimestamp("20240115T103000", as: .iso8601Basic.assumingUTCOffset(0)) == Self.instant)
    }

    /// `.iso8601` keeps its rule: digits are an epoch number, and the basic date-time is refused.
    @Test func neverReadByTheDefaultFormat() throws {
        #expect(try FastDate.parseTimestamp("20240115") == FastDate.Timestamp(seconds: 20_240_115))
        #expect(throws: FastDate.ParseError.self) { try FastDate.parseTimestamp("20240115T103000Z") }
    }

    @Test func writesAndReadsBack() throws {
        #expect(try FastDate.format(Self.instant, as: .iso8601Basic) == "20240115T103000Z")
        let t = FastDate.Timestamp(seconds: 1_705_314_600, nanoseconds: 123_456_789, utcOffset: -18_000)
        let text = try FastDate.format(t, as: .iso8601Basic.fractionDigits(9))
        #expect(text == "20240115T053000.123456789-0500")
        #expect(try FastDate.parseTimestamp(text, as: .iso8601Basic) == t)
        let error = try #require(throws: FastDate.FormatError.self) {
            try FastDate.format(FastDate.Timestamp(seconds: 253_402_300_800), as: .iso8601Basic)
        }
        #expect(error.kind == .unrepresentableYear)
    }
}
