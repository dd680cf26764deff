/// A value's bytes as a cursor found them; a negative `count` is a value whose offsets
/// were wrong. `start` is where they start in the column's bytes: how many bytes before
/// them a reader may load.
struct ColumnValueBytes {
    let base: UnsafeRawPointer
    let count: Int
    let start: Int

    /// The count of a value whose offsets were wrong.
    static var brokenOffsetsCount: Int { -1 }
    /// The count of a record without the field; `start` is then where the search ended,
    /// from the record's first byte.
    static var missingFieldCount: Int { -2 }
    /// The count of a value the column's validity bitmap says is null.
    static var nullCount: Int { -3 }

    /// A value whose offsets were wrong: `invalidColumnOffsets` at 0.
    static func brokenOffsets(_ base: UnsafeRawPointer) -> ColumnValueBytes {
        ColumnValueBytes(base: base, count: brokenOffsetsCount, start: 0)
    }

    /// A record without the field: `missingField` where the search ended.
    static func missingField(at offset: Int) -> ColumnValueBytes {
        ColumnValueBytes(base: noBytes, count: missingFieldCount, start: offset)
    }

    /// The error of a value with no bytes to read (a negative `count`).
    var failure: FastDate.ParseError {
        count == Self.missingFieldCount
            ? FastDate.ParseError(.missingField, offset: start) : FastDate.ParseError(.invalidColumnOffsets, offset: 0)
    }
}

/// The address a cursor over no bytes hands out with every (empty) value: never read, since
/// nothing reads past a value's `count`, and not `nil`, so that the loop tests nothing for it.
private var noBytes: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 0x10).unsafelyUnwrapped }

/// Four values of one length, one after another: where each starts, the distance from one
/// start to the next (the same for all four), and how far the first is from the start of
/// the column's bytes (what a reader may load before it).
///
/// A reader of a fixed length addresses the values as `p0` plus multiples of `stride`,
/// which fold into its loads' addressing; a reader of any length takes `p1`…`p3` as the
/// cursor found them (Benchmarks/LEDGER.md: each measured faster that way).
///
/// Values found record by record are not evenly spaced: their `stride` is 0, and a reader
/// takes `p1`…`p3`. `end` is where the cursor goes on after the four.
struct ColumnFour {
    let p0, p1, p2, p3: UnsafeRawPointer
    let stride: Int
    let start: Int
    let end: Int

    /// The four values' starts for a fixed-length reader: `p0` plus multiples of `stride`
    /// when the values are evenly spaced, else `p1`…`p3`; one expression, so that the
    /// reader it is passed to is called once and stays inlined.
    @inline(__always)
    var fixedLengthStarts: (UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer) {
        let even = stride != 0
        return (p0, even ? p0 + stride : p1, even ? p0 + 2 &* stride : p2, even ? p0 + 3 &* stride : p3)
    }
}

/// Four values one after another whose lengths may differ: where each ends and how long
/// it is, and how far the first is from the start of the column's bytes (what a reader may
/// load before it).
struct ColumnFourEnds {
    let e0, e1, e2, e3: UnsafeRawPointer
    let c0, c1, c2, c3: Int
    let start: Int
}

/// Where a ``FastDate/Column``'s values are, one after another.
protocol ColumnCursor {
    /// The next value, or `nil` after the last.
    mutating func next() -> ColumnValueBytes?
    /// Whether ``next(_:)`` has no value left.
    var isAtEnd: Bool { get }
    /// The next four values when each is exactly `length` bytes long (and, in a separated
    /// column, holds no byte a fast path could take for the separator), without moving past
    /// them; `nil` otherwise. Mutating only for what a cursor keeps of the bytes it has seen
    /// (a quoted CSV text's last block of masks), never its position.
    mutating func peekFour(_ length: Int) -> ColumnFour?
    /// Moves past the four values ``peekFour(_:)`` gave.
    mutating func skipFour(_ four: ColumnFour)
    /// The next four values when each is `lengths` bytes long (a range of at most eight
    /// lengths), whatever their lengths (and, in a separated column, as ``peekFour(_:)``
    /// says: a shorter value may come with what follows it up to the next separator, which a
    /// fast path never takes); `nil` otherwise. For the runs ``peekFour(_:)`` cannot take:
    /// one value of another length among many of one length.
    func peekFour(lengths: ClosedRange<Int>) -> ColumnFourEnds?
    /// Moves past the four values ``peekFour(lengths:)`` gave.
    mutating func skipFour(_ four: ColumnFourEnds)
    /// Whether each value is a prefix of what the cursor hands out, which the format's
    /// reading ends (``FastDate/Column/Field/prefix``).
    static var readsPrefix: Bool { get }
}

