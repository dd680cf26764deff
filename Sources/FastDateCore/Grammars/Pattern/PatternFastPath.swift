/// The fixed layout of a pattern whose every step has one width as written
/// (`yyyy-MM-dd HH:mm:ss`, `EEE, dd MMM yyyy HH:mm:ss Z`, `yyyyMMdd'T'HHmmss'Z'`): where
/// each field stands in the text, and the text's bytes as 8-byte windows to test at once.
///
/// Why: stepping through a pattern costs a dispatch and a bounds test per step and per
/// literal byte, several times what the bytes themselves cost. When every step has one
/// width, the whole text is tested in one SWAR test per 8 bytes (`ByteLanes`, as
/// `DateTimeFastPath` tests ISO 8601's), and each field is read or written at a place known
/// when the pattern was compiled, in straight-line code whose only branches are the same
/// for every text of the pattern. All of it is stored inline (no array), so reading it
/// costs no reference counting. `PatternReader.fastPath` and
/// `PatternWriter.writeCommon` use it; both only ever accept, and leave every error (and
/// every text of another width, such as a one-digit month or a five-digit year) to the
/// general step-by-step reading and writing.
struct PatternFastPath: Sendable {
    /// Eight bytes of the text, from `start`, with what each lane must hold. A separator's
    /// lane holds its byte in `expected` and `0x7F` in `limits`; a digit's `0x30` and `0x76`
    /// (`FixedWidthInteger.wrongLanes`); the lanes of names and signs are not in `lanes` and
    /// are read by their fields.
    struct Window: Sendable {
        var start = 0
        var expected: UInt64 = 0
        var limits: UInt64 = 0
        var lanes: UInt64 = 0
    }

    /// Where a field starts in the text, or ``absent``; and, for a number, its digits.
    struct Place: Sendable {
        var offset: Int8 = absent
        var width: Int8 = 0
        /// The step's field and letters, where the field needs them (which clock an hour
        /// is on, which era names, which year).
        var field = PatternField.literal
        var letters: UInt8 = 0

        static var absent: Int8 { -1 }
        var isPresent: Bool { offset >= 0 }
        var start: Int { Int(offset) }
    }

    /// The text's length in bytes; 0 when the pattern has no fixed layout.
    private(set) var length = 0
    /// Windows that cover the text, the last one ending at its end (it may overlap the one
    /// before it); `windowCount` of them, and copies of the first after them.
    private var windows = (Window(), Window(), Window(), Window())
    private var windowCount = 0

    private(set) var era = Place()
    /// `yyyy`, `yy` or `YYYY`: ``Place/field`` says which.
    private(set) var year = Place()
    private(set) var week = Place()
    private(set) var weekdayNumber = Place()
    private(set) var month = Place()
    private(set) var monthAbbreviation = Place()
    private(set) var day = Place()
    private(set) var dayOfYear = Place()
    private(set) var weekdayAbbreviation = Place()
    private(set) var meridiem = Place()
    /// `HH`, `hh`, `KK` or `kk`: ``Place/field`` says which clock.
    private(set) var hour = Place()
    private(set) var minute = Place()
    private(set) var second = Place()
    private(set) var fraction = Place()
    /// `±hhmm` (width 5) or `±hh:mm` (width 6).
    private(set) var offset = Place()

    /// Whether the layout is a calendar date and a 24-hour time, every field present: a
    /// four-digit year of our era (`yyyy`, no `G`), the month as digits or `MMM`, the day,
    /// `HH`, `mm`, `ss`, and optionally a fraction, `EEE` and a numeric offset; nothing else.
    /// Such text needs none of a pattern's own resolution (default date, two-digit window,
    /// era, week date, 12-hour clock), so `PatternReader.readCalendarDateTime` reads it as
    /// every date-time grammar does (`DateTimeFields`). Most patterns in use are of this kind
    /// (`yyyy-MM-dd HH:mm:ss`, `EEE, dd MMM yyyy HH:mm:ss Z`, `yyyyMMdd'T'HHmmss'Z'`).
    private(set) var isCalendarDateTime = false

    /// Whether the layout is a calendar date-time in the standard order, `yyyy?MM?dd?HH?mm?ss`
    /// with one byte between fields (`yyyy-MM-dd HH:mm:ss`, `yyyy/MM/dd'T'HH:mm:ss`), then
    /// at most a fraction and a numeric offset: its six fields are at ``StandardPlaces``,
    /// known without reading them.
    private(set) var isStandardOrder = false

    /// The template of a date and time with whole seconds, `YYYY?MM?DD?HH?mm?ss` (a
    /// standard-order layout with nothing after the seconds: `yyyy-MM-dd HH:mm:ss`,
    /// `%Y-%m-%d %H:%M:%S`), by which the column door reads four such texts side by side
    /// (`JavaScriptLanes.readSeconds`): `head` its first 16 bytes with `0` at each digit,
    /// `tail` its last three (`:ss`) followed by five zeros.
    struct SecondsTemplate: Sendable {
        var head: SIMD16<UInt8>
        var tail: SIMD8<UInt8>
    }

