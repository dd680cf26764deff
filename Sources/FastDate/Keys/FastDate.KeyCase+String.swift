extension FastDate.KeyCase {
    /// Converts a JSON key written in any case style to lowerCamelCase:
    /// `user_id`, `UserID`, `user-id`, `USER_ID` and `User ID` all become `userId`.
    ///
    /// A key that is already lowerCamelCase comes back as the very same string, without
    /// allocating. The rules are those of the core routine
    /// `lowerCamelCase(_:into:)` (see `Spec/keys/keys.md`).
    ///
    /// ```swift
    /// FastDate.KeyCase.lowerCamelCase("HTTPServer_URL")  // "httpServerUrl"
    /// ```
    public static func lowerCamelCase(_ key: String) -> String {
        converted(key) ?? key
    }

    /// The converted key, or nil when `key` is already lowerCamelCase.
    ///
    /// Reads the string in place, through the parse doors' own `ByteDoors`.
    static func converted(_ key: String) -> String? {
        ByteDoors.read(key) { (raw) throws(Never) in converted(raw) }
    }

    /// Runs the core routine into a temporary buffer: on the stack for any realistic key
    /// (the standard library only goes to the heap past a kilobyte, or when the stack is
    /// short), so an unchanged key costs no allocation and a converted one only its String.
    static func converted(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard !bytes.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            guard let count = lowerCamelCase(bytes, into: UnsafeMutableRawBufferPointer(buffer)) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
}
