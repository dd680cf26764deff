/// Turns pattern text (`yyyy-MM-dd HH:mm:ss`) into a ``PatternProgram``, refusing every trap
/// `Spec/patterns/patterns.md` lists ("Compile errors") with the symbol, its position and the
/// likely intent. Runs once per pattern; the reader and the formatter never look at the
/// text again.
enum PatternCompiler {
    static func compile(
        _ text: String, zone: PatternZone, twoDigitYearStart: Int64, defaultDate: (year: Int64, month: Int, day: Int)
    ) throws(FastDate.PatternError) -> PatternProgram {
        let bytes = try Self.bytes(of: text)

        // A pattern has at most one step per byte: one allocation each, not one per growth.
        var steps: [PatternStep] = []
        steps.reserveCapacity(bytes.count)
        var symbols: [Range<Int>] = []  // where each step's symbol stands, for the checks below
        symbols.reserveCapacity(bytes.count)
        var literals: [UInt8] = []
        literals.reserveCapacity(bytes.count)
        var pendingLiteralStart = -1    // start in `literals` of the literal step being built

        func closeLiteral() {
            guard pendingLiteralStart >= 0 else { return }
            steps.append(PatternStep(field: .literal, letters: 0, minimumDigits: 0, maximumDigits: 0, variant: 0,
                                     literalStart: UInt16(pendingLiteralStart), literalEnd: UInt16(literals.count)))
            symbols.append(0..<0)
            pendingLiteralStart = -1
        }
        func literal(_ byte: UInt8) {
            if pendingLiteralStart < 0 { pendingLiteralStart = literals.count }
            literals.append(byte)
        }

        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == quote {
                // `''` is a quote anywhere; otherwise text up to the closing quote is literal.
                if i + 1 < bytes.count && bytes[i + 1] == quote {
                    literal(quote)
                    i += 2
                    continue
                }
                let opening = i
                i += 1
                while true {
                    guard i < bytes.count else { throw FastDate.PatternError(.unclosedQuote, position: opening, symbol: "'") }
                    if bytes[i] == quote {
                        if i + 1 < bytes.count && bytes[i + 1] == quote {
                            literal(quote)
                            i += 2
                            continue
                        }
                        i += 1
                        break
                    }
                    literal(bytes[i])
                    i += 1
                }
                continue
            }
            guard EnglishNames.isLetter(byte) else {
                literal(byte)
                i += 1
                continue
            }
            var end = i + 1
            while end < bytes.count && bytes[end] == byte { end += 1 }
            let (field, variant) = try Self.field(byte, letters: end - i, position: i)
            closeLiteral()
            steps.append(PatternStep(field: field, letters: UInt8(end - i), minimumDigits: 0, maximumDigits: 0,
                                     variant: variant, literalStart: 0, literalEnd: 0))
            symbols.append(i..<end)
            i = end
        }
        closeLiteral()

