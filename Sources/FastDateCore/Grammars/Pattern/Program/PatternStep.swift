/// What one step of a compiled pattern reads and writes: a run of literal bytes or one date
/// field (`Spec/patterns/patterns.md`, "Symbols").
enum PatternField: UInt8, Sendable {
    case literal
    /// `G`: `AD`/`BC`; `GGGG` `Anno Domini`/`Before Christ`; `GGGGG` `A`/`B`.
    case era
    /// `y`, `yyy`, `yyyy`, …: the year (of the era when `G` is present).
    case year
    /// `yy`: two digits, read in the two-digit-year window.
    case twoDigitYear
    /// `Y`…: the ISO 8601 week-based year.
    case weekYear
    /// `w`, `ww`: the ISO 8601 week of the week-based year.
    case week
    /// `e`, `ee`: the ISO 8601 day of the week, 1 (Monday) to 7.
    case weekdayNumber
    /// `M`, `MM`, `L`, `LL`: the month as a number.
    case month
    /// `MMM`, `LLL`: `Mar`.
    case monthAbbreviation
    /// `MMMM`, `LLLL`: `March`.
    case monthName
    /// `d`, `dd`.
    case day
    /// `D`, `DD`, `DDD`: the day of the year.
    case dayOfYear
    /// `E`, `EE`, `EEE`, `eee`: `Fri`.
    case weekdayAbbreviation
    /// `EEEE`, `eeee`: `Friday`.
    case weekdayName
    /// `a`: `AM`/`PM`.
    case meridiem
    /// `H`, `HH`: 0–23.
    case hour
    /// `h`, `hh`: 1–12, with `a`.
    case clockHour12
    /// `K`, `KK`: 0–11, with `a`.
    case hour12
    /// `k`, `kk`: 1–24, 24 being midnight at the start of the day.
    case clockHour24
    /// `m`, `mm`.
    case minute
    /// `s`, `ss`.
    case second
    /// `S`…`SSSSSSSSS`: exactly that many fraction digits; strftime's `%f` reads 1–6
    /// (its step's widths) and writes its letters.
    case fraction
    /// chrono's `%.f`: a `.` and 1–9 fraction digits, or nothing; written as 3, 6 or 9
    /// digits, the fewest that hold the nanoseconds exactly, and not at all for none.
    case dotFraction
    /// chrono's `%s`: whole seconds since 1970-01-01T00:00:00Z, signed, the instant itself.
    case epochSeconds
    /// `Z`, `ZZ`, `ZZZ`, `xx`, `xxxx` and the other numeric offsets; the step's `variant`
    /// says which (``PatternOffsetStyle``).
    case offset
    /// `ZZZZ`, `OOOO`, `O`: localized GMT, `GMT+01:00` or `GMT+1`.
    case gmtOffset
    /// `z`, `zz`, `zzz`: a zone abbreviation (written as `GMT+1`).
    case zoneAbbreviation

    /// Whether the field is written in digits, so that two of them side by side need fixed
    /// widths (``PatternError/Kind/ambiguousNumber``).
    var isNumber: Bool {
        switch self {
        case .year, .twoDigitYear, .weekYear, .week, .weekdayNumber, .month, .day, .dayOfYear,
             .hour, .clockHour12, .hour12, .clockHour24, .minute, .second, .fraction, .epochSeconds: true
        default: false
        }
    }
}

/// How a numeric offset field is written and read: the `variant` of an ``PatternField/offset``
/// step. Each bit is one rule, so the reader and the writer test the same bits.
struct PatternOffsetStyle: OptionSet, Sendable {
    let rawValue: UInt8
    /// `Z` stands for offset zero (the `X` forms and `ZZZZZ`).
    static let zForZero = PatternOffsetStyle(rawValue: 1)
    /// A `:` between hours and minutes (`XXX`, `XXXXX`, `xxx`, `xxxxx`, `ZZZZZ`).
    static let colon = PatternOffsetStyle(rawValue: 2)
    /// Minutes may be left out when zero (`X`, `x`: `+01`, `+0530`).
    static let optionalMinutes = PatternOffsetStyle(rawValue: 4)
    /// Seconds are written when not zero (`XXXX`, `XXXXX`, `xxxx`, `xxxxx`, `ZZZZZ`).
    static let optionalSeconds = PatternOffsetStyle(rawValue: 8)
    /// Read with or without the `:`s, the same between every pair of fields (strftime's
    /// `%z`, chrono's `%:z`); written as ``colon`` says.
    static let colonOptional = PatternOffsetStyle(rawValue: 16)
    /// `Z` is read as offset zero but never written (strftime's `%z`, which writes `+0000`).
    static let readsZ = PatternOffsetStyle(rawValue: 32)
}

/// One step of a compiled pattern.
struct PatternStep: Sendable, Hashable {
    let field: PatternField
    /// How many times the letter was written (`yyyy` is 4).
    let letters: UInt8
    /// Digits read at least and at most (numbers only): the width rule of
    /// `Spec/patterns/patterns.md`, "Widths".
    let minimumDigits: UInt8
    let maximumDigits: UInt8
    /// ``PatternOffsetStyle`` bits of an offset step.
    let variant: UInt8
    /// A literal step's bytes: `PatternProgram.literals[literalStart..<literalEnd]`.
    let literalStart: UInt16
    let literalEnd: UInt16
}
