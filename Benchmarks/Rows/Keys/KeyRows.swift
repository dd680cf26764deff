import FastDate
import Foundation

/// The key-strategy rows: a whole `JSONDecoder` round over one ~8 kB document of
/// accounts (ns/op is per document, so each row gets the full count of samples), and the
/// key routine alone, one key at a time.
///
/// The floor rows are `.baseline` rather than `.floor` on purpose: the report and chart
/// call the part above a floor "dates", which is not what these sections measure.
enum KeyRows {
    static func sections() -> [Section] {
        let documents = KeyDocuments()
        let size = { (data: Data) in Report.bytes(Double(data.count)) }
        let identity = JSONDecoder.KeyDecodingStrategy.custom { path in path[path.count - 1] }
        return [
            Section(
                group: "Keys",
                title: "JSONDecoder key strategies, \(documents.objects) accounts (mixed \(size(documents.mixed)), "
                    + "snake_case \(size(documents.snake)), lowerCamelCase \(size(documents.camel))); ns/op = one document",
                referenceLabels: ["mixed", "snake"],
                rows: [
                    decode(documents, .camel, "floor: .useDefaultKeys, lowerCamel keys", .useDefaultKeys),
                    decode(documents, .camel, ".custom returning the key as is, lowerCamel keys", identity),
                    decode(documents, .mixed, "FastDate .fastConvertFromAnyCase, mixed keys", .fastConvertFromAnyCase, fastDate: true, reference: 0),
                    decode(documents, .snake, "FastDate .fastConvertFromAnyCase, snake_case keys", .fastConvertFromAnyCase, fastDate: true, reference: 1),
                    decode(documents, .camel, "FastDate .fastConvertFromAnyCase, lowerCamel keys", .fastConvertFromAnyCase, fastDate: true),
                    decode(documents, .snake, ".convertFromSnakeCase, snake_case keys", .convertFromSnakeCase),
                    decode(documents, .camel, ".convertFromSnakeCase, lowerCamel keys", .convertFromSnakeCase),
                    decodeLenient(documents, ".convertFromSnakeCase, mixed keys (all optional)", .convertFromSnakeCase),
                ]),
            Section(
                group: "Keys", title: "one key at a time (the \(documents.mixedKeys.count) distinct keys of the mixed document)",
                referenceLabels: [],
                rows: [
                    bytesRow(documents.mixedKeys, "KeyCase.lowerCamelCase(bytes, into:), mixed keys"),
                    stringRow(documents.mixedKeys, "KeyCase.lowerCamelCase(String), mixed keys", mustNotAllocate: false),
                    stringRow(documents.camelKeys, "KeyCase.lowerCamelCase(String), lowerCamel keys", mustNotAllocate: true),
                    strategyRow(documents.mixedKeys, ".fastConvertFromAnyCase closure, mixed keys", mustNotAllocate: false),
                    strategyRow(documents.camelKeys, ".fastConvertFromAnyCase closure, lowerCamel keys", mustNotAllocate: true),
                ]),
        ]
    }

    enum Payload {
        case mixed, snake, camel

        func data(_ documents: KeyDocuments) -> Data {
            switch self {
            case .mixed: documents.mixed
            case .snake: documents.snake
            case .camel: documents.camel
            }
        }
    }

    static func decode(
        _ documents: KeyDocuments, _ payload: Payload, _ name: String, _ strategy: JSONDecoder.KeyDecodingStrategy,
        fastDate: Bool = false, reference: Int? = nil
    ) -> Row {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = strategy
        let data = payload.data(documents)
        var row = Row(name: name, kind: fastDate ? .fastDate : .baseline, bytesPerUnit: Double(data.count), unitsPerPass: 1) { units in
            var sink = 0.0
            var failures = 0
            for _ in 0..<units {
                do {
                    let accounts = try decoder.decode([KeyedAccount].self, from: data)
                    sink += Double(accounts[accounts.count - 1].userId + accounts.count)
                } catch { failures &+= 1 }
            }
            return Outcome(sink: sink, failures: failures)
        }
        row.reference = reference
        row.audit = {
            guard let accounts = try? decoder.decode([KeyedAccount].self, from: data) else {
                return fastDate ? Audit(problem: "could not decode its document") : Audit(note: "throws")
            }
            guard accounts == documents.accounts else {
                let wrong = zip(accounts, documents.accounts).filter { $0 != $1 }.count
                return fastDate ? Audit(problem: "decoded \(wrong) accounts wrong") : Audit(note: "decodes \(wrong) accounts wrong")
            }
            return Audit()
        }
        return row
    }

