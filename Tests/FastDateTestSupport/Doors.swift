import FastDateCore

/// Every public way of handing bytes to the parser. The core promises that all of them
/// accept exactly the same grammar; the tests hold it to that by sending every input
/// through each one (or, in long randomized loops, rotating through them).
///
/// Each door lays the bytes out so that misreads show: the buffer doors copy them into a
/// heap block of exactly their length (a read past the end leaves the allocation and
/// trips the address sanitizer), and the substring door cuts them out of a larger string.
public enum Door: String, CaseIterable, Sendable, CustomStringConvertible {
    case array
    case rawBuffer
    case typedBuffer
    case span
    case string
    /// A slice in the middle of a larger string whose neighbours are digits and `Z`, so a
    /// door that read past its slice would see a different (and often valid) input.
    case substring

    public var description: String { rawValue }

    /// The Swift type this door hands to the parser.
    public var typeName: String {
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
    public func accepts(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .string, .substring: String(validating: bytes, as: UTF8.self) != nil
        default: true
        }
    }

    /// The door for the `n`th input of a loop, skipping string doors for non-UTF-8 bytes.
    public static func rotating(_ n: Int, for bytes: [UInt8]) -> Door {
        let door = allCases[n % allCases.count]
        return door.accepts(bytes) ? door : .rawBuffer
    }

    public func parseTimestamp(_ bytes: [UInt8], as format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        read(bytes,
             { (text: String) throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: format) },
             { (text: Substring) throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: format) },
             { (array: [UInt8]) throws(FastDate.ParseError) in try FastDate.parseTimestamp(array, as: format) },
             { (raw: UnsafeRawBufferPointer) throws(FastDate.ParseError) in try FastDate.parseTimestamp(raw, as: format) },
             { (typed: UnsafeBufferPointer<UInt8>) throws(FastDate.ParseError) in try FastDate.parseTimestamp(typed, as: format) },
             { (span: Span<UInt8>) throws(FastDate.ParseError) in try FastDate.parseTimestamp(span, as: format) })
    }

    public func parse(_ bytes: [UInt8], as format: FastDate.Format) -> Result<Double, FastDate.ParseError> {
        read(bytes,
             { (text: String) throws(FastDate.ParseError) in try FastDate.parse(text, as: format) },
             { (text: Substring) throws(FastDate.ParseError) in try FastDate.parse(text, as: format) },
             { (array: [UInt8]) throws(FastDate.ParseError) in try FastDate.parse(array, as: format) },
             { (raw: UnsafeRawBufferPointer) throws(FastDate.ParseError) in try FastDate.parse(raw, as: format) },
             { (typed: UnsafeBufferPointer<UInt8>) throws(FastDate.ParseError) in try FastDate.parse(typed, as: format) },
             { (span: Span<UInt8>) throws(FastDate.ParseError) in try FastDate.parse(span, as: format) })
    }

    /// The doors that take no format, `FastDate.parseTimestamp(x)` and `FastDate.parse(x)`:
    /// `.iso8601`, read through its own inlined path (`FormatReader.readISO8601`), so they answer
    /// to the `.iso8601` vectors too.
    public func parseTimestamp(_ bytes: [UInt8]) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        read(bytes,
             { (text: String) throws(FastDate.ParseError) in try FastDate.parseTimestamp(text) },
             { (text: Substring) throws(FastDate.ParseError) in try FastDate.parseTimestamp(text) },
             { (array: [UInt8]) throws(FastDate.ParseError) in try FastDate.parseTimestamp(array) },
             { (raw: UnsafeRawBufferPointer) throws(FastDate.ParseError) in try FastDate.parseTimestamp(raw) },
             { (typed: UnsafeBufferPointer<UInt8>) throws(FastDate.ParseError) in try FastDate.parseTimestamp(typed) },
             { (span: Span<UInt8>) throws(FastDate.ParseError) in try FastDate.parseTimestamp(span) })
    }

    /// See ``parseTimestamp(_:)``.
    public func parse(_ bytes: [UInt8]) -> Result<Double, FastDate.ParseError> {
        read(bytes,
             { (text: String) throws(FastDate.ParseError) in try FastDate.parse(text) },
             { (text: Substring) throws(FastDate.ParseError) in try FastDate.parse(text) },
             { (array: [UInt8]) throws(FastDate.ParseError) in try FastDate.parse(array) },
             { (raw: UnsafeRawBufferPointer) throws(FastDate.ParseError) in try FastDate.parse(raw) },
             { (typed: UnsafeBufferPointer<UInt8>) throws(FastDate.ParseError) in try FastDate.parse(typed) },
             { (span: Span<UInt8>) throws(FastDate.ParseError) in try FastDate.parse(span) })
    }

    /// `FastDate.LocalTime(parsing:as: .timeOfDay)` through every door.
    public func parseTimeOfDay(_ bytes: [UInt8]) -> Result<FastDate.LocalTime, FastDate.ParseError> {
        read(bytes,
             TimeOfDayDoors.string, TimeOfDayDoors.substring, TimeOfDayDoors.array,
             TimeOfDayDoors.raw, TimeOfDayDoors.typed, TimeOfDayDoors.span)
    }

    public func parseLocalDateTime(_ bytes: [UInt8]) -> Result<FastDate.LocalDateTime, FastDate.ParseError> {
        read(bytes, FastDate.parseLocalDateTime, FastDate.parseLocalDateTime, FastDate.parseLocalDateTime,
             FastDate.parseLocalDateTime, FastDate.parseLocalDateTime, FastDate.parseLocalDateTime)
    }

    public func parseLocalDateTimeValue(_ bytes: [UInt8]) -> Result<FastDate.LocalDateTime, FastDate.ParseError> {
        read(bytes, FastDate.LocalDateTime.init(parsing:), FastDate.LocalDateTime.init(parsing:), FastDate.LocalDateTime.init(parsing:),
             FastDate.LocalDateTime.init(parsing:), FastDate.LocalDateTime.init(parsing:), FastDate.LocalDateTime.init(parsing:))
    }

    public func parseLocalDate(_ bytes: [UInt8]) -> Result<FastDate.LocalDate, FastDate.ParseError> {
        read(bytes, FastDate.LocalDate.init(parsing:), FastDate.LocalDate.init(parsing:), FastDate.LocalDate.init(parsing:),
             FastDate.LocalDate.init(parsing:), FastDate.LocalDate.init(parsing:), FastDate.LocalDate.init(parsing:))
    }

    public func parseLocalTime(_ bytes: [UInt8]) -> Result<FastDate.LocalTime, FastDate.ParseError> {
        read(bytes, FastDate.LocalTime.init(parsing:), FastDate.LocalTime.init(parsing:), FastDate.LocalTime.init(parsing:),
             FastDate.LocalTime.init(parsing:), FastDate.LocalTime.init(parsing:), FastDate.LocalTime.init(parsing:))
    }

    public func parseDuration(_ bytes: [UInt8]) -> Result<FastDate.ISODuration, FastDate.ParseError> {
        read(bytes, FastDate.parseDuration, FastDate.parseDuration, FastDate.parseDuration,
             FastDate.parseDuration, FastDate.parseDuration, FastDate.parseDuration)
    }

    public func parseAnnotatedDateTime(_ bytes: [UInt8]) -> Result<FastDate.AnnotatedDateTime, FastDate.ParseError> {
        read(bytes, FastDate.parseAnnotatedDateTime, FastDate.parseAnnotatedDateTime, FastDate.parseAnnotatedDateTime,
             FastDate.parseAnnotatedDateTime, FastDate.parseAnnotatedDateTime, FastDate.parseAnnotatedDateTime)
    }

    /// Hands `bytes` to `reader`, as this door's input type: for a door that takes any
    /// `FastDate.Input`.
    public func read<Reader: InputReader>(_ bytes: [UInt8], with reader: Reader) -> Result<Reader.Value, FastDate.ParseError> {
        read(bytes, { (t: String) throws(FastDate.ParseError) in try reader.read(t) }, { (t: Substring) throws(FastDate.ParseError) in try reader.read(t) },
             { (t: [UInt8]) throws(FastDate.ParseError) in try reader.read(t) }, { (t: UnsafeRawBufferPointer) throws(FastDate.ParseError) in try reader.read(t) },
             { (t: UnsafeBufferPointer<UInt8>) throws(FastDate.ParseError) in try reader.read(t) }, { (t: Span<UInt8>) throws(FastDate.ParseError) in try reader.read(t) })
    }

    /// Hands `bytes` to the door's own overload, laid out as described on the type.
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
            // Exactly as long as the input, so any read past the end lands outside it.
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
            return bytes.withSpan { view in Result { () throws(FastDate.ParseError) in try span(view) } }
        }
    }

    /// `bytes` (valid UTF-8) as a slice of a larger, non-ASCII string whose neighbours are
    /// a digit and `Z`.
    public static func embedded(_ bytes: [UInt8]) -> Substring {
        let prefix = "\u{2603}0"
        let whole = prefix + String(decoding: bytes, as: UTF8.self) + "9Z:00"
        let start = whole.utf8.index(whole.utf8.startIndex, offsetBy: prefix.utf8.count)
        let end = whole.utf8.index(start, offsetBy: bytes.count)
        return whole[start..<end]
    }
}