    /// The length of a ``SecondsTemplate`` text.
    static var secondsLength: Int { 19 }

    /// This layout's ``SecondsTemplate``; `nil` for any other layout.
    private(set) var secondsTemplate: SecondsTemplate?

    /// The ``SecondsTemplate`` of a standard-order layout of ``secondsLength`` bytes, from
    /// its windows' expected bytes (byte `n` of the text at bits `8n` of its window, as
    /// `Lanes.append` places it). Two words and a shift: built lane by lane, it made every
    /// compile of such a layout slower (Benchmarks/LEDGER.md).
    private var windowsSecondsTemplate: SecondsTemplate {
        let head = unsafeBitCast(SIMD2<UInt64>(windows.0.expected, windows.1.expected), to: SIMD16<UInt8>.self)
        // The last window ends the text (bytes 11-18): its bytes from 16 on are the tail.
        let tail = unsafeBitCast(windows.2.expected &>> UInt64((16 &- windows.2.start) &* 8), to: SIMD8<UInt8>.self)
        return SecondsTemplate(head: head, tail: tail)
    }

    /// Where the six fields of a standard-order layout start (``isStandardOrder``).
    enum StandardPlaces {
        static var year: Int { 0 }
        static var month: Int { 5 }
        static var day: Int { 8 }
        static var hour: Int { 11 }
        static var minute: Int { 14 }
        static var second: Int { 17 }
    }

    /// The shortest and longest text a layout covers: at least one window, at most four.
    static var lengths: ClosedRange<Int> { 8...32 }

    /// No fixed layout: text is read and written step by step.
    static var none: PatternFastPath { PatternFastPath() }

    private init() {}

    /// What one byte of the text must be, as the windows test it: the byte expected (`0x30`
    /// for a digit) and the limit (`0x7F` a literal, `0x76` a digit, 0 a byte read by its
    /// field, such as a name's letter or a sign).
    private struct Lanes {
        var expected: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var limits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var count = 0

        static var literal: UInt8 { 0x7F }
        static var digit: UInt8 { 0x76 }
        static var other: UInt8 { 0 }

        mutating func append(_ byte: UInt8, limit: UInt8) {
            let shift = UInt64(count % 8 * 8)
            let word = UInt64(byte) << shift, limitWord = UInt64(limit) << shift
            switch count / 8 {
            case 0: expected.0 |= word; limits.0 |= limitWord
            case 1: expected.1 |= word; limits.1 |= limitWord
            case 2: expected.2 |= word; limits.2 |= limitWord
            default: expected.3 |= word; limits.3 |= limitWord
            }
            count += 1
        }

        /// The byte and limit of lane `n`.
        func lane(_ n: Int) -> (byte: UInt64, limit: UInt64) {
            let (e, l): (UInt64, UInt64) = switch n / 8 {
            case 0: (expected.0, limits.0)
            case 1: (expected.1, limits.1)
            case 2: (expected.2, limits.2)
            default: (expected.3, limits.3)
            }
            let shift = UInt64(n % 8 * 8)
            return ((e >> shift) & 0xFF, (l >> shift) & 0xFF)
        }
    }

