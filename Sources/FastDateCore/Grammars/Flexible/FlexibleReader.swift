/// ``FastDate/Format/flexible``'s reading: whatever a loosely specified backend sends, tried
/// grammar by grammar in an order that lets the common text pay for one grammar only
/// (`Spec/flexible/flexible.md`).
///
/// 1. A text that begins with a letter (a day or month name) is an RFC 5322 date-time or an
///    HTTP-date: no ISO 8601 date-time or number begins with one.
/// 2. A number is epoch seconds or milliseconds by its magnitude (``FlexibleEpochRule``).
/// 3. ISO 8601, `.iso8601`'s grammar.
/// 4. When ISO 8601 refuses it: a .NET JSON date (`/Date(…)/`), an RFC 9557 suffix where ISO
///    8601 stopped at its `[`, or else RFC 5322 and HTTP-date; of these three the error of
///    the one that read furthest, ISO 8601's on a tie.
///
/// Every step after the first is tried only once the one before has refused the text, so
/// its error can never hide a date another step reads. The `FastDate` module's
/// `.fastFlexible` is this reading, with two additions the core cannot make without a time
/// zone database: a zone name in an RFC 9557 suffix is looked up, and with a zone a
/// date-time without an offset is local time there.
package enum FlexibleReader {
    /// How an RFC 9557 text is turned into an instant: the core's `.rfc9557` reading (a zone
    /// name alone is `missingOffset`), or the `FastDate` module's, which looks the name up.
    package typealias Annotated = (UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp

    @usableFromInline
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try read(UnsafeRawBufferPointer(start: input.base, count: input.count), format) { (bytes) throws(FastDate.ParseError) in
            try readTimestampUnhinted(bytes, format.sameReading(as: .rfc9557))
        }
    }

    /// The whole reading, with RFC 9557 suffixes turned into instants by `annotated`.
    package static func read(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format, annotated: Annotated) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let t = internetDateFirst(bytes, format) { return t }
        if let t = try FlexibleEpochRule.timestampIfNumber(bytes) { return t }
        do throws(FastDate.ParseError) {
            return try iso8601(bytes, format)
        } catch {
            return try afterISO8601(bytes, format, isoError: error, annotated: annotated)
        }
    }

    /// Step 3: `.iso8601`, through the format-less door's fast path when no offset is assumed.
    @inline(__always)
    static func iso8601(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        guard format.assumedUTCOffset == nil else { return try readTimestampUnhinted(bytes, format.sameReading(as: .iso8601)) }
        return try readTimestampUnhinted(bytes)
    }

    /// Step 1: an RFC 5322 date-time or an HTTP-date, read straight away when the text begins
    /// with a letter; `nil` when it does not, or when neither reads it (the usual order then
    /// runs and decides the error, so the outcome is the same, only sooner).
    @inline(__always)
    package static func internetDateFirst(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) -> FastDate.Timestamp? {
        // Subscripts, not `first`: the generic `Collection` members allocate in a debug build.
        guard bytes.count > 0, EnglishNames.isLetter(bytes[0]) else { return nil }
        do throws(FastDate.ParseError) {
            return try internetDate(bytes, format, isoError: FastDate.ParseError(.expectedYear, offset: 0))
        } catch {
            return nil
        }
    }

    /// Step 4: the grammars tried once ISO 8601 has refused the text with `isoError`, so
    /// that ISO text pays nothing for them. ISO 8601 stops at byte 0 for a .NET date's `/`
    /// or `\`, which no other grammar begins with, and at an RFC 9557 suffix's `[`.
    package static func afterISO8601(
        _ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format, isoError: FastDate.ParseError, annotated: Annotated
    ) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if isDotNetDate(bytes) { return try readTimestampUnhinted(bytes, .dotNetJSON) }
        guard isoError.offset < bytes.count, bytes[isoError.offset] == UInt8(ascii: "[") else {
            return try internetDate(bytes, format, isoError: isoError)
        }
        return try annotated(bytes)
    }

    /// An RFC 5322 date-time, or else an HTTP-date (its RFC 850 and asctime forms are not
    /// RFC 5322, and its two-digit years are read against the format's current year). When
    /// neither reads the text, the error of the grammar that read furthest into it, ISO
    /// 8601's on a tie: `2021-13-01` fails in ISO 8601's month, `Sun, 06 Nox 1994` in RFC
    /// 5322's, and `NaN` at byte 0, where "expected a digit of the year" is the natural
    /// reading.
    static func internetDate(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format, isoError: FastDate.ParseError) throws(FastDate.ParseError) -> FastDate.Timestamp {
        var furthest = isoError
        do throws(FastDate.ParseError) {
            return try readTimestampUnhinted(bytes, format.sameReading(as: .rfc5322))
        } catch where error.offset > furthest.offset {
            furthest = error
        } catch {}
        do throws(FastDate.ParseError) {
            return try readTimestampUnhinted(bytes, format.sameReading(as: .httpDate))
        } catch where error.offset > furthest.offset {
            furthest = error
        } catch {}
        throw furthest
    }

    /// Whether `bytes` begin as a .NET JSON date does, `/Date(` or `\/Date(`: then that
    /// grammar reads them and decides their error; any other text keeps ISO 8601's.
    static func isDotNetDate(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let input = ByteInput(base: base, count: bytes.count)
        return DotNetJSONReader.beginsWithOpening(input, at: input[0] == UInt8(ascii: "\\") ? 1 : 0)
    }
}
