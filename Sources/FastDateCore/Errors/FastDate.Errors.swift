// Every error a caller of FastDate can catch, one type per kind of work: reading text
// (`ParseError`), writing it (`FormatError`), compiling a pattern (`PatternError`) and making
// a calendar value (`CalendarError`). Each has a `Kind` to switch on and a sentence to show.

extension FastDate {
    /// Why a parse failed, and at which byte.
    ///
    /// A small value (no strings, no allocation) so that the error path is as cheap as the
    /// success path; ``description`` builds the human message only when asked.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong. The cases match the error table in `Spec/date-time/date-time.md`.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// The input has no bytes.
            case empty
            /// A year digit was expected.
            case expectedYear
            /// `-000000`: ECMAScript forbids minus zero as an expanded year.
            case invalidExpandedYear
            /// `-` expected after the year.
            case expectedHyphenAfterYear
            /// A month digit was expected.
            case expectedMonth
            /// The month is not 01–12.
            case monthOutOfRange
            /// `-` expected after the month.
            case expectedHyphenAfterMonth
            /// A day digit was expected.
            case expectedDay
            /// The day is 00 or past the last day of its month.
            case dayOutOfRange
            /// `T`, `t` or a space was expected after the date.
            case expectedTimeSeparator
            /// An hour digit was expected.
            case expectedHour
            /// The hour is past 23.
            case hourOutOfRange
            /// A time of day with AM or PM whose hour is not 1–12 (`0:30 AM`, `13:00 PM`).
            case hourOutOfRangeFor12HourClock
            /// `:` expected after the hour.
            case expectedColonAfterHour
            /// A minute digit was expected.
            case expectedMinute
            /// The minute is past 59.
            case minuteOutOfRange
            /// `:` expected after the minute.
            case expectedColonAfterMinute
            /// A second digit was expected.
            case expectedSecond
            /// The second is past 60.
            case secondOutOfRange
            /// A `.` was not followed by a digit.
            case expectedFractionDigit
            /// `AM` or `PM` (or `a.m.`, `p.m.`) was expected after a time of day.
            case expectedMeridiem
            /// The date-time ended where its UTC offset belongs, and none was assumed.
            case missingOffset
            /// `Z`, `+` or `-` was expected.
            case expectedOffset
            /// An offset hour digit was expected.
            case expectedOffsetHour
            /// The offset hour is past 23.
            case offsetHourOutOfRange
            /// `:` expected inside the offset (RFC 3339 requires `±hh:mm`).
            case expectedOffsetColon
            /// An offset minute digit was expected.
            case expectedOffsetMinute
            /// The offset minute is past 59.
            case offsetMinuteOutOfRange
            /// `±hh:mm:` (or `±hhmm` and one more digit) not followed by two digits of the
            /// offset second.
            case expectedOffsetSecond
            /// An offset second past 59.
            case offsetSecondOutOfRange
            /// An epoch number needs a digit here.
            case expectedNumber
            /// The epoch number has more fraction digits than its unit allows.
            case tooManyFractionDigits
            /// Something follows a complete value.
            case trailingBytes
            /// Second 60 where the time in UTC is not 23:59.
            case invalidLeapSecond
            /// The instant is outside ±8.64e15 ms from 1970 (ECMAScript's range).
            case outOfRange
            /// `.iso8601` read a plain number as epoch seconds, and it falls outside the
            /// years 0000–9999, where no real count of seconds does: a 13-digit number is
            /// usually milliseconds (`.epoch(.milliseconds)`, or `.fastFlexible`).
            case numberOutsideEpochSecondsYears
            /// A day name (`Mon`, or `Monday` in an RFC 850 date) was expected.
            case expectedDayName
            /// A month name (`Jan` … `Dec`) was expected.
            case expectedMonthName
            /// `,` was expected after the day name.
            case expectedComma
            /// `-` was expected after the day (an RFC 850 date, `06-Nov-94`).
            case expectedHyphenAfterDay
            /// A space (or, in RFC 5322, folding white space) was required here.
            case expectedSpace
            /// An HTTP-date must end in `GMT`.
            case expectedGMT
            /// The day name is not the day of the week of the date.
            case weekdayMismatch
            /// A comment's `(` is never closed.
            case unterminatedComment
            /// A duration must begin with `P` (after an optional sign), or, in the friendly
            /// form, with a number and a unit.
            case expectedDurationStart
            /// A digit of a duration's number was expected right after `P` or `T`.
            case expectedDurationNumber
            /// A duration's number must be followed by a unit designator (`Y`, `M`, `W`, `D`
            /// before `T`; `H`, `M`, `S` after it).
            case expectedDurationUnit
            /// A duration's unit is repeated, out of order, or on the wrong side of `T`.
            case misplacedDurationUnit
            /// A fraction in a duration on a date unit, or on a component that is not the last.
            case misplacedDurationFraction
            /// A duration's number passes `Int64`, or its weeks to seconds pass `Int64` seconds.
            case durationOutOfRange
            /// RFC 9557: neither a time zone nor a tag key can start after `[` or `[!`.
            case expectedAnnotation
            /// RFC 9557: a byte a time zone name cannot have there, an empty part, or a
            /// part `.` or `..`.
            case invalidTimeZoneName
            /// RFC 9557: a tag key byte outside `a-z 0-9 - _`, or a digit or `-` first.
            case invalidAnnotationKey
            /// RFC 9557: a tag value needs letters or digits, in `-`-separated runs.
            case invalidAnnotationValue
            /// RFC 9557: `]` was expected to close the annotation.
            case expectedClosingBracket
            /// RFC 9557: a time zone after a tag, or a second time zone.
            case misplacedTimeZone
            /// RFC 9557: a critical (`!`) tag that FastDate does not know.
            case unknownCriticalAnnotation
            /// RFC 9557: the written UTC offset disagrees with the time zone annotation.
            case offsetMismatch
            /// RFC 9557: no time zone has the annotation's name. Thrown by the `FastDate`
            /// module, which has the time zone database; the core checks names for syntax only.
            case unknownTimeZone
            /// A local date-time that its time zone's clock skips (a daylight-saving gap),
            /// refused by `Disambiguation.reject`. Thrown by the `FastDate` module.
            case skippedLocalTime
            /// A local date-time that its time zone's clock shows twice (an overlap), refused
            /// by `Disambiguation.reject`. Thrown by the `FastDate` module.
            case repeatedLocalTime
            /// RFC 5322: a NUL byte inside a comment, quoted or not.
            case nulInComment
            /// A cookie date (RFC 6265 section 5.1.1) lacks one of its four tokens: a time
            /// (`hh:mm:ss`), a day of the month, a month name or a year.
            case incompleteCookieDate
            /// The year is outside what the format allows (a cookie date's is 1601 or later).
            case yearOutOfRange
            /// `/Date(` (or `\/Date(`) and its closing `)/` (or `)\/`) were expected: a .NET
            /// JSON date.
            case expectedDotNetDate
            /// The text differs from the pattern's literal text (`Spec/patterns/patterns.md`).
            case expectedLiteral
            /// A pattern's era, `AD` or `BC` (`Anno Domini`, `A`, … for the longer forms), was expected.
            case expectedEra
            /// A digit of a pattern's ISO week number (`w`) was expected.
            case expectedWeek
            /// The week is past the last week of its week-based year (52 or 53), or 0.
            case weekOutOfRange
            /// A digit of a pattern's day-of-the-week number (`e`) was expected.
            case expectedWeekday
            /// The day-of-the-week number is not 1 (Monday) to 7 (Sunday).
            case weekdayOutOfRange
            /// The day of the year is 0 or past the year's last day (365, or 366 in a leap year).
            case dayOfYearOutOfRange
            /// A column's offsets give this value bytes that end before they start or lie
            /// outside the column's bytes (``FastDate/Column``); the offset is 0.
            case invalidColumnOffsets
            /// A record of a column has no such field: fewer fields than the field's index, or
            /// no opening or closing byte (``FastDate/Column/Field``); the offset is where the
            /// search ended, counted from the record's first byte.
            case missingField
            /// The instant does not fit the column's output (``FastDate/Column/Output``):
            /// nanoseconds since 1970 in `Int64` reach only the years 1677–2262; the offset is 0.
            case outOfOutputRange
        }

        /// What was wrong.
        public let kind: Kind
        /// The zero-based byte offset where the input stopped making sense; the input's
        /// length when it ended early.
        public let offset: Int
        // Field values for the message ("day 30 is out of range for February 2021").
        let value: Int32
        let year: Int32
        let month: UInt8
        /// Another format that reads the text, found on the error path of the public doors
        /// (`FormatHint`); advice, so not part of the error's equality.
        var hint: FormatHint = .nothing

        /// An error whose message names a field's value (and for a day, its month and year).
        init(_ kind: Kind, offset: Int, value: Int, year: Int = 0, month: Int = 0) {
            self.kind = kind
            self.offset = offset
            self.value = Int32(truncatingIfNeeded: value)
            self.year = Int32(truncatingIfNeeded: year)
            self.month = UInt8(truncatingIfNeeded: month)
        }

        /// Creates an error of `kind` at byte `offset`, for code that validates dates itself
        /// and wants to report them the way FastDate does.
        public init(_ kind: Kind, offset: Int) {
            self.init(kind, offset: offset, value: 0)
        }

        /// A sentence a person understands, such as
        /// "day 30 is out of range for February 2021 at byte 8", and, when another format
        /// reads the text, which one: "expected a digit of the year at byte 0; the text
        /// reads as .httpDate".
        public var description: String { description(quoting: nil) }

        /// ``description`` with `in <quoted input>` after the byte, when there is one: the
        /// one way an error is worded, here and in the `FastDate` module's decoding errors.
        package func description(quoting input: String?) -> String {
            var text = "\(reason) at byte \(offset)"
            if let input { text += " in " + input }
            guard let suggestedFormat else { return text }
            return text + "; the text reads as \(suggestedFormat)"
        }

        /// Another format that reads the whole text, spelled as in code (`.httpDate`,
        /// `.iso8601`, `.epoch(.milliseconds)`, `FastDate.parseDuration`), when the format
        /// asked for refused its shape; `nil` otherwise, and always for an error about a
        /// field's value (a day past the month's end is wrong in every format). Found only
        /// when a read through ``FastDate/parse(_:as:)-(Text,_)`` or
        /// ``FastDate/parseTimestamp(_:as:)-(Text,_)`` fails.
        public var suggestedFormat: String? { hint.spelling }

        /// Errors are equal when they say the same thing went wrong at the same byte; the
        /// ``suggestedFormat`` is advice about the text and does not count.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.kind == rhs.kind && lhs.offset == rhs.offset && lhs.value == rhs.value
                && lhs.year == rhs.year && lhs.month == rhs.month
        }

        /// Hashes what `==` compares: the kind, the byte and the field values.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(offset)
            hasher.combine(value)
            hasher.combine(year)
            hasher.combine(month)
        }

        /// The ``description`` without its "at byte N" tail.
        public var reason: String {
            switch kind {
            case .empty: "the input is empty"
            case .expectedYear: "expected a digit of the year"
            case .invalidExpandedYear: "the year -000000 is not allowed (use +000000)"
            case .expectedHyphenAfterYear: "expected '-' after the year"
            case .expectedMonth: "expected a digit of the month"
            case .monthOutOfRange: "month \(value) is out of range"
            case .expectedHyphenAfterMonth: "expected '-' after the month"
            case .expectedDay: "expected a digit of the day"
            case .dayOutOfRange:
                // Month 0: refused before the month was read (RFC 5322 puts the day first).
                month == 0 ? "day \(value) is out of range" : "day \(value) is out of range for \(Self.monthName(month)) \(year)"
            case .expectedTimeSeparator: "expected 'T' between the date and the time"
            case .expectedHour: "expected a digit of the hour"
            case .hourOutOfRange: "hour \(value) is out of range"
            case .hourOutOfRangeFor12HourClock:
                "hour \(value) is out of range for AM/PM (a 12-hour clock reads 1 to 12; midnight is 12 AM)"
            case .expectedColonAfterHour: "expected ':' after the hour"
            case .expectedMinute: "expected a digit of the minute"
            case .minuteOutOfRange: "minute \(value) is out of range"
            case .expectedColonAfterMinute: "expected ':' after the minute"
            case .expectedSecond: "expected a digit of the second"
            case .secondOutOfRange: "second \(value) is out of range"
            case .expectedFractionDigit: "expected a digit after '.'"
            case .expectedMeridiem: "expected 'AM' or 'PM'"
            case .missingOffset: "missing UTC offset ('Z' or '+hh:mm') at the end"
            case .expectedOffset: "expected 'Z', '+' or '-' for the UTC offset"
            case .expectedOffsetHour: "expected a digit of the offset hour"
            case .offsetHourOutOfRange: "offset hour \(value) is out of range"
            case .expectedOffsetColon: "expected ':' inside the UTC offset"
            case .expectedOffsetMinute: "expected a digit of the offset minute"
            case .offsetMinuteOutOfRange: "offset minute \(value) is out of range"
            case .expectedOffsetSecond: "expected a digit of the offset second"
            case .offsetSecondOutOfRange: "offset second \(value) is out of range"
            case .expectedNumber: "expected a digit of the number"
            case .tooManyFractionDigits: "too many fraction digits for the unit (at most \(value))"
            case .trailingBytes: "unexpected bytes after the date"
            case .invalidLeapSecond: "second 60 is only valid at 23:59 UTC (a leap second)"
            case .outOfRange: "the date is outside the supported range (±8.64e15 ms from 1970)"
            case .numberOutsideEpochSecondsYears:
                "a plain number is read as epoch seconds only within the years 0000–9999, and this one is not; a 13-digit number is usually milliseconds: read it with .epoch(.milliseconds), or .fastFlexible, which tells seconds from milliseconds"
            case .expectedDayName: "expected a day name such as 'Mon'"
            case .expectedMonthName: "expected a month name such as 'Jan'"
            case .expectedComma: "expected ',' after the day name"
            case .expectedHyphenAfterDay: "expected '-' after the day"
            case .expectedSpace: "expected a space"
            case .expectedGMT: "expected 'GMT' (an HTTP date is always in GMT)"
            case .weekdayMismatch: "the day name does not match the date, which is a \(Self.dayName(value))"
            case .unterminatedComment: "the comment opened here is never closed"
            case .incompleteCookieDate: "a cookie date needs a time (hh:mm:ss), a day of the month, a month name and a year, and one is missing"
            case .yearOutOfRange: "the year is out of range for this format (a cookie date's is 1601 or later; a local date-time's 0000–9999; a pattern's year of an era starts at 1)"
            case .expectedLiteral: "the text differs from the pattern's literal text here"
            case .expectedEra: "expected the era, AD or BC"
            case .expectedWeek: "expected a digit of the week number"
            case .weekOutOfRange: "week \(value) is out of range for its week-based year"
            case .expectedWeekday: "expected a digit of the day of the week (1 Monday … 7 Sunday)"
            case .weekdayOutOfRange: "day of the week \(value) is out of range (1 Monday … 7 Sunday)"
            case .dayOfYearOutOfRange: "day \(value) of the year is out of range"
            case .invalidColumnOffsets: "the column's offsets for this value go backwards or past its bytes"
            case .missingField: "the record has no such field"
            case .outOfOutputRange: "the instant does not fit the column's output (Int64 nanoseconds reach only 1677–2262)"
            case .expectedDotNetDate: "expected '/Date(' and its closing ')/' (a .NET JSON date, also JSON-escaped as '\\/Date(…)\\/')"
            case .nulInComment: "a NUL byte inside a comment, which RFC 5322 excludes and a header must not carry"
            case .expectedDurationStart: "expected a duration: 'P' to begin ISO 8601 (PT2H30M), or a number and a unit (2h 30m)"
            case .expectedDurationNumber: "expected a digit of the duration's number"
            case .expectedDurationUnit: "expected a unit: Y, M, W or D, or after 'T' H, M or S; in the friendly form y, mo, w, d, h, m, s, ms, us or ns, or their words"
            case .misplacedDurationUnit: "the unit is out of place: each once, in the order Y M W D T H M S"
            case .misplacedDurationFraction: "a fraction is only allowed on hours, minutes or seconds, on the last one written"
            case .durationOutOfRange: "the duration is too long (each number within Int64, weeks to seconds within Int64 seconds)"
            case .expectedAnnotation: "expected a time zone or a key=value tag after '['"
            case .invalidTimeZoneName: "this byte cannot be part of a time zone name here"
            case .invalidAnnotationKey: "a tag key is lower-case letters, digits, '-' and '_', starting with a letter or '_'"
            case .invalidAnnotationValue: "a tag value is letters and digits, in runs joined by '-'"
            case .expectedClosingBracket: "expected ']' to close the annotation"
            case .misplacedTimeZone: "the time zone annotation must come first, and only once"
            case .unknownCriticalAnnotation: "a critical ('!') tag that is not understood"
            case .offsetMismatch: "the UTC offset written disagrees with the time zone annotation"
            case .unknownTimeZone: "no time zone has this name"
            case .skippedLocalTime: "the time zone's clock skips this local time (a daylight-saving gap), and .reject refuses it"
            case .repeatedLocalTime: "the time zone's clock shows this local time twice (a daylight-saving overlap), and .reject refuses it"
            }
        }

        /// 0 is Monday, as in ``CivilCalendar/dayOfWeek(daysSinceEpoch:)``.
        static func dayName(_ day: Int32) -> String {
            switch day {
            case 0: "Monday"
            case 1: "Tuesday"
            case 2: "Wednesday"
            case 3: "Thursday"
            case 4: "Friday"
            case 5: "Saturday"
            default: "Sunday"
            }
        }

        static func monthName(_ month: UInt8) -> String {
            switch month {
            case 1: "January"
            case 2: "February"
            case 3: "March"
            case 4: "April"
            case 5: "May"
            case 6: "June"
            case 7: "July"
            case 8: "August"
            case 9: "September"
            case 10: "October"
            case 11: "November"
            default: "December"
            }
        }
    }
}

