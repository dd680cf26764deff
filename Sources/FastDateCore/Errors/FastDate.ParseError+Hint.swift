/// Which other format reads a text that the asked-for format refused, so that the error
/// can say so (`Spec/date-time/date-time.md`, "Errors that name the right format").
///
/// Found on the error path of the public doors (`FormatHint.find`, beside the grammars that
/// answer it), so reading a valid text costs nothing more; stored in the error as two bytes,
/// and turned into words only when ``FastDate/ParseError/description`` is asked for.
struct FormatHint: Sendable {
    /// The format's kind, as `FastDate.Format.Profile`'s raw value, or one of the two codes
    /// below that are not a format.
    private let kind: UInt8
    /// The format's `detail`: for an epoch number, its unit.
    private let detail: UInt8

    /// No other format reads the text.
    static var nothing: Self { Self(kind: .max, detail: 0) }
    /// The text is an ISO 8601 duration, which no date format reads.
    static var duration: Self { Self(kind: .max &- 1, detail: 0) }

    private init(kind: UInt8, detail: UInt8) { (self.kind, self.detail) = (kind, detail) }

    /// A hint that names `format`.
    init(_ format: FastDate.Format) { self.init(kind: format.profile.rawValue, detail: format.detail) }

    /// The format as it is spelled in code.
    var spelling: String? {
        switch kind {
        case Self.nothing.kind: nil
        case Self.duration.kind: "FastDate.parseDuration"
        default: FastDate.Format.Profile(rawValue: kind).map { FastDate.Format($0, detail: detail).spelling }
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
