/// Reads `year-month-day[Thh:mm[:ss[.frac]]offset]`: the date-time grammar of `.iso8601`,
/// `.rfc3339`, `.fullDate` and local date-times, left to right, reporting the first problem
/// as the Spec orders them.
///
/// Fields sit at positions known from the previous field, with fixed widths. ``readFields(_:_:)``
/// is the one place that decides the order of reading: the common shape in bulk first,
/// then (in `.iso8601`) number-or-date, then field by field, which is also where every
/// error offset is decided. The fraction and the offset are read by `FractionReader` and
/// `OffsetReader`; `DateTimeFields` turns the fields into an instant.
@usableFromInline
enum DateTimeReader {
    /// What each profile allows beyond RFC 3339's `date-time`.
    @usableFromInline
    struct Rules {
        /// `±YYYYYY` years (ECMAScript).
        var expandedYears: Bool
        /// `hh:mm` without `:ss` before an offset or the end.
        var optionalSeconds: Bool
        /// A date with nothing after it, read as UTC midnight.
        var dateAlone: Bool
        /// Whether a time follows the date at all (`false`: `.fullDate`, the date is all).
        var time: Bool
        /// An epoch number (seconds) instead of a date, decided on the first bytes.
        var numbers: Bool

        // Computed, not stored: a constant the optimizer folds into the reader, with no
        // global to initialize on first use.
        static var iso8601: Rules { Rules(expandedYears: true, optionalSeconds: true, dateAlone: true, time: true, numbers: true) }
        static var rfc3339: Rules { Rules(expandedYears: false, optionalSeconds: false, dateAlone: false, time: true, numbers: false) }
        static var fullDate: Rules { Rules(expandedYears: false, optionalSeconds: false, dateAlone: false, time: false, numbers: false) }
        /// `.iso8601`'s date-time with the offset optional: no date alone, no number.
        static var localDateTime: Rules { Rules(expandedYears: true, optionalSeconds: true, dateAlone: false, time: true, numbers: false) }
    }

    /// Reads everything up to the fraction, in the one order every date-time profile uses,
    /// and hands the result to the continuation for what the text turned out to be:
    ///
    /// 1. The common shape, `YYYY-MM-DDTHH:mm:ss`, in bulk by `DateTimeFastPath`, which only
    ///    ever accepts: it is a date for certain, so the number test is skipped. So is a date
    ///    alone, `YYYY-MM-DD`, where the rules take one.
    /// 2. With `rules.numbers`, number-or-date on the first bytes (Spec: an optional `-`
    ///    and digits that end the input or meet `.` make a number).
    /// 3. Field by field, every failure reported at its byte.
    ///
    /// Continuations rather than a returned enum: inlined, they cost nothing, where an enum
    /// carrying the fields is built, returned and taken apart on every parse.
    @inline(__always)
    static func readFields<Value>(
        _ input: ByteInput, _ rules: Rules,
        dateTime: (DateTimeFields) throws(FastDate.ParseError) -> Value,
        dateAlone: (DateTimeFields) throws(FastDate.ParseError) -> Value,
        number: (FastDate.Timestamp) throws(FastDate.ParseError) -> Value
    ) throws(FastDate.ParseError) -> Value {
        if rules.time, let fields = DateTimeFastPath.fastPath(input) { return try dateTime(fields) }
        if rules.dateAlone || !rules.time, let date = DateTimeFastPath.dateAlone(input) {
            return try dateAlone(DateTimeFields(
                year: date.century &* 100 &+ date.yearOfCentury, month: date.month, day: date.day, end: DateTimeFastPath.dateLength))
        }
        if rules.numbers, let t = try epochSeconds(input) { return try number(t) }
        var fields = try readDate(input, expandedYears: rules.expandedYears)
        if !rules.time || (rules.dateAlone && fields.end == input.count) {
            try input.expectEnd(at: fields.end)
            return try dateAlone(fields)
        }
        try readTime(input, into: &fields, optionalSeconds: rules.optionalSeconds)
        return try dateTime(fields)
    }

