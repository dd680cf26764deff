import FastDate
import Foundation

/// The end-to-end sections: a whole `JSONDecoder` / `JSONEncoder` round over a document,
/// where ns/op is per object. The floor rows decode or encode the same document without
/// turning text into dates, so "row − floor" is what the dates cost.
enum JSONRows {
    static func sections(_ sets: DataSets, objects: Int) -> [Section] {
        let ms = JSONDocument(sets.jsMilliseconds, objects: objects, quoted: true)
        let seconds = JSONDocument(sets.wholeSeconds, objects: objects, quoted: true)
        let epochSeconds = JSONDocument(sets.epochSeconds, objects: objects, quoted: false)
        let epochMilliseconds = JSONDocument(sets.epochMilliseconds, objects: objects, quoted: false)
        let httpDates = JSONDocument(sets.httpDates, objects: objects, quoted: true)

        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let fractionalFormatter = UncheckedBox(fractional)
        let fractionalStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

        let isoFormatterStrategy = JSONDecoder.DateDecodingStrategy.custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = fractionalFormatter.value.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date: \(text)")
            }
            return date
        }
        let formatStyleStrategy = JSONDecoder.DateDecodingStrategy.custom { decoder in
            try Date(decoder.singleValueContainer().decode(String.self), strategy: fractionalStyle)
        }

        return [
            Section(
                group: "JSONDecoder", title: "\(ms.set.title) — \(ms.sizeDescription)",
                referenceLabels: ["FastDate"],
                rows: [
                    decode(ms, "floor: .custom that only decodes the String", .floor, floorStringStrategy),
                    CodableRows.decodeISO8601(ms),
                    // The same strings through .fastFlexible: its number test, then ISO 8601;
                    // RFC 5322 and HTTP-date are only tried after ISO 8601 fails, so an ISO
                    // string must cost no more here than in .fastISO8601 plus that test.
                    decode(ms, "FastDate .fastFlexible (the same ISO strings)", .fastDate, .fastFlexible),
                    decode(ms, ".iso8601", .baseline, .iso8601),
                    decode(ms, ".custom(ISO8601DateFormatter .withFractionalSeconds)", .baseline, isoFormatterStrategy),
                    decode(ms, ".custom(Date.ISO8601FormatStyle fractional)", .baseline, formatStyleStrategy),
                ]),
            Section(
                group: "JSONDecoder", title: "\(seconds.set.title) — \(seconds.sizeDescription)",
                referenceLabels: ["FastDate"],
                rows: [
                    decode(seconds, "floor: .custom that only decodes the String", .floor, floorStringStrategy),
                    CodableRows.decodeISO8601(seconds),
                    decode(seconds, ".iso8601", .baseline, .iso8601),
                    decode(seconds, ".custom(Date.ISO8601FormatStyle fractional)", .baseline, formatStyleStrategy),
                ]),
            Section(
                group: "JSONDecoder", title: "\(httpDates.set.title) — \(httpDates.sizeDescription)",
                referenceLabels: ["FastDate"],
                rows: {
                    var http = decode(httpDates, "FastDate .fastHTTPDate", .fastDate, .fastHTTPDate)
                    http.reference = 0
                    return [
                        decode(httpDates, "floor: .custom that only decodes the String", .floor, floorStringStrategy),
                        http,
                        // ISO 8601 refuses at byte 0, then RFC 5322 reads the IMF-fixdate.
                        decode(httpDates, "FastDate .fastFlexible (the same HTTP-dates)", .fastDate, .fastFlexible),
                    ]
                }()),
            Section(
                group: "JSONDecoder", title: "\(epochMilliseconds.set.title) — \(epochMilliseconds.sizeDescription)",
                referenceLabels: ["FastDate"],
                rows: [
                    decode(epochMilliseconds, "floor: .custom that only decodes the Double", .floor, floorNumberStrategy),
                    CodableRows.decodeEpoch(epochMilliseconds, .milliseconds),
                    decode(epochMilliseconds, ".millisecondsSince1970", .baseline, .millisecondsSince1970),
                ]),
            Section(
                group: "JSONDecoder", title: "\(epochSeconds.set.title) — \(epochSeconds.sizeDescription)",
                referenceLabels: ["FastDate"],
                rows: [
                    decode(epochSeconds, "floor: .custom that only decodes the Double", .floor, floorNumberStrategy),
                    CodableRows.decodeEpoch(epochSeconds, .seconds),
                    decode(epochSeconds, ".secondsSince1970", .baseline, .secondsSince1970),
                ]),
            Section(
                group: "JSONEncoder", title: "\(ms.set.title) — \(ms.sizeDescription)",
                referenceLabels: ["FastDate"],
                rows: [
                    encode(ms, "floor: .custom that encodes a constant String", .floor, floorEncodeStrategy),
                    encode(ms, "reference: .custom that encodes a fresh copy of that String", .baseline, freshStringEncodeStrategy),
                    CodableRows.encodeISO8601(ms),
                    encode(ms, ".iso8601", .baseline, .iso8601),
                    encode(ms, ".custom(ISO8601DateFormatter .withFractionalSeconds)", .baseline, .custom { date, encoder in
                        var container = encoder.singleValueContainer()
                        try container.encode(fractionalFormatter.value.string(from: date))
                    }),
                    encode(ms, ".custom(Date.ISO8601FormatStyle fractional)", .baseline, .custom { date, encoder in
                        var container = encoder.singleValueContainer()
                        try container.encode(fractionalStyle.format(date))
                    }),
                ]),
            Section(
                group: "JSONEncoder", title: "\(epochMilliseconds.set.title) — \(epochMilliseconds.sizeDescription)",
                referenceLabels: ["FastDate"],
                rows: [
                    encode(epochMilliseconds, "floor: .custom that encodes a constant Int64", .floor, floorEncodeNumberStrategy),
                    CodableRows.encodeEpochMilliseconds(epochMilliseconds),
                    encode(epochMilliseconds, ".millisecondsSince1970", .baseline, .millisecondsSince1970),
                ]),
        ]
    }

    static let floorStringStrategy = JSONDecoder.DateDecodingStrategy.custom { decoder in
        _ = try decoder.singleValueContainer().decode(String.self)
        return Date(timeIntervalSince1970: 0)
    }
    static let floorNumberStrategy = JSONDecoder.DateDecodingStrategy.custom { decoder in
        _ = try decoder.singleValueContainer().decode(Double.self)
        return Date(timeIntervalSince1970: 0)
    }
    static let floorEncodeStrategy = JSONEncoder.DateEncodingStrategy.custom { _, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(floorEncodeText)
    }

    /// What any strategy that hands the encoder a new `String` pays over the floor, with
    /// no date work at all: a heap copy of the floor's text, made per date (24 bytes is
    /// too long for a `String` to hold inline, so every date text is a heap string).
    static let freshStringEncodeStrategy = JSONEncoder.DateEncodingStrategy.custom { _, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(String(decoding: floorEncodeBytes, as: UTF8.self))
    }
    static let floorEncodeBytes = Array(floorEncodeText.utf8)
    /// The floor's date text: a literal, so the encoder never retains or frees it.
    static var floorEncodeText: String { "2012-04-23T18:25:43.511Z" }

    static let floorEncodeNumberStrategy = JSONEncoder.DateEncodingStrategy.custom { _, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(Int64(1_616_112_000_123))
    }

    static func decode(_ document: JSONDocument, _ name: String, _ kind: Row.Kind, _ strategy: JSONDecoder.DateDecodingStrategy) -> Row {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy
        if let failure = firstFailure(decoder, document) {
            return .unsupported(name, because: "throws on the first date (\(failure))")
        }
        let data = document.data
        var row = Row(name: name, kind: kind, opsPerUnit: document.objects, bytesPerUnit: Double(data.count), unitsPerPass: 1) { units in
            var sink = 0.0
            var failures = 0
            for _ in 0..<units {
                do {
                    let events = try decoder.decode([Event].self, from: data)
                    sink += events[events.count - 1].t.timeIntervalSince1970 + Double(events.count)
                } catch { failures &+= 1 }
            }
            return Outcome(sink: sink, failures: failures)
        }
        if kind != .floor {
            row.audit = { decodeAudit(decoder, document, fastDate: kind == .fastDate) }
        }
        return row
    }

    static func encode(_ document: JSONDocument, _ name: String, _ kind: Row.Kind, _ strategy: JSONEncoder.DateEncodingStrategy) -> Row {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = strategy
        let events = document.events
        var row = Row(name: name, kind: kind, opsPerUnit: document.objects, bytesPerUnit: Double(document.data.count), unitsPerPass: 1) { units in
            var sink = 0
            var failures = 0
            for _ in 0..<units {
                do { sink &+= try encoder.encode(events).count } catch { failures &+= 1 }
            }
            return Outcome(sink: Double(sink), failures: failures)
        }
        if kind != .floor {
            row.audit = { encodeAudit(encoder, document, fastDate: kind == .fastDate) }
        }
        return row
    }

    /// Tries the first few objects, so a strategy that cannot read the data at all is
    /// reported as such instead of timing how fast it throws.
    static func firstFailure(_ decoder: JSONDecoder, _ document: JSONDocument) -> String? {
        let sample = JSONDocument(document.set, objects: 8, quoted: document.quoted)
        do {
            _ = try decoder.decode([Event].self, from: sample.data)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    static func decodeAudit(_ decoder: JSONDecoder, _ document: JSONDocument, fastDate: Bool) -> Audit {
        guard let events = try? decoder.decode([Event].self, from: document.data) else {
            return fastDate ? Audit(problem: "could not decode its document") : Audit(note: "throws")
        }
        var worst = 0.0
        for (i, event) in events.enumerated() {
            worst = max(worst, abs(event.t.timeIntervalSince1970 - document.set.expected[i & document.set.mask].timeIntervalSince1970))
        }
        // Date stores seconds since 2001, so a round trip through it may move a microsecond.
        if worst <= 1e-6 { return Audit() }
        if fastDate { return Audit(problem: "decoded dates off by up to \(Report.duration(worst))") }
        return Audit(note: FoundationRow.precisionNote(worst))
    }

    /// Encodes the first objects and compares each `t` with the text the set was made from
    /// (as a number for epoch sets: `1616112000122.9998` is not `1616112000123`).
    static func encodeAudit(_ encoder: JSONEncoder, _ document: JSONDocument, fastDate: Bool) -> Audit {
        let count = min(256, document.objects)
        guard let data = try? encoder.encode(Array(document.events.prefix(count))),
            let objects = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return fastDate ? Audit(problem: "could not encode") : Audit(note: "throws") }
        var differing = 0
        var example: String?
        for (i, object) in objects.enumerated() {
            let expected = document.set.texts[i & document.set.mask]
            let written = object["t"].map { "\($0)" } ?? "nothing"
            let same = document.quoted
                ? written == expected
                : (object["t"] as? NSNumber)?.doubleValue == Double(expected)
            if !same {
                differing += 1
                if example == nil { example = "\(written) for \(expected)" }
            }
        }
        guard let example else { return Audit() }
        if fastDate { return Audit(problem: "wrote \(example)") }
        return Audit(note: "writes other text for \(FoundationRow.percent(differing, of: count)) (e.g. \(example))")
    }
}
