"""ISO 8601 durations (Spec/duration/durations.md): the reference reader and writer, and the
vectors in Spec/duration/vectors/duration.json.

Two independent readings check each other before anything is written:
- `parse`, a byte-at-a-time reader that decides every error kind and offset;
- `cross_check`, a regular expression plus `fractions.Fraction` arithmetic, which
  recomputes every accepted value without sharing code with `parse`.
Then `format` (the canonical writer) is checked to read back to the same value.

Imported by generate_vectors.py, which sets `g` to itself (for write_json and ParseError).
"""

import random
import re
from fractions import Fraction

g = None  # generate_vectors, set by its main()

FOLDER = "duration"
INT64_MAX = 2**63 - 1
NS_PER_S = 10**9

ERROR_KINDS = ("expectedDurationStart", "expectedDurationNumber", "expectedDurationUnit",
               "misplacedDurationUnit", "misplacedDurationFraction", "durationOutOfRange")

# Designators in order. Before T: Y M W D; after T: H M S.
DATE_UNITS = {"Y": 0, "M": 1, "W": 2, "D": 3}
TIME_UNITS = {"H": 4, "M": 5, "S": 6}
FIELDS = ("years", "months", "weeks", "days", "hours", "minutes", "seconds")
# Seconds in one unit of each exact field (weeks .. seconds).
EXACT_SECONDS = {2: 604800, 3: 86400, 4: 3600, 5: 60, 6: 1}


def is_digit(c):
    return c is not None and 0x30 <= c <= 0x39


def parse(data):
    """('ok', negative, [7 magnitudes], nanoseconds) or ('error', kind, offset)."""
    try:
        return _parse(data)
    except g.ParseError as e:
        return ("error", e.kind, e.offset)


def _parse(b):
    if not b:
        raise g.ParseError("empty", 0)
    n = len(b)

    def at(i):
        return b[i] if i < n else None

    i = 0
    negative = False
    if at(0) in (ord("+"), ord("-")):
        negative = at(0) == ord("-")
        i = 1
    if at(i) not in (ord("P"), ord("p")):
        raise g.ParseError("expectedDurationStart", i)
    i += 1
    values = [0] * 7
    nanos = 0
    in_time = False
    last = -1              # index of the last unit read
    fraction_seen = False  # a fraction was read: nothing may follow
    exact = 0              # seconds in weeks..seconds so far
    if at(i) in (ord("T"), ord("t")):
        in_time = True
        i += 1
    if not is_digit(at(i)):
        raise g.ParseError("expectedDurationNumber", i)
    while True:
        # one component: digits [frac] designator
        start = i
        if fraction_seen:
            raise g.ParseError("misplacedDurationFraction", start)
        value = 0
        while is_digit(at(i)):
            value = value * 10 + (b[i] - 0x30)
            if value > INT64_MAX:
                raise g.ParseError("durationOutOfRange", start)
            i += 1
        billionths = None
        if at(i) in (ord("."), ord(",")):
            i += 1
            if not is_digit(at(i)):
                raise g.ParseError("expectedFractionDigit", i)
            digits = 0
            billionths = 0
            while is_digit(at(i)):
                if digits < 9:
                    billionths = billionths * 10 + (b[i] - 0x30)
                    digits += 1
                i += 1
            billionths *= 10 ** (9 - digits)
        c = at(i)
        letter = chr(c).upper() if c is not None and c < 128 else None
        units = TIME_UNITS if in_time else DATE_UNITS
        other = DATE_UNITS if in_time else TIME_UNITS
        if letter in units:
            unit = units[letter]
        elif letter in other:
            raise g.ParseError("misplacedDurationUnit", i)
        else:
            raise g.ParseError("expectedDurationUnit", i)
        if unit <= last:
            raise g.ParseError("misplacedDurationUnit", i)
        if billionths is not None and unit < 4:
            raise g.ParseError("misplacedDurationFraction", i)
        last = unit
        values[unit] = value
        if unit >= 2:
            exact += value * EXACT_SECONDS[unit]
        if billionths is not None:
            fraction_seen = True
            total_ns = billionths * EXACT_SECONDS[unit]   # billionths of the unit -> ns
            spread, nanos = divmod(total_ns, NS_PER_S)
            exact += spread
            if unit == 4:
                values[5], values[6] = divmod(spread, 60)
            elif unit == 5:
                values[6] = spread
        if exact > INT64_MAX:
            raise g.ParseError("durationOutOfRange", start)
        i += 1
        c = at(i)
        if c is None:
            break
        if is_digit(c):
            continue
        if c in (ord("T"), ord("t")) and not in_time:
            in_time = True
            i += 1
            if not is_digit(at(i)):
                raise g.ParseError("expectedDurationNumber", i)
            continue
        raise g.ParseError("trailingBytes", i)
    if not any(values) and nanos == 0:
        negative = False
    return ("ok", negative, values, nanos)


