// The column doors: many values in one call. Each finds the values' bytes and hands them,
// one by one, to what the single-value doors run (see `ColumnReader`).

extension FastDate {
    /// Reads every value of `column` in `format` into `values`, as seconds since
    /// 1970-01-01T00:00:00Z: what ``parse(_:as:)-(Text,_)`` returns for each value, in one
    /// call, without allocating.
    ///
    /// ```swift
    /// let result = FastDate.parse(column, as: .javaScript, into: seconds)
    /// if let failure = result.firstFailure { print(failure) }  // "value 7: expected …"
    /// ```
    ///
    /// Reading goes in order and stops at the first value that is not a date in `format`,
    /// unless `onFailure` answers ``Column/FailureAction/skip``: then that value's slot is
    /// `Double.nan` and reading goes on, so `onFailure` can collect every failure. It also
    /// stops when `values` is full; ``Column/Result/isComplete`` tells whether every value
    /// was read. Size `values` with ``Column/count``.
    /// - Parameters:
    ///   - column: the values' bytes and where each one is.
    ///   - format: the format of every value; ``Format/iso8601`` unless given.
    ///   - values: where value `i` is written, at index `i`.
    ///   - onFailure: told of each value that fails, with its index and the ``ParseError``
    ///     the single-value door gives; returns whether to stop or skip it. Stops by default.
    /// - Returns: how many slots were written, the first failure, and whether the column
    ///   was read to its end.
    public static func parse(
        _ column: Column, as format: Format = .iso8601, into values: UnsafeMutableBufferPointer<Double>,
        onFailure: (Column.Failure) -> Column.FailureAction = { _ in .stop }
    ) -> Column.Result {
        ColumnReader.read(column, format, into: ColumnSlots(values), onFailure: onFailure)
    }

    /// Reads every value of `column` in `format` into `output`: `Double` seconds, exact
    /// timestamps, `Int64` counts of a unit (Arrow's `timestamp[unit]`) or `Int32` days
    /// (`date32`), with a validity bitmap out when `output` has one.
    ///
    /// The same reading as ``parse(_:as:into:onFailure:)-(_,_,UnsafeMutableBufferPointer<Double>,_)``,
    /// with Arrow's nulls: a null of the column (``Column/Validity``) stays null, and a
    /// failure `onFailure` answers with ``Column/FailureAction/null`` becomes one.
    ///
    /// ```swift
    /// let result = FastDate.parse(column, as: .javaScript, into: .counts(milliseconds, of: .milliseconds, validity: bitmap)) { _ in .null }
    /// ```
    public static func parse(
        _ column: Column, as format: Format = .iso8601, into output: Column.Output,
        onFailure: (Column.Failure) -> Column.FailureAction = { _ in .stop }
    ) -> Column.Result {
        switch output.slots {
        case .seconds(let values):
            return ColumnReader.read(column, format, into: output.slots(values), onFailure: onFailure)
        case .timestamps(let values):
            return ColumnReader.read(column, format, into: output.slots(values), onFailure: onFailure)
        case .days(let values):
            return read(column, format, into: output, values, as: DayCount.self, onFailure: onFailure)
        case .counts(let values, let unit):
            switch unit {
            case .seconds: return read(column, format, into: output, values, as: UnitCount<InSeconds>.self, onFailure: onFailure)
            case .milliseconds: return read(column, format, into: output, values, as: UnitCount<InMilliseconds>.self, onFailure: onFailure)
            case .microseconds: return read(column, format, into: output, values, as: UnitCount<InMicroseconds>.self, onFailure: onFailure)
            case .nanoseconds: return read(column, format, into: output, values, as: UnitCount<InNanoseconds>.self, onFailure: onFailure)
            }
        }
    }

    /// The column read into integer `values` seen as `Slot`s: one wrapper type for each
    /// Arrow unit (the same size and layout as the integer), so each gets its own
    /// specialized loop with the unit a constant.
    @inline(__always)
    private static func read<Integer, Slot: ColumnOutput>(
        _ column: Column, _ format: Format, into output: Column.Output, _ values: UnsafeMutableBufferPointer<Integer>, as slot: Slot.Type,
        onFailure: (Column.Failure) -> Column.FailureAction
    ) -> Column.Result {
        values.withMemoryRebound(to: Slot.self) { ColumnReader.read(column, format, into: output.slots($0), onFailure: onFailure) }
    }

    /// Reads every value of `column` in `format` into `values` as exact ``Timestamp``s: what
    /// ``parseTimestamp(_:as:)-(Text,_)`` returns for each value, in one call, without
    /// allocating.
    ///
    /// The same reading as ``parse(_:as:into:onFailure:)-(_,_,UnsafeMutableBufferPointer<Double>,_)``; a skipped value's slot holds a
    /// timestamp of zero seconds, so learn the failures from `onFailure`, not from the slots.
    public static func parseTimestamp(
        _ column: Column, as format: Format = .iso8601, into values: UnsafeMutableBufferPointer<Timestamp>,
        onFailure: (Column.Failure) -> Column.FailureAction = { _ in .stop }
    ) -> Column.Result {
        ColumnReader.read(column, format, into: ColumnSlots(values), onFailure: onFailure)
    }
}
