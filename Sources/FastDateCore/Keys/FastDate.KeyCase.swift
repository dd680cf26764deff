extension FastDate {
    /// Converts JSON object keys written in any case style (`snake_case`,
    /// `SCREAMING_SNAKE_CASE`, `kebab-case`, `UpperCamelCase`, `Title Case`, or a mix) to
    /// Swift's lowerCamelCase property names, working on UTF-8 bytes without allocating.
    ///
    /// The rules, and why they are what they are, are in `Spec/keys/keys.md`; in short:
    /// `_`, `-` and space separate words, a capital after a lowercase letter or a digit
    /// starts one, and a run of capitals is an acronym written as a word
    /// (`userID` → `userId`, `HTTPServer` → `httpServer`, `ID` → `id`). Leading and
    /// trailing underscores are kept (`_id`, `__typename`). Only ASCII letters change case;
    /// every other byte is copied, so valid UTF-8 in means valid UTF-8 out.
    ///
    /// ```swift
    /// var buffer = [UInt8](repeating: 0, count: 64)
    /// let n = buffer.withUnsafeMutableBytes { FastDate.KeyCase.lowerCamelCase("USER_ID", into: $0) }
    /// // n == 6, buffer[..<6] is "userId"; nil would mean the key was already lowerCamelCase.
    /// ```
    ///
    /// The `FastDate` module builds `JSONDecoder.KeyDecodingStrategy.fastConvertFromAnyCase`
    /// on this.
    public enum KeyCase: Sendable {
        /// Writes `key` converted to lowerCamelCase into `output`, or returns nil and
        /// writes nothing when `key` is already lowerCamelCase (converting would not change
        /// a byte), so a caller can keep the key it has.
        ///
        /// One pass over the bytes: it reads until the first byte that changes, and only
        /// from there on writes. The key is any ``FastDate/Input``, read in place.
        /// - Parameters:
        ///   - key: The key's UTF-8 text.
        ///   - output: At least as many bytes as the key has: a converted key is never
        ///     longer than the key it comes from.
        /// - Returns: The converted key's length (its bytes are `output[..<length]`), or
        ///   nil when the key is unchanged.
        /// - Precondition: `output` holds at least as many bytes as `key`.
        @inlinable
        public static func lowerCamelCase<Key: FastDate.Input>(_ key: Key, into output: UnsafeMutableRawBufferPointer) -> Int? {
            key.withUTF8Bytes { (raw) throws(Never) in convertKey(raw, into: output) }
        }

        /// Whether `key` is already lowerCamelCase, that is, whether
        /// ``lowerCamelCase(_:into:)`` would leave it as it is. Reads any
        /// ``FastDate/Input`` in place.
        ///
        /// True for `userId`, `address2Line`, `_id`, `aBCd`, `@odata.nextLink` and the empty
        /// key; false for `user_id`, `UserId`, `userID` and `aBC` (see `Spec/keys/keys.md`).
        @inlinable
        public static func isLowerCamelCase<Key: FastDate.Input>(_ key: Key) -> Bool {
            key.withUTF8Bytes { (raw) throws(Never) in keyIsLowerCamelCase(raw) }
        }
    }
}

/// The entry of the key doors: `key` converted into `output`, or nil when unchanged. At
/// file scope, like the parse doors' entries (`Doors/DoorEntries.swift` says why).
@usableFromInline
func convertKey(_ key: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int? {
    precondition(output.count >= key.count, "the output buffer must hold at least key.count bytes")
    return KeyConversion.run(key, into: output.baseAddress)
}

/// The entry of `KeyCase.isLowerCamelCase(_:)`: whether converting `key` would change nothing.
@usableFromInline
func keyIsLowerCamelCase(_ key: UnsafeRawBufferPointer) -> Bool {
    KeyConversion.run(key, into: nil) == nil
}
