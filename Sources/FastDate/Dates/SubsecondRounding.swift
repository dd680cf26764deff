#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Rounds a `Date` to a decimal fraction of a second in exact integer arithmetic.
///
/// A `Date` is a binary `Double`: 1335205543.511 is stored as 1335205543.5109999…, so
/// truncating writes `.510`, and multiplying by 1000 before `rounded()` rounds twice and
/// can land on the wrong side of a half-way point. Here the fraction is taken apart into
/// its integer significand and power of two and the rounding is decided on the exact
/// product, so every Date goes to the truly nearest unit.
enum SubsecondRounding {
    /// `date` as whole seconds since 1970 plus `units` of `10^-digits` s in
    /// `0 ..< 10^digits`, rounded to the nearest unit; a tie goes to the later instant,
    /// on both sides of 1970 alike, so rounding commutes with shifting by whole units.
    ///
    /// - Returns: `nil` for a non-finite Date or one too far out for `Int64` seconds.
    static func split(_ date: Date, digits: Int) -> (seconds: Int64, units: Int64)? {
        let interval = date.timeIntervalSinceReferenceDate
        // 2^62 s is far past anything formattable and keeps the arithmetic below clear of
        // overflow; such Dates are reported as out of range by the caller.
        guard interval.isFinite, interval.magnitude < 0x1p62 else { return nil }
        let scale = Int64(powerOfTen(digits))
        // Split the magnitude, where the fraction is exact (its bits are a subset of the
        // magnitude's; `t - floor(t)` is not, for a negative t just before 2001).
        // Truncation is the floor of a positive value, and the subtraction is exact: for a
        // magnitude of 1 or more the whole part is at least half of it (Sterbenz), below 1
        // it is 0.
        let magnitude = interval.magnitude
        let seconds = Int64(magnitude)
        let fraction = magnitude - Double(seconds)
        // A tie toward the later instant is a tie toward the smaller magnitude before 2001.
        let units = roundedProduct(fraction, scale, tiesUp: interval.sign == .plus)
        return sinceUnixEpoch(whole: seconds, units: units, scale: scale, negative: interval.sign == .minus)
    }

    /// `±(whole + units / scale)` seconds since 2001 as whole seconds since 1970 toward the
    /// past and `units` in `0 ..< scale` after them: -(whole + f) is (-whole - 1) + (1 - f),
    /// and `units` of a whole `scale` carry into the next second.
    @inline(__always)
    static func sinceUnixEpoch(whole: Int64, units: Int64, scale: Int64, negative: Bool) -> (seconds: Int64, units: Int64) {
        var (seconds, units) = (negative ? -whole : whole, units)
        if negative && units != 0 {
            seconds -= 1
            units = scale - units
        }
        if units == scale {
            seconds += 1
            units = 0
        }
        return (seconds + Date.unixToReferenceSeconds, units)
    }

    /// `fraction * scale` rounded to the nearest integer, a tie up or down as asked, for
    /// `fraction` in `[0, 1)` and `scale` at most 10^9.
    ///
    /// Decided on the floating-point product unless that lands exactly on a half. The
    /// product is correctly rounded, so it is monotonic in the exact product, and every
    /// `n + 1/2` below 2^52 is a `Double`: a product above a half comes from an exact one
    /// above it, and likewise below. One on a half may come from a true tie or from a hair
    /// either side, which only the exact product tells apart.
    @inline(__always)
    static func roundedProduct(_ fraction: Double, _ scale: Int64, tiesUp: Bool) -> Int64 {
        let product = fraction * Double(scale)
        let down = Int64(product)  // truncation: the floor, as the product is not negative
        // Exact near a half: `product - down` is in [0, 1) (Sterbenz), and so is the
        // `- 0.5` wherever the result is under 1/4 in magnitude; elsewhere only its sign
        // is used.
        let aboveHalf = product - Double(down) - 0.5
        if aboveHalf != 0 { return aboveHalf > 0 ? down &+ 1 : down }
        return exactRoundedProduct(fraction, scale, tiesUp: tiesUp)
    }

