/// A value's bytes as a cursor found them; a negative `count` is a value whose offsets
/// were wrong. `start` is where they start in the column's bytes: how many bytes before
/// them a reader may load.
struct ColumnValueBytes {
    let base: UnsafeRawPointer
    let count: Int
    let start: Int
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
/// cursor found them (Benchmarks/README.md, "Ledger": each measured faster that way).
struct ColumnFour {
    let p0, p1, p2, p3: UnsafeRawPointer
    let stride: Int
    let start: Int
}

/// Where a ``FastDate/Column``'s values are, one after another.
protocol ColumnCursor {
    /// The next value, or `nil` after the last.
    mutating func next() -> ColumnValueBytes?
    /// Whether ``next(_:)`` has no value left.
    var isAtEnd: Bool { get }
    /// The next four values when each is exactly `length` bytes long (and, in a separated
    /// column, holds no byte a shortcut could take for the separator), without moving past
    /// them; `nil` otherwise.
    func peekFour(_ length: Int) -> ColumnFour?
    /// Moves past the four values ``peekFour(_:)`` gave.
    mutating func skipFour(_ length: Int)
}

/// An Arrow-style column: value `i` is `bytes[offsets[i] ..< offsets[i + 1]]`.
struct OffsetCursor<Offset: FixedWidthInteger & SignedInteger>: ColumnCursor {
    let base: UnsafeRawPointer
    let byteCount: Int
    let offsets: UnsafePointer<Offset>
    let valueCount: Int
    var index = 0

    init(_ bytes: UnsafeRawBufferPointer, _ offsets: UnsafeBufferPointer<Offset>) {
        self.base = bytes.baseAddress ?? noBytes
        self.byteCount = bytes.count
        // No offsets is no values, so `noBytes` (never read) stands in for a missing address.
        self.offsets = offsets.baseAddress ?? noBytes.assumingMemoryBound(to: Offset.self)
        self.valueCount = max(offsets.count &- 1, 0)
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
        index &+= 1
        guard UInt(bitPattern: end) <= UInt(bitPattern: byteCount), UInt(bitPattern: start) <= UInt(bitPattern: end) else {
            return ColumnValueBytes(base: base, count: -1, start: 0)
        }
        return ColumnValueBytes(base: base + start, count: end &- start, start: start)
    }

    @inline(__always)
    func peekFour(_ length: Int) -> ColumnFour? {
        guard index &+ 4 <= valueCount else { return nil }
        let o0 = Int(truncatingIfNeeded: offsets[index])
        let o1 = Int(truncatingIfNeeded: offsets[index &+ 1])
        let o2 = Int(truncatingIfNeeded: offsets[index &+ 2])
        let o3 = Int(truncatingIfNeeded: offsets[index &+ 3])
        let o4 = Int(truncatingIfNeeded: offsets[index &+ 4])
        // The first start inside the bytes with room for all four, then four equal steps:
        // no sum can wrap, so every byte read is inside the bytes.
        let steps = (o1 &- o0 &- length) | (o2 &- o1 &- length) | (o3 &- o2 &- length) | (o4 &- o3 &- length)
        guard o0 >= 0, o0 <= byteCount &- 4 &* length, steps == 0 else { return nil }
        return ColumnFour(p0: base + o0, p1: base + o1, p2: base + o2, p3: base + o3, stride: length, start: o0)
    }

    @inline(__always)
    mutating func skipFour(_ length: Int) { index &+= 4 }
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
    func peekFour(_ length: Int) -> ColumnFour? {
        let line = length &+ 1
        guard endsLaneTexts, let base, position <= byteCount &- 4 &* line else { return nil }
        let p = base + position
        // The four bytes after the texts tested together: one branch, not four.
        let misses = (p.load(fromByteOffset: length, as: UInt8.self) ^ separator)
            | (p.load(fromByteOffset: length &+ line, as: UInt8.self) ^ separator)
            | (p.load(fromByteOffset: length &+ 2 &* line, as: UInt8.self) ^ separator)
            | (p.load(fromByteOffset: length &+ 3 &* line, as: UInt8.self) ^ separator)
        guard misses == 0 else { return nil }
        return ColumnFour(p0: p, p1: p + line, p2: p + 2 &* line, p3: p + 3 &* line, stride: line, start: position)
    }

    @inline(__always)
    mutating func skipFour(_ length: Int) { position &+= 4 &* (length &+ 1) }
}
