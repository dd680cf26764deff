#!/usr/bin/env python3
"""Writes Spec/arithmetic/vectors/date-difference.json: `FastDate.LocalDate.until(_:largestUnit:)`
and `since(_:largestUnit:)` (Spec/arithmetic/difference.md), by Temporal's `DifferenceISODate`
written out step by step from the spec (its loops, `ISODateSurpasses`, `RegulateISODate`),
and checked against Python's whenever (`Date.until`, which follows the current rule at month
ends) on every pair. `since` is Temporal's, the negated `until` (whenever's `a.since(b)` is
`b.until(a)`, which differs at month ends: test262's
`PlainDate/prototype/since/wrapping-at-end-of-month.js`). Not from the Swift code.

    python3 -m venv /tmp/wv && /tmp/wv/bin/pip install whenever
    /tmp/wv/bin/python Spec/tools/difference_vectors.py
"""
import json, os, random
import whenever
from whenever import Date
from civil import days_in_month, days as epoch_days, civil  # the civil vectors' own day count

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "arithmetic", "vectors", "date-difference.json")
UNITS = {"year": ["years", "months", "days"], "month": ["months", "days"], "week": ["weeks", "days"], "day": ["days"]}


def balance_year_month(y, m):
    return (y + (m - 1) // 12, (m - 1) % 12 + 1)


def balance_date(y, m, d):
    return civil(epoch_days(y, m, 1) + d - 1)


def surpasses(sign, y1, m1, d1, two):
    """Temporal's ISODateSurpasses."""
    y2, m2, d2 = two
    if y1 != y2:
        return sign * (y1 - y2) > 0
    if m1 != m2:
        return sign * (m1 - m2) > 0
    if d1 != d2:
        return sign * (d1 - d2) > 0
    return False


def difference(one, two, largest):
    """Temporal's DifferenceISODate, step by step."""
    sign = -((one > two) - (one < two))
    if sign == 0:
        return (0, 0, 0, 0)
    years = 0
    if largest == "year":
        candidate = sign
        while not surpasses(sign, one[0] + candidate, one[1], one[2], two):
            years = candidate
            candidate += sign
    months = 0
    if largest in ("year", "month"):
        candidate = sign
        inter = balance_year_month(one[0] + years, one[1] + candidate)
        while not surpasses(sign, inter[0], inter[1], one[2], two):
            months = candidate
            candidate += sign
            inter = balance_year_month(inter[0], inter[1] + sign)
    inter = balance_year_month(one[0] + years, one[1] + months)
    constrained = (inter[0], inter[1], min(one[2], days_in_month(*inter)))
    weeks = 0
    if largest == "week":
        candidate = sign
        inter = balance_date(constrained[0], constrained[1], constrained[2] + 7 * candidate)
        while not surpasses(sign, *inter, two):
            weeks = candidate
            candidate += sign
            inter = balance_date(inter[0], inter[1], inter[2] + 7 * sign)
    days = epoch_days(*two) - epoch_days(*balance_date(constrained[0], constrained[1], constrained[2] + 7 * weeks))
    return (years, months, weeks, days)


def text(date):
    return "%04d-%02d-%02d" % date


def random_date(rng, low=1, high=9999):
    y = rng.randint(low, high)
    m = rng.randint(1, 12)
    return (y, m, rng.choice([1, 28, days_in_month(y, m), rng.randint(1, days_in_month(y, m))]))


def main():
    rng = random.Random(20261129)
    pairs = [((2024, 1, 31), (2024, 2, 28)), ((2024, 1, 29), (2024, 3, 28)), ((2024, 3, 28), (2024, 1, 29)),
             ((2023, 1, 31), (2023, 2, 28)), ((2024, 2, 29), (2025, 2, 28)), ((2024, 2, 29), (2028, 2, 29)),
             ((2020, 12, 31), (2021, 1, 1)), ((1, 1, 1), (9999, 12, 31)), ((9999, 12, 31), (1, 1, 1)),
             ((2024, 5, 31), (2024, 6, 30)), ((2024, 3, 31), (2024, 2, 29)), ((2000, 1, 1), (2000, 1, 1))]
    for _ in range(1500):
        one = random_date(rng)
        near = rng.random() < 0.7
        if near:
            n = epoch_days(*one) + rng.randint(-800, 800)
            two = civil(n)
            if not 1 <= two[0] <= 9999:
                continue
        else:
            two = random_date(rng)
        pairs.append((one, two))
    # test262's intl402/Temporal/PlainDate/prototype/since/wrapping-at-end-of-month-gregory.js
    # (tc39/test262, BSD licence): `since` at month ends, [years, months, weeks, days].
    test262 = [((1970, 1, 28), (1970, 2, 28), "year", [0, -1, 0, 0]), ((1970, 1, 29), (1970, 2, 28), "year", [0, 0, 0, -30]),
               ((1970, 1, 30), (1970, 2, 28), "month", [0, 0, 0, -29]), ((1970, 1, 31), (1970, 2, 28), "month", [0, 0, 0, -28]),
               ((1972, 1, 29), (1972, 2, 29), "year", [0, -1, 0, 0]), ((1972, 1, 30), (1972, 2, 29), "month", [0, 0, 0, -30]),
               ((1972, 1, 31), (1972, 2, 29), "year", [0, 0, 0, -29]), ((1970, 12, 30), (1973, 4, 30), "month", [0, -28, 0, 0]),
               ((1970, 12, 30), (1973, 4, 30), "year", [-2, -4, 0, 0]), ((1970, 12, 31), (1973, 4, 30), "month", [0, -27, 0, -30]),
               ((1970, 12, 31), (1973, 4, 30), "year", [-2, -3, 0, -30]), ((1970, 1, 29), (1970, 3, 28), "month", [0, -1, 0, -28]),
               ((1970, 1, 31), (1971, 5, 30), "year", [-1, -3, 0, -30])]
    vectors, agreed, differed = [], 0, 0
    for one, two, largest, since in test262:
        ours = difference(one, two, largest)
        assert [-x for x in ours] == since, (one, two, largest, ours, since)
        vectors.append({"from": text(one), "to": text(two), "largestUnit": largest, "until": list(ours), "since": since,
                        "oracle": "test262"})
    for one, two in pairs:
        for largest in UNITS:
            if largest in ("month", "week") and abs(one[0] - two[0]) > 60:
                continue  # the spec's loops step a month or a week at a time
            ours = difference(one, two, largest)
            try:
                theirs = Date(*one).until(Date(*two), in_units=UNITS[largest]).format_iso()
            except ValueError as error:
                theirs = "error: %s" % error  # whenever's durations stop short of 9,998 years in days
            expected = "%sP%s%s%s%dD" % ("-" if min(ours) < 0 else "",
                                         ("%dY" % abs(ours[0])) if "years" in UNITS[largest] else "",
                                         ("%dM" % abs(ours[1])) if "months" in UNITS[largest] else "",
                                         ("%dW" % abs(ours[2])) if "weeks" in UNITS[largest] else "", abs(ours[3]))
            v = {"from": text(one), "to": text(two), "largestUnit": largest, "until": list(ours), "since": [-x for x in ours]}
            if theirs == expected:
                v["oracle"] = "whenever"
                agreed += 1
            else:
                # whenever keeps Temporal's older rule where a month's end is constrained to the
                # target day (Jan 31 to Feb 28 in a common year is P1M there, P28D in test262).
                v["oracle"] = "temporal"
                v["whenever"] = theirs
                differed += 1
            vectors.append(v)
    checked = agreed
    with open(OUT, "w") as f:
        f.write('{\n  "description": %s,\n  "generator": "Spec/tools/difference_vectors.py",\n  "whenever": %s,\n  "vectors": [\n'
                % (json.dumps("LocalDate until/since by Temporal's DifferenceISODate: [years, months, weeks, days], signed; "
                              "`since` is the negated `until` (Spec/arithmetic/difference.md). The spec's steps, equal to whenever's "
                              "Date.until on %d vectors (oracle whenever), to test262's month-end cases (oracle test262); "
                              "where whenever keeps the older month-end rule, the spec's steps alone (oracle temporal, "
                              "whenever's answer beside it: %d)." % (agreed, differed)), json.dumps(whenever.__version__)))
        f.write(",\n".join("    " + json.dumps(v) for v in vectors))
        f.write("\n  ]\n}\n")
    print("wrote %s: %d vectors, %d agreeing with whenever, %d not" % (OUT, len(vectors), agreed, differed))


if __name__ == "__main__":
    main()
