/// What must hold for any bytes read as `.flexible` (`Spec/flexible/flexible.md`):
///
/// - every door gives the result of the Spec's order, restated here step by step from the
///   other formats' own readings: a text beginning with a letter as RFC 5322 or else an
///   HTTP-date; a number as seconds, or milliseconds past 2e10; ISO 8601; then a .NET date,
///   RFC 9557 at a `[`, or the furthest error of ISO 8601, RFC 5322 and HTTP-date;
/// - so with an assumed offset, which each of them takes;
/// - whatever is accepted is written by `.flexible` to text that reads back to it.
enum FlexibleInvariants {
    static func check(_ input: UnsafeRawBufferPointer, assumed: Int32) {
        let bytes = [UInt8](input)
        for (format, offset) in [(FastDate.Format.flexible, nil), (.flexible.assumingUTCOffset(assumed), assumed)] {
            let read = ParseInvariants.throughEveryDoor(input, bytes, format, offset)
            let rules = byTheOrder(input, bytes, format)
            guard ParseInvariants.same(read, rules) else { violated("\(format): read \(read), the order \(rules)", input) }
            if case .success(let t) = read { WireDialectInvariants.roundTrip(t, .flexible.fractionDigits(9), input) }
        }
    }

    /// The Spec's order, from each format's own single-value reading.
    static func byTheOrder(_ input: UnsafeRawBufferPointer, _ bytes: [UInt8], _ format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        func read(_ other: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
            let withOptions = format.assumedUTCOffset.map { other.assumingUTCOffset($0) } ?? other
            return Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: withOptions) }
        }
        guard let first = bytes.first else { return .failure(FastDate.ParseError(.empty, offset: 0)) }
        let isLetter = (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
        if isLetter {
            if case .success(let t) = read(.rfc5322) { return .success(t) }
            if case .success(let t) = read(.httpDate) { return .success(t) }
        }
        let mayBeNumber = (first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first))
            && !(bytes.count > 4 && bytes[4] == UInt8(ascii: "-"))
        if mayBeNumber {
            switch read(.epoch(.seconds)) {
            case .success(let t):
                let past = t.seconds > 20_000_000_000 || (t.seconds == 20_000_000_000 && t.nanoseconds > 0) || t.seconds < -20_000_000_000
                return past ? read(.epoch(.milliseconds)) : .success(t)
            case .failure(let e) where e.kind == .outOfRange:
                return read(.epoch(.milliseconds))
            case .failure:
                break
            }
        }
        let iso = read(.iso8601)
        guard case .failure(let isoError) = iso else { return iso }
        if bytes.starts(with: Array("/Date(".utf8)) || bytes.starts(with: Array("\\/Date(".utf8)) { return read(.dotNetJSON) }
        if isoError.offset < bytes.count && bytes[isoError.offset] == UInt8(ascii: "[") { return read(.rfc9557) }
        var furthest = isoError
        for other in [FastDate.Format.rfc5322, .httpDate] {
            switch read(other) {
            case .success(let t): return .success(t)
            case .failure(let e) where e.offset > furthest.offset: furthest = e
            case .failure: break
            }
        }
        return .failure(furthest)
    }
}
