/// The symbols a pattern's text is written in.
package enum PatternSyntax: UInt8, Sendable {
    /// Unicode TR35's, as `DateFormatter` takes them (`yyyy-MM-dd`).
    case unicode
    /// C, POSIX and Python's strftime directives (`%Y-%m-%d`), in the C locale.
    case posix
    /// chrono's (polars, arrow-rs, DataFusion): POSIX's and `%.f`, `%.3f`, `%:z`, `%s`.
    case chrono
}

/// A compiled pattern: its steps, its literal bytes and its options, shared by every copy of
/// the ``FastDate/Pattern`` and ``FastDate/Format`` that holds it. Immutable, so one program
/// serves any number of threads.
@usableFromInline
package final class PatternProgram: Sendable, Hashable {
    /// The pattern as written.
    let text: String
    /// The symbols `text` is written in.
    let syntax: PatternSyntax
    let steps: [PatternStep]
    /// Every literal step's bytes, one after another.
    let literals: [UInt8]
    let zone: PatternZone
    /// The first year of the hundred that `yy` reads into.
    let twoDigitYearStart: Int64
    /// The fields of the default date, for the date fields the pattern lacks.
    let defaultYear: Int64
    let defaultMonth: Int
    let defaultDay: Int
    /// Whether `G` is present: `y` is then the year of the era.
    let hasEra: Bool
    /// Bytes that always suffice for what the pattern writes.
    let maxFormattedLength: Int
    /// The fraction digits written (`SSS` is 3; chrono's `%.f` at most 9), 0 without a fraction.
    @usableFromInline let fractionDigits: Int
    /// Where each field stands when every step has one width; ``PatternFastPath/none`` otherwise.
    let layout: PatternFastPath

    init(text: String, syntax: PatternSyntax, steps: [PatternStep], literals: [UInt8], zone: PatternZone, twoDigitYearStart: Int64,
         defaultDate: (year: Int64, month: Int, day: Int), hasEra: Bool, maxFormattedLength: Int) {
        self.text = text
        self.syntax = syntax
        self.steps = steps
        self.literals = literals
        self.zone = zone
        self.twoDigitYearStart = twoDigitYearStart
        self.defaultYear = defaultDate.year
        self.defaultMonth = defaultDate.month
        self.defaultDay = defaultDate.day
        self.hasEra = hasEra
        self.maxFormattedLength = maxFormattedLength
        self.fractionDigits = steps.first { $0.field == .fraction || $0.field == .dotFraction }.map { Int($0.letters) } ?? 0
        self.layout = PatternFastPath(steps: steps, literals: literals)
    }

    /// Two programs are equal when they were compiled from the same text with the same
    /// options: then they read and write alike.
    @usableFromInline
    package static func == (a: PatternProgram, b: PatternProgram) -> Bool {
        a === b || (a.text == b.text && a.syntax == b.syntax && a.zone == b.zone && a.twoDigitYearStart == b.twoDigitYearStart
            && a.defaultYear == b.defaultYear && a.defaultMonth == b.defaultMonth && a.defaultDay == b.defaultDay)
    }

    @usableFromInline
    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(zone)
        hasher.combine(twoDigitYearStart)
    }
}

extension PatternProgram {
    /// Calls `body` with each step in order: the reader's and the writer's one walk. An index
    /// loop, because an array's iterator allocates in an unoptimized build, where the
    /// allocation tests run.
    @inline(__always)
    func forEachStep<Failure: Error>(_ body: (PatternStep) throws(Failure) -> Void) throws(Failure) {
        var n = 0
        while n < steps.count {
            try body(steps[n])
            n &+= 1
        }
    }

    /// Calls `body` with each byte of the literal `step`, in order.
    @inline(__always)
    func forEachLiteralByte<Failure: Error>(of step: PatternStep, _ body: (UInt8) throws(Failure) -> Void) throws(Failure) {
        var k = Int(step.literalStart)
        while k < Int(step.literalEnd) {
            try body(literals[k])
            k &+= 1
        }
    }
}
