import AllocationCounter
import FastDateCore
import Testing
import FastDateTestSupport

/// The key routine promises zero heap allocations, converted or not, through both doors
/// and through `isLowerCamelCase` (bytes and String). Nothing here throws, so unlike
/// ``Allocations`` it needs no clean child process.
@Suite struct KeyAllocations {
    @Test(.enabled(if: Allocations.countingAvailable, "allocation counting needs glibc's malloc to interpose (Linux)"))
    func keyConversionAllocatesNothing() throws {
        var keys = try SpecVectorLoader.keyVectors().map(\.input)
        keys.append("__" + String(repeating: "Long_Key-ID ", count: 200) + "__")
        // Built before counting: native (heap) strings as a decoder hands them over.
        let strings = keys.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        let longest = keys.map(\.utf8.count).max()!
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: longest, alignment: 1)
        let typed = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: longest)
        defer {
            raw.deallocate()
            typed.deallocate()
        }
        let bytes = keys.map { Array($0.utf8) }
        var converted = 0
        var camel = 0
        for round in 0..<2 {  // the first round may resolve metadata or lazy symbols
            for (key, text) in zip(bytes, strings) {
                var n = Allocations.count {
                    key.withUnsafeBytes { k in
                        if FastDate.KeyCase.lowerCamelCase(k, into: raw) != nil { converted += 1 }
                        if FastDate.KeyCase.isLowerCamelCase(k) { camel += 1 }
                    }
                    key.withUnsafeBufferPointer { k in
                        if FastDate.KeyCase.lowerCamelCase(k, into: UnsafeMutableRawBufferPointer(typed)) != nil { converted += 1 }
                    }
                }
                n += Allocations.count { if FastDate.KeyCase.isLowerCamelCase(text) { camel += 1 } }
                if round == 1 && n != 0 { Issue.record("\(n) allocations converting \(String(reflecting: text))") }
            }
        }
        #expect(converted > 100 && camel > 50)
    }
}
