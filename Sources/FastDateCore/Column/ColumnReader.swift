/// Reads every value of a ``FastDate/Column`` into a caller's buffer: the loop behind the
/// column doors.
///
/// Each value is read by exactly what the single-value door runs on its bytes (the same
/// entry, `readTimestamp(_:_:)`), so values and errors are the same. A value whose offsets
/// were wrong fails with `invalidColumnOffsets` at 0. What the loop saves is the door around each value, and for the shapes most columns
/// hold, the dispatch: a ``ColumnFastPath`` picked once for the format reads them inline
/// (JavaScript's `toISOString()`, plain epoch numbers), and only what it refuses goes to the
/// entry. The loop is specialized for each layout of boundaries, each output type and each
/// fast path, so none of them is a test per value.
enum ColumnReader {
    /// How many values are read one at a time after a four-value attempt that read nothing:
    /// the four it refused. Each further refusal in a row doubles it.
    static var firstBackOff: Int { 4 }
    /// The most values read one at a time between two four-value attempts, however many
    /// refused in a row: a column of values they read gets back to them within that many.
    static var longestBackOff: Int { 64 }

    static func read<Output: ColumnOutput>(
        _ column: FastDate.Column, _ format: FastDate.Format, into output: ColumnSlots<Output>,
        onFailure: (FastDate.Column.Failure) -> FastDate.Column.FailureAction
    ) -> FastDate.Column.Result {
        switch column.boundaries {
        case .offsets32(let offsets):
            return read(OffsetCursor(column.bytes, offsets, column.validity), format, into: output, onFailure: onFailure)
        case .offsets(let offsets):
            return read(OffsetCursor(column.bytes, offsets, column.validity), format, into: output, onFailure: onFailure)
        case .separator(let separator):
            return read(SeparatorCursor(column.bytes, separator), format, into: output, onFailure: onFailure)
        case .records(let field):
            switch field.place {
            case .prefix:
                return read(RecordCursor(column.bytes, PrefixLocator()), format, into: output, onFailure: onFailure)
            case .delimited(let index, let delimiter, let quoted):
                let locator = DelimitedLocator(index: index, delimiter: delimiter, quoted: quoted)
                return read(RecordCursor(column.bytes, locator), format, into: output, onFailure: onFailure)
            case .between(let open, let close):
                return read(RecordCursor(column.bytes, BetweenLocator(open: open, close: close)), format, into: output, onFailure: onFailure)
            }
        }
    }

    /// Picks the fast path for the format once, outside the loop.
    private static func read<Cursor: ColumnCursor, Output: ColumnOutput>(
        _ cursor: Cursor, _ format: FastDate.Format, into output: ColumnSlots<Output>,
        onFailure: (FastDate.Column.Failure) -> FastDate.Column.FailureAction
    ) -> FastDate.Column.Result {
        switch format.profile.facts.columnFastPath {
        case .javaScript:
            return read(cursor, format, JavaScriptFastPath.self, into: output, onFailure: onFailure)
        case .epoch:
            // The units the table says the lanes read, each as its type; the others one at a time.
            switch format.unit {
            case .seconds where FastDate.EpochUnit.seconds.facts.readsInLanes:
                return read(cursor, format, EpochLanesFastPath<InSeconds>.self, into: output, onFailure: onFailure)
            case .milliseconds where FastDate.EpochUnit.milliseconds.facts.readsInLanes:
                return read(cursor, format, EpochLanesFastPath<InMilliseconds>.self, into: output, onFailure: onFailure)
            default:
                return read(cursor, format, EpochFastPath.self, into: output, onFailure: onFailure)
            }
        case .pattern where PatternLanesFastPath.reads(format):
            return read(cursor, format, PatternLanesFastPath.self, into: output, onFailure: onFailure)
        case .pattern, .none:
            return read(cursor, format, NoFastPath.self, into: output, onFailure: onFailure)
        }
    }

