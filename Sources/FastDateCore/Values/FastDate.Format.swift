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
        // `Profile`, the kind of format, is declared with the registry that switches on it
        // (`Grammars/FormatFacts.swift`).

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

        /// Whether the format reads the RFC 3339 family's commonest shapes as ``iso8601``
        /// does (``iso8601``, ``rfc3339``, ``javaScript``): the doors' choice of entry.
        /// Asked through a visitor of its own rather than ``FormatFacts``, so that a format
        /// known only at run time costs a test of its kind, not the building of its facts.
        @inlinable package var readsCommonShapes: Bool {
            @inline(__always) get { withGrammar(ReadsCommonShapes()) }
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

        /// This format with two-digit years read against `year`, for a kind that reads them
        /// (`facts.takesCurrentYear`: ``httpDate(currentYear:)``, the `FastDate` module's
        /// clock and `Codable`); any other format as it is. The kind is kept, so a new kind
        /// that reads two-digit years needs nothing here.
        package func readingCurrentYear(_ year: Int) -> Self {
            guard profile.facts.takesCurrentYear else { return self }
            // `noCurrentYear` is `Int16.min`, far outside any year a window can use.
            return Format(profile, detail: detail, assumedOffset: storedAssumedOffset,
                          yearOrOffset: max(Int16(clamping: year), Self.noCurrentYear + 1))
        }

        /// The year plain ``httpDate`` counts from: its 50-year window is 1950–2049, which is
        /// RFC 5322's two-digit rule (`00`–`49` are 20xx, `50`–`99` are 19xx).
        static var clockFreeCurrentYear: Int32 { 1999 }

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
