#!/usr/bin/env python3
"""Writes Spec/epoch/vectors/format-epoch.json and Spec/date-time/vectors/format-full-date.json: what
`FastDate.format(_:as: .epoch(unit))` and `FastDate.format(_:as: .fullDate)` must write
(Spec/date-time/date-time.md, "Formatting"), computed here with Python's integers and `datetime`, not
from the Swift writers.

    python3 Spec/tools/format_vectors.py
"""
import datetime, decimal, json, os, random

decimal.getcontext().prec = 60

import generate_vectors as g

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = os.path.join(HERE, "..")
MIN_SECONDS, MAX_SECONDS = -8_640_000_000_000, 8_640_000_000_000
INT64 = (-(1 << 63), (1 << 63) - 1)
UNITS = {"seconds": 1, "milliseconds": 1_000, "microseconds": 1_000_000, "nanoseconds": 1_000_000_000}
YEAR_0000 = -62_167_219_200      # 0000-01-01T00:00:00Z
YEAR_10000 = 253_402_300_800     # 10000-01-01T00:00:00Z


def in_range(s, ns):
    return MIN_SECONDS <= s and (s < MAX_SECONDS or (s == MAX_SECONDS and ns == 0))


def epoch_vector(s, ns, unit, digits=None):
    """The number `.epoch(unit)` writes (with `.fractionDigits(digits)` when given): exact by
    default, with no trailing zeros; `digits` digits truncated toward the past otherwise."""
    v = {"seconds": s, "nanoseconds": ns, "utcOffset": 0, "unit": unit}
    if digits is not None:
        v["fractionDigits"] = digits
    per = UNITS[unit]
    total = s * 1_000_000_000 + ns
    whole = total // (1_000_000_000 // per)   # floor: toward the past
    if not in_range(s, ns) or not (INT64[0] < whole <= INT64[1]):
        v["error"] = "outOfRange"
        return v
    if digits is None:
        # The exact value as a decimal: Python's Decimal divides exactly here, as the divisor
        # is a power of ten; normalize() drops trailing zeros, and "f" keeps it positional.
        exact = (decimal.Decimal(total) / decimal.Decimal(1_000_000_000 // per)).normalize()
        text = format(exact, "f")
    elif digits > 9:
        v["error"] = "invalidFractionDigits"
        return v
    else:
        # No digit past the nanosecond: the unit's reader would refuse it.
        digits = min(digits, 9 - len(str(per)) + 1)
        scaled = (total * 10 ** digits * per) // 1_000_000_000   # floor, at 10^-digits of a unit
        sign = "-" if scaled < 0 else ""
        whole_part, fraction = divmod(abs(scaled), 10 ** digits)
        text = sign + str(whole_part) + ("." + str(fraction).zfill(digits) if digits else "")
    v["expected"] = text
    return v


def full_date_vector(s, ns, offset):
    v = {"seconds": s, "nanoseconds": ns, "utcOffset": offset}
    local = s + offset
    if not in_range(s, ns):
        v["error"] = "outOfRange"
    elif local < YEAR_0000 or local >= YEAR_10000:
        v["error"] = "unrepresentableYear"
    elif local < YEAR_0000 + 366 * 86_400:
        # Year 0000 (a leap year), which `datetime` cannot hold.
        day = (local - YEAR_0000) // 86_400
        month_lengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        month = 0
        while day >= month_lengths[month]:
            day -= month_lengths[month]
            month += 1
        v["expected"] = "0000-%02d-%02d" % (month + 1, day + 1)
    else:
        date = datetime.date(1970, 1, 1) + datetime.timedelta(days=local // 86_400)
        v["expected"] = "%04d-%02d-%02d" % (date.year, date.month, date.day)
    return v


def main():
    rng = random.Random(20261125)
    epoch = []
    edges = [(0, 0), (0, 1), (-1, 999_999_999), (-1, 0), (1, 0), (1_616_146_640, 123_456_789),
             (-1_616_146_640, 1), (MAX_SECONDS, 0), (MIN_SECONDS, 0), (MAX_SECONDS, 1), (MIN_SECONDS - 1, 999_999_999),
             (9_223_372_036, 854_775_807), (9_223_372_036, 854_775_808), (-9_223_372_037, 145_224_192),
             (-9_223_372_037, 145_224_193), (-9_223_372_036, 854_775_808)]
    for s, ns in edges:
        for unit in UNITS:
            epoch.append(epoch_vector(s, ns, unit))
    for _ in range(200):
        s = rng.randint(MIN_SECONDS, MAX_SECONDS - 1)
        if rng.random() < 0.5:
            s = rng.randint(-4_000_000_000, 4_000_000_000)
        epoch.append(epoch_vector(s, rng.randint(0, 999_999_999), rng.choice(list(UNITS))))
    # Fixed fraction digits: every count, on the edges and on random instants, both signs.
    # A generator of its own, so that the full-date vectors below stay as they were.
    rng_digits = random.Random(20261126)
    for digits in range(0, 11):
        for s, ns in edges[:8]:
            epoch.append(epoch_vector(s, ns, rng_digits.choice(list(UNITS)), digits))
    for _ in range(200):
        s = rng_digits.randint(-4_000_000_000, 4_000_000_000)
        epoch.append(epoch_vector(s, rng_digits.randint(0, 999_999_999), rng_digits.choice(list(UNITS)), rng_digits.randint(0, 9)))
    # Fractions with trailing zeros of every length, which the exact default leaves out.
    for zeros in range(0, 10):
        for unit in UNITS:
            ns = (rng_digits.randint(1, 999_999_999) // 10 ** zeros) * 10 ** zeros
            epoch.append(epoch_vector(rng_digits.randint(-4_000_000_000, 4_000_000_000), ns, unit))
    write(os.path.join("epoch", "vectors", "format-epoch.json"), "epoch", "FastDate.format(_:as: .epoch(unit)): exact by default (whole units, then the fraction of a unit with no trailing zeros); with fractionDigits(n), n digits truncated toward the past; outOfRange outside the supported range or where the whole units leave Int64", epoch)

    full = []
    for s, ns, off in [(0, 0, 0), (-1, 999_999_999, 0), (0, 0, -1), (0, 0, 86_399), (86_399, 999_999_999, 0),
                       (951_782_400, 0, 0), (YEAR_0000, 0, 0), (YEAR_0000 - 1, 0, 0), (YEAR_0000, 0, -1),
                       (YEAR_0000 + 59 * 86_400, 0, 0), (YEAR_10000 - 1, 999_999_999, 0), (YEAR_10000, 0, 0),
                       (YEAR_10000 - 3600, 0, 3600), (MAX_SECONDS, 0, 0), (MIN_SECONDS, 0, 0), (MAX_SECONDS, 1, 0),
                       (1_616_146_640, 123_000_000, 3600), (1_616_146_640, 0, -43_200), (1_616_146_640, 0, 50_400)]:
        full.append(full_date_vector(s, ns, off))
    for _ in range(200):
        s = rng.randint(YEAR_0000 - 86_400 * 400, YEAR_10000 + 86_400 * 400)
        off = rng.choice([0, 0, 3600, -18_000, 19_800, -86_399, 86_399, rng.randint(-86_399, 86_399)])
        full.append(full_date_vector(s, rng.randint(0, 999_999_999), off))
    for s, ns, off, written in g.written_offset_cases(random.Random(1232), 40):
        v = full_date_vector(s, ns, written) if g.writable_offset(written) else \
            {"seconds": s, "nanoseconds": ns, "utcOffset": written, "error": "invalidOffset"}
        v["utcOffset"] = off
        v["writtenUTCOffset"] = written
        full.append(v)
    write(os.path.join("date-time", "vectors", "format-full-date.json"), "fullDate", "FastDate.format(_:as: .fullDate): YYYY-MM-DD, the calendar date at utcOffset (or at writtenUTCOffset, invalidOffset where that is not whole minutes within a day); unrepresentableYear outside 0000-9999", full)


def write(name, fmt, description, vectors):
    with open(os.path.join(SPEC, name), "w") as f:
        f.write('{\n  "format": "%s",\n  "description": %s,\n  "vectors": [\n' % (fmt, json.dumps(description)))
        f.write(",\n".join("    " + json.dumps(v) for v in vectors))
        f.write("\n  ]\n}\n")


if __name__ == "__main__":
    main()