extension FastDate {
    /// Why a timestamp could not be written.
    public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// The buffer is shorter than the text; ``FastDate/maxFormattedLength`` bytes
            /// always suffice.
            case bufferTooSmall
            /// The instant is outside ±8.64e15 ms from 1970 (ECMAScript's range).
            case outOfRange
            /// `fractionDigits` is not in 0...9.
            case invalidFractionDigits
            /// The UTC offset cannot be written: RFC 3339 and RFC 5322 write whole minutes
            /// within ±23:59 only, ISO 8601 anything within ±23:59:59.
            case invalidOffset
            /// The year is outside 0000–9999, which the format (HTTP-date, RFC 5322) can only
            /// write with four digits.
            case unrepresentableYear
        }

        /// What was wrong.
        public let kind: Kind

        /// Creates an error of `kind`, for comparing with a caught error or for wrappers that
        /// report their own failures the way FastDate does.
        public init(_ kind: Kind) { self.kind = kind }

        /// A sentence a person understands.
        public var description: String {
            switch kind {
            case .bufferTooSmall: "the buffer is too small for the formatted date"
            case .outOfRange: "the date is outside the supported range (±8.64e15 ms from 1970)"
            case .invalidFractionDigits: "fraction digits must be between 0 and 9"
            case .invalidOffset: "the UTC offset cannot be written in this format (whole minutes within ±23:59, or for ISO 8601 within ±23:59:59)"
            case .unrepresentableYear: "the year is outside 0000–9999, which this format writes with four digits"
            }
        }
    }
}

