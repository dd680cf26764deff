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
            ReferenceFormatter.rfc3339(seconds: t.seconds, nanoseconds: t.nanoseconds, utcOffset: t.utcOffset, fractionDigits: $0)
        } ?? ReferenceFormatter.javaScript(seconds: t.seconds, nanoseconds: t.nanoseconds)
        let name = digits.map { "formatRFC3339(\(t), fractionDigits: \($0))" } ?? "formatJavaScript(\(t))"

        func write(_ size: Int) -> (ReferenceFormatter.Outcome, Int) {
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

        let string: ReferenceFormatter.Outcome
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
        let typed: ReferenceFormatter.Outcome
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: FastDate.maxFormattedLength)
        defer { storage.deallocate() }
        do throws(FastDate.FormatError) {
            let count = if let digits {
                try FastDate.format(t, as: .rfc3339.fractionDigits(digits), into: storage)
            } else {
                try FastDate.format(t, as: .javaScript, into: storage)
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
}
