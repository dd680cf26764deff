import FastDateCore

// The same doors as `Door.parseTimestamp`, for the wall-clock grammars: every public way
// of handing bytes to `parseTimeOfDay` and `parseLocalDateTime`.
extension Door {
    func parseTimeOfDay(_ bytes: [UInt8]) -> Result<FastDate.TimeOfDay, FastDate.ParseError> {
        read(bytes, FastDate.parseTimeOfDay, FastDate.parseTimeOfDay, FastDate.parseTimeOfDay,
             FastDate.parseTimeOfDay, FastDate.parseTimeOfDay, FastDate.parseTimeOfDay)
    }

    func parseLocalDateTime(_ bytes: [UInt8]) -> Result<FastDate.LocalDateTime, FastDate.ParseError> {
        read(bytes, FastDate.parseLocalDateTime, FastDate.parseLocalDateTime, FastDate.parseLocalDateTime,
             FastDate.parseLocalDateTime, FastDate.parseLocalDateTime, FastDate.parseLocalDateTime)
    }

    /// Hands `bytes` to the door's own overload, laid out as `parseTimestamp`'s doors lay
    /// them out (an exact-length buffer, a slice among digits).
    private func read<Value>(
        _ bytes: [UInt8],
        _ string: (String) throws(FastDate.ParseError) -> Value,
        _ substring: (Substring) throws(FastDate.ParseError) -> Value,
        _ array: ([UInt8]) throws(FastDate.ParseError) -> Value,
        _ raw: (UnsafeRawBufferPointer) throws(FastDate.ParseError) -> Value,
        _ typed: (UnsafeBufferPointer<UInt8>) throws(FastDate.ParseError) -> Value,
        _ span: (Span<UInt8>) throws(FastDate.ParseError) -> Value
    ) -> Result<Value, FastDate.ParseError> {
        switch self {
        case .string:
            let text = String(decoding: bytes, as: UTF8.self)
            return Result { () throws(FastDate.ParseError) in try string(text) }
        case .substring:
            let text = Door.embedded(bytes)
            return Result { () throws(FastDate.ParseError) in try substring(text) }
        case .array:
            return Result { () throws(FastDate.ParseError) in try array(bytes) }
        case .rawBuffer:
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
            defer { buffer.deallocate() }
            buffer.copyBytes(from: bytes)
            return Result { () throws(FastDate.ParseError) in try raw(UnsafeRawBufferPointer(buffer)) }
        case .typedBuffer:
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            defer { buffer.deallocate() }
            _ = buffer.initialize(from: bytes)
            return Result { () throws(FastDate.ParseError) in try typed(UnsafeBufferPointer(buffer)) }
        case .span:
            let view = bytes.span
            do { return .success(try span(view)) } catch { return .failure(error) }
        }
    }
}

extension Show {
    static func result(_ r: Result<FastDate.TimeOfDay, FastDate.ParseError>) -> String {
        switch r {
        case .success(let t): "secondsSinceMidnight \(t.secondsSinceMidnight), nanoseconds \(t.nanoseconds)"
        case .failure(let e): "error \(e.kind.rawValue) at \(e.offset)"
        }
    }

    static func result(_ r: Result<FastDate.LocalDateTime, FastDate.ParseError>) -> String {
        switch r {
        case .success(let t): "localSeconds \(t.localSeconds), nanoseconds \(t.nanoseconds), utcOffset \(t.utcOffset.map(String.init) ?? "none")"
        case .failure(let e): "error \(e.kind.rawValue) at \(e.offset)"
        }
    }
}