extension FastDate {
    /// Why a date pattern could not be compiled: what is wrong, where in the pattern, and
    /// what was most likely meant.
    ///
    /// ```swift
    /// do { _ = try FastDate.Pattern("yyyy-MM-DD") } catch {
    ///     print(error)  // `DD` at position 8 is the day of the year; did you mean `dd`?
    /// }
    /// ```
    ///
    /// See `Spec/patterns/patterns.md`, "Compile errors", for every case.
    public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong with the pattern.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// The pattern is empty.
            case empty
            /// The pattern is longer than ``FastDate/Pattern/maximumLength`` bytes.
            case tooLong
            /// A `'` opens literal text that never closes.
            case unclosedQuote
            /// A letter that is no date field symbol; literal letters go in quotes.
            case unknownSymbol
            /// A date field symbol FastDate does not read or write (quarters, `u`, `F`, …).
            case unsupportedSymbol
            /// A symbol with a number of letters it has no meaning for (`ddd`, `MMMMM`).
            case unsupportedWidth
            /// Two fields for the same thing (`yyyy … yy`, `HH … hh`, `d … D`).
            case duplicateField
            /// `D` (day of the year) with `M`: almost always `d` was meant.
            case dayOfYearWithMonth
            /// `Y` (week-based year) without `w`: almost always `y` was meant.
            case weekYearWithoutWeek
            /// `w` or `e` without `Y`: a week number names no date without its week-based year.
            case weekWithoutWeekYear
            /// A week date (`Y`, `w`) mixed with a calendar date (`y`, `M`, `d`, `D`).
            case weekAndCalendarDate
            /// `h` or `K` (12-hour clock) without `a`: the hour would lose twelve hours.
            case twelveHourClockWithoutMeridiem
            /// `a` without `h` or `K`: AM or PM says nothing beside a 24-hour clock.
            case meridiemWithoutTwelveHourClock
            /// `G` (era) without `y`.
            case eraWithoutYear
            /// More than 9 `S`: fractions stop at nanoseconds.
            case tooManyFractionDigits
            /// A number whose width varies touches another number, so the text cannot say
            /// where one ends (`yyyyMd`).
            case ambiguousNumber
            /// The `utcOffset` option is not within ±23:59:59.
            case invalidUTCOffset
            /// A formatter to migrate has a locale other than `en_US_POSIX`: its names and
            /// digits are not the ones a pattern reads and writes.
            case unsupportedLocale
            /// A formatter to migrate has no `dateFormat` (it formats by date and time styles,
            /// whose text depends on the locale).
            case styleBasedFormatter
            /// A formatter to migrate has a `defaultDate` outside the years 0000–9999, which
            /// no ``LocalDateTime`` holds.
            case defaultDateOutOfRange
            /// A `%` directive the strftime dialect does not have, or a `%` that ends the
            /// format.
            case unknownDirective
            /// A strftime directive FastDate does not read and write: a zone's name (`%Z`),
            /// Sunday- or Monday-based weeks (`%U`, `%W`, `%w`), the locale's own layouts
            /// (`%c`, `%x`, `%X`) and the space-padded numbers (`%e`, `%k`, `%l`).
            case unsupportedDirective
        }

        /// What is wrong.
        public let kind: Kind
        /// The zero-based byte offset in the pattern of the symbol or quote at fault.
        public let position: Int
        /// The symbol at fault as written (`DD`), or `""` when the error is about no symbol.
        public let symbol: String

        /// Creates an error of `kind` at byte `position` of the pattern, about `symbol`.
        public init(_ kind: Kind, position: Int, symbol: String = "") {
            self.kind = kind
            self.position = position
            self.symbol = symbol
        }

        /// A sentence a person understands, naming the symbol, its position and the likely
        /// intent: "`DD` at position 8 is the day of the year; did you mean `dd`?".
        public var description: String {
            let at = symbol.isEmpty ? "at position \(position)" : "`\(symbol)` at position \(position)"
            if symbol.hasPrefix("%"), let sentence = strftimeDescription(at) { return sentence }
            let letters = symbol.utf8.count
            switch kind {
            case .empty: return "the pattern is empty"
            case .tooLong: return "the pattern is longer than \(Pattern.maximumLength) bytes"
            case .unclosedQuote: return "the quote \(at) is never closed; write '' for a quote character"
            case .unknownSymbol: return "\(at) is not a date field symbol; put literal letters in quotes ('\(symbol)')"
            case .unsupportedSymbol: return "\(at) is a date field FastDate does not support (Spec/patterns/patterns.md lists those it does)"
            case .unsupportedWidth: return "\(at) has a width with no meaning here (Spec/patterns/patterns.md lists each symbol's widths)"
            case .duplicateField: return "\(at) repeats a field already in the pattern"
            case .dayOfYearWithMonth: return "\(at) is the day of the year; did you mean `\(String(repeating: "d", count: min(letters, 2)))`?"
            case .weekYearWithoutWeek: return "\(at) is the week-based year, which differs from the calendar year around New Year; did you mean `\(String(repeating: "y", count: letters))`?"
            case .weekWithoutWeekYear: return "\(at) needs the week-based year `YYYY` beside it"
            case .weekAndCalendarDate: return "\(at) mixes a week date (Y, w) with a calendar date (y, M, d, D)"
            case .twelveHourClockWithoutMeridiem: return "\(at) is the 12-hour clock and needs `a` (AM/PM); did you mean `\(String(repeating: "H", count: letters))`?"
            case .meridiemWithoutTwelveHourClock: return "\(at) (AM/PM) needs a 12-hour clock, `h` or `K`; did you mean `h` for the hour?"
            case .eraWithoutYear: return "\(at) (the era) needs a year `y`"
            case .tooManyFractionDigits: return "\(at) asks for more than 9 fraction digits; nanoseconds are the limit"
            case .unsupportedLocale: return "the formatter's locale is \(symbol), not en_US_POSIX: its month and day names, digits and clock would differ from the pattern's; set formatter.locale = Locale(identifier: \"en_US_POSIX\") first if that is what it meant"
            case .defaultDateOutOfRange: return "the formatter's defaultDate is outside the years 0000–9999"
            case .styleBasedFormatter: return "the formatter has no dateFormat (it formats by dateStyle and timeStyle, which depend on the locale); give it a dateFormat"
            case .invalidUTCOffset: return "the pattern's UTC offset must be within ±23:59:59 (±86,399 seconds)"
            case .unknownDirective: return "\(at) is not a directive of this strftime dialect (Spec/patterns/strftime.md lists them); write `%%` for a percent sign"
            case .unsupportedDirective: return "\(at) is a strftime directive FastDate does not read and write (Spec/patterns/strftime.md says why)"
            case .ambiguousNumber: return "\(at) has no fixed width and runs into a digit or another number, so its text could not be read back; write numbers with their full width (`yyyy`, `MM`, `dd`, `HH`, …), offsets with a fixed one (`xx`, `xxx`), or put a separator after it"
            }
        }

        /// The sentence for an error about a strftime directive, where the TR35 one would
        /// name the wrong symbols; `nil` where that one fits.
        private func strftimeDescription(_ at: String) -> String? {
            switch kind {
            case .unsupportedDirective where symbol == "%Z":
                return "\(at) reads a zone's name, which names no single offset (CST is three); read the offset with `%z`"
            case .dayOfYearWithMonth: return "\(at) is the day of the year; did you mean `%d`?"
            case .weekYearWithoutWeek: return "\(at) is the ISO week-based year and needs the week `%V`; did you mean `%Y`?"
            case .weekWithoutWeekYear: return "\(at) needs the ISO week-based year `%G` beside it"
            case .weekAndCalendarDate: return "\(at) mixes an ISO week date (%G, %V) with a calendar date (%Y, %y, %m, %d, %j)"
            case .twelveHourClockWithoutMeridiem: return "\(at) is the 12-hour clock and needs `%p` (AM/PM); did you mean `%H`?"
            case .meridiemWithoutTwelveHourClock: return "\(at) (AM/PM) needs the 12-hour clock `%I`; did you mean `%I` for the hour?"
            case .duplicateField where symbol != "%s": return "\(at) repeats a field already in the format (`%s` is the whole instant)"
            case .ambiguousNumber: return "\(at) has no fixed width and runs into a digit or another number, so its text could not be read back; put a separator after it"
            default: return nil
            }
        }
    }
}

