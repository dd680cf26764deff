import FastDate

/// Writes date text with its own calendar code rather than FastDate's formatter, so that
/// the benchmark's correctness checks compare FastDate against an independent oracle.
enum CivilText {
    /// Year, month, day of `days` since 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = Int(doy - (153 * mp + 2) / 5 + 1)
        let month = Int(mp < 10 ? mp + 3 : mp - 9)
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// RFC 3339 text of `t` in the offset it carries, with exactly `fractionDigits`
    /// digits (truncated), `Z` for offset zero unless `zeroAsOffset`.
    static func rfc3339(_ t: FastDate.Timestamp, fractionDigits: Int, zeroAsOffset: Bool = false) -> String {
        let local = t.seconds + Int64(t.utcOffset)
        let days = floorDiv(local, 86_400)
        let secondOfDay = Int(local - days * 86_400)
        let (year, month, day) = civil(fromDays: days)
        var text = pad(Int(year), 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text += pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if fractionDigits > 0 {
            var scale = 1
            for _ in fractionDigits..<9 { scale *= 10 }
            text += "." + pad(Int(t.nanoseconds) / scale, fractionDigits)
        }
        if t.utcOffset == 0 && !zeroAsOffset { return text + "Z" }
        let minutes = abs(Int(t.utcOffset)) / 60
        return text + (t.utcOffset < 0 ? "-" : "+") + pad(minutes / 60, 2) + ":" + pad(minutes % 60, 2)
    }

    /// RFC 9110's IMF-fixdate of `t`, `Sun, 06 Nov 1994 08:49:37 GMT` (whole seconds, UTC).
    static func httpDate(_ t: FastDate.Timestamp) -> String {
        internetDate(FastDate.Timestamp(seconds: t.seconds)) + "GMT"
    }

    /// RFC 5322 text of `t` in its offset, `Fri, 19 Mar 2021 10:37:20 +0100`.
    static func rfc5322(_ t: FastDate.Timestamp) -> String {
        let minutes = abs(Int(t.utcOffset)) / 60
        return internetDate(t) + (t.utcOffset < 0 ? "-" : "+") + pad(minutes / 60, 2) + pad(minutes % 60, 2)
    }

    /// `Sun, 06 Nov 1994 08:49:37 ` at `t`'s offset; the zone is the caller's.
    private static func internetDate(_ t: FastDate.Timestamp) -> String {
        let local = t.seconds + Int64(t.utcOffset)
        let days = floorDiv(local, 86_400)
        let secondOfDay = Int(local - days * 86_400)
        let (year, month, day) = civil(fromDays: days)
        // 1970-01-01 was a Thursday.
        let weekday = Int(((days % 7) + 7 + 4) % 7)
        let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return dayNames[weekday] + ", " + pad(day, 2) + " " + monthNames[month - 1] + " " + pad(Int(year), 4) + " "
            + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2) + " "
    }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
