import FastDateCore

/// Every public way of handing bytes to the parser. The core promises that all of them
/// accept exactly the same grammar; the tests hold it to that by sending every input
/// through each one.
enum Door: String, CaseIterable, Sendable, CustomStringConvertible {
    case string
    /// A slice in the middle of a larger string whose neighbours are digits and `Z`, so a
    /// door that read past its slice would see a different (and often valid) input.
    case substring
    case array
    case rawBuffer
    case typedBuffer
    case span

    var description: String { rawValue }

    /// String doors cannot carry bytes that are not valid UTF-8.
    func accepts(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .string, .substring: String(validating: bytes, as: UTF8.self) != nil
        default: true
        }
    }

    func parseTimestamp(_ bytes: [UInt8], as format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        switch self {
        case .string:
            let text = String(decoding: bytes, as: UTF8.self)
            return Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: format) }
        case .substring:
            let text = Door.embedded(bytes)
            return Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: format) }
        case .array:
            return Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(bytes, as: format) }
        case .rawBuffer:
            // Exactly as long as the input, so any read past the end lands outside it.
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
            defer { buffer.deallocate() }
            buffer.copyBytes(from: bytes)
            return Result { () throws(FastDate.ParseError) in
                try FastDate.parseTimestamp(UnsafeRawBufferPointer(buffer), as: format)
            }
        case .typedBuffer:
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            defer { buffer.deallocate() }
            _ = buffer.initialize(from: bytes)
            return Result { () throws(FastDate.ParseError) in
                try FastDate.parseTimestamp(UnsafeBufferPointer(buffer), as: format)
            }
        case .span:
            let span = bytes.span
            do { return .success(try FastDate.parseTimestamp(span, as: format)) } catch { return .failure(error) }
        }
    }

    func parse(_ bytes: [UInt8], as format: FastDate.Format) -> Result<Double, FastDate.ParseError> {
        switch self {
        case .string:
            let text = String(decoding: bytes, as: UTF8.self)
            return Result { () throws(FastDate.ParseError) in try FastDate.parse(text, as: format) }
        case .substring:
            let text = Door.embedded(bytes)
            return Result { () throws(FastDate.ParseError) in try FastDate.parse(text, as: format) }
        case .array:
            return Result { () throws(FastDate.ParseError) in try FastDate.parse(bytes, as: format) }
        case .rawBuffer:
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
            defer { buffer.deallocate() }
            buffer.copyBytes(from: bytes)
            return Result { () throws(FastDate.ParseError) in
                try FastDate.parse(UnsafeRawBufferPointer(buffer), as: format)
            }
        case .typedBuffer:
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            defer { buffer.deallocate() }
            _ = buffer.initialize(from: bytes)
            return Result { () throws(FastDate.ParseError) in
                try FastDate.parse(UnsafeBufferPointer(buffer), as: format)
            }
        case .span:
            let span = bytes.span
            do { return .success(try FastDate.parse(span, as: format)) } catch { return .failure(error) }
        }
    }

    /// `bytes` (valid UTF-8) as a slice of a larger, non-ASCII string.
    static func embedded(_ bytes: [UInt8]) -> Substring {
        let prefix = "\u{2603}0"
        let whole = prefix + String(decoding: bytes, as: UTF8.self) + "9Z:00"
        let start = whole.utf8.index(whole.utf8.startIndex, offsetBy: prefix.utf8.count)
        let end = whole.utf8.index(start, offsetBy: bytes.count)
        return whole[start..<end]
    }
}

/// Printable forms for failure reports.
enum Show {
    /// The input as a Swift literal, or hex when it is not UTF-8; long inputs are cut.
    static func input(_ bytes: [UInt8]) -> String {
        let head = bytes.prefix(80)
        let tail = bytes.count > 80 ? "… (\(bytes.count) bytes)" : ""
        if let text = String(validating: bytes, as: UTF8.self) {
            return String(reflecting: String(text.prefix(80))) + tail
        }
        return "hex " + head.map { String($0, radix: 16).leftPadded(to: 2) }.joined() + tail
    }

    static func result(_ r: Result<FastDate.Timestamp, FastDate.ParseError>) -> String {
        switch r {
        case .success(let t): timestamp(t)
        case .failure(let e): "error \(e.kind.rawValue) at \(e.offset)"
        }
    }

    static func result(_ r: Result<Double, FastDate.ParseError>) -> String {
        switch r {
        case .success(let d): "\(d)"
        case .failure(let e): "error \(e.kind.rawValue) at \(e.offset)"
        }
    }

    static func timestamp(_ t: FastDate.Timestamp) -> String {
        "seconds \(t.seconds), nanoseconds \(t.nanoseconds), utcOffset \(t.utcOffset)"
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
