#!/usr/bin/env python3
"""Writes Spec/arithmetic/vectors/spans.json: spans between values, rounded and totalled,
and spans added to values (Spec/arithmetic/spans.md), answered by jiff, a Rust library that
follows Temporal's span arithmetic step by step, through the small oracle in `jiff_oracle/`.
Not from the Swift code.

Zoned `until` is checked against Python's whenever too, where whenever follows Temporal
(Spec/arithmetic/zoned.md names where it does not: month ends, and `since`); a case where
the two differ keeps whenever's answer in `whenever`, and the test holds FastDate to jiff's.

    FASTDATE_JIFF_SOURCE=<jiff source> /tmp/wv/bin/python Spec/tools/spans_vectors.py

The jiff source is a folder holding `crates/jiff` (jiff 0.2.35 builds offline with `std`);
the script builds the oracle in a scratch folder, so the repository names no path outside it.
"""
import json, os, random, subprocess, sys, tempfile
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "arithmetic", "vectors", "spans.json")
UNITS = ["year", "month", "week", "day", "hour", "minute", "second", "millisecond", "microsecond", "nanosecond"]
MODES = ["trunc", "floor", "ceil", "expand", "halfExpand", "halfEven"]
CLOCK_INCREMENTS = {"hour": [1, 2, 3, 4, 6, 12], "minute": [1, 5, 15, 30], "second": [1, 10, 30],
                    "millisecond": [1, 10, 250], "microsecond": [1, 100], "nanosecond": [1, 5]}
ZONES = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago", "Australia/Sydney",
         "Asia/Kolkata", "UTC", "America/St_Johns"]


def build_oracle():
    source = os.environ.get("FASTDATE_JIFF_SOURCE") or (sys.argv[1] if len(sys.argv) > 1 else None)
    if not source:
        sys.exit("give the jiff source folder: FASTDATE_JIFF_SOURCE=<folder> or an argument")
    work = tempfile.mkdtemp(prefix="jiff-oracle-")
    os.makedirs(os.path.join(work, "src"))
    manifest = open(os.path.join(HERE, "jiff_oracle", "Cargo.toml.in")).read().replace("@JIFF@", os.path.abspath(source))
    open(os.path.join(work, "Cargo.toml"), "w").write(manifest)
    open(os.path.join(work, "src", "main.rs"), "w").write(open(os.path.join(HERE, "jiff_oracle", "src", "main.rs")).read())
    subprocess.run(["cargo", "build", "--release", "--offline", "--quiet"], cwd=work, check=True)
    return os.path.join(work, "target", "release", "jiff-oracle"), source


def ask(oracle, rows):
    """Each row a list of fields; jiff's answer for each, or None for an error."""
    text = "".join("\t".join(str(f) for f in row) + "\n" for row in rows)
    out = subprocess.run([oracle], input=text, capture_output=True, text=True, check=True).stdout.splitlines()
    assert len(out) == len(rows)
    return [None if line.startswith("error") else line for line in out]



def units_between(largest_choices, smallest_floor):
    largest = random.choice(largest_choices)
    i = UNITS.index(largest)
    smallest = random.choice(UNITS[i:UNITS.index(smallest_floor) + 1])
    return largest, smallest


def increment(smallest, calendar_increments=(1, 1, 2, 3, 5)):
    if smallest in CLOCK_INCREMENTS:
        return random.choice(CLOCK_INCREMENTS[smallest])
    return random.choice(calendar_increments)


def fraction():
    return random.choice([0, 0, 0, 500_000_000, 123_000_000, 999_999_999, random.randrange(10**9)])


def random_date(lo=1900, hi=2100):
    base = datetime(lo, 1, 1)
    d = base + timedelta(days=random.randrange((datetime(hi, 12, 31) - base).days))
    if random.random() < 0.3:  # month ends and leap days
        nxt = datetime(d.year + (d.month == 12), d.month % 12 + 1, 1)
        d = nxt - timedelta(days=random.choice([1, 2, 3]))
    return d.date()


def plain_text(dt, nanos):
    s = dt.strftime("%Y-%m-%dT%H:%M:%S")
    return s + (f".{nanos:09d}".rstrip("0") if nanos else "")


def random_plain():
    d = random_date()
    return plain_text(datetime(d.year, d.month, d.day, random.randrange(24), random.choice([0, 30, random.randrange(60)]),
                               random.randrange(60)), fraction())


def transitions(zone):
    """Local readings around the zone's changes in 2023–2025, and a few ordinary ones."""
    tz = ZoneInfo(zone)
    points = []
    t = datetime(2023, 1, 1, tzinfo=timezone.utc)
    prev = t.astimezone(tz).utcoffset()
    while t.year < 2026:
        t += timedelta(hours=1)
        off = t.astimezone(tz).utcoffset()
        if off != prev:
            points.append(t)
        prev = off
    return points or [datetime(2024, 6, 1, tzinfo=timezone.utc)]


