/// RFC 9557 date-times (`Spec/rfc9557/rfc9557.md`): `.iso8601`'s date-time with the offset
/// optional, ending at the first `[`, then the suffix read by `AnnotationReader`.
///
/// The date-time is read by `DateTimeReader` on the bytes before the `[` exactly as
/// `parseLocalDateTime` reads a whole input, so every rule and error of the date-time is
/// the one of `date-time.md`; the `[` is found eight bytes at a time first.
enum RFC9557Reader {
    @inline(__always)
    static func readAnnotated(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.AnnotatedDateTime {
        let cut = input.firstIndex(of: UInt8(ascii: "["))
        let head = input.prefix(cut)
        let dateTime = try DateTimeReader.readLocal(head)

        var unknownLocal = false
        if dateTime.utcOffset == 0 {
            // `Z` or `-00:00` (any `.iso8601` spelling of minus zero): the local offset is
            // unknown. The sign is the first byte before the offset's digits and colons.
            var k = cut &- 1
            if head[k] | 0x20 == UInt8(ascii: "z") {
                unknownLocal = true
            } else {
                while k > 0 && (head.digit(k) < 10 || head[k] == UInt8(ascii: ":")) { k &-= 1 }
                unknownLocal = head[k] == UInt8(ascii: "-")
            }
        }

        guard cut < input.count else {
            return FastDate.AnnotatedDateTime(dateTime, hasUnknownLocalOffset: unknownLocal, timeZone: nil, isTimeZoneCritical: false)
        }
        let suffix = try AnnotationReader.read(input, from: cut)
        if case .utcOffset(let zone) = suffix.timeZone {
            if let written = dateTime.utcOffset {
                guard unknownLocal || written == zone else {
                    throw FastDate.ParseError(.offsetMismatch, offset: suffix.timeZoneStart)
                }
            } else {
                // The numeric zone fixes the instant, which must be in range.
                _ = try dateTime.timestamp(assumingUTCOffset: zone)
            }
        }
        return FastDate.AnnotatedDateTime(
            dateTime, hasUnknownLocalOffset: unknownLocal, timeZone: suffix.timeZone,
            isTimeZoneCritical: suffix.isTimeZoneCritical)
    }

    /// The shortest date-time before a suffix: `YYYY-MM-DDTHH:mm` is 16 bytes, and with an
    /// offset or seconds at least 19, where the fast path starts looking for the `[`.
    private static var shortestDateTimeWithOffset: Int { DateTimeFastPath.prefixLength }

    /// Where the suffix most likely starts: right after `Z` or `±hh:mm` at byte 19 (the
    /// common `YYYY-MM-DDTHH:mm:ss` shape), found without a search when that byte is a `[`;
    /// otherwise the first `[` from byte 19 on. Only a guess: the fast path it feeds accepts
    /// nothing the full path would not.
    @inline(__always)
    private static func likelySuffixStart(_ input: ByteInput) -> Int {
        let afterZ = 20, afterNumericOffset = 25
        let offsetStart = input[DateTimeFastPath.prefixLength]
        if offsetStart == UInt8(ascii: "Z") && input[afterZ] == UInt8(ascii: "[") { return afterZ }
        if (offsetStart == UInt8(ascii: "+") || offsetStart == UInt8(ascii: "-")) && input[afterNumericOffset] == UInt8(ascii: "[") {
            return afterNumericOffset
        }
        return input.firstIndex(of: UInt8(ascii: "["), from: shortestDateTimeWithOffset)
    }

    /// `.rfc9557`: the instant at the written offset, a numeric zone, or `format`'s
    /// assumed offset.
    ///
    /// Small on purpose: the fast path, then the full reading as a call. (The dispatch in
    /// `FormatReader.read` still calls it rather than inlining it, as the disassembly shows.)
    @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let t = fastPath(input) { return t }
        return try readGeneral(input, assumedOffset: format.assumedUTCOffset)
    }

    /// Accept-only fast path for the common shape, `YYYY-MM-DDTHH:mm:ss[.f]±offset[Area/City]`:
    /// the same two steps that read that shape in `.iso8601` and in the full path
    /// (`DateTimeFastPath`, then `DateTimeReader.finish`), on the bytes before the `[`. A date-time
    /// they accept holds no `[`, so the `[` found from byte 19 on is the first one. No
    /// offset is assumed here: without a written one the full path decides (`:60` is then
    /// `invalidLeapSecond`, before any assumed offset applies). `nil` for anything else
    /// (another suffix, an error), which the full path reads and explains.
    @inline(__always)
    private static func fastPath(_ input: ByteInput) -> FastDate.Timestamp? {
        let cut = likelySuffixStart(input)
        guard cut < input.count, AnnotationReader.isSimpleZoneName(input, at: cut) else { return nil }
        let head = input.prefix(cut)
        guard let fields = DateTimeFastPath.fastPath(head) else { return nil }
        return try? DateTimeReader.finish(head, fields, .iso8601)
    }

    /// Every form and every error.
    @inline(never)
    private static func readGeneral(_ input: ByteInput, assumedOffset: Int32?) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let annotated = try readAnnotated(input)
        if let t = annotated.timestamp { return t }
        guard let assumedOffset else {
            throw FastDate.ParseError(.missingOffset, offset: input.firstIndex(of: UInt8(ascii: "[")))
        }
        return try annotated.dateTime.timestamp(assumingUTCOffset: assumedOffset)
    }
}