extension FastDate {
    /// Why a calendar date or a clock time could not be made: a field out of range, or
    /// arithmetic that leaves the years 0000–9999 (`Spec/civil/civil.md`).
    public struct CalendarError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// The year, given or reached, is outside 0000–9999.
            case yearOutOfRange
            /// The month is not 1–12.
            case monthOutOfRange
            /// The day is 0 or past the last day of its month.
            case dayOutOfRange
            /// The hour is not 0–23.
            case hourOutOfRange
            /// The minute is not 0–59.
            case minuteOutOfRange
            /// The second is not 0–59.
            case secondOutOfRange
            /// The nanosecond is not 0–999,999,999.
            case nanosecondOutOfRange
        }

        /// What was wrong.
        public let kind: Kind

        /// Creates an error of `kind`.
        public init(_ kind: Kind) { self.kind = kind }

        /// A sentence a person understands.
        public var description: String {
            switch kind {
            case .yearOutOfRange: "the year is outside 0000–9999"
            case .monthOutOfRange: "the month is not 1–12"
            case .dayOutOfRange: "the day is not in its month"
            case .hourOutOfRange: "the hour is not 0–23"
            case .minuteOutOfRange: "the minute is not 0–59"
            case .secondOutOfRange: "the second is not 0–59"
            case .nanosecondOutOfRange: "the nanosecond is not 0–999,999,999"
            }
        }
    }
}

