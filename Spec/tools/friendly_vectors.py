#!/usr/bin/env python3
"""Writes Spec/duration/vectors/friendly.json: the friendly duration form (`2h 30m`,
Spec/duration/friendly.md), read and written by jiff, whose grammar it is, through the
oracle in `jiff_oracle/` (built as spans_vectors.py builds it). Not from the Swift code.

Each accepted text carries the value as the duration vectors do (sign, seven magnitudes,
nanoseconds, the canonical ISO 8601 text) and `friendly`, what jiff writes for that value
(compact designators, `-` for a negative one). Texts jiff refuses are in `rejected`: FastDate
refuses them too (the error kinds and offsets of the hand-checked ones are in `vectors`).

    FASTDATE_JIFF_SOURCE=<jiff source> /tmp/wv/bin/python Spec/tools/friendly_vectors.py
"""
import json, os, random, re

from spans_vectors import ask, build_oracle

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "duration", "vectors", "friendly.json")
NAMES = {
    "year": ["y", "yr", "yrs", "year", "years"], "month": ["mo", "mos", "month", "months"],
    "week": ["w", "wk", "wks", "week", "weeks"], "day": ["d", "day", "days"],
    "hour": ["h", "hr", "hrs", "hour", "hours"], "minute": ["m", "min", "mins", "minute", "minutes"],
    "second": ["s", "sec", "secs", "second", "seconds"],
    "millisecond": ["ms", "msec", "msecs", "milli", "millis", "millisecond", "milliseconds"],
    "microsecond": ["us", "usec", "usecs", "micro", "micros", "microsecond", "microseconds", "µs", "µsec", "µsecs"],
    "nanosecond": ["ns", "nsec", "nsecs", "nano", "nanos", "nanosecond", "nanoseconds"],
}
UNITS = list(NAMES)
# Hand-checked refusals: the kind and the byte FastDate names (Spec/duration/friendly.md).
ERRORS = [
    ("2h30", "expectedDurationUnit", 4, "a number with no unit after a unit"),
    ("1D", "expectedDurationStart", 0, "ISO 8601 without its P"),
    ("-3Y6M", "expectedDurationStart", 1, "ISO 8601 without its P, signed"),
    ("2 fortnights", "expectedDurationStart", 0, "no such unit first"),
    ("1h 2 fortnights", "expectedDurationUnit", 5, "no such unit later"),
    ("1m 1h", "misplacedDurationUnit", 4, "units out of order"),
    ("1h 1h", "misplacedDurationUnit", 4, "a unit twice"),
    ("1.5d", "misplacedDurationFraction", 3, "a fraction of a day"),
    ("1.5h 30m", "misplacedDurationFraction", 5, "a unit after a fraction"),
    ("1h,2m", "trailingBytes", 2, "a comma with no space after it"),
    ("-2h ago", "trailingBytes", 4, "a sign and ago both"),
    ("1hago", "expectedDurationStart", 0, "ago run into the unit: no unit is called hago"),
    ("1h 02:00:00", "misplacedDurationUnit", 3, "HH:MM:SS after a clock unit"),
    ("1:2", "expectedDurationUnit", 3, "HH:MM with no seconds"),
    ("1.h", "expectedFractionDigit", 2, "a decimal mark with no digit"),
    ("99999999999999999999s", "durationOutOfRange", 0, "a number past Int64"),
    ("1h ", "ok", None, "trailing space"),
]


def text_for(parts, rng):
    """A friendly text for `parts` (unit -> value), with varied names, spacing and commas."""
    words = []
    for unit in UNITS:
        if unit in parts:
            name = rng.choice(NAMES[unit])
            words.append(f"{parts[unit]}{rng.choice(['', '', ' '])}{name}")
    seps = [rng.choice([" ", " ", "", ", ", "  ", "\t"]) for _ in words]
    text = ""
    for k, word in enumerate(words):
        # No separator is only safe after a name that cannot run into the next number.
        text += word + (seps[k] if k + 1 < len(words) and (seps[k] or True) else "")
    return text.rstrip(", \t") if rng.random() < 0.9 else text


