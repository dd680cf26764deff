/// The per-byte rules of `Spec/keys/keys.md`, as a state machine that decides each byte's fate
/// when it reaches it: kept, case-flipped, or dropped.
///
/// Why decide byte by byte instead of splitting words and joining them: the common key is
/// already lowerCamelCase, and a byte-by-byte decision lets ``KeyConversion`` stop caring
/// the moment it knows the key is unchanged, without ever building a word list. The one
/// rule that needs to see ahead (an uppercase letter that starts `Server` in `HTTPServer`)
/// looks at the very next byte, which is always at hand, so no earlier output is revised.
struct KeyWordReader {
    /// What the last letter, digit or other non-separator byte of the current word was.
    private enum Previous {
        case wordStart
        case lower
        case upper
        case caseless
    }

    private var previous = Previous.wordStart
    /// A separator came after content, so the next letter begins a new word. Digits leave
    /// it set: `foo_2fa` is `foo2Fa`, as Foundation's `.convertFromSnakeCase` writes it.
    private var capitalizeNext = false
    /// Whether any non-separator byte has been seen; separators before it start no word.
    private(set) var sawContent = false

    /// The byte to write for `key[i]`, or nil when the byte is dropped (a separator).
    /// `end` is the end of the body and bounds the one-byte look-ahead of R3, so no read
    /// ever leaves the key.
    @inline(__always)
    mutating func output(_ key: UnsafeRawPointer, at i: Int, end: Int) -> UInt8? {
        let byte = key.load(fromByteOffset: i, as: UInt8.self)
        if byte &- UInt8(ascii: "a") < 26 {
            sawContent = true
            previous = .lower
            if capitalizeNext {
                capitalizeNext = false
                return byte & 0xDF
            }
            return byte
        }
        if byte &- UInt8(ascii: "A") < 26 {
            // R2 (a hump: the `N` of `userName`), R3 (the last capital of a run that a
            // lowercase letter follows: the `S` of `HTTPServer`), or a separator before it
            // (R1). Any other capital is inside a word, or begins the first word.
            let startsWord: Bool
            switch previous {
            case .lower, .caseless: startsWord = true
            // (`capitalizeNext` is never set after a capital: a separator resets `previous`.)
            case .upper: startsWord = i &+ 1 < end && Self.isLower(key.load(fromByteOffset: i &+ 1, as: UInt8.self))
            case .wordStart: startsWord = capitalizeNext
            }
            sawContent = true
            previous = .upper
            capitalizeNext = false
            return startsWord ? byte : byte | 0x20
        }
        if Self.isSeparator(byte) {
            if sawContent { capitalizeNext = true }
            previous = .wordStart
            return nil
        }
        sawContent = true
        previous = .caseless
        if byte &- UInt8(ascii: "0") >= 10 { capitalizeNext = false }
        return byte
    }

    @inline(__always)
    static func isLower(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26
    }

    @inline(__always)
    static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ")
    }
}
