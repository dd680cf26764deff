/// What must hold for any bytes read as ISO 8601's basic format, a .NET JSON date or a
/// cookie date (`Spec/iso8601-basic/`, `Spec/dotnet-json/`, `Spec/cookie/`). Their
/// independent references are the vector generator's (Python, `Spec/tools/`), so here the
/// checks are invariants:
///
/// - every door gives the same result, a possible value, or an error inside the input;
/// - an assumed offset only turns the basic format's `missingOffset` into a value;
/// - a .NET date is whole milliseconds with a whole-minute offset; a cookie date is whole
///   seconds in UTC, from 1601 on;
/// - an IMF-fixdate that `.httpDate` reads (from 1601, no leap second) is the same instant
///   as a cookie date;
/// - whatever is accepted is written by its own format to text that reads back to it.
enum WireDialectInvariants {
    static func check(_ input: UnsafeRawBufferPointer, assumed: Int32) {
        let bytes = [UInt8](input)
        let basic = ParseInvariants.throughEveryDoor(input, bytes, .iso8601Basic, nil)
        let basicAssumed = ParseInvariants.throughEveryDoor(input, bytes, .iso8601Basic.assumingUTCOffset(assumed), assumed)
        let dotNet = ParseInvariants.throughEveryDoor(input, bytes, .dotNetJSON, nil)
        let cookie = ParseInvariants.throughEveryDoor(input, bytes, .cookieDate, nil)

        if !ParseInvariants.same(basic, basicAssumed) {
            guard case .failure(let e) = basic, e.kind == .missingOffset else {
                violated("iso8601Basic: assuming \(assumed) changed \(basic) into \(basicAssumed)", input)
            }
        }
        if case .success(let t) = dotNet, t.nanoseconds % 1_000_000 != 0 || t.utcOffset % 60 != 0 {
            violated("dotNetJSON read \(t): not whole milliseconds and minutes", input)
        }
        if case .success(let t) = cookie, t.nanoseconds != 0 || t.utcOffset != 0 || t.seconds < CookieDateReader.firstSecond {
            violated("cookieDate read \(t): not whole seconds in UTC from 1601", input)
        }
        // RFC 6265 has no leap second: `:60`, which HTTP-date reads as `:59`, is refused.
        let leapSecond = bytes.count > 24 && bytes[23] == UInt8(ascii: "6") && bytes[24] == UInt8(ascii: "0")
        if bytes.count == InternetFastPath.httpDateLength, !leapSecond,
           case .success(let t) = ParseInvariants.throughEveryDoor(input, bytes, .httpDate, nil),
           t.seconds >= CookieDateReader.firstSecond, !ParseInvariants.same(cookie, .success(t)) {
            violated("the IMF-fixdate \(t) is the cookie date \(cookie)", input)
        }

        for (format, result) in [(FastDate.Format.iso8601Basic.fractionDigits(9), basic), (.iso8601Basic.fractionDigits(9), basicAssumed),
                                 (.dotNetJSON, dotNet), (.cookieDate, cookie)] {
            if case .success(let t) = result { roundTrip(t, format, input) }
        }
    }

    /// `t` written in `format` reads back as `t` (to the precision each writes).
    static func roundTrip(_ t: FastDate.Timestamp, _ format: FastDate.Format, _ input: UnsafeRawBufferPointer) {
        var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { buffer in
            let written = Result { () throws(FastDate.FormatError) in try FastDate.format(t, as: format, into: buffer) }
            switch written {
            case .success(let count):
                let text = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                let back = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: format) }
                if back != .success(t) { violated("\(format): \(printable(text)) of \(t) read back as \(back)", input) }
            case .failure(let e) where e.kind == .unrepresentableYear: break
            case .failure(let e): violated("\(format) could not write \(t) it read: \(e)", input)
            }
        }
    }
}
