extension FastDate.Column {
    /// An Apache Arrow validity bitmap: bit `offset + i`, least significant bit first, is 1
    /// when value `i` is present and 0 when it is null (`Spec/column/column.md`, "Nulls").
    ///
    /// A null value is not read and is not a failure: its slot is written as a skipped
    /// value is, and its bit in the output's bitmap is 0. A value whose bit lies past the
    /// bitmap fails with ``FastDate/ParseError/Kind/invalidColumnOffsets``, as a value whose
    /// offsets lie past the bytes does.
    public struct Validity: @unchecked Sendable {
        let bitmap: UnsafeRawBufferPointer
        let offset: Int

        /// The bitmap `bitmap`, value 0's bit at bit `offset` (an Arrow array's own offset,
        /// for a sliced array).
        public init(_ bitmap: UnsafeRawBufferPointer, offset: Int = 0) {
            self.bitmap = bitmap
            self.offset = offset
        }

        /// The bitmap of the values after the first `k`.
        func dropping(_ k: Int) -> Validity {
            Validity(bitmap, offset: offset.addingReportingOverflow(k).overflow ? Int.max : offset &+ k)
        }

        /// Value `i`'s bit: 1, 0, or ``outside`` when it lies outside the bitmap.
        @inline(__always)
        package func bit(_ i: Int) -> Int {
            let (k, overflow) = offset.addingReportingOverflow(i)
            guard !overflow, let base = bitmap.baseAddress, k >= 0, k &>> 3 < bitmap.count else { return Self.outside }
            return Int(base.load(fromByteOffset: k &>> 3, as: UInt8.self) &>> UInt8(truncatingIfNeeded: k & 7) & 1)
        }

        /// What ``bit(_:)`` answers past the bitmap: neither bit, and 0 when and-ed with 1.
        static var outside: Int { 2 }

        /// Whether values `i ..< i + 4` are all present (`false` when a bit lies outside the
        /// bitmap: ``bit(_:)`` then decides each value).
        @inline(__always)
        func allValid(four i: Int) -> Bool {
            let (k, overflow) = offset.addingReportingOverflow(i)
            let last = k &+ 3
            guard !overflow, let base = bitmap.baseAddress, k >= 0, last > k, last &>> 3 < bitmap.count else { return false }
            // The four bits lie in one byte or in two; the byte of the last bit is the first
            // byte or the one after it, inside the bitmap either way: two loads, no branch.
            let word = UInt16(base.load(fromByteOffset: k &>> 3, as: UInt8.self))
                | UInt16(base.load(fromByteOffset: last &>> 3, as: UInt8.self)) &<< 8
            return word &>> UInt16(truncatingIfNeeded: k & 7) & 0xF == 0xF
        }
    }

    /// Where a column door writes its values, in which shape, and the validity bitmap it
    /// fills: Arrow's `timestamp[unit]` (``counts(_:of:validity:)``) and `date32`
    /// (``days(_:validity:)``) arrays as well as `Double` seconds and exact timestamps.
    ///
    /// With a validity bitmap, the door sets bit `i` (least significant bit first) of each
    /// slot it writes to 1 for a value and to 0 for a null: a null of the column, or a
    /// failure `onFailure` answered with ``FailureAction/null``. The door writes no slot
    /// whose bit lies past the bitmap.
    public struct Output: @unchecked Sendable {
        enum Slots {
            case seconds(UnsafeMutableBufferPointer<Double>)
            case timestamps(UnsafeMutableBufferPointer<FastDate.Timestamp>)
            case counts(UnsafeMutableBufferPointer<Int64>, FastDate.EpochUnit)
            case days(UnsafeMutableBufferPointer<Int32>)
        }

        let slots: Slots
        let validity: UnsafeMutableRawBufferPointer?

        /// Seconds since 1970, as ``FastDate/parse(_:as:into:onFailure:)-(_,_,UnsafeMutableBufferPointer<Double>,_)`` writes them.
        public static func seconds(_ values: UnsafeMutableBufferPointer<Double>, validity: UnsafeMutableRawBufferPointer? = nil) -> Output {
            Output(slots: .seconds(values), validity: validity)
        }

