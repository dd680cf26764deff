import FastDate
import FastDateTestSupport

/// The question every randomized test asks: does the core, through a given door, give
/// exactly what the reference gives (value, or error kind and offset), and does its
/// `Double` door agree with its exact one?
enum Agreement {
    /// `nil` when everything agrees; otherwise what differed, ready for a failure report.
    static func check(_ bytes: [UInt8], _ profile: ProfileCase, door: Door) -> String? {
        let expected = profile.reference(bytes)
        let exact = door.parseTimestamp(bytes, as: profile.format)
        let got = ReferenceParser.Outcome(exact)
        if got != expected {
            return "\(Show.input(bytes)) [\(profile)] via \(door): core \(got.text), reference \(expected.text)"
        }
        if case .failure(let e) = exact, e.offset < 0 || e.offset > bytes.count {
            return "\(Show.input(bytes)) [\(profile)]: error offset \(e.offset) outside 0...\(bytes.count)"
        }
        let double = door.parse(bytes, as: profile.format)
        switch (exact, double) {
        case (.success(let t), .success(let d)) where d == t.timeIntervalSince1970:
            return nil
        case (.failure(let a), .failure(let b)) where a.kind == b.kind && a.offset == b.offset:
            return nil
        default:
            return "\(Show.input(bytes)) [\(profile)] via \(door): parse gave \(double), parseTimestamp \(exact)"
        }
    }
}
