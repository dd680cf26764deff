import FastDateCore
import Testing

/// The `Substring` doors read the base string's bytes between the substring's bounds,
/// found from the bounds' offsets in the base string's code units (`ByteDoors.read`). Those
/// bounds can come from any of a string's views, and some views can point inside a
/// multi-byte scalar; whatever the slice, each door must read exactly the substring's own
/// bytes, as it would read a `String` made from them.
@Suite struct SubstringDoorTests {
    /// Dates, durations and times between multi-byte neighbours: `é` (2 bytes), `€`
    /// (3 bytes), an emoji (4 bytes, a surrogate pair in UTF-16).
    static let line = "é€😀 2021-03-19T09:37:20.123Z 😀 P1DT2H30M €é 7:27:02 PM ñ 2021-03-19T09:37 😀"

    /// Every way of cutting `line` that the standard library offers, at every pair of
    /// positions in a few views: `Character`, UTF-8, UTF-16 and scalar indices.
    static func slices() -> [Substring] {
        let line = Self.line
        var result: [Substring] = []
        let characters = Array(line.indices) + [line.endIndex]
        for (i, start) in characters.enumerated() {
            for end in characters[i...] { result.append(line[start..<end]) }
        }
        // UTF-8 and UTF-16 positions, many of them inside a scalar: slicing rounds them.
        let utf8 = Array(line.utf8.indices) + [line.utf8.endIndex]
        for start in utf8 { for end in utf8 where end >= start { result.append(line[start..<end]) } }
        let utf16 = Array(line.utf16.indices) + [line.utf16.endIndex]
        for (i, start) in utf16.enumerated() where i % 3 == 0 {
            for end in utf16[i...] { result.append(line[start..<end]) }
        }
        let scalars = Array(line.unicodeScalars.indices) + [line.unicodeScalars.endIndex]
        for (i, start) in scalars.enumerated() where i % 2 == 0 {
            for end in scalars[i...] { result.append(Substring(line.unicodeScalars[start..<end])) }
        }
        result += line.split(separator: " ")
        return result
    }

    @Test func everySliceReadsItsOwnBytes() {
        let slices = Self.slices()
        var checked = 0
        for slice in slices {
            let copy = String(slice)
            var mismatches: [String] = []
            func compare<Value: Equatable>(
                _ name: String,
                _ fromSlice: (Substring) throws(FastDate.ParseError) -> Value,
                _ fromCopy: (String) throws(FastDate.ParseError) -> Value
            ) {
                let x = Result { () throws(FastDate.ParseError) in try fromSlice(slice) }
                let y = Result { () throws(FastDate.ParseError) in try fromCopy(copy) }
                let agree = switch (x, y) {
                case (.success(let p), .success(let q)): p == q
                case (.failure(let p), .failure(let q)): p.kind == q.kind && p.offset == q.offset
                default: false
                }
                if !agree { mismatches.append("\(name)(\(copy.debugDescription)): \(x) from the slice, \(y) from a copy") }
            }
            compare("parseTimestamp", { (t) throws(FastDate.ParseError) in try FastDate.parseTimestamp(t) },
                    { (t) throws(FastDate.ParseError) in try FastDate.parseTimestamp(t) })
            compare("parse(as: .rfc3339)", { (t) throws(FastDate.ParseError) in try FastDate.parse(t, as: .rfc3339) },
                    { (t) throws(FastDate.ParseError) in try FastDate.parse(t, as: .rfc3339) })
            compare("parseLocalDateTime", { (t) throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(t) },
                    { (t) throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(t) })
            compare("parseTimeOfDay", { (t) throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: t, as: .timeOfDay) },
                    { (t) throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: t, as: .timeOfDay) })
            compare("parseDuration", { (t) throws(FastDate.ParseError) in try FastDate.parseDuration(t) },
                    { (t) throws(FastDate.ParseError) in try FastDate.parseDuration(t) })
            #expect(mismatches.isEmpty, "\(mismatches)")
            checked += 1
        }
        #expect(checked > 5_000, "only \(checked) slices")
        // The slices that hold a whole value must be among them, so the check is not only
        // about errors.
        #expect(slices.contains { (try? FastDate.parseTimestamp($0)) != nil })
        #expect(slices.contains { (try? FastDate.parseDuration($0)) != nil })
        #expect(slices.contains { (try? FastDate.LocalTime(parsing: $0, as: .timeOfDay)) != nil })
        #expect(slices.contains { (try? FastDate.parseLocalDateTime($0))?.utcOffset == nil })
    }

    /// A slice of a small string (up to 15 UTF-8 bytes, stored inside the `String` value)
    /// and of a string built by appending, whose storage has spare capacity after it.
    @Test func smallAndGrownBaseStrings() throws {
        let small = "x1616112000y"
        #expect(try FastDate.parse(small.dropFirst().dropLast(), as: .epoch(.seconds)) == 1_616_112_000)
        var grown = "é"
        grown += "😀2021-03-19T09:37:20Z"
        grown.reserveCapacity(200)
        #expect(try FastDate.parseTimestamp(grown.dropFirst(2)).seconds == 1_616_146_640)
    }
}
