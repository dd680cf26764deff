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

    /// ISO 8601's basic format of `t` in UTC, `20240115T103000Z` (whole seconds).
    static func iso8601Basic(_ t: FastDate.Timestamp) -> String {
        rfc3339(FastDate.Timestamp(seconds: t.seconds), fractionDigits: 0).filter { $0 != "-" && $0 != ":" }
    }

    /// A .NET JSON date of `t`, `/Date(1616146640123)/` (milliseconds, toward the past).
    static func dotNetJSON(_ t: FastDate.Timestamp) -> String {
        "/Date(\(t.seconds * 1000 + Int64(t.nanoseconds / 1_000_000)))/"
    }

    /// The cookie-date shapes browsers meet besides IMF-fixdate, by `shape` (0–3):
    /// Netscape's `Wed, 09-Jun-2021 10:18:14 GMT`, RFC 850's full day name and two-digit
    /// year, the time first, and a one-digit day with no zone. Years 1970–2069.
    static func cookieDate(_ t: FastDate.Timestamp, shape: Int) -> String {
        let imf = httpDate(t)  // "Sun, 06 Nov 1994 08:49:37 GMT"
        let parts = imf.split(separator: " ")
        let (name, day, month, year, time) = (parts[0].dropLast(), parts[1], parts[2], parts[3], parts[4])
        let fullNames = ["Sun": "Sunday", "Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday",
                         "Fri": "Friday", "Sat": "Saturday"]
        switch shape {
        case 0: return "\(name), \(day)-\(month)-\(year) \(time) GMT"
        case 1: return "\(fullNames[String(name)]!), \(day)-\(month)-\(year.suffix(2)) \(time) GMT"
        case 2: return "\(time) \(name) \(month) \(day) \(year)"
        default: return "\(name), \(Int(day)!) \(month) \(year) \(time)"
        }
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

    /// `MMM d, yyyy h:mm a` of `t` in UTC, `Mar 5, 2024 2:30 PM` (minutes).
    static func usDate(_ t: FastDate.Timestamp) -> String {
        let days = floorDiv(t.seconds, 86_400)
        let secondOfDay = Int(t.seconds - days * 86_400)
        let (year, month, day) = civil(fromDays: days)
        let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let hour = secondOfDay / 3600
        let clockHour = hour % 12 == 0 ? 12 : hour % 12
        return monthNames[month - 1] + " \(day), " + pad(Int(year), 4) + " \(clockHour):" + pad(secondOfDay / 60 % 60, 2)
            + (hour < 12 ? " AM" : " PM")
    }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