XCHECK = re.compile(
    r"^([+-]?)[Pp]"
    r"(?:(\d+)[Yy])?(?:(\d+)[Mm])?(?:(\d+)[Ww])?(?:(\d+)[Dd])?"
    r"(?:[Tt](?=\d)(?:(\d+(?:[.,]\d+)?)[Hh])?(?:(\d+(?:[.,]\d+)?)[Mm])?(?:(\d+(?:[.,]\d+)?)[Ss])?)?\Z")


def cross_check(data, result):
    """Recompute an accepted value with a regex and exact fractions; refuse a rejected
    input the regex would accept only when the reason is a limit."""
    text = data.decode("ascii", "replace")
    m = XCHECK.match(text)
    if result[0] == "error":
        if m is not None and all(x is None or "." not in x and "," not in x for x in m.groups()[5:]):
            assert result[1] in ("durationOutOfRange",) or not any(m.groups()[1:]), (data, result)
        return
    assert m is not None and any(m.groups()[1:]), (data, result)
    raw = m.groups()[1:]
    fractional = [k for k, x in enumerate(raw) if x and ("." in x or "," in x)]
    assert len(fractional) <= 1 and (not fractional or fractional[0] >= 4)
    present = [k for k, x in enumerate(raw) if x]
    assert not fractional or fractional[0] == present[-1]
    ints = [0] * 7
    total = Fraction(0)
    for k, x in enumerate(raw):
        if not x:
            continue
        whole, _, frac = x.replace(",", ".").partition(".")
        ints[k] = int(whole)
        if frac:
            kept = Fraction(int((frac + "0" * 9)[:9]), NS_PER_S)   # first nine digits
            total += kept * EXACT_SECONDS[k]
    # the spread fraction, exactly
    spread_ns = total * NS_PER_S
    assert spread_ns.denominator == 1
    spread_ns = int(spread_ns)
    values = list(ints)
    seconds_spread, nanos = divmod(spread_ns, NS_PER_S)
    if fractional and fractional[0] == 4:
        values[5], values[6] = divmod(seconds_spread, 60)
    elif fractional and fractional[0] == 5:
        values[6] = seconds_spread
    negative = m.group(1) == "-" and (any(values) or nanos)
    assert result == ("ok", bool(negative), values, nanos), (data, result, values, nanos)


def format_duration(negative, values, nanos):
    out = "-" if negative else ""
    out += "P"
    for k in range(4):
        if values[k]:
            out += "%d%s" % (values[k], "YMWD"[k])
    if any(values[4:]) or nanos or not any(values[:4]):
        out += "T"
        if values[4]:
            out += "%dH" % values[4]
        if values[5]:
            out += "%dM" % values[5]
        if values[6] or nanos or not any(values[:6]):
            out += "%d" % values[6]
            if nanos:
                out += ("." + "%09d" % nanos).rstrip("0")
            out += "S"
    return out


MAX_LENGTH = len("-P" + ("%dY" % INT64_MAX) * 4 + "T" + ("%dH" % INT64_MAX) * 2 + "%d.123456789S" % INT64_MAX)


def vector_fields(result, _data):
    """The value of an accepted duration, and the canonical text that must read back to it."""
    _, negative, values, nanos = result
    v = {"negative": negative}
    for name, value in zip(FIELDS, values):
        v[name] = value
    v["nanoseconds"] = nanos
    canonical = format_duration(negative, values, nanos)
    assert parse(canonical.encode()) == result, canonical
    assert len(canonical) <= MAX_LENGTH
    v["canonical"] = canonical
    return v


def new_file():
    return g.ValueVectorFile(
        FOLDER + "/duration", "duration",
        "ISO 8601 durations (FastDate.parseDuration, Spec/duration/durations.md): sign, the seven magnitudes and "
        "nanoseconds, and the canonical text FastDate.formatDuration writes; or the error",
        parse, vector_fields, cross_check)