def iso_fields(iso):
    """(negative, [7 magnitudes], nanoseconds) of an ISO 8601 duration as jiff writes it."""
    m = re.fullmatch(r"(-?)P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.(\d+))?S)?)?", iso)
    assert m, iso
    values = [int(g or 0) for g in m.groups()[1:8]]
    nanos = int((m.group(9) or "").ljust(9, "0")) if m.group(9) else 0
    negative = m.group(1) == "-" and (any(values) or nanos)
    return bool(negative), values, nanos


def main():
    rng = random.Random(111)
    oracle, _ = build_oracle()
    inputs = []
    for _ in range(1500):
        count = rng.choice([1, 1, 2, 3, 4, 6])
        chosen = sorted(rng.sample(range(len(UNITS)), count))
        parts = {UNITS[i]: rng.choice([0, 1, 2, 5, 12, 30, 59, 90, 100, 999, 1500, rng.randrange(19999)]) for i in chosen}
        text = text_for(parts, rng)
        style = rng.random()
        if style < 0.1:
            text = "-" + text
        elif style < 0.15:
            text = "+" + text
        elif style < 0.25:
            text += rng.choice([" ago", "  ago", "\tago"])
        elif style < 0.3 and not any(u in parts for u in UNITS[4:]):
            text = (text + " " if text else "") + f"{rng.randrange(30):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}" + rng.choice(["", ".5", ",123", ".000000001"])
        elif style < 0.4:
            # a fraction on the last clock unit
            last = max((UNITS.index(u) for u in parts), default=0)
            if last >= 4:
                text = re.sub(r"(\d+)(\s*)([a-zµ]+)\s*$", lambda m: f"{m.group(1)}{rng.choice(['.', ','])}{rng.randrange(1, 10**rng.randrange(1, 10))}{m.group(2)}{m.group(3)}", text)
        inputs.append(text)
    # Mistakes people make, for the refusals.
    inputs += ["1 M", "1M", "1h1h", "1m1h", "1.5d", "1.5h30m", "1h,2m", "-2h ago", "1hago", "1h 02:00:00", " 1h", "1:2", "1.h",
               "1h 2", "h", "2 hours and 30 minutes", "1 hour 30", "1.0000000001s"]
    answers = ask(oracle, [["friendly-read", t] for t in inputs])
    vectors, rejected = [], []
    isos = []
    for text, iso in zip(inputs, answers):
        if iso is None or iso == "panic":
            rejected.append(text)
            continue
        isos.append((text, iso))
    writes = ask(oracle, [["friendly-write", iso] for _, iso in isos])
    for (text, iso), friendly in zip(isos, writes):
        negative, values, nanos = iso_fields(iso)
        fields = dict(zip(("years", "months", "weeks", "days", "hours", "minutes", "seconds"), values))
        vectors.append({"input": text, "negative": negative, **fields, "nanoseconds": nanos, "canonical": None,
                        "friendly": friendly, "jiffISO": iso, "description": "jiff 0.2.35"})
    for text, kind, offset, why in ERRORS:
        if kind == "ok":
            continue
        vectors.append({"input": text, "error": kind, "offset": offset, "description": why + " [hand-checked]"})
    doc = {
        "profile": "duration",
        "description": "The friendly duration form (FastDate.parseDuration, Spec/duration/friendly.md): "
                       "read and written by jiff 0.2.35 (BurntSushi/jiff, MIT/Unlicense), whose grammar it is; "
                       "`canonical` is filled by the ISO 8601 writer's rule (Spec/tools/friendly_vectors.py)",
        "vectors": vectors,
        "rejected": rejected,
    }
    # The canonical ISO 8601 text, by durations.py's writer.
    import durations
    for v in vectors:
        if "error" not in v:
            v["canonical"] = durations.format_duration(v["negative"], [v[k] for k in ("years", "months", "weeks", "days", "hours", "minutes", "seconds")], v["nanoseconds"])
    with open(OUT, "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"{len(vectors)} vectors, {len(rejected)} rejected -> {OUT}")


if __name__ == "__main__":
    main()
