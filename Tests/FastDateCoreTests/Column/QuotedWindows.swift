@testable import FastDateCore
import Foundation
import Testing

/// ``DelimitedLocator``'s streamed window (`locateInWindow`, ``QuotedWindow``) against its
/// field-by-field walk: texts long enough for the window to stream (it needs 192 bytes
/// ahead), well formed and broken as ``QuotedBlocks`` makes them and checked as it checks
/// them, records read in order and read again from an earlier record. Each in every width
/// of lanes this processor offers, since each width makes the masks in code of its own.
@Suite struct QuotedWindows {
    #if arch(x86_64)
    static var lanes: [QuotedWindow.Lanes] {
        [.sse2, .avx2, .avx512].filter { $0.rawValue <= QuotedWindow.Lanes.widest.rawValue }
    }

    @Test(arguments: lanes) func windowFindsWhatTheWalkFinds(_ lanes: QuotedWindow.Lanes) {
        var random = QuotedBlocks.Generator(state: 0x3B10C)
        for round in 0..<1500 {
            let delimiter: UInt8 = round % 5 == 4 ? 0x09 : 0x2C
            var text: [UInt8] = []
            for _ in 0..<(4 + random.next(12)) { text += random.text(delimiter) }
            for index in 0...4 {
                let rewind = round % 3 == 0 ? 0 : 3 + round % 7
                var locator = DelimitedLocator(index: index, delimiter: delimiter, quoted: true)
                locator.window = QuotedWindow(lanes: lanes)
                guard QuotedBlocks.check(text, delimiter, index: index, rewindEvery: rewind, locator: locator) else { return }
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
