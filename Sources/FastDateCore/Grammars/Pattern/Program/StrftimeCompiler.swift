/// Turns strftime text (`%Y-%m-%d %H:%M:%S`) into the same ``PatternProgram`` steps a
/// TR35 pattern compiles to (`Spec/patterns/strftime.md`), so that reading, writing, the fast
/// path, every door and the Arrow kernel serve both syntaxes with one program.
///
/// Each directive is one step with the digit widths its dialect reads; a number that touches
/// another reads its full width, the rule TR35 patterns follow, which gives Python's answer
/// wherever the text has full widths and refuses what only Python's backtracking would read.
/// A directive a dialect does not have, or one FastDate cannot read back (`%Z`, `%U`,
/// `%c`), is refused here with its position, never at reading.
enum StrftimeCompiler {
    /// The date that fills the fields a format lacks: 1900-01-01, C's `struct tm` at zero
    /// and Python's `strptime` default.
    static var defaultDate: (year: Int64, month: Int, day: Int) { (1900, 1, 1) }

    /// The first year `%y` reads into: POSIX and Python put 69–99 in the 1900s, chrono
    /// 70–99.
    static func twoDigitYearStart(_ syntax: PatternSyntax) -> Int64 { syntax == .chrono ? 1970 : 1969 }

    static func compile(_ text: String, _ syntax: PatternSyntax, zone: PatternZone) throws(FastDate.PatternError) -> PatternProgram {
        let bytes = try PatternCompiler.bytes(of: text)
        // `%F` is three steps and two literal bytes: room for the longest expansion of each byte.
        var steps: [PatternStep] = []
        steps.reserveCapacity(bytes.count * 3)
        var symbols: [Range<Int>] = []
        symbols.reserveCapacity(bytes.count * 3)
        var literals: [UInt8] = []
        literals.reserveCapacity(bytes.count * 2)

        // Literal bytes side by side are one step, wherever they come from (`%F`'s `-`).
        func literal(_ byte: UInt8) {
            if let last = steps.last, last.field == .literal {
                steps[steps.count - 1] = PatternStep(field: .literal, letters: 0, minimumDigits: 0, maximumDigits: 0, variant: 0,
                                                     literalStart: last.literalStart, literalEnd: last.literalEnd + 1)
            } else {
                steps.append(PatternStep(field: .literal, letters: 0, minimumDigits: 0, maximumDigits: 0, variant: 0,
                                         literalStart: UInt16(literals.count), literalEnd: UInt16(literals.count + 1)))
                symbols.append(0..<0)
            }
            literals.append(byte)
        }
        func field(_ field: PatternField, letters: UInt8, digits: ClosedRange<UInt8> = 0...0, variant: UInt8 = 0, _ symbol: Range<Int>) {
            steps.append(PatternStep(field: field, letters: letters, minimumDigits: digits.lowerBound, maximumDigits: digits.upperBound,
                                     variant: variant, literalStart: 0, literalEnd: 0))
            symbols.append(symbol)
        }

        var i = 0
        while i < bytes.count {
            guard bytes[i] == percent else {
                literal(bytes[i])
                i += 1
                continue
            }
            let start = i
            i += 1
            // chrono's `%.f`, `%.3f`, `%:z` and `%3f` carry a modifier before the letter.
            var modifier: UInt8 = 0
            if syntax == .chrono, i < bytes.count, bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ":") {
                modifier = bytes[i]
                i += 1
            }
            var digits: UInt8 = 0
            if syntax == .chrono, i < bytes.count, bytes[i] == UInt8(ascii: "3") || bytes[i] == UInt8(ascii: "6") || bytes[i] == UInt8(ascii: "9") {
                digits = bytes[i] &- UInt8(ascii: "0")
                i += 1
            }
            guard i < bytes.count else {
                throw FastDate.PatternError(.unknownDirective, position: start, symbol: String(decoding: bytes[start..<i], as: UTF8.self))
            }
            let letter = bytes[i]
            i += 1
            let symbol = start..<i
            var name: String { String(decoding: bytes[symbol], as: UTF8.self) }
            func unknown() -> FastDate.PatternError { FastDate.PatternError(.unknownDirective, position: start, symbol: name) }
            func unsupported() -> FastDate.PatternError { FastDate.PatternError(.unsupportedDirective, position: start, symbol: name) }

            // The modified forms first: each is chrono's alone.
            if modifier == UInt8(ascii: ".") || digits != 0 {
                guard letter == UInt8(ascii: "f") else { throw unknown() }
                if digits == 0 {
                    guard modifier == UInt8(ascii: ".") else { throw unknown() }
                    field(.dotFraction, letters: 9, symbol)
                } else {
                    guard modifier != UInt8(ascii: ":") else { throw unknown() }
                    if modifier == UInt8(ascii: ".") { literal(UInt8(ascii: ".")) }
                    field(.fraction, letters: digits, digits: digits...digits, symbol)
                }
                continue
            }
            if modifier == UInt8(ascii: ":") {
                guard letter == UInt8(ascii: "z") else { throw unknown() }
                field(.offset, letters: 1, variant: PatternOffsetStyle([.colon, .colonOptional]).rawValue, symbol)
                continue
            }
            // A directive of one field, as `%F`, `%T` and `%R` also spell theirs; `false` for
            // a letter that is none.
            func single(_ letter: UInt8) -> Bool {
                switch letter {
                case UInt8(ascii: "Y"): field(.year, letters: 4, digits: 4...4, symbol)
                case UInt8(ascii: "y"): field(.twoDigitYear, letters: 2, digits: 2...2, symbol)
                case UInt8(ascii: "G"): field(.weekYear, letters: 4, digits: 4...4, symbol)
                case UInt8(ascii: "V"): field(.week, letters: 2, digits: 1...2, symbol)
                case UInt8(ascii: "u"): field(.weekdayNumber, letters: 1, digits: 1...1, symbol)
                case UInt8(ascii: "m"): field(.month, letters: 2, digits: 1...2, symbol)
                case UInt8(ascii: "d"): field(.day, letters: 2, digits: 1...2, symbol)
                case UInt8(ascii: "j"): field(.dayOfYear, letters: 3, digits: 1...3, symbol)
                case UInt8(ascii: "H"): field(.hour, letters: 2, digits: 1...2, symbol)
                case UInt8(ascii: "I"): field(.clockHour12, letters: 2, digits: 1...2, symbol)
                case UInt8(ascii: "M"): field(.minute, letters: 2, digits: 1...2, symbol)
                case UInt8(ascii: "S"): field(.second, letters: 2, digits: 1...2, symbol)
                case UInt8(ascii: "f"):
                    // Python's microseconds, read in 1–6 digits as a fraction; chrono's is a count
                    // of nanoseconds, which only nine digits make the same number.
                    if syntax == .chrono {
                        field(.fraction, letters: 9, digits: 9...9, symbol)
                    } else {
                        field(.fraction, letters: 6, digits: 1...6, symbol)
                    }
                case UInt8(ascii: "p"): field(.meridiem, letters: 1, symbol)
                case UInt8(ascii: "a"): field(.weekdayAbbreviation, letters: 3, symbol)
                case UInt8(ascii: "A"): field(.weekdayName, letters: 4, symbol)
                case UInt8(ascii: "b"), UInt8(ascii: "h"): field(.monthAbbreviation, letters: 3, symbol)
                case UInt8(ascii: "B"): field(.monthName, letters: 4, symbol)
                case UInt8(ascii: "z"):
                    let style: PatternOffsetStyle = syntax == .chrono ? .colonOptional : [.readsZ, .colonOptional, .optionalSeconds]
                    field(.offset, letters: 1, variant: style.rawValue, symbol)
                case UInt8(ascii: "s") where syntax == .chrono:
                    field(.epochSeconds, letters: 1, digits: 1...maximumEpochDigits, symbol)
                default:
                    return false
                }
                return true
            }
            // chrono's shorthands: their directives with the literals between them.
            func expand(_ shorthand: StaticString) {
                var k = 0
                while k < shorthand.utf8CodeUnitCount {
                    let byte = shorthand.utf8Start[k]
                    if byte == percent {
                        _ = single(shorthand.utf8Start[k + 1])
                        k += 2
                    } else {
                        literal(byte)
                        k += 1
                    }
                }
            }

            guard !single(letter) else { continue }
            switch letter {
            case percent: literal(percent)
            case UInt8(ascii: "F") where syntax == .chrono: expand("%Y-%m-%d")
            case UInt8(ascii: "T") where syntax == .chrono: expand("%H:%M:%S")
            case UInt8(ascii: "R") where syntax == .chrono: expand("%H:%M")
            case UInt8(ascii: "t") where syntax == .chrono: literal(UInt8(ascii: "\t"))
            case UInt8(ascii: "n") where syntax == .chrono: literal(UInt8(ascii: "\n"))
            default:
                // Directives of the dialect that FastDate leaves out on purpose
                // (`Spec/patterns/strftime.md`, "Refused"); any other is no directive.
                let refused: StaticString = "ZUWwcxXCgeklPrDv"
                let known = UnsafeRawBufferPointer(start: refused.utf8Start, count: refused.utf8CodeUnitCount)
                throw known.contains(letter) ? unsupported() : unknown()
            }
        }

