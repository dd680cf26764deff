import AllocationCounter
import FastDateTimeZones
import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// The core promises zero heap allocations per parse and per format into a caller's
/// buffer, on success and on failure alike (a typed throw carries no boxed error).
/// The counter interposes `malloc` for this thread only, so other tests running in
/// parallel do not disturb it.
///
/// One catch: Swift Testing installs the runtime's `swift_willThrow` hooks to record a
/// backtrace for every thrown error, and that hook boxes the error (an allocation the
/// code under test does not make). So the measurements run only where throwing is free,
/// and ``measuredInACleanProcess()`` re-runs this very test binary for them with
/// `SWT_SWIFT_ERROR_BACKTRACING_ENABLED=0`, which turns the hooks off.
@Suite struct Allocations {
    static let countingAvailable = fastdate_allocation_counting_available() != 0

    private struct Probe: Error { let value: Int }

    @inline(never)
    private static func throwProbe(_ value: Int) throws(Probe) -> Int {
        if value > 0 { throw Probe(value: value) }
        return value
    }

    /// Whether a typed throw allocates nothing in this process, i.e. no runtime hook is
    /// boxing thrown errors; measured, not assumed from the environment.
    static let throwingIsFree: Bool = {
        var sum = 0
        for _ in 0..<2 {  // the first throw may resolve metadata
            do throws(Probe) { sum += try throwProbe(1) } catch { sum += error.value }
        }
        let n = count {
            do throws(Probe) { sum += try throwProbe(2) } catch { sum += error.value }
        }
        return n == 0 && sum > 0
    }()

    static let canMeasure = countingAvailable && throwingIsFree

    /// Why a measuring test is skipped in this process.
    static let measuredElsewhere: Comment =
        "measured in a clean child process (measuredInACleanProcess), where Swift Testing's throw hooks are off"

    /// Set in the child process, which must never start another.
    static let childVariable = "FASTDATE_ALLOCATIONS_CHILD"
    static var isChild: Bool { ProcessInfo.processInfo.environment[childVariable] != nil }

    /// Printed by each measuring test so the parent process can tell they really ran.
    static let marker = "fastdate-allocations-measured:"

    /// Heap allocations this thread makes while running `body`.
    static func count(_ body: () -> Void) -> Int {
        let before = fastdate_thread_allocations()
        body()
        return fastdate_thread_allocations() - before
    }

    /// Every format the registry names (`Format.everyNamed`), and some with options.
    static let formats: [(String, FastDate.Format)] = FastDate.Format.everyNamed.map { ($0.name, $0) } + [
        ("iso8601.assumingUTCOffset(3600)", .iso8601.assumingUTCOffset(3600)),
        ("rfc3339.assumingUTCOffset(-19800)", .rfc3339.assumingUTCOffset(-19_800)),
        ("httpDate(currentYear: 2026)", .httpDate(currentYear: 2026)),
        ("rfc5322.assumingUTCOffset(3600)", .rfc5322.assumingUTCOffset(3600)),
        ("rfc9557.assumingUTCOffset(3600)", .rfc9557.assumingUTCOffset(3600)),
        ("iso8601Basic.assumingUTCOffset(3600)", .iso8601Basic.assumingUTCOffset(3600)),
        ("flexible.assumingUTCOffset(3600)", .flexible.assumingUTCOffset(3600)),
        ("pattern(yyyy-MM-dd HH:mm:ss)", .pattern(try! FastDate.Pattern("yyyy-MM-dd HH:mm:ss"))),
        ("pattern(EEE, dd MMM yyyy HH:mm:ss Z)", .pattern(try! FastDate.Pattern("EEE, dd MMM yyyy HH:mm:ss Z"))),
        ("pattern(MMMM d, yyyy h:mm a)", .pattern(try! FastDate.Pattern("MMMM d, yyyy h:mm a", utcOffset: -18_000))),
    ]

