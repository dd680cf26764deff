#!/usr/bin/env python3
"""Writes Spec/civil/vectors/local-date.json and local-date-arithmetic.json: what
`FastDate.LocalDate` must read, answer and compute (Spec/civil/civil.md), worked out here
with a day count of its own (Howard Hinnant's days-from-civil, written from the formula) and
checked against Python's `datetime` wherever it reaches (years 1-9999). Not from the Swift
code.

    python3 Spec/tools/civil.py
"""
import datetime, json, os, random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "civil", "vectors")
FIRST, LAST = (0, 1, 1), (9999, 12, 31)


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    return [31, 29 if is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]


def days(y, m, d):
    """Days since 1970-01-01."""
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def civil(n):
    n += 719468
    era = n // 146097
    doe = n - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + (3 if mp < 10 else -9)
    return (y + (m <= 2), m, d)


def check(date):
    y, m, d = date
    if 1 <= y:
        assert datetime.date(y, m, d).toordinal() - datetime.date(1970, 1, 1).toordinal() == days(y, m, d)
    assert civil(days(y, m, d)) == date


def in_range(date):
    return FIRST <= date <= LAST


def weekday(date):
    return (days(*date) + 3) % 7 + 1   # 1970-01-01 was a Thursday (4)


def iso_week(date):
    y = date[0]
    def first_monday(year):
        jan4 = days(year, 1, 4)
        return jan4 - (weekday((year, 1, 4)) - 1)
    n = days(*date)
    for year in (y + 1, y, y - 1):
        if n >= first_monday(year):
            return (year, (n - first_monday(year)) // 7 + 1)


def add_months(date, months):
    y, m, d = date
    total = y * 12 + (m - 1) + months
    y2, m2 = total // 12, total % 12 + 1
    if not 0 <= y2 <= 9999:
        return None
    return (y2, m2, min(d, days_in_month(y2, m2)))


def text(date):
    return "%04d-%02d-%02d" % date


def read_digits(b, start, width, kind):
    """The number in `width` ASCII digits of `b` from `start`, or ValueError((kind, byte))."""
    for i in range(start, start + width):
        if i >= len(b) or not 0x30 <= b[i] <= 0x39:
            raise ValueError((kind, i))
    return int(b[start:start + width])


def parse(s):
    """The `.fullDate` grammar (date-time.md): ('ok', date) or ('error', kind, offset)."""
    b = s.encode()
    if not b:
        return ("error", "empty", 0)
    def digits(start, width, kind):
        return read_digits(b, start, width, kind)
    try:
        y = digits(0, 4, "expectedYear")
        if len(b) <= 4 or b[4] != ord("-"):
            raise ValueError(("expectedHyphenAfterYear", 4))
        m = digits(5, 2, "expectedMonth")
        if not 1 <= m <= 12:
            raise ValueError(("monthOutOfRange", 5))
        if len(b) <= 7 or b[7] != ord("-"):
            raise ValueError(("expectedHyphenAfterMonth", 7))
        d = digits(8, 2, "expectedDay")
        if not 1 <= d <= days_in_month(y, m):
            raise ValueError(("dayOutOfRange", 8))
        if len(b) > 10:
            raise ValueError(("trailingBytes", 10))
        return ("ok", (y, m, d))
    except ValueError as e:
        kind, offset = e.args[0]
        return ("error", kind, offset)


def parse_time(s):
    """partial-time or HH:mm (civil.md, "Times"): ('ok', seconds, nanos) or ('error', kind, offset)."""
    b = s.encode()
    if not b:
        return ("error", "empty", 0)
    def digits(start, width, kind):
        return read_digits(b, start, width, kind)
    try:
        h = digits(0, 2, "expectedHour")
        if h > 23:
            raise ValueError(("hourOutOfRange", 0))
        if len(b) <= 2 or b[2] != ord(":"):
            raise ValueError(("expectedColonAfterHour", 2))
        m = digits(3, 2, "expectedMinute")
        if m > 59:
            raise ValueError(("minuteOutOfRange", 3))
        sec, nanos, i = 0, 0, 5
        if i < len(b) and b[i] == ord(":"):
            sec = digits(6, 2, "expectedSecond")
            if sec > 60:
                raise ValueError(("secondOutOfRange", 6))
            i = 8
            if i < len(b) and b[i] == ord("."):
                j = i + 1
                while j < len(b) and 0x30 <= b[j] <= 0x39:
                    j += 1
                if j == i + 1:
                    raise ValueError(("expectedFractionDigit", i + 1))
                frac = b[i + 1:j].decode()
                nanos = int((frac + "000000000")[:9])
                i = j
        elif i < len(b):
            raise ValueError(("expectedColonAfterMinute", 5))
        if i < len(b):
            raise ValueError(("trailingBytes", i))
        if sec == 60:
            raise ValueError(("invalidLeapSecond", 6))
        return ("ok", h * 3600 + m * 60 + sec, nanos)
    except ValueError as e:
        kind, offset = e.args[0]
        return ("error", kind, offset)


def time_text(seconds, nanos):
    t = "%02d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)
    if nanos:
        t += ("." + "%09d" % nanos).rstrip("0")
    return t


def random_date(rng):
    n = rng.randint(days(*FIRST), days(*LAST))
    return civil(n)


def main():
    rng = random.Random(20261127)
    os.makedirs(OUT, exist_ok=True)

    parse_vectors = []
    hand = ["2024-01-15", "0000-01-01", "9999-12-31", "0000-02-29", "2000-02-29", "1900-02-29", "2023-02-29",
            "2024-04-31", "2024-00-10", "2024-13-10", "2024-01-00", "2024-01-32", "2024-1-15", "24-01-15",
            "2024/01/15", "2024-01/15", "2024-01-15T00:00:00Z", "2024-01-15 ", " 2024-01-15", "+2024-01-15",
            "-0001-01-01", "20240115", "", "2024-01-1", "2024-01-1x", "x024-01-15", "2024-0x-15", "1616146640"]
    for s in hand + [text(random_date(rng)) for _ in range(200)]:
        r = parse(s)
        v = {"input": s}
        if r[0] == "ok":
            check(r[1])
            v.update(year=r[1][0], month=r[1][1], day=r[1][2])
        else:
            v.update(error=r[1], offset=r[2])
        parse_vectors.append(v)
    write("local-date.json", "LocalDate(parsing:): exactly YYYY-MM-DD, .fullDate's grammar and errors", parse_vectors)

    time_vectors = []
    rng_time = random.Random(20261128)  # its own, so the date vectors stay as they were
    hand = ["19:27:02", "00:00:00", "23:59:59", "19:27", "00:00", "23:59:59.999999999", "23:59:59.9999999999",
            "19:27:02.5", "19:27:02.500", "19:27:02.000", "19:27:02.", "24:00:00", "23:60:00", "23:59:60", "23:59:61",
            "7:27:02", "19:27:2", "19:27:02Z", "19:27:02+01:00", "19:27:02 ", " 19:27:02", "19-27-02", "19:27:", "19:2",
            "1927", "", "x", "19:27:02 PM", "19:27:02.1234567891234", "00:00:00.000000001", "12:30"]
    for _ in range(120):
        sec = rng_time.randrange(86400)
        nanos = rng_time.choice([0, rng_time.randrange(10**9), rng_time.randrange(1000) * 10**6, rng_time.randrange(10**6) * 1000])
        hand.append(time_text(sec, nanos) if rng_time.random() < 0.8 else time_text(sec, 0)[:5])
    for t in hand:
        r = parse_time(t)
        v = {"input": t}
        if r[0] == "ok":
            v.update(secondsSinceMidnight=r[1], nanoseconds=r[2], description=time_text(r[1], r[2]))
        else:
            v.update(error=r[1], offset=r[2])
        time_vectors.append(v)
    write("local-time.json", "LocalTime(parsing:): RFC 3339 partial-time or HH:mm, and the description it writes", time_vectors)

    dates = [FIRST, LAST, (0, 2, 29), (2024, 1, 31), (2023, 1, 31), (2024, 2, 29), (1900, 2, 28), (2000, 2, 29),
             (2021, 1, 1), (2024, 12, 30), (2020, 12, 31), (1970, 1, 1), (2024, 3, 31), (9999, 12, 1), (0, 1, 31)]
    dates += [random_date(rng) for _ in range(250)]
    counts_days = [0, 1, -1, 7, -7, 365, -365, 1_000_000, -1_000_000, 3_000_000, -3_000_000, 2**62, -2**62, 2**63 - 1, -2**63]
    counts_months = [0, 1, -1, 11, -11, 12, -12, 13, -13, 119_988, -119_988, 200_000, 2**62, -2**63]
    counts_years = [0, 1, -1, 4, -4, 100, -100, 9999, -9999, 10_000, 2**63 - 1, -2**63]
    arithmetic = []
    for k, date in enumerate(dates):
        check(date)
        v = {"date": text(date), "weekday": weekday(date), "dayOfYear": days(*date) - days(date[0], 1, 1) + 1,
             "isoWeek": list(iso_week(date)), "daysInMonth": days_in_month(date[0], date[1]), "isLeapYear": is_leap(date[0])}
        # The first and last day of its week (Monday to Sunday), month and year; null outside 0000-9999.
        monday, sunday = civil(days(*date) - (v["weekday"] - 1)), civil(days(*date) + 7 - v["weekday"])
        v["startOf"] = {"week": text(monday) if in_range(monday) else None, "month": text((date[0], date[1], 1)),
                        "year": text((date[0], 1, 1))}
        v["endOf"] = {"week": text(sunday) if in_range(sunday) else None,
                      "month": text((date[0], date[1], days_in_month(date[0], date[1]))), "year": text((date[0], 12, 31))}
        if date[0] >= 2 and date[0] <= 9998:
            d = datetime.date(*date)
            assert v["startOf"]["week"] == (d - datetime.timedelta(days=d.weekday())).isoformat()
            assert v["endOf"]["week"] == (d + datetime.timedelta(days=6 - d.weekday())).isoformat()
        if date[0] >= 1:
            assert v["weekday"] == datetime.date(*date).isoweekday()
            assert tuple(v["isoWeek"]) == datetime.date(*date).isocalendar()[:2] or date[0] == 9999 and date[1] == 12
        ops = []
        picks = counts_days if k < 15 else [rng.choice(counts_days), rng.randint(-4_000_000, 4_000_000)]
        for n in picks:
            r = civil(days(*date) + n)
            ops.append({"addingDays": n, "result": text(r) if in_range(r) else None})
        picks = counts_months if k < 15 else [rng.choice(counts_months), rng.randint(-130_000, 130_000)]
        for n in picks:
            r = add_months(date, n)
            ops.append({"addingMonths": n, "result": text(r) if r else None})
        picks = counts_years if k < 15 else [rng.choice(counts_years), rng.randint(-11_000, 11_000)]
        for n in picks:
            r = add_months(date, n * 12) if -20_000 < n < 20_000 else None
            ops.append({"addingYears": n, "result": text(r) if r else None})
        other = random_date(rng) if k % 3 else dates[(k * 7) % len(dates)]
        ops.append({"daysTo": text(other), "result": days(*other) - days(*date)})
        v["operations"] = ops
        arithmetic.append(v)
    write("local-date-arithmetic.json",
          "LocalDate queries and arithmetic, and start(of:)/end(of:) a week, month and year; a null result is "
          "yearOutOfRange, or outOfRange for a period (Spec/civil/civil.md)", arithmetic)


def write(name, description, vectors):
    with open(os.path.join(OUT, name), "w") as f:
        f.write('{\n  "description": %s,\n  "vectors": [\n' % json.dumps(description))
        f.write(",\n".join("    " + json.dumps(v, ensure_ascii=True) for v in vectors))
        f.write("\n  ]\n}\n")
    print("%-28s %4d vectors" % (name, len(vectors)))


if __name__ == "__main__":
    main()
