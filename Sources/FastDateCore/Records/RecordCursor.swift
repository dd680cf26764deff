#if arch(x86_64)
internal import CFastDateLanes
#endif

/// Where one record's value is, as a ``RecordLocator`` found it: the value's bytes
/// `start ..< end`, or, when the record has no such field, `end` of -1 and `start` where the
/// search ended; and where the next record starts.
struct RecordValue {
    let start: Int
    let end: Int
    let next: Int
}

/// How a ``FastDate/Column/Field`` finds its value in a record that starts at a given byte.
protocol RecordLocator {
    /// Whether the value is a prefix of the record that the format's reading ends
    /// (``FastDate/Column/Field/prefix``) rather than exactly the bytes found.
    static var readsPrefix: Bool { get }
    /// The value of the record at `start` in the `count` bytes at `base`, and where the next
    /// record starts. `known` bytes from `start` are known to hold no newline (a fast path
    /// has read them), so the search for the record's end may start past them.
    mutating func locate(_ base: UnsafeRawPointer, _ start: Int, _ count: Int, known: Int) -> RecordValue
}

/// The byte that ends a record, and the one before it that belongs to the record's end.
enum RecordEnd {
    static var newline: UInt8 { UInt8(ascii: "\n") }
    static var carriageReturn: UInt8 { UInt8(ascii: "\r") }

    /// The index of the first newline at or after `start` in the `count` bytes at `base`, or
    /// `count` when there is none: where a record whose value is already found ends.
    ///
    /// On x86-64, thirty-two bytes a step through the C header's `pmovmskb` (a line's end
    /// costs a bit mask and a count of trailing zeros); elsewhere the eight-byte search.
    @inline(__always)
    static func next(_ base: UnsafeRawPointer, from start: Int, _ count: Int) -> Int {
        #if arch(x86_64)
        fastdate_first_byte(base.assumingMemoryBound(to: UInt8.self), start, count, newline)
        #else
        ByteInput(base: base, count: count).firstIndex(of: newline, from: start)
        #endif
    }

    /// `end`, a record's end (its newline or the text's end), less the `\r` of a `\r\n`
    /// when a value reaches it (never before `start`).
    @inline(__always)
    static func trimmed(_ base: UnsafeRawPointer, _ start: Int, _ end: Int) -> Int {
        end > start && base.load(fromByteOffset: end &- 1, as: UInt8.self) == carriageReturn ? end &- 1 : end
    }
}

/// ``FastDate/Column/Field/prefix``: the record from its start to its end, which the format's
/// reading cuts short.
struct PrefixLocator: RecordLocator {
    static var readsPrefix: Bool { true }

    @inline(__always)
    func locate(_ base: UnsafeRawPointer, _ start: Int, _ count: Int, known: Int) -> RecordValue {
        let end = RecordEnd.next(base, from: min(start &+ known, count), count)
        return RecordValue(start: start, end: RecordEnd.trimmed(base, start, end), next: end &+ 1)
    }
}

/// ``FastDate/Column/Field/csv(_:delimiter:)`` and ``FastDate/Column/Field/delimited(_:by:)``:
/// field `index` of a record, with RFC 4180's quotes or without.
struct DelimitedLocator: RecordLocator {
    let index: Int
    let delimiter: UInt8
    let quoted: Bool
    #if arch(x86_64)
    /// The last block of a quoted text read as masks (``locateByBlocks(_:_:_:)``).
    var block = QuotedBlock()
    /// The three blocks a quoted text is streamed through (``locateInWindow(_:_:_:)``).
    var window = QuotedWindow()
    #endif

    static var readsPrefix: Bool { false }
    static var quote: UInt8 { UInt8(ascii: "\"") }

    @inline(__always)
    mutating func locate(_ base: UnsafeRawPointer, _ start: Int, _ count: Int, known: Int) -> RecordValue {
        #if arch(x86_64)
        if quoted && delimiter != Self.quote && delimiter != RecordEnd.newline && delimiter != RecordEnd.carriageReturn {
            if let value = locateInWindow(base, start, count) { return value }
            if let value = locateByBlocks(base, start, count) { return value }
        }
        #endif
        return locateByFields(base, start, count)
    }

    /// The value of the record at `start`, found field by field: each field's end searched
    /// for, a quoted field's closing quote first. Exact for any text, quotes anywhere.
    @inline(__always)
    func locateByFields(_ base: UnsafeRawPointer, _ start: Int, _ count: Int) -> RecordValue {
        let input = ByteInput(base: base, count: count)
        var field = 0
        var i = start
        var value = RecordValue(start: start, end: -1, next: 0)
        // Field by field to the record's end, which a quoted field may hide a newline from.
        while true {
            var fieldStart = i, fieldEnd: Int
            if quoted && i < count && base.load(fromByteOffset: i, as: UInt8.self) == Self.quote {
                let close = Self.closingQuote(input, after: i)
                // Only the delimiter, the record's end or the text's end may follow a quoted
                // field; anything else and the field is its bytes as they are, up to them.
                i = close &+ 1
                if i >= count || input[i] == delimiter || input[i] == RecordEnd.newline || Self.isRecordEnd(input, crAt: i) {
                    fieldStart &+= 1
                    // A quote never closed runs to the text's end, less a `\r` that ends it:
                    // the record's end, as everywhere.
                    fieldEnd = close < count ? close : RecordEnd.trimmed(base, fieldStart, count)
                    if i < count && input[i] == RecordEnd.carriageReturn { i &+= 1 }  // to the `\n` (or the end)
                } else {
                    i = input.firstIndex(of: delimiter, or: RecordEnd.newline, from: i)
                    fieldEnd = i
                }
            } else {
                i = input.firstIndex(of: delimiter, or: RecordEnd.newline, from: i)
                fieldEnd = i
            }
            // The record ends at a newline or the text's end, else a delimiter starts the next field.
            let recordEnds = i >= count || input[i] == RecordEnd.newline
            if recordEnds && fieldEnd == i { fieldEnd = RecordEnd.trimmed(base, fieldStart, fieldEnd) }
            if field == index { value = RecordValue(start: fieldStart, end: fieldEnd, next: 0) }
            if recordEnds {
                let searched = value.end < 0 ? RecordEnd.trimmed(base, start, min(i, count)) : value.start
                return RecordValue(start: searched, end: value.end, next: i &+ 1)
            }
            field &+= 1
            i &+= 1
        }
    }