    /// Valid and invalid, short enough for a small (inline) string and longer than 15 bytes.
    static let inputs: [String] = [
        "2021-03-19T09:37:20.123456789+01:00",
        "2021-03-19T09:37:20Z",
        // The single-value doors' common shapes (`DateTimeFastPath.fastPathTimestamp`, and
        // `longShapeTimestamp` past 32 bytes), and texts of their lengths they refuse.
        "2021-03-19T09:37:20.123Z",
        "2021-03-19T09:37:20+05:30",
        "2021-03-19T09:37:20.123-08:00",
        "2021-03-19T09:37:20.123456Z",
        "2021-03-19T09:37:20.123456789Z",
        "2021-03-19T09:37:20.123+24:00",
        "2021-03-19T09:37:20.1234567+01:00",
        "2021-03-19T09:37:20.1234567+24:00",
        "2021-03-19T09:37:60.123456789-08:00",
        "2021-02-29T09:37:20.123Z",
        "2021-03-19t09:37:20.123456z",
        "2021-03-19 09:37:20.5-0530",
        "2021-03-19T09:37Z",
        "2021-03-19T09:37:20",
        "+275760-09-13T00:00:00Z",
        "-271821-04-20T00:00:00.000Z",
        "1998-12-31T23:59:60Z",
        "2021-03-19",
        "2021-02-29",
        "2021-03-1x",
        "1616112000",
        "-1.5",
        "1616112000123.456",
        "1764200000.123456789",
        "1764200000.12345:",
        "",
        "x",
        "2021-02-30T00:00:00Z",
        "2021-03-19T09",
        "1998-12-31T23:58:60Z",
        "+275760-09-13T00:00:00.001Z",
        "99999999999999999999999999999",
        "1.1234567890",
        "2021-03-19T09:37:20Z trailing bytes here",
        "20x1",
        // Internet message dates (Spec/internet/internet-dates.md), valid and invalid.
        "Sun, 06 Nov 1994 08:49:37 GMT",
        "Sunday, 06-Nov-94 08:49:37 GMT",
        "Sun Nov  6 08:49:37 1994",
        "Fri, 19 Mar 2021 10:37:20 +0100 (a (nested) comment)",
        "19 Mar 21 10:37 EST",
        "Fri, 19 Mar 2021\r\n 10:37:20 GMT",
        "Fri, 19 Mar 2021 10:37:20",
        "Mon, 06 Nov 1994 08:49:37 GMT",
        "Fri, 19 Mar 2021 10:37:20 +0100 (never closed",
        "Sun, 06 Nox 1994 08:49:37 GMT",
        // RFC 9557 (Spec/rfc9557/rfc9557.md), valid and invalid.
        "2022-07-08T00:14:07+01:00[Europe/Paris][u-ca=gregory]",
        "2022-07-08T00:14:07[Europe/Paris]",
        "2022-07-08T00:14:07[+08:45]",
        "2022-07-08T00:14:07+01:00[!x=y]",
        // ISO 8601 basic, .NET JSON and cookie dates, valid and invalid.
        "20240115T103000Z",
        "20240115T103000.123456+0530",
        "20240115",
        "20240115T103000+01:00",
        "/Date(1616146640123)/",
        "\\/Date(-1616146640123-0500)\\/",
        "/Date(99999999999999999999999)/",
        "/Date(1616146640123+01)/",
        "Wed, 09-Jun-2021 10:18:14 GMT",
        "Thursday, 01-Jan-70 00:00:00",
        "Sat, 15-Apr-17 91:22:33 21:01:22",
        "Wed, 09-Jun-1600 10:18:14 GMT",
        // Patterns (Spec/patterns/patterns.md), valid and invalid.
        "2024-03-05 14:30:00",
        "2024-3-5 14:30:00",
        "March 5, 2024 2:30 PM",
        "Sat, 19 Mar 2021 10:37:20 +0100",
        // Offsets with seconds and durations read as dates (refused).
        "1850-01-01T00:00:00+05:53:28",
        "PT4M13S",
    ]

    /// Times of day, valid and invalid, in every shape the grammar takes (and U+202F).
    static let timeOfDayInputs: [String] = [
        "12:59:22 PM",
        "7:27:02 AM",
        "19:27:02",
        "12:00:00 AM",
        "7:27:02.123456789\u{202F}p.m.",
        "23:59:59.9999999999999999999999",
        "0:30 AM",
        "13:00 PM",
        "7:27 ",
        "7:27 PX",
        "24:00",
        "",
        "7:27:02 PM and some trailing bytes",
    ]

    /// Local date-times, valid and invalid, with and without an offset.
    static let localDateTimeInputs: [String] = [
        "2021-03-19T10:37:20",
        "2021-03-19T10:37:20.123",
        "2021-03-19 10:37",
        "2021-03-19T10:37:20.123456789+05:30",
        "+275760-09-13T23:59:59",
        "2021-03-19T23:59:60",
        "2021-03-19",
        "+275760-09-14T00:00:00",
        "",
        "2021-03-19T10:37:20 and some trailing bytes",
    ]

    /// One parse through one door, keeping the result alive so nothing is optimized away.
    struct Sink {
        var successes = 0
        var failures = 0
        var total = 0.0

        mutating func take(_ body: () throws(FastDate.ParseError) -> Double) {
            do {
                total += try body()
                successes += 1
            } catch {
                failures += 1
                total += Double(error.offset)
            }
        }

        mutating func take(_ body: () throws(FastDate.ParseError) -> FastDate.Timestamp) {
            do {
                total += Double(try body().nanoseconds)
                successes += 1
            } catch {
                failures += 1
                total += Double(error.offset)
            }
        }
    }