def zoned_text(instant_utc, zone, nanos=0):
    local = instant_utc.astimezone(ZoneInfo(zone))
    off = local.utcoffset()
    total = int(off.total_seconds())
    sign = "+" if total >= 0 else "-"
    total = abs(total)
    return plain_text(local.replace(tzinfo=None), nanos) + f"{sign}{total // 3600:02d}:{total % 3600 // 60:02d}[{zone}]"


def random_zoned(zone):
    if random.random() < 0.6:
        base = random.choice(transitions(zone))
        t = base + timedelta(minutes=random.randrange(-36 * 60, 36 * 60))
    else:
        d = random_date(1970, 2037)
        t = datetime(d.year, d.month, d.day, tzinfo=timezone.utc) + timedelta(minutes=random.randrange(1440))
    return t, zoned_text(t, zone, fraction())


def timestamp_text(t, nanos):
    return plain_text(t.replace(tzinfo=None), nanos) + "Z"


def random_span(calendar=True, big=False):
    parts = {}
    if calendar:
        for unit, letter, top in (("years", "Y", 3), ("months", "M", 14), ("weeks", "W", 6), ("days", "D", 45)):
            if random.random() < 0.35:
                parts[letter] = random.randrange(top)
    elif random.random() < 0.5:
        parts["D"] = random.randrange(40)
    time = {}
    for letter, top in (("H", 60 if big else 30), ("M", 130), ("S", 200)):
        if random.random() < 0.45:
            time[letter] = random.randrange(top)
    nanos = fraction() if random.random() < 0.4 else 0
    text = "P" + "".join(f"{v}{k}" for k, v in parts.items() if k != "D" or True)
    if time or nanos:
        text += "T" + "".join(f"{v}{k}" for k, v in time.items() if k != "S")
        secs = time.get("S", 0)
        if secs or nanos:
            text += str(secs) + (f".{nanos:09d}".rstrip("0") if nanos else "") + "S"
    if text == "P" or text.endswith("T"):
        text = text.rstrip("T") if text != "P" else "PT0S"
        if text == "P":
            text = "PT0S"
    return ("-" if random.random() < 0.3 else "") + text


def jiff_differs(case):
    """Why jiff's answer to `case` is not Temporal's, for the kinds of case where it is
    known not to be (Spec/arithmetic/spans.md, "Where the oracles differ"); None otherwise."""
    largest, smallest, inc = case.get("largestUnit"), case.get("smallestUnit"), case.get("increment", 1)
    if smallest == "week" and largest in ("year", "month"):
        return "week rounding under months: jiff carries into months, Temporal never carries a week"
    if largest == "week" and smallest == "day" and inc > 1:
        return "days rounded under weeks: jiff rounds weeks and days as one count of days"
    if case["op"].startswith("zoned-") and largest in ("year", "month", "week", "day") and smallest in CLOCK_INCREMENTS and inc > 1:
        return "zoned clock rounding past a day with an increment: jiff's day count is off"
    return None


WHENEVER_UNITS = {"year": "years", "month": "months", "week": "weeks", "day": "days", "hour": "hours", "minute": "minutes",
                  "second": "seconds", "nanosecond": "nanoseconds"}
WHENEVER_MODES = {"trunc": "trunc", "floor": "floor", "ceil": "ceil", "expand": "expand", "halfExpand": "half_expand",
                  "halfEven": "half_even"}


def whenever_until(case):
    """whenever's zoned `until` in Temporal's units, written as ISO 8601; None if it cannot."""
    try:
        import whenever
    except ImportError:
        return None
    if case["smallestUnit"] in ("millisecond", "microsecond"):
        return None
    a, b = (whenever.ZonedDateTime.parse_iso(case[k]) for k in ("a", "b"))
    units = [WHENEVER_UNITS[u] for u in UNITS[UNITS.index(case["largestUnit"]):UNITS.index(case["smallestUnit"]) + 1]
             if u in WHENEVER_UNITS and (u != "week" or case["largestUnit"] == "week")]
    try:
        got = a.until(b, in_units=units, round_mode=WHENEVER_MODES[case["mode"]], round_increment=case["increment"])
    except Exception:
        return None
    return got.format_iso()


