#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Data: FastDate.Input {
    /// Reads the data's bytes in place: a body from `URLSession`, a file or a socket is
    /// parsed with no `String` made (see `FastDate.Input`).
    @inlinable @inline(__always)
    public func withUTF8Bytes<Value, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        // `withUnsafeBytes` only rethrows untyped errors, which would box ours: carry a Result.
        try withUnsafeBytes { raw in Result { () throws(Failure) in try body(raw) } }.get()
    }
}
