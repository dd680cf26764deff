extension FastDate {
    /// Many date texts laid end to end in one buffer, read by one call: a log's timestamps,
    /// a CSV column, an Apache Arrow string array.
    ///
    /// A column is a view: it holds the caller's pointers and copies nothing, so it is only
    /// valid while they are (inside `withUnsafeBytes`, or as long as an Arrow buffer lives).
    /// Three layouts describe where each value is:
    /// - **Offsets**, as Arrow stores a string array: `n + 1` ascending byte offsets, value
    ///   `i` being the bytes `offsets[i] ..< offsets[i + 1]`. Arrow's `utf8` arrays use
    ///   `Int32` offsets and `large_utf8` arrays 64-bit ones; both are taken as they are.
    ///   The first offset need not be 0 (a sliced array).
    /// - **A separator byte**, as in a file of lines: each value ends at the next separator
    ///   or at the end of the bytes. One separator after the last value ends it, as the
    ///   newline at the end of a file does, so `"a\nb\n"` is two values, not three.
    /// - **Records**, as in a log or a CSV file: one value in each line, at its start, in a
    ///   field, or between two bytes (``Field``), read where it is.
    ///
    /// ```swift
    /// let text = Array("2021-03-19T09:37:20.123Z\n2021-03-19T09:37:21.456Z\n".utf8)
    /// var seconds: [Double] = []
    /// let result = text.withUnsafeBytes { bytes in
    ///     let column = FastDate.Column(bytes, separator: UInt8(ascii: "\n"))
    ///     seconds = [Double](repeating: .nan, count: column.count)
    ///     return seconds.withUnsafeMutableBufferPointer { values in
    ///         FastDate.parse(column, into: values)
    ///     }
    /// }
    /// result.count  // 2
    /// ```
    ///
    /// Offsets and bytes are untrusted like the text: an offset that goes backwards or past
    /// the bytes is a ``ParseError/Kind/invalidColumnOffsets`` failure of that value, never a
    /// read outside the buffer.
    ///
    /// `Sendable` as `Span` is: it only reads what it views, so handing it to another task
    /// is as safe as handing over the buffers, which must outlive that task's use.
    public struct Column: @unchecked Sendable {
        /// Where the values are; see the initializers.
        enum Boundaries {
            case offsets32(UnsafeBufferPointer<Int32>)
            case offsets(UnsafeBufferPointer<Int>)
            case separator(UInt8)
            case records(Field)
        }

        let bytes: UnsafeRawBufferPointer
        let boundaries: Boundaries
        /// Which values are null, for an Arrow array's offsets.
        var validity: Validity? = nil

        /// A column laid out as an Arrow `utf8` array: `offsets.count − 1` values, value `i`
        /// being `bytes[offsets[i] ..< offsets[i + 1]]`. No offsets, or one, is no values.
        /// With `validity`, the values whose bit is 0 are null: not read, and null in the output.
        public init(_ bytes: UnsafeRawBufferPointer, offsets: UnsafeBufferPointer<Int32>, validity: Validity? = nil) {
            self.bytes = bytes
            self.boundaries = .offsets32(offsets)
            self.validity = validity
        }

        /// A column laid out as an Arrow `large_utf8` array, with offsets as wide as `Int`:
        /// `offsets.count − 1` values, value `i` being `bytes[offsets[i] ..< offsets[i + 1]]`.
        /// With `validity`, the values whose bit is 0 are null: not read, and null in the output.
        public init(_ bytes: UnsafeRawBufferPointer, offsets: UnsafeBufferPointer<Int>, validity: Validity? = nil) {
            self.bytes = bytes
            self.boundaries = .offsets(offsets)
            self.validity = validity
        }

        /// A column of values that each end at `separator` or at the end of `bytes`; one
        /// separator after the last value ends it and does not start another. Empty
        /// `bytes` are no values; two separators in a row are an empty value between them.
        public init(_ bytes: UnsafeRawBufferPointer, separator: UInt8) {
            self.bytes = bytes
            self.boundaries = .separator(separator)
        }

        /// A column of records, one a line, each holding one value where `field` says:
        /// `Column(log, records: .prefix)` for a log whose lines start with a timestamp,
        /// `Column(csv, records: .csv(2))` for the third field of a CSV file. Nothing is
        /// copied; a record without the field is a ``ParseError/Kind/missingField`` failure
        /// of its value.
        public init(_ bytes: UnsafeRawBufferPointer, records field: Field) {
            self.bytes = bytes
            self.boundaries = .records(field)
        }

        /// The column without its first `k` values: `Column(csv, records: .csv(2)).dropFirst()`
        /// reads a CSV file without its header record, `dropFirst(3)` a log without its three
        /// lines of preamble. Value 0 of the result is value `k` of this column, in
        /// ``Column/Failure/index`` too. Dropping more values than there are leaves none.
        ///
        /// A record ends where the column's reading would end it (a quoted CSV field may
        /// hold a newline); nothing is read or copied but the records dropped.
        public func dropFirst(_ k: Int = 1) -> Column {
            guard k > 0 else { return self }
            switch boundaries {
            case .offsets32(let offsets):
                let drop = min(k, max(offsets.count &- 1, 0))
                return Column(bytes, offsets: UnsafeBufferPointer(rebasing: offsets[drop...]), validity: validity?.dropping(drop))
            case .offsets(let offsets):
                let drop = min(k, max(offsets.count &- 1, 0))
                return Column(bytes, offsets: UnsafeBufferPointer(rebasing: offsets[drop...]), validity: validity?.dropping(drop))
            case .separator(let separator):
                var start = 0
                var dropped = 0
                while dropped < k, start < bytes.count, let base = bytes.baseAddress {
                    start = ColumnSeparator.find(separator, in: base, from: start, count: bytes.count) &+ 1
                    dropped &+= 1
                }
                return Column(UnsafeRawBufferPointer(rebasing: bytes[min(start, bytes.count)...]), separator: separator)
            case .records(let field):
                let start: Int
                switch field.place {
                case .delimited(let index, let delimiter, quoted: true):
                    start = Self.recordStart(after: k, bytes, DelimitedLocator(index: index, delimiter: delimiter, quoted: true))
                default:
                    start = Self.recordStart(after: k, bytes, PrefixLocator())
                }
                return Column(UnsafeRawBufferPointer(rebasing: bytes[min(start, bytes.count)...]), records: field)
            }
        }

        /// Where record `k` of `bytes` starts, as `locator` finds the records.
        private static func recordStart<Locator: RecordLocator>(after k: Int, _ bytes: UnsafeRawBufferPointer, _ locator: Locator) -> Int {
            var cursor = RecordCursor(bytes, locator)
            var dropped = 0
            while dropped < k, cursor.next() != nil { dropped &+= 1 }
            return cursor.position
        }

        /// How many values the column has: what a buffer for all of them must hold.
        ///
        /// Read from the offsets' count; for a separated column, by counting separators, and
        /// for records by finding each record's end (one pass over the bytes).
        public var count: Int {
            switch boundaries {
            case .offsets32(let offsets): max(offsets.count &- 1, 0)
            case .offsets(let offsets): max(offsets.count &- 1, 0)
            case .separator(let separator): ColumnSeparator.valueCount(bytes, separator)
            case .records(let field):
                switch field.place {
                case .delimited(let index, let delimiter, quoted: true):
                    RecordCursor.recordCount(bytes, DelimitedLocator(index: index, delimiter: delimiter, quoted: true))
                default: ColumnSeparator.valueCount(bytes, RecordEnd.newline)
                }
            }
        }
    }
}
