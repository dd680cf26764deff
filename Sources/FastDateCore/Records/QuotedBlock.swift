#if arch(x86_64)
internal import CFastDateLanes

/// A quoted CSV text's structure 64 bytes at a time, for ``DelimitedLocator``: which bytes of
/// a block are quotes, delimiters and line feeds, as bit masks (bit `i` is byte `i`), and
/// which lie inside quotes, as a prefix XOR of the quote mask.
///
/// The masks come from the C header's `pmovmskb` (x86-64 only, like this file: elsewhere
/// ``DelimitedLocator`` walks field by field). A block is computed once
/// and kept, so the records that share it (most end in the block the next one starts in)
/// find their fields and ends in the masks with a count of trailing zeros each.
///
/// Why the result is exactly the field-by-field walk's: the walk reads a quote as one only at
/// a field's start, and from there to the first quote that is not doubled. Quote parity reads
/// the same bytes as inside quotes while every quote that opens (parity 1 at it) follows a
/// delimiter, a line feed, a quote (the second of a doubled pair: the first closed, this one
/// reopens) or the record's start. A record with any other opening quote, one inside an
/// unquoted field, is left to the walk, which reads it as a byte. Bytes after a closing quote
/// need no test: both readings take the field's bytes as they are, quote to delimiter, and
/// strip the quotes only from a field that starts and ends with one.
struct QuotedBlock {
    /// The first byte of the block the masks describe (its offset in the text), or -1.
    var offset = -1
    var quotes: UInt64 = 0
    var delimiters: UInt64 = 0
    var newlines: UInt64 = 0
    /// Bit `i` set when the block's bytes `0 ... i` hold an odd number of quotes.
    var parity: UInt64 = 0

    static var width: Int { 64 }

    /// The masks of the block at `offset` (`offset + 64` bytes at most the text's count).
    @inline(__always)
    mutating func load(_ base: UnsafeRawPointer, at offset: Int, delimiter: UInt8) {
        let structure = fastdate_structure64((base + offset).assumingMemoryBound(to: UInt8.self), delimiter)
        quotes = structure.masks.quotes
        delimiters = structure.masks.delimiters
        newlines = structure.masks.newlines
        self.offset = offset
        parity = structure.parity
    }

    /// A mask of every bit, or of none, as `bit` (0 or 1).
    @inline(__always)
    static func all(_ bit: UInt64) -> UInt64 { 0 &- bit }
}

extension DelimitedLocator {
    /// ``locate(_:_:_:known:)`` in the block masks: the value of the record at `start`, or
    /// `nil` when the walk must read the record (a quote RFC 4180 does not place, a record
    /// without the field, or a record that reaches the text's last partial block). Out of
    /// line: the four-value path's four inlined copies were no faster (`Benchmarks/LEDGER.md`).
    @inline(never)
    mutating func locateByBlocks(_ base: UnsafeRawPointer, _ start: Int, _ count: Int) -> RecordValue? {
        let width = QuotedBlock.width
        var b = start & ~(width &- 1)
        guard b &+ width <= count else { return nil }
        if block.offset != b { block.load(base, at: b, delimiter: delimiter) }
        let first = start &- b
        // The bytes before the record in its block are other records': the parity counts
        // from the record's start, outside quotes.
        var carry = first == 0 ? 0 : QuotedBlock.all((block.parity &>> (first &- 1)) & 1)
        var from = ~UInt64(0) &<< first
        // Bytes a quote may follow and still open a field: a delimiter, a line feed, a quote
        // (a doubled one), or the record's start.
        var opensAfter = UInt64(1) &<< first
        var field = 0, fieldStart = start
        var valueStart = -1, valueEnd = -1
        while true {
            let inside = block.parity ^ carry
            let structural = block.delimiters | block.newlines | block.quotes
            let outside = ~inside & from
            let ends = block.newlines & outside
            let last = ends == 0 ? 63 : ends.trailingZeroBitCount
            // The delimiters before the record's end, walked only until the value's end.
            if valueEnd < 0 {
                var delimiters = block.delimiters & outside & (~UInt64(0) &>> (63 &- last))
                while delimiters != 0 {
                    let at = b &+ delimiters.trailingZeroBitCount
                    if field == index { valueStart = fieldStart; valueEnd = at; break }
                    field &+= 1
                    fieldStart = at &+ 1
                    delimiters &= delimiters &- 1
                }
                if valueEnd < 0 && ends != 0 && field == index { valueStart = fieldStart; valueEnd = b &+ last }
            }
            // Every quote of the record in this block that opens (parity 1 at it) follows a
            // delimiter, a line feed, a quote or the record's start.
            let record = from & (~UInt64(0) &>> (63 &- last))
            guard block.quotes & inside & record & ~((structural &<< 1) | opensAfter) == 0 else { return nil }
            if ends != 0 {
                let end = b &+ last
                guard valueStart >= 0 else { return nil }
                if valueEnd == end { valueEnd = RecordEnd.trimmed(base, valueStart, valueEnd) }
                if base.load(fromByteOffset: valueStart, as: UInt8.self) == Self.quote {
                    guard valueEnd &- valueStart >= 2,
                          base.load(fromByteOffset: valueEnd &- 1, as: UInt8.self) == Self.quote else { return nil }
                    valueStart &+= 1
                    valueEnd &-= 1
                }
                return RecordValue(start: valueStart, end: valueEnd, next: end &+ 1)
            }
            carry = QuotedBlock.all(inside &>> 63)
            opensAfter = structural &>> 63
            from = ~UInt64(0)
            b &+= width
            guard b &+ width <= count else { return nil }
            block.load(base, at: b, delimiter: delimiter)
        }
    }
}
#endif
