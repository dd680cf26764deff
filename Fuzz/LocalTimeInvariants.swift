/// `parseLocalDateTime` and `LocalTime(parsing:as: .timeOfDay)` on any bytes:
///
/// - every door gives the same result, which is exactly the reference's (value, or error
///   kind and offset in `0...count`);
/// - a local date-time's values are in their ranges, and it names the same instant as
///   `.iso8601` read with an assumed offset: `timestamp(assumingUTCOffset: a)` equals
///   `parseTimestamp(_:as: .iso8601.assumingUTCOffset(a))`, and with an offset written,
///   plain `.iso8601` agrees too;
/// - `LocalDateTime(parsing:)` gives what `parseLocalDateTime` gives; a reading is a civil
///   value whose `description` reads back as itself, whose `date` and `time` make it again,
///   and whose arithmetic lands on a reading or throws `yearOutOfRange`, never traps;
/// - a time of day is within one day.
enum LocalTimeInvariants {
    static func check(_ input: UnsafeRawBufferPointer, assumed: Int32) {
        let bytes = [UInt8](input)
        let text = String(validating: bytes, as: UTF8.self)

        let local = Result { () throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(input) }
        agreeAcrossDoors(local, input, bytes, text, "parseLocalDateTime",
            typed: { b throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(b) },
            span: { b throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(b) },
            array: { b throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(b) },
            string: { b throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(b) },
            substring: { b throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(b) })
        let expectedLocal = ReferenceParser.parseLocalDateTime(bytes)
        switch (local, expectedLocal) {
        case (.success(let l), .value(let v)) where l.localSeconds == v.localSeconds && l.nanoseconds == v.nanoseconds && l.utcOffset == v.utcOffset:
            break
        case (.failure(let e), .failure(let f)) where e.kind.rawValue == f.kind && e.offset == f.offset:
            break
        default:
            violated("parseLocalDateTime: core \(local), reference \(expectedLocal)", input)
        }
        if case .success(let l) = local {
            guard l.nanoseconds >= 0, l.nanoseconds < 1_000_000_000, l.utcOffset.map({ $0 > -86_400 && $0 < 86_400 }) ?? true
            else { violated("parseLocalDateTime accepted an impossible value \(l)", input) }
            let viaLocal = Result { () throws(FastDate.ParseError) in try l.timestamp(assumingUTCOffset: assumed) }
            let viaISO = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: .iso8601.assumingUTCOffset(assumed)) }
            if !ParseInvariants.same(viaLocal, viaISO) {
                violated("local \(l) at \(assumed) is \(viaLocal), .iso8601 assuming \(assumed) \(viaISO)", input)
            }
            if l.utcOffset != nil, case .success(let t) = viaLocal {
                let plain = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input) }
                if plain != .success(t) { violated("local \(l) with its offset is \(t), .iso8601 \(plain)", input) }
            }
            checkCivil(l, input)
        }
        let value = Result { () throws(FastDate.ParseError) in try FastDate.LocalDateTime(parsing: input) }
        if value != local {
            violated("LocalDateTime(parsing:) gave \(value), parseLocalDateTime \(local)", input)
        }

        let time = Result { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: input, as: .timeOfDay) }
        agreeAcrossDoors(time, input, bytes, text, "parseTimeOfDay",
            typed: { b throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: b, as: .timeOfDay) },
            span: { b throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: b, as: .timeOfDay) },
            array: { b throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: b, as: .timeOfDay) },
            string: { b throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: b, as: .timeOfDay) },
            substring: { b throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: b, as: .timeOfDay) })
        let expectedTime = ReferenceParser.parseTimeOfDay(bytes)
        switch (time, expectedTime) {
        case (.success(let t), .value(let v)) where t.secondsSinceMidnight == v.secondsSinceMidnight && t.nanoseconds == v.nanoseconds:
            break
        case (.failure(let e), .failure(let f)) where e.kind.rawValue == f.kind && e.offset == f.offset:
            break
        default:
            violated("parseTimeOfDay: core \(time), reference \(expectedTime)", input)
        }
        if case .success(let t) = time, t.secondsSinceMidnight < 0 || t.secondsSinceMidnight >= 86_400 || t.nanoseconds < 0 || t.nanoseconds >= 1_000_000_000 {
            violated("parseTimeOfDay accepted an impossible value \(t)", input)
        }
    }

    /// The typed buffer, `Span`, `[UInt8]` and (for UTF-8) `String` and `Substring` doors
    /// give what the raw buffer gave, and an error lies inside the input.
    static func agreeAcrossDoors<T: Equatable>(
        _ raw: Result<T, FastDate.ParseError>, _ input: UnsafeRawBufferPointer, _ bytes: [UInt8], _ text: String?, _ name: String,
        typed: (UnsafeBufferPointer<UInt8>) throws(FastDate.ParseError) -> T,
        span: (Span<UInt8>) throws(FastDate.ParseError) -> T,
        array: ([UInt8]) throws(FastDate.ParseError) -> T,
        string: (String) throws(FastDate.ParseError) -> T,
        substring: (Substring) throws(FastDate.ParseError) -> T
    ) {
        if case .failure(let e) = raw, e.offset < 0 || e.offset > input.count {
            violated("\(name): error \(e.kind) at \(e.offset), outside 0...\(input.count)", input)
        }
        var doors: [(String, Result<T, FastDate.ParseError>)] = []
        input.withMemoryRebound(to: UInt8.self) { b in
            doors.append(("UnsafeBufferPointer<UInt8>", Result { () throws(FastDate.ParseError) in try typed(b) }))
            doors.append(("Span<UInt8>", Result { () throws(FastDate.ParseError) in try span(b.span) }))
        }
        doors.append(("[UInt8]", Result { () throws(FastDate.ParseError) in try array(bytes) }))
        if let text {
            doors.append(("String", Result { () throws(FastDate.ParseError) in try string(text) }))
            let whole = "\u{2603}0" + text + "9Z"
            let start = whole.utf8.index(whole.utf8.startIndex, offsetBy: 4)
            let slice = whole[start..<whole.utf8.index(start, offsetBy: bytes.count)]
            doors.append(("Substring", Result { () throws(FastDate.ParseError) in try substring(slice) }))
        }
        for (door, result) in doors {
            let same = switch (result, raw) {
            case (.success(let a), .success(let b)): a == b
            case (.failure(let a), .failure(let b)): a.kind == b.kind && a.offset == b.offset
            default: false
            }
            if !same { violated("\(name): \(door) gave \(result), UnsafeRawBufferPointer \(raw)", input) }
        }
    }

    /// A reading as a civil value: its text, its parts and its arithmetic.
    static func checkCivil(_ l: FastDate.LocalDateTime, _ input: UnsafeRawBufferPointer) {
        let back = Result { () throws(FastDate.ParseError) in try FastDate.LocalDateTime(parsing: l.description) }
        if back != .success(l) { violated("local \(l) writes \(l.description), which reads back as \(back)", input) }
        if FastDate.LocalDateTime(date: l.date, time: l.time, utcOffset: l.utcOffset) != l {
            violated("local \(l): date \(l.date) and time \(l.time) do not make it again", input)
        }
        for step in [-1, 1, 400_000, -400_000] {
            for result in [Result { () throws(FastDate.CalendarError) in try l.adding(days: step) },
                           Result { () throws(FastDate.CalendarError) in try l.adding(months: step) },
                           Result { () throws(FastDate.CalendarError) in try l.adding(years: step) }] {
                switch result {
                case .success(let moved):
                    if moved.time != l.time || moved.utcOffset != l.utcOffset { violated("local \(l) + \(step) moved the time: \(moved)", input) }
                case .failure(let error):
                    if error.kind != .yearOutOfRange { violated("local \(l) + \(step): \(error)", input) }
                }
            }
        }
    }
}

