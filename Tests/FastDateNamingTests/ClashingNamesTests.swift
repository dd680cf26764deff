import FastDate
import Foundation
import Testing

// A client module that declares its own types under the names of FastDate's public types,
// as any app may (a `Timestamp` model, a `Format` enum, its own `ISO8601Coding`). Its own
// declarations shadow the imported ones, so FastDate's must all be reachable as
// `FastDate.X`. This file is the test: it only compiles if every public type is. When a
// public type is added, add a clashing declaration and a use here (CI's documentation step
// also fails on any public type outside `FastDate`).

struct Timestamp {}
struct Format {}
enum EpochUnit {}
struct ParseError: Error {}
struct FormatError: Error {}
struct LocalTime {}
struct LocalDate {}
struct CalendarError: Error {}
enum Disambiguation {}
struct LocalDateTime {}
enum KeyCase {}
struct ZonedDate {}
struct DateFormatStyle {}
protocol Input {}
protocol FormatCoding {}
enum EpochMicrosecondsCoding {}
enum EpochNanosecondsCoding {}
protocol CodingStrategy {}
struct Coded {}
struct OptionalCoded {}
enum ISO8601Coding {}
enum RFC3339Coding {}
enum EpochSecondsCoding {}
enum EpochMillisecondsCoding {}
enum FlexibleCoding {}
enum HTTPDateCoding {}
enum RFC5322Coding {}
struct ISODuration {}
enum ISODurationCoding {}
struct AnnotatedDateTime {}
enum TimeZoneAnnotation {}

/// A format named in a type, for the property wrappers.
enum SixDigits: FastDate.FormatCoding {
    static var format: FastDate.Format { .rfc3339.fractionDigits(6) }
}

/// Hands out a decoder positioned on the value of key `v`.
struct Box: Decodable {
    let decoder: any Decoder
    private enum Keys: String, CodingKey { case v }
    init(from decoder: any Decoder) throws {
        self.decoder = try decoder.container(keyedBy: Keys.self).superDecoder(forKey: .v)
    }
}

@Suite("Public names under clashing client types") struct ClashingNamesTests {
    struct Order: Codable {
        @FastDate.Coded<FastDate.ISO8601Coding> var created: Date
        @FastDate.Coded<FastDate.RFC3339Coding> var confirmed: Date
        @FastDate.Coded<FastDate.EpochSecondsCoding> var paid: Date
        @FastDate.Coded<FastDate.EpochMillisecondsCoding> var shipped: Date
        @FastDate.OptionalCoded<FastDate.FlexibleCoding> var delivered: Date?
        @FastDate.Coded<FastDate.HTTPDateCoding> var modified: Date
        @FastDate.Coded<FastDate.RFC5322Coding> var mailed: Date
        @FastDate.Coded<FastDate.ISODurationCoding> var handling: Duration
        var window: FastDate.ISODuration
        var checkIn: FastDate.ZonedDate
    }

    /// A strategy of the client's own, conforming to FastDate's protocol by its full name.
    enum WholeSecondsCoding: FastDate.CodingStrategy {
        static func decode(from decoder: any Decoder) throws -> Date {
            try FastDate.EpochSecondsCoding.decode(from: decoder)
        }
        static func encode(_ date: Date, to encoder: any Encoder) throws {
            try FastDate.EpochSecondsCoding.encode(date, to: encoder)
        }
    }

