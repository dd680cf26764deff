/// What must hold for any bytes read as an HTTP-date or an RFC 5322 date-time
/// (`Spec/internet/internet-dates.md`). Their independent reference is the vector generator's
/// (Python, `Spec/tools/internet_dates.py`), so here the checks are invariants:
///
/// - every door gives the same result; a value is in range, whole seconds, with a legal
///   whole-minute offset (always 0 for HTTP-date); an error's offset lies in `0...count`;
/// - an IMF-fixdate that `.httpDate` accepts is an RFC 5322 date-time with the same value;
/// - the current year only changes RFC 850 two-digit years, and an assumed offset only
///   turns RFC 5322's `missingOffset` into a value;
/// - whatever is accepted is written by `formatHTTPDate` and `formatRFC5322` (four-digit
///   years) to text that reads back as the same instant.
enum InternetDateInvariants {
    static func check(_ input: UnsafeRawBufferPointer, assumed: Int32) {
        let bytes = [UInt8](input)
        let hash = fingerprint(input)
        let currentYear = 1900 + Int(hash % 300)
        let http = ParseInvariants.throughEveryDoor(input, bytes, .httpDate, nil)
        let httpThisYear = ParseInvariants.throughEveryDoor(input, bytes, .httpDate(currentYear: currentYear), nil)
        let mail = ParseInvariants.throughEveryDoor(input, bytes, .rfc5322, nil)
        // RFC 5322 offsets are whole minutes; an assumed one need not be.
        let mailAssumed = ParseInvariants.throughEveryDoor(input, bytes, .rfc5322.assumingUTCOffset(assumed), assumed)

        for (name, result) in [("httpDate", http), ("httpDate(currentYear: \(currentYear))", httpThisYear)] {
            if case .success(let t) = result, t.utcOffset != 0 || t.nanoseconds != 0 {
                violated("\(name) read \(t): not whole seconds in GMT", input)
            }
        }
        if case .success(let t) = mail, t.nanoseconds != 0 { violated("rfc5322 read a fraction: \(t)", input) }

        // IMF-fixdate ⊂ RFC 5322, value for value.
        if case .success(let t) = http, bytes.count > 3, bytes[3] == UInt8(ascii: ","), !ParseInvariants.same(mail, .success(t)) {
            violated("IMF-fixdate \(t) is RFC 5322 \(mail)", input)
        }
        // The current year is only read for RFC 850's two-digit years (a letter at byte 3:
        // the full day name). What a different year leads to varies (another weekday, no
        // 29 February), so any difference must simply come from such an input.
        if !ParseInvariants.same(http, httpThisYear), !(bytes.count > 3 && isLetter(bytes[3])) {
            violated("the current year \(currentYear) changed \(http) into \(httpThisYear)", input)
        }
        // An assumed offset changes nothing but `missingOffset`.
        if !ParseInvariants.same(mail, mailAssumed) {
            guard case .failure(let e) = mail, e.kind == .missingOffset else {
                violated("assuming \(assumed) changed \(mail) into \(mailAssumed)", input)
            }
        }
        for result in [http, httpThisYear, mail, mailAssumed] {
            if case .success(let t) = result { roundTrip(t, input) }
        }
    }

    /// Written as HTTP-date and RFC 5322, the instant reads back to the second.
    static func roundTrip(_ t: FastDate.Timestamp, _ input: UnsafeRawBufferPointer) {
        var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { buffer in
            let whole = FastDate.Timestamp(seconds: t.seconds)
            let http = Result { () throws(FastDate.FormatError) in try FastDate.format(t, as: .httpDate, into: buffer) }
            if case .success(let count) = http {
                let text = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                let back = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: .httpDate) }
                if back != .success(whole) { violated("HTTP-date \(printable(text)) of \(t) read back as \(back)", input) }
            }
            // An assumed offset with seconds in it cannot be written as ±hhmm: write it at UTC.
            let writable = t.utcOffset % 60 == 0 ? t : whole
            let formatted = Result { () throws(FastDate.FormatError) in try FastDate.format(writable, as: .rfc5322, into: buffer) }
            switch formatted {
            case .success(let count):
                let text = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                let back = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: .rfc5322) }
                let want = FastDate.Timestamp(seconds: writable.seconds, utcOffset: writable.utcOffset)
                if back != .success(want) { violated("RFC 5322 \(printable(text)) of \(writable) read back as \(back)", input) }
            case .failure(let e) where e.kind == .unrepresentableYear: break
            case .failure(let e): violated("formatRFC5322(\(writable)) failed: \(e)", input)
            }
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
}
