/// The formatters on timestamps spelled by the input's first bytes: seconds anywhere in
/// Int64, uniform over the range, at its ends or near 1970; any nanosecond; whole-minute
/// or arbitrary offsets; fraction digits −1 through 10. Every result must be the reference
/// formatter's text or error, the `String` forms must match the buffer forms, a buffer of
/// exactly the text's length must do and one byte less must throw `bufferTooSmall` (each
/// buffer its own heap allocation, so a byte written past it is a sanitizer report).
enum FormatInvariants {
    static func check(_ input: UnsafeRawBufferPointer) {
        var reader = Reader(input)
        let mode = reader.byte()
        let rawSeconds = reader.int64()
        let rawNanoseconds = reader.uint32()
        let rawOffset = reader.uint32()
        let digits = Int(reader.byte() % 12) - 1

        let limit = FastDate.Timestamp.maximumSeconds
        let seconds: Int64
        switch mode % 5 {
        case 0: seconds = rawSeconds
        case 1: seconds = Int64(rawSeconds.magnitude % UInt64(2 * limit + 1)) - limit
        case 2: seconds = (mode & 0x08 == 0 ? limit : -limit) + rawSeconds % 100_000
        case 3: seconds = rawSeconds % 5_000_000_000
        default: seconds = rawSeconds % 253_402_300_800  // four-digit years either side of 1970
        }
        let nanoseconds: Int32
        switch (mode >> 4) & 3 {
        case 0: nanoseconds = 0
        case 1: nanoseconds = 999_999_999
        default: nanoseconds = Int32(rawNanoseconds % 1_000_000_000)
        }
        let offset = mode & 0x40 == 0
            ? (Int32(rawOffset % 2_879) - 1_439) * 60
            : Int32(rawOffset % 172_799) - 86_399  // mostly not whole minutes: invalidOffset

        let t = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset)
        compare(t, digits: digits, input)
        compare(t, digits: nil, input)
        epochAndFullDate(t, input)

