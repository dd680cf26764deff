/// Which other format reads a text that the asked-for format refused, so that the error
/// can say so (`Spec/date-time/date-time.md`, "Errors that name the right format").
///
/// Worked out only on the error path of the public doors, by the other grammars' own
/// readers, so reading a valid text costs nothing more; stored in the error as one byte,
/// and turned into words only when ``FastDate/ParseError/description`` is asked for.
enum FormatHint: UInt8, Sendable {
    case nothing = 0
    case iso8601, rfc9557, iso8601Basic, httpDate, rfc5322, dotNetJSON, cookieDate
    case epochSeconds, epochMilliseconds
    case duration

    /// The format as it is spelled in code.
    var spelling: String? {
        switch self {
        case .nothing: nil
        case .iso8601: ".iso8601"
        case .rfc9557: ".rfc9557"
        case .iso8601Basic: ".iso8601Basic"
        case .httpDate: ".httpDate"
        case .rfc5322: ".rfc5322"
        case .dotNetJSON: ".dotNetJSON"
        case .cookieDate: ".cookieDate"
        case .epochSeconds: ".epoch(.seconds)"
        case .epochMilliseconds: ".epoch(.milliseconds)"
        case .duration: "FastDate.parseDuration"
        }
    }

    /// The grammars tried in turn, in this order: the strict and common ones first. The
    /// duration and the cookie date come after them (`find`), the cookie date last and only
    /// for a text in GMT, as it reads a date out of almost any text with a month name in it
    /// and skips a zone it does not know.
    private static var grammarsInOrder: ClosedRange<UInt8> { FormatHint.iso8601.rawValue...FormatHint.dotNetJSON.rawValue }

    /// The format a grammar hint stands for.
    private var format: FastDate.Format {
        switch self {
        case .iso8601: .iso8601
        case .rfc9557: .rfc9557
        case .iso8601Basic: .iso8601Basic
        case .httpDate: .httpDate
        case .rfc5322: .rfc5322
        case .dotNetJSON: .dotNetJSON
        case .cookieDate: .cookieDate
        case .epochSeconds: .epoch(.seconds)
        case .epochMilliseconds, .nothing, .duration: .epoch(.milliseconds)
        }
    }

    /// The first other format that reads all of `bytes`, for an `error` that `format`
    /// reported; `.nothing` when the error is about a value rather than the shape (a day
    /// out of range is wrong in every format) or when no other format reads the text.
    static func find(_ bytes: UnsafeRawBufferPointer, failedAs format: FastDate.Format, _ error: FastDate.ParseError) -> FormatHint {
        guard !error.kind.isAboutAValue, let base = bytes.baseAddress, bytes.count > 0 else { return .nothing }
        let input = ByteInput(base: base, count: bytes.count)
        if let number = epochNumber(input, failedAs: format) { return number }
        var raw = grammarsInOrder.lowerBound
        while raw <= grammarsInOrder.upperBound {
            let hint = FormatHint(rawValue: raw).unsafelyUnwrapped
            if !format.reads(hint), reads(bytes, hint.format) { return hint }
            raw &+= 1
        }
        if readsDuration(input) { return .duration }
        if !format.reads(.cookieDate), isInGMT(input), reads(bytes, FormatHint.cookieDate.format) { return .cookieDate }
        return .nothing
    }

    /// Whether a text says it is in GMT and names no other offset (no `+`, no ` -`): the
    /// cookie date skips any token it does not know, a zone included, so it is named only
    /// where reading it as UTC gives the instant the text means.
    private static func isInGMT(_ input: ByteInput) -> Bool {
        var sawGMT = false
        var i = 0
        while i < input.count {
            let byte = input[i]
            if byte == UInt8(ascii: "+") || (byte == UInt8(ascii: "-") && i > 0 && input[i &- 1] == UInt8(ascii: " ")) { return false }
            if i &+ 3 <= input.count, byte | 0x20 == UInt8(ascii: "g"), input[i &+ 1] | 0x20 == UInt8(ascii: "m"),
               input[i &+ 2] | 0x20 == UInt8(ascii: "t") {
                sawGMT = true
            }
            i &+= 1
        }
        return sawGMT
    }

