/// Writes a duration in the friendly form (`Spec/duration/friendly.md`, "Writing"): each
/// component that is not zero, largest first, with jiff's compact designators and a space
/// between (`1y 2mo 3d 4h 5m 6s`), the fraction of a second as milliseconds, microseconds
/// and nanoseconds (`1s 500ms`), `-` before a negative duration, and `0s` for zero.
/// ``FriendlyDurationReader`` reads every text back to an equal value.
enum FriendlyDurationWriter {
    /// The longest text: a sign; seven 19-digit components with their designators (`y`,
    /// `mo`, `w`, `d`, `h`, `m`, `s`: 8 bytes); milliseconds, microseconds and nanoseconds of
    /// 3 digits with theirs (`ms`, `µs`, `ns`: 7 bytes); nine spaces between the ten.
    static var maxLength: Int { 1 + 7 * 19 + 8 + 3 * 3 + 7 + 9 }

    static func write(_ d: FastDate.ISODuration, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        guard let base = buffer.baseAddress, buffer.count >= length(d) else { throw FastDate.FormatError(.bufferTooSmall) }
        var out = ByteWriter(base)
        if d.isNegative { out.byte(UInt8(ascii: "-")) }
        var first = true
        forEachComponent(d) { value, unit in
            if !first { out.byte(UInt8(ascii: " ")) }
            first = false
            out.decimal(value)
            let name = unit.shortName
            for k in 0..<name.utf8CodeUnitCount { out.byte(name.utf8Start[k]) }
        }
        return out.index
    }

    /// The exact number of bytes ``write(_:into:)`` writes for `d`.
    static func length(_ d: FastDate.ISODuration) -> Int {
        var n = d.isNegative ? 1 : 0
        var count = 0
        forEachComponent(d) { value, unit in
            n += ByteWriter.decimalDigitCount(value.magnitude) + unit.shortName.utf8CodeUnitCount
            count += 1
        }
        return n + count - 1
    }

    /// Each component to write, largest first; `0s` alone for a zero duration.
    @inline(__always)
    static func forEachComponent(_ d: FastDate.ISODuration, _ body: (Int64, FriendlyUnit) -> Void) {
        if d.isZero { return body(0, .second) }
        let nanoseconds = Int64(d.nanoseconds)
        if d.years != 0 { body(d.years, .year) }
        if d.months != 0 { body(d.months, .month) }
        if d.weeks != 0 { body(d.weeks, .week) }
        if d.days != 0 { body(d.days, .day) }
        if d.hours != 0 { body(d.hours, .hour) }
        if d.minutes != 0 { body(d.minutes, .minute) }
        if d.seconds != 0 { body(d.seconds, .second) }
        if nanoseconds / 1_000_000 != 0 { body(nanoseconds / 1_000_000, .millisecond) }
        if nanoseconds / 1_000 % 1_000 != 0 { body(nanoseconds / 1_000 % 1_000, .microsecond) }
        if nanoseconds % 1_000 != 0 { body(nanoseconds % 1_000, .nanosecond) }
    }

    /// The duration as a `String` of exactly its length.
    static func string(_ d: FastDate.ISODuration) -> String {
        String(unsafeUninitializedCapacity: length(d)) { buffer in
            (try? write(d, into: UnsafeMutableRawBufferPointer(buffer))) ?? 0
        }
    }
}
