/// Reads every value of a ``FastDate/Column`` into a caller's buffer: the loop behind the
/// column doors.
///
/// Each value is read by exactly what the single-value door runs on its bytes (the same
/// entry, `scanTimestamp(_:_:)`), so values and errors are the same. A value whose offsets
/// were wrong fails with `invalidColumnOffsets` at 0. What the loop saves is the door around each value, and for the shapes most columns
/// hold, the dispatch: a ``ColumnShortcut`` picked once for the format reads them inline
/// (JavaScript's `toISOString()`, plain epoch numbers), and only what it refuses goes to the
/// entry. The loop is specialized for each layout of boundaries, each output type and each
/// shortcut, so none of them is a test per value.
enum ColumnScanner {
    static func read<Output: ColumnOutput>(
        _ column: FastDate.Column, _ format: FastDate.Format, into output: UnsafeMutableBufferPointer<Output>,
        onFailure: (FastDate.Column.Failure) -> FastDate.Column.FailureAction
    ) -> FastDate.Column.Result {
        switch column.boundaries {
        case .offsets32(let offsets):
            return read(OffsetCursor(column.bytes, offsets), format, into: output, onFailure: onFailure)
        case .offsets(let offsets):
            return read(OffsetCursor(column.bytes, offsets), format, into: output, onFailure: onFailure)
        case .separator(let separator):
            return read(SeparatorCursor(column.bytes, separator), format, into: output, onFailure: onFailure)
        }
    }

    /// Picks the shortcut for the format once, outside the loop.
    private static func read<Cursor: ColumnCursor, Output: ColumnOutput>(
        _ cursor: Cursor, _ format: FastDate.Format, into output: UnsafeMutableBufferPointer<Output>,
        onFailure: (FastDate.Column.Failure) -> FastDate.Column.FailureAction
    ) -> FastDate.Column.Result {
        switch format.profile {
        case .iso8601, .javaScript, .rfc3339:
            return read(cursor, format, JavaScriptShortcut.self, into: output, onFailure: onFailure)
        case .epoch:
            return read(cursor, format, EpochShortcut.self, into: output, onFailure: onFailure)
        default:
            return read(cursor, format, NoShortcut.self, into: output, onFailure: onFailure)
        }
    }

    private static func read<Cursor: ColumnCursor, Shortcut: ColumnShortcut, Output: ColumnOutput>(
        _ cursor: Cursor, _ format: FastDate.Format, _ shortcut: Shortcut.Type,
        into output: UnsafeMutableBufferPointer<Output>,
        onFailure: (FastDate.Column.Failure) -> FastDate.Column.FailureAction
    ) -> FastDate.Column.Result {
        var cursor = cursor
        var firstFailure: FastDate.Column.Failure?
        guard let out = output.baseAddress else {
            return FastDate.Column.Result(count: 0, firstFailure: nil, isComplete: cursor.isAtEnd)
        }
        var index = 0
        // The length the four-value path tries: the shortcut's own, or the last value's.
        var length = Shortcut.fixedLength
        while index < output.count {
            // Four values at a time while they are all `length` bytes long and the
            // shortcut reads them.
            if Shortcut.readsFour && length > 0 {
                while index &+ 4 <= output.count, let four = cursor.peekFour(length),
                      Shortcut.readFour(four, length: length, format, into: out + index) {
                    cursor.skipFour(length)
                    index &+= 4
                }
                guard index < output.count else { break }
            }
            guard let value = cursor.next() else {
                return FastDate.Column.Result(count: index, firstFailure: firstFailure, isComplete: true)
            }
            if Shortcut.fixedLength == 0 { length = value.count }
            if let t = Shortcut.read(value.base, value.count, readableBefore: value.start, format) {
                (out + index).initialize(to: Output(t))
            } else {
                // What the single-value doors run, called as they call it.
                do throws(FastDate.ParseError) {
                    guard value.count >= 0 else { throw FastDate.ParseError(.invalidColumnOffsets, offset: 0) }
                    let t = try scanTimestamp(UnsafeRawBufferPointer(start: value.base, count: value.count), format)
                    (out + index).initialize(to: Output(t))
                } catch {
                    let failure = FastDate.Column.Failure(index: index, error: error)
                    if firstFailure == nil { firstFailure = failure }
                    guard onFailure(failure) == .skip else {
                        return FastDate.Column.Result(count: index, firstFailure: firstFailure, isComplete: false)
                    }
                    (out + index).initialize(to: Output.skipped)
                }
            }
            index &+= 1
        }
        return FastDate.Column.Result(count: index, firstFailure: firstFailure, isComplete: cursor.isAtEnd)
    }
}

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

