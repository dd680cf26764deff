#!/usr/bin/env python3
"""Writes Spec/arithmetic/vectors/zoned.json: `FastDate.ZonedDateTime`'s arithmetic, period
starts, day lengths and rounding (Spec/arithmetic/zoned.md), from Python's whenever (PyPI),
which follows Temporal, over the system's tzdata (the zones the Swift test reads from the
bundled database, made from the same tzdata).

Adding calendar units follows Temporal, not whenever's `ZonedDateTime.add`, which keeps the old
offset inside an overlap and never refuses there: the local date-time moves as a plain date-time
(`PlainDateTime.add`, years and months together, clamped, then weeks and days), is placed again
with `assume_tz(zone, disambiguate=…)`, and the clock units are then added to the instant.
Rounding, period starts and day lengths follow Temporal too, where whenever differs from it in
a fold or a gap: whenever rounds the exact time across a fold and lets a fold's second pass
start the new day, where Temporal rounds the reading and then prefers the old offset
(`ZonedDateTime.prototype.round`), and a day starts at its first midnight (`GetStartOfDay`).
This file works those out from the spec's steps over whenever's placement of a reading; each
vector names its oracle: "whenever" where both agree, "temporal" where only the spec's steps give
the answer (whenever's is kept beside it). Not from the Swift code.

    python3 -m venv /tmp/wv && /tmp/wv/bin/pip install whenever
    /tmp/wv/bin/python Spec/tools/zoned_vectors.py
"""
import json, os, random, warnings
import whenever
from whenever import ZonedDateTime, Instant, TimeDelta, SkippedTime, RepeatedTime, PlainDateTime
import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "arithmetic", "vectors", "zoned.json")
NS = 10**9
ZONES = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago", "Australia/Sydney",
         "Pacific/Apia", "Asia/Kolkata", "Europe/London", "Pacific/Chatham", "America/Sao_Paulo", "Asia/Tehran",
         "America/St_Johns", "Africa/Casablanca", "Europe/Dublin", "UTC"]
MODES = {"down": "floor", "up": "ceil", "towardZero": "trunc", "awayFromZero": "expand",
         "toNearestOrAwayFromZero": "half_expand", "toNearestOrEven": "half_even"}
INCREMENTS = {"day": [1], "hour": [1, 2, 3, 4, 6, 8, 12], "minute": [1, 5, 15, 30], "second": [1, 10, 30],
              "millisecond": [1, 10, 250, 500], "microsecond": [1, 100], "nanosecond": [1, 5, 500]}


def nanos(z):
    return z.to_instant().timestamp(unit="nanosecond")


def result(z):
    s, n = divmod(nanos(z), NS)
    return {"resultSeconds": s, "resultNanoseconds": n, "resultOffset": int(z.offset.total("seconds")), "result": z.format_iso()}


UNIT_NS = {"day": 86400 * NS, "hour": 3600 * NS, "minute": 60 * NS, "second": NS, "millisecond": 10**6,
           "microsecond": 1000, "nanosecond": 1}


