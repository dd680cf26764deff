#if arch(x86_64)
internal import CFastDateLanes
#endif

/// A quoted CSV text's structure over three 64-byte blocks in a row, streamed: the
/// separators (delimiters and line feeds) and line feeds outside quotes, and the quotes that
/// open where RFC 4180 does not place them. For ``DelimitedLocator``'s first reading of a
/// record, ``DelimitedLocator/locateInWindow(_:_:_:)``.
///
/// Why three blocks, and why streamed: a record that starts in the first block finds its
/// value in the 64 separator bits that follow its start (two blocks' masks, shifted to it),
/// and its end in the line feeds of all three; no branch depends on where either falls. Each
/// block's masks are made once, when it enters the window, with the quote parity carried in
/// from the block before, so a record costs no block of its own.
///
/// Why the parity may be carried: the window is anchored at a record's start (parity 0
/// there), and every record it reads afterwards has been checked to hold no misplaced quote
/// up to its end, so it ends outside quotes, as the field-by-field walk reads it. A record
/// the window does not read ends the stream; the next one anchors it again.
struct QuotedWindow {
    /// The masks of one block.
    struct Block {
        /// Delimiters and line feeds outside quotes.
        var separators: UInt64 = 0
        /// Line feeds outside quotes.
        var newlines: UInt64 = 0
        /// Quotes that open (parity 1 at them) after anything but a delimiter, a line feed,
        /// a quote or a record's start: the walk reads them as bytes, so the parity cannot.
        var misplaced: UInt64 = 0
    }

    /// The offset of the first block, or -1 when nothing is loaded.
    var offset = -1
    /// The record start the parity is counted from: bytes before it are other records'.
    var anchored = 0
    var first = Block(), second = Block(), third = Block()
    /// All ones when the third block ends inside quotes.
    var inside: UInt64 = 0
    /// 1 when the third block's last byte is a delimiter, a line feed or a quote.
    var afterStructural: UInt64 = 0
    /// Records left before the window is tried again, after one it did not read.
    var paused = 0

    static var width: Int { 64 }
    /// The bytes the window spans.
    static var span: Int { 3 * width }
    /// How many records go to the other readings after one the window did not read: a text
    /// the window cannot read (fields far from the record's start, quotes it does not
    /// place) then pays one failed attempt, three blocks, in this many records.
    static var pauseAfterMiss: Int { 16 }

    /// The `offset` bits from bit `o` on of the 128 bits `low`, `high`.
    @inline(__always)
    static func bits(_ low: UInt64, _ high: UInt64, from o: Int) -> UInt64 {
        (low &>> o) | ((high &<< 1) &<< (63 &- o))
    }

    /// The masks of the block at `offset`, the parity carried in through ``inside`` and out.
    @inline(__always)
    mutating func load(_ base: UnsafeRawPointer, at offset: Int, delimiter: UInt8) -> Block {
        #if arch(x86_64)
        let masks = fastdate_masks64((base + offset).assumingMemoryBound(to: UInt8.self), delimiter)
        let parity = QuotedBlock.prefixParity(masks.quotes) ^ inside
        inside = QuotedBlock.all(parity &>> 63)
        let structural = masks.delimiters | masks.newlines | masks.quotes
        let misplaced = masks.quotes & parity & ~((structural &<< 1) | afterStructural)
        afterStructural = structural &>> 63
        let newlines = masks.newlines & ~parity
        return Block(separators: (masks.delimiters & ~parity) | newlines, newlines: newlines, misplaced: misplaced)
        #else
        return Block()
        #endif
    }

    /// Anchors the window at the record that starts at `start` (after a line feed, or at the
    /// text's start): the parity counted from it. `false` when the text ends too soon.
    @inline(__always)
    mutating func anchor(_ base: UnsafeRawPointer, at start: Int, _ count: Int, delimiter: UInt8) -> Bool {
        let at = start & ~(Self.width &- 1)
        guard at &+ Self.span <= count else { offset = -1; return false }
        #if arch(x86_64)
        // The parity at the byte before the record is whatever the bytes before it make it:
        // carried in so that it is 0 there. A record starts after a line feed (or at the
        // text's start), which is structural.
        let o = start &- at
        let quotes = fastdate_masks64((base + at).assumingMemoryBound(to: UInt8.self), delimiter).quotes
        inside = o == 0 ? 0 : QuotedBlock.all((QuotedBlock.prefixParity(quotes) &>> (o &- 1)) & 1)
        afterStructural = 1
        first = load(base, at: at, delimiter: delimiter)
        first.misplaced &= ~UInt64(0) &<< o
        second = load(base, at: at &+ Self.width, delimiter: delimiter)
        third = load(base, at: at &+ 2 &* Self.width, delimiter: delimiter)
        #endif
        offset = at
        anchored = start
        return true
    }

