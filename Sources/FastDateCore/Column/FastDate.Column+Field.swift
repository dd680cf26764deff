extension FastDate.Column {
    /// Where a column's value is in each record of a text of records: a log line that starts
    /// with its timestamp, a field of a CSV or TSV file, the text between two bytes
    /// (`Spec/column/column.md`, "Records").
    ///
    /// Records end at a newline (`\n`); a `\r` before it belongs to the record's end, not to
    /// a value. A newline after the last record starts no other, and in CSV a newline inside
    /// a quoted field is part of the field, not a record's end.
    ///
    /// ```swift
    /// FastDate.Column(log, records: .prefix)                   // "2021-03-19T09:37:20.123Z GET /index.html"
    /// FastDate.Column(csv, records: .csv(2))                   // id,name,"2021-03-19T09:37:20.123Z",…
    /// FastDate.Column(tsv, records: .delimited(0, by: 0x09))   // a tab-separated first field
    /// FastDate.Column(access, records: .between(UInt8(ascii: "["), and: UInt8(ascii: "]")))
    /// ```
    public struct Field: Sendable, Hashable {
        enum Place: Hashable {
            case prefix
            case delimited(index: Int, delimiter: UInt8, quoted: Bool)
            case between(open: UInt8, close: UInt8)
        }

        let place: Place

        /// The date at the start of each record, with anything after it: the format's own
        /// reading ends the value, where a whole value would end before bytes it does not
        /// read (`2021-03-19T09:37:20.123Z GET /` is read up to the `Z`).
        public static var prefix: Field { Field(place: .prefix) }

        /// Field `index` (from 0) of RFC 4180 CSV: fields separated by `delimiter` (a
        /// comma unless given), a field that starts with `"` quoted up to its closing `"`,
        /// with `""` for a quote inside it and the delimiter and newlines its own bytes.
        /// A quoted field's value is the bytes between its quotes.
        public static func csv(_ index: Int, delimiter: UInt8 = UInt8(ascii: ",")) -> Field {
            Field(place: .delimited(index: index, delimiter: delimiter, quoted: true))
        }

        /// Field `index` (from 0) of records whose fields are separated by `delimiter` and
        /// never quoted: TSV (`0x09`), or any delimiter byte. A `"` is a byte like any other.
        public static func delimited(_ index: Int, by delimiter: UInt8) -> Field {
            Field(place: .delimited(index: index, delimiter: delimiter, quoted: false))
        }

        /// The bytes after the first `open` of each record, up to the next `close`:
        /// `[10/Oct/2000:13:55:36 -0700]` in a Common Log Format line.
        public static func between(_ open: UInt8, and close: UInt8) -> Field {
            Field(place: .between(open: open, close: close))
        }
    }
}