    @Test func everyPublicTypeIsReachableAsAMemberOfFastDate() throws {
        let json = Data(#"""
            {"created": "2021-03-19T09:37:20Z", "confirmed": "2021-03-19T09:37:21Z", "paid": 1616146642,
             "shipped": 1616146643000, "delivered": 1616146644, "checkIn": "2021-03-19T10:37:25+01:00",
             "modified": "Fri, 19 Mar 2021 09:37:26 GMT", "mailed": "Fri, 19 Mar 2021 10:37:27 +0100",
             "handling": "PT1H", "window": "P1M"}
            """#.utf8)
        let order = try JSONDecoder().decode(Order.self, from: json)
        #expect(order.created == Date(timeIntervalSince1970: 1_616_146_640))
        #expect(order.confirmed == Date(timeIntervalSince1970: 1_616_146_641))
        #expect(order.paid == Date(timeIntervalSince1970: 1_616_146_642))
        #expect(order.shipped == Date(timeIntervalSince1970: 1_616_146_643))
        #expect(order.delivered == Date(timeIntervalSince1970: 1_616_146_644))
        #expect(order.checkIn.utcOffset == 3600)
        #expect(order.modified == Date(timeIntervalSince1970: 1_616_146_646))
        #expect(order.mailed == Date(timeIntervalSince1970: 1_616_146_647))
        #expect(order.handling == .seconds(3600))
        #expect(order.window == FastDate.ISODuration(months: 1))
        let annotated: FastDate.AnnotatedDateTime = try FastDate.parseAnnotatedDateTime("2022-07-08T00:14:07Z[UTC]")
        let zone: FastDate.TimeZoneAnnotation? = annotated.timeZone
        #expect(zone == FastDate.TimeZoneAnnotation.identifier(21..<24))

        let timestamp: FastDate.Timestamp = try FastDate.parseTimestamp("2021-03-19T09:37:20Z")
        let format: FastDate.Format = .epoch(.milliseconds)
        let unit: FastDate.EpochUnit = .seconds
        let time: FastDate.LocalTime = try FastDate.LocalTime(parsing: "7:27:02 PM", as: .timeOfDay)
        let local: FastDate.LocalDateTime = try FastDate.parseLocalDateTime("2021-03-19T10:37:20")
        let day: FastDate.LocalDate = try FastDate.LocalDate(parsing: "2021-03-19")
        let calendarError = FastDate.CalendarError(.dayOutOfRange)
        let choice: FastDate.Disambiguation = .later
        #expect(choice != .compatible)
        #expect(day.weekday == 5 && calendarError.kind == .dayOutOfRange && time.description == "19:27:02")
        let style = FastDate.DateFormatStyle(FastDate.Format.rfc3339.fractionDigits(0))
        let micro: Date = try FastDate.EpochMicrosecondsCoding.decode(from: JSONDecoder().decode(Box.self, from: Data(#"{"v":1}"#.utf8)).decoder)
        #expect(micro == Date(timeIntervalSince1970: 0.000_001))
        #expect(FastDate.EpochNanosecondsCoding.format == FastDate.Format.epoch(.nanoseconds))
        func read<Text: FastDate.Input>(_ text: Text) throws -> Double { try FastDate.parse(text) }
        #expect(try read("1970-01-01T00:00:01Z") == 1)
        #expect(SixDigits.format.writtenFractionDigits == 6)
        #expect(timestamp.seconds == 1_616_146_640)
        #expect(try FastDate.parse("1616146640000", as: format) == 1_616_146_640)
        #expect(unit.unitsPerSecond == 1)
        #expect(time.hour == 19)
        #expect(local.utcOffset == nil)
        #expect(style.format(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(FastDate.KeyCase.lowerCamelCase("user_id") == "userId")
        #expect(try JSONDecoder().decode(Own.self, from: Data(#"{"at": 5}"#.utf8)).at == Date(timeIntervalSince1970: 5))

        let parseError: FastDate.ParseError = FastDate.ParseError(FastDate.ParseError.Kind.empty, offset: 0)
        let formatError: FastDate.FormatError = FastDate.FormatError(FastDate.FormatError.Kind.bufferTooSmall)
        #expect(parseError.kind == .empty)
        #expect(formatError.kind == .bufferTooSmall)
    }

    struct Own: Codable {
        @FastDate.Coded<WholeSecondsCoding> var at: Date
    }
}
