/// `KeyCase.lowerCamelCase` writes into the caller's buffer, so it gets one of exactly
/// `key.count` bytes on the heap (the documented minimum): any byte written past it is a
/// sanitizer report. What `Spec/keys/keys.md` promises for every key:
///
/// - nil (unchanged) exactly when `isLowerCamelCase` says so, through both overloads and
///   the `String` form, and then nothing is written;
/// - the converted key is never longer than the key;
/// - only ASCII letters change case and only separators (`_`, `-`, space) are dropped:
///   with ASCII case folded, the output is the key minus the separators of its body
///   (the leading and trailing underscores stay);
/// - a valid UTF-8 key gives a valid UTF-8 key.
enum KeyCaseInvariants {
    static func check(_ key: UnsafeRawBufferPointer) {
        let canary: UInt8 = 0xA5
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: key.count, alignment: 1)
        defer { output.deallocate() }
        output.initializeMemory(as: UInt8.self, repeating: canary)

        let converted = FastDate.KeyCase.lowerCamelCase(key, into: output)
        let unchanged = FastDate.KeyCase.isLowerCamelCase(key)
        if (converted == nil) != unchanged {
            violated("lowerCamelCase gave \(String(describing: converted)) but isLowerCamelCase \(unchanged)", key)
        }
        let typedOutput = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: key.count)
        defer { typedOutput.deallocate() }
        let typed = key.withMemoryRebound(to: UInt8.self) { FastDate.KeyCase.lowerCamelCase($0, into: UnsafeMutableRawBufferPointer(typedOutput)) }
        if typed != converted { violated("typed lowerCamelCase gave \(String(describing: typed)), raw \(String(describing: converted))", key) }

        let bytes = [UInt8](key)
        if let text = String(validating: bytes, as: UTF8.self), FastDate.KeyCase.isLowerCamelCase(text) != unchanged {
            violated("isLowerCamelCase(String) disagrees with the byte form", key)
        }

        guard let length = converted else {
            if !output.allSatisfy({ $0 == canary }) { violated("an unchanged key wrote into the output", key) }
            return
        }
        guard length >= 0 && length <= key.count else { violated("converted length \(length) for a \(key.count)-byte key", key) }
        let result = Array(output[..<length])
        if typed != nil, !typedOutput[..<length].elementsEqual(result) {
            violated("typed and raw outputs differ", key)
        }
        if result == bytes { violated("lowerCamelCase returned the key unchanged instead of nil", key) }

        func folded(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
        func isSeparator(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: " ") }
        let lead = bytes.prefix { $0 == UInt8(ascii: "_") }.count
        let trail = bytes.count == lead ? 0 : bytes.reversed().prefix { $0 == UInt8(ascii: "_") }.count
        let body = bytes[lead..<(bytes.count - trail)]
        let expected = bytes[..<lead] + body.filter { !isSeparator($0) } + bytes[(bytes.count - trail)...]
        if result.map(folded) != expected.map(folded) {
            violated("converted to \(printableBytes(result)): not the key with case folded and body separators dropped", key)
        }
        if String(validating: bytes, as: UTF8.self) != nil, String(validating: result, as: UTF8.self) == nil {
            violated("valid UTF-8 converted to invalid UTF-8 \(printableBytes(result))", key)
        }
    }

    static func printableBytes(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { printable($0) }
    }
}