    // `do`/`catch` rather than `try?`, which would box each typed error in an `any Error`:
    // an allocation on a path that must make none.

    private static func reads(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) -> Bool {
        do {
            _ = try FormatReader.read(bytes, format)
            return true
        } catch {
            return false
        }
    }

    private static func readsDuration(_ input: ByteInput) -> Bool {
        do {
            _ = try DurationReader.read(input)
            return true
        } catch {
            return false
        }
    }

    /// For a plain number: epoch seconds where it is seconds within the years 0000–9999,
    /// else milliseconds where it is those; `nil` when the text is not a number.
    private static func epochNumber(_ input: ByteInput, failedAs format: FastDate.Format) -> FormatHint? {
        let seconds: FastDate.Timestamp
        do {
            guard let number = try EpochReader.read(input, unit: .seconds, onlyIfNumber: true) else { return nil }
            seconds = number
        } catch {
            return nil
        }
        if isWithinYears(seconds) { return format.reads(.epochSeconds) ? FormatHint.nothing : .epochSeconds }
        do {
            guard let milliseconds = try EpochReader.read(input, unit: .milliseconds), isWithinYears(milliseconds) else {
                return FormatHint.nothing
            }
        } catch {
            return FormatHint.nothing
        }
        return format.reads(.epochMilliseconds) ? FormatHint.nothing : .epochMilliseconds
    }

    private static func isWithinYears(_ t: FastDate.Timestamp) -> Bool {
        t.seconds >= CivilCalendar.year0000Seconds && t.seconds < CivilCalendar.year10000Seconds
    }
}

extension FastDate.Format {
    /// Whether this format already reads what `hint` names, so naming it would not help.
    fileprivate func reads(_ hint: FormatHint) -> Bool {
        switch hint {
        case .nothing: true
        case .iso8601: profile == .iso8601 || profile == .javaScript
        case .rfc9557: profile == .rfc9557
        case .iso8601Basic: profile == .iso8601Basic
        case .httpDate: profile == .httpDate
        case .rfc5322: profile == .rfc5322
        case .dotNetJSON: profile == .dotNetJSON
        case .cookieDate: profile == .cookieDate
        case .epochSeconds: (profile == .epoch && unit == .seconds) || readsISO8601
        case .epochMilliseconds: profile == .epoch && unit == .milliseconds
        case .duration: false
        }
    }
}

extension FastDate.ParseError.Kind {
    /// Whether the text had the right shape and a field's value was wrong (a day past the
    /// month's end, a weekday that does not match): another format would not help.
    var isAboutAValue: Bool {
        switch self {
        case .monthOutOfRange, .dayOutOfRange, .hourOutOfRange, .hourOutOfRangeFor12HourClock, .minuteOutOfRange,
             .secondOutOfRange, .offsetHourOutOfRange, .offsetMinuteOutOfRange, .offsetSecondOutOfRange,
             .invalidLeapSecond, .outOfRange, .numberOutsideEpochSecondsYears, .weekdayMismatch, .yearOutOfRange,
             .weekOutOfRange, .weekdayOutOfRange, .dayOfYearOutOfRange, .durationOutOfRange, .offsetMismatch,
             .unknownTimeZone, .skippedLocalTime, .repeatedLocalTime, .invalidExpandedYear, .invalidColumnOffsets, .missingField, .outOfOutputRange, .empty:
            true
        default:
            false
        }
    }
}

extension FastDate.ParseError {
    /// This error, with the other format that reads `bytes` when there is one.
    func hinted(_ bytes: UnsafeRawBufferPointer, failedAs format: FastDate.Format) -> Self {
        var hinted = self
        hinted.hint = FormatHint.find(bytes, failedAs: format, self)
        return hinted
    }
}