    /// The layout of `steps` (already given their digit widths), or ``none``. Computed
    /// without allocating: compiling is on the path of a strategy built per request.
    init(steps: [PatternStep], literals: [UInt8]) {
        var lanes = Lanes()
        var k = 0
        while k < steps.count {
            let step = steps[k]
            k += 1
            if step.field == .literal {
                guard lanes.count + Int(step.literalEnd - step.literalStart) <= Self.lengths.upperBound else {
                    self = .none
                    return
                }
                for n in Int(step.literalStart)..<Int(step.literalEnd) { lanes.append(literals[n], limit: Lanes.literal) }
                continue
            }
            guard let width = Self.width(of: step, before: k < steps.count ? steps[k] : nil, literals),
                  lanes.count + width <= Self.lengths.upperBound
            else {
                self = .none
                return
            }
            let place = Place(offset: Int8(lanes.count), width: Int8(width), field: step.field, letters: step.letters)
            switch step.field {
            case .era: era = place
            case .year, .twoDigitYear, .weekYear: year = place
            case .week: week = place
            case .weekdayNumber: weekdayNumber = place
            case .month: month = place
            case .monthAbbreviation: monthAbbreviation = place
            case .day: day = place
            case .dayOfYear: dayOfYear = place
            case .weekdayAbbreviation: weekdayAbbreviation = place
            case .meridiem: meridiem = place
            case .hour, .clockHour12, .hour12, .clockHour24: hour = place
            case .minute: minute = place
            case .second: second = place
            case .fraction: fraction = place
            case .offset: offset = place
            default:  // `width(of:)` gives the other fields no width
                self = .none
                return
            }
            if step.field.isNumber {
                for _ in 0..<width { lanes.append(0x30, limit: Lanes.digit) }
            } else if step.field == .offset {
                // The sign, then the hours and minutes, with `:` between them in `±hh:mm`.
                lanes.append(0, limit: Lanes.other)
                lanes.append(0x30, limit: Lanes.digit)
                lanes.append(0x30, limit: Lanes.digit)
                if width == 6 { lanes.append(UInt8(ascii: ":"), limit: Lanes.literal) }
                lanes.append(0x30, limit: Lanes.digit)
                lanes.append(0x30, limit: Lanes.digit)
            } else {
                for _ in 0..<width { lanes.append(0, limit: Lanes.other) }
            }
        }
        guard Self.lengths.contains(lanes.count) else {
            self = .none
            return
        }
        length = lanes.count
        isCalendarDateTime = year.isPresent && year.field == .year && year.width == 4
            && (month.isPresent || monthAbbreviation.isPresent) && day.isPresent
            && hour.isPresent && hour.field == .hour && minute.isPresent && second.isPresent
            && !era.isPresent && !week.isPresent && !weekdayNumber.isPresent && !dayOfYear.isPresent
            && !meridiem.isPresent
        isStandardOrder = isCalendarDateTime && year.start == StandardPlaces.year && month.isPresent
            && month.start == StandardPlaces.month && day.start == StandardPlaces.day && hour.start == StandardPlaces.hour
            && minute.start == StandardPlaces.minute && second.start == StandardPlaces.second
            && !weekdayAbbreviation.isPresent
        var start = 0
        while start < length {
            var window = Window(start: min(start, length - 8))
            for n in 0..<8 {
                let (byte, limit) = lanes.lane(window.start + n)
                let shift = UInt64(n * 8)
                window.expected |= byte << shift
                window.limits |= limit << shift
                if limit != 0 { window.lanes |= 0x80 << shift }
            }
            switch windowCount {
            case 0: windows.0 = window
            case 1: windows.1 = window
            case 2: windows.2 = window
            default: windows.3 = window
            }
            windowCount += 1
            start += 8
        }
        // The windows a shorter text does not need repeat the first: testing or writing it
        // again changes nothing, and then every text takes four, with no loop and no count.
        if windowCount < 2 { windows.1 = windows.0 }
        if windowCount < 3 { windows.2 = windows.0 }
        if windowCount < 4 { windows.3 = windows.0 }
        if isStandardOrder && length == Self.secondsLength { secondsTemplate = windowsSecondsTemplate }
    }

    /// Whether every literal byte and every digit of `input` (exactly ``length`` bytes) is
    /// what the layout expects: one SWAR test per window.
    @inline(__always)
    func matches(_ input: ByteInput) -> Bool {
        func wrong(_ w: Window) -> UInt64 {
            (input.word(at: w.start) ^ w.expected).wrongLanes(limits: w.limits, lanes: w.lanes)
        }
        return wrong(windows.0) | wrong(windows.1) | wrong(windows.2) | wrong(windows.3) == 0
    }

    /// Stores the text's literal bytes (and `0` where a digit goes) at `base`, which holds at
    /// least ``length`` bytes; the fields are then written over their places.
    @inline(__always)
    func writeLiterals(to base: UnsafeMutableRawPointer) {
        func store(_ w: Window) { base.storeBytes(of: w.expected.littleEndian, toByteOffset: w.start, as: UInt64.self) }
        store(windows.0)
        store(windows.1)
        store(windows.2)
        store(windows.3)
    }

    /// The one width `step` has as written, or `nil` when it has several (`d`, `MMMM`,
    /// `XXX`'s `Z`). A number read greedily (more digits allowed than its letters) must not
    /// be followed by a literal digit, which the general reading would take into it.
    private static func width(of step: PatternStep, before next: PatternStep?, _ literals: [UInt8]) -> Int? {
        let letters = Int(step.letters)
        if step.field.isNumber {
            let fixed = step.minimumDigits == step.maximumDigits
            // Two letters (`MM`, `dd`, `HH`) and years of four or more are always written in
            // their letters of digits (a year past them falls back by its length), and so is
            // a fraction read in at most its letters (strftime's `%f`: 1–6 digits, 6 written).
            guard fixed || letters == 2 || (letters >= 4 && (step.field == .year || step.field == .weekYear))
                    || (step.field == .fraction && Int(step.maximumDigits) == letters) else { return nil }
            if Int(step.maximumDigits) > letters, let next, next.field == .literal,
               literals[Int(next.literalStart)] &- UInt8(ascii: "0") < 10 {
                return nil
            }
            return letters
        }
        switch step.field {
        case .monthAbbreviation, .weekdayAbbreviation: return 3
        case .meridiem: return 2
        case .era: return letters == 4 ? nil : letters == 5 ? 1 : 2
        case .offset:
            // `±hhmm` (`Z`, `ZZ`, `ZZZ`, `xx`) and `±hh:mm` (`xxx`); the others may be `Z` or
            // carry seconds.
            switch PatternOffsetStyle(rawValue: step.variant) {
            case []: return 5
            case .colon: return 6
            default: return nil
            }
        default: return nil
        }
    }
}
