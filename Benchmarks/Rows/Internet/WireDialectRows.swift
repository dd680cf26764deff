import Dispatch
import FastDate
import Foundation

/// The wire dialects (`Spec/iso8601-basic/`, `Spec/dotnet-json/`, `Spec/cookie/`) and the
/// OpenAPI transcoder, each beside the format its goal is measured against, on the same
/// instants, from `WireDialectSets`.
enum WireDialectRows {
    static func sections() -> [Section] {
        let sets = WireDialectSets()
        return [
            Section(
                group: "Parse", title: "\(sets.basic.title)",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(sets.basic, as: .iso8601Basic, label: "FastDate.parse (bytes, .iso8601Basic)", reference: 0),
                    FastDateParseRows.string(sets.basic, as: .iso8601Basic, label: "FastDate.parse (String, .iso8601Basic)", reference: 1),
                    FastDateParseRows.bytes(sets.basicAsISO, as: .iso8601, label: "FastDate.parse (bytes, .iso8601, same instants)", reference: nil),
                    InternetDateRows.dateFormatterParse(sets.basic, "yyyyMMdd'T'HHmmss'Z'"),
                ]),
            Section(
                group: "Parse", title: "\(sets.dotNet.title)",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(sets.dotNet, as: .dotNetJSON, label: "FastDate.parse (bytes, .dotNetJSON)", reference: 0),
                    FastDateParseRows.string(sets.dotNet, as: .dotNetJSON, label: "FastDate.parse (String, .dotNetJSON)", reference: 1),
                    FastDateParseRows.bytes(sets.dotNetAsEpoch, as: .epoch(.milliseconds),
                                            label: "FastDate.parse (bytes, .epoch(.milliseconds), same instants)", reference: nil),
                    .unsupported("Foundation", because: "no reader for .NET dates: apps cut the number out and convert it"),
                ]),
            Section(
                group: "Parse", title: "cookie dates, RFC 6265",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(sets.imfFixdates, as: .cookieDate, label: "FastDate.parse (bytes, .cookieDate, IMF-fixdate)", reference: 0),
                    FastDateParseRows.string(sets.imfFixdates, as: .cookieDate, label: "FastDate.parse (String, .cookieDate, IMF-fixdate)", reference: 1),
                    FastDateParseRows.bytes(sets.imfFixdates, as: .httpDate, label: "FastDate.parse (bytes, .httpDate, the same text)", reference: nil),
                    FastDateParseRows.bytes(sets.oddCookies, as: .cookieDate,
                                            label: "FastDate.parse (bytes, .cookieDate, Netscape, RFC 850, time first, no zone)", reference: nil),
                    InternetDateRows.dateFormatterParse(sets.imfFixdates, "EEE, dd MMM yyyy HH:mm:ss zzz"),
                ]),
            Section(
                group: "Parse", title: "\(sets.mixed.title)",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(sets.mixed, as: .flexible, label: "FastDate.parse (bytes, .flexible)", reference: 0),
                    FastDateParseRows.string(sets.mixed, as: .flexible, label: "FastDate.parse (String, .flexible)", reference: 1),
                    .unsupported("Foundation", because: "no one reader for these: apps try formatters in turn"),
                ]),
            Section(
                group: "Parse", title: "OpenAPI date-time through a DateTranscoder, \(sets.openAPI.title)",
                referenceLabels: ["1 thread", "2 threads"],
                rows: [
                    decode(sets.openAPI, FastDate.DateTranscoder(), "FastDate.DateTranscoder.decode, 1 thread", threads: 1, reference: 0),
                    decode(sets.openAPI, FastDate.DateTranscoder(), "FastDate.DateTranscoder.decode, 2 threads", threads: 2, reference: 1),
                    decode(sets.openAPI, LockedISO8601Transcoder(), "ISO8601DateFormatter under a lock (the runtime's default), 1 thread", threads: 1),
                    decode(sets.openAPI, LockedISO8601Transcoder(), "ISO8601DateFormatter under a lock (the runtime's default), 2 threads", threads: 2),
                ]),
        ]
    }

    /// swift-openapi-runtime's `DateTranscoder`, the part the rows call: through it, as
    /// the generated code calls a transcoder (an existential).
    protocol Transcoder: Sendable {
        func decode(_: String) throws -> Date
    }

    /// What `ISO8601DateTranscoder` does on each call: one `ISO8601DateFormatter`, default
    /// options, behind an `NSLock`.
    final class LockedISO8601Transcoder: Transcoder, @unchecked Sendable {
        let lock = NSLock()
        let formatter = ISO8601DateFormatter()

        func decode(_ text: String) throws -> Date {
            lock.lock()
            defer { lock.unlock() }
            guard let date = formatter.date(from: text) else { throw CocoaError(.formatting) }
            return date
        }
    }

    /// `transcoder.decode` over the set, on `threads` threads that share the work: ns/op is
    /// elapsed time over every decode, so two threads that did not contend would halve it.
    static func decode(_ set: DateSet, _ transcoder: any Transcoder, _ name: String, threads: Int, reference: Int? = nil) -> Row {
        // The strings are never mutated or freed, and each thread writes its own slot of
        // `sums`: shared across the threads by hand.
        struct Shared: @unchecked Sendable {
            let inputs: UnsafeBufferPointer<String>
            let sums: UnsafeMutableBufferPointer<(sink: Double, failures: Int)>
        }
        let shared = Shared(inputs: set.strings, sums: .allocate(capacity: threads))
        let mask = set.mask
        var next = 0
        var row = Row(name: name, kind: reference == nil ? .baseline : .fastDate, bytesPerUnit: set.averageBytes,
                      unitsPerPass: set.count) { units in
            let start = next
            let share = units / threads
            // One thread runs inline: `concurrentPerform` itself allocates.
            let run = { (iterations: Int, work: @Sendable (Int) -> Void) in
                if iterations == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: iterations, execute: work) }
            }
            run(threads) { thread in
                var sink = 0.0
                var failures = 0
                var j = (start &+ thread &* share) & mask
                for _ in 0..<(thread == threads - 1 ? units - share * (threads - 1) : share) {
                    do { sink += try transcoder.decode(shared.inputs[j]).timeIntervalSince1970 } catch { failures &+= 1 }
                    j = (j &+ 1) & mask
                }
                shared.sums[thread] = (sink, failures)
            }
            next = (start &+ units) & mask
            return Outcome(sink: shared.sums.reduce(0) { $0 + $1.sink }, failures: shared.sums.reduce(0) { $0 + $1.failures })
        }
        row.reference = reference
        // One thread's allocations are what the counter sees: only the one-thread row can promise.
        row.mustNotAllocate = reference != nil && threads == 1
        row.audit = {
            for i in 0..<set.count {
                guard let date = try? transcoder.decode(set.texts[i]), date == Date(set.expected[i]) else {
                    return reference == nil ? Audit(note: "misreads \(set.texts[i])") : Audit(problem: "\(set.texts[i]) misread")
                }
            }
            return Audit()
        }
        return row
    }
}

extension FastDate.DateTranscoder: WireDialectRows.Transcoder {}
