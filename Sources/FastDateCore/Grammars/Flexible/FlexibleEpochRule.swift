/// How ``FastDate/Format/flexible`` (and so `JSONDecoder.DateDecodingStrategy.fastFlexible`)
/// tells epoch seconds from epoch milliseconds: a number whose magnitude is greater than 2e10 is milliseconds,
/// anything else is seconds (the rule of Rust's `speedate` and pydantic).
///
/// 2e10 seconds is the year 2603, while 2e10 milliseconds is only 1970-08-20, so every
/// seconds value a backend sends for 1336 … 2603 and every milliseconds value after
/// August 1970 (or before May 1969) is read as meant. The only values read wrongly are
/// milliseconds within eight months of 1970 and seconds beyond 2603, which no real
/// timestamp field carries.
package enum FlexibleEpochRule {
    package static var threshold: Int64 { 20_000_000_000 }

    /// The unit for an integer.
    package static func unit(for value: Int64) -> FastDate.EpochUnit {
        value > threshold || value < -threshold ? .milliseconds : .seconds
    }

    /// Whether `t`, read as seconds, is past the threshold and so was milliseconds.
    package static func isMilliseconds(_ t: FastDate.Timestamp) -> Bool {
        // `seconds` is the floor, so -2e10 s exactly has seconds == -threshold.
        t.seconds > threshold || (t.seconds == threshold && t.nanoseconds > 0) || t.seconds < -threshold
    }

    /// Reads a decimal number (a numeric string, or a JSON number's own digits) by the rule.
    package static func timestamp(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let t = try timestampIfNumber(bytes) { return t }
        // Not a number at all: the core's error for it as one.
        return try readTimestamp(bytes, .epoch(.seconds))
    }

    /// Like ``timestamp(_:)``, but `nil` when `bytes` are not a well-formed number at all, so
    /// that the caller can read them as a date instead. A number the rule then refuses (too
    /// many fraction digits for milliseconds, say) is an error, never a second chance.
    package static func timestampIfNumber(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp? {
        // A date has '-' at byte 4, where no number can (its only '-' is first): skip the
        // failed read and its thrown error for the strings that are most of the input.
        // Nor can a number begin with anything but a digit or `-` (`Sun, 06 Nov …`): the
        // epoch grammar would refuse it at byte 0, an error this rule discards anyway.
        // A subscript, not `first`: the generic `Collection` member allocates in a debug build.
        guard bytes.count > 0 else { return nil }
        let first = bytes[0]
        if (bytes.count > 4 && bytes[4] == UInt8(ascii: "-")) || (first != UInt8(ascii: "-") && first &- UInt8(ascii: "0") >= 10) {
            return nil
        }
        let asSeconds: FastDate.Timestamp
        do throws(FastDate.ParseError) {
            asSeconds = try readTimestampUnhinted(bytes, .epoch(.seconds))
        } catch {
            // Well formed but past 8.64e12: only milliseconds can still be in range.
            guard error.kind == .outOfRange else { return nil }
            return try readTimestampUnhinted(bytes, .epoch(.milliseconds))
        }
        return isMilliseconds(asSeconds) ? try readTimestampUnhinted(bytes, .epoch(.milliseconds)) : asSeconds
    }
}
