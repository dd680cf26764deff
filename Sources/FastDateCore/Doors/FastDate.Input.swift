extension FastDate {
    /// UTF-8 text that FastDate reads in place: `String`, `Substring`, `[UInt8]`,
    /// `ArraySlice<UInt8>`, `Span<UInt8>`, `UnsafeRawBufferPointer` and
    /// `UnsafeBufferPointer<UInt8>` here, and `Data` in the `FastDate` module.
    ///
    /// Every parse door takes any `Input`, so each type reads every format and every result
    /// kind, and all of them accept exactly the same grammar: a door only finds the bytes.
    /// Conform a byte container of your own (a network buffer, a memory-mapped file) by
    /// handing its contiguous bytes to `body`; nothing is copied, retained or allocated.
    public protocol Input: ~Escapable {
        /// Calls `body` with the text's UTF-8 bytes, valid only during the call, and returns
        /// what it returns or throws what it throws.
        func withUTF8Bytes<Value, Failure: Error>(
            _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
        ) throws(Failure) -> Value
    }
}

extension String: FastDate.Input {
    /// Reads the string's UTF-8 storage in place (see ``FastDate/Input``).
    @inlinable @inline(__always)
    public func withUTF8Bytes<Value, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try ByteDoors.read(self, body)
    }
}

extension Substring: FastDate.Input {
    /// Reads the substring's bytes in place, from its base string (see ``FastDate/Input``).
    @inlinable @inline(__always)
    public func withUTF8Bytes<Value, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try ByteDoors.read(self, body)
    }
}

extension Array: FastDate.Input where Element == UInt8 {
    /// Reads the array's bytes in place (see ``FastDate/Input``).
    @inlinable @inline(__always)
    public func withUTF8Bytes<Value, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try ByteDoors.read(self, body)
    }
}

extension ArraySlice: FastDate.Input where Element == UInt8 {
    /// Reads the slice's bytes in place (see ``FastDate/Input``).
    @inlinable @inline(__always)
    public func withUTF8Bytes<Value, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try ByteDoors.read(self, body)
    }
}

extension Span: FastDate.Input where Element == UInt8 {
    /// Reads the span's bytes in place (see ``FastDate/Input``).
    @inlinable @inline(__always)
    public func withUTF8Bytes<Value, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try ByteDoors.read(self, body)
    }
}

extension UnsafeRawBufferPointer: FastDate.Input {
    /// The bytes themselves (see ``FastDate/Input``).
    @inlinable @inline(__always)
    public func withUTF8Bytes<Value, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try body(self)
    }
}

extension UnsafeBufferPointer: FastDate.Input where Element == UInt8 {
    /// The same memory, untyped (see ``FastDate/Input``).
    @inlinable @inline(__always)
    public func withUTF8Bytes<Value, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try body(UnsafeRawBufferPointer(self))
    }
}