    private static func read<Cursor: ColumnCursor, FastPath: ColumnFastPath, Output: ColumnOutput>(
        _ cursor: Cursor, _ format: FastDate.Format, _ fastPath: FastPath.Type,
        into output: ColumnSlots<Output>,
        onFailure: (FastDate.Column.Failure) -> FastDate.Column.FailureAction
    ) -> FastDate.Column.Result {
        var cursor = cursor
        var firstFailure: FastDate.Column.Failure?
        guard let out = output.values.baseAddress else {
            return FastDate.Column.Result(count: 0, firstFailure: nil, isComplete: cursor.isAtEnd)
        }
        let slotCount = output.values.count
        var index = 0
        // The length the four-value path tries: the fast path's own, or that of the values
        // read one at a time, once two in a row have it. One value of another length in a
        // run (a 12-digit epoch number among 13-digit ones) then sends only the values up to
        // it one at a time, not the three after it as well.
        var length = FastPath.fixedLength
        var lastCount = -1
        // Values left to read one at a time before the four-value paths are tried again, and
        // how many the last refusal sent one at a time (0 once an attempt reads). A column
        // they always refuse (fractional epoch numbers, offsets of `toISOString()`'s length)
        // then pays one refused attempt for every ``longestBackOff`` values instead of two
        // for each value.
        var oneAtATime = 0
        var backOff = 0
        // A prefix is read four at a time only by a fast path whose text nothing can continue.
        let fourAtATime = FastPath.readsFourAtATime && (!Cursor.readsPrefix || FastPath.readsPrefixes)
        while index < slotCount {
            if fourAtATime && oneAtATime == 0 {
                let start = index
                // Four values at a time while they are all `length` bytes long and the
                // fast path reads them.
                if FastPath.readsFour(length: length) {
                    while index &+ 4 <= slotCount, let four = cursor.peekFour(length),
                          FastPath.readFour(four, length: length, format, into: out + index) {
                        cursor.skipFour(four)
                        output.markValid(four: index)
                        index &+= 4
                    }
                    guard index < slotCount else { break }
                }
                // Four values of several lengths, where the fast path reads such a mix; then
                // back to runs of one length.
                if let lengths = FastPath.mixedLengths, index &+ 4 <= slotCount,
                   let four = cursor.peekFour(lengths: lengths), FastPath.readFour(ends: four, format, into: out + index) {
                    cursor.skipFour(four)
                    output.markValid(four: index)
                    index &+= 4
                    backOff = 0
                    continue
                }
                // Nothing read: the values just refused go one at a time (this one and the
                // rest of the back-off), and twice as many after each further refusal in a row.
                if index == start {
                    backOff = backOff == 0 ? Self.firstBackOff : min(backOff &* 2, Self.longestBackOff)
                    oneAtATime = backOff &- 1
                } else {
                    backOff = 0
                }
            } else if oneAtATime > 0 {
                oneAtATime &-= 1
            }
            guard let value = cursor.next() else {
                return FastDate.Column.Result(count: index, firstFailure: firstFailure, isComplete: true)
            }
            if value.count == ColumnValueBytes.nullCount {
                // A null slot of the input stays null: not read, not a failure, and not a
                // length for the four-value path to try.
                (out + index).initialize(to: Output.skipped)
                output.mark(index, valid: false)
                index &+= 1
                continue
            }
            if FastPath.fixedLength == 0 {
                if length == 0 || value.count == lastCount { length = value.count }
                lastCount = value.count
            }
            // After two refused attempts in a row the fast path is likely to refuse this value
            // too: the entry alone reads it, which tries the common shape itself.
            if backOff <= Self.firstBackOff, let t = Cursor.readsPrefix
                ? FastPath.readPrefix(value.base, value.count, format)
                : FastPath.read(value.base, value.count, readableBefore: value.start, format),
               let slot = Output(columnValue: t) {
                (out + index).initialize(to: slot)
                output.mark(index, valid: true)
            } else {
                // What the single-value doors run, called as they call it.
                do throws(FastDate.ParseError) {
                    guard value.count >= 0 else { throw value.failure }
                    let bytes = UnsafeRawBufferPointer(start: value.base, count: value.count)
                    let t = try Cursor.readsPrefix ? readTimestampPrefix(bytes, format) : readTimestamp(bytes, format)
                    guard let slot = Output(columnValue: t) else { throw FastDate.ParseError(.outOfOutputRange, offset: 0) }
                    (out + index).initialize(to: slot)
                    output.mark(index, valid: true)
                } catch {
                    let failure = FastDate.Column.Failure(index: index, error: error)
                    if firstFailure == nil { firstFailure = failure }
                    let action = onFailure(failure)
                    guard action != .stop else {
                        return FastDate.Column.Result(count: index, firstFailure: firstFailure, isComplete: false)
                    }
                    (out + index).initialize(to: Output.skipped)
                    output.mark(index, valid: action != .null)
                }
            }
            index &+= 1
        }
        return FastDate.Column.Result(count: index, firstFailure: firstFailure, isComplete: cursor.isAtEnd)
    }
}

/// The date at the start of `bytes`, read as ``readTimestamp(_:_:)`` reads a whole value,
/// ending where that reading finds bytes after a complete date (its `trailingBytes` error);
/// any other error is the value's, as the single-value door reports it for these bytes.
func readTimestampPrefix(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
    do {
        return try readTimestampUnhinted(bytes, format)
    } catch {
        guard error.kind == .trailingBytes, error.offset > 0, error.offset < bytes.count else {
            throw error.hinted(bytes, failedAs: format)
        }
        return try readTimestamp(UnsafeRawBufferPointer(rebasing: bytes[..<error.offset]), format)
    }
}
