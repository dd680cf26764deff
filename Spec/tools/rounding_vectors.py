#!/usr/bin/env python3
"""Writes Spec/arithmetic/vectors/timestamp-rounding.json: `FastDate.Timestamp.rounded(to:increment:_:)`
(Spec/arithmetic/rounding.md). Each reading is rounded by whenever's `OffsetDateTime.round`
(PyPI `whenever`, which follows Temporal), the oracle, wherever it reaches (local years
1-9999); a reading outside those years, or whose result leaves them, is worked out by this
file's own integer rule, which is checked against whenever on every vector both reach. The
refused increments follow Temporal's `ValidateTemporalRoundingIncrement`, with the maxima of
`PlainDateTime.prototype.round` (whenever accepts more, e.g. 90 minutes). Not from the Swift code.

    python3 -m venv /tmp/wv && /tmp/wv/bin/pip install whenever
    /tmp/wv/bin/python Spec/tools/rounding_vectors.py
"""
import json, os, random, warnings
import whenever
from whenever import OffsetDateTime, TimeDelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "arithmetic", "vectors", "timestamp-rounding.json")
NS = 10**9
DAY = 86400
UNIT_NS = {"day": DAY * NS, "hour": 3600 * NS, "minute": 60 * NS, "second": NS,
           "millisecond": 10**6, "microsecond": 10**3, "nanosecond": 1}
# Temporal's maximum for each unit (exclusive), day inclusive of 1.
MAXIMUM = {"hour": 24, "minute": 60, "second": 60, "millisecond": 1000, "microsecond": 1000, "nanosecond": 1000}
# FastDate's rule names, and whenever's mode for each.
MODES = {"down": "floor", "up": "ceil", "towardZero": "trunc", "awayFromZero": "expand",
         "toNearestOrAwayFromZero": "half_expand", "toNearestOrEven": "half_even"}
MIN_S, MAX_S = -8_640_000_000_000, 8_640_000_000_000


def valid_increments(unit):
    if unit == "day":
        return [1]
    m = MAXIMUM[unit]
    return [i for i in range(1, m) if m % i == 0]


