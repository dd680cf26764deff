#if arch(x86_64)
internal import CFastDateLanes

/// A quoted CSV text's structure over three 64-byte blocks in a row, streamed: the
/// separators (delimiters and line feeds) and line feeds outside quotes, and the quotes that
/// open where RFC 4180 does not place them. For ``DelimitedLocator``'s first reading of a
/// record, ``DelimitedLocator/locateInWindow(_:_:_:)``. x86-64 only, like the C header that
/// makes the masks.
///
/// Why three blocks, and why streamed: a record that starts in the first block finds its
/// value in the 64 separator bits that follow its start (two blocks' masks, shifted to it),
/// and its end in the line feeds of all three; no branch depends on where either falls. Each
/// block's masks are made once, a batch of blocks a call ahead of the window, with the quote
/// parity carried from block to block, so a record costs no block of its own.
///
/// Why the parity may be carried: the window is anchored at a record's start (parity 0
/// there), and every record it reads afterwards has been checked to hold no misplaced quote
/// up to its end, so it ends outside quotes, as the field-by-field walk reads it. A record
/// the window does not read ends the stream; the next one anchors it again.
struct QuotedWindow {
    typealias Block = fastdate_quoted_block

    /// The offset of the first block, or -1 when nothing is loaded.
    var offset = -1
    /// The record start the parity is counted from: bytes before it are other records'.
    var anchored = 0
    var first = Block(), second = Block(), third = Block()
    /// The blocks after the third, made in one call: `aheadUsed` of `aheadCount` taken.
    var ahead = fastdate_quoted_batch()
    var aheadUsed = 0, aheadCount = 0
    /// The parity and structure carried out of the last block made.
    var carry = fastdate_quoted_carry()
    /// Records left before the window is tried again, after one it did not read.
    var paused = 0
    /// The lanes each block's masks are made in.
    let lanes: Lanes

    /// How many bytes one compare takes: the widest the processor offers, asked once a
    /// process (`fastdate_lanes` in the C header). Every width makes the same masks.
    enum Lanes: Int {
        case sse2, avx2, avx512

        /// The widest lanes this processor offers.
        static var widest: Lanes { Lanes(rawValue: Int(fastdate_lanes())) ?? .sse2 }
    }

    init(lanes: Lanes = .widest) {
        self.lanes = lanes
    }

    static var width: Int { 64 }
    /// The bytes the window spans.
    static var span: Int { 3 * width }
    /// How many blocks one call makes.
    static var batch: Int { Int(FASTDATE_QUOTED_BATCH) }
    /// How many records go to the other readings after one the window did not read: a text
    /// the window cannot read (fields far from the record's start, quotes it does not
    /// place) then pays one failed attempt, three blocks, in this many records.
    static var pauseAfterMiss: Int { 16 }

    /// `offset` bits from bit `o` on of the 128 bits `low`, `high`.
    @inline(__always)
    static func bits(_ low: UInt64, _ high: UInt64, from o: Int) -> UInt64 {
        (low &>> o) | ((high &<< 1) &<< (63 &- o))
    }

    /// `bits` without their `n` lowest set bits. The usual field indexes spelled out: a
    /// loop over a count known only at run time is unrolled by eight, with tests around it.
    @inline(__always)
    static func droppingLowest(_ n: Int, of bits: UInt64) -> UInt64 {
        var bits = bits
        switch n {
        case 0: break
        case 1: bits &= bits &- 1
        case 2: bits &= bits &- 1; bits &= bits &- 1
        default: for _ in 0..<n { bits &= bits &- 1 }
        }
        return bits
    }

    /// Makes the masks of the whole blocks from `offset` on, a batch at most, into ``ahead``.
    /// `false` when not one whole block is left.
    @inline(never)
    mutating func makeAhead(_ base: UnsafeRawPointer, at offset: Int, _ count: Int, delimiter: UInt8) -> Bool {
        let blocks = min(Self.batch, (count &- offset) / Self.width)
        guard blocks > 0 else { return false }
        let text = (base + offset).assumingMemoryBound(to: UInt8.self)
        switch lanes {
        case .avx512: fastdate_quoted_blocks_avx512(text, blocks, delimiter, &carry, &ahead)
        case .avx2: fastdate_quoted_blocks_avx2(text, blocks, delimiter, &carry, &ahead)
        case .sse2: fastdate_quoted_blocks(text, blocks, delimiter, &carry, &ahead)
        }
        aheadUsed = 0
        aheadCount = blocks
        return true
    }

    /// The next block made ahead (one is left).
    @inline(__always)
    mutating func takeAhead() -> Block {
        let block = withUnsafeBytes(of: &ahead) {
            $0.load(fromByteOffset: aheadUsed &* MemoryLayout<Block>.stride, as: Block.self)
        }
        aheadUsed &+= 1
        return block
    }

    /// Anchors the window at the record that starts at `start` (after a line feed, or at the
    /// text's start): the parity counted from it. `false` when the text ends too soon.
    @inline(never)
    mutating func anchor(_ base: UnsafeRawPointer, at start: Int, _ count: Int, delimiter: UInt8) -> Bool {
        let at = start & ~(Self.width &- 1)
        offset = -1
        guard at &+ Self.span <= count else { return false }
        // The parity at the byte before the record is whatever the bytes before it make it:
        // carried in so that it is 0 there. A record starts after a line feed (or at the
        // text's start), which is structural.
        let o = start &- at
        let parity = fastdate_structure64((base + at).assumingMemoryBound(to: UInt8.self), delimiter).parity
        carry.inside = o == 0 ? 0 : QuotedBlock.all((parity &>> (o &- 1)) & 1)
        carry.after_structural = 1
        guard makeAhead(base, at: at, count, delimiter: delimiter), aheadCount >= 3 else { return false }
        first = takeAhead()
        first.misplaced &= ~UInt64(0) &<< o
        second = takeAhead()
        third = takeAhead()
        offset = at
        anchored = start
        return true
    }

    /// Moves the window one block on. `false` when the text ends too soon.
    @inline(__always)
    mutating func advance(_ base: UnsafeRawPointer, _ count: Int, delimiter: UInt8) -> Bool {
        if aheadUsed == aheadCount {
            guard makeAhead(base, at: offset &+ Self.span, count, delimiter: delimiter) else { offset = -1; return false }
        }
        first = second
        second = third
        third = takeAhead()
        offset &+= Self.width
        return true
    }
}

extension DelimitedLocator {
    /// ``locate(_:_:_:known:)`` in the streamed window: the value of the record at `start`,
    /// or `nil` when the other readings must find it (the value's end more than 63 bytes
    /// past the record's start, the record's end past the window, a misplaced quote, a
    /// record without the field, the text's last bytes).
    ///
    /// Transparent, not `@inline(__always)`: the column reader's specializations are large
    /// enough that the optimizer left `@inline(__always)` calls out of line, and the record
    /// path inlined into them is what makes the window pay (`Benchmarks/LEDGER.md`).
    @_transparent
    mutating func locateInWindow(_ base: UnsafeRawPointer, _ start: Int, _ count: Int) -> RecordValue? {
        var o = start &- window.offset
        if window.offset < 0 || o < 0 || start < window.anchored || o >= QuotedWindow.span {
            // A miss leaves no window (`offset` -1): the pause is counted only then.
            if window.paused > 0 { window.paused &-= 1; return nil }
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
            separators = QuotedWindow.droppingLowest(index &- 1, of: separators)
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
    @inline(never)
    private mutating func miss() -> RecordValue? {
        window.offset = -1
        window.paused = QuotedWindow.pauseAfterMiss
        return nil
    }
}
#endif