def exact_instant_span(case):
    """A span between two instants, counted and rounded in integer nanoseconds."""
    def ns(text):
        t = datetime.fromisoformat(text[:19]).replace(tzinfo=timezone.utc)
        frac = text[20:-1] if text[19] == "." else ""
        return (int((t - datetime(1970, 1, 1, tzinfo=timezone.utc)).total_seconds()) * 10**9 + int((frac + "000000000")[:9]))
    one, two = ns(case["a"]), ns(case["b"])
    mode = case["mode"]
    if case["op"].endswith("since"):
        mode = {"floor": "ceil", "ceil": "floor"}.get(mode, mode)
    diff = two - one
    lengths = {"hour": 3600 * 10**9, "minute": 60 * 10**9, "second": 10**9, "millisecond": 10**6, "microsecond": 1000, "nanosecond": 1}
    step = lengths[case["smallestUnit"]] * case["increment"]
    q, r = divmod(abs(diff), step)
    negative = diff < 0
    if r:
        up = {"trunc": False, "expand": True, "floor": negative, "ceil": not negative,
              "halfExpand": 2 * r >= step, "halfEven": 2 * r > step or (2 * r == step and q % 2 == 1)}[mode]
        q += up
    total = q * step * (-1 if negative else 1)
    if case["op"].endswith("since"):
        total = -total
    sign, total = ("-" if total < 0 else ""), abs(total)
    seconds, nanos = divmod(total, 10**9)
    if case["largestUnit"] == "hour":
        h, m, s = seconds // 3600, seconds // 60 % 60, seconds % 60
        head = (f"{h}H" if h else "") + (f"{m}M" if m else "")
    elif case["largestUnit"] == "minute":
        m, s = seconds // 60, seconds % 60
        head = f"{m}M" if m else ""
    else:
        head, s = "", seconds
    tail = f"{s}" + (f".{nanos:09d}".rstrip("0") if nanos else "") + "S" if (s or nanos or not head) else ""
    return sign + "PT" + head + tail


def normal(text):
    """An ISO 8601 duration as (sign, parts without zeros), for comparing two writers' forms."""
    import re
    text = text.upper()
    sign = -1 if text.startswith("-") else 1
    date, _, time = text.lstrip("+-")[1:].partition("T")
    parts = {}
    for part, letters in ((date, "YMWD"), (time, "HMS")):
        for value, letter in re.findall(r"([0-9.,]+)([A-Z])", part):
            number = float(value.replace(",", "."))
            if number:
                parts[(letters, letter)] = round(number, 9)
    return (sign if parts else 1, sorted(parts.items()))


