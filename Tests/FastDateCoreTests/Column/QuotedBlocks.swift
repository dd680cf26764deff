@testable import FastDateCore
import Testing

/// ``DelimitedLocator``'s block masks (`locateByBlocks`) against its field-by-field walk
/// (`locateByFields`), the reading the Spec's record rules were written for: random CSV
/// texts, well formed and then broken (quotes inside unquoted fields, bytes after a closing
/// quote, lone carriage returns), fields long enough to cross 64-byte blocks, newlines and
/// delimiters inside quotes, `\r\n` endings; every record, field indexes 0 to 4, the text in
/// a buffer of exactly its length.
@Suite struct QuotedBlocks {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func field(_ delimiter: UInt8) -> [UInt8] {
            let length = next(4) == 0 ? next(90) : next(12)
            let plain = Array("2012-04-23T18:25:43.511Z ab".utf8)
            var bytes = (0..<length).map { _ in plain[next(plain.count)] }
            if next(3) == 0 {
                // Quoted: delimiters, doubled quotes and line breaks inside.
                var inside: [UInt8] = []
                for b in bytes {
                    switch next(12) {
                    case 0: inside += [delimiter]
                    case 1: inside += [0x22, 0x22]
                    case 2: inside += [0x0A]
                    case 3: inside += [0x0D, 0x0A]
                    default: inside.append(b)
                    }
                }
                bytes = [0x22] + inside + [0x22]
            }
            return bytes
        }
        mutating func text(_ delimiter: UInt8) -> [UInt8] {
            var text: [UInt8] = []
            for _ in 0..<(1 + next(12)) {
                let fields = 1 + next(6)
                for f in 0..<fields {
                    if f > 0 { text.append(delimiter) }
                    text += field(delimiter)
                }
                text += next(3) == 0 ? [0x0D, 0x0A] : [0x0A]
            }
            // Broken: a few bytes anywhere become a quote, a carriage return, a delimiter or a newline.
            if next(2) == 0 {
                for _ in 0..<(1 + next(3)) where !text.isEmpty {
                    text[next(text.count)] = [0x22, 0x0D, delimiter, 0x0A][next(4)]
                }
            }
            if next(4) == 0 { text.removeLast(next(min(3, text.count) + 1)) }
            return text
        }
    }

    /// Every record of `text`, field `index`, read by `locator` (by default the one the
    /// column reader makes) and checked against the walk; with a jump back of one to four
    /// records after every `rewindEvery`-th record (0: none), as the column reader jumps
    /// back when a four-value path refuses the four it was shown.
    static func check(_ text: [UInt8], _ delimiter: UInt8, index: Int, rewindEvery: Int = 0,
                      locator: DelimitedLocator? = nil) -> Bool {
        let exact = UnsafeMutableRawBufferPointer.allocate(byteCount: max(text.count, 1), alignment: 64)
        defer { exact.deallocate() }
        exact.copyBytes(from: text)
        guard let base = exact.baseAddress.map(UnsafeRawPointer.init) else { return true }
        var locator = locator ?? DelimitedLocator(index: index, delimiter: delimiter, quoted: true)
        var starts: [Int] = []
        var p = 0, step = 0
        while p < text.count {
            let got = locator.locate(base, p, text.count, known: 0)
            let want = locator.locateByFields(base, p, text.count)
            guard got.start == want.start, got.end == want.end, got.next == want.next else {
                Issue.record("text \(String(decoding: text, as: UTF8.self).debugDescription) index \(index) at \(p): located \(got) fields \(want)")
                return false
            }
            if starts.last != p { starts.append(p) }
            step += 1
            if rewindEvery > 0 && step % rewindEvery == 0 && starts.count > 4 {
                p = starts[starts.count - 1 - step % 4]
                starts.removeLast(step % 4)
            } else {
                p = want.next
            }
        }
        return true
    }

    @Test func blocksFindWhatTheWalkFinds() {
        var random = Generator(state: 0xC5F)
        for round in 0..<10000 {
            let delimiter: UInt8 = round % 5 == 4 ? 0x09 : 0x2C
            let text = random.text(delimiter)
            for index in 0...4 where !Self.check(text, delimiter, index: index) { return }
        }
    }

    #if arch(x86_64)
    @Test func wellFormedRecordsAreReadByBlocks() {
        // The walk is the fallback: show the blocks read most well-formed records themselves,
        // so the test above compares two readings, not one with itself.
        var random = Generator(state: 0xB10C)
        var text: [UInt8] = []
        while text.count < 4096 {
            text += Array("1,\"Doe, Jane\",2012-04-23T18:25:43.511Z,ok,\"she said \"\"hi\"\"\"\n".utf8)
            text += Array("2,b,".utf8) + random.field(0x2C) + Array(",z\n".utf8)
        }
        let share = Self.share(of: text, DelimitedLocator(index: 2, delimiter: 0x2C, quoted: true)) {
            $0.locateByBlocks($1, $2, $3) != nil
        }
        #expect(share.read > share.records * 9 / 10, "\(share.read) of \(share.records)")
    }
    #endif

    /// How many of the records of `text` `reads` reads (the walk finds where each starts).
    static func share(
        of text: [UInt8], _ locator: DelimitedLocator,
        _ reads: (inout DelimitedLocator, UnsafeRawPointer, Int, Int) -> Bool
    ) -> (read: Int, records: Int) {
        text.withUnsafeBytes { raw in
            var locator = locator
            var p = 0, read = 0, records = 0
            while p < raw.count {
                if reads(&locator, raw.baseAddress!, p, raw.count) { read += 1 }
                p = locator.locateByFields(raw.baseAddress!, p, raw.count).next
                records += 1
            }
            return (read, records)
        }
    }
}