extension ColumnCursor {
    static var readsPrefix: Bool { false }
}

/// An Arrow-style column: value `i` is `bytes[offsets[i] ..< offsets[i + 1]]`, null where
/// its validity bit (when there is a bitmap) is 0.
struct OffsetCursor<Offset: FixedWidthInteger & SignedInteger>: ColumnCursor {
    let base: UnsafeRawPointer
    let byteCount: Int
    let offsets: UnsafePointer<Offset>
    let valueCount: Int
    let validity: FastDate.Column.Validity?
    var index = 0

    init(_ bytes: UnsafeRawBufferPointer, _ offsets: UnsafeBufferPointer<Offset>, _ validity: FastDate.Column.Validity?) {
        self.base = bytes.baseAddress ?? noBytes
        self.byteCount = bytes.count
        // No offsets is no values, so `noBytes` (never read) stands in for a missing address.
        self.offsets = offsets.baseAddress ?? noBytes.assumingMemoryBound(to: Offset.self)
        self.valueCount = max(offsets.count &- 1, 0)
        self.validity = validity
    }

    var isAtEnd: Bool { index >= valueCount }

    @inline(__always)
    mutating func next() -> ColumnValueBytes? {
        guard index < valueCount else { return nil }
        // Offsets are untrusted: compared as `Int` (an `Int32` widens exactly), and a value
        // that starts below 0, ends past the bytes or ends before it starts has no bytes.
        // As unsigned numbers, `end ≤ byteCount` also says `end ≥ 0`, and then `start ≤ end`
        // says `start ≥ 0`: two tests.
        let start = Int(truncatingIfNeeded: offsets[index])
        let end = Int(truncatingIfNeeded: offsets[index &+ 1])
        if let validity {
            switch validity.bit(index) {
            case 0: index &+= 1; return ColumnValueBytes(base: base, count: ColumnValueBytes.nullCount, start: 0)
            case 1: break
            default: index &+= 1; return .brokenOffsets(base)  // past the bitmap
            }
        }
        index &+= 1
        guard UInt(bitPattern: end) <= UInt(bitPattern: byteCount), UInt(bitPattern: start) <= UInt(bitPattern: end) else {
            return .brokenOffsets(base)
        }
        return ColumnValueBytes(base: base + start, count: end &- start, start: start)
    }

    /// The five offsets that bound the next four values, as `Int`s (an `Int32` widens
    /// exactly), or `nil` when fewer than four values are left.
    @inline(__always)
    private func nextFourBounds() -> (Int, Int, Int, Int, Int)? {
        guard index &+ 4 <= valueCount else { return nil }
        // Four values in a row with none null, or none of them at a time.
        if let validity, !validity.allValid(four: index) { return nil }
        return (Int(truncatingIfNeeded: offsets[index]), Int(truncatingIfNeeded: offsets[index &+ 1]),
                Int(truncatingIfNeeded: offsets[index &+ 2]), Int(truncatingIfNeeded: offsets[index &+ 3]),
                Int(truncatingIfNeeded: offsets[index &+ 4]))
    }

    @inline(__always)
    mutating func peekFour(_ length: Int) -> ColumnFour? {
        guard let (o0, o1, o2, o3, o4) = nextFourBounds() else { return nil }
        // The first start inside the bytes with room for all four, then four equal steps:
        // no sum can wrap, so every byte read is inside the bytes.
        let steps = (o1 &- o0 &- length) | (o2 &- o1 &- length) | (o3 &- o2 &- length) | (o4 &- o3 &- length)
        guard o0 >= 0, o0 <= byteCount &- 4 &* length, steps == 0 else { return nil }
        return ColumnFour(p0: base + o0, p1: base + o1, p2: base + o2, p3: base + o3, stride: length, start: o0, end: 0)
    }

    @inline(__always)
    mutating func skipFour(_ four: ColumnFour) { index &+= 4 }

    @inline(__always)
    func peekFour(lengths: ClosedRange<Int>) -> ColumnFourEnds? {
        guard let (o0, o1, o2, o3, o4) = nextFourBounds() else { return nil }
        // Each step within `lengths` (so the offsets rise), the first start and the last end
        // inside the bytes: then every byte read is inside them.
        let low = lengths.lowerBound, span = UInt(lengths.upperBound &- low)
        func fits(_ c: Int) -> Bool { UInt(bitPattern: c &- low) <= span }
        guard o0 >= 0, o4 <= byteCount, fits(o1 &- o0), fits(o2 &- o1), fits(o3 &- o2), fits(o4 &- o3) else { return nil }
        return ColumnFourEnds(e0: base + o1, e1: base + o2, e2: base + o3, e3: base + o4,
                              c0: o1 &- o0, c1: o2 &- o1, c2: o3 &- o2, c3: o4 &- o3, start: o0)
    }

