/// What a format answers to the questions every door asks of it, beside reading and
/// writing: its name, which options it takes, how it writes fractions and which four-value
/// path the column door tries.
///
/// This file is the registry: the one switch over a format's kind,
/// `FastDate.Format.withGrammar(_:)`, and the protocol each kind's grammar conforms to in
/// its own folder (`Grammars/Epoch/EpochGrammar.swift`, …). Everything that differs from one
/// format to another is asked of the grammar through that switch: its name, its options, its
/// reading, its fast paths, its writing and whether it reads a text another format refused.
/// Adding a format means its folder and one case in `withGrammar(_:)` (and in `Profile`,
/// the kind it switches on); CONTRIBUTING.md walks through it.
@usableFromInline
package struct FormatFacts: Sendable {
    /// How a format writes the fraction of a second.
    @usableFromInline
    package enum Fractions: Sendable, Equatable {
        /// A count the caller chooses with `fractionDigits(_:)`, kept in `Format.detail`;
        /// the default given here.
        case chosen(default: UInt8)
        /// Always this many digits; `fractionDigits(_:)` does not apply.
        case fixed(UInt8)
        /// Fractions of the epoch unit, exact by default (`EpochDigits`).
        case epoch
        /// The pattern's own fraction fields.
        case pattern
    }

    /// The four-value path the column door tries before reading values one at a time.
    @usableFromInline
    package enum ColumnFastPathKind: Sendable {
        /// `toISOString()`'s 24 bytes (`JavaScriptFastPath`).
        case javaScript
        /// Epoch numbers of one length (`EpochLanesFastPath`, `EpochFastPath`).
        case epoch
        /// A pattern's `yyyy-MM-dd HH:mm:ss` on a UTC clock (`PatternLanesFastPath`), when
        /// its program has that layout.
        case pattern
        /// None: every value is read on its own.
        case none
    }

    /// The format's member name (`rfc3339`), as its `Codable` form and the Arrow kernel
    /// spell it (an epoch number adds its unit there: `epochMilliseconds`).
    @usableFromInline package let name: StaticString
    /// How it writes fractions.
    @usableFromInline package let fractions: Fractions
    /// Whether `writingUTCOffset(_:)` applies: `false` for a format that always writes
    /// UTC or has no offset.
    @usableFromInline package let takesWrittenOffset: Bool
    /// Whether `assumingUTCOffset(_:)` applies: `false` for a pattern, which carries its
    /// own zone.
    @usableFromInline package let takesAssumedOffset: Bool
    /// Whether two-digit years are read against a current year (`httpDate(currentYear:)`).
    @usableFromInline package let takesCurrentYear: Bool
    /// The column door's four-value path.
    @usableFromInline package let columnFastPath: ColumnFastPathKind
    /// Whether it reads the grammar of the doors that take no format (`.iso8601`'s): the
    /// `FastDate` module's strategies then read it through that door's own fast path.
    @usableFromInline package let readsISO8601: Bool
    /// Whether it reads the commonest RFC 3339 shapes (`DateTimeFastPath.fastPathTimestamp`) as
    /// `.iso8601` does: the doors then read them through `readRFC3339FamilyTimestamp`.
    @usableFromInline package let readsCommonShapes: Bool
    /// Whether its text is a bare decimal number, which JSON carries as a number.
    @usableFromInline package let isNumber: Bool
    /// Whether it also reads a number as epoch seconds or milliseconds by its magnitude
    /// (`FlexibleEpochRule`): the `FastDate` module's strategies then read JSON numbers too,
    /// after strings.
    @usableFromInline package let readsNumbersByMagnitude: Bool
    /// When an error names this format as the one that reads a text another refused: its
    /// place among the formats tried (`FormatHint.find`), the strict and common ones first;
    /// `nil` for a format never named (one that reads what another named one reads, or a
    /// pattern, which has no text of its own).
    @usableFromInline package let hintRank: UInt8?

    @inlinable
    init(name: StaticString, fractions: Fractions, takesWrittenOffset: Bool, takesAssumedOffset: Bool = true,
         takesCurrentYear: Bool = false, columnFastPath: ColumnFastPathKind = .none, readsISO8601: Bool = false,
         readsCommonShapes: Bool = false, isNumber: Bool = false, readsNumbersByMagnitude: Bool = false, hintRank: UInt8? = nil) {
        (self.name, self.fractions, self.columnFastPath) = (name, fractions, columnFastPath)
        (self.takesWrittenOffset, self.takesAssumedOffset, self.takesCurrentYear) = (takesWrittenOffset, takesAssumedOffset, takesCurrentYear)
        (self.readsISO8601, self.readsCommonShapes) = (readsISO8601, readsCommonShapes)
        (self.isNumber, self.readsNumbersByMagnitude) = (isNumber, readsNumbersByMagnitude)
        self.hintRank = hintRank
    }
}

