import FastDate
import Foundation

/// The shape every end-to-end row decodes or encodes: `{"id":…,"t":…}`.
struct Event: Codable {
    var id: Int
    var t: Date
}

/// A JSON array of `{"id":…,"t":…}` objects whose dates cycle through a data set.
struct JSONDocument {
    let set: DateSet
    let objects: Int
    let quoted: Bool
    let data: Data
    /// The same objects as values, for the encoders.
    let events: [Event]

    /// - Parameter quoted: dates as JSON strings (text sets) or bare numbers (epoch sets).
    init(_ set: DateSet, objects: Int, quoted: Bool) {
        self.set = set
        self.objects = objects
        self.quoted = quoted
        var text = "["
        text.reserveCapacity(objects * (Int(set.averageBytes) + 20))
        for i in 0..<objects {
            if i > 0 { text += "," }
            let date = set.texts[i & set.mask]
            text += quoted ? "{\"id\":\(i),\"t\":\"\(date)\"}" : "{\"id\":\(i),\"t\":\(date)}"
        }
        text += "]"
        data = Data(text.utf8)
        // Date(_:) rounds once, correctly; going through timeIntervalSince1970 would round
        // twice and could hand the encoders a Date a step below the instant.
        events = (0..<objects).map { Event(id: $0, t: Date(set.expected[$0 & set.mask])) }
    }

    var sizeDescription: String {
        let count = objects >= 1000 && objects % 1000 == 0 ? "\(objects / 1000)k" : "\(objects)"
        return "\(count) objects, \(Report.bytes(Double(data.count)))"
    }
}

/// Foundation's formatters are not `Sendable`, yet the Codable strategies take
/// `@Sendable` closures. The benchmark only ever decodes on one thread, so the box is
/// safe here; it is not a pattern for app code.
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