        try check(steps, symbols, bytes)
        widen(&steps)
        try checkAbutting(steps, symbols, bytes)
        return try program(text, .unicode, steps, symbols, bytes, literals, zone: zone,
                           twoDigitYearStart: twoDigitYearStart, defaultDate: defaultDate)
    }

    /// The program of `steps`, which have their widths, once no number of varying width
    /// runs into a digit: the last check every syntax shares.
    static func program(
        _ text: String, _ syntax: PatternSyntax, _ steps: [PatternStep], _ symbols: [Range<Int>], _ bytes: [UInt8],
        _ literals: [UInt8], zone: PatternZone, twoDigitYearStart: Int64, defaultDate: (year: Int64, month: Int, day: Int)
    ) throws(FastDate.PatternError) -> PatternProgram {
        try checkVariableWidths(steps, symbols, bytes, literals)
        let hasEra = steps.contains { $0.field == .era }
        let maxLength = steps.reduce(0) { $0 + maximumWrittenLength($1) }
        return PatternProgram(text: text, syntax: syntax, steps: steps, literals: literals, zone: zone,
                              twoDigitYearStart: twoDigitYearStart, defaultDate: defaultDate,
                              hasEra: hasEra, maxFormattedLength: maxLength)
    }

    /// The bytes of a pattern's text, refused when empty or longer than
    /// `Pattern.maximumLength`: what every syntax's compiler starts from.
    static func bytes(of text: String) throws(FastDate.PatternError) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw FastDate.PatternError(.empty, position: 0) }
        guard bytes.count <= FastDate.Pattern.maximumLength else {
            throw FastDate.PatternError(.tooLong, position: FastDate.Pattern.maximumLength)
        }
        return bytes
    }

    private static var quote: UInt8 { UInt8(ascii: "'") }

    /// The field `n` letters of a named field stand for: its number for one or two letters
    /// (its abbreviation when it has no number), its abbreviation for three, its full name
    /// for four; `nil` for more.
    private static func named(
        _ n: Int, number: PatternField?, _ abbreviation: PatternField, _ name: PatternField
    ) -> PatternField? {
        switch n {
        case 1, 2: number ?? abbreviation
        case 3: abbreviation
        case 4: name
        default: nil
        }
    }

    /// The field a run of `letters` copies of `letter` stands for, and its variant; or why
    /// it stands for none.
    private static func field(
        _ letter: UInt8, letters n: Int, position: Int
    ) throws(FastDate.PatternError) -> (PatternField, UInt8) {
        // Made only for an error: every field of every compile would otherwise build it.
        var symbol: String { String(decoding: [UInt8](repeating: letter, count: n), as: UTF8.self) }
        func width() -> FastDate.PatternError { FastDate.PatternError(.unsupportedWidth, position: position, symbol: symbol) }
        switch letter {
        case UInt8(ascii: "G"):
            guard n <= 5 else { throw width() }
            return (.era, 0)
        case UInt8(ascii: "y"):
            guard n <= maximumYearLetters else { throw width() }
            return (n == 2 ? .twoDigitYear : .year, 0)
        case UInt8(ascii: "Y"):
            guard n != 2 && n <= maximumYearLetters else { throw width() }
            return (.weekYear, 0)
        case UInt8(ascii: "w"):
            guard n <= 2 else { throw width() }
            return (.week, 0)
        // A field with names: one or two letters the number (where it has one), three the
        // abbreviation, four the full name; `E` has no number, so it abbreviates from one.
        case UInt8(ascii: "e"):
            guard let field = named(n, number: .weekdayNumber, .weekdayAbbreviation, .weekdayName) else { throw width() }
            return (field, 0)
        case UInt8(ascii: "E"):
            guard let field = named(n, number: nil, .weekdayAbbreviation, .weekdayName) else { throw width() }
            return (field, 0)
        case UInt8(ascii: "M"), UInt8(ascii: "L"):
            guard let field = named(n, number: .month, .monthAbbreviation, .monthName) else { throw width() }
            return (field, 0)
        case UInt8(ascii: "d"):
            guard n <= 2 else { throw width() }
            return (.day, 0)
        case UInt8(ascii: "D"):
            guard n <= 3 else { throw width() }
            return (.dayOfYear, 0)
        case UInt8(ascii: "a"):
            guard n <= 3 else { throw width() }
            return (.meridiem, 0)
        case UInt8(ascii: "H"), UInt8(ascii: "h"), UInt8(ascii: "K"), UInt8(ascii: "k"),
             UInt8(ascii: "m"), UInt8(ascii: "s"):
            guard n <= 2 else { throw width() }
            switch letter {
            case UInt8(ascii: "H"): return (.hour, 0)
            case UInt8(ascii: "h"): return (.clockHour12, 0)
            case UInt8(ascii: "K"): return (.hour12, 0)
            case UInt8(ascii: "k"): return (.clockHour24, 0)
            case UInt8(ascii: "m"): return (.minute, 0)
            default: return (.second, 0)
            }
        case UInt8(ascii: "S"):
            guard n <= 9 else { throw FastDate.PatternError(.tooManyFractionDigits, position: position, symbol: symbol) }
            return (.fraction, 0)
        case UInt8(ascii: "Z"):
            switch n {
            case 1...3: return (.offset, 0)
            case 4: return (.gmtOffset, longGMT)
            default: return (.offset, PatternOffsetStyle([.zForZero, .colon, .optionalSeconds]).rawValue)
            }
        case UInt8(ascii: "X"), UInt8(ascii: "x"):
            let z: PatternOffsetStyle = letter == UInt8(ascii: "X") ? .zForZero : []
            switch n {
            case 1: return (.offset, z.union(.optionalMinutes).rawValue)
            case 2: return (.offset, z.rawValue)
            case 3: return (.offset, z.union(.colon).rawValue)
            case 4: return (.offset, z.union(.optionalSeconds).rawValue)
            case 5: return (.offset, z.union([.colon, .optionalSeconds]).rawValue)
            default: throw width()
            }
        case UInt8(ascii: "O"):
            switch n {
            case 1: return (.gmtOffset, 0)
            case 4: return (.gmtOffset, longGMT)
            default: throw width()
            }
        case UInt8(ascii: "z"):
            guard n <= 3 else { throw width() }
            return (.zoneAbbreviation, 0)
        default:
            // TR35 symbols FastDate leaves out on purpose (Spec: "Not supported"); any other
            // letter is no symbol at all, most often a literal left unquoted (`T`).
            let unsupported: StaticString = "uUrQqlWFgcAvVbBjJC"
            let known = UnsafeRawBufferPointer(start: unsupported.utf8Start, count: unsupported.utf8CodeUnitCount)
            throw FastDate.PatternError(known.contains(letter) ? .unsupportedSymbol : .unknownSymbol,
                                        position: position, symbol: symbol)
        }
    }

    /// `y` is read in at most this many digits: the supported range ends in year 275760.
    static var maximumYearLetters: Int { 6 }
    /// The `variant` of a ``PatternField/gmtOffset`` written `GMT+01:00` rather than `GMT+1`.
    static var longGMT: UInt8 { 1 }

    /// What each field is about, for "two fields for the same thing".
    private static func subject(_ field: PatternField) -> Int {
        switch field {
        case .literal: -1
        case .era: 0
        case .year, .twoDigitYear: 1
        case .weekYear: 2
        case .week: 3
        case .weekdayNumber, .weekdayAbbreviation, .weekdayName: 4
        case .month, .monthAbbreviation, .monthName: 5
        case .day: 6
        case .dayOfYear: 7
        case .meridiem: 8
        case .hour, .clockHour12, .hour12, .clockHour24: 9
        case .minute: 10
        case .second: 11
        case .fraction, .dotFraction: 12
        case .epochSeconds: 14
        case .offset, .gmtOffset, .zoneAbbreviation: 13
        }
    }

    /// The traps: duplicates, then each rule of "Compile errors" in the Spec's order.
    static func check(_ steps: [PatternStep], _ positions: [Range<Int>], _ bytes: [UInt8]) throws(FastDate.PatternError) {
        // Bit sets rather than arrays: compiling is on the path of a strategy built per
        // request, and each array would be an allocation.
        var seen: UInt32 = 0  // subjects met so far
        for (k, step) in steps.enumerated() where step.field != .literal {
            let bit: UInt32 = 1 << subject(step.field)
            guard seen & bit == 0 else { throw error(.duplicateField, k, steps, positions, bytes) }
            seen |= bit
        }
        func index(_ a: PatternField, _ b: PatternField? = nil, _ c: PatternField? = nil, _ d: PatternField? = nil,
                   _ e: PatternField? = nil, _ f: PatternField? = nil, _ g: PatternField? = nil) -> Int? {
            steps.indices.first {
                let field = steps[$0].field
                return field == a || field == b || field == c || field == d || field == e || field == f || field == g
            }
        }
        if let d = index(.dayOfYear), index(.month, .monthAbbreviation, .monthName) != nil {
            throw error(.dayOfYearWithMonth, d, steps, positions, bytes)
        }
        if let d = index(.dayOfYear), index(.day) != nil { throw error(.duplicateField, d, steps, positions, bytes) }
        if let y = index(.weekYear), index(.week) == nil { throw error(.weekYearWithoutWeek, y, steps, positions, bytes) }
        if index(.weekYear) == nil {
            if let w = index(.week) { throw error(.weekWithoutWeekYear, w, steps, positions, bytes) }
            if let e = index(.weekdayNumber) { throw error(.weekWithoutWeekYear, e, steps, positions, bytes) }
        } else if let c = index(.year, .twoDigitYear, .month, .monthAbbreviation, .monthName, .day, .dayOfYear) {
            throw error(.weekAndCalendarDate, c, steps, positions, bytes)
        }
        let meridiem = index(.meridiem)
        if let h = index(.clockHour12, .hour12), meridiem == nil {
            throw error(.twelveHourClockWithoutMeridiem, h, steps, positions, bytes)
        }
        if let a = meridiem, index(.clockHour12, .hour12) == nil {
            throw error(.meridiemWithoutTwelveHourClock, a, steps, positions, bytes)
        }
        if let g = index(.era), index(.year, .twoDigitYear) == nil {
            throw error(.eraWithoutYear, g, steps, positions, bytes)
        }
    }

    static func error(
        _ kind: FastDate.PatternError.Kind, _ k: Int, _ steps: [PatternStep], _ symbols: [Range<Int>], _ bytes: [UInt8]
    ) -> FastDate.PatternError {
        FastDate.PatternError(kind, position: symbols[k].lowerBound, symbol: String(decoding: bytes[symbols[k]], as: UTF8.self))
    }

    /// Whether step `k` is a number with another number right before or after it.
    static func touchesNumber(_ steps: [PatternStep], _ k: Int) -> Bool {
        steps[k].field.isNumber
            && ((k > 0 && steps[k - 1].field.isNumber) || (k + 1 < steps.count && steps[k + 1].field.isNumber))
    }

    /// Each number's digit widths (`Spec/patterns/patterns.md`, "Widths"): exactly its
    /// letters when it touches another number; otherwise the lenient widths the Spec keeps.
    /// In place: only the widths change, never which steps are numbers, and a copy would be
    /// an allocation more per compile.
    private static func widen(_ steps: inout [PatternStep]) {
        var k = 0
        while k < steps.count {
            let step = steps[k]
            defer { k += 1 }
            guard step.field.isNumber else { continue }
            let n = Int(step.letters)
            let (low, high): (Int, Int)
            if touchesNumber(steps, k) {
                (low, high) = (n, n)
            } else {
                switch step.field {
                case .year, .weekYear: (low, high) = (n, max(n, maximumYearLetters))
                case .twoDigitYear: (low, high) = (2, 2)
                case .dayOfYear: (low, high) = (n, 3)
                case .weekdayNumber, .fraction: (low, high) = (n, n)
                default: (low, high) = (1, 2)  // month, day, hours, minute, second, week
                }
            }
            steps[k] = PatternStep(field: step.field, letters: step.letters, minimumDigits: UInt8(low), maximumDigits: UInt8(high),
                                   variant: step.variant, literalStart: step.literalStart, literalEnd: step.literalEnd)
        }
    }

    /// A number that touches another must have a fixed width: its letters must be the
    /// field's full width, so that `yyyyMMdd` reads and `yyyyMd` is refused.
    private static func checkAbutting(_ steps: [PatternStep], _ positions: [Range<Int>], _ bytes: [UInt8]) throws(FastDate.PatternError) {
        for k in steps.indices where touchesNumber(steps, k) {
            let n = Int(steps[k].letters)
            let fixed: Bool = switch steps[k].field {
            case .year, .weekYear: n >= 4
            case .twoDigitYear: true
            case .dayOfYear: n == 3
            case .weekdayNumber, .fraction: true
            default: n == 2
            }
            guard fixed else { throw error(.ambiguousNumber, k, steps, positions, bytes) }
        }
    }

    /// A field whose width varies must not run into a digit: then the text cannot say where
    /// it ends, and the pattern would misread what it wrote (`xyyy` writes `+00275760`, and
    /// `+0027` is an offset too; `yyyyy0dd` writes `01970001`). Refused at the field, before
    /// anything is read (`Spec/patterns/patterns.md`, "Compile errors"). A sign or a letter
    /// after it is fine: digits stop there.
    private static func checkVariableWidths(
        _ steps: [PatternStep], _ symbols: [Range<Int>], _ bytes: [UInt8], _ literals: [UInt8]
    ) throws(FastDate.PatternError) {
        for k in steps.indices where k + 1 < steps.count && hasVariableWidth(steps[k]) {
            let next = steps[k + 1]
            let nextBeginsWithADigit: Bool = switch next.field {
            case .literal: literals[Int(next.literalStart)] &- UInt8(ascii: "0") < 10
            default: next.field.isNumber
            }
            guard nextBeginsWithADigit else { continue }
            throw error(.ambiguousNumber, k, steps, symbols, bytes)
        }
    }

    /// Whether `step` reads a varying number of bytes: a number with lenient widths, or an
    /// offset whose minutes or seconds may be left out, or one written as `GMT+h`.
    private static func hasVariableWidth(_ step: PatternStep) -> Bool {
        if step.field.isNumber { return step.minimumDigits != step.maximumDigits }
        switch step.field {
        case .dotFraction: return true
        case .offset:
            let style = PatternOffsetStyle(rawValue: step.variant)
            return style.contains(.optionalMinutes) || style.contains(.optionalSeconds)
        case .gmtOffset, .zoneAbbreviation: return true
        default: return false
        }
    }

    /// The most bytes `step` writes.
    private static func maximumWrittenLength(_ step: PatternStep) -> Int {
        let n = Int(step.letters)
        switch step.field {
        case .literal: return Int(step.literalEnd - step.literalStart)
        case .era: return n == 4 ? 13 : n == 5 ? 1 : 2                      // "Before Christ"
        case .year, .weekYear: return max(n, maximumYearLetters)
        case .monthAbbreviation, .weekdayAbbreviation: return 3
        case .monthName, .weekdayName: return 9                              // "September", "Wednesday"
        case .dayOfYear: return 3
        case .fraction, .weekdayNumber: return n
        case .dotFraction: return 10                                         // ".123456789"
        case .epochSeconds: return 14                                        // "-8640000000000"
        case .offset, .gmtOffset, .zoneAbbreviation: return 12             // "GMT+hh:mm", "+hh:mm:ss"
        default: return 2
        }
    }
}