extension FastDate {
    /// Why a time zone could not be had: its name is unknown, or its TZif bytes are not valid
    /// RFC 8536 (`Spec/time-zones/time-zones.md`, "Errors").
    public struct TimeZoneError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// No zone of that name in the database asked (the system's or the bundled one).
            case unknownIdentifier
            /// The name cannot be a zone's: empty, too long, a byte outside `A-Z a-z 0-9 / _
            /// - +`, or a part that is `.` or `..` (so a name never leaves the database's
            /// folder).
            case invalidIdentifier
            /// The zone's file exists but could not be read.
            case unreadable
            /// The bytes do not start with `TZif`.
            case notTZif
            /// The version byte is not NUL, `2`, `3` or `4`.
            case unsupportedVersion
            /// A header's counts are impossible: no local time type, no designation byte, or
            /// indicator counts that are neither 0 nor the type count.
            case invalidHeader
            /// The bytes end before the data their header counts.
            case truncated
            /// Transition times that do not strictly ascend.
            case transitionsOutOfOrder
            /// A transition names a type that does not exist, or a type's fields are out of
            /// range (`isdst` not 0 or 1, a designation index past the designations, or
            /// indicators not 0 or 1).
            case invalidTimeType
            /// A UTC offset of a day or more, which no zone has.
            case offsetOutOfRange
            /// Leap-second records (the `right/` zones): times counted with leap seconds are
            /// not the POSIX times every other value of FastDate holds.
            case leapSecondsUnsupported
            /// The footer is not `\n`, a POSIX TZ string, `\n`.
            case invalidFooter
            /// Bytes follow the footer (or, in version 1, the data).
            case trailingBytes
        }

        /// What was wrong.
        public let kind: Kind
        /// The byte of the TZif data where it was found; 0 for a name.
        public let offset: Int

        /// Creates an error of `kind` at byte `offset`.
        public init(_ kind: Kind, offset: Int = 0) {
            self.kind = kind
            self.offset = offset
        }

        /// A sentence a person understands.
        public var description: String {
            let what = switch kind {
            case .unknownIdentifier: "no time zone has that identifier"
            case .invalidIdentifier: "that is not a time zone identifier"
            case .unreadable: "the time zone's file could not be read"
            case .notTZif: "not TZif data: expected the magic \"TZif\""
            case .unsupportedVersion: "unsupported TZif version (expected NUL, 2, 3 or 4)"
            case .invalidHeader: "invalid TZif header counts"
            case .truncated: "TZif data ends before the data its header counts"
            case .transitionsOutOfOrder: "TZif transition times do not strictly ascend"
            case .invalidTimeType: "invalid TZif local time type"
            case .offsetOutOfRange: "TZif UTC offset of a day or more"
            case .leapSecondsUnsupported: "TZif leap-second records are not supported (a right/ zone)"
            case .invalidFooter: "invalid TZif footer (expected a POSIX TZ string between newlines)"
            case .trailingBytes: "bytes after the end of the TZif data"
            }
            switch kind {
            case .unknownIdentifier, .invalidIdentifier, .unreadable: return what
            default: return what + " at byte \(offset)"
            }
        }
    }
}