    /// A strategy that cannot map every key: decoded into optional properties, so it runs,
    /// with a note on how many properties it found and which keys it left unmapped.
    static func decodeLenient(_ documents: KeyDocuments, _ name: String, _ strategy: JSONDecoder.KeyDecodingStrategy) -> Row {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = strategy
        let data = documents.mixed
        var row = Row(name: name, kind: .baseline, bytesPerUnit: Double(data.count), unitsPerPass: 1) { units in
            var sink = 0.0
            var failures = 0
            for _ in 0..<units {
                do {
                    let accounts = try decoder.decode([LenientAccount].self, from: data)
                    sink += Double((accounts[accounts.count - 1].userId ?? 0) + accounts.count)
                } catch { failures &+= 1 }
            }
            return Outcome(sink: sink, failures: failures)
        }
        row.audit = {
            guard let accounts = try? decoder.decode([LenientAccount].self, from: data) else { return Audit(note: "throws") }
            let mapped = accounts.reduce(0) { $0 + $1.mappedCount }
            let total = accounts.count * KeyDocuments.properties.count
            let unmapped = documents.mixedKeys.filter { key in
                let converted = convertedKey(key, decoder)
                return !["id", "userId", "displayName", "isActive", "httpStatus"].contains(converted)
            }
            return Audit(note: "maps only \(FoundationRow.percent(mapped, of: total)) of the keys; leaves \(unmapped.count) of "
                + "\(documents.mixedKeys.count) spellings unmapped (\(unmapped.prefix(4).joined(separator: ", ")), …)")
        }
        return row
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    private struct FirstKey: Decodable {
        let key: String?
        init(from decoder: any Decoder) throws { key = try decoder.container(keyedBy: AnyKey.self).allKeys.first?.stringValue }
    }

    /// What `decoder`'s key strategy turns `key` into, read back through a keyed container.
    static func convertedKey(_ key: String, _ decoder: JSONDecoder) -> String? {
        guard let json = try? JSONEncoder().encode([key: 0]) else { return nil }
        return (try? decoder.decode(FirstKey.self, from: json))?.key
    }

    // MARK: One key at a time

    /// The checked answer for a per-key row: every key must convert to a property name.
    static func keyAudit(_ keys: [String], _ convert: (String) -> String) -> Audit {
        let properties = Set(["id", "userId", "displayName", "isActive", "httpStatus"])
        let wrong = keys.filter { !properties.contains(convert($0)) }
        return wrong.isEmpty ? Audit() : Audit(problem: "did not map \(wrong.prefix(4).joined(separator: ", "))")
    }

    static func bytesRow(_ keys: [String], _ name: String) -> Row {
        // Allocated once and kept for the process, like the date sets' buffers.
        let inputs = keys.map { key -> UnsafeRawBufferPointer in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: key.utf8.count, alignment: 1)
            buffer.copyBytes(from: Array(key.utf8))
            return UnsafeRawBufferPointer(buffer)
        }
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: inputs.map(\.count).max()!, alignment: 1)
        let count = inputs.count
        var next = 0
        let average = Double(inputs.reduce(0) { $0 + $1.count }) / Double(count)
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: average, unitsPerPass: count) { units in
            var sink = 0
            var j = next
            for _ in 0..<units {
                sink &+= FastDate.KeyCase.lowerCamelCase(inputs[j], into: output) ?? 1
                j &+= 1
                if j == count { j = 0 }
            }
            next = j
            return Outcome(sink: Double(sink))
        }
        row.mustNotAllocate = true
        row.audit = {
            keyAudit(keys) { key in
                Array(key.utf8).withUnsafeBytes { k in
                    guard let n = FastDate.KeyCase.lowerCamelCase(k, into: output) else { return key }
                    return String(decoding: UnsafeRawBufferPointer(rebasing: output[..<n]), as: UTF8.self)
                }
            }
        }
        return row
    }

    static func stringRow(_ keys: [String], _ name: String, mustNotAllocate: Bool) -> Row {
        // Native strings, as a decoder hands them over.
        let strings = keys.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        let count = strings.count
        var next = 0
        let average = Double(strings.reduce(0) { $0 + $1.utf8.count }) / Double(count)
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: average, unitsPerPass: count) { units in
            var sink = 0
            var j = next
            for _ in 0..<units {
                sink &+= FastDate.KeyCase.lowerCamelCase(strings[j]).utf8.count
                j &+= 1
                if j == count { j = 0 }
            }
            next = j
            return Outcome(sink: Double(sink))
        }
        row.mustNotAllocate = mustNotAllocate
        row.audit = { keyAudit(keys, FastDate.KeyCase.lowerCamelCase) }
        return row
    }

    static func strategyRow(_ keys: [String], _ name: String, mustNotAllocate: Bool) -> Row {
        guard case .custom(let convert) = JSONDecoder.KeyDecodingStrategy.fastConvertFromAnyCase else {
            return .unsupported(name, because: "fastConvertFromAnyCase is not a .custom strategy")
        }
        // Paths as JSONDecoder passes them: the key to convert last.
        let paths: [[any CodingKey]] = keys.map { [AnyKey(stringValue: String(decoding: Array($0.utf8), as: UTF8.self))] }
        let count = paths.count
        var next = 0
        let average = Double(keys.reduce(0) { $0 + $1.utf8.count }) / Double(count)
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: average, unitsPerPass: count) { units in
            var sink = 0
            var j = next
            for _ in 0..<units {
                sink &+= convert(paths[j]).stringValue.utf8.count
                j &+= 1
                if j == count { j = 0 }
            }
            next = j
            return Outcome(sink: Double(sink))
        }
        row.mustNotAllocate = mustNotAllocate
        row.audit = { keyAudit(keys) { convert([AnyKey(stringValue: $0)]).stringValue } }
        return row
    }
}
