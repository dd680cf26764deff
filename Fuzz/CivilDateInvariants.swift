/// What must hold for `FastDate.LocalDate(parsing:)` on any bytes (`Spec/civil/civil.md`):
///
/// - every door gives the same result;
/// - it reads exactly what `.fullDate` reads, the same day, and refuses the rest with
///   `.fullDate`'s error kind and byte;
/// - a date read writes back as the same text, and its arithmetic stays in range: a day,
///   a month and a year either way land on a valid date or throw `yearOutOfRange`, and
///   `days(to:)` undoes `adding(days:)`.
enum CivilDateInvariants {
    static func check(_ input: UnsafeRawBufferPointer) {
        checkTime(input)
        let bytes = [UInt8](input)
        let raw = Result { () throws(FastDate.ParseError) in try FastDate.LocalDate(parsing: input) }
        let span = input.withMemoryRebound(to: UInt8.self) { typed in
            Result { () throws(FastDate.ParseError) in try FastDate.LocalDate(parsing: typed.span) }
        }
        let array = Result { () throws(FastDate.ParseError) in try FastDate.LocalDate(parsing: bytes) }
        var doors = [("Span", span), ("[UInt8]", array)]
        if let text = String(validating: bytes, as: UTF8.self) {
            doors.append(("String", Result { () throws(FastDate.ParseError) in try FastDate.LocalDate(parsing: text) }))
        }
        for (door, result) in doors where !sameOutcome(result, raw) {
            violated("LocalDate: \(door) gave \(result), UnsafeRawBufferPointer \(raw)", input)
        }
        let fullDate = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: .fullDate) }
        switch (raw, fullDate) {
        case (.success(let date), .success(let t)):
            let (y, m, d) = CivilCalendar.civilDate(daysSinceEpoch: t.seconds / 86_400)
            guard Int(y) == date.year, m == date.month, d == date.day else { violated("LocalDate \(date) but .fullDate \(t)", input) }
            guard Array(date.description.utf8) == bytes else { violated("LocalDate \(date) writes \(date.description)", input) }
            arithmetic(date, input)
        case (.failure(let e), .failure(let f)) where e.kind == f.kind && e.offset == f.offset:
            break
        default:
            violated("LocalDate \(raw) but .fullDate \(fullDate)", input)
        }
    }

    static func arithmetic(_ date: FastDate.LocalDate, _ input: UnsafeRawBufferPointer) {
        for n in [1, -1, 31, -31, 400_000, -400_000, Int.max, Int.min] {
            for step in 0..<3 {
                let result = Result { () throws(FastDate.CalendarError) in
                    switch step {
                    case 0: try date.adding(days: n)
                    case 1: try date.adding(months: n)
                    default: try date.adding(years: n)
                    }
                }
                switch result {
                case .success(let moved):
                    guard moved.year >= 0 && moved.year <= 9999, moved.day <= moved.daysInMonth else {
                        violated("\(date) step \(step) by \(n) gave \(moved)", input)
                    }
                    if step == 0, date.days(to: moved) != n { violated("\(date) + \(n) days is \(date.days(to: moved)) days away", input) }
                case .failure(let e):
                    guard e.kind == .yearOutOfRange else { violated("\(date) step \(step) by \(n) threw \(e.kind)", input) }
                }
            }
        }
    }

    /// `FastDate.LocalTime(parsing:)`: the doors agree, a time read writes a text that reads
    /// back as the same time, and it is within a day.
    static func checkTime(_ input: UnsafeRawBufferPointer) {
        let bytes = [UInt8](input)
        let raw = Result { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: input) }
        let array = Result { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: bytes) }
        switch (raw, array) {
        case (.success(let a), .success(let b)) where a == b: break
        case (.failure(let a), .failure(let b)) where a.kind == b.kind && a.offset == b.offset: break
        default: violated("LocalTime: [UInt8] gave \(array), UnsafeRawBufferPointer \(raw)", input)
        }
        guard case .success(let time) = raw else { return }
        guard time.secondsSinceMidnight >= 0, time.secondsSinceMidnight < 86_400, time.nanoseconds >= 0, time.nanoseconds < 1_000_000_000 else {
            violated("LocalTime accepted an impossible value \(time)", input)
        }
        let again = Result { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: time.description) }
        guard case .success(let back) = again, back == time else { violated("LocalTime \(time.description) read back as \(again)", input) }
    }

    static func sameOutcome(_ a: Result<FastDate.LocalDate, FastDate.ParseError>, _ b: Result<FastDate.LocalDate, FastDate.ParseError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): x == y
        case (.failure(let x), .failure(let y)): x.kind == y.kind && x.offset == y.offset
        default: false
        }
    }
}
