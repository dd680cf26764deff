import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// `Spec/keys/vectors/*.json` through the core routine, by both doors, plus the promises the
/// routine makes about its buffer: nothing written for an unchanged key, nothing past
/// the converted length, never more than `key.count` bytes.
@Suite struct KeyVectors {
    @Test func vectorFolderIsPopulated() throws {
        let vectors = try SpecVectorLoader.keyVectors()
        #expect(vectors.count >= 150, "only \(vectors.count) key vectors in \(SpecVectorLoader.keyFolder.path)")
        #expect(vectors.contains { $0.isUnchanged } && vectors.contains { !$0.isUnchanged })
        #expect(vectors.filter { $0.foundation != nil }.count >= 40, "too few vectors record Foundation's answer")
    }

    @Test func everyVector() throws {
        let vectors = try SpecVectorLoader.keyVectors()
        var report = FailureReport()
        for vector in vectors {
            let key = Array(vector.input.utf8)
            let want = Array(vector.expected.utf8)
            let raw = Self.convertRaw(key)
            let typed = Self.convertTyped(key)
            if raw.result != want { report.add("\(vector.label): raw door wrote \(Show.input(raw.result)), expected \(String(reflecting: vector.expected))") }
            if typed.result != want { report.add("\(vector.label): typed door wrote \(Show.input(typed.result)), expected \(String(reflecting: vector.expected))") }
            if raw.unchanged != vector.isUnchanged || typed.unchanged != vector.isUnchanged {
                report.add("\(vector.label): reported unchanged = \(raw.unchanged)/\(typed.unchanged), expected \(vector.isUnchanged)")
            }
            if let problem = raw.bufferProblem ?? typed.bufferProblem { report.add("\(vector.label): \(problem)") }
            let isCamel = key.withUnsafeBytes { FastDate.KeyCase.isLowerCamelCase($0) }
            if isCamel != vector.isUnchanged || FastDate.KeyCase.isLowerCamelCase(vector.input) != vector.isUnchanged {
                report.add("\(vector.label): isLowerCamelCase is \(isCamel), expected \(vector.isUnchanged)")
            }
            let reference = KeyReference.convert(key)
            if reference != want { report.add("\(vector.label): the reference model says \(Show.input(reference))") }
        }
        report.finish(checked: vectors.count)
    }

    /// The example in the DocC comment of `FastDate.KeyCase`, verbatim.
    @Test func docCommentExample() {
        var buffer = [UInt8](repeating: 0, count: 64)
        let key = Array("USER_ID".utf8)
        let n = key.withUnsafeBufferPointer { k in
            buffer.withUnsafeMutableBufferPointer { FastDate.KeyCase.lowerCamelCase(k, into: UnsafeMutableRawBufferPointer($0)) }
        }
        // n == 6, buffer[..<6] is "userId"; nil would mean the key was already lowerCamelCase.
        #expect(n == 6 && buffer[..<6].elementsEqual("userId".utf8))
    }

    struct Outcome {
        var result: [UInt8]
        var unchanged: Bool
        var bufferProblem: String?
    }

    static let sentinel: UInt8 = 0xA5

    /// Converts into a buffer of exactly `key.count` bytes with a guard zone after it.
    static func convertRaw(_ key: [UInt8]) -> Outcome {
        let guardBytes = 8
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: key.count + guardBytes, alignment: 1)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: sentinel)
        let n = key.withUnsafeBytes { FastDate.KeyCase.lowerCamelCase($0, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<key.count])) }
        return outcome(key, n, Array(buffer), guardBytes: guardBytes)
    }

    static func convertTyped(_ key: [UInt8]) -> Outcome {
        let guardBytes = 8
        var storage = [UInt8](repeating: sentinel, count: key.count + guardBytes)
        let n = key.withUnsafeBufferPointer { k in
            storage.withUnsafeMutableBufferPointer { FastDate.KeyCase.lowerCamelCase(k, into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: $0[..<key.count]))) }
        }
        return outcome(key, n, storage, guardBytes: guardBytes)
    }

    private static func outcome(_ key: [UInt8], _ n: Int?, _ buffer: [UInt8], guardBytes: Int) -> Outcome {
        guard let n else {
            let touched = buffer.contains { $0 != sentinel }
            return Outcome(result: key, unchanged: true, bufferProblem: touched ? "wrote to the buffer yet reported the key unchanged" : nil)
        }
        var problem: String?
        if n > key.count || n < 0 {
            problem = "returned length \(n) for a \(key.count)-byte key"
        } else if buffer[n...].contains(where: { $0 != sentinel }) {
            problem = "wrote past the converted length \(n)"
        } else if Array(buffer[..<n]) == key {
            problem = "converted the key to itself instead of reporting it unchanged"
        }
        return Outcome(result: Array(buffer[..<min(max(n, 0), key.count)]), unchanged: false, bufferProblem: problem)
    }
}
