import FastDate

/// The FastDate calls the format rows time, as types so the row loops can be
/// specialized for each one (see `FormatRows.buffer`).
protocol FormatWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String
}

/// `toISOString()`: UTC, three digits.
enum JavaScriptWriter: FormatWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.format(t, as: .javaScript, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.format(t, as: .javaScript)
    }
}

/// RFC 3339 with three fraction digits, in the timestamp's own offset.
enum MillisecondWriter: FormatWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.format(t, as: .rfc3339.fractionDigits(3), into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.format(t, as: .rfc3339.fractionDigits(3))
    }
}

/// RFC 3339 with no fraction.
enum SecondWriter: FormatWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.format(t, as: .rfc3339.fractionDigits(0), into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.format(t, as: .rfc3339.fractionDigits(0))
    }
}

/// RFC 9110's IMF-fixdate, always GMT.
enum HTTPDateWriter: FormatWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.format(t, as: .httpDate, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.format(t, as: .httpDate)
    }
}

/// RFC 5322 in the timestamp's own offset.
enum RFC5322Writer: FormatWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.format(t, as: .rfc5322, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.format(t, as: .rfc5322)
    }
}