def round_reading(seconds, nanos, offset, unit, increment, mode):
    """This file's rule: the reading's time of day, counted from its midnight, to a multiple of
    unit*increment; None when the result leaves the supported range."""
    local = seconds + offset
    day, sod = divmod(local, DAY)
    x = sod * NS + nanos
    q = UNIT_NS[unit] * increment
    down = x - x % q
    up = down if x % q == 0 else down + q
    r = x % q
    if mode in ("down", "towardZero"):
        y = down
    elif mode in ("up", "awayFromZero"):
        y = up
    elif mode == "toNearestOrAwayFromZero":
        y = up if 2 * r >= q else down
    else:
        y = up if 2 * r > q else down if 2 * r < q else (down if (x // q) % 2 == 0 else up)
    new_local = day * DAY * NS + y
    s, n = divmod(new_local, NS)
    s -= offset
    if not (MIN_S <= s and (s < MAX_S or (s == MAX_S and n == 0))):
        return None
    return s, n


def text(seconds, nanos, offset):
    local = seconds + offset
    day, sod = divmod(local, DAY)
    # Years outside 1-9999 are written as a day count: the Swift test compares numbers.
    try:
        import datetime
        d = datetime.date(1970, 1, 1) + datetime.timedelta(days=day)
        date = d.isoformat()
    except OverflowError:
        date = "day %d" % day
    sign = "+" if offset >= 0 else "-"
    o = abs(offset)
    return "%sT%02d:%02d:%02d.%09d%s%02d:%02d:%02d" % (date, sod // 3600, sod // 60 % 60, sod % 60, nanos,
                                                       sign, o // 3600, o // 60 % 60, o % 60)


def oracle(seconds, nanos, offset, unit, increment, mode):
    """whenever's answer, or None where it does not reach."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            odt = whenever.Instant.from_timestamp_nanos(seconds * NS + nanos).to_fixed_offset(TimeDelta(seconds=offset))
            got = odt.round(unit, increment=increment, mode=MODES[mode], stale_offset_ok=True)
            total = got.to_instant().timestamp(unit="nanosecond")
    except (ValueError, OverflowError):
        return None
    return divmod(total, NS)


def main():
    rng = random.Random(20261129)
    vectors, checked = [], 0
    offsets = [0, 3600, -18000, 19800, 20700, -12600, 45900, 86399, -86399, 37800, -34200, 3723]

    def add(seconds, nanos, offset, unit, increment, mode):
        nonlocal checked
        ours = round_reading(seconds, nanos, offset, unit, increment, mode)
        theirs = oracle(seconds, nanos, offset, unit, increment, mode)
        if theirs is not None:
            assert ours == theirs, (text(seconds, nanos, offset), unit, increment, mode, ours, theirs)
            checked += 1
        v = {"reading": text(seconds, nanos, offset), "seconds": seconds, "nanoseconds": nanos, "utcOffset": offset,
             "unit": unit, "increment": increment, "rule": mode}
        if ours is None:
            v["error"] = "outOfRange"
        else:
            v["resultSeconds"], v["resultNanoseconds"] = ours
            v["oracle"] = "whenever" if theirs is not None else "rule"
        vectors.append(v)

    units = list(UNIT_NS)
    # Random readings, years 1-9999 in UTC, any unit, increment and rule.
    for _ in range(1200):
        seconds = rng.randrange(-62135596800 + DAY, 253402300799 - DAY)
        nanos = rng.choice([0, rng.randrange(NS), rng.randrange(1000) * 10**6, rng.randrange(10**6) * 1000, 500_000_000])
        unit = rng.choice(units)
        add(seconds, nanos, rng.choice(offsets), unit, rng.choice(valid_increments(unit)), rng.choice(list(MODES)))
    # Exact ties: the time of day halfway between two multiples, for every rule.
    for _ in range(150):
        unit = rng.choice(units[:-1])
        increment = rng.choice(valid_increments(unit))
        q = UNIT_NS[unit] * increment
        if q % 2:
            continue
        offset = rng.choice(offsets)
        day = rng.randrange(-719000, 2932000)
        x = rng.randrange(DAY * NS // q) * q + q // 2
        if x >= DAY * NS:
            continue
        local = day * DAY * NS + x
        s, n = divmod(local, NS)
        for mode in MODES:
            add(s - offset, n, offset, unit, increment, mode)
    # Years outside 1-9999 and the ends of the supported range: this file's rule.
    for seconds, nanos in [(MIN_S, 0), (MIN_S, 1), (MAX_S - 1, 999_999_999), (MAX_S, 0), (-62135596800 - 1, 500_000_000),
                           (-62167219200, 0), (-62167219200 - 1, 0), (253402300799, 999_999_999), (253402300800, 0)]:
        for offset in (0, 3600, -3600, 86399, -86399):
            for unit in units:
                for mode in MODES:
                    add(seconds, nanos, offset, unit, valid_increments(unit)[-1], mode)
    refused = []
    for unit in units:
        good = set(valid_increments(unit))
        top = 2 if unit == "day" else MAXIMUM[unit] + 1
        tried = list(range(1, top)) if top <= 61 else [3, 6, 7, 9, 11, 300, 999, 1000, 1001]
        for increment in [0, -1] + tried + [10**9]:
            if increment not in good:
                refused.append({"unit": unit, "increment": increment})
    out = {
        "description": "Timestamp.rounded(to:increment:_:): the reading at its own offset, its time of day counted "
                       "from its midnight, to a multiple of unit x increment, by the rule; then the same offset "
                       "(Spec/arithmetic/rounding.md). \"oracle\" names who computed the result: whenever "
                       "(OffsetDateTime.round) or, outside its years, this generator's rule, checked against whenever "
                       "on %d vectors both reach. \"refused\": increments Temporal refuses (invalidIncrement)." % checked,
        "generator": "Spec/tools/rounding_vectors.py",
        "whenever": whenever.__version__,
        "vectors": vectors,
        "refused": refused,
    }
    with open(OUT, "w") as f:
        f.write('{\n  "description": %s,\n  "generator": %s,\n  "whenever": %s,\n  "vectors": [\n'
                % (json.dumps(out["description"]), json.dumps(out["generator"]), json.dumps(out["whenever"])))
        f.write(",\n".join("    " + json.dumps(v) for v in vectors))
        f.write('\n  ],\n  "refused": [\n')
        f.write(",\n".join("    " + json.dumps(v) for v in refused))
        f.write("\n  ]\n}\n")
    print("wrote %s: %d vectors (%d checked against whenever), %d refused increments" % (OUT, len(vectors), checked, len(refused)))


if __name__ == "__main__":
    main()
