import FastDate
import Foundation
import Testing

/// `@FastDate.Coded` and `@FastDate.OptionalCoded`: a format per field.
@Suite struct PropertyWrapperTests {
    struct Order: Codable, Equatable {
        @FastDate.Coded<FastDate.ISO8601Coding> var created: Date
        @FastDate.Coded<FastDate.EpochMillisecondsCoding> var updated: Date
        @FastDate.Coded<FastDate.EpochSecondsCoding> var shipped: Date
        @FastDate.Coded<FastDate.RFC3339Coding> var audited: Date
        @FastDate.Coded<FastDate.FlexibleCoding> var seen: Date
        @FastDate.OptionalCoded<FastDate.ISO8601Coding> var deleted: Date?
    }

    static let created = Date(FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000))
    static let updated = Date(FastDate.Timestamp(seconds: 1_616_112_000, nanoseconds: 123_000_000))

    @Test func aPayloadThatMixesFormats() throws {
        let json = Data("""
            {"created": "2021-03-19T10:37:20.123+01:00", "updated": 1616112000123, "shipped": "1616112000",
             "audited": "2021-03-19T09:37:20.123Z", "seen": 1616112000123, "deleted": null}
            """.utf8)
        // The decoder's own strategy does not matter to wrapped fields.
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let order = try decoder.decode(Order.self, from: json)
        #expect(order.created == Self.created)
        #expect(order.updated == Self.updated)
        #expect(order.shipped == Date(FastDate.Timestamp(seconds: 1_616_112_000)))
        #expect(order.audited == Self.created)
        #expect(order.seen == Self.updated)
        #expect(order.deleted == nil)
    }

    @Test func encodingWritesEachFieldsFormatAndOmitsNil() throws {
        let shipped = Date(FastDate.Timestamp(seconds: 1_616_112_000))
        let order = Order(created: Self.created, updated: Self.updated, shipped: shipped, audited: Self.created,
                          seen: Self.updated, deleted: nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(order), as: UTF8.self)
        #expect(text == #"{"audited":"2021-03-19T09:37:20.123Z","created":"2021-03-19T09:37:20.123Z","#
            + #""seen":"2021-03-19T00:00:00.123Z","shipped":1616112000,"updated":1616112000123}"#)
        var deleted = order
        deleted.deleted = Self.created
        let withDeleted = String(decoding: try encoder.encode(deleted), as: UTF8.self)
        #expect(withDeleted.contains(#""deleted":"2021-03-19T09:37:20.123Z""#))
        #expect(try JSONDecoder().decode(Order.self, from: encoder.encode(deleted)) == deleted)
    }

    @Test func aMissingKeyIsNilForTheOptionalWrapperOnly() throws {
        let withoutDeleted = Data(#"{"created": "2021-03-19T09:37:20Z", "updated": 0, "shipped": 0, "audited": "2021-03-19T09:37:20Z", "seen": 0}"#.utf8)
        #expect(try JSONDecoder().decode(Order.self, from: withoutDeleted).deleted == nil)
        let withoutCreated = Data(#"{"updated": 0, "shipped": 0, "audited": "2021-03-19T09:37:20Z", "seen": 0}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Order.self, from: withoutCreated) }
        guard case .keyNotFound(let key, _) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(key.stringValue == "created")
    }

    @Test func aBadValueIsAnErrorNotNil() throws {
        let json = Data(#"{"created": "2021-03-19T09:37:20Z", "updated": 0, "shipped": 0, "audited": "2021-03-19T09:37:20Z", "seen": 0, "deleted": "yesterday"}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Order.self, from: json) }
        #expect(ExpectedError.mismatch(error, kind: .expectedYear, offset: 0, input: "yesterday", codingPath: ["deleted"]) == nil)
    }

    @Test func nilEncodedOnItsOwnIsNull() throws {
        let value = FastDate.OptionalCoded<FastDate.ISO8601Coding>(wrappedValue: nil)
        #expect(String(decoding: try JSONEncoder().encode([value]), as: UTF8.self) == "[null]")
        #expect(try JSONDecoder().decode([FastDate.OptionalCoded<FastDate.ISO8601Coding>].self, from: Data("[null]".utf8)) == [value])
    }

    @Test func aCustomStrategy() throws {
        /// Whole days since 1970, as some analytics APIs send.
        enum EpochDaysCoding: FastDate.CodingStrategy {
            static func decode(from decoder: any Decoder) throws -> Date {
                Date(FastDate.Timestamp(seconds: try decoder.singleValueContainer().decode(Int64.self) * 86_400))
            }

            static func encode(_ date: Date, to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(FastDate.Timestamp(date).seconds / 86_400)
            }
        }
        struct Report: Codable { @FastDate.Coded<EpochDaysCoding> var day: Date }
        let report = try JSONDecoder().decode(Report.self, from: Data(#"{"day": 18705}"#.utf8))
        #expect(try FastDate.format(FastDate.Timestamp(report.day), as: .rfc3339.fractionDigits(0)) == "2021-03-19T00:00:00Z")
    }
}
