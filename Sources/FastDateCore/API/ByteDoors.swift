/// How every door (`parse`, `parseTimestamp`, `parseTimeOfDay`, `parseLocalDateTime`)
/// finds the bytes of each input type, written once so all of them read every type the
/// same way (see ``read(_:_:)-(String,_)`` for the order in which
/// strings are tried). Raw and typed buffers need no help and call the scanners directly.
///
/// The scanner is passed in as a non-escaping closure and everything is inlined, so a door
/// costs what a hand-written one would and allocates nothing.
///
/// Every public door that takes a `String`, `Substring` or `[UInt8]` is marked
/// `@_effects(readonly)`. Without it, a caller that passes a value it loaded from memory
/// (an array element, a property) retains the value's storage before the call and
/// releases it after, because an opaque callee might release the last other reference:
/// 7.6 ns of a 19.5 ns `parse(String)`, more than the whole door (the benchmark's "floor:
/// an opaque call that takes each String" row). The attribute tells callers that the door
/// only reads memory, so the value stays alive without them (checked in the disassembly:
/// no `swift_bridgeObjectRetain` left around the call). It is true of every such door:
/// each reads its argument's bytes and returns a value or throws a `ParseError`, both
/// plain values with no class references; it writes no memory but its own locals (the
/// copy of a string without contiguous UTF-8 is one), and never releases its argument.
/// Breaking that promise would be undefined behaviour: a door that ever needs to write
/// shared state, cache, or log must lose the attribute.
@usableFromInline
package enum ByteDoors {
    @inlinable @inline(__always)
    package static func read<Value>(
        _ bytes: Span<UInt8>, _ scan: (UnsafeRawBufferPointer) throws(FastDate.ParseError) -> Value
    ) throws(FastDate.ParseError) -> Value {
        try bytes.withUnsafeBytes { (raw) throws(FastDate.ParseError) in try scan(raw) }
    }

    @inlinable @inline(__always)
    package static func read<Value>(
        _ bytes: [UInt8], _ scan: (UnsafeRawBufferPointer) throws(FastDate.ParseError) -> Value
    ) throws(FastDate.ParseError) -> Value {
        // `withUnsafeBytes` only rethrows untyped errors, which would box ours: carry a Result.
        try bytes.withUnsafeBytes { raw in Result { () throws(FastDate.ParseError) in try scan(raw) } }.get()
    }

    @inlinable @inline(__always)
    package static func read<Value>(
        _ bytes: ArraySlice<UInt8>, _ scan: (UnsafeRawBufferPointer) throws(FastDate.ParseError) -> Value
    ) throws(FastDate.ParseError) -> Value {
        try bytes.withUnsafeBytes { raw in Result { () throws(FastDate.ParseError) in try scan(raw) } }.get()
    }

    @inlinable @inline(__always)
    package static func read<Value>(
        _ text: String, _ scan: (UnsafeRawBufferPointer) throws(FastDate.ParseError) -> Value
    ) throws(FastDate.ParseError) -> Value {
        // Measured (callgrind, release): for a small result (a `Double`, a `Timestamp`) this
        // order is 15 to 23 instructions a parse cheaper than `span` first (244 vs 259 for
        // a `toISOString()` date, 174 vs 197 for an epoch number). A large one (an
        // `ISODuration`, 70 bytes) is returned through memory, and carrying it out of the
        // closure in a `Result` inside an `Optional` copies it twice: there `span` first
        // is 43 instructions cheaper (320 vs 363 for a duration). The size is known when
        // the door is compiled, so only one order is left in each. A `Substring` is read
        // the same way, from its base string (see ``read(_:_:)-(Substring,_)``).
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *),
           MemoryLayout<Value>.size > largeResultSize {
            return try read(text.utf8.span, scan)
        }
        if let result = text.utf8.withContiguousStorageIfAvailable({ buffer in
            Result { () throws(FastDate.ParseError) in try scan(UnsafeRawBufferPointer(buffer)) }
        }) {
            return try result.get()
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return try read(text.utf8.span, scan)
        }
        return try read(Array(text.utf8), scan)
    }

    /// Results larger than this (in bytes) are read `span` first from a `String`; see
    /// ``read(_:_:)-(String,_)``. Two words: what a call returns in registers.
    @inlinable package static var largeResultSize: Int { 16 }

    /// Reads a substring's bytes in place, in the same order as a `String`'s: the base
    /// string's contiguous UTF-8 cut to the substring's bounds, else `span`, else a copy.
    ///
    /// Measured (callgrind, release, a `toISOString()` date cut out of `{"t":"…"}`): 214
    /// instructions a parse, against 246 through `Substring.utf8.span` (a call into the
    /// standard library, 50 of them) and 326 through `Substring.utf8`'s own
    /// `withContiguousStorageIfAvailable` (which goes through `Slice`'s closures). The
    /// bounds come from ``codeUnitOffset(_:)``; working them out with `utf8.distance`
    /// measured 286.
    @inlinable @inline(__always)
    package static func read<Value>(
        _ text: Substring, _ scan: (UnsafeRawBufferPointer) throws(FastDate.ParseError) -> Value
    ) throws(FastDate.ParseError) -> Value {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *),
           MemoryLayout<Value>.size > largeResultSize {
            return try read(text.utf8.span, scan)
        }
        if let result = text.base.utf8.withContiguousStorageIfAvailable({ buffer in
            let bounds = codeUnitOffset(text.startIndex) ..< codeUnitOffset(text.endIndex)
            return Result { () throws(FastDate.ParseError) in
                try scan(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[bounds])))
            }
        }) {
            return try result.get()
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return try read(text.utf8.span, scan)
        }
        return try read(Array(text.utf8), scan)
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
