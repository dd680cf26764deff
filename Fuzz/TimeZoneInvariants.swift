/// What must hold for any bytes read as TZif (`Spec/time-zones/time-zones.md`): the reader
/// throws or loads, never traps, and an error's byte lies in `0...count`; a zone that loads
/// answers consistently:
///
/// - every offset is less than a day from UTC;
/// - `nextTransition(after: t)` is after `t`, its offsets differ and are the zone's either
///   side of it, and no change of offset lies between `t` and it (checked at its second
///   before); `previousTransition(before:)` likewise;
/// - a placement says what the offsets do: `unique(o)` fits (`offset(at: L − o) == o`), an
///   overlap's two offsets both fit, a gap's neither; and each disambiguation names an
///   instant whose reading in the zone is the reading asked for, except in a gap.
///
/// The bytes are tried as they are and after a version 2 header of zero counts, so the
/// fuzzer reaches the data block and the footer without first finding a valid header.
enum TimeZoneInvariants {
    static func check(_ input: UnsafeRawBufferPointer) {
        checkZone(input)
        var headed = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15) + [UInt8](repeating: 0, count: 16)
        headed += [0, 0, 0, 1, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0]  // one type, one byte: an empty v1 block
        headed += Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
        headed += input
        headed.withUnsafeBytes { checkZone($0) }
    }

    static func checkZone(_ input: UnsafeRawBufferPointer) {
        let zone: FastDate.TimeZone
        do throws(FastDate.TimeZoneError) {
            zone = try FastDate.TimeZone(identifier: "Fuzz", tzif: input)
        } catch {
            if error.offset < 0 || error.offset > input.count { violated("TZif error \(error) outside the input", input) }
            return
        }
        var seed = fingerprint(input)
        for _ in 0..<8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Instants from 1600 to 2400, where the table and the rule both answer.
            let t = Int64(seed >> 35) % 25_000_000_000 - 11_000_000_000
            let at = FastDate.Timestamp(seconds: t)
            let offset = zone.offset(at: at)
            if offset <= -86_400 || offset >= 86_400 { violated("offset \(offset) at \(t)", input) }
            if let next = zone.nextTransition(after: at) {
                let s = next.instant.seconds
                if s <= t || next.offsetBefore == next.offsetAfter
                    || zone.offset(at: FastDate.Timestamp(seconds: s)) != next.offsetAfter
                    || zone.offset(at: FastDate.Timestamp(seconds: s - 1)) != next.offsetBefore
                    || zone.offset(at: at) != next.offsetBefore {
                    violated("nextTransition(after: \(t)) is \(next)", input)
                }
            }
            if let previous = zone.previousTransition(before: at) {
                let s = previous.instant.seconds
                if s >= t || previous.offsetBefore == previous.offsetAfter
                    || zone.offset(at: FastDate.Timestamp(seconds: s)) != previous.offsetAfter
                    || zone.offset(at: FastDate.Timestamp(seconds: s - 1)) != previous.offsetBefore
                    || zone.offset(at: FastDate.Timestamp(seconds: t - 1)) != previous.offsetAfter {
                    violated("previousTransition(before: \(t)) is \(previous)", input)
                }
            }
            let local = t + Int64(offset) + Int64(seed & 0xFFFF) - 0x8000
            guard let reading = try? FastDate.LocalDateTime(localSeconds: local) else { continue }
            func fits(_ o: Int32) -> Bool { zone.offset(at: FastDate.Timestamp(seconds: local - Int64(o))) == o }
            let placement = zone.placement(of: reading)
            switch placement {
            case .unique(let o): if !fits(o) { violated("\(reading) placed unique at \(o), which does not fit", input) }
            case .overlap(let a, let b): if !fits(a) || !fits(b) || a == b { violated("\(reading) placed in an overlap \(a), \(b)", input) }
            case .gap(let a, let b): if fits(a) || fits(b) { violated("\(reading) placed in a gap \(a), \(b), one fits", input) }
            }
            for choice in [FastDate.Disambiguation.compatible, .earlier, .later, .reject] {
                do throws(FastDate.ArithmeticError) {
                    let named = try reading.timestamp(in: zone, resolving: choice)
                    if case .gap = placement { continue }
                    if let back = try? FastDate.LocalDateTime(named, in: zone), back.localSeconds != local {
                        violated("\(reading) .\(choice) names \(named), read back as \(back)", input)
                    }
                } catch {
                    let refused = error.kind == .skippedLocalTime || error.kind == .repeatedLocalTime || error.kind == .outOfRange
                    if !refused || (choice != .reject && error.kind != .outOfRange) { violated("\(reading) .\(choice) threw \(error)", input) }
                    if error.kind != .outOfRange && error.localDateTime != reading { violated("\(reading) .\(choice): \(error) names another reading", input) }
                }
            }
        }
    }
}