    @inline(__always)
    mutating func skipFour(_ four: ColumnFourEnds) { index &+= 4 }
}

/// A column of values that each end at a separator byte or at the end of the bytes.
struct SeparatorCursor: ColumnCursor {
    let base: UnsafeRawPointer?
    let byteCount: Int
    let separator: UInt8
    /// Whether the separator can never be inside a text a four-value path takes (it is none
    /// of `0`–`9`, `-`, `T`, `:`, `.`, `Z`), so that a separator after each of four such
    /// texts is where each ends.
    let endsLaneTexts: Bool
    var position = 0

    init(_ bytes: UnsafeRawBufferPointer, _ separator: UInt8) {
        self.base = bytes.baseAddress
        self.byteCount = bytes.count
        self.separator = separator
        let digit = separator &- UInt8(ascii: "0") < 10
        endsLaneTexts = !digit && !"-T:.Z".utf8.contains(separator)
    }

    var isAtEnd: Bool { position >= byteCount }

    @inline(__always)
    mutating func next() -> ColumnValueBytes? {
        guard position < byteCount, let base else { return nil }
        let start = position
        let end = ColumnSeparator.find(separator, in: base, from: start, count: byteCount)
        position = end &+ 1
        return ColumnValueBytes(base: base + start, count: end &- start, start: start)
    }

    @inline(__always)
    mutating func peekFour(_ length: Int) -> ColumnFour? {
        let line = length &+ 1
        guard endsLaneTexts, let base, position <= byteCount &- 4 &* line else { return nil }
        let p = base + position
        // The four bytes after the texts tested together: one branch, not four.
        let misses = (p.load(fromByteOffset: length, as: UInt8.self) ^ separator)
            | (p.load(fromByteOffset: length &+ line, as: UInt8.self) ^ separator)
            | (p.load(fromByteOffset: length &+ 2 &* line, as: UInt8.self) ^ separator)
            | (p.load(fromByteOffset: length &+ 3 &* line, as: UInt8.self) ^ separator)
        guard misses == 0 else { return nil }
        return ColumnFour(p0: p, p1: p + line, p2: p + 2 &* line, p3: p + 3 &* line, stride: line, start: position,
                          end: position &+ 4 &* line)
    }

    @inline(__always)
    mutating func skipFour(_ four: ColumnFour) { position = four.end }

    /// Each value's separator is found in the eight bytes where `lengths` puts it, one
    /// 64-bit load and `UInt64.zeroByteFlags` for each, as `ColumnSeparator.find` searches.
    @inline(__always)
    func peekFour(lengths: ClosedRange<Int>) -> ColumnFourEnds? {
        let low = lengths.lowerBound
        guard endsLaneTexts, let base, lengths.count <= 8, position <= byteCount &- 4 &* (low &+ 8) else { return nil }
        let every = UInt64(everyLane: separator)
        // The length of the value at `from`: where the first separator is among the eight
        // bytes `low` to `low + 7` after it; 0 when none is, or when it is past `lengths`.
        func length(from: Int) -> Int {
            let found = (UInt64(littleEndian: base.loadUnaligned(fromByteOffset: from &+ low, as: UInt64.self)) ^ every).zeroByteFlags
            let length = low &+ found.trailingZeroBitCount &>> 3
            return found != 0 && length <= lengths.upperBound ? length : 0
        }
        let c0 = length(from: position)
        guard c0 != 0 else { return nil }
        let s1 = position &+ c0 &+ 1
        let c1 = length(from: s1)
        guard c1 != 0 else { return nil }
        let s2 = s1 &+ c1 &+ 1
        let c2 = length(from: s2)
        guard c2 != 0 else { return nil }
        let s3 = s2 &+ c2 &+ 1
        let c3 = length(from: s3)
        guard c3 != 0 else { return nil }
        return ColumnFourEnds(e0: base + (position &+ c0), e1: base + (s1 &+ c1), e2: base + (s2 &+ c2), e3: base + (s3 &+ c3),
                              c0: c0, c1: c1, c2: c2, c3: c3, start: position)
    }

    /// Past the four values and the separator after each.
    @inline(__always)
    mutating func skipFour(_ four: ColumnFourEnds) { position = four.start &+ four.c0 &+ four.c1 &+ four.c2 &+ four.c3 &+ 4 }
}
