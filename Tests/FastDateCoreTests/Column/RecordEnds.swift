@testable import FastDateCore
import Testing

/// `RecordEnd.next`, the search for a record's end (thirty-two bytes a step on x86-64),
/// against a byte-at-a-time search: every length up to three steps and a tail, every start,
/// newlines at every position, bytes that differ from a newline by one bit around them, and
/// buffers of exactly `count` bytes, so a read past the end shows under the address sanitizer.
@Suite struct RecordEnds {
    static func naive(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var i = start
        while i < bytes.count, bytes[i] != RecordEnd.newline { i += 1 }
        return i
    }

    static func check(_ bytes: [UInt8]) {
        let exact = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        defer { exact.deallocate() }
        exact.copyBytes(from: bytes)
        let raw = UnsafeRawBufferPointer(rebasing: exact[0..<bytes.count])
        guard let base = exact.baseAddress else { return }
        for start in 0...bytes.count {
            let want = naive(raw, from: start)
            let got = RecordEnd.next(UnsafeRawPointer(base), from: start, bytes.count)
            #expect(got == want, "bytes \(bytes) from \(start)")
        }
    }

    @Test func oneNewlineAnywhereIsFoundFromEveryStart() {
        for length in 0...100 {
            Self.check([UInt8](repeating: UInt8(ascii: "a"), count: length))
            for at in 0..<length {
                // Near misses (0x0B, 0x8A, 0x0E) fill the rest: a mask that tested too few bits would stop on them.
                var bytes = (0..<length).map { [0x0B, 0x8A, 0x0E, 0x2A][$0 % 4] as UInt8 }
                bytes[at] = RecordEnd.newline
                Self.check(bytes)
            }
        }
    }

    @Test func manyNewlinesAtRandom() {
        var random = UInt64(0x11E5)
        for _ in 0..<400 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(random >> 58) + 40
            let bytes = (0..<length).map { _ -> UInt8 in
                random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return random >> 60 == 0 ? RecordEnd.newline : UInt8(truncatingIfNeeded: random >> 33)
            }
            Self.check(bytes)
        }
    }
}

/// A quoted CSV field whose quote never closes runs to the text's end, less a `\r` that ends
/// the text, whatever the delimiter (the fuzz target found a `\r` kept as the value's byte
/// with `\r` as the delimiter: `Spec/column/column.md`, "Records").
@Suite struct UnclosedQuotes {
    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: ";"), 0x0D])
    func aTrailingCarriageReturnEndsTheRecord(delimiter: UInt8) {
        for text in ["\"\r", "x\n\"\r", "\"2021-03-19\r", "\"2021-03-19"] {
            let bytes = Array(text.utf8)
            var stamps: [FastDate.Timestamp] = []
            var kinds: [FastDate.ParseError.Kind] = []
            bytes.withUnsafeBytes { raw in
                let column = FastDate.Column(raw, records: .csv(0, delimiter: delimiter))
                stamps = [FastDate.Timestamp](repeating: FastDate.Timestamp(seconds: 0), count: column.count)
                _ = stamps.withUnsafeMutableBufferPointer {
                    FastDate.parseTimestamp(column, as: .fullDate, into: $0) { kinds.append($0.error.kind); return .skip }
                }
            }
            let last = text.hasSuffix("\"\r") ? FastDate.ParseError.Kind.empty : nil
            if let last { #expect(kinds.last == last, "\(text.debugDescription) with delimiter \(delimiter): \(kinds)") }
            if text.hasPrefix("\"2021") { #expect(stamps.last?.seconds == 1_616_112_000, "\(text.debugDescription): \(kinds)") }
        }
    }
}
