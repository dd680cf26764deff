import FastDate
import Foundation
import Testing

/// `FastDate.LocalDate` is `Codable` as `YYYY-MM-DD` (`Spec/civil/civil.md`): the day a JSON
/// API sent, whatever the time zone of the machine that reads it.
@Suite struct LocalDateCodingTests {
    struct Person: Codable, Equatable {
        let name: String
        let birthday: FastDate.LocalDate
    }

    @Test func roundTripsAsItsText() throws {
        let json = Data(#"{"name":"Ada","birthday":"1815-12-10"}"#.utf8)
        let person = try JSONDecoder().decode(Person.self, from: json)
        #expect(person.birthday == (try FastDate.LocalDate(year: 1815, month: 12, day: 10)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // a dictionary's order is not fixed
        #expect(String(decoding: try encoder.encode(person), as: UTF8.self) == #"{"birthday":"1815-12-10","name":"Ada"}"#)
    }

    @Test func aBadDateSaysWhatAndWhere() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Person.self, from: Data(#"{"name":"Ada","birthday":"1815-02-30"}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription == #"day 30 is out of range for February 1815 at byte 8 in "1815-02-30""#)
        #expect(context.codingPath.map(\.stringValue) == ["birthday"])
        #expect((context.underlyingError as? FastDate.ParseError)?.kind == .dayOutOfRange)
    }

    /// The day does not move with the reader's zone, where `.fullDate` is UTC midnight.
    @Test func theDayIsTheDayInEveryZone() throws {
        let date = try FastDate.LocalDate(parsing: "2024-01-15")
        let midnight = try Date(fast: "2024-01-15", as: .fullDate)
        var newYork = Calendar(identifier: .gregorian)
        newYork.timeZone = TimeZone(identifier: "America/New_York")!
        #expect(newYork.component(.day, from: midnight) == 14)
        #expect(date.day == 15 && date.description == "2024-01-15")
    }
}