    /// ``roundedProduct(_:_:tiesUp:)`` on the exact product, in integer arithmetic.
    @inline(never)
    static func exactRoundedProduct(_ fraction: Double, _ scale: Int64, tiesUp: Bool) -> Int64 {
        // Below 2^-40 the product is under 10^9 / 2^40 < 1/2 for any scale used here.
        guard fraction != 0, fraction.exponent >= -40 else { return 0 }
        // fraction = significand * 2^(exponent - 52), exactly, as it is normal here.
        let significand = (UInt64(1) << 52) | fraction.significandBitPattern
        let shift = 52 - Int(fraction.exponent)  // 53 ... 92
        let (high, low) = significand.multipliedFullWidth(by: UInt64(scale))
        // Smart shifts: a negative amount shifts the other way and an overshift gives 0,
        // so this is the 128-bit `product >> shift` for any shift in 1 ... 127.
        let floor = Int64(bitPattern: (high << (64 - shift)) | (low >> shift))
        let halfBit = shift - 1
        let aboveHalf = halfBit < 64 ? (low >> halfBit) & 1 == 1 : (high >> (halfBit - 64)) & 1 == 1
        guard aboveHalf else { return floor }
        if tiesUp { return floor + 1 }
        // Round down only on an exact tie: nothing set below the half bit.
        let belowHalf = halfBit <= 64
            ? low << (64 - halfBit) != 0
            : low != 0 || high << (128 - halfBit) != 0
        return belowHalf ? floor + 1 : floor
    }

    /// `date` as whole seconds since 1970 plus microseconds in `0 ..< 10^6`, by the writing
    /// rule: the nearest microsecond (``split(_:digits:)``) for a `Date` finer than one; for a
    /// `Date` coarser than a microsecond (``coarserThanAMicrosecond``), the shortest decimal,
    /// of at most six fraction digits, that reads back to the same `Double`, as Swift's
    /// `description`, JavaScript and Python's `repr` print it. So `9999-12-31T23:59:59.999Z`,
    /// decoded and written again, is `.999` and not the `Double`'s `.998993…`.
    ///
    /// Exact in `Double` arithmetic: past 2^33 s a `Double`'s fraction has at most 20 bits,
    /// so the fraction, the ends of the interval that reads back to the `Double` and their
    /// products with 10^k (at most 10^6) all fit its 53 bits. One of at most six digits
    /// always exists, since the interval is wider than a microsecond.
    ///
    /// - Returns: `nil` for a non-finite Date or one too far out for `Int64` seconds.
    static func instant(_ date: Date) -> (seconds: Int64, units: Int64)? {
        let interval = date.timeIntervalSinceReferenceDate
        let magnitude = interval.magnitude
        // One comparison keeps every `Date` of 1729–2273 on the nearest microsecond; `split`
        // refuses what is not finite or too far out.
        guard magnitude >= coarserThanAMicrosecond, interval.isFinite, magnitude < 0x1p62 else {
            return split(date, digits: microsecondDigits)
        }
        let whole = magnitude.rounded(.down)
        let fraction = magnitude - whole
        // The magnitudes that read as this `Double`: half an ulp either side, a quarter below
        // a power of two (the `Double` below is closer there); the ends themselves only when
        // the significand is even (a tie reads to the even one).
        let ulp = magnitude.ulp
        let low = fraction - (magnitude.significandBitPattern == 0 ? ulp / 4 : ulp / 2)
        let high = fraction + ulp / 2
        let endsRead = magnitude.significandBitPattern & 1 == 0
        var scale = 1.0
        for digits in 0...microsecondDigits {
            var first = (low * scale).rounded(.up), last = (high * scale).rounded(.down)
            if !endsRead {
                if first == low * scale { first += 1 }
                if last == high * scale { last -= 1 }
            }
            if first <= last {
                // The one nearest the `Double` when the interval holds more than one, the even
                // one of two as near (as JavaScript's `Number.prototype.toString` and Swift's
                // `description` choose).
                let units = min(max((fraction * scale).rounded(.toNearestOrEven), first), last)
                let micros = Int64(units) * Int64(powerOfTen(microsecondDigits - digits))
                return sinceUnixEpoch(whole: Int64(whole), units: micros, scale: microsecondsPerSecond, negative: interval.sign == .minus)
            }
            scale *= 10
        }
        // Unreachable (the interval is wider than a microsecond); the nearest one, as a
        // fine `Date` is read.
        return split(date, digits: microsecondDigits)
    }

    /// The magnitude from which a `Date` is coarser than a microsecond: 2^33 s from 2001
    /// (before 1729 and after 2273), where its `Double`'s ulp is 2^-19 s.
    static var coarserThanAMicrosecond: Double { 0x1p33 }
    static var microsecondDigits: Int { 6 }
    static var microsecondsPerSecond: Int64 { 1_000_000 }
}
