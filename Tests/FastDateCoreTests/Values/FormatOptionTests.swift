import FastDateCore
import Testing

/// `FastDate.Format`'s options. Two of them share one stored field (to keep a format in one
/// register): `httpDate(currentYear:)`'s year and `writingUTCOffset(_:)`'s offset. They never
/// meet, because an HTTP-date always writes GMT; these tests hold that promise.
@Suite("Format options") struct FormatOptionTests {
    let instant = FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000)

    @Test func anHTTPDateYearIsNotAWrittenOffset() throws {
        let format = FastDate.Format.httpDate(currentYear: 2026)
        #expect(format.writtenUTCOffset == nil)
        #expect(try FastDate.format(instant, as: format) == "Fri, 19 Mar 2021 09:37:20 GMT")
        // The year still applies to reading: `94` is 1994 counted from 2026, 2094 from 2080.
        #expect(try FastDate.parseTimestamp("Sunday, 06-Nov-94 08:49:37 GMT", as: format).seconds == 784_111_777)
        #expect(try FastDate.parseTimestamp("Saturday, 06-Nov-94 08:49:37 GMT", as: .httpDate(currentYear: 2080)).seconds == 3_939_871_777)
    }

    @Test func aWrittenOffsetDoesNotReplaceAnHTTPDateYear() throws {
        let format = FastDate.Format.httpDate(currentYear: 2026).writingUTCOffset(3600)
        #expect(format == .httpDate(currentYear: 2026))
        #expect(format.writtenUTCOffset == nil)
        #expect(try FastDate.format(instant, as: format) == "Fri, 19 Mar 2021 09:37:20 GMT")
    }

    @Test func aWrittenOffsetAppliesWhereTheFormatWritesOne() throws {
        for format: FastDate.Format in [.iso8601, .rfc3339, .rfc9557, .iso8601Basic, .fullDate, .rfc5322, .dotNetJSON] {
            #expect(format.writingUTCOffset(3600).writtenUTCOffset == 3600, "\(format)")
        }
        for format: FastDate.Format in [.javaScript, .httpDate, .cookieDate, .epoch(.seconds)] {
            #expect(format.writingUTCOffset(3600) == format, "\(format)")
        }
    }

    @Test func fractionDigitsApplyWhereTheFormatTakesThem() {
        for format: FastDate.Format in [.iso8601, .rfc3339, .rfc9557, .iso8601Basic] {
            #expect(format.fractionDigits(6).writtenFractionDigits == 6, "\(format)")
        }
        #expect(FastDate.Format.epoch(.milliseconds).fractionDigits(2).writtenFractionDigits == 2)
        for (format, fixed) in [(FastDate.Format.javaScript, 3), (.dotNetJSON, 3), (.httpDate, 0), (.rfc5322, 0), (.cookieDate, 0), (.fullDate, 0)] {
            #expect(format.fractionDigits(6) == format, "\(format)")
            #expect(format.writtenFractionDigits == fixed, "\(format)")
        }
    }
}
