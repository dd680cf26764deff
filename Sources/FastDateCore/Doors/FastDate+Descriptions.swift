// The values' `description`s: text written by their grammars' writers, so here with the
// other doors rather than beside the values (`Values/` holds no grammar).

extension FastDate.Timestamp: CustomStringConvertible {
    /// The timestamp as ISO 8601 text in its own offset, with the fewest of 0, 3, 6 or 9
    /// fraction digits that hold its nanoseconds: `2021-03-19T10:37:20.123+01:00` (RFC 3339
    /// whenever the offset is whole minutes; `+05:53:28` otherwise).
    ///
    /// What ``FastDate/parseTimestamp(_:)-(Text)`` reads back to an equal value, so
    /// logs and test failures show the date rather than raw fields. A value the
    /// formatter refuses (an offset or instant outside the supported range) is shown as its
    /// fields instead.
    public var description: String {
        do {
            return try ByteWriter.string { buffer throws(FastDate.FormatError) in
                try DateTimeWriter.write(self, fractionDigits: fewestFractionDigits, offsetSeconds: true, into: buffer)
            }
        } catch {
            return "Timestamp(seconds: \(seconds), nanoseconds: \(nanoseconds), utcOffset: \(utcOffset))"
        }
    }
}

extension FastDate.ISODuration {
    /// The canonical ISO 8601 text, as ``FastDate/format(_:style:)`` writes it.
    public var description: String { DurationWriter.string(self) }
}