extension FastDate.Format {
    /// Which grammar reads, and which layout writes: the kind `withGrammar` switches on.
    ///
    /// The kinds with a fast path before the dispatch (`FormatGrammar.fastPath`) come
    /// first, so that the switch to it compiles to a few comparisons rather than a jump
    /// through a table: a range test, then one comparison each (Benchmarks/LEDGER.md). A new kind goes at
    /// the end unless it has one.
    @usableFromInline
    package enum Profile: UInt8, Sendable {
        case epoch, dotNetJSON, pattern
        case iso8601, rfc3339, fullDate, httpDate, rfc5322, rfc9557, javaScript
        case iso8601Basic, cookieDate, flexible
    }
}

extension FastDate.Format.Profile: CaseIterable {
    /// Every kind, in the order they are declared: not a list of its own.
    @usableFromInline package static var allCases: [Self] {
        var kinds: [Self] = []
        while let kind = Self(rawValue: UInt8(kinds.count)) { kinds.append(kind) }
        return kinds
    }

    /// This kind's answers, from its grammar. Inlinable, so a format named at the call
    /// site folds to its constants.
    @inlinable
    package var facts: FormatFacts { FastDate.Format(self).withGrammar(FactsOf()) }
}

extension FastDate.Format {
    /// `visitor` called with this format's grammar and the format itself: the one switch
    /// over a format's kind. Inlined, so each visitor gets the switch with its own work in
    /// every case (the readers' specialized copies, the writers' direct calls), and a format
    /// named at the call site folds it to one case. The format is passed, not kept in the
    /// visitor: a copy there would retain a pattern's program for every date.
    @inlinable @inline(__always)
    func withGrammar<Visitor: FormatGrammarVisitor>(_ visitor: Visitor) -> Visitor.Output {
        switch profile {
        case .iso8601: visitor.visit(ISO8601Grammar.self, self)
        case .rfc3339: visitor.visit(RFC3339Grammar.self, self)
        case .javaScript: visitor.visit(JavaScriptGrammar.self, self)
        case .fullDate: visitor.visit(FullDateGrammar.self, self)
        case .epoch: visitor.visit(EpochGrammar.self, self)
        case .httpDate: visitor.visit(HTTPDateGrammar.self, self)
        case .rfc5322: visitor.visit(RFC5322Grammar.self, self)
        case .rfc9557: visitor.visit(RFC9557Grammar.self, self)
        case .iso8601Basic: visitor.visit(ISO8601BasicGrammar.self, self)
        case .dotNetJSON: visitor.visit(DotNetJSONGrammar.self, self)
        case .cookieDate: visitor.visit(CookieDateGrammar.self, self)
        case .pattern: visitor.visit(PatternGrammar.self, self)
        case .flexible: visitor.visit(FlexibleGrammar.self, self)
        }
    }
}