    /// Whether `i` holds the `\r` of a `\r\n` (or a `\r` that ends the text): the record's end.
    @inline(__always)
    static func isRecordEnd(_ input: ByteInput, crAt i: Int) -> Bool {
        input[i] == RecordEnd.carriageReturn && (i &+ 1 == input.count || input[i &+ 1] == RecordEnd.newline)
    }

    /// The quote that closes the quoted field whose opening quote is at `open`: the first
    /// `"` not doubled; `count` when none does (the field runs to the text's end).
    @inline(__always)
    static func closingQuote(_ input: ByteInput, after open: Int) -> Int {
        var j = open &+ 1
        while true {
            let q = input.firstIndex(of: quote, from: j)
            guard q &+ 1 < input.count, input[q &+ 1] == quote else { return q }
            j = q &+ 2
        }
    }
}

/// ``FastDate/Column/Field/between(_:and:)``: the bytes after a record's first `open`, up to
/// the next `close`.
struct BetweenLocator: RecordLocator {
    let open: UInt8
    let close: UInt8

    static var readsPrefix: Bool { false }

    @inline(__always)
    func locate(_ base: UnsafeRawPointer, _ start: Int, _ count: Int, known: Int) -> RecordValue {
        let input = ByteInput(base: base, count: count)
        let o = input.firstIndex(of: open, or: RecordEnd.newline, from: start)
        // A newline ends the record: as `open` or `close` it is never inside one.
        guard o < count, input[o] == open, open != RecordEnd.newline else {
            return RecordValue(start: RecordEnd.trimmed(base, start, o), end: -1, next: o &+ 1)
        }
        let c = input.firstIndex(of: close, or: RecordEnd.newline, from: o &+ 1)
        guard c < count, input[c] == close, close != RecordEnd.newline else {
            return RecordValue(start: RecordEnd.trimmed(base, start, c), end: -1, next: c &+ 1)
        }
        let end = RecordEnd.next(base, from: c &+ 1, count)
        return RecordValue(start: o &+ 1, end: c, next: end &+ 1)
    }
}

/// A column of records, each holding one value where its ``RecordLocator`` says.
struct RecordCursor<Locator: RecordLocator>: ColumnCursor {
    let base: UnsafeRawPointer?
    let byteCount: Int
    var locator: Locator
    var position = 0

    init(_ bytes: UnsafeRawBufferPointer, _ locator: Locator) {
        self.base = bytes.baseAddress
        self.byteCount = bytes.count
        self.locator = locator
    }

    static var readsPrefix: Bool { Locator.readsPrefix }

    var isAtEnd: Bool { position >= byteCount }

    @inline(__always)
    mutating func next() -> ColumnValueBytes? {
        guard position < byteCount, let base else { return nil }
        let recordStart = position
        let found = locator.locate(base, recordStart, byteCount, known: 0)
        position = found.next
        guard found.end >= 0 else { return .missingField(at: found.start &- recordStart) }
        return ColumnValueBytes(base: base + found.start, count: found.end &- found.start, start: found.start)
    }

    /// Four records in a row whose values are `length` bytes long (a prefix at least that
    /// long); each found as ``next()`` finds it, a prefix's record end searched for past the
    /// `length` bytes the fast path reads (if a newline is among them, the fast path refuses
    /// that value and nothing is skipped).
    @inline(__always)
    mutating func peekFour(_ length: Int) -> ColumnFour? {
        guard let base else { return nil }
        var p = position
        guard let s0 = value(base, at: &p, length), let s1 = value(base, at: &p, length),
              let s2 = value(base, at: &p, length), let s3 = value(base, at: &p, length) else { return nil }
        return ColumnFour(p0: base + s0, p1: base + s1, p2: base + s2, p3: base + s3, stride: 0, start: s0, end: p)
    }

    /// Where the value of the record at `p` starts when it is `length` bytes long (a prefix
    /// at least that long), moving `p` to the next record; `nil` otherwise. (A method, not a
    /// closure over `p`: a debug build boxes a captured variable on the heap.)
    @inline(__always)
    private mutating func value(_ base: UnsafeRawPointer, at p: inout Int, _ length: Int) -> Int? {
        guard p &+ length <= byteCount else { return nil }
        let found = locator.locate(base, p, byteCount, known: Locator.readsPrefix ? length : 0)
        guard found.end >= 0, Locator.readsPrefix ? found.end &- found.start >= length : found.end &- found.start == length,
              found.start &+ length <= byteCount else { return nil }
        p = found.next
        return found.start
    }

    @inline(__always)
    mutating func skipFour(_ four: ColumnFour) { position = four.end }

    func peekFour(lengths: ClosedRange<Int>) -> ColumnFourEnds? { nil }

    mutating func skipFour(_ four: ColumnFourEnds) {}
}

extension RecordCursor {
    /// How many records `bytes` holds: ``next()`` to the end.
    static func recordCount(_ bytes: UnsafeRawBufferPointer, _ locator: Locator) -> Int {
        var cursor = RecordCursor(bytes, locator)
        var records = 0
        while cursor.next() != nil { records &+= 1 }
        return records
    }
}