    /// Every door, both result types, for one input and format; returns allocations per
    /// door so a failure names the door that allocated.
    static func parseEveryDoor(_ text: String, _ format: FastDate.Format, sink: inout Sink) -> [(String, Int)] {
        // Everything the doors read is built before counting starts.
        let native = String(decoding: Array(text.utf8), as: UTF8.self)  // heap storage when > 15 bytes
        let whole = "0123" + text + "9Z"
        let slice = whole.dropFirst(4).dropLast(2)
        let array = Array(text.utf8)
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: array.count, alignment: 1)
        raw.copyBytes(from: array)
        let typed = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: array.count)
        _ = typed.initialize(from: array)
        defer {
            raw.deallocate()
            typed.deallocate()
        }
        let rawView = UnsafeRawBufferPointer(raw)
        let typedView = UnsafeBufferPointer(typed)

        var counts: [(String, Int)] = []
        counts.reserveCapacity(8)
        var n = count {
            sink.take { () throws(FastDate.ParseError) in try FastDate.parse(text, as: format) }
            sink.take { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: format) }
        }
        counts.append(("String literal", n))
        n = count {
            sink.take { () throws(FastDate.ParseError) in try FastDate.parse(native, as: format) }
            sink.take { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(native, as: format) }
        }
        counts.append(("String", n))
        n = count {
            sink.take { () throws(FastDate.ParseError) in try FastDate.parse(slice, as: format) }
            sink.take { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(slice, as: format) }
        }
        counts.append(("Substring", n))
        n = count {
            sink.take { () throws(FastDate.ParseError) in try FastDate.parse(array, as: format) }
            sink.take { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(array, as: format) }
        }
        counts.append(("[UInt8]", n))
        n = count {
            sink.take { () throws(FastDate.ParseError) in try FastDate.parse(rawView, as: format) }
            sink.take { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(rawView, as: format) }
        }
        counts.append(("UnsafeRawBufferPointer", n))
        n = count {
            sink.take { () throws(FastDate.ParseError) in try FastDate.parse(typedView, as: format) }
            sink.take { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(typedView, as: format) }
        }
        counts.append(("UnsafeBufferPointer<UInt8>", n))
        n = count {
            // `do throws(…)`: an untyped `catch` here would box the error itself.
            array.withSpan { span in
                do throws(FastDate.ParseError) {
                    sink.total += try FastDate.parse(span, as: format)
                    sink.successes += 1
                } catch { sink.failures += 1 }
                do throws(FastDate.ParseError) {
                    sink.total += Double(try FastDate.parseTimestamp(span, as: format).seconds)
                    sink.successes += 1
                } catch { sink.failures += 1 }
            }
        }
        counts.append(("Span<UInt8>", n))
        return counts
    }

    /// Every door of a local-time or civil parse (`parse` is one of `FastDate.LocalTime(parsing:as:)`,
    /// `FastDate.parseLocalDateTime` or `FastDate.LocalDate(parsing:)`, passed as its
    /// overloads); allocations per door.
    static func localTimeEveryDoor<Value>(
        _ text: String, sink: inout Sink, value: (Value) -> Double,
        _ string: (String) throws(FastDate.ParseError) -> Value,
        _ substring: (Substring) throws(FastDate.ParseError) -> Value,
        _ array: ([UInt8]) throws(FastDate.ParseError) -> Value,
        _ raw: (UnsafeRawBufferPointer) throws(FastDate.ParseError) -> Value,
        _ typed: (UnsafeBufferPointer<UInt8>) throws(FastDate.ParseError) -> Value,
        _ span: (Span<UInt8>) throws(FastDate.ParseError) -> Value
    ) -> [(String, Int)] {
        let native = String(decoding: Array(text.utf8), as: UTF8.self)
        let whole = "0123" + text + "9Z"
        let slice = whole.dropFirst(4).dropLast(2)
        let bytes = Array(text.utf8)
        let rawBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        rawBuffer.copyBytes(from: bytes)
        let typedBuffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = typedBuffer.initialize(from: bytes)
        defer {
            rawBuffer.deallocate()
            typedBuffer.deallocate()
        }
        let rawView = UnsafeRawBufferPointer(rawBuffer)
        let typedView = UnsafeBufferPointer(typedBuffer)

        func take(_ body: () throws(FastDate.ParseError) -> Value) {
            do throws(FastDate.ParseError) {
                sink.total += value(try body())
                sink.successes += 1
            } catch {
                sink.failures += 1
                sink.total += Double(error.offset)
            }
        }
        var counts: [(String, Int)] = []
        counts.reserveCapacity(8)
        counts.append(("String literal", count { take { () throws(FastDate.ParseError) in try string(text) } }))
        counts.append(("String", count { take { () throws(FastDate.ParseError) in try string(native) } }))
        counts.append(("Substring", count { take { () throws(FastDate.ParseError) in try substring(slice) } }))
        counts.append(("[UInt8]", count { take { () throws(FastDate.ParseError) in try array(bytes) } }))
        counts.append(("UnsafeRawBufferPointer", count { take { () throws(FastDate.ParseError) in try raw(rawView) } }))
        counts.append(("UnsafeBufferPointer<UInt8>", count { take { () throws(FastDate.ParseError) in try typed(typedView) } }))
        counts.append(("Span<UInt8>", count {
            bytes.withSpan { view in take { () throws(FastDate.ParseError) in try span(view) } }
        }))
        return counts
    }

    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func localTimeParsingAllocatesNothing() {
        var sink = Sink()
        func all(reporting: Bool) {
            for text in Self.timeOfDayInputs {
                let counts = Self.localTimeEveryDoor(
                    text, sink: &sink, value: { Double($0.secondsSinceMidnight) },
TimeOfDayDoors.string, TimeOfDayDoors.substring, TimeOfDayDoors.array,
                    TimeOfDayDoors.raw, TimeOfDayDoors.typed, TimeOfDayDoors.span)
                for (door, n) in counts where reporting && n != 0 {
                    Issue.record("\(n) allocations in LocalTime(parsing: \(String(reflecting: text))) via \(door)")
                }
            }
            for text in Self.localDateTimeInputs {
                let counts = Self.localTimeEveryDoor(
                    text, sink: &sink, value: { Double($0.localSeconds) },
                    FastDate.parseLocalDateTime, FastDate.parseLocalDateTime, FastDate.parseLocalDateTime,
                    FastDate.parseLocalDateTime, FastDate.parseLocalDateTime, FastDate.parseLocalDateTime)
                for (door, n) in counts where reporting && n != 0 {
                    Issue.record("\(n) allocations in parseLocalDateTime(\(String(reflecting: text))) via \(door)")
                }
            }
        }
        // Civil dates (`FastDate.LocalDate(parsing:)`): read and refused, every door.
        func civil(reporting: Bool) {
            for text in ["2024-01-15", "0000-02-29", "9999-12-31", "2023-02-29", "2024-1-15", "2024-01-15T00:00:00Z", "", "x"] {
                let counts = Self.localTimeEveryDoor(
                    text, sink: &sink, value: { Double($0.day) },
                    FastDate.LocalDate.init(parsing:), FastDate.LocalDate.init(parsing:), FastDate.LocalDate.init(parsing:),
                    FastDate.LocalDate.init(parsing:), FastDate.LocalDate.init(parsing:), FastDate.LocalDate.init(parsing:))
                for (door, n) in counts where reporting && n != 0 {
                    Issue.record("\(n) allocations in LocalDate(parsing: \(String(reflecting: text))) via \(door)")
                }
            }
            for text in ["19:27:02", "19:27", "23:59:59.999999999", "24:00:00", "7:27", "19:27:60", ""] {
                let counts = Self.localTimeEveryDoor(
                    text, sink: &sink, value: { Double($0.secondsSinceMidnight) },
                    FastDate.LocalTime.init(parsing:), FastDate.LocalTime.init(parsing:), FastDate.LocalTime.init(parsing:),
                    FastDate.LocalTime.init(parsing:), FastDate.LocalTime.init(parsing:), FastDate.LocalTime.init(parsing:))
                for (door, n) in counts where reporting && n != 0 {
                    Issue.record("\(n) allocations in LocalTime(parsing: \(String(reflecting: text))) via \(door)")
                }
            }
            for text in ["2021-03-19T10:37:20.123", "2021-03-19 10:37", "+010000-01-01T00:00", "2021-02-29T10:00", ""] {
                let counts = Self.localTimeEveryDoor(
                    text, sink: &sink, value: { Double($0.localSeconds) },
                    FastDate.LocalDateTime.init(parsing:), FastDate.LocalDateTime.init(parsing:), FastDate.LocalDateTime.init(parsing:),
                    FastDate.LocalDateTime.init(parsing:), FastDate.LocalDateTime.init(parsing:), FastDate.LocalDateTime.init(parsing:))
                for (door, n) in counts where reporting && n != 0 {
                    Issue.record("\(n) allocations in LocalDateTime(parsing: \(String(reflecting: text))) via \(door)")
                }
            }
            // Arithmetic and queries, in range and past it (the error path).
            let date = try! FastDate.LocalDate(year: 2024, month: 1, day: 31)
            let reading = try! FastDate.LocalDateTime(localSeconds: 1_706_700_000)
            // The steps outside the count, read by index: an array literal and an array's
            // iterator allocate in the unoptimized build these tests run in.
            let steps = [1, -1, 13, 5_000_000, Int.max]
            let n = Self.count {
                var k = 0
                while k < steps.count {
                    let step = steps[k]
                    k += 1
                    do throws(FastDate.CalendarError) {
                        sink.total += Double(try date.adding(days: step).day)
                        sink.total += Double(try date.adding(months: step).day)
                        sink.total += Double(try date.adding(years: step).day)
                        sink.total += Double(try reading.adding(days: step).localSeconds)
                        sink.total += Double(try reading.adding(months: step).localSeconds)
                        sink.successes += 1
                    } catch {
                        sink.failures += 1
                    }
                }
                sink.total += Double(date.weekday + date.dayOfYear + date.isoWeek.week + date.days(to: date))
                sink.total += Double(reading.date.day + reading.time.hour)
            }
            if reporting && n != 0 { Issue.record("\(n) allocations in civil arithmetic") }
        }
        all(reporting: false)  // warm-up
        civil(reporting: false)
        sink = Sink()
        all(reporting: true)
        civil(reporting: true)
        #expect(sink.successes > 40)
        #expect(sink.failures > 40)
        print(Self.marker, "local-time", sink.successes + sink.failures)
    }

    static let durationInputs: [String] = [
        "PT4M13S", "P3Y6M4DT12H30M5S", "-PT1.5H", "PT0.123456789S", "p1w2dt3h", "PT0S",
        "P", "PT", "P1S", "PT1.5H30M", "P1Y2Y", "PT9223372036854775808S", "P1.5D", "PT1S ", "",
        "P" + String(repeating: "9", count: 5000) + "D", "PT0." + String(repeating: "9", count: 5000) + "S",
        // The friendly form, and its errors.
        "2h 30m", "1 year, 2 months, 3 days, 01:02:03.5", "3 days ago", "-1y 2mo 3w 4d 5h 6m 7s 8ms 9µs 10ns", "1500ms",
        "1h 1h", "1.5d", "1h,2m", "2 fortnights", "1.0000000001s", "99999999999999999999s",
        String(repeating: "1", count: 5000) + "h",
    ]

    static let annotatedInputs: [String] = [
        "2022-07-08T00:14:07+01:00[Europe/Paris]", "2022-07-08T00:14:07Z[!Asia/Tokyo][u-ca=gregory]",
        "2022-07-08T00:14:07[+08:45]", "2022-07-08T00:14:07[America/New_York]", "2022-07-08T00:14:07+01:00",
        "2022-07-08T00:14:07+01:00[", "2022-07-08T00:14:07+01:00[!foo=bar]", "2022-07-08T00:14:07+01:00[+02:00]",
        "2022-07-08T00:14:07+01:00[Europe//Paris]", "[x]", "",
        "2022-07-08T00:14:07+01:00[" + String(repeating: "a", count: 5000) + "]",
    ]

    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func annotatedDateTimesAllocateNothing() {
        var sink = Sink()
        func all(reporting: Bool) {
            for text in Self.annotatedInputs {
                let counts = Self.localTimeEveryDoor(
                    text, sink: &sink, value: { Double($0.dateTime.localSeconds) },
                    FastDate.parseAnnotatedDateTime, FastDate.parseAnnotatedDateTime, FastDate.parseAnnotatedDateTime,
                    FastDate.parseAnnotatedDateTime, FastDate.parseAnnotatedDateTime, FastDate.parseAnnotatedDateTime)
                for (door, n) in counts where reporting && n != 0 {
                    Issue.record("\(n) allocations in parseAnnotatedDateTime(\(String(reflecting: text))) via \(door)")
                }
            }
        }
        all(reporting: false)  // warm-up
        sink = Sink()
        all(reporting: true)
        #expect(sink.successes > 20)
        #expect(sink.failures > 20)
        print(Self.marker, "annotated", sink.successes + sink.failures)
    }

    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func durationsAllocateNothing() {
        var sink = Sink()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedDurationLength, alignment: 1)
        defer { buffer.deallocate() }
        let short = UnsafeMutableRawBufferPointer(rebasing: buffer[..<3])
        func all(reporting: Bool) {
            for text in Self.durationInputs {
                let counts = Self.localTimeEveryDoor(
                    text, sink: &sink, value: { Double($0.seconds) },
                    FastDate.parseDuration, FastDate.parseDuration, FastDate.parseDuration,
                    FastDate.parseDuration, FastDate.parseDuration, FastDate.parseDuration)
                for (door, n) in counts where reporting && n != 0 {
                    Issue.record("\(n) allocations in parseDuration(\(String(reflecting: text))) via \(door)")
                }
                guard let d = try? FastDate.parseDuration(text) else { continue }
                for target in [buffer, short] {
                    for style in FastDate.ISODuration.Style.allCases {
                    let n = Self.count {
                        do throws(FastDate.FormatError) {
                            sink.total += Double(try FastDate.format(d, into: target, style: style))
                            sink.successes += 1
                        } catch {
                            sink.failures += 1
                        }
                    }
                    if reporting && n != 0 { Issue.record("\(n) allocations in formatDuration(\(text)) into \(target.count) bytes as \(style)") }
                    }
                }
            }
        }
        all(reporting: false)  // warm-up
        sink = Sink()
        all(reporting: true)
        #expect(sink.successes > 40)
        #expect(sink.failures > 40)
        print(Self.marker, "durations", sink.successes + sink.failures)
    }

    /// Proves the counter sees allocations, so the zero results below mean something.
    @Test func counterCountsAllocations() throws {
        #if os(Linux)
        // A sanitizer build replaces the allocator, and the counter stands aside for it.
        guard fastdate_allocator_is_sanitized() == 0 else { return }
        try #require(Self.countingAvailable, "allocation counting must work on Linux/glibc")
        #else
        guard Self.countingAvailable else { return }
        #endif
        var keep: [[Int]] = []
        keep.reserveCapacity(4)
        let length = Int.random(in: 100...200)
        let n = Self.count {
            keep.append(Array(repeating: length, count: length))
            keep.append(Array(0..<length))
        }
        #expect(n >= 2, "two fresh arrays counted as \(n) allocations")
        #expect(keep.count == 2)
    }

    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func parsingAllocatesNothing() {
        var sink = Sink()
        // Warm up: first calls may instantiate type metadata or resolve lazy symbols.
        for text in Self.inputs {
            for (_, format) in Self.formats { _ = Self.parseEveryDoor(text, format, sink: &sink) }
        }
        sink = Sink()
        for text in Self.inputs {
            for (name, format) in Self.formats {
                for (door, n) in Self.parseEveryDoor(text, format, sink: &sink) where n != 0 {
                    Issue.record("\(n) allocations parsing \(String(reflecting: text)) as .\(name) via \(door)")
                }
            }
        }
        // Both paths were exercised, so zero counts cover successes and errors alike.
        #expect(sink.successes > 100)
        #expect(sink.failures > 100)
        print(Self.marker, "parsing", sink.successes + sink.failures)
    }

    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func parsingHugeInputsAllocatesNothing() {
        var sink = Sink()
        let huge = [
            "2021-03-19T09:37:20." + String(repeating: "7", count: 100_000) + "Z",
            String(repeating: "9", count: 100_000),
        ]
        let hugeInternet = [
            "Fri, 19 Mar 2021 10:37:20 +0100 " + String(repeating: "(", count: 100_000),
            "01 Jan " + String(repeating: "9", count: 100_000) + " 00:00:00 GMT",
        ]
        for (format, texts) in [(FastDate.Format.iso8601, huge), (.rfc5322, hugeInternet), (.httpDate, hugeInternet)] {
            for text in texts {
                _ = Self.parseEveryDoor(text, format, sink: &sink)
                for (door, n) in Self.parseEveryDoor(text, format, sink: &sink) where n != 0 {
                    Issue.record("\(n) allocations parsing a \(text.utf8.count)-byte input via \(door)")
                }
            }
        }
        print(Self.marker, "huge", sink.successes + sink.failures)
    }

    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func formattingIntoBuffersAllocatesNothing() {
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedLength, alignment: 1)
        let typed = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: FastDate.maxFormattedLength)
        let tiny = UnsafeMutableRawBufferPointer.allocate(byteCount: 10, alignment: 1)
        let tinyTyped = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 10)
        defer {
            raw.deallocate()
            typed.deallocate()
            tiny.deallocate()
            tinyTyped.deallocate()
        }
        let timestamps = [
            FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_456_789, utcOffset: 3600),
            FastDate.Timestamp(seconds: 0),
            FastDate.Timestamp(seconds: FastDate.Timestamp.maximumSeconds, utcOffset: 86_340),
            FastDate.Timestamp(seconds: FastDate.Timestamp.minimumSeconds, nanoseconds: 0, utcOffset: -86_340),
            FastDate.Timestamp(seconds: -62_198_755_200, nanoseconds: 999_999_999),  // year -1
            FastDate.Timestamp(seconds: FastDate.Timestamp.maximumSeconds + 1),  // outOfRange
            FastDate.Timestamp(seconds: 0, utcOffset: 30),  // invalidOffset
        ]
        var written = 0
        var failures = 0
        var calls = 0

        /// Allocations of one call; each call is counted on its own, because the loops
        /// around it (iterating a captured array in a debug build) allocate by themselves.
        func measure(_ call: () throws(FastDate.FormatError) -> Int) -> Int {
            calls += 1
            return Self.count {
                do throws(FastDate.FormatError) { written += try call() } catch { failures += 1 }
            }
        }

        func formatAll(reporting: Bool) {
            for t in timestamps {
                var counts: [(String, Int)] = []
                for digits in [0, 3, 9, 10] {  // 10 is invalidFractionDigits
                    counts.append(("formatRFC3339(fractionDigits: \(digits), into: raw)", measure { () throws(FastDate.FormatError) in
                        try FastDate.format(t, as: .rfc3339.fractionDigits(digits), into: raw)
                    }))
                    counts.append(("formatRFC3339(fractionDigits: \(digits), into: typed)", measure { () throws(FastDate.FormatError) in
                        try FastDate.format(t, as: .rfc3339.fractionDigits(digits), into: UnsafeMutableRawBufferPointer(typed))
                    }))
                    counts.append(("formatRFC3339(fractionDigits: \(digits), into: 10-byte raw)", measure { () throws(FastDate.FormatError) in
                        try FastDate.format(t, as: .rfc3339.fractionDigits(digits), into: tiny)
                    }))
                    counts.append(("formatRFC3339(fractionDigits: \(digits), into: 10-byte typed)", measure { () throws(FastDate.FormatError) in
                        try FastDate.format(t, as: .rfc3339.fractionDigits(digits), into: UnsafeMutableRawBufferPointer(tinyTyped))
                    }))
                }
                counts.append(("formatJavaScript(into: raw)", measure { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .javaScript, into: raw)
                }))
                counts.append(("formatJavaScript(into: typed)", measure { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .javaScript, into: UnsafeMutableRawBufferPointer(typed))
                }))
                counts.append(("formatJavaScript(into: 10-byte raw)", measure { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .javaScript, into: tiny)
                }))
                counts.append(("formatJavaScript(into: 10-byte typed)", measure { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .javaScript, into: UnsafeMutableRawBufferPointer(tinyTyped))
                }))
                counts.append(("formatHTTPDate(into: raw)", measure { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .httpDate, into: raw)
                }))
                counts.append(("formatHTTPDate(into: 10-byte typed)", measure { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .httpDate, into: UnsafeMutableRawBufferPointer(tinyTyped))
                }))
                counts.append(("formatRFC5322(into: typed)", measure { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .rfc5322, into: UnsafeMutableRawBufferPointer(typed))
                }))
                counts.append(("formatRFC5322(into: 10-byte raw)", measure { () throws(FastDate.FormatError) in
                    try FastDate.format(t, as: .rfc5322, into: tiny)
                }))
                // The wire dialects, each through a raw and a too-small typed buffer.
                for (name, format) in [("iso8601Basic.fractionDigits(6)", FastDate.Format.iso8601Basic.fractionDigits(6)),
                                       ("dotNetJSON", .dotNetJSON), ("cookieDate", .cookieDate),
                                       ("rfc3339.writingUTCOffset(-18000)", .rfc3339.writingUTCOffset(-18_000))] {
                    counts.append(("format(as: .\(name), into: raw)", measure { () throws(FastDate.FormatError) in
                        try FastDate.format(t, as: format, into: raw)
                    }))
                    counts.append(("format(as: .\(name), into: 10-byte typed)", measure { () throws(FastDate.FormatError) in
                        try FastDate.format(t, as: format, into: UnsafeMutableRawBufferPointer(tinyTyped))
                    }))
                }
                for (call, n) in counts where reporting && n != 0 {
                    Issue.record("\(n) allocations in \(call) of \(Show.timestamp(t))")
                }
            }
        }

        formatAll(reporting: false)  // warm-up
        written = 0
        failures = 0
        calls = 0
        formatAll(reporting: true)
        #expect(written > 0)
        #expect(failures > 0)
        print(Self.marker, "formatting", calls)
    }

    /// The column door, in every layout, on columns of every input above (valid and not)
    /// and on runs of one length that take the four-value paths: nothing allocated, whether
    /// it stops at a failure or skips each one.
    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func columnsAllocateNothing() {
        let texts = Self.inputs.filter { !$0.contains("\n") }.map { Array($0.utf8) }
        let runs = [Array(repeating: Array("2021-03-19T09:37:20.123Z".utf8), count: 9),
                    Array(repeating: Array("1616112000123".utf8), count: 9)]
        var calls = 0
        var sink = 0.0
        let seconds = UnsafeMutableBufferPointer<Double>.allocate(capacity: texts.count + 1)
        let stamps = UnsafeMutableBufferPointer<FastDate.Timestamp>.allocate(capacity: texts.count + 1)
        let counts = UnsafeMutableBufferPointer<Int64>.allocate(capacity: texts.count + 1)
        let days = UnsafeMutableBufferPointer<Int32>.allocate(capacity: texts.count + 1)
        let bits = UnsafeMutableRawBufferPointer.allocate(byteCount: texts.count / 8 + 1, alignment: 1)
        defer {
            seconds.deallocate()
            stamps.deallocate()
            counts.deallocate()
            days.deallocate()
            bits.deallocate()
        }
        func all(reporting: Bool) {
            for values in [texts] + runs {
                for layout in ColumnLayout.allCases {
                    ColumnReader.withColumn(values, layout: layout) { column in
                        for (name, format) in Self.formats {
                            let n = Self.count {
                                var r = FastDate.parse(column, as: format, into: seconds)
                                sink += Double(r.count)
                                r = FastDate.parse(column, as: format, into: seconds) { _ in .skip }
                                sink += Double(r.count) + Double(r.firstFailure?.error.offset ?? 0)
                                r = FastDate.parseTimestamp(column, as: format, into: stamps) { _ in .skip }
                                sink += Double(r.count)
                                r = FastDate.parse(column, as: format, into: .counts(counts, of: .nanoseconds, validity: bits)) { _ in .null }
                                sink += Double(r.count)
                                r = FastDate.parse(column, as: format, into: .days(days)) { _ in .skip }
                                sink += Double(r.count)
                                sink += Double(column.count)
                            }
                            calls += 6
                            if reporting && n != 0 {
                                Issue.record("\(n) allocations reading a column of \(values.count) values in \(layout) as .\(name)")
                            }
                        }
                    }
                }
            }
        }
        all(reporting: false)  // warm-up
        calls = 0
        all(reporting: true)
        #expect(sink > 0)
        print(Self.marker, "columns", calls)
    }

    /// Rounding a timestamp, for every unit and rule, on success and on both errors.
    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func roundingAllocatesNothing() {
        let stamps = [FastDate.Timestamp(seconds: 1_616_150_240, nanoseconds: 500_000_000, utcOffset: 19_800),
                      FastDate.Timestamp(seconds: -62_167_219_201, nanoseconds: 999_999_999, utcOffset: -3600),
                      FastDate.Timestamp(seconds: FastDate.Timestamp.maximumSeconds, utcOffset: 3600)]
        let rules: [FastDate.RoundingRule] = [.down, .up, .towardZero, .awayFromZero, .toNearestOrAwayFromZero, .toNearestOrEven]
        var sink = 0
        func all(reporting: Bool) {
            for t in stamps {
                for unit in FastDate.Unit.allCases {
                    for rule in rules {
                        for increment in [1, 7] {
                            let n = Self.count {
                                do throws(FastDate.ArithmeticError) {
                                    sink &+= Int(try t.rounded(to: unit, increment: increment, rule).seconds & 1)
                                } catch {
                                    sink &+= error.kind == .outOfRange ? 2 : 3
                                }
                            }
                            if reporting && n != 0 {
                                Issue.record("\(n) allocations rounding \(t) to \(increment) \(unit) \(rule)")
                            }
                        }
                    }
                }
            }
        }
        all(reporting: false)  // warm-up
        all(reporting: true)
        #expect(sink > 0)
        print(Self.marker, "rounding", sink)
    }

    /// Every zoned operation, on success and on each error: adding (with every
    /// disambiguation, `.reject` in a gap and an overlap), the starts of a period, the length
    /// of a day, and rounding.
    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func zonedArithmeticAllocatesNothing() throws {
        let zones = try ["America/New_York", "Australia/Lord_Howe", "America/Santiago"].map { try FastDate.TimeZone(bundledIdentifier: $0) }
        // Noon before New York's spring change, 02:30 the day before it (a day later is
        // skipped), 01:30 the day before its autumn change (a day later is repeated), 01:30 in
        // that overlap, and the last day of 9999.
        let instants = [FastDate.Timestamp(seconds: 1_710_003_600), FastDate.Timestamp(seconds: 1_709_969_400),
                        FastDate.Timestamp(seconds: 1_730_525_400), FastDate.Timestamp(seconds: 1_730_611_800),
                        FastDate.Timestamp(seconds: 253_402_257_600)]
        let values = try zones.flatMap { zone in try instants.map { try FastDate.ZonedDateTime($0, in: zone) } }
        var sink = 0
        var refused: Set<FastDate.ArithmeticError.Kind> = []
        func all(reporting: Bool) {
            for z in values {
                for disambiguation in FastDate.Disambiguation.allCases {
                    for (days, hours) in [(1, 0), (0, 24), (-1, 1), (Int.max, 0), (0, Int.max / 2)] {
                        var failure: FastDate.ArithmeticError.Kind?
                        let n = Self.count {
                            do throws(FastDate.ArithmeticError) {
                                sink &+= Int(try z.adding(days: days, hours: hours, resolving: disambiguation).timestamp.seconds & 1)
                            } catch {
                                sink &+= 1
                                failure = error.kind
                            }
                        }
                        if reporting, let failure { refused.insert(failure) }
                        if reporting && n != 0 { Issue.record("\(n) allocations adding \(days) d \(hours) h to \(z)") }
                    }
                }
                for unit in FastDate.Unit.allCases {
                    let n = Self.count {
                        do throws(FastDate.ArithmeticError) {
                            sink &+= Int(try z.start(of: unit).timestamp.seconds & 1)
                            sink &+= Int(try z.rounded(to: unit, increment: 1, .toNearestOrEven).timestamp.seconds & 1)
                        } catch {
                            sink &+= error.kind == .invalidUnit ? 1 : 2
                        }
                        sink &+= Int(z.lengthOfDay.components.seconds & 1)
                    }
                    if reporting && n != 0 { Issue.record("\(n) allocations starting or rounding \(z) at \(unit)") }
                }
            }
        }
        let dates = try ["0000-01-01", "2023-01-31", "2024-02-29", "2025-02-28", "9999-12-31"].map { try FastDate.LocalDate(parsing: $0) }
        func differences(reporting: Bool) {
            for one in dates {
                for two in dates {
                    for unit in FastDate.Unit.allCases {
                        let n = Self.count {
                            do throws(FastDate.ArithmeticError) {
                                sink &+= Int(try one.until(two, largestUnit: unit).days & 1) &+ Int(try one.since(two, largestUnit: unit).months & 1)
                                sink &+= Int(try one.start(of: unit).day) &+ Int(try two.end(of: unit).day)
                            } catch {
                                sink &+= 1
                            }
                        }
                        if reporting && n != 0 { Issue.record("\(n) allocations: \(one) and \(two) in \(unit)s") }
                    }
                }
            }
        }
        all(reporting: false)  // warm-up
        all(reporting: true)
        differences(reporting: false)
        differences(reporting: true)
        #expect(sink > 0)
        #expect(refused == [.outOfRange, .skippedLocalTime, .repeatedLocalTime], "the error paths measured: \(refused)")
        print(Self.marker, "zoned-arithmetic", sink)
    }

    /// Spans on success and on each error: `until` and `since` on every value with rounding,
    /// a span rounded and totalled against a date, a zoned value and nothing, and added to
    /// every value.
    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func spansAllocateNothing() throws {
        let zone = try FastDate.TimeZone(bundledIdentifier: "America/New_York")
        let other = try FastDate.TimeZone(bundledIdentifier: "Europe/Berlin")
        let instants = [FastDate.Timestamp(seconds: 1_710_003_600, nanoseconds: 5), FastDate.Timestamp(seconds: 1_730_525_400),
                        FastDate.Timestamp(seconds: -62_135_596_800), FastDate.Timestamp(seconds: 253_402_257_600)]
        let zoned = try instants.map { try FastDate.ZonedDateTime($0, in: zone) }
        let elsewhere = try FastDate.ZonedDateTime(instants[0], in: other)
        let spans = try ["P1Y2M3W4DT5H6M7.5S", "-P40D", "PT36H", "P1M", "-PT1.000000001S", "P9999Y"].map { try FastDate.parseDuration($0) }
        let settings: [(FastDate.Unit?, FastDate.Unit, Int, FastDate.RoundingRule)] = [
            (nil, .nanosecond, 1, .towardZero), (.year, .day, 1, .toNearestOrEven), (.month, .week, 2, .up),
            (.day, .hour, 6, .awayFromZero), (.hour, .minute, 15, .down), (.second, .millisecond, 250, .toNearestOrAwayFromZero),
            (.hour, .year, 1, .towardZero), (nil, .hour, 7, .towardZero),
        ]
        var sink = 0
        var refused: Set<FastDate.ArithmeticError.Kind> = []
        func measure(_ what: @autoclosure () -> String, reporting: Bool, _ body: () throws(FastDate.ArithmeticError) -> Int) {
            var failure: FastDate.ArithmeticError.Kind?
            let n = Self.count {
                do throws(FastDate.ArithmeticError) {
                    sink &+= try body()
                } catch {
                    sink &+= 1
                    failure = error.kind
                }
            }
            if reporting, let failure { refused.insert(failure) }
            if reporting && n != 0 { Issue.record("\(n) allocations: \(what())") }
        }
        func all(reporting: Bool) {
            for a in zoned {
                for b in zoned + [elsewhere] {
                    for (largest, smallest, increment, rule) in settings {
                        measure("\(a) until \(b)", reporting: reporting) { () throws(FastDate.ArithmeticError) in
                            Int(try a.until(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule).days & 1)
                                &+ Int(try a.since(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule).hours & 1)
                        }
                        measure("\(a) local until \(b)", reporting: reporting) { () throws(FastDate.ArithmeticError) in
                            Int(try a.localDateTime.until(b.localDateTime, largestUnit: largest, smallestUnit: smallest, increment: increment, rule).seconds & 1)
                                &+ Int(try a.localDateTime.date.until(b.localDateTime.date, largestUnit: largest, smallestUnit: smallest, increment: increment, rule).days & 1)
                        }
                        measure("\(a) instant until \(b)", reporting: reporting) { () throws(FastDate.ArithmeticError) in
                            Int(try a.timestamp.since(b.timestamp, largestUnit: largest, smallestUnit: smallest, increment: increment, rule).seconds & 1)
                        }
                    }
                }
                for span in spans {
                    measure("\(span) from \(a)", reporting: reporting) { () throws(FastDate.ArithmeticError) in
                        Int(try span.rounded(largestUnit: .year, smallestUnit: .day, relativeTo: a).days & 1)
                            &+ Int(try span.rounded(largestUnit: .month, relativeTo: a.localDateTime.date).days & 1)
                            &+ Int(try span.total(.month, relativeTo: a)) &+ Int(try span.total(.day, relativeTo: a.localDateTime.date))
                    }
                    measure("\(span) alone", reporting: reporting) { () throws(FastDate.ArithmeticError) in
                        Int(try span.rounded(largestUnit: .day, smallestUnit: .minute, increment: 15).minutes & 1) &+ Int(try span.total(.hour))
                    }
                    measure("\(a) + \(span)", reporting: reporting) { () throws(FastDate.ArithmeticError) in
                        Int(try a.adding(span).timestamp.seconds & 1) &+ Int(try a.localDateTime.adding(span).nanoseconds & 1)
                            &+ Int(try a.localDateTime.date.adding(-span).day) &+ Int(try a.timestamp.adding(span).seconds & 1)
                    }
                }
            }
        }
        all(reporting: false)  // warm-up
        all(reporting: true)
        #expect(sink != 0)  // totals of negative spans count down
        #expect(refused == [.invalidUnit, .invalidIncrement, .calendarUnitsNeedDate, .differentTimeZones, .outOfRange],
                "the error paths measured: \(refused)")
        print(Self.marker, "spans", sink)
    }

    /// Runs the measuring tests above in a child process of this test binary in which
    /// Swift Testing's throw hooks are off, and fails with the child's report if they fail
    /// or do not run at all.
    @Test(.enabled(if: Allocations.countingAvailable && !Allocations.throwingIsFree && !Allocations.isChild,
                   "runs the measurements in a clean child process; here they run in this one (or counting is unavailable)"))
    func measuredInACleanProcess() throws {
        #if os(Linux)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["--testing-library", "swift-testing", "--filter", "FastDateCoreTests.Allocations/"]
        var environment = ProcessInfo.processInfo.environment
        environment["SWT_SWIFT_ERROR_BACKTRACING_ENABLED"] = "0"
        environment[Self.childVariable] = "1"
        child.environment = environment
        let pipe = Pipe()
        child.standardOutput = pipe
        child.standardError = pipe
        try child.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()

        let lines = output.split(separator: "\n")
        let measured = Set(lines.filter { $0.hasPrefix(Self.marker) }.compactMap { $0.split(separator: " ").dropFirst().first })
        let report = lines.filter { $0.contains("allocations") || $0.contains("✘") }.prefix(40).joined(separator: "\n")
        #expect(child.terminationStatus == 0, "allocation tests failed in the clean process:\n\(report)")
        #expect(measured == ["parsing", "huge", "formatting", "local-time", "durations", "annotated", "columns", "zones", "rounding", "zoned-arithmetic", "spans"],
                "the clean process did not run every measurement (ran \(measured.sorted())); its output:\n\(output.suffix(2000))")
        #endif
    }
}
