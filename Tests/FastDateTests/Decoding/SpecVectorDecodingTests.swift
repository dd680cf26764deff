import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// Every Spec vector a JSON string can carry, through every strategy, wrapper and parse
/// strategy that reads its profile: the same `Date` as the core's timestamp, or
/// `dataCorrupted` with the core's error and the message built from it.
@Suite struct SpecVectorDecodingTests {
    struct ISOBox: Codable { @FastDate.Coded<FastDate.ISO8601Coding> var value: Date }
    struct RFCBox: Codable { @FastDate.Coded<FastDate.RFC3339Coding> var value: Date }

    @Test func vectorsArePresent() throws {
        let vectors = try SpecVectorLoader.parseVectors()
        #expect(vectors.count > 1_500)
        for profile in ["iso8601", "rfc3339", "fullDate", "epochSeconds", "epochMilliseconds", "epochMicroseconds", "epochNanoseconds"] {
            #expect(try !SpecVectorLoader.stringVectors(profile: profile).isEmpty, "no \(profile) vectors")
        }
    }

    @Test func iso8601VectorsThroughEveryDoor() throws {
        var failures = FailureReport()
        for vector in try SpecVectorLoader.stringVectors(profile: "iso8601") {
            let input = vector.input!
            let document = JSONFixtures.document(string: input)
            check(vector, Result { try JSONFixtures.decodeDate(document, .fastISO8601) }, "strategy", &failures)
            check(vector, Result { try JSONDecoder().decode(ISOBox.self, from: document).value }, "wrapper", &failures)
            checkParse(vector, Result { try Date(input, strategy: .fastISO8601) }, "ParseStrategy", &failures)
            checkParse(vector, Result { try Date(fast: input) }, "Date(fastISO8601:)", &failures)
        }
        failures.finish(minimumChecked: 4_000)
    }

    @Test func rfc3339VectorsThroughEveryDoor() throws {
        var failures = FailureReport()
        for vector in try SpecVectorLoader.stringVectors(profile: "rfc3339") {
            let input = vector.input!
            let document = JSONFixtures.document(string: input)
            check(vector, Result { try JSONFixtures.decodeDate(document, .fastRFC3339) }, "strategy", &failures)
            check(vector, Result { try JSONDecoder().decode(RFCBox.self, from: document).value }, "wrapper", &failures)
            checkParse(vector, Result { try Date(input, strategy: .fastRFC3339) }, "ParseStrategy", &failures)
        }
        failures.finish(minimumChecked: 300)
    }

    @Test func fullDateVectorsThroughTheParseStrategy() throws {
        var failures = FailureReport()
        for vector in try SpecVectorLoader.stringVectors(profile: "fullDate") {
            checkParse(vector, Result { try Date(vector.input!, strategy: .fastFullDate) }, "ParseStrategy", &failures)
        }
        failures.finish(minimumChecked: 50)
    }

    @Test(arguments: [
        ("epochSeconds", FastDate.EpochUnit.seconds), ("epochMilliseconds", .milliseconds),
        ("epochMicroseconds", .microseconds), ("epochNanoseconds", .nanoseconds),
    ])
    func epochVectorsAsStringsAndNumbers(profile: String, unit: FastDate.EpochUnit) throws {
        var failures = FailureReport()
        for vector in try SpecVectorLoader.stringVectors(profile: profile) {
            let input = vector.input!
            check(vector, Result { try JSONFixtures.decodeDate(JSONFixtures.document(string: input), .fastEpoch(unit)) },
                  "numeric string", &failures)
            // The same digits as a JSON number, where they are one: a number's value is
            // what counts there, so only valid vectors must agree.
            if case .timestamp = vector.expected, Self.isJSONNumber(input) {
                check(vector, Result { try JSONFixtures.decodeDate(JSONFixtures.document(literal: input), .fastEpoch(unit)) },
                      "JSON number", &failures)
            }
        }
        failures.finish(minimumChecked: 10)
    }

    /// The wire dialects through the one-vocabulary doors: `JSONDecoder` `.fast(_:)`, a
    /// property wrapper naming the format, the parse strategy and `Date(fast:as:)`.
    @Test(arguments: [("iso8601Basic", FastDate.Format.iso8601Basic), ("dotNetJSON", .dotNetJSON), ("cookieDate", .cookieDate)])
    func wireDialectVectorsThroughEveryDoor(profile: String, format: FastDate.Format) throws {
        var failures = FailureReport()
        for vector in try SpecVectorLoader.stringVectors(profile: profile) {
            let input = vector.input!
            let document = JSONFixtures.document(string: input)
            check(vector, Result { try JSONFixtures.decodeDate(document, .fast(format)) }, "strategy", &failures)
            checkParse(vector, Result { try Date(input, strategy: .fast(format)) }, "ParseStrategy", &failures)
            checkParse(vector, Result { try Date(fast: input, as: format) }, "Date(fast:as:)", &failures)
            if profile == "cookieDate" {
                check(vector, Result { try JSONDecoder().decode(CookieBox.self, from: document).value }, "wrapper", &failures)
            }
        }
        failures.finish(minimumChecked: 250)
    }

    enum CookieCoding: FastDate.FormatCoding { static var format: FastDate.Format { .cookieDate } }
    struct CookieBox: Codable { @FastDate.Coded<CookieCoding> var value: Date }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, the JSON number forms the vectors use.
    static func isJSONNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let integer = rest.prefix { $0.isASCII && $0.isNumber }
        guard !integer.isEmpty, integer == "0" || integer.first != "0" else { return false }
        rest = rest.dropFirst(integer.count)
        if rest.isEmpty { return true }
        guard rest.first == "." else { return false }
        let fraction = rest.dropFirst()
        return !fraction.isEmpty && fraction.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private func check(_ vector: SpecVectorLoader.ParseVector, _ result: Result<Date, any Error>, _ door: String, _ failures: inout FailureReport) {
        switch (vector.expected, result) {
        case (.timestamp(let t), .success(let date)):
            failures.check(date == Date(t), "\(vector) via \(door): \(date.timeIntervalSinceReferenceDate) != \(Date(t).timeIntervalSinceReferenceDate)")
        case (.error(let kind, let offset), .failure(let error)):
            let problem = ExpectedError.mismatch(error, kind: kind, offset: offset, input: vector.input!, hint: vector.hint)
            failures.check(problem == nil, "\(vector) via \(door): \(problem ?? "")")
        default:
            failures.check(false, "\(vector) via \(door): got \(result)")
        }
    }

    /// Parse strategies throw the core's error itself.
    private func checkParse(_ vector: SpecVectorLoader.ParseVector, _ result: Result<Date, any Error>, _ door: String, _ failures: inout FailureReport) {
        switch (vector.expected, result) {
        case (.timestamp(let t), .success(let date)):
            failures.check(date == Date(t), "\(vector) via \(door): \(date) != \(Date(t))")
        case (.error(let kind, let offset), .failure(let error as FastDate.ParseError)):
            failures.check(error.kind == kind && error.offset == offset, "\(vector) via \(door): \(error)")
        default:
            failures.check(false, "\(vector) via \(door): got \(result)")
        }
    }
}
