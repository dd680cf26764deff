import FastDateCore
import Testing
import FastDateTestSupport

/// Fractions of a second (`FractionReader`, date-time.md `frac`): any length, truncated to
/// nanoseconds, in date-times and times of day; and the per-unit digit limit of epoch
/// numbers (`EpochReader`). Every Spec vector about a fraction goes through every door.
@Suite("Fraction parsing") struct FractionParsing {
    static let base = "2021-03-19T09:37:20"

    @Test(arguments: [
        (".1", 100_000_000), (".12", 120_000_000), (".123", 123_000_000), (".1234", 123_400_000),
        (".123456", 123_456_000), (".123456789", 123_456_789), (".1234567891", 123_456_789),
        (".999999999999", 999_999_999), (".000000001", 1), (".0000000009", 0), (".0", 0),
        ("." + String(repeating: "9", count: 400), 999_999_999),
    ] as [(String, Int32)])
    func dateTimeFractionsTruncateToNanoseconds(_ fraction: String, _ nanoseconds: Int32) {
        let want = FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: nanoseconds)
        for door in Door.allCases {
            // Followed by `Z` (the one-load path for three digits) and by an offset.
            #expect(door.parseTimestamp(Array((Self.base + fraction + "Z").utf8), as: .iso8601) == .success(want), "\(fraction) via \(door)")
            #expect(door.parseTimestamp(Array((Self.base + fraction + "+00:00").utf8), as: .rfc3339) == .success(want), "\(fraction) via \(door)")
        }
    }

    @Test func errors() {
        func error(_ text: String) -> String {
            Door.allCases.map { door in
                door.parseTimestamp(Array(text.utf8), as: .iso8601).kindAndOffset.map { "\($0.kind) at \($0.offset)" } ?? "parsed"
            }.reduce("") { $0.isEmpty || $0 == $1 ? $1 : "\($0) | \($1)" }
        }
        #expect(error(Self.base + ".Z") == "expectedFractionDigit at 20")
        #expect(error(Self.base + ".") == "expectedFractionDigit at 20")
        #expect(error(Self.base + ",5Z") == "expectedOffset at 19")
        // No fraction without seconds: `hh:mm.5` is not a time.
        #expect(error("2021-03-19T09:37.5Z") == "expectedColonAfterMinute at 16")
        // A fraction after the offset is trailing bytes.
        #expect(error(Self.base + "Z.5") == "trailingBytes at 20")
    }

    @Test func timeOfDayFractions() throws {
        #expect(try FastDate.LocalTime(parsing: "7:27:02.5 PM", as: .timeOfDay).nanoseconds == 500_000_000)
        #expect(try FastDate.LocalTime(parsing: "19:27:02.123456789123", as: .timeOfDay).nanoseconds == 123_456_789)
        #expect(throws: FastDate.ParseError(.expectedFractionDigit, offset: 9)) { try FastDate.LocalTime(parsing: "19:27:02.", as: .timeOfDay) }
    }

    /// Epoch numbers carry at most `9 - subsecondDigits` fraction digits: the unit's own
    /// nanosecond, never a rounding.
    @Test(arguments: [(FastDate.EpochUnit.seconds, 9), (.milliseconds, 6), (.microseconds, 3), (.nanoseconds, 0)])
    func epochFractionLimits(_ unit: FastDate.EpochUnit, _ allowed: Int) throws {
        let fits = "1" + (allowed > 0 ? "." + String(repeating: "5", count: allowed) : "")
        let t = try FastDate.parseTimestamp(fits, as: .epoch(unit))
        // 1.55… units is exactly 1,555… ns for every unit: the fraction reaches the nanosecond.
        let nanoseconds = Int64("1" + String(repeating: "5", count: allowed))!
            * (1_000_000_000 / unit.unitsPerSecond) / Int64(String("1" + String(repeating: "0", count: allowed)))!
        #expect(Int64(t.nanoseconds) + t.seconds * 1_000_000_000 == nanoseconds)
        let tooMany = "1." + String(repeating: "5", count: allowed + 1)
        let error = #expect(throws: FastDate.ParseError.self) { try FastDate.parseTimestamp(tooMany, as: .epoch(unit)) }
        #expect(error?.kind == .tooManyFractionDigits && error?.offset == 2 + allowed)
    }

    @Test func everyFractionVectorThroughEveryDoor() throws {
        let vectors = try SpecVectorLoader.parseVectors().filter { vector in
            switch vector.expected {
            case .timestamp: vector.bytes.contains(UInt8(ascii: "."))
            case .error(let kind, _): kind == .expectedFractionDigit || kind == .tooManyFractionDigits
            }
        }
        try #require(vectors.count >= 100, "only \(vectors.count) fraction vectors")
        vectors.checkThroughEveryDoor()
    }
}
