/// An inline reader for a format's commonest shape, tried on each value before the entry
/// the single-value door calls, and on four values of one length at a time. Accept-only:
/// `nil` or `false` sends the values to that entry, so a fast path changes no value and no
/// error.
protocol ColumnFastPath {
    /// The length of every text the fast path reads; 0 when it reads several lengths, and
    /// the loop then tries four values of the length that two values in a row had.
    static var fixedLength: Int { get }
    /// Whether ``readFour(_:length:_:into:)`` can take values of `length` bytes: the loop
    /// asks once for each run of one length, not for every four values, and does not look
    /// for runs of four values a fast path cannot read.
    static func readsFour(length: Int) -> Bool
    /// The value of the `count` bytes at `base`, which has `readableBefore` bytes of the
    /// column before it.
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp?
    /// Reads four values of `length` bytes (a length ``readsFour(length:)`` accepts) into
    /// `slots` and the three after, or returns `false` having written nothing.
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>) -> Bool
    /// The lengths ``readFour(ends:_:into:)`` reads four values of, whatever their mix;
    /// `nil` when it reads none.
    static var mixedLengths: ClosedRange<Int>? { get }
    /// Reads four values of their own lengths (each in ``mixedLengths``) into `slots` and the
    /// three after, or returns `false` having written nothing.
    static func readFour<Output: ColumnOutput>(
        ends four: ColumnFourEnds, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>) -> Bool
    /// Whether the fast path reads four values at a time at all: without, the loop keeps no
    /// count of refused attempts.
    static var readsFourAtATime: Bool { get }
    /// Whether every text the fast path reads ends its format's reading, whatever follows
    /// it, so that it reads the prefixes of ``FastDate/Column/Field/prefix`` records too.
    static var readsPrefixes: Bool { get }
    /// The date at the start of the `count` bytes at `base` (a record that starts with it),
    /// when ``readsPrefixes``; `nil` otherwise.
    static func readPrefix(_ base: UnsafeRawPointer, _ count: Int, _ format: FastDate.Format) -> FastDate.Timestamp?
}

extension ColumnFastPath {
    static var mixedLengths: ClosedRange<Int>? { nil }
    static var readsFourAtATime: Bool { true }
    static var readsPrefixes: Bool { false }
    @inline(__always)
    static func readPrefix(_ base: UnsafeRawPointer, _ count: Int, _ format: FastDate.Format) -> FastDate.Timestamp? { nil }

    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        ends four: ColumnFourEnds, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool { false }
}

/// JavaScript's `toISOString()`, which `.iso8601`, `.javaScript` and `.rfc3339` all read
/// to the same instant: one at a time by `DateTimeFastPath.readJavaScript`, four at a time by
/// ``JavaScriptLanes``.
enum JavaScriptFastPath: ColumnFastPath {
    static var fixedLength: Int { DateTimeFastPath.javaScriptLength }
    @inline(__always)
    static func readsFour(length: Int) -> Bool { length == DateTimeFastPath.javaScriptLength }

    @inline(__always)
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp? {
        count == DateTimeFastPath.javaScriptLength ? DateTimeFastPath.readJavaScript(base) : nil
    }

    /// After `Z` a date-time ends: the offset is its last part.
    static var readsPrefixes: Bool { true }

    @inline(__always)
    static func readPrefix(_ base: UnsafeRawPointer, _ count: Int, _ format: FastDate.Format) -> FastDate.Timestamp? {
        count >= DateTimeFastPath.javaScriptLength ? DateTimeFastPath.readJavaScript(base) : nil
    }

    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool {
        let (p0, p1, p2, p3) = four.fixedLengthStarts
        guard let fields = JavaScriptLanes.read(p0, p1, p2, p3) else { return false }
        return Output.store(fields, at: slots)
    }
}

/// A plain epoch number of 9 to 16 digits (`EpochReader.plainRunLengths`): in one 16-byte
/// load that ends with it (``SixteenDigits``), when the column has the bytes before it to
/// make up the 16; else by the single-value door's own fast path. Either way the same run
/// of digits goes to the same `EpochReader.timestamp(ofPlainRun:_:)`.
enum EpochFastPath: ColumnFastPath {
    static var fixedLength: Int { 0 }
    @inline(__always)
    static func readsFour(length: Int) -> Bool { EpochReader.plainRunLengths.contains(length) }

    @inline(__always)
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp? {
        if EpochReader.plainRunLengths.contains(count), readableBefore >= 16 &- count {
            guard let value = SixteenDigits.value(endingAt: base + count, count: count) else { return nil }
            return EpochReader.timestamp(ofPlainRun: value, format.unit)
        }
        return EpochReader.fastPath(ByteInput(base: base, count: count), format.unit)
    }