        /// Exact ``FastDate/Timestamp``s.
        public static func timestamps(
            _ values: UnsafeMutableBufferPointer<FastDate.Timestamp>, validity: UnsafeMutableRawBufferPointer? = nil
        ) -> Output {
            Output(slots: .timestamps(values), validity: validity)
        }

        /// `Int64` counts of `unit` since 1970, truncated toward the past as the epoch formats
        /// write them (1.5 ms before 1970 is -2 ms): Arrow's `timestamp[unit]`. An instant
        /// whose count passes `Int64` (nanoseconds outside 1677–2262) fails with
        /// ``FastDate/ParseError/Kind/outOfOutputRange``.
        public static func counts(
            _ values: UnsafeMutableBufferPointer<Int64>, of unit: FastDate.EpochUnit, validity: UnsafeMutableRawBufferPointer? = nil
        ) -> Output {
            Output(slots: .counts(values, unit), validity: validity)
        }

        /// `Int32` days since 1970-01-01, each the UTC day of its instant: Arrow's `date32`.
        public static func days(_ values: UnsafeMutableBufferPointer<Int32>, validity: UnsafeMutableRawBufferPointer? = nil) -> Output {
            Output(slots: .days(values), validity: validity)
        }

        /// Writes `t` into slot `index` and sets its bit, exactly as the column door writes a
        /// value it read: for a reader that finds its instants itself (the Arrow kernel's
        /// local date-times in a zone). A slot past the values or the bitmap is not written.
        /// - Throws: ``FastDate/ParseError/Kind/outOfOutputRange`` when the output cannot
        ///   hold `t` (nothing written).
        package func write(_ t: FastDate.Timestamp, at index: Int) throws(FastDate.ParseError) {
            switch slots {
            case .seconds(let values): try write(t, at: index, into: slots(values))
            case .timestamps(let values): try write(t, at: index, into: slots(values))
            case .days(let values): try write(t, at: index, values, as: DayCount.self)
            case .counts(let values, let unit):
                switch unit {
                case .seconds: try write(t, at: index, values, as: UnitCount<InSeconds>.self)
                case .milliseconds: try write(t, at: index, values, as: UnitCount<InMilliseconds>.self)
                case .microseconds: try write(t, at: index, values, as: UnitCount<InMicroseconds>.self)
                case .nanoseconds: try write(t, at: index, values, as: UnitCount<InNanoseconds>.self)
                }
            }
        }

        private func write<Integer, Slot: ColumnOutput>(
            _ t: FastDate.Timestamp, at index: Int, _ values: UnsafeMutableBufferPointer<Integer>, as slot: Slot.Type
        ) throws(FastDate.ParseError) {
            try values.withMemoryRebound(to: Slot.self) { (slots) throws(FastDate.ParseError) in try write(t, at: index, into: self.slots(slots)) }
        }

        private func write<Slot: ColumnOutput>(_ t: FastDate.Timestamp, at index: Int, into slots: ColumnSlots<Slot>) throws(FastDate.ParseError) {
            guard index >= 0 && index < slots.values.count else { return }
            guard let slot = Slot(columnValue: t) else { throw FastDate.ParseError(.outOfOutputRange, offset: 0) }
            (slots.values.baseAddress.unsafelyUnwrapped + index).initialize(to: slot)
            slots.mark(index, valid: true)
        }

        /// The slots `values` gives, as many as the bitmap has bits for.
        func slots<Output: ColumnOutput>(_ values: UnsafeMutableBufferPointer<Output>) -> ColumnSlots<Output> {
            guard let validity else { return ColumnSlots(values) }
            let bits = validity.count > Int.max / 8 ? Int.max : validity.count &* 8
            let count = min(values.count, bits)
            return ColumnSlots(UnsafeMutableBufferPointer(rebasing: values[..<count]),
                               validity: validity.baseAddress?.assumingMemoryBound(to: UInt8.self))
        }
    }
}
