@testable import FastDateCore
import Foundation
import Testing

/// ``DelimitedLocator``'s streamed window (`locateInWindow`, ``QuotedWindow``) against its
/// field-by-field walk: texts long enough for the window to stream (it needs 192 bytes
/// ahead), well formed and broken as ``QuotedBlocks`` makes them; records read in order, and
/// read again from an earlier record, as the column reader does when a four-value path
/// refuses the four it was shown. Each in every width of lanes this processor offers, since
/// each width makes the masks in code of its own.
@Suite struct QuotedWindows {
    #if arch(x86_64)
    static var lanes: [QuotedWindow.Lanes] {
        [.sse2, .avx2, .avx512].filter { $0.rawValue <= QuotedWindow.Lanes.widest.rawValue }
    }
    #endif

    /// Every record of `text`, field `index`, with a jump back of one to four records after
    /// every `rewindEvery`-th record (0: none), checked against the walk.
    static func check(_ text: [UInt8], _ delimiter: UInt8, index: Int, rewindEvery: Int,
                      _ makeLocator: () -> DelimitedLocator) -> Bool {
        let exact = UnsafeMutableRawBufferPointer.allocate(byteCount: max(text.count, 1), alignment: 64)
        defer { exact.deallocate() }
        exact.copyBytes(from: text)
        guard let base = exact.baseAddress.map(UnsafeRawPointer.init) else { return true }
        var locator = makeLocator()
        var starts: [Int] = []
        var p = 0, step = 0
        while p < text.count {
            let got = locator.locate(base, p, text.count, known: 0)
            let want = locator.locateByFields(base, p, text.count)
            guard got.start == want.start, got.end == want.end, got.next == want.next else {
                Issue.record("text \(String(decoding: text, as: UTF8.self).debugDescription) index \(index) at \(p): window \(got) fields \(want)")
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

    #if arch(x86_64)
    @Test(arguments: lanes) func windowFindsWhatTheWalkFinds(_ lanes: QuotedWindow.Lanes) {
        var random = QuotedBlocks.Generator(state: 0x3B10C)
        for round in 0..<1500 {
            let delimiter: UInt8 = round % 5 == 4 ? 0x09 : 0x2C
            var text: [UInt8] = []
            for _ in 0..<(4 + random.next(12)) { text += random.text(delimiter) }
            for index in 0...4 {
                let rewind = round % 3 == 0 ? 0 : 3 + round % 7
                let agrees = Self.check(text, delimiter, index: index, rewindEvery: rewind) {
                    var locator = DelimitedLocator(index: index, delimiter: delimiter, quoted: true)
                    locator.window = QuotedWindow(lanes: lanes)
                    return locator
                }
                guard agrees else { return }
            }
        }
    }

    @Test func theWidestLanesAreTheProcessors() throws {
        // `fastdate_lanes` asks CPUID; Linux says the same in /proc/cpuinfo's flags (which it
        // lists only when the kernel also saves the registers). Elsewhere there is nothing
        // to compare with.
        #if os(Linux)
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let line = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
        let flags = Set(line.split(separator: " ").map(String.init))
        let expected: QuotedWindow.Lanes =
            flags.isSuperset(of: ["avx512f", "avx512bw", "avx512_vbmi2", "pclmulqdq"]) ? .avx512
            : flags.isSuperset(of: ["avx2", "pclmulqdq"]) ? .avx2 : .sse2
        #expect(QuotedWindow.Lanes.widest == expected, "flags: \(flags.sorted())")
        #endif
    }

    @Test(arguments: lanes) func wellFormedRecordsAreReadByTheWindow(_ lanes: QuotedWindow.Lanes) {
        // The other readings are the fallback: show the window reads most well-formed records
        // itself, of both short and long lengths, so the test above compares two readings.
        var random = QuotedBlocks.Generator(state: 0x3B10D)
        var text: [UInt8] = []
        while text.count < 8192 {
            text += Array("1,\"Doe, Jane\",2012-04-23T18:25:43.511Z,ok,\"she said \"\"hi\"\"\"\n".utf8)
            text += Array("2,b,\"2012-04-23T18:25:43.511Z\",".utf8) + random.field(0x2C) + Array(",z\r\n".utf8)
            text += Array("3,,x\n".utf8)
        }
        var locator = DelimitedLocator(index: 2, delimiter: 0x2C, quoted: true)
        locator.window = QuotedWindow(lanes: lanes)
        let share = QuotedBlocks.share(of: text, locator) { $0.locateInWindow($1, $2, $3) != nil }
        #expect(share.read > share.records * 9 / 10, "\(share.read) of \(share.records)")
    }
    #endif
}
