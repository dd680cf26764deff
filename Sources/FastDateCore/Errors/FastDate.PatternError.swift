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
            case .ambiguousNumber: return "\(at) has no fixed width and runs into a digit or another number, so its text could not be read back; write numbers with their full width (`yyyy`, `MM`, `dd`, `HH`, …), offsets with a fixed one (`xx`, `xxx`), or put a separator after it"
            }
        }
    }
}