/// Four values of one length, one after another: where each starts, and how far the first
/// is from the start of the column's bytes (what a reader may load before it).
struct ColumnFour {
    let p0, p1, p2, p3: UnsafeRawPointer
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
        return ColumnFour(p0: base + o0, p1: base + o1, p2: base + o2, p3: base + o3, start: o0)
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
        let ends = p.load(fromByteOffset: length, as: UInt8.self) == separator
            && p.load(fromByteOffset: length &+ line, as: UInt8.self) == separator
            && p.load(fromByteOffset: length &+ 2 &* line, as: UInt8.self) == separator
            && p.load(fromByteOffset: length &+ 3 &* line, as: UInt8.self) == separator
        guard ends else { return nil }
        return ColumnFour(p0: p, p1: p + line, p2: p + 2 &* line, p3: p + 3 &* line, start: position)
    }

    @inline(__always)
    mutating func skipFour(_ length: Int) { position &+= 4 &* (length &+ 1) }
}

/// A column door's output type: `Double` seconds or an exact ``FastDate/Timestamp``.
protocol ColumnOutput {
    init(_ timestamp: FastDate.Timestamp)
    /// What a skipped value's slot holds.
    static var skipped: Self { get }
    /// Writes four values the four-lane path read, at `slots` and the three after it.
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<Self>)
    /// Writes four timestamps at `slots` and the three after it.
    static func store(_ t0: FastDate.Timestamp, _ t1: FastDate.Timestamp, _ t2: FastDate.Timestamp, _ t3: FastDate.Timestamp,
                      at slots: UnsafeMutablePointer<Self>)
}

extension Double: ColumnOutput {
    /// Seconds, exactly as `FastDate.parse` returns them.
    @inline(__always)
    init(_ timestamp: FastDate.Timestamp) { self = timestamp.timeIntervalSince1970 }
    static var skipped: Double { .nan }

    /// `Double(seconds) + Double(nanoseconds) / 1e9`, as ``FastDate/Timestamp/timeIntervalSince1970``
    /// computes it, two lanes at a time, and the same `Double`s: the whole seconds are
    /// `days * 86400 + secondOfDay`, integers below 2^53, so every step is exact; and
    /// `milliseconds / 1e3` is the same correctly rounded quotient as
    /// `(milliseconds * 1e6) / 1e9`, since both are the same rational number.
    @inline(__always)
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<Double>) {
        let days = fields.days, secondOfDay = fields.secondOfDay, milliseconds = fields.milliseconds
        let low = SIMD2<Double>(Double(days[0]), Double(days[1])) * 86_400
            + SIMD2<Double>(Double(secondOfDay[0]), Double(secondOfDay[1]))
            + SIMD2<Double>(Double(milliseconds[0]), Double(milliseconds[1])) / 1e3
        let high = SIMD2<Double>(Double(days[2]), Double(days[3])) * 86_400
            + SIMD2<Double>(Double(secondOfDay[2]), Double(secondOfDay[3]))
            + SIMD2<Double>(Double(milliseconds[2]), Double(milliseconds[3])) / 1e3
        UnsafeMutableRawPointer(slots).storeBytes(of: low, as: SIMD2<Double>.self)
        UnsafeMutableRawPointer(slots + 2).storeBytes(of: high, as: SIMD2<Double>.self)
    }

    /// ``FastDate/Timestamp/timeIntervalSince1970`` of each, two lanes at a time: the same
    /// operations on the same values, so the same `Double`s.
    @inline(__always)
    static func store(_ t0: FastDate.Timestamp, _ t1: FastDate.Timestamp, _ t2: FastDate.Timestamp, _ t3: FastDate.Timestamp,
                      at slots: UnsafeMutablePointer<Double>) {
        // The nanoseconds as one vector first, so that the conversions and the divisions are
        // vector instructions (scalar divisions cost as much each as a vector one).
        let nanoseconds = SIMD4<Int32>(t0.nanoseconds, t1.nanoseconds, t2.nanoseconds, t3.nanoseconds)
        let low = SIMD2<Double>(Double(t0.seconds), Double(t1.seconds))
            + SIMD2<Double>(Double(nanoseconds[0]), Double(nanoseconds[1])) / 1e9
        let high = SIMD2<Double>(Double(t2.seconds), Double(t3.seconds))
            + SIMD2<Double>(Double(nanoseconds[2]), Double(nanoseconds[3])) / 1e9
        UnsafeMutableRawPointer(slots).storeBytes(of: low, as: SIMD2<Double>.self)
        UnsafeMutableRawPointer(slots + 2).storeBytes(of: high, as: SIMD2<Double>.self)
    }
}

extension FastDate.Timestamp: ColumnOutput {
    @inline(__always)
    init(_ timestamp: FastDate.Timestamp) { self = timestamp }
    static var skipped: FastDate.Timestamp { FastDate.Timestamp(unchecked: 0, 0, 0) }