HAND_VERIFIED = [
    # input, expected (prefix of the result tuple), description
    ("PT4M13S", ("ok", False, [0, 0, 0, 0, 0, 4, 13], 0), "YouTube's contentDetails.duration"),
    ("P3Y6M4DT12H30M5S", ("ok", False, [3, 6, 0, 4, 12, 30, 5], 0), "ISO 8601's example"),
    ("PT1.5H", ("ok", False, [0, 0, 0, 0, 1, 30, 0], 0), "a fraction of an hour spreads into minutes"),
    ("PT0.000000001H", ("ok", False, [0, 0, 0, 0, 0, 0, 0], 3600), "a billionth of an hour is 3.6 us"),
    ("-PT1H", ("ok", True, [0, 0, 0, 0, 1, 0, 0], 0), "negative"),
    ("PT0.5S", ("ok", False, [0, 0, 0, 0, 0, 0, 0], 500000000), "half a second"),
    ("-PT0S", ("ok", False, [0] * 7, 0), "negative zero is zero"),
    ("P", ("error", "expectedDurationNumber", 1), "P alone"),
    ("PT", ("error", "expectedDurationNumber", 2), "PT alone"),
    ("P1S", ("error", "misplacedDurationUnit", 2), "seconds before T"),
    ("PT1.5H30M", ("error", "misplacedDurationFraction", 6), "a fraction not last"),
    ("P1Y2Y", ("error", "misplacedDurationUnit", 4), "a unit twice"),
    ("P1.5D", ("error", "misplacedDurationFraction", 4), "a fraction of a day"),
    ("PT9223372036854775808S", ("error", "durationOutOfRange", 2), "one past Int64"),
]