def main():
    random.seed(48)
    oracle, source = build_oracle()
    cases = []
    rows = []

    def add(case, row):
        cases.append(case)
        rows.append(row)

    for _ in range(600):  # dates
        a, b = random_date(), random_date() if random.random() < 0.5 else random_date(2020, 2026)
        op = random.choice(["date-until", "date-since"])
        largest, smallest = units_between(["year", "month", "week", "day"], "day")
        inc, mode = increment(smallest), random.choice(MODES)
        add({"op": op, "a": str(a), "b": str(b), "largestUnit": largest, "smallestUnit": smallest, "increment": inc, "mode": mode},
            [op, a, b, largest, smallest, inc, mode])
    for _ in range(800):  # plain date-times
        a = random_plain()
        b = random_plain() if random.random() < 0.5 else plain_text(
            datetime.fromisoformat(a[:19]) + timedelta(seconds=random.randrange(-200000, 200000)), fraction())
        op = random.choice(["datetime-until", "datetime-since"])
        largest, smallest = units_between(UNITS, "nanosecond")
        inc, mode = increment(smallest), random.choice(MODES)
        add({"op": op, "a": a, "b": b, "largestUnit": largest, "smallestUnit": smallest, "increment": inc, "mode": mode},
            [op, a, b, largest, smallest, inc, mode])
    for _ in range(900):  # zoned, around the zones' changes
        zone = random.choice(ZONES)
        ta, a = random_zoned(zone)
        if random.random() < 0.5:
            tb = ta + timedelta(minutes=random.randrange(-5000, 5000))
            b = zoned_text(tb, zone, fraction())
        else:
            _, b = random_zoned(zone)
        op = random.choice(["zoned-until", "zoned-since"])
        largest, smallest = units_between(UNITS, "nanosecond")
        inc, mode = increment(smallest), random.choice(MODES)
        add({"op": op, "a": a, "b": b, "largestUnit": largest, "smallestUnit": smallest, "increment": inc, "mode": mode},
            [op, a, b, largest, smallest, inc, mode])
    for _ in range(300):  # instants
        base = datetime(1970, 1, 1, tzinfo=timezone.utc)
        ta = base + timedelta(seconds=random.randrange(-2 * 10**9, 4 * 10**9))
        tb = ta + timedelta(seconds=random.randrange(-10**6, 10**6)) if random.random() < 0.7 else base + timedelta(seconds=random.randrange(-10**10, 10**10))
        a, b = timestamp_text(ta, fraction()), timestamp_text(tb, fraction())
        op = random.choice(["timestamp-until", "timestamp-since"])
        largest, smallest = units_between(UNITS[4:], "nanosecond")
        inc, mode = increment(smallest), random.choice(MODES)
        add({"op": op, "a": a, "b": b, "largestUnit": largest, "smallestUnit": smallest, "increment": inc, "mode": mode},
            [op, a, b, largest, smallest, inc, mode])
    for _ in range(700):  # rounding a span
        kind = random.choice(["none", "date", "zoned"])
        span = random_span(calendar=kind != "none", big=True)
        relative = "" if kind == "none" else str(random_date(1990, 2030)) if kind == "date" else random_zoned(random.choice(ZONES))[1]
        floor_unit = "day" if kind == "none" else "year"
        largest, smallest = units_between(UNITS[UNITS.index(floor_unit):], "nanosecond")
        inc = increment(smallest, (1, 1, 1, 2)) if largest == smallest or smallest in CLOCK_INCREMENTS else 1
        mode = random.choice(MODES)
        add({"op": "round", "span": span, "largestUnit": largest, "smallestUnit": smallest, "increment": inc, "mode": mode,
             "relativeTo": relative}, ["round", span, largest, smallest, inc, mode, relative])
    for _ in range(400):  # totals
        kind = random.choice(["none", "date", "zoned"])
        span = random_span(calendar=kind != "none", big=True)
        relative = "" if kind == "none" else str(random_date(1990, 2030)) if kind == "date" else random_zoned(random.choice(ZONES))[1]
        unit = random.choice(UNITS[UNITS.index("day" if kind == "none" else "year"):])
        add({"op": "total", "span": span, "unit": unit, "relativeTo": relative}, ["total", span, unit, relative])
    for _ in range(500):  # adding
        op = random.choice(["date-add", "datetime-add", "zoned-add", "timestamp-add"])
        if op == "date-add":
            value, span = str(random_date()), random_span()
        elif op == "datetime-add":
            value, span = random_plain(), random_span()
        elif op == "zoned-add":
            value, span = random_zoned(random.choice(ZONES))[1], random_span()
        else:
            value, span = timestamp_text(datetime(1970, 1, 1, tzinfo=timezone.utc) + timedelta(seconds=random.randrange(0, 4 * 10**9)), fraction()), random_span(calendar=False)
            if random.random() < 0.8:
                span = span.replace("P", "P", 1) if "D" not in span else span
        add({"op": op, "value": value, "span": span}, [op, value, span])

    answers = ask(oracle, rows)
    kept, left = [], {}
    for case, answer in zip(cases, answers):
        reason = "jiff panicked" if answer == "panic" else jiff_differs(case)
        if reason and reason.startswith("zoned") and case["op"] == "zoned-until" and case["largestUnit"] == "day":
            answer = whenever_until(case)  # whenever follows Temporal here (no month, no since)
            if answer:
                case["expected"], case["source"] = answer, "whenever"
                kept.append(case)
                continue
        if reason:
            left[reason] = left.get(reason, 0) + 1
            continue
        case["expected"] = answer
        if answer is None and case["op"].startswith("timestamp-") and "until" in case["op"] + "since" and "span" not in case:
            case["expected"] = exact_instant_span(case)  # jiff's span limits, not Temporal's
        kept.append(case)
    print(f"left out: {left}")
    cases = kept
    # whenever, where it follows Temporal: zoned until in units down to the smallest.
    checked = differed = 0
    for case in cases:
        if case["op"] != "zoned-until" or case["expected"] is None or case.get("source"):
            continue
        text = whenever_until(case)
        if text is None:
            continue
        checked += 1
        if normal(text) != normal(case["expected"]):
            case["whenever"] = text
            differed += 1
    print(f"whenever: {checked} zoned cases compared, {differed} differ (kept in `whenever`)")
    doc = {
        "source": "jiff 0.2.35 (BurntSushi/jiff, MIT/Unlicense), through Spec/tools/jiff_oracle; whenever 0.11 cross-checks zoned until",
        "generator": "Spec/tools/spans_vectors.py",
        "modes": "Temporal's rounding modes: trunc, floor, ceil, expand, halfExpand, halfEven",
        "expected": "a span in ISO 8601, a value's text, or a total; null where Temporal throws",
        "cases": cases,
    }
    with open(OUT, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    print(f"{len(cases)} cases, {sum(c['expected'] is None for c in cases)} errors -> {OUT}")


if __name__ == "__main__":
    main()