extension FastDate {
    /// Why computing with a time value failed: a unit or a rounding increment that does not
    /// apply, a result outside the supported range, or a local time a zone's clock skips or
    /// shows twice when the disambiguation is `.reject` (`Spec/arithmetic/`).
    public struct ArithmeticError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A unit the operation does not take: rounding a value stops at a day, a period
            /// starts at a year, a month or a day, a span between instants stops at an hour,
            /// and a span's largest unit is never smaller than its smallest.
            case invalidUnit
            /// The increment is not one the unit allows: a clock unit's must divide the next
            /// larger unit and be smaller than it; a day's is 1 when a value is rounded, and 1
            /// to a billion when a span is.
            case invalidIncrement
            /// The value, or the result, lies outside the supported range: ECMAScript's
            /// ±8.64e15 ms from 1970, and for a zoned value a local reading in 0000–9999.
            case outOfRange
            /// The local date-time the arithmetic reached is skipped by the zone's clock (a
            /// gap), and the disambiguation was `.reject`.
            case skippedLocalTime
            /// The local date-time the arithmetic reached is shown twice by the zone's clock
            /// (an overlap), and the disambiguation was `.reject`.
            case repeatedLocalTime
            /// A span with years, months or weeks, or a count in them, was asked of something
            /// with no date to count them from: their length depends on the date. Give a
            /// `relativeTo` date or zoned value, or add the span to one.
            case calendarUnitsNeedDate
            /// A span in days or larger units between values in two zones: a day's length
            /// depends on the zone, so both must be in the same one.
            case differentTimeZones
        }

        /// What was wrong.
        public let kind: Kind

        /// For `skippedLocalTime` and `repeatedLocalTime`, the local date-time that was
        /// skipped or repeated; `nil` otherwise.
        public let localDateTime: LocalDateTime?

        /// Creates an error of `kind`, for comparing with a caught error.
        public init(_ kind: Kind, localDateTime: LocalDateTime? = nil) {
            self.kind = kind
            self.localDateTime = localDateTime
        }

        /// A sentence a person understands.
        public var description: String {
            let reading = localDateTime.map { "\($0)" } ?? "the local time"
            return switch kind {
            case .invalidUnit: "the unit does not apply: rounding a value stops at a day, a period starts at a year, a month or a day, a span between instants stops at an hour, and a largest unit is never smaller than the smallest"
            case .invalidIncrement: "the rounding increment must divide the next larger unit and be smaller than it (for a day: 1 on a value, up to a billion on a span)"
            case .outOfRange: "the value or its result is outside the supported range (±8.64e15 ms from 1970; a zoned reading in 0000–9999)"
            case .skippedLocalTime: "\(reading) is skipped by the zone's clock (a daylight-saving gap), and the disambiguation is .reject"
            case .repeatedLocalTime: "\(reading) is shown twice by the zone's clock (an overlap), and the disambiguation is .reject"
            case .calendarUnitsNeedDate: "years, months and weeks have no fixed length: give a date to count them from (relativeTo), or add the span to a date"
            case .differentTimeZones: "a span in days or larger needs both values in the same time zone"
            }
        }
    }
}