    /// Moves the window one block on. `false` when the text ends too soon.
    @inline(__always)
    mutating func advance(_ base: UnsafeRawPointer, _ count: Int, delimiter: UInt8) -> Bool {
        let next = offset &+ Self.span
        guard next &+ Self.width <= count else { offset = -1; return false }
        first = second
        second = third
        third = load(base, at: next, delimiter: delimiter)
        offset &+= Self.width
        return true
    }
}

extension DelimitedLocator {
    /// ``locate(_:_:_:known:)`` in the streamed window: the value of the record at `start`,
    /// or `nil` when the other readings must find it (the value's end more than 63 bytes
    /// past the record's start, the record's end past the window, a misplaced quote, a
    /// record without the field, the text's last 192 bytes).
    @inline(__always)
    mutating func locateInWindow(_ base: UnsafeRawPointer, _ start: Int, _ count: Int) -> RecordValue? {
        if window.paused > 0 { window.paused &-= 1; return nil }
        var o = start &- window.offset
        if window.offset < 0 || o < 0 || start < window.anchored || o >= QuotedWindow.span {
            guard window.anchor(base, at: start, count, delimiter: delimiter) else { return miss() }
            o = start &- window.offset
        }
        while o >= QuotedWindow.width {
            guard window.advance(base, count, delimiter: delimiter) else { return miss() }
            o &-= QuotedWindow.width
        }
        let first = window.first, second = window.second, third = window.third
        // The value: after the record's `index`-th separator, up to the next one; none of
        // those before it a line feed.
        var separators = QuotedWindow.bits(first.separators, second.separators, from: o)
        let newlines = QuotedWindow.bits(first.newlines, second.newlines, from: o)
        let firstNewline = newlines == 0 ? 64 : newlines.trailingZeroBitCount
        var valueStart = start
        if index > 0 {
            for _ in 1..<index { separators &= separators &- 1 }
            let before = separators.trailingZeroBitCount
            guard before < firstNewline else { return miss() }
            valueStart = start &+ before &+ 1
            separators &= separators &- 1
        }
        guard separators != 0 else { return miss() }
        var valueEnd = start &+ separators.trailingZeroBitCount
        // The record's end: its first line feed, in any of the three blocks.
        let rest = first.newlines &>> o
        let end: Int
        if rest != 0 {
            end = start &+ rest.trailingZeroBitCount
        } else if second.newlines != 0 {
            end = window.offset &+ QuotedWindow.width &+ second.newlines.trailingZeroBitCount
        } else if third.newlines != 0 {
            end = window.offset &+ 2 &* QuotedWindow.width &+ third.newlines.trailingZeroBitCount
        } else {
            return miss()
        }
        // No misplaced quote from the record's start on in the window (past its end too: a
        // record the window cannot read follows, and is read otherwise).
        guard (first.misplaced &>> o) | second.misplaced | third.misplaced == 0 else { return miss() }
        if valueEnd == end { valueEnd = RecordEnd.trimmed(base, valueStart, valueEnd) }
        if base.load(fromByteOffset: valueStart, as: UInt8.self) == Self.quote {
            guard valueEnd &- valueStart >= 2,
                  base.load(fromByteOffset: valueEnd &- 1, as: UInt8.self) == Self.quote else { return miss() }
            valueStart &+= 1
            valueEnd &-= 1
        }
        return RecordValue(start: valueStart, end: valueEnd, next: end &+ 1)
    }

    /// A record the window does not read: the stream ends, and the window rests a while.
    @inline(__always)
    private mutating func miss() -> RecordValue? {
        window.offset = -1
        window.paused = QuotedWindow.pauseAfterMiss
        return nil
    }
}
