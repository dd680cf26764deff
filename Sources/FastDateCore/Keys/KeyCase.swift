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
    /// let key = Array("USER_ID".utf8)
    /// let n = key.withUnsafeBufferPointer { k in
    ///     buffer.withUnsafeMutableBufferPointer { FastDate.KeyCase.lowerCamelCase(k, into: $0) }
    /// }
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
        /// from there on writes.
        /// - Parameters:
        ///   - key: The key's UTF-8 bytes.
        ///   - output: At least `key.count` bytes: a converted key is never longer than
        ///     the key it comes from.
        /// - Returns: The converted key's length (its bytes are `output[..<length]`), or
        ///   nil when the key is unchanged.
        public static func lowerCamelCase(_ key: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int? {
            precondition(output.count >= key.count, "the output buffer must hold at least key.count bytes")
            return KeyConversion.run(key, into: output.baseAddress)
        }

        /// Converts UTF-8 bytes to lowerCamelCase; see
        /// ``lowerCamelCase(_:into:)-(UnsafeRawBufferPointer,_)``.
        public static func lowerCamelCase(_ key: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
            lowerCamelCase(UnsafeRawBufferPointer(key), into: UnsafeMutableRawBufferPointer(output))
        }

        /// Whether `key` is already lowerCamelCase, that is, whether
        /// ``lowerCamelCase(_:into:)-(UnsafeRawBufferPointer,_)`` would leave it as it is.
        ///
        /// True for `userId`, `address2Line`, `_id`, `aBCd`, `@odata.nextLink` and the empty
        /// key; false for `user_id`, `UserId`, `userID` and `aBC` (see `Spec/keys/keys.md`).
        public static func isLowerCamelCase(_ key: UnsafeRawBufferPointer) -> Bool {
            KeyConversion.run(key, into: nil) == nil
        }

        /// Whether a string is already lowerCamelCase; see
        /// ``isLowerCamelCase(_:)-(UnsafeRawBufferPointer)``. Reads the string in place.
        public static func isLowerCamelCase(_ key: String) -> Bool {
            ByteDoors.read(key) { (raw) throws(Never) in isLowerCamelCase(raw) }
        }
    }
}
