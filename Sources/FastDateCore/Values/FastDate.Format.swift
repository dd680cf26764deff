extension FastDate {
    /// A date format: one value that says how text is read and how it is written.
    ///
    /// The same value goes to every door: ``FastDate/parse(_:as:)-(Text,_)`` and
    /// ``FastDate/parseTimestamp(_:as:)-(Text,_)`` to read, ``FastDate/format(_:as:)`` to write, and in
    /// the `FastDate` module to `JSONDecoder`/`JSONEncoder` (`.fast(_:)`), the format style
    /// (`.fast(_:)`) and the property wrappers (`FastDate.Coded`).
    /// Reading options (``assumingUTCOffset(_:)``) and writing options
    /// (``fractionDigits(_:)``, ``writingUTCOffset(_:)``) live on the value; each format ignores the options that do
    /// not apply to it. See `Spec/date-time/date-time.md` and `Spec/internet/internet-dates.md` for each grammar.
    ///
    /// ```swift
    /// try FastDate.parse(text)                                   // .iso8601, as a Double
    /// try FastDate.parseTimestamp(text, as: .rfc3339)             // strict, exact
    /// try FastDate.parseTimestamp("1616112000123", as: .epoch(.milliseconds))
    /// try FastDate.format(t, as: .rfc3339.fractionDigits(6))      // "2021-03-19T10:37:20.123456+01:00"
    /// try FastDate.format(t, as: .httpDate)                       // "Fri, 19 Mar 2021 09:37:20 GMT"
    /// ```
    ///
    /// Every format here can be written. Writing is exact: fractions are truncated, never
    /// rounded, and a timestamp is written in the offset it carries, or in the one
    /// ``writingUTCOffset(_:)`` names, except where the format fixes the offset
    /// (``javaScript`` and ``httpDate`` are always UTC). What a format cannot express (an
    /// offset with seconds in RFC 3339, a year past 9999 in an HTTP-date) is a typed
    /// ``FormatError``.
    public struct Format: Sendable, Hashable {
        /// Which grammar reads, and which layout writes: the kind `withGrammar` switches on.
        ///
        /// The kinds with a fast path before the dispatch (`FormatGrammar.fastPath`) come
        /// first, so that the switch to it compiles to a few comparisons rather than a jump
        /// through a table (Benchmarks/LEDGER.md). A new kind goes at the end unless it has one.
        @usableFromInline
        package enum Profile: UInt8, Sendable {
            case epoch, dotNetJSON, pattern
            case iso8601, rfc3339, fullDate, httpDate, rfc5322, rfc9557, javaScript
            case iso8601Basic, cookieDate
        }

        // Packed into 8 bytes, so a format travels in one register: every parse passes one,
        // and a ninth byte costs every parse a little (Benchmarks/LEDGER.md).
        @usableFromInline package let profile: Profile
        /// ``epoch(_:)``: the unit, as ``EpochUnit/code``, in the low three bits, and above them
        /// the fraction digits it writes (``EpochDigits``); the date-time formats: the fraction
        /// digits they write (``invalidFractionDigits`` for a count outside 0...255).
        @usableFromInline package let detail: UInt8
        /// Shared by two options that never meet, to keep the 8 bytes: `.httpDate` reads
        /// against a current year and always writes GMT; every other format has no two-digit
        /// years and may be written in a fixed offset.
        /// - `.httpDate`: the year two-digit years are read against (RFC 9110's 50-year
        ///   rule), clamped to `Int16`: beyond that the window holds no two-digit year
        ///   anyway; ``noCurrentYear`` when none was given.
        /// - the others: ``writtenUTCOffset`` in minutes, ``noWrittenOffset`` when the
        ///   timestamp's own offset is written, ``invalidWrittenOffset`` for one no format
        ///   can write.
        @usableFromInline package let storedYearOrOffset: Int16
        /// ``assumedUTCOffset``, with ``noAssumedOffset`` for `nil` (never a legal offset).
        @usableFromInline let storedAssumedOffset: Int32
        /// ``pattern(_:)``'s compiled pattern; `nil` for every other format. One reference
        /// beside the 8 bytes: a format named at the call site has `nil` here as a constant,
        /// and the readers never load it (Benchmarks/LEDGER.md).
        @usableFromInline package let program: PatternProgram?

        /// `storedAssumedOffset` when no offset is assumed.
        @usableFromInline static var noAssumedOffset: Int32 { .min }
        /// `storedYearOrOffset` of plain ``httpDate``: no year given, so the clock-free one.
        @usableFromInline static var noCurrentYear: Int16 { .min }
        /// `storedYearOrOffset` of a format that writes each timestamp in its own offset.
        @usableFromInline static var noWrittenOffset: Int16 { .min }
        /// `storedYearOrOffset` for an offset that is not whole minutes or not within a day:
        /// writing throws ``FormatError/Kind/invalidOffset``.
        @usableFromInline static var invalidWrittenOffset: Int16 { .max }
        /// `detail` for a fraction digit count that cannot be stored: writing throws
        /// ``FormatError/Kind/invalidFractionDigits``.
        @usableFromInline static var invalidFractionDigits: UInt8 { .max }
        /// What ``iso8601``, ``rfc3339`` and ``rfc9557`` write unless told otherwise:
        /// milliseconds, the precision JavaScript and most JSON APIs carry.
        @usableFromInline static var defaultFractionDigits: UInt8 { 3 }

        @inlinable
        package init(_ profile: Profile, detail: UInt8 = defaultFractionDigits, assumedOffset: Int32 = noAssumedOffset,
             yearOrOffset: Int16 = noCurrentYear, program: PatternProgram? = nil) {
            self.profile = profile
            self.detail = detail
            self.storedAssumedOffset = assumedOffset
            self.storedYearOrOffset = yearOrOffset
            self.program = program
        }

        /// The offset to use for a date-time written without one; `nil` makes that an error.
        public var assumedUTCOffset: Int32? {
            storedAssumedOffset == Self.noAssumedOffset ? nil : storedAssumedOffset
        }

        /// The offset every timestamp is written in, in seconds east of UTC, set by
        /// ``writingUTCOffset(_:)``; `nil` writes each timestamp in its own
        /// ``Timestamp/utcOffset``. Always `nil` for the formats that fix their offset
        /// (``javaScript``, ``httpDate``) or have none (``epoch(_:)``).
        public var writtenUTCOffset: Int32? {
            guard profile.facts.takesWrittenOffset, storedYearOrOffset != Self.noWrittenOffset else { return nil }
            return Int32(storedYearOrOffset) &* 60
        }

        /// The fraction digits the format writes: for ``iso8601``, ``rfc3339`` and
        /// ``rfc9557`` 3, for ``iso8601Basic`` 0, unless ``fractionDigits(_:)`` said
        /// otherwise; the fixed precision of the others (3 for ``javaScript`` and
        /// ``dotNetJSON``, 0 for the internet dates). For ``epoch(_:)`` the digits are
        /// fractions of its unit: the count ``fractionDigits(_:)`` set, at most the digits that
        /// reach a nanosecond, or by default that most (9 for seconds, 6 for milliseconds, 0
        /// for nanoseconds), of which trailing zeros are left out. -1 for a count writing
        /// refuses.
        public var writtenFractionDigits: Int {
            switch profile.facts.fractions {
            case .fixed(let digits): Int(digits)
            case .chosen: detail == Self.invalidFractionDigits ? -1 : Int(detail)
            case .epoch: epochDigits.fixedCount(for: unit) ?? 9 - unit.subsecondDigits
            case .pattern: program?.fractionDigits ?? 0
            }
        }

        /// Whether the format reads ``iso8601``'s grammar (``javaScript`` does too).
        @inlinable package var readsISO8601: Bool {
            @inline(__always) get { profile.facts.readsISO8601 }
        }

        /// The format as it is spelled in code, its options left out: `.rfc3339`,
        /// `.epoch(.milliseconds)`, `.pattern(_:)`.
        package var spelling: String {
            let facts = profile.facts
            switch facts.fractions {
            case .epoch: return ".\(facts.name)(.\(unit.name))"
            case .pattern: return ".\(facts.name)(_:)"
            case .chosen, .fixed: return ".\(facts.name)"
            }
        }

        /// `.epoch`: the unit of the number.
        @inlinable package var unit: EpochUnit { EpochUnit(code: detail & EpochDigits.unitMask) }

        /// `.epoch`: how many fraction digits of the unit it writes.
        @inlinable package var epochDigits: EpochDigits { EpochDigits(code: detail >> EpochDigits.shift) }

        /// `.httpDate`: the year two-digit years are read against.
        package var currentYear: Int32 {
            storedYearOrOffset == Self.noCurrentYear ? Self.clockFreeCurrentYear : Int32(storedYearOrOffset)
        }

        /// Whether this is plain ``httpDate``, with no year given: the `FastDate` module's
        /// strategies then read it against the current year.
        package var needsCurrentYear: Bool { profile.facts.takesCurrentYear && storedYearOrOffset == Self.noCurrentYear }

        /// The year plain ``httpDate`` counts from: its 50-year window is 1950–2049, which is
        /// RFC 5322's two-digit rule (`00`–`49` are 20xx, `50`–`99` are 19xx).
        static var clockFreeCurrentYear: Int32 { 1999 }

        /// The default: RFC 3339 date-times with any fraction, `Z`, `±hh:mm`, `±hhmm` or
        /// `±hh`, `T`/`t`/space, ECMAScript expanded years and optional seconds; a date
        /// alone as UTC midnight; or epoch seconds such as `1616112000.5`.
        ///
        /// Writes RFC 3339's layout with ``fractionDigits(_:)`` digits (3 by default) in the
        /// timestamp's offset, `Z` for zero, `±hh:mm:ss` for an offset with seconds, and
        /// ECMAScript expanded years (`+010000`) outside 0000–9999: a `Date` is written as
        /// JavaScript's `toISOString()` writes it. Reads back everything it writes.
        @inlinable public static var iso8601: Format { Format(.iso8601) }

        /// Exactly RFC 3339 section 5.6 `date-time` and its note: nothing more.
        ///
        /// Writes as ``iso8601`` does, but refuses an offset with seconds
        /// (``FormatError/Kind/invalidOffset``).
        @inlinable public static var rfc3339: Format { Format(.rfc3339) }

        /// JavaScript's `Date`: reads what ``iso8601`` reads, and writes exactly what
        /// `Date.prototype.toISOString()` writes: `2012-04-23T18:25:43.511Z`, always UTC,
        /// always three fraction digits (truncated), `±YYYYYY` outside 0000–9999.
        @inlinable public static var javaScript: Format { Format(.javaScript) }

        /// Exactly RFC 3339 `full-date` (`2021-03-19`), read as UTC midnight; JSON
        /// Schema's `format: date`. Writes the calendar date at the timestamp's offset; a year
        /// outside 0000–9999 is ``FormatError/Kind/unrepresentableYear``.
        @inlinable public static var fullDate: Format { Format(.fullDate) }

        /// RFC 9110's HTTP-date, in all three forms a recipient must accept:
        /// IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, the obsolete RFC 850 form
        /// `Sunday, 06-Nov-94 08:49:37 GMT`, and C's asctime form `Sun Nov  6 08:49:37 1994`.
        ///
        /// Always GMT. Names are read in any case, spaces exactly as the grammar has them, and
        /// a day name that contradicts the date is an error. Two-digit years count from 1999
        /// in the core (`50`–`99` are 19xx, `00`–`49` are 20xx), and from the current year in
        /// the `FastDate` module's strategies; ``httpDate(currentYear:)`` applies RFC 9110's
        /// 50-year rule from a year you give. See `Spec/internet/internet-dates.md`.
        ///
        /// Writes IMF-fixdate in GMT, whole seconds; a year outside 0000–9999 is
        /// ``FormatError/Kind/unrepresentableYear``.
        @inlinable public static var httpDate: Format { Format(.httpDate) }

        /// ``httpDate``, with RFC 850 two-digit years read by RFC 9110's rule: a year that
        /// would be more than 50 years after `currentYear` is the most recent past year with
        /// those two digits (with 2026, `76` is 2076 and `77` is 1977).
        public static func httpDate(currentYear: Int) -> Format {
            // `noCurrentYear` is `Int16.min`, far outside any year a window can use.
            Format(.httpDate, yearOrOffset: max(Int16(clamping: currentYear), Self.noCurrentYear + 1))
        }

        /// RFC 5322's `date-time` (mail, RSS, many older APIs), obsolete forms included:
        /// `Fri, 19 Mar 2021 10:37:20 +0100`, and also `19 Mar 21 10:37 EST`,
        /// `Fri,  5 Mar 2021 10:37:20 GMT (comment)`.
        ///
        /// The day name is optional and must match the date; the day has one or two digits;
        /// two-digit years are 1950–2049 and three-digit years 1900 plus the number; seconds
        /// are optional; the zone is `±hhmm` or a name (`GMT`, `EST`, …; an unknown name is an
        /// unknown offset, read as UTC). Folding white space and nested comments are skipped.
        /// The timestamp keeps the written offset. See `Spec/internet/internet-dates.md`.
        ///
        /// Writes `Fri, 19 Mar 2021 10:37:20 +0100` in the timestamp's offset (`+0000` for
        /// UTC), whole seconds; the offset must be whole minutes and the year 0000–9999.
        @inlinable public static var rfc5322: Format { Format(.rfc5322) }

        /// RFC 9557's date-time with annotations, as Java's `ZonedDateTime`,
        /// JavaScript's Temporal and jiff write it: `2022-07-08T00:14:07+01:00[Europe/Paris]`,
        /// `…Z[Asia/Tokyo]`, `…[!America/New_York]`, `…[u-ca=gregory]`.
        ///
        /// The date-time is ``iso8601``'s (no date alone, no epoch number), ending at the
        /// first `[`; then one optional time zone (a name, checked for syntax only, or
        /// `±hh:mm`) and any number of `key=value` tags. Elective tags are skipped; a critical
        /// one (`[!key=value]`) other than the calendar `u-ca` is an error. The instant is at
        /// the written offset, else at a numeric zone (the two must agree), else at the
        /// assumed offset; a zone name alone is `missingOffset` here: use
        /// ``FastDate/parseAnnotatedDateTime(_:)-(Text)`` and the `FastDate` module's `ZonedDate`
        /// to resolve it. See `Spec/rfc9557/rfc9557.md`.
        ///
        /// A timestamp carries an offset and no zone name, so it is written as ``rfc3339``
        /// writes it, which RFC 9557 reads as a date-time with no suffix.
        @inlinable public static var rfc9557: Format { Format(.rfc9557) }

        /// ISO 8601's basic format, with no separators: `20240115T103000Z` (AWS request
        /// signing's `x-amz-date`, iCalendar, file names), `20240115T103000.5+0100`, or a date
        /// alone, `20240115`, read as UTC midnight.
        ///
        /// Seconds are required; the fraction takes `.` or `,`; the offset is `Z`, `±hh`,
        /// `±hhmm` or `±hhmmss` (never `±hh:mm`); a time without one is
        /// ``ParseError/Kind/missingOffset`` unless ``assumingUTCOffset(_:)`` gives one.
        /// ``iso8601`` never reads this form (there `20240115` is an epoch number). See
        /// `Spec/iso8601-basic/iso8601-basic.md`.
        ///
        /// Writes `20240115T103000Z`, or `±hhmm` for another offset, whole seconds unless
        /// ``fractionDigits(_:)`` says otherwise; a year outside 0000–9999 is
        /// ``FormatError/Kind/unrepresentableYear``.
        @inlinable public static var iso8601Basic: Format { Format(.iso8601Basic, detail: 0) }

        /// The JSON dates of .NET's `DataContractJsonSerializer` and WCF:
        /// `/Date(1616146640123)/` and `/Date(1616146640123+0100)/`, and their JSON-escaped
        /// spelling `\/Date(…)\/`, which raw JSON bytes hold.
        ///
        /// The number is the instant, in milliseconds since 1970 UTC; the `±hhmm` after it is
        /// the sender's offset, kept in ``Timestamp/utcOffset`` without moving the instant.
        /// See `Spec/dotnet-json/dotnet-json.md`.
        ///
        /// Writes `/Date(ms)/` for offset 0 and `/Date(ms±hhmm)/` otherwise, the milliseconds
        /// rounded toward the past (`JSONEncoder` escapes the slashes as .NET does).
        @inlinable public static var dotNetJSON: Format { Format(.dotNetJSON) }

        /// The `Expires` date of a `Set-Cookie` header, read by RFC 6265 section 5.1.1
        /// exactly: `Wed, 09-Jun-2021 10:18:14 GMT`, `Thursday, 01-Jan-1970 00:00:00 GMT`,
        /// `Sat, 15-Apr-17 21:01:22`, `Sun,  9 Dec 2012 13:42:05 GMT`.
        ///
        /// The time, day of the month, month and year are found as tokens in any order;
        /// anything else (a day name, a zone) is skipped, and the result is always UTC.
        /// Two-digit years 70–99 are 19xx and 00–69 are 20xx; a year before 1601 is
        /// ``ParseError/Kind/yearOutOfRange``, a missing token
        /// ``ParseError/Kind/incompleteCookieDate``. See `Spec/cookie/cookie-dates.md`.
        ///
        /// Writes IMF-fixdate in GMT, as RFC 6265 asks servers to; a year before 1601 or
        /// after 9999 is ``FormatError/Kind/unrepresentableYear``.
        @inlinable public static var cookieDate: Format { Format(.cookieDate) }

        /// Text in a compiled ``Pattern``: `DateFormatter`'s `dateFormat` strings, read and
        /// written exactly, with no locale and no allocation.
        ///
        /// ```swift
        /// let sql = try FastDate.Pattern("yyyy-MM-dd HH:mm:ss")
        /// try FastDate.parseTimestamp("2024-03-05 14:30:00", as: .pattern(sql))
        /// ```
        ///
        /// The pattern carries its own options (its clock, two-digit-year window and default
        /// date), so ``assumingUTCOffset(_:)``, ``fractionDigits(_:)`` and
        /// ``writingUTCOffset(_:)`` do not apply to it. Writing needs the pattern's
        /// ``Pattern/maxFormattedLength`` bytes. See `Spec/patterns/patterns.md`.
        @inlinable public static func pattern(_ pattern: Pattern) -> Format {
            Format(.pattern, detail: 0, program: pattern.program)
        }

        /// The compiled pattern of a ``pattern(_:)`` format; `nil` for every other format.
        public var pattern: Pattern? { program.map(Pattern.init(program:)) }

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
        @inlinable public static func epoch(_ unit: EpochUnit) -> Format {
            Format(.epoch, detail: unit.code)
        }

        /// This format, but a date-time written without an offset is read at `seconds`
        /// east of UTC instead of failing with ``ParseError/Kind/missingOffset``.
        ///
        /// ``iso8601``, ``rfc3339``, ``javaScript``, ``rfc5322``, ``rfc9557`` and
        /// ``iso8601Basic`` use it (for a missing zone); the other formats have no date-time
        /// without an offset, and ignore it. Writing does not use it.
        /// - Precondition: `abs(seconds) < 86_400`.
        public func assumingUTCOffset(_ seconds: Int32) -> Format {
            precondition(UTCOffsetRange.contains(Int(seconds)), "UTC offset out of range")
            guard profile.facts.takesAssumedOffset else { return self }
            return Format(profile, detail: detail, assumedOffset: seconds, yearOrOffset: storedYearOrOffset)
        }

        /// This format, writing `digits` fraction digits (0 through 9; truncated, never
        /// rounded): `.rfc3339.fractionDigits(0)` writes `2021-03-19T10:37:20Z`.
        ///
        /// ``iso8601``, ``rfc3339``, ``rfc9557``, ``iso8601Basic`` and ``epoch(_:)`` use it
        /// (an epoch number's digits are fractions of its unit:
        /// `.epoch(.milliseconds).fractionDigits(0)` writes whole milliseconds); the other
        /// formats have a fixed precision and ignore it. A count outside 0...9 is a
        /// ``FormatError/Kind/invalidFractionDigits`` when writing. Reading does not use it.
        @inlinable public func fractionDigits(_ digits: Int) -> Format {
            switch profile.facts.fractions {
            case .fixed, .pattern:
                return self
            case .epoch:
                return Format(.epoch, detail: detail & EpochDigits.unitMask | EpochDigits(fixed: digits).code << EpochDigits.shift)
            case .chosen:
                return Format(profile, detail: UInt8(exactly: digits) ?? Self.invalidFractionDigits,
                              assumedOffset: storedAssumedOffset, yearOrOffset: storedYearOrOffset)
            }
        }

        /// This format, writing every timestamp at `seconds` east of UTC instead of at its own
        /// ``Timestamp/utcOffset``: `.rfc3339.writingUTCOffset(3600)` writes the instant
        /// `2021-03-19T09:37:20Z` as `2021-03-19T10:37:20.000+01:00`. Reading does not use it.
        ///
        /// ``iso8601``, ``rfc3339``, ``rfc9557``, ``iso8601Basic``, ``fullDate`` (the day at
        /// that offset), ``rfc5322`` and ``dotNetJSON`` use it; ``javaScript``, ``httpDate``
        /// and ``cookieDate`` always write UTC and
        /// ``epoch(_:)`` has no offset, so they ignore it. The offset must be whole minutes
        /// (as every offset RFC 3339 and RFC 5322 can write) and less than a day; another is
        /// a ``FormatError/Kind/invalidOffset`` when writing. In the `FastDate` module it
        /// takes precedence over an encoder's `timeZone:`.
        @inlinable public func writingUTCOffset(_ seconds: Int32) -> Format {
            guard profile.facts.takesWrittenOffset else { return self }
            let valid = seconds % 60 == 0 && seconds > -Int32.secondsPerDay && seconds < Int32.secondsPerDay
            return Format(profile, detail: detail, assumedOffset: storedAssumedOffset,
                          yearOrOffset: valid ? Int16(seconds / 60) : Self.invalidWrittenOffset)
        }

        /// The timestamp a format that takes ``writingUTCOffset(_:)`` writes: `t` at
        /// ``writtenUTCOffset``, where one is set. Inlined into the writers' one dispatch, so
        /// a format named at the call site without the option folds this away.
        @inlinable @inline(__always)
        func timestampToWrite(_ t: Timestamp) throws(FormatError) -> Timestamp {
            if storedYearOrOffset == Self.noWrittenOffset { return t }
            guard storedYearOrOffset != Self.invalidWrittenOffset else { throw FormatError(.invalidOffset) }
            return Timestamp(unchecked: t.seconds, t.nanoseconds, Int32(storedYearOrOffset) &* 60)
        }
    }
}