/// One format's grammar, declared in its folder: its answers, its whole reading, its
/// accept-only fast path, its writing, and whether it reads a text another format refused.
/// A type with no values, so that the one switch over a format's kind
/// (`FastDate.Format.withGrammar(_:)`) hands each caller a type to specialize for rather
/// than a function to call through.
@usableFromInline
protocol FormatGrammar {
    /// The format's answers.
    static var facts: FormatFacts { get }
    /// The common shape, read before the dispatch of a door that takes a format
    /// (`FormatReader.readFormat`): accept-only, `nil` for anything else, never accepting
    /// what ``read(_:_:)`` refuses. Most grammars have none.
    static func fastPath(_ input: ByteInput, _ format: FastDate.Format) -> FastDate.Timestamp?
    /// The whole reading of a non-empty input, which decides every error
    /// (`FormatReader.read`, after the entries' fast paths).
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp
    /// The layout's writer, with the format's writing options (`FormatWriter.write`).
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int
    /// The format of this grammar that reads all of `input`, which another format refused,
    /// for the error to name (`FormatHint.find`); `nil` when none does. `plain` is the
    /// kind's format with no options. Asked only of a grammar with a
    /// ``FormatFacts/hintRank``.
    static func hint(for input: ByteInput, _ plain: FastDate.Format) -> FastDate.Format?
}

extension FormatGrammar {
    @inlinable @inline(__always)
    static func fastPath(_ input: ByteInput, _ format: FastDate.Format) -> FastDate.Timestamp? { nil }

    /// `plain`, when its reader reads all of `input`.
    @usableFromInline
    static func hint(for input: ByteInput, _ plain: FastDate.Format) -> FastDate.Format? {
        reads(input, plain) ? plain : nil
    }

    /// Whether `format`'s whole reading reads all of `input`: what a hint asks of a grammar.
    static func reads(_ input: ByteInput, _ format: FastDate.Format) -> Bool {
        // `do`/`catch` rather than `try?`, which would box the typed error in an `any
        // Error`: an allocation on a path that must make none.
        do {
            _ = try read(input, format)
            return true
        } catch {
            return false
        }
    }
}

/// What is done with a format's grammar once its kind is known.
@usableFromInline
protocol FormatGrammarVisitor {
    associatedtype Output
    func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> Output
}

/// Whether the grammar reads the common shapes (`FormatFacts.readsCommonShapes`): one answer,
/// which folds to a constant in each case of the switch.
@usableFromInline
struct ReadsCommonShapes: FormatGrammarVisitor {
    @inlinable init() {}
    @inlinable @inline(__always)
    func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> Bool { Grammar.facts.readsCommonShapes }
}

/// The grammar's answers.
@usableFromInline
struct FactsOf: FormatGrammarVisitor {
    @inlinable init() {}
    @inlinable func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> FormatFacts { Grammar.facts }
}

extension FastDate.Format {
    /// The format's name as the Arrow kernel takes it: its member's name (`rfc3339`), and an
    /// epoch number's with its unit (`epochMilliseconds`).
    package var name: String {
        let name = profile.facts.name.description
        guard profile.facts.fractions == .epoch else { return name }
        let unit = unit.name
        return name + unit.prefix(1).uppercased() + unit.dropFirst()
    }

    /// Every format that has a ``name`` of its own, with no options: one of each kind and
    /// each epoch unit, from the registry. A pattern, which needs its pattern, is not among
    /// them.
    package static var everyNamed: [Self] {
        Profile.allCases.flatMap { profile -> [Self] in
            switch profile.facts.fractions {
            case .pattern: []
            case .epoch: FastDate.EpochUnit.allCases.map(Self.epoch)
            case .chosen(let digits): [Self(profile, detail: digits)]
            case .fixed: [Self(profile)]
            }
        }
    }

    /// The format ``name`` names, with no options; `nil` for an unknown name.
    package init?(named name: String) {
        guard let format = Self.everyNamed.first(where: { $0.name == name }) else { return nil }
        self = format
    }
}
