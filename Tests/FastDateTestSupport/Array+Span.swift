extension Array where Element == UInt8 {
    /// Runs `body` on the array's bytes as a `Span`.
    ///
    /// `Array.span` needs macOS / iOS 26; the span of its buffer pointer is back-deployed
    /// to the package's floor, so the tests build on every platform the package supports.
    public func withSpan<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { buffer in try body(buffer.span) }
    }
}
