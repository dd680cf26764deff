import FastDate

/// The FastDate calls the format rows time, as types so the row loops can be
/// specialized for each one (see `FormatRows.buffer`).
protocol TimestampWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String
}

/// `toISOString()`: UTC, three digits.
enum JavaScriptWriter: TimestampWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.formatJavaScript(t, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.formatJavaScript(t)
    }
}

/// RFC 3339 with three fraction digits, in the timestamp's own offset.
enum MillisecondWriter: TimestampWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.formatRFC3339(t, fractionDigits: 3, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.formatRFC3339(t, fractionDigits: 3)
    }
}

/// RFC 3339 with no fraction.
enum SecondWriter: TimestampWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.formatRFC3339(t, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.formatRFC3339(t)
    }
}

/// RFC 9110's IMF-fixdate, always GMT.
enum HTTPDateWriter: TimestampWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.formatHTTPDate(t, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.formatHTTPDate(t)
    }
}

/// RFC 5322 in the timestamp's own offset.
enum RFC5322Writer: TimestampWriter {
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.formatRFC5322(t, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.formatRFC5322(t)
    }
}
