import FastDate

/// Every public way of handing bytes to the parser. The core promises all of them accept
/// exactly one grammar; the randomized tests rotate through them, so across a run every
/// input shape meets every door.
enum Door: Int, CaseIterable, Sendable, CustomStringConvertible {
    case array, rawBuffer, typedBuffer, span, string, substring

    var description: String {
        switch self {
        case .array: "[UInt8]"
        case .rawBuffer: "UnsafeRawBufferPointer"
        case .typedBuffer: "UnsafeBufferPointer<UInt8>"
        case .span: "Span<UInt8>"
        case .string: "String"
        case .substring: "Substring"
        }
    }

    /// String doors cannot carry bytes that are not valid UTF-8.
    func accepts(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .string, .substring: String(validating: bytes, as: UTF8.self) != nil
        default: true
        }
    }

    /// The door for the `n`th input of a loop, skipping string doors for non-UTF-8 bytes.
    static func rotating(_ n: Int, for bytes: [UInt8]) -> Door {
        let door = Door(rawValue: n % allCases.count)!
        return door.accepts(bytes) ? door : .rawBuffer
    }

    func parseTimestamp(_ bytes: [UInt8], as format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        Result { () throws(FastDate.ParseError) in
            switch self {
            case .array:
                return try FastDate.parseTimestamp(bytes, as: format)
            case .rawBuffer:
                // Exactly as long as the input, so a read past the end leaves the allocation
                // (and trips the address sanitizer).
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
                defer { buffer.deallocate() }
                buffer.copyBytes(from: bytes)
                return try FastDate.parseTimestamp(UnsafeRawBufferPointer(buffer), as: format)
            case .typedBuffer:
                let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
                defer { buffer.deallocate() }
                _ = buffer.initialize(from: bytes)
                return try FastDate.parseTimestamp(UnsafeBufferPointer(buffer), as: format)
            case .span:
                return try FastDate.parseTimestamp(bytes.span, as: format)
            case .string:
                return try FastDate.parseTimestamp(String(decoding: bytes, as: UTF8.self), as: format)
            case .substring:
                return try FastDate.parseTimestamp(Door.embedded(bytes), as: format)
            }
        }
    }

    func parse(_ bytes: [UInt8], as format: FastDate.Format) -> Result<Double, FastDate.ParseError> {
        Result { () throws(FastDate.ParseError) in
            switch self {
            case .array:
                return try FastDate.parse(bytes, as: format)
            case .rawBuffer:
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
                defer { buffer.deallocate() }
                buffer.copyBytes(from: bytes)
                return try FastDate.parse(UnsafeRawBufferPointer(buffer), as: format)
            case .typedBuffer:
                let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
                defer { buffer.deallocate() }
                _ = buffer.initialize(from: bytes)
                return try FastDate.parse(UnsafeBufferPointer(buffer), as: format)
            case .span:
                return try FastDate.parse(bytes.span, as: format)
            case .string:
                return try FastDate.parse(String(decoding: bytes, as: UTF8.self), as: format)
            case .substring:
                return try FastDate.parse(Door.embedded(bytes), as: format)
            }
        }
    }

    /// `bytes` (valid UTF-8) as a slice of a larger string whose neighbours are a digit
    /// and `Z`: a door that read past its slice would see a different, often valid, input.
    static func embedded(_ bytes: [UInt8]) -> Substring {
        let prefix = "\u{2603}0"
        let whole = prefix + String(decoding: bytes, as: UTF8.self) + "9Z:00"
        let start = whole.utf8.index(whole.utf8.startIndex, offsetBy: prefix.utf8.count)
        let end = whole.utf8.index(start, offsetBy: bytes.count)
        return whole[start..<end]
    }
}
