// Epoch numbers' grammar (`FormatGrammar`): fractions of the unit (`EpochDigits`), no offset
// to write or assume, and the column's four-value epoch path.

@usableFromInline
enum EpochGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        // Tried first for a hint: a plain number is an epoch number or nothing.
        FormatFacts(name: "epoch", fractions: .epoch, takesWrittenOffset: false, columnFastPath: .epoch, isNumber: true,
                    hintRank: 0)
    }
    /// A plain number of the unit: a number so short to read that the dispatcher's frame
    /// and its jump on the profile were a large part of it.
    @usableFromInline @inline(__always)
    static func fastPath(_ input: ByteInput, _ format: FastDate.Format) -> FastDate.Timestamp? {
        EpochReader.fastPath(input, format.unit)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try EpochReader.readNumber(input, unit: format.unit)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try EpochWriter.write(t, unit: format.unit, digits: format.epochDigits, into: buffer)
    }

    /// For a plain number: epoch seconds where it is seconds within the years 0000–9999,
    /// else milliseconds where it is those; `nil` otherwise. No other grammar reads a plain
    /// number that neither unit places in those years.
    @usableFromInline
    static func hint(for input: ByteInput, _ plain: FastDate.Format) -> FastDate.Format? {
        // `do`/`catch` rather than `try?`, which would box the typed error.
        do {
            // Not a number at all: asked once, as seconds.
            guard let seconds = try EpochReader.read(input, unit: .seconds, onlyIfNumber: true) else { return nil }
            if isWithinYears(seconds) { return .epoch(.seconds) }
            guard let milliseconds = try EpochReader.read(input, unit: .milliseconds) else { return nil }
            return isWithinYears(milliseconds) ? .epoch(.milliseconds) : nil
        } catch {
            return nil
        }
    }

    /// Whether `t` is within the years 0000–9999, where a number's unit is plain.
    private static func isWithinYears(_ t: FastDate.Timestamp) -> Bool {
        CivilCalendar.isInFourDigitYears(t.seconds)
    }
}

// The format's member of `FastDate.Format`, as users spell it.
extension FastDate.Format {
    /// A decimal number of `unit`s since 1970-01-01T00:00:00Z, such as
    /// `1616112000123` milliseconds. Read exactly to the nanosecond.
    ///
    /// Written exactly: whole units, then the fraction of a unit when there is one, with
    /// no trailing zeros (`1764200000.75` seconds, `1616146640123.5` milliseconds), so
    /// that every number written reads back as the same instant.
    /// ``fractionDigits(_:)`` fixes the number of fraction digits instead (at most those
    /// that reach a nanosecond, which is all the reader takes), truncated toward the past:
    /// `.epoch(.seconds).fractionDigits(0)` writes whole seconds. See
    /// `Spec/epoch/epoch.md`.
    @inlinable public static func epoch(_ unit: FastDate.EpochUnit) -> Self {
        Self(.epoch, detail: unit.code)
    }
}