def build():
    f = new_file()
    for text, expect, desc in HAND_VERIFIED:
        f.add(text, desc + " [hand-verified]", expect)
    valid = [
        ("P1DT2H", "Schema.org / OpenAPI"), ("PT36H", "hours past a day stay hours"), ("P1W", "weeks alone"),
        ("P2W3D", "weeks with days (ISO 8601-2, Temporal)"), ("P1Y2M3W4DT5H6M7.008009010S", "every component"),
        ("P1M", "M before T is months"), ("PT1M", "M after T is minutes"), ("P1MT1M", "both Ms"),
        ("pt1h", "lower case"), ("p1y2m3w4dt5h6m7s", "all lower case"), ("P1dT2h", "mixed case"),
        ("+P1D", "explicit plus"), ("-P1Y", "negative years"), ("-P1DT0.5S", None), ("P0D", "zero days"),
        ("PT0S", "canonical zero"), ("P0Y0M0W0DT0H0M0S", "every component zero"), ("P01D", "leading zero"),
        ("P0000000000000000000000001D", "many leading zeros"), ("PT0,5S", "comma as decimal mark"),
        ("PT1,25M", "a comma fraction of a minute"), ("PT1.25M", "a quarter minute is 15 s"),
        ("PT2H0.5M", "fraction on the last time component"), ("PT1.999999999S", "nine digits"),
        ("PT1.9999999999999S", "more digits truncate"), ("PT0.0000000001S", "below a nanosecond is zero"),
        ("PT0.000000000999H", "truncated before conversion"), ("PT0.123456789H", "nine digits of an hour"),
        ("PT1.000000001S", None), ("P1Y1S"[:0] + "P1YT1S", None), ("PT59M59.999S", None),
        ("P9223372036854775807Y", "Int64 years"), ("P9223372036854775807M", "Int64 months"),
        ("P9223372036854775807Y9223372036854775807M", "years and months do not count towards the exact limit"),
        ("PT9223372036854775807S", "Int64 seconds"), ("PT9223372036854775807.999999999S", "and a fraction"),
        ("PT153722867280912930M7S", "exactly Int64 seconds in minutes and seconds"),
        ("PT2562047788015215H30M7S", "exactly Int64 seconds in hours"),
        ("P15250284452471W3DT15H30M7S", "exactly Int64 seconds in weeks"),
        ("P106751991167300DT15H30M7S", "exactly Int64 seconds in days"),
        ("PT2562047788015215.5H", "a fraction of an hour within the limit"),
        ("PT0." + "9" * 1000 + "S", "a thousand fraction digits, truncated"),
    ]
    for text, desc in valid:
        r = f.add(text, desc)
        assert r is None or r[0] == "ok", (text, r)
    invalid = [
        ("", None), ("1D", "no P"), ("T1H", None), ("-", None), ("+", None), ("--P1D", None), ("-+P1D", None),
        (" P1D", None), ("P1D ", "trailing space"), ("P 1D", None), ("P1 D", None), ("P-1D", "sign inside"),
        ("P+1D", None), ("PT-1H", None), ("P1", "number without a unit"), ("P1.5", None), ("PT1", None),
        ("P1X", None), ("P1DT", "T without a time component"), ("P1DT ", None), ("PTT1H", None), ("P1DTT1H", None),
        ("PT1HT1M", "T twice"), ("P1H", "hours before T"), ("PT1D", "days after T"), ("PT1Y", None), ("PT1W", None),
        ("P1D1Y", "out of order"), ("P1M1Y", None), ("P1D1W", None), ("PT1S1H", None), ("PT1M1H", None),
        ("PT1H1H", None), ("P1W1W", None), ("P1D2D", None), ("PT1S5", "a number after the last unit"),
        ("PT1S5M", None), ("P1Y.5M", None), ("P.5Y", None), ("PT.5S", "fraction without an integer"),
        ("PT1.S", "a dot needs a digit"), ("PT1,S", None), ("PT1.5.5S", None), ("PT1..5S", None),
        ("P1.5Y", "fraction of a year"), ("P1.5M", "fraction of a month"), ("P1.5W", None), ("P1,5D", None),
        ("PT1.5M30S", "fraction on minutes, then seconds"), ("PT0.5H0M", "even a zero component after a fraction"),
        ("P1.5DT1H", None), ("PT1.5S1", None), ("P1DX", None), ("P1D\x00", None), ("P1D\n", None),
        ("P\u0661D", "Arabic-Indic digit"), ("P\uff11D", "fullwidth digit"), ("PT1\u0053\u0301", None),
        ("P1\u0414", "Cyrillic De"), ("Ｐ1D", "fullwidth P"), ("P1e3D", None), ("PT1.5e3S", None),
        ("P1_000D", None), ("R5/P1D", None), ("P1D/P2D", None), ("2021-03-19T09:37:20Z/P1D", None),
        ("P0001-02-03T04:05:06", "the alternative format is not read"), ("PT36H ", None),
        ("P9223372036854775808Y", "one past Int64 years"), ("P99999999999999999999D", None),
        ("PT9223372036854775807S1", None), ("PT153722867280912930M8S", "one second past Int64 seconds"),
        ("PT2562047788015216H", "one hour past"), ("P15250284452472W", "one week past"),
        ("P106751991167301D", "one day past"), ("P106751991167300DT15H30M8S", "one second past in the last component"),
        ("PT2562047788015215.9H", "the fraction passes the limit"),
        ("P" + "9" * 1000 + "D", "a thousand digits"),
        ("P1DT" + "1" * 30 + "H", None),
    ]
    for text, desc in invalid:
        r = f.add(text, desc)
        assert r is None or r[0] == "error", (text, r)
    # every truncation and single-byte mutation of a few valid inputs
    rng = random.Random(9557)
    for base in ["P3Y6M4DT12H30M5S", "-PT4M13.25S", "P2W3DT1.5H", "pt1,5m", "P21DT7H22M8.5S"]:
        for k in range(len(base)):
            f.add(base[:k])
        for k in range(len(base)):
            for c in "P T.,-+0 9YMWDHSx\x00":
                f.add(base[:k] + c + base[k + 1:])
                f.add(base[:k] + c + base[k:])
            f.add(base[:k] + base[k + 1:])
    # The shape the reader's fast path takes (Spec/duration/durations.md, "Reading fast"): numbers of
    # every length around its nine-digit limit in each component, alone and together.
    digits = random.Random(9)
    for length in range(1, 13):
        n = lambda: str(digits.randint(1, 9)) + "".join(digits.choice("0123456789") for _ in range(length - 1))
        for shape in ("P%sD", "PT%sH", "PT%sM", "PT%sS", "PT%s.5S", "P1DT%sH", "PT1H%sM", "PT1M%sS", "P%sDT1S"):
            f.add(shape % n(), "a %d-digit number" % length)
        f.add("P%sDT%sH%sM%sS" % (n(), n(), n(), n()), "%d-digit numbers" % length)
    # random valid durations, every shape
    for _ in range(300):
        text = random_duration(rng)
        r = f.add(text, "random")
        assert r is None or r[0] == "ok", (text, r)
    return f


def random_duration(rng):
    text = rng.choice(["", "", "", "-", "+"]) + rng.choice("Pp")
    units = []
    date_units = [u for u in "YMWD" if rng.random() < 0.35]
    time_units = [u for u in "HMS" if rng.random() < 0.45]
    if not date_units and not time_units:
        time_units = ["S"]

    def number(limit):
        digits = rng.choice([1, 1, 2, 2, 3, 4, 6, limit])
        return str(rng.randrange(10 ** digits))
    for u in date_units:
        text += number(12) + (u if rng.random() < 0.8 else u.lower())
        units.append(u)
    if time_units:
        text += rng.choice("TTTt")
        for k, u in enumerate(time_units):
            text += number(6)
            if k == len(time_units) - 1 and rng.random() < 0.4:
                text += rng.choice("..,") + "".join(rng.choice("0123456789") for _ in range(rng.choice([1, 3, 6, 9, 12])))
            text += u if rng.random() < 0.8 else u.lower()
    return text
