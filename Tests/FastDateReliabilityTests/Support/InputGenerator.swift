import FastDateTestSupport
/// Random inputs aimed at the grammar's seams rather than at uniform noise: dates with
/// every optional part present or absent, fields at and past their limits, leap seconds
/// placed at 23:59 UTC, long fractions, epoch numbers of every length, instants a few
/// nanoseconds either side of the range limits, and then, for a quarter of them, a few
/// random edits (a byte replaced, inserted, deleted or the tail cut), which is where
/// error kinds and offsets get exercised. Each input comes with the profile to read it in.
struct InputGenerator {
    private var rng: SeededGenerator

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    mutating func next() -> (bytes: [UInt8], profile: ProfileCase) {
        let profile = nextProfile()
        var text: [UInt8]
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<55: text = dateText()
        case 55..<75: text = epochText()
        case 75..<85: text = formattedInstant(nearLimit: false)
        case 85..<93: text = formattedInstant(nearLimit: true)
        default: text = noise()
        }
        if chance(25) { mutate(&text) }
        return (text, profile)
    }

    // MARK: Pieces

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &rng) < percent
    }

    private mutating func pick<T>(_ options: [T]) -> T {
        options[Int.random(in: 0..<options.count, using: &rng)]
    }

    private mutating func nextProfile() -> ProfileCase {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<45: return .iso8601
        case 45..<63: return .rfc3339
        case 63..<70: return .fullDate
        case 70..<85: return pick([.epochSeconds, .epochMilliseconds, .epochMicroseconds, .epochNanoseconds])
        default:
            // Whole minutes within ±23:59 half the time; any second of the allowed range otherwise.
            let offset = chance(50)
                ? Int32.random(in: -1439...1439, using: &rng) * 60
                : Int32.random(in: -86_399...86_399, using: &rng)
            return (chance(60) ? ProfileCase.iso8601 : .rfc3339).assuming(offset)
        }
    }

    private func digits(_ value: Int, _ width: Int) -> [UInt8] {
        Array(ReferenceWriter.padded(value, width).utf8)
    }

    private mutating func randomDigits(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0x30...0x39, using: &rng) }
    }

    /// An input for `parseLocalDateTime` (a date-time, half of them without an offset) or
    /// `LocalTime(parsing:as: .timeOfDay)`, a quarter of them edited.
    mutating func nextLocalTime() -> (bytes: [UInt8], grammar: LocalTimeGrammar) {
        let grammar: LocalTimeGrammar = chance(50) ? .localDateTime : .timeOfDay
        var text: [UInt8]
        switch (grammar, Int.random(in: 0..<100, using: &rng)) {
        case (.localDateTime, 0..<60): text = dateText(withoutOffset: 50)
        case (.localDateTime, 60..<85): text = formattedInstant(nearLimit: chance(50))
        case (.localDateTime, _): text = chance(50) ? epochText() : noise()
        case (.timeOfDay, 0..<90): text = timeOfDayText()
        default: text = noise()
        }
        if chance(25) { mutate(&text) }
        return (text, grammar)
    }

    /// `h:mm[:ss[.f]][gap][AM/PM]` with every part sometimes wrong: hours past 12 or 23,
    /// one or two hour digits, a second 60, gaps that are not allowed, meridiem spellings
    /// with one dot, a letter alone, or trailing bytes.
    private mutating func timeOfDayText() -> [UInt8] {
        var out: [UInt8] = []
        let meridiem = chance(55)
        let hour = meridiem
            ? (chance(90) ? Int.random(in: 1...12, using: &rng) : pick([0, 13, 23, 24]))
            : (chance(93) ? Int.random(in: 0...23, using: &rng) : pick([24, 25, 99]))
        out += hour < 10 && chance(50) ? Array(String(hour).utf8) : digits(hour, 2)
        if chance(3) { out += Array("0".utf8) }  // three hour digits
        out += Array((chance(97) ? ":" : pick([".", "", "h"])).utf8)
        out += chance(95) ? digits(Int.random(in: 0...59, using: &rng), 2) : Array(pick(["60", "7", "99"]).utf8)
        if chance(50) {
            out += Array(":".utf8) + (chance(95) ? digits(Int.random(in: 0...59, using: &rng), 2) : Array(pick(["60", "61", "5"]).utf8))
            if chance(25) {
                out += Array(".".utf8) + randomDigits(chance(90) ? Int.random(in: 0...9, using: &rng) : Int.random(in: 10...30, using: &rng))
            }
        }
        if meridiem {
            // The allowed gaps (space, U+00A0, U+202F) and some that are not (tab, U+2009, two spaces).
            out += Array(pick(["", " ", " ", "\u{00A0}", "\u{202F}", "\t", "\u{2009}", "  "]).utf8)
            out += Array(pick(["AM", "PM", "am", "pm", "Am", "pM", "A.M.", "p.m.", "a.m", "am.", "A", "p", "AMZ", "P.M.x", "\u{0410}M"]).utf8)
        } else if chance(10) {
            out += Array(pick(["Z", "+01:00", " ", "\u{0}", "x"]).utf8)
        }
        return out
    }

    /// A date or date-time, mostly well formed, its parts chosen independently.
    private mutating func dateText(withoutOffset missingPercent: Int = 8) -> [UInt8] {
        var out: [UInt8] = []
        let year: Int
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<35:
            year = Int.random(in: 1900...2100, using: &rng)
            out += digits(year, 4)
        case 35..<65:
            year = Int.random(in: 0...9999, using: &rng)
            out += digits(year, 4)
        case 65..<90:
            // Expanded years, often near the ends of the range.
            let magnitude = chance(40)
                ? pick([275_760, 275_759, 275_761, 271_821, 271_820, 271_822, 0, 1, 9_999, 10_000, 999_999])
                : Int.random(in: 0...999_999, using: &rng)
            let negative = chance(50)
            year = negative ? -magnitude : magnitude
            out += Array((negative ? "-" : "+").utf8) + digits(magnitude, 6)
        default:
            year = 2021
            out += Array(pick(["202", "20211", "+20210", "-000000", "2O21", "", "02021"]).utf8)
        }
        out += Array((chance(97) ? "-" : pick(["/", "", "--", ":"])).utf8)

        let month: Int
        if chance(92) {
            month = Int.random(in: 1...12, using: &rng)
            out += digits(month, 2)
        } else {
            month = 1
            out += Array(pick(["00", "13", "99", "1", "1a", "2"]).utf8)
        }
        out += Array((chance(97) ? "-" : pick(["/", "", "T"])).utf8)

        let monthLength = ReferenceCalendar.monthLength(month, year: Int64(year))
        let day = chance(85) ? Int.random(in: 1...monthLength, using: &rng) : pick([0, monthLength + 1, 29, 30, 31, 32, 99])
        out += digits(day, 2)
        if chance(8) { return out }  // a date alone

        out += Array(pick(["T", "T", "T", "T", "T", "T", "t", " ", "_", "x", ""]).utf8)

        // The offset is chosen first so that a leap second can be put at 23:59 UTC.
        enum Offset { case z, lowerZ, colon, compact, hourOnly, colonSeconds, compactSeconds, missing }
        let offsetForm: Offset = chance(missingPercent)
            ? .missing
            : pick([.z, .z, .z, .z, .lowerZ, .colon, .colon, .colon, .colon, .compact, .hourOnly, .colonSeconds, .compactSeconds])
        let offsetHour = chance(95) ? Int.random(in: 0...23, using: &rng) : pick([24, 99])
        let offsetMinute = offsetForm == .hourOnly ? 0 : (chance(95) ? Int.random(in: 0...59, using: &rng) : pick([60, 99]))
        let offsetSecond = chance(95) ? Int.random(in: 0...59, using: &rng) : pick([60, 99])
        let offsetNegative = chance(50)
        let offsetSeconds: Int
        switch offsetForm {
        case .z, .lowerZ, .missing: offsetSeconds = 0
        case .colonSeconds, .compactSeconds:
            offsetSeconds = (offsetNegative ? -1 : 1) * (offsetHour * 3600 + offsetMinute * 60 + offsetSecond)
        default: offsetSeconds = (offsetNegative ? -1 : 1) * (offsetHour * 3600 + offsetMinute * 60)
        }

        let leapSecond = chance(10)
        var hour = chance(95) ? Int.random(in: 0...23, using: &rng) : pick([24, 25, 99])
        var minute = chance(95) ? Int.random(in: 0...59, using: &rng) : pick([60, 99])
        if leapSecond && chance(70) {
            // Local hh:mm that is 23:59 in UTC.
            let local = ((23 * 60 + 59 + offsetSeconds / 60) % 1440 + 1440) % 1440
            (hour, minute) = (local / 60, local % 60)
        }
        out += digits(hour, 2) + Array((chance(98) ? ":" : pick(["", "."])).utf8) + digits(minute, 2)

        if chance(90) {
            out += Array(":".utf8)
            out += digits(leapSecond ? 60 : (chance(97) ? Int.random(in: 0...59, using: &rng) : pick([61, 99])), 2)
            if chance(60) {
                out += Array(".".utf8)
                switch Int.random(in: 0..<100, using: &rng) {
                case 0..<80: out += randomDigits(Int.random(in: 1...9, using: &rng))
                case 80..<93: out += randomDigits(Int.random(in: 10...15, using: &rng))
                case 93..<98: out += randomDigits(Int.random(in: 16...80, using: &rng))
                default: break  // "." alone
                }
            }
        }

        switch offsetForm {
        case .z: out += Array("Z".utf8)
        case .lowerZ: out += Array("z".utf8)
        case .missing: break
        case .colon, .compact, .hourOnly, .colonSeconds, .compactSeconds:
            out += Array((offsetNegative ? "-" : "+").utf8) + digits(offsetHour, 2)
            if offsetForm == .colon { out += Array(":".utf8) + digits(offsetMinute, 2) }
            if offsetForm == .compact { out += digits(offsetMinute, 2) }
            if offsetForm == .colonSeconds { out += Array(":".utf8) + digits(offsetMinute, 2) + Array(":".utf8) + digits(offsetSecond, 2) }
            if offsetForm == .compactSeconds { out += digits(offsetMinute, 2) + digits(offsetSecond, 2) }
        }
        if chance(3) { out += Array(pick(["Z", " ", "\n", "\u{0}", ":00", "x", "0"]).utf8) }
        return out
    }

    /// `["-"] digits ["." digits]`, lengths chosen to cross every fraction limit and the
    /// 13-digit edge of the range in every unit.
    private mutating func epochText() -> [UInt8] {
        var out: [UInt8] = chance(35) ? Array("-".utf8) : []
        if chance(10) { out += Array(repeating: UInt8(ascii: "0"), count: Int.random(in: 1...30, using: &rng)) }
        let length = chance(85) ? Int.random(in: 1...23, using: &rng) : Int.random(in: 24...60, using: &rng)
        out += chance(3) ? [] : randomDigits(length)
        if chance(35) {
            out += Array(".".utf8) + randomDigits(chance(90) ? Int.random(in: 0...10, using: &rng) : Int.random(in: 11...40, using: &rng))
        }
        return out
    }

    /// A valid instant written by the reference formatter, sometimes with a few
    /// nanoseconds pushed past either end of the range.
    private mutating func formattedInstant(nearLimit: Bool) -> [UInt8] {
        let limit = ReferenceParser.limitSeconds
        var seconds: Int64
        var nanoseconds: Int32 = chance(50) ? 0 : Int32.random(in: 0..<1_000_000_000, using: &rng)
        if nearLimit {
            seconds = (chance(50) ? limit : -limit) + Int64.random(in: -90_000...90_000, using: &rng) * (chance(50) ? 1 : 0)
            if chance(50) { nanoseconds = pick([0, 1, 999_999_999]) }
        } else {
            seconds = Int64.random(in: -limit..<limit, using: &rng)
        }
        // Written by the formatter only when in range; otherwise patch the fraction onto
        // the in-range neighbour, which is how an out-of-range text is usually spelled.
        let offset = chance(50) ? Int32(0) : Int32.random(in: -1439...1439, using: &rng) * 60
        let digits = Int.random(in: 0...9, using: &rng)
        let clamped = min(max(seconds, -limit), limit)
        let clampedNanos = clamped == limit ? 0 : nanoseconds
        guard case .text(var text) = ReferenceWriter.rfc3339(
            seconds: clamped, nanoseconds: clampedNanos, utcOffset: offset, fractionDigits: digits)
        else { return Array("2021-03-19T09:37:20Z".utf8) }
        if clamped != seconds || clampedNanos != nanoseconds, digits == 0, let z = text.lastIndex(where: { "Z+-".contains($0) }) {
            // One nanosecond past the limit, written as a fraction.
            text.insert(contentsOf: ".000000001", at: z)
        }
        return Array(text.utf8)
    }

    private mutating func noise() -> [UInt8] {
        let alphabet = Array("0123456789-+:.TtZz ,e/_W".utf8) + [0, 0x7F, 0x80, 0xC3, 0xA9, 0xE2, 0xFF]
        return (0..<Int.random(in: 0...30, using: &rng)).map { _ in pick(alphabet) }
    }

    /// One to three edits of the kinds a damaged or hand-written date shows.
    private mutating func mutate(_ text: inout [UInt8]) {
        let alphabet = Array("0123456789-+:.TtZz ,".utf8) + [0]
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let at = Int.random(in: 0...text.count, using: &rng)
            let byte = chance(70) ? pick(alphabet) : UInt8.random(in: 0...255, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0 where at < text.count: text[at] = byte
            case 1: text.insert(byte, at: at)
            case 2 where at < text.count: text.remove(at: at)
            case 3: text.removeSubrange(at...)
            default:
                if at + 1 < text.count { text.swapAt(at, at + 1) }
            }
        }
    }
}