    /// An instant in `.iso8601`, `.rfc3339` or `.fullDate`.
    @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format, _ rules: Rules) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try readFields(
            input, rules,
            dateTime: { (fields) throws(FastDate.ParseError) in try finish(input, fields, format) },
            dateAlone: { (fields) throws(FastDate.ParseError) in try fields.timestamp(offset: 0) },  // UTC midnight
            number: { (t) throws(FastDate.ParseError) in t })
    }

    /// A local date-time: `.iso8601`'s date-time, with the offset optional. Its commonest
    /// shape, `YYYY-MM-DDTHH:mm:ss.sss` (`toISOString()` without the `Z`), is read in bulk
    /// first, accept-only, as the instant doors read `toISOString()` itself.
    static func readLocal(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.LocalDateTime {
        if input.count == DateTimeFastPath.localMillisecondsLength, let reading = DateTimeFastPath.readLocalMilliseconds(input.base) {
            return reading
        }
        return try readFields(
            input, .localDateTime,
            dateTime: { (fields) throws(FastDate.ParseError) in try finishLocal(input, fields) },
            // `Rules.localDateTime` allows neither; a throw rather than a trap or an invented
            // value, at the byte where the time should have begun.
            dateAlone: { (fields) throws(FastDate.ParseError) in throw FastDate.ParseError(.expectedTimeSeparator, offset: fields.end) },
            number: { (_) throws(FastDate.ParseError) in throw FastDate.ParseError(.expectedHyphenAfterYear, offset: 0) })
    }

    /// A civil date: exactly `YYYY-MM-DD`, `.fullDate`'s grammar and errors
    /// (`Spec/civil/civil.md`).
    static func readLocalDate(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.LocalDate {
        if let date = DateTimeFastPath.dateAlone(input) {
            return FastDate.LocalDate(unchecked: Int(date.century &* 100 &+ date.yearOfCentury), date.month, date.day)
        }
        let fields = try readDate(input, expandedYears: false)
        try input.expectEnd(at: fields.end)
        return FastDate.LocalDate(unchecked: Int(fields.year), fields.month, fields.day)
    }

    /// `.iso8601`'s number: epoch seconds, but only within the years 0000–9999
    /// (`Spec/epoch/epoch.md`, "Epoch seconds in `.iso8601`"); `nil` when the text is not a
    /// number. A count past them is never a real count of seconds (a 13-digit millisecond
    /// count would be the year 53,183), so it is an error that names the formats that read
    /// it, not a date far in the future.
    @inline(never)
    private static func epochSeconds(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.Timestamp? {
        let t: FastDate.Timestamp
        do throws(FastDate.ParseError) {
            guard let number = try EpochReader.read(input, unit: .seconds, onlyIfNumber: true) else { return nil }
            t = number
        } catch {
            guard error.kind == .outOfRange else { throw error }
            throw FastDate.ParseError(.numberOutsideEpochSecondsYears, offset: 0)
        }
        guard CivilCalendar.isInFourDigitYears(t.seconds) else {
            throw FastDate.ParseError(.numberOutsideEpochSecondsYears, offset: 0)
        }
        return t
    }

    /// `year-month-day`; a year is 4 digits, or with `expandedYears` also a sign and 6 digits.
    @inline(__always)
    private static func readDate(_ input: ByteInput, expandedYears: Bool) throws(FastDate.ParseError) -> DateTimeFields {
        var i: Int
        let year: Int64
        let first = input[0]
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            guard expandedYears else { throw FastDate.ParseError(.expectedYear, offset: 0) }
            let magnitude = try input.digits(1, width: 6, orThrow: .expectedYear)
            if first == UInt8(ascii: "-") {
                guard magnitude != 0 else { throw FastDate.ParseError(.invalidExpandedYear, offset: 0) }
                year = -Int64(magnitude)
            } else {
                year = Int64(magnitude)
            }
            i = 7
        } else {
            year = Int64(try input.digits(0, width: 4, orThrow: .expectedYear))
            i = 4
        }

        try input.expect(UInt8(ascii: "-"), at: i, orThrow: .expectedHyphenAfterYear)
        let month = try DateTimeFields.month(input.digits(i + 1, width: 2, orThrow: .expectedMonth), at: i + 1)
        try input.expect(UInt8(ascii: "-"), at: i + 3, orThrow: .expectedHyphenAfterMonth)
        let day = try DateTimeFields.day(
            input.digits(i + 4, width: 2, orThrow: .expectedDay), month: month, year: year, at: i + 4)
        return DateTimeFields(year: year, month: month, day: day, end: i + 6)
    }

    /// `T hh:mm:ss` after the date; with `optionalSeconds`, `:ss` may be left out directly
    /// before an offset or the end.
    @inline(__always)
    private static func readTime(_ input: ByteInput, into fields: inout DateTimeFields, optionalSeconds: Bool) throws(FastDate.ParseError) {
        var i = fields.end
        let separator = input[i]
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " ") else {
            throw FastDate.ParseError(.expectedTimeSeparator, offset: i)
        }
        fields.hour = try DateTimeFields.hour(input.digits(i + 1, width: 2, orThrow: .expectedHour), at: i + 1)
        try input.expect(UInt8(ascii: ":"), at: i + 3, orThrow: .expectedColonAfterHour)
        fields.minute = try DateTimeFields.minute(input.digits(i + 4, width: 2, orThrow: .expectedMinute), at: i + 4)
        i += 6

        if input[i] == UInt8(ascii: ":") {
            fields.second = try DateTimeFields.second(input.digits(i + 1, width: 2, orThrow: .expectedSecond), at: i + 1)
            i += 3
        } else if !optionalSeconds || !OffsetReader.startsOffset(input, at: i) {
            // `.iso8601` may omit the seconds (ECMAScript's `HH:mm`), but only directly
            // before an offset or the end.
            throw FastDate.ParseError(.expectedColonAfterMinute, offset: i)
        } else {
            fields.hasSeconds = false
        }
        fields.end = i
    }

    /// Everything after the seconds: fraction, offset, end of input, leap second, range.
    @inline(always)  // guaranteed, not a hint: see `FormatReader`'s note on the two spellings
    static func finish(_ input: ByteInput, _ fields: DateTimeFields, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        var fields = fields
        var i = fields.end
        if fields.hasSeconds && input[i] == UInt8(ascii: ".") {
            (fields.nanoseconds, i) = try FractionReader.read(input, from: i &+ 1)
        }
        let offset: Int
        (offset, i) = try OffsetReader.read(
            input, at: i, strict: !format.readsISO8601, assumed: format.assumedUTCOffset
        )
        try input.expectEnd(at: i)

        // 23:59:60 UTC reads as 23:59:59 plus the fraction.
        try fields.resolveLeapSecond(offset: offset, secondAt: fields.end &- 2)
        return try fields.timestamp(offset: offset)
    }

    /// The ending of a local date-time. Followed by an offset, it names an instant and is
    /// read exactly as `.iso8601` reads it; at the end of input it stays a local
    /// reading, which cannot be a leap second (that needs the UTC time) and must be within
    /// a day of the range (some offset could still bring it in).
    static func finishLocal(_ input: ByteInput, _ fields: DateTimeFields) throws(FastDate.ParseError) -> FastDate.LocalDateTime {
        var i = fields.end
        var nanoseconds = 0
        if fields.hasSeconds && input[i] == UInt8(ascii: ".") {
            (nanoseconds, i) = try FractionReader.read(input, from: i &+ 1)
        }
        guard i == input.count else {
            let t = try finish(input, fields, .iso8601)
            return FastDate.LocalDateTime(unchecked: t.seconds &+ Int64(t.utcOffset), t.nanoseconds, t.utcOffset)
        }
        if fields.second == 60 {
            throw FastDate.ParseError(.invalidLeapSecond, offset: fields.end - 2, value: 60)
        }
        let localSeconds = try fields.localSeconds()
        let exact = Int32(truncatingIfNeeded: nanoseconds)
        guard FastDate.LocalDateTime.canBeInRange(localSeconds, exact) else {
            throw FastDate.ParseError(.outOfRange, offset: 0)
        }
        return FastDate.LocalDateTime(unchecked: localSeconds, exact, nil)
    }
}