def round_count(x, q, rule):
    """x (never negative) to a multiple of q by the rule (Spec/arithmetic/rounding.md)."""
    down = x - x % q
    if x % q == 0:
        return x
    up = down + q
    r = x % q
    if rule in ("down", "towardZero"):
        return down
    if rule in ("up", "awayFromZero"):
        return up
    if rule == "toNearestOrAwayFromZero":
        return up if 2 * r >= q else down
    return up if 2 * r > q else down if 2 * r < q else (down if (down // q) % 2 == 0 else up)


def plain(local_ns):
    """A PlainDateTime from nanoseconds since 1970 on the clock."""
    s, n = divmod(local_ns, NS)
    d = datetime.datetime(1970, 1, 1) + datetime.timedelta(seconds=s)
    return PlainDateTime(d.year, d.month, d.day, d.hour, d.minute, d.second, nanosecond=n)


def local_ns(z):
    return nanos(z) + int(z.offset.total("seconds")) * NS


def start_of_day(zone, midnight_ns):
    """Temporal's GetStartOfDay: the first instant of the reading at midnight, or in a gap the change."""
    p = plain(midnight_ns)
    try:
        return p.assume_tz(zone, disambiguate="raise")
    except RepeatedTime:
        return p.assume_tz(zone, disambiguate="earlier")
    except SkippedTime:
        return p.assume_tz(zone, disambiguate="earlier").next_transition()


def temporal_start(z, unit):
    d = z.date()
    first = {"day": (d.year, d.month, d.day), "month": (d.year, d.month, 1), "year": (d.year, 1, 1)}[unit]
    midnight = (datetime.date(*first) - datetime.date(1970, 1, 1)).days * 86400 * NS
    return start_of_day(z.tz, midnight)


def temporal_length(z):
    midnight = local_ns(z) // (86400 * NS) * 86400 * NS
    return (nanos(start_of_day(z.tz, midnight + 86400 * NS)) - nanos(start_of_day(z.tz, midnight))) // NS


def temporal_round(z, unit, increment, rule):
    """Temporal's ZonedDateTime.prototype.round."""
    local = local_ns(z)
    if unit == "day":
        midnight = local // (86400 * NS) * 86400 * NS
        start, end = start_of_day(z.tz, midnight), start_of_day(z.tz, midnight + 86400 * NS)
        length = nanos(end) - nanos(start)
        return start if round_count(nanos(z) - nanos(start), length, rule) == 0 else end
    day, time = divmod(local, 86400 * NS)
    p = plain(day * 86400 * NS + round_count(time, UNIT_NS[unit] * increment, rule))
    try:
        return p.assume_tz(z.tz, disambiguate="raise")
    except RepeatedTime:
        later = p.assume_tz(z.tz, disambiguate="later")
        return later if later.offset == z.offset else p.assume_tz(z.tz, disambiguate="earlier")
    except SkippedTime:
        return p.assume_tz(z.tz, disambiguate="compatible")


def oracle(ours, theirs):
    if nanos(ours) == nanos(theirs) and ours.offset == theirs.offset:
        return {"oracle": "whenever"}
    return {"oracle": "temporal", "whenever": theirs.format_iso()}


def transitions(zone):
    """Instants near the zone's changes of offset, 1970-2037."""
    out = []
    z = Instant.from_utc(1970, 1, 1).to_tz(zone)
    end = Instant.from_utc(2037, 12, 31)
    while True:
        t = z.next_transition()
        if t is None or t.to_instant() > end:
            break
        out.append(t.to_instant())
        z = t
    return out


def main():
    rng = random.Random(20261129)
    vectors = []
    warnings.simplefilter("ignore")
    for zone in ZONES:
        changes = transitions(zone)
        starts = []
        for c in rng.sample(changes, min(len(changes), 12)):
            base = nanos(c.to_tz(zone))
            for delta in (-3600 * NS - 1, -1, 0, 1800 * NS, 86400 * NS // 2, 30 * 86400 * NS):
                starts.append(base + delta)
        for _ in range(20):
            starts.append(rng.randrange(0, 2145916800) * NS + rng.choice([0, rng.randrange(NS), 500_000_000]))
        for start in starts:
            z = Instant.from_timestamp(start, unit="nanosecond").to_tz(zone)
            base = {"zone": zone, "instantSeconds": start // NS, "instantNanoseconds": start % NS, "reading": z.format_iso()}
            # Adding: calendar units, clock units, or both, with a disambiguation.
            kind = rng.choice(["calendar", "clock", "both"])
            calendar = dict(years=0, months=0, weeks=0, days=0)
            clock = dict(hours=0, minutes=0, seconds=0, nanoseconds=0)
            if kind in ("calendar", "both"):
                calendar = dict(years=rng.choice([0, 0, 1, -1, 3]), months=rng.choice([0, 1, -1, 2, 13, -11]),
                                weeks=rng.choice([0, 0, 1, -2]), days=rng.choice([0, 1, -1, 7, 30, -45]))
            if kind in ("clock", "both"):
                clock = dict(hours=rng.choice([0, 1, -1, 24, 25, -23]), minutes=rng.choice([0, 30, -90]),
                             seconds=rng.choice([0, 1, -1, 3600]), nanoseconds=rng.choice([0, 1, -1, 1_500_000_000]))
            disambiguation = rng.choice(["compatible", "earlier", "later", "reject"])
            v = dict(base, op="add", disambiguation=disambiguation, **calendar, **clock, oracle="whenever")
            try:
                moved = z
                if any(calendar.values()):
                    moved_plain = z.to_plain().add(**calendar)
                    moved = moved_plain.assume_tz(zone, disambiguate="raise" if disambiguation == "reject" else disambiguation)
                if any(clock.values()):
                    moved = moved.add(**clock)
                v.update(result(moved))
            except SkippedTime:
                v.update(error="skippedLocalTime", local=z.to_plain().add(**calendar).format_iso())
            except RepeatedTime:
                v.update(error="repeatedLocalTime", local=z.to_plain().add(**calendar).format_iso())
            vectors.append(v)
            # The start of the day, the month or the year, the day's length, and rounding:
            # Temporal's steps, with whenever's answer where it agrees.
            unit = rng.choice(["day", "day", "month", "year"])
            ours, theirs = temporal_start(z, unit), z.start_of(unit)
            vectors.append(dict(base, op="start", unit=unit, **result(ours), **oracle(ours, theirs)))
            length, their_length = temporal_length(z), int(z.day_length().total("seconds"))
            vectors.append(dict(base, op="lengthOfDay", lengthSeconds=length,
                                oracle="whenever" if length == their_length else "temporal",
                                **({} if length == their_length else {"whenever": their_length})))
            unit = rng.choice(list(INCREMENTS))
            increment = rng.choice(INCREMENTS[unit])
            rule = rng.choice(list(MODES))
            ours, theirs = temporal_round(z, unit, increment, rule), z.round(unit, increment=increment, mode=MODES[rule])
            vectors.append(dict(base, op="round", unit=unit, increment=increment, rule=rule, **result(ours), **oracle(ours, theirs)))
    # Adding calendar units that land in a gap or an overlap, with every disambiguation: from a
    # day, a week and a month before the middle of each change's skipped or repeated hour.
    for zone in ZONES:
        changes = transitions(zone)
        for c in rng.sample(changes, min(len(changes), 8)):
            before = int(c.to_tz(zone).add(nanoseconds=-1).offset.total("seconds"))
            after = int(c.to_tz(zone).offset.total("seconds"))
            middle = c.timestamp(unit="nanosecond") + (min(before, after) + abs(after - before) // 2) * NS
            target = plain(middle)
            for calendar in (dict(days=1), dict(weeks=1), dict(months=1)):
                start_plain = target.subtract(**calendar)
                try:
                    z = start_plain.assume_tz(zone, disambiguate="raise")
                except (SkippedTime, RepeatedTime):
                    continue
                if z.to_plain().add(**calendar) != target:
                    continue  # a month end constrained the day
                base = {"zone": zone, "instantSeconds": nanos(z) // NS, "instantNanoseconds": nanos(z) % NS, "reading": z.format_iso()}
                for disambiguation in ("compatible", "earlier", "later", "reject"):
                    v = dict(base, op="add", disambiguation=disambiguation, years=0, months=calendar.get("months", 0),
                             weeks=calendar.get("weeks", 0), days=calendar.get("days", 0), hours=0, minutes=0, seconds=0,
                             nanoseconds=0, oracle="whenever")
                    try:
                        v.update(result(target.assume_tz(zone, disambiguate="raise" if disambiguation == "reject" else disambiguation)))
                    except SkippedTime:
                        v.update(error="skippedLocalTime", local=target.format_iso())
                    except RepeatedTime:
                        v.update(error="repeatedLocalTime", local=target.format_iso())
                    vectors.append(v)
    counts = {}
    for v in vectors:
        counts[v["op"]] = counts.get(v["op"], 0) + 1
    with open(OUT, "w") as f:
        f.write('{\n  "description": %s,\n  "generator": "Spec/tools/zoned_vectors.py",\n  "whenever": %s,\n  "counts": %s,\n  "vectors": [\n'
                % (json.dumps("ZonedDateTime: adding (Temporal's rule), start(of:), lengthOfDay and rounded(to:increment:_:) "
                              "in real zones around their changes of offset (Spec/arithmetic/zoned.md), from whenever"),
                   json.dumps(whenever.__version__), json.dumps(counts)))
        f.write(",\n".join("    " + json.dumps(v) for v in vectors))
        f.write("\n  ]\n}\n")
    print("wrote %s: %s" % (OUT, counts))


if __name__ == "__main__":
    main()
