/// How every door finds the bytes of each input type, written once, so that every door
/// reads every type the same way and the `FastDate` module and key conversion read strings
/// through the same code (see ``read(_:_:)-(String,_)`` for the order in which strings are
/// tried). `FastDate.Input`'s conformances are one line over these.
///
/// The reader is passed in as a non-escaping closure and everything is inlined into the
/// caller, so a door costs what a hand-written one would and allocates nothing. The entries
/// the closures call (`readTimestamp(_:)` and the rest) are `@_effects(readonly)`, so a
/// caller that passes a `String` it loaded from memory does not retain it around the call
/// (see `readTimestamp(_:)` for the promise that makes).
@usableFromInline
package enum ByteDoors {
    @inlinable @inline(__always)
    package static func read<Value, Failure: Error>(
        _ bytes: Span<UInt8>, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try bytes.withUnsafeBytes { (raw) throws(Failure) in try body(raw) }
    }

    @inlinable @inline(__always)
    package static func read<Value, Failure: Error>(
        _ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        // `withUnsafeBytes` only rethrows untyped errors, which would box ours: carry a Result.
        try bytes.withUnsafeBytes { raw in Result { () throws(Failure) in try body(raw) } }.get()
    }

    @inlinable @inline(__always)
    package static func read<Value, Failure: Error>(
        _ bytes: ArraySlice<UInt8>, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try bytes.withUnsafeBytes { raw in Result { () throws(Failure) in try body(raw) } }.get()
    }

    @inlinable @inline(__always)
    package static func read<Value, Failure: Error>(
        _ text: String, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        // Contiguous storage first, for every result: `span` is a call into the standard
        // library, and with the doors inlined into their callers a caller must retain a
        // string it loaded from memory around that call (figures: Benchmarks/LEDGER.md). A `Substring` is read the same way, from its base string (see
        // ``read(_:_:)-(Substring,_)``).
        if let result = text.utf8.withContiguousStorageIfAvailable({ buffer in
            Result { () throws(Failure) in try body(UnsafeRawBufferPointer(buffer)) }
        }) {
            return try result.get()
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return try read(text.utf8.span, body)
        }
        return try read(Array(text.utf8), body)
    }

    /// Reads a substring's bytes in place, in the same order as a `String`'s: the base
    /// string's contiguous UTF-8 cut to the substring's bounds, else `span`, else a copy.
    ///
    /// Cheaper than `Substring.utf8.span` (a call into the standard library) and than
    /// `Substring.utf8`'s own `withContiguousStorageIfAvailable` (which goes through
    /// `Slice`'s closures). The bounds come from ``codeUnitOffset(_:)``, one shift each;
    /// `utf8.distance` walks the string.
    @inlinable @inline(__always)
    package static func read<Value, Failure: Error>(
        _ text: Substring, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        if let result = text.base.utf8.withContiguousStorageIfAvailable({ buffer in
            let bounds = codeUnitOffset(text.startIndex) ..< codeUnitOffset(text.endIndex)
            return Result { () throws(Failure) in
                try body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[bounds])))
            }
        }) {
            return try result.get()
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return try read(text.utf8.span, body)
        }
        return try read(Array(text.utf8), body)
    }

    /// Where `index` is in its string's own code units: `String.Index.encodedOffset`.
    ///
    /// Called only inside `withContiguousStorageIfAvailable` on the base string's `utf8`,
    /// that is for a string whose code units are the UTF-8 bytes being read, where this is
    /// the UTF-8 offset exactly and costs one shift. The property is deprecated because in
    /// a bridged UTF-16 string the code units are UTF-16 and callers took it for a UTF-8 or
    /// character count; that use never reaches this function. It is read through
    /// ``CodeUnitOffset`` so that the deprecation, which is about that other use, does not
    /// warn at every build. Slicing rounds a substring's bounds to scalar boundaries, so
    /// the bytes between them are exactly `Substring.utf8`'s (`SubstringDoorTests` checks
    /// bounds made from `Character`, `utf8`, `utf16` and `unicodeScalars` indices, inside
    /// multi-byte scalars included).
    @inlinable @inline(__always)
    static func codeUnitOffset<Index: CodeUnitOffset>(_ index: Index) -> Int {
        index.encodedOffset
    }
}

/// A type with an offset in its string's own code units; see `ByteDoors.codeUnitOffset`.
@usableFromInline
protocol CodeUnitOffset {
    var encodedOffset: Int { get }
}

extension String.Index: CodeUnitOffset {}
