import FastDate
import Foundation
import Testing

/// `.fastEpoch(unit)`: JSON numbers and numeric strings, exact to the unit.
@Suite struct EpochDecodingTests {
    func decode(_ literal: String, _ unit: FastDate.EpochUnit) throws -> Date {
        try JSONFixtures.decodeDate(JSONFixtures.document(literal: literal), .fastEpoch(unit))
    }

    /// The Date nearest the exact instant, which a `Double` of milliseconds / 1000 is not.
    func date(_ seconds: Int64, _ nanoseconds: Int32) -> Date {
        Date(FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds))
    }

    @Test func integerMillisecondsAreExact() throws {
        let date = try JSONFixtures.decodeDate(JSONFixtures.document(literal: "1616112000123"), .fastEpoch(.milliseconds))
        #expect(date == self.date(1_616_112_000, 123_000_000))
        #expect(try JSONFixtures.encodeDate(date, .fastISO8601) == "\"2021-03-19T00:00:00.123Z\"")
    }

    @Test func fractionalNumbersUseTheirOwnDigits() throws {
        let cases: [(String, FastDate.EpochUnit, Int64, Int32)] = [
            ("1616112000.123", .seconds, 1_616_112_000, 123_000_000),
            ("1616112000.123456789", .seconds, 1_616_112_000, 123_456_789),  // more digits than a Double holds
            ("-1.5", .seconds, -2, 500_000_000),
            ("1616112000123.456", .milliseconds, 1_616_112_000, 123_456_000),
            ("1616112000123456.789", .microseconds, 1_616_112_000, 123_456_789),
            ("1e3", .seconds, 1000, 0),
            ("1.5e3", .milliseconds, 1, 500_000_000),
            ("100000000000000000000", .nanoseconds, 100_000_000_000, 0),  // past Int64
        ]
        for (literal, unit, seconds, nanoseconds) in cases {
            let date = try JSONFixtures.decodeDate(JSONFixtures.document(literal: literal), .fastEpoch(unit))
            #expect(date == self.date(seconds, nanoseconds), "\(literal)")
        }
    }

    @Test func negativeIntegersFloor() throws {
        #expect(try decode("-1", .milliseconds) == date(-1, 999_000_000))
        #expect(try decode("-1", .nanoseconds) == date(-1, 999_999_999))
        #expect(try decode("-1000", .milliseconds) == date(-1, 0))
        #expect(try decode("-1616112000123", .milliseconds) == date(-1_616_112_001, 877_000_000))
    }

    @Test func numericStringsGoThroughTheCore() throws {
        let date = try JSONFixtures.decodeDate(JSONFixtures.document(string: "1616112000123"), .fastEpoch(.milliseconds))
        #expect(date == self.date(1_616_112_000, 123_000_000))
        let error = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: "1616112000123.1234567"), .fastEpoch(.milliseconds))
        }
        #expect(ExpectedError.mismatch(error, kind: .tooManyFractionDigits, offset: 20, input: "1616112000123.1234567") == nil)
    }

    @Test func theRangeIsTheCoresForNumbersToo() throws {
        #expect(try decode("8640000000000000", .milliseconds) == date(8_640_000_000_000, 0))
        #expect(try decode("-8640000000000000", .milliseconds) == date(-8_640_000_000_000, 0))
        for literal in ["8640000000000001", "-8640000000000001", "9223372036854775807", "8640000000000001.5", "1e300"] {
            let error = try #require(throws: DecodingError.self) { try decode(literal, .milliseconds) }
            let context = try #require(JSONFixtures.corruption(error), "\(literal)")
            #expect((context.underlyingError as? FastDate.ParseError)?.kind == .outOfRange, "\(literal)")
            // The message quotes no digits: JSONDecoder's digits need not be the payload's
            // (`1e300` would read back as three hundred zeros).
            #expect(context.debugDescription == "a number too large for an epoch value (the range is ±8.64e15 ms from 1970)", "\(literal)")
        }
    }

    /// JSONDecoder reads a number with a fraction or an exponent as an `Int64` whenever its
    /// `Double` is whole, so digits past a Double's precision are gone before the strategy
    /// sees the value. Seeing the digits would take a `Decimal` decode of every integer too
    /// (about 25% slower); the strategy keeps the plain integers, the common case, fast.
    @Test func knownLimitFractionsBelowADoublesPrecision() throws {
        #expect(try decode("1616112000123.0000001", .milliseconds) == date(1_616_112_000, 123_000_000))
        #expect(try decode("1616112000123.0001", .milliseconds) == date(1_616_112_000, 123_000_000))
        // Within a Double's precision the fraction is kept, exactly.
        #expect(try decode("1616112000123.001", .milliseconds) == date(1_616_112_000, 123_001_000))
    }

    @Test func nonNumbersAreATypeMismatch() throws {
        let error = try #require(throws: DecodingError.self) { try decode("true", .seconds) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(context.debugDescription == "expected an epoch number or a date string")
        let null = try #require(throws: DecodingError.self) { try decode("null", .seconds) }
        guard case .valueNotFound = null else {
            Issue.record("\(null)")
            return
        }
    }
}