        try PatternCompiler.check(steps, symbols, bytes)
        try checkEpochSeconds(steps, symbols, bytes)
        fixTouchingWidths(&steps)
        return try PatternCompiler.program(text, syntax, steps, symbols, bytes, literals, zone: zone,
                                           twoDigitYearStart: twoDigitYearStart(syntax), defaultDate: defaultDate)
    }

    private static var percent: UInt8 { UInt8(ascii: "%") }

    /// `%s` reads at most this many digits: the supported range ends about 8.6 × 10¹² seconds
    /// from 1970, and thirteen digits cannot overflow.
    static var maximumEpochDigits: UInt8 { 13 }

    /// `%s` is the instant itself: beside it only a fraction of a second means anything.
    private static func checkEpochSeconds(_ steps: [PatternStep], _ symbols: [Range<Int>], _ bytes: [UInt8]) throws(FastDate.PatternError) {
        guard steps.contains(where: { $0.field == .epochSeconds }) else { return }
        for (k, step) in steps.enumerated() {
            switch step.field {
            case .literal, .epochSeconds, .fraction, .dotFraction: continue
            default: throw PatternCompiler.error(.duplicateField, k, steps, symbols, bytes)
            }
        }
    }

    /// A number that touches another reads exactly its written width (`%Y%m%d` reads
    /// `20240305`), as a TR35 pattern's does: where Python would backtrack through shorter
    /// readings, FastDate refuses rather than guess.
    private static func fixTouchingWidths(_ steps: inout [PatternStep]) {
        var k = 0
        while k < steps.count {
            defer { k += 1 }
            let step = steps[k]
            guard step.field != .epochSeconds, step.minimumDigits != step.maximumDigits,
                  PatternCompiler.touchesNumber(steps, k) else { continue }
            steps[k] = PatternStep(field: step.field, letters: step.letters, minimumDigits: step.letters, maximumDigits: step.letters,
                                   variant: step.variant, literalStart: step.literalStart, literalEnd: step.literalEnd)
        }
    }
}