    /// Four numbers of one length: each as ``read(_:_:readableBefore:_:)`` reads it, with
    /// the checks once for all four. (Seconds and milliseconds go side by side instead:
    /// ``EpochLanesFastPath``.)
    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool {
        guard four.start >= 16 &- length,
              let v0 = SixteenDigits.value(endingAt: four.p0 + length, count: length),
              let v1 = SixteenDigits.value(endingAt: four.p1 + length, count: length),
              let v2 = SixteenDigits.value(endingAt: four.p2 + length, count: length),
              let v3 = SixteenDigits.value(endingAt: four.p3 + length, count: length)
        else { return false }
        let unit = format.unit
        guard let t0 = EpochReader.timestamp(ofPlainRun: v0, unit), let t1 = EpochReader.timestamp(ofPlainRun: v1, unit),
              let t2 = EpochReader.timestamp(ofPlainRun: v2, unit), let t3 = EpochReader.timestamp(ofPlainRun: v3, unit)
        else { return false }
        return Output.store(t0, t1, t2, t3, at: slots)
    }
}

/// Epoch seconds or milliseconds (`Unit`, fixed for the whole column, so that the loop
/// tests no unit): one value as ``EpochFastPath`` reads it, four of one length side by side
/// by ``EpochLanes``.
enum EpochLanesFastPath<Unit: EpochUnitType>: ColumnFastPath {
    static var fixedLength: Int { 0 }
    @inline(__always)
    static func readsFour(length: Int) -> Bool { EpochReader.plainRunLengths.contains(length) }

    @inline(__always)
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp? {
        EpochFastPath.read(base, count, readableBefore: readableBefore, format)
    }

    /// Four of one length: ``readFour(ends:_:into:)`` with that length four times.
    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool {
        let ends = ColumnFourEnds(e0: four.p0 + length, e1: four.p1 + length, e2: four.p2 + length, e3: four.p3 + length,
                                  c0: length, c1: length, c2: length, c3: length, start: four.start)
        return readFour(ends: ends, format, into: slots)
    }
}

extension EpochLanesFastPath {
    /// Four numbers of 9 to 16 digits each, whatever the mix: a 12-digit number of
    /// milliseconds (before September 2001) among 13-digit ones, say.
    static var mixedLengths: ClosedRange<Int>? { EpochReader.plainRunLengths }

    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        ends four: ColumnFourEnds, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool {
        guard four.start >= 16 &- four.c0,
              let fields = EpochLanes.read(endingAt: four.e0, four.e1, four.e2, four.e3,
                                           counts: (four.c0, four.c1, four.c2, four.c3), unit: Unit.unit)
        else { return false }
        return Output.store(fields, at: slots)
    }
}

/// A pattern of the layout `yyyy-MM-dd HH:mm:ss` (any one-byte separators; `%Y-%m-%d
/// %H:%M:%S` too) on a UTC clock: four values of its 19 bytes side by side by
/// `JavaScriptLanes.readSeconds`; one value by the entry, whose pattern fast
/// path reads the same layout.
enum PatternLanesFastPath: ColumnFastPath {
    /// Whether `format` is such a pattern: asked once a column.
    static func reads(_ format: FastDate.Format) -> Bool {
        guard let program = format.program else { return false }
        return program.layout.secondsTemplate != nil && program.zone.isAlwaysUTC
    }

    static var fixedLength: Int { PatternFastPath.secondsLength }
    @inline(__always)
    static func readsFour(length: Int) -> Bool { length == PatternFastPath.secondsLength }

    @inline(__always)
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp? { nil }

    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool {
        // `reads(_:)` chose this path for this format: its program has the template. Read
        // as a guaranteed reference, with no retain and release (as `PatternGrammar` does).
        let template = Unmanaged.passUnretained(format.program.unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef { $0.layout.secondsTemplate.unsafelyUnwrapped }
        let (p0, p1, p2, p3) = four.fixedLengthStarts
        guard let fields = JavaScriptLanes.readSeconds(p0, p1, p2, p3, template) else { return false }
        return Output.store(fields, at: slots)
    }
}

/// Every other format: each value goes to the entry.
enum NoFastPath: ColumnFastPath {
    static var fixedLength: Int { 0 }
    static var readsFourAtATime: Bool { false }
    @inline(__always)
    static func readsFour(length: Int) -> Bool { false }

    @inline(__always)
    static func read(_ base: UnsafeRawPointer, _ count: Int, readableBefore: Int, _ format: FastDate.Format) -> FastDate.Timestamp? { nil }

    @inline(__always)
    static func readFour<Output: ColumnOutput>(
        _ four: ColumnFour, length: Int, _ format: FastDate.Format, into slots: UnsafeMutablePointer<Output>
    ) -> Bool { false }
}
