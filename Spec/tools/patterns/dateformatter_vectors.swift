// Generates Spec/patterns/vectors/dateformatter.json: for each of the common patterns
// below, 2,000 seeded random instants written by this machine's Foundation `DateFormatter`
// (`en_US_POSIX`, UTC or a fixed-offset zone), and the instant that same formatter reads
// that text back as. FastDate's tests check that `.pattern(p)` writes every text byte for
// byte and reads it back to the same instant, so CI needs no `DateFormatter`.
//
//     swiftc -O Spec/tools/patterns/dateformatter_vectors.swift -o /tmp/dfv && /tmp/dfv > Spec/patterns/vectors/dateformatter.json
//
// Instants are whole milliseconds (DateFormatter keeps no more) from 1583-01-10 to
// 9999-12-30: before the Gregorian reform (and in 1582, a year of 355 days there, which moves
// its days of the year and weeks) DateFormatter counts Julian dates, where FastDate
// is proleptic Gregorian as ISO 8601 is (Spec/patterns/patterns.md, "Differences"). `yy`
// patterns use the years of their window, 1950–2049.
import Foundation

struct Case {
    let pattern: String
    let offset: Int          // the formatter's fixed zone, seconds east of UTC
    var isoWeeks = false     // Y, w, e: the ISO 8601 calendar's weeks (Monday, 4 days)
    var twoDigitYears = false
}

let cases: [Case] = [
    Case(pattern: "yyyy-MM-dd HH:mm:ss", offset: 0),
    Case(pattern: "yyyy-MM-dd", offset: 0),
    Case(pattern: "dd/MM/yyyy", offset: 0),
    Case(pattern: "EEE, dd MMM yyyy HH:mm:ss Z", offset: 3600),
    Case(pattern: "EEE, dd MMM yyyy HH:mm:ss Z", offset: -12600),
    Case(pattern: "yyyyMMdd'T'HHmmss'Z'", offset: 0),
    Case(pattern: "MMM d, yyyy", offset: 0),
    Case(pattern: "h:mm a", offset: 0),
    Case(pattern: "yyyy-MM-dd'T'HH:mm:ss.SSSZ", offset: 19800),
    Case(pattern: "yyyy-MM-dd'T'HH:mm:ssZZZZZ", offset: -12600),
    Case(pattern: "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", offset: 0),
    Case(pattern: "yyyyMMdd", offset: 0),
    Case(pattern: "yyyyMMddHHmmss", offset: 0),
    Case(pattern: "HH:mm:ss", offset: 0),
    Case(pattern: "MM/dd/yyyy", offset: 0),
    Case(pattern: "MM/dd/yyyy HH:mm:ss", offset: 0),
    Case(pattern: "dd.MM.yyyy", offset: 0),
    Case(pattern: "dd-MM-yyyy HH:mm", offset: 0),
    Case(pattern: "EEEE, MMMM d, yyyy", offset: 0),
    Case(pattern: "d MMM yyyy", offset: 0),
    Case(pattern: "dd MMM yyyy HH:mm:ss", offset: 0),
    Case(pattern: "EEE MMM dd HH:mm:ss Z yyyy", offset: 3600),
    Case(pattern: "yyyy-MM-dd HH:mm:ss.SSS", offset: 0),
    Case(pattern: "yyyy-MM-dd HH:mm:ss ZZZZ", offset: 19800),
    Case(pattern: "yyyy-MM-dd'T'HH:mm:ssxxx", offset: -12600),
    Case(pattern: "yy-MM-dd", offset: 0, twoDigitYears: true),
    Case(pattern: "MM/dd/yy h:mm a", offset: 0, twoDigitYears: true),
    Case(pattern: "yyyy-DDD", offset: 0),
    Case(pattern: "YYYY-'W'ww-e", offset: 0, isoWeeks: true),
    Case(pattern: "yyyy-MM-dd HH:mm:ss z", offset: 3600),
    Case(pattern: "yyyy-MM-dd'T'HH:mm:ss.SSSSSSXXXXX", offset: 0),
    Case(pattern: "MMMM yyyy", offset: 0),
    Case(pattern: "hh:mm:ss a", offset: 0),
    Case(pattern: "yyyy-MM-dd HH:mm:ss O", offset: -12600),
    Case(pattern: "G yyyy-MM-dd", offset: 0),
    Case(pattern: "kk:mm", offset: 0),
    Case(pattern: "KK:mm a, dd MMM yy", offset: 0, twoDigitYears: true),
    Case(pattern: "yyyy-MM-dd'T'HH:mm:ssX", offset: 19800),
    Case(pattern: "yyyy-MM-dd'T'HH:mm:ssxx", offset: 0),
]

// SplitMix64, so the file is the same on every run.
var state: UInt64 = 0x5EED_DA7E
func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}

let gregorianStart: Int64 = -12_211_776_000_000   // 1583-01-10T00:00:00Z, in ms
let lastDay: Int64 = 253_402_128_000_000           // 9999-12-30T00:00:00Z
let windowStart: Int64 = -631_152_000_000          // 1950-01-01T00:00:00Z
let windowEnd: Int64 = 2_524_521_600_000           // 2049-12-31T00:00:00Z

func json(_ s: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [s], options: [])
    let text = String(decoding: data, as: UTF8.self)
    return String(text.dropFirst().dropLast())
}

var out = "{\n  \"description\": \"Written and read back by Foundation's DateFormatter (en_US_POSIX) on this project's machine kind; Spec/tools/patterns/dateformatter_vectors.swift. Each vector: [instant in ms since 1970, the text DateFormatter wrote, the instant in ms DateFormatter reads it back as]\",\n  \"patterns\": [\n"
for (n, c) in cases.enumerated() {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    if c.isoWeeks { f.calendar = Calendar(identifier: .iso8601) }
    f.timeZone = TimeZone(secondsFromGMT: c.offset)!
    f.dateFormat = c.pattern
    let (low, high) = c.twoDigitYears ? (windowStart, windowEnd) : (gregorianStart, lastDay)
    var rows: [String] = []
    while rows.count < 2000 {
        let ms = low + Int64(next() % UInt64(high - low))
        let date = Date(timeIntervalSince1970: Double(ms) / 1000)
        let text = f.string(from: date)
        guard let back = f.date(from: text) else { fatalError("DateFormatter cannot read its own \(text) with \(c.pattern)") }
        let backMs = Int64((back.timeIntervalSince1970 * 1000).rounded())
        rows.append("[\(ms),\(json(text)),\(backMs)]")
    }
    out += "    {\"pattern\": \(json(c.pattern)), \"utcOffset\": \(c.offset), \"vectors\": [\n      "
    out += rows.joined(separator: ",\n      ")
    out += "\n    ]}" + (n == cases.count - 1 ? "\n" : ",\n")
}
out += "  ]\n}\n"
print(out, terminator: "")