/// `FastDate.LocalTime(parsing:as: .timeOfDay)` at each door, as the functions the door
/// tests take (`Doors.parseTimeOfDay`, the allocation counts).
public enum TimeOfDayDoors {
    public static func string(_ text: String) throws(FastDate.ParseError) -> FastDate.LocalTime { try FastDate.LocalTime(parsing: text, as: .timeOfDay) }
    public static func substring(_ text: Substring) throws(FastDate.ParseError) -> FastDate.LocalTime { try FastDate.LocalTime(parsing: text, as: .timeOfDay) }
    public static func array(_ bytes: [UInt8]) throws(FastDate.ParseError) -> FastDate.LocalTime { try FastDate.LocalTime(parsing: bytes, as: .timeOfDay) }
    public static func raw(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.LocalTime { try FastDate.LocalTime(parsing: bytes, as: .timeOfDay) }
    public static func typed(_ bytes: UnsafeBufferPointer<UInt8>) throws(FastDate.ParseError) -> FastDate.LocalTime { try FastDate.LocalTime(parsing: bytes, as: .timeOfDay) }
    public static func span(_ bytes: Span<UInt8>) throws(FastDate.ParseError) -> FastDate.LocalTime { try FastDate.LocalTime(parsing: bytes, as: .timeOfDay) }
}

/// A door's reading of any `FastDate.Input`, for ``Door/read(_:with:)``.
public protocol InputReader {
    associatedtype Value
    func read<Text: FastDate.Input & ~Escapable>(_ text: Text) throws(FastDate.ParseError) -> Value
}
