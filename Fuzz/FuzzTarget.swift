// libFuzzer entry point. `Scripts/fuzz.sh` compiles this folder's Swift files together with
// `Sources/FastDateCore` and the tests' reference (`Tests/FastDateReliabilityTests/Reference`)
// into one module with `-sanitize=fuzzer,address`, so there is no `import`: the core is
// built with the same instrumentation as the harness, and every load it makes outside the
// input is caught by the address sanitizer.
//
// Every input is used in every way below: as text for every instant parse entry point in every
// format (`ParseInvariants.swift`), as text for the wall-clock parsers
// (`LocalTimeInvariants.swift`), as an HTTP-date and an RFC 5322 date-time
// (`InternetDateInvariants.swift`), as ISO 8601 basic, a .NET JSON date and a cookie date
// (`WireDialectInvariants.swift`), as `.flexible`'s mix of them all (`FlexibleInvariants.swift`),
// as an ISO 8601 or friendly duration (`DurationInvariants.swift`),
// as an RFC 9557 date-time with annotations (`AnnotationInvariants.swift`), as a pattern
// and text to read with it, and as text for the common patterns (`PatternInvariants.swift`),
// as the bytes of a timestamp for both formatters
// (`FormatInvariants.swift`), as a JSON key to convert (`KeyCaseInvariants.swift`), and as a
// column of values for the column door (`ColumnInvariants.swift`), and as records, Arrow
// arrays with nulls, and hostile arrays for the C Data Interface kernel
// (`RecordInvariants.swift`), and as timestamp and date32 arrays for its formatting kernel
// (`ArrowFormatInvariants.swift`), and as TZif bytes for the time zone reader
// (`TimeZoneInvariants.swift`), and as the counts, units and rules of rounding and zoned
// arithmetic (`ZonedArithmeticInvariants.swift`), and as the values, settings and spans of
// `until`, `since`, `rounded`, `total` and `adding` (`SpanInvariants.swift`). A broken invariant stops the run with a message naming it;
// libFuzzer then saves the input under `.build-fuzz/artifacts/`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // libFuzzer's own copy is exactly `size` bytes on the heap: a read past it is a finding.
    let input = UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: size)
    let assumed = ParseInvariants.check(input)
    LocalTimeInvariants.check(input, assumed: assumed)
    InternetDateInvariants.check(input, assumed: assumed)
    WireDialectInvariants.check(input, assumed: assumed)
    FlexibleInvariants.check(input, assumed: assumed)
    DurationInvariants.check(input)
    CivilDateInvariants.check(input)
    AnnotationInvariants.check(input)
    PatternInvariants.check(input)
    FormatInvariants.check(input)
    KeyCaseInvariants.check(input)
    ColumnInvariants.check(input)
    RecordInvariants.check(input)
    ArrowFormatInvariants.check(input)
    TimeZoneInvariants.check(input)
    ZonedArithmeticInvariants.check(input)
    SpanInvariants.check(input)
    return 0
}

/// Stops the run on a broken invariant. `fatalError` traps; libFuzzer's signal handler
/// saves the input and prints the message that came before it.
func violated(_ invariant: String, _ input: UnsafeRawBufferPointer) -> Never {
    // A NUL would end the message where `fatalError` prints it: show the invariant escaped.
    let invariant = invariant.contains("\0") ? invariant.debugDescription : invariant
    fatalError("FastDate fuzz invariant broken: \(invariant)\n  input (\(input.count) bytes): \(printable(input))")
}

/// The input as escaped ASCII, short enough to read.
func printable(_ input: UnsafeRawBufferPointer) -> String {
    var text = "\""
    for byte in input.prefix(200) {
        switch byte {
        case 0x20..<0x7F where byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"):
            text.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }
    }
    return text + (input.count > 200 ? "\"…" : "\"")
}

/// FNV-1a, to derive choices (an assumed offset, a door) from the input itself, so a saved
/// input replays exactly.
func fingerprint(_ input: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in input {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return hash
}
