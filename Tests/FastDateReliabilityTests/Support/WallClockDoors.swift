import FastDate

/// The wall-clock parsers through every door, as `Door` does for instants.
extension Door {
    func parseLocalDateTime(_ bytes: [UInt8]) -> Result<FastDate.LocalDateTime, FastDate.ParseError> {
        Result { () throws(FastDate.ParseError) in
            switch self {
            case .array: return try FastDate.parseLocalDateTime(bytes)
            case .rawBuffer: return try withExactCopy(bytes) { raw throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(raw) }
            case .typedBuffer:
                return try withExactCopy(bytes) { raw throws(FastDate.ParseError) in
                    try FastDate.parseLocalDateTime(raw.assumingMemoryBound(to: UInt8.self))
                }
            case .span: return try FastDate.parseLocalDateTime(bytes.span)
            case .string: return try FastDate.parseLocalDateTime(String(decoding: bytes, as: UTF8.self))
            case .substring: return try FastDate.parseLocalDateTime(Door.embedded(bytes))
            }
        }
    }

    func parseTimeOfDay(_ bytes: [UInt8]) -> Result<FastDate.TimeOfDay, FastDate.ParseError> {
        Result { () throws(FastDate.ParseError) in
            switch self {
            case .array: return try FastDate.parseTimeOfDay(bytes)
            case .rawBuffer: return try withExactCopy(bytes) { raw throws(FastDate.ParseError) in try FastDate.parseTimeOfDay(raw) }
            case .typedBuffer:
                return try withExactCopy(bytes) { raw throws(FastDate.ParseError) in
                    try FastDate.parseTimeOfDay(raw.assumingMemoryBound(to: UInt8.self))
                }
            case .span: return try FastDate.parseTimeOfDay(bytes.span)
            case .string: return try FastDate.parseTimeOfDay(String(decoding: bytes, as: UTF8.self))
            case .substring: return try FastDate.parseTimeOfDay(Door.embedded(bytes))
            }
        }
    }

    /// `bytes` in a heap block of exactly their length, so a read past the end leaves it.
    private func withExactCopy<T>(
        _ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws(FastDate.ParseError) -> T
    ) throws(FastDate.ParseError) -> T {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: bytes)
        return try body(UnsafeRawBufferPointer(buffer))
    }
}

extension UnsafeRawBufferPointer {
    fileprivate func assumingMemoryBound(to: UInt8.Type) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: baseAddress?.assumingMemoryBound(to: UInt8.self), count: count)
    }
}

/// A wall-clock grammar under test: its name in the Spec and both sides of the comparison.
enum WallClockGrammar: String, CaseIterable, Sendable, CustomStringConvertible {
    case localDateTime, timeOfDay

    var description: String { rawValue }

    /// The core through `door` and the reference, in one printable, comparable form.
    func outcomes(_ bytes: [UInt8], door: Door) -> (core: String, reference: String) {
        switch self {
        case .localDateTime:
            let core = door.parseLocalDateTime(bytes).map {
                ReferenceParser.LocalValue(localSeconds: $0.localSeconds, nanoseconds: $0.nanoseconds, utcOffset: $0.utcOffset)
            }
            return (Self.text(core), Self.text(ReferenceParser.parseLocalDateTime(bytes)))
        case .timeOfDay:
            let core = door.parseTimeOfDay(bytes).map {
                ReferenceParser.TimeValue(secondsSinceMidnight: $0.secondsSinceMidnight, nanoseconds: $0.nanoseconds)
            }
            return (Self.text(core), Self.text(ReferenceParser.parseTimeOfDay(bytes)))
        }
    }

    /// `nil` when the core agrees with the reference (value, or error kind and offset).
    func check(_ bytes: [UInt8], door: Door) -> String? {
        let (core, reference) = outcomes(bytes, door: door)
        return core == reference ? nil : "\(Show.input(bytes)) [\(self)] via \(door): core \(core), reference \(reference)"
    }

    static func text<V>(_ result: Result<V, FastDate.ParseError>) -> String {
        switch result {
        case .success(let v): "\(v)"
        case .failure(let e): "error \(e.kind.rawValue) at \(e.offset)"
        }
    }

    static func text<V>(_ outcome: ReferenceParser.WallOutcome<V>) -> String {
        switch outcome {
        case .value(let v): "\(v)"
        case .failure(let f): "error \(f.kind) at \(f.offset)"
        }
    }
}