    @inline(__always)
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<FastDate.Timestamp>) {
        for lane in 0 ..< 4 {
            let seconds = Int64(fields.days[lane]) &* .secondsPerDay &+ Int64(fields.secondOfDay[lane])
            (slots + lane).initialize(to: FastDate.Timestamp(unchecked: seconds, fields.milliseconds[lane] &* 1_000_000, 0))
        }
    }

    @inline(__always)
    static func store(_ t0: FastDate.Timestamp, _ t1: FastDate.Timestamp, _ t2: FastDate.Timestamp, _ t3: FastDate.Timestamp,
                      at slots: UnsafeMutablePointer<FastDate.Timestamp>) {
        slots.initialize(to: t0)
        (slots + 1).initialize(to: t1)
        (slots + 2).initialize(to: t2)
        (slots + 3).initialize(to: t3)
    }
}

/// An inline reader for a format's commonest shape, tried on each value before the entry
/// the single-value door calls, and on four values of one length at a time. Accept-only:
/// `nil` or `false` sends the values to that entry, so a shortcut changes no value and no
/// error.
protocol ColumnShortcut {
    /// The length of every text the shortcut reads; 0 when it reads several lengths, and
    /// the loop then tries four values of the last value's length.
    static var fixedLength: Int { get }
    /// Whether ``readFour(_:length:_:into:)`` can take anything: the loop does not look for
    /// runs of four values for a shortcut that reads none.
    static var readsFour: Bool { get }
    /// The value of the `count` bytes at `base`, which has `readableBefore` bytes of the
    /// column before it.
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp?
    /// Reads four values of `length` bytes into `slots` and the three after, or returns
    /// `false` having written nothing.
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>) -> Bool
}

/// JavaScript's `toISOString()`, which `.iso8601`, `.javaScript` and `.rfc3339` all read
/// to the same instant: one at a time by `FixedLayout.readJavaScript`, four at a time by
/// ``JavaScriptLanes``.
enum JavaScriptShortcut: ColumnShortcut {
    static var fixedLength: Int { FixedLayout.javaScriptLength }
    static var readsFour: Bool { true }

    @inline(__always)
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp? {
        count == FixedLayout.javaScriptLength ? FixedLayout.readJavaScript(base) : nil
    }

    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool {
        guard let fields = JavaScriptLanes.read(four.p0, four.p1, four.p2, four.p3) else { return false }
        Output.store(fields, at: slots)
        return true
    }
}

/// A plain epoch number of 9 to 16 digits (`EpochScanner.plainRunLengths`): in one 16-byte
/// load that ends with it (``SixteenDigits``), when the column has the bytes before it to
/// make up the 16; else by the single-value door's own shortcut. Either way the same run
/// of digits goes to the same `EpochScanner.timestamp(ofPlainRun:_:)`.
enum EpochShortcut: ColumnShortcut {
    static var fixedLength: Int { 0 }
    static var readsFour: Bool { true }

    @inline(__always)
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp? {
        if EpochScanner.plainRunLengths.contains(count), readableBefore >= 16 &- count {
            guard let value = SixteenDigits.value(endingAt: base + count, count: count) else { return nil }
            return EpochScanner.timestamp(ofPlainRun: value, format.unit)
        }
        return EpochScanner.readCommon(ByteInput(base: base, count: count), format.unit)
    }

    /// Four numbers of one length: each as ``read(_:_:readableBefore:_:)`` reads it, with
    /// the checks once for all four.
    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool {
        guard EpochScanner.plainRunLengths.contains(length), four.start >= 16 &- length,
              let v0 = SixteenDigits.value(endingAt: four.p0 + length, count: length),
              let v1 = SixteenDigits.value(endingAt: four.p1 + length, count: length),
              let v2 = SixteenDigits.value(endingAt: four.p2 + length, count: length),
              let v3 = SixteenDigits.value(endingAt: four.p3 + length, count: length)
        else { return false }
        let unit = format.unit
        guard let t0 = EpochScanner.timestamp(ofPlainRun: v0, unit), let t1 = EpochScanner.timestamp(ofPlainRun: v1, unit),
              let t2 = EpochScanner.timestamp(ofPlainRun: v2, unit), let t3 = EpochScanner.timestamp(ofPlainRun: v3, unit)
        else { return false }
        Output.store(t0, t1, t2, t3, at: slots)
        return true
    }
}

/// Every other format: each value goes to the entry.
enum NoShortcut: ColumnShortcut {
    static var fixedLength: Int { 0 }
    static var readsFour: Bool { false }

    @inline(__always)
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp? { nil }

    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool { false }
}