        // Fields set past their documented range through the public `var`s: no promise
        // about the text, only that nothing is written outside the buffer.
        if mode & 0x80 != 0 {
            var broken = t
            broken.nanoseconds = Int32(bitPattern: rawNanoseconds)
            for size in [FastDate.maxFormattedLength, 24, 0] {
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
                defer { buffer.deallocate() }
                _ = try? FastDate.format(broken, as: .rfc3339.fractionDigits(max(0, min(9, digits))), into: buffer)
                _ = try? FastDate.format(broken, as: .javaScript, into: buffer)
            }
        }
    }

    /// One layout: RFC 3339 with `digits`, or JavaScript when `digits` is nil.
    static func compare(_ t: FastDate.Timestamp, digits: Int?, _ input: UnsafeRawBufferPointer) {
        let expected = digits.map {
            ReferenceWriter.rfc3339(seconds: t.seconds, nanoseconds: t.nanoseconds, utcOffset: t.utcOffset, fractionDigits: $0)
        } ?? ReferenceWriter.javaScript(seconds: t.seconds, nanoseconds: t.nanoseconds)
        let name = digits.map { "formatRFC3339(\(t), fractionDigits: \($0))" } ?? "formatJavaScript(\(t))"

        func write(_ size: Int) -> (ReferenceWriter.Outcome, Int) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
            defer { buffer.deallocate() }
            do throws(FastDate.FormatError) {
                let count = if let digits {
                    try FastDate.format(t, as: .rfc3339.fractionDigits(digits), into: buffer)
                } else {
                    try FastDate.format(t, as: .javaScript, into: buffer)
                }
                return (.text(String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)), count)
            } catch {
                return (.failure(error.kind.rawValue), 0)
            }
        }

        let (roomy, _) = write(FastDate.maxFormattedLength)
        if roomy != expected { violated("\(name): core \(roomy), reference \(expected)", input) }

        let string: ReferenceWriter.Outcome
        do throws(FastDate.FormatError) {
            let text = if let digits {
                try FastDate.format(t, as: .rfc3339.fractionDigits(digits))
            } else {
                try FastDate.format(t, as: .javaScript)
            }
            string = .text(text)
        } catch {
            string = .failure(error.kind.rawValue)
        }
        if string != roomy { violated("\(name): String form \(string), buffer form \(roomy)", input) }

        // The typed-buffer overloads are the same function.
        let typed: ReferenceWriter.Outcome
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: FastDate.maxFormattedLength)
        defer { storage.deallocate() }
        do throws(FastDate.FormatError) {
            let count = if let digits {
                try FastDate.format(t, as: .rfc3339.fractionDigits(digits), into: UnsafeMutableRawBufferPointer(storage))
            } else {
                try FastDate.format(t, as: .javaScript, into: UnsafeMutableRawBufferPointer(storage))
            }
            typed = .text(String(decoding: storage[..<count], as: UTF8.self))
        } catch {
            typed = .failure(error.kind.rawValue)
        }
        if typed != roomy { violated("\(name): typed buffer \(typed), raw buffer \(roomy)", input) }

        guard case .text(let text) = expected else { return }
        let length = text.utf8.count
        let (exact, count) = write(length)
        if exact != expected || count != length { violated("\(name): \(length)-byte buffer gave \(exact)", input) }
        for size in [length - 1, length / 2, 0] {
            let (short, _) = write(size)
            if short != .failure("bufferTooSmall") { violated("\(name): \(size)-byte buffer gave \(short)", input) }
        }
    }

    /// Little-endian fields from the input, zeros past its end.
    struct Reader {
        let input: UnsafeRawBufferPointer
        var index = 0

        init(_ input: UnsafeRawBufferPointer) { self.input = input }

        mutating func byte() -> UInt8 {
            defer { index += 1 }
            return index < input.count ? input[index] : 0
        }

        mutating func uint32() -> UInt32 {
            (0..<4).reduce(0) { value, k in value | UInt32(byte()) << (8 * k) }
        }

        mutating func int64() -> Int64 {
            Int64(bitPattern: (0..<8).reduce(0) { value, k in value | UInt64(byte()) << (8 * k) })
        }
    }

    /// `.epoch(unit)` and `.fullDate`, against exact arithmetic here: the epoch number is the
    /// exact instant in the unit (the floor, then the fraction without trailing zeros), and
    /// with `.fractionDigits(0)` the floor alone, refused only outside the range or where the
    /// floor leaves `Int64`; the full date is the day at the offset, refused only outside
    /// 0000–9999; and each reads back as the same format to the instant it names.
    static func epochAndFullDate(_ t: FastDate.Timestamp, _ input: UnsafeRawBufferPointer) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedLength, alignment: 1)
        defer { buffer.deallocate() }
        for unit in FastDate.EpochUnit.allCases {
            let per = Int128(unit.unitsPerSecond)
            let exact = Int128(t.seconds) * 1_000_000_000 + Int128(t.nanoseconds)
            let step = 1_000_000_000 / per
            let floor = exact >= 0 ? exact / step : -((-exact + step - 1) / step)
            let fits = t.isInSupportedRange && floor > Int128(Int64.min) && floor <= Int128(Int64.max)
            // The exact text: sign, magnitude's whole units, and its fraction of a unit.
            let magnitude = exact < 0 ? -exact : exact
            var fraction = step == 1 ? "" : String(magnitude % step)
            fraction = String(repeating: "0", count: max(0, String(step).count - 1 - fraction.count)) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let exactText = (exact < 0 ? "-" : "") + String(magnitude / step) + (fraction.isEmpty ? "" : "." + fraction)
            for (format, want, wantInstant) in [(FastDate.Format.epoch(unit), exactText, exact),
                                                (.epoch(unit).fractionDigits(0), String(floor), floor * step)] {
                let written = Result { () throws(FastDate.FormatError) in try FastDate.format(t, as: format, into: buffer) }
                switch written {
                case .success(let count):
                    let text = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
                    if !fits || text != want { violated("\(format) of \(t) wrote \(text), expected \(want)", input) }
                    let back = try? FastDate.parseTimestamp(UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: .epoch(unit))
                    let wantSeconds = wantInstant >= 0 ? wantInstant / 1_000_000_000 : -((-wantInstant + 999_999_999) / 1_000_000_000)
                    let wantNanos = wantInstant - wantSeconds * 1_000_000_000
                    if back?.seconds != Int64(wantSeconds) || back?.nanoseconds != Int32(wantNanos) {
                        violated("\(format) \(text) read back as \(String(describing: back))", input)
                    }
                case .failure(let error):
                    if fits || error.kind != .outOfRange { violated("\(format) of \(t) threw \(error.kind), fits \(fits)", input) }
                }
            }
        }
        let local = Int128(t.seconds) + Int128(t.utcOffset)
        let day = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
        let yearFits = local >= -62_167_219_200 && local < 253_402_300_800
        let written = Result { () throws(FastDate.FormatError) in try FastDate.format(t, as: .fullDate, into: buffer) }
        switch written {
        case .success(let count):
            let back = try? FastDate.parseTimestamp(UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: .fullDate)
            if !t.isInSupportedRange || !yearFits || count != 10 || back?.seconds != Int64(day * 86_400) {
                violated(".fullDate of \(t) wrote \(count) bytes, read back as \(String(describing: back))", input)
            }
        case .failure(let error):
            let expected: FastDate.FormatError.Kind? = !t.isInSupportedRange ? .outOfRange : !yearFits ? .unrepresentableYear : nil
            if error.kind != expected { violated(".fullDate of \(t) threw \(error.kind), expected \(String(describing: expected))", input) }
        }
    }
}
