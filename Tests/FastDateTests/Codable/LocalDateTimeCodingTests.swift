import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `FastDate.LocalDateTime` is `Codable` as its text, with no strategy (`Spec/civil/civil.md`);
/// and `LocalDateTime(_:in:)` is the reading a zone's clock shows.
@Suite struct LocalDateTimeCodingTests {
    struct Booking: Codable, Equatable {
        let checkIn: FastDate.LocalDateTime
    }

    @Test func roundTripsAsItsText() throws {
        let json = Data(#"{"checkIn":"2024-06-01 15:00"}"#.utf8)
        let booking = try JSONDecoder().decode(Booking.self, from: json)
        #expect(booking.checkIn.date == (try FastDate.LocalDate(year: 2024, month: 6, day: 1)))
        #expect(booking.checkIn.time == (try FastDate.LocalTime(hour: 15, minute: 0)))
        #expect(String(decoding: try JSONEncoder().encode(booking), as: UTF8.self) == #"{"checkIn":"2024-06-01T15:00:00"}"#)
        // Every valid Spec reading survives a trip through JSON.
        for (input, reading) in try LocalDateTimeTestsData.readings() {
            let back = try JSONDecoder().decode(Booking.self, from: JSONEncoder().encode(Booking(checkIn: reading)))
            #expect(back.checkIn == reading, "\(input)")
        }
    }

    @Test func aBadReadingSaysWhatAndWhere() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Booking.self, from: Data(#"{"checkIn":"+010000-01-01T00:00"}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect((context.underlyingError as? FastDate.ParseError)?.kind == .yearOutOfRange)
        #expect(context.codingPath.map(\.stringValue) == ["checkIn"])
    }

    /// The reading a clock in a zone shows at an instant, checked against Foundation's
    /// `Calendar` in that zone, and read back to the instant with `timestamp(in:)`.
    @Test func theReadingInAZone() throws {
        var rng = SeededGenerator(seed: 0x10CA1)
        for identifier in ["America/New_York", "Europe/Paris", "Asia/Kolkata", "Pacific/Chatham", "UTC"] {
            let zone = try #require(TimeZone(identifier: identifier))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for _ in 0..<200 {
                let seconds = Int64.random(in: -2_000_000_000...4_000_000_000, using: &rng)
                let t = FastDate.Timestamp(seconds: seconds, nanoseconds: 250_000_000)
                let reading = try FastDate.LocalDateTime(t, in: zone)
                let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(seconds)))
                #expect(reading.date.year == parts.year && reading.date.month == parts.month && reading.date.day == parts.day
                        && reading.time.hour == parts.hour && reading.time.minute == parts.minute && reading.time.second == parts.second,
                        "\(identifier) \(seconds): \(reading)")
                #expect(reading.utcOffset == nil && reading.nanoseconds == 250_000_000)
                // Back to the instant; in an overlap, `.compatible` picks the earlier one, so
                // only the reading is sure to come back.
                let again = try FastDate.LocalDateTime(reading.timestamp(in: zone), in: zone)
                #expect(again == reading, "\(identifier) \(seconds)")
            }
        }
        #expect(throws: FastDate.CalendarError(.yearOutOfRange)) {
            try FastDate.LocalDateTime(FastDate.Timestamp(seconds: 253_402_300_800), in: TimeZone(identifier: "UTC")!)
        }
    }
}

/// The valid readings of `Spec/local-time/vectors/local-date-time.json`.
enum LocalDateTimeTestsData {
    static func readings() throws -> [(String, FastDate.LocalDateTime)] {
        try SpecVectorLoader.localTimeStringVectors(.localDateTime).compactMap { vector in
            guard case .localDateTime(let reading) = vector.expected else { return nil }
            return (vector.input!, reading)
        }
    }
}
