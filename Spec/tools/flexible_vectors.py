#!/usr/bin/env python3
"""Writes Spec/flexible/vectors/flexible.json: `.flexible`'s vectors (Spec/flexible/flexible.md).

    python3 Spec/tools/flexible_vectors.py

- Every valid vector of the grammars `.flexible` tries (ISO 8601, RFC 5322, HTTP-date,
  .NET JSON dates, RFC 9557), whose text no earlier step reads: the same instant, since a
  step reads a text only when every step before it refused it. RFC 9557's are taken one in
  five (they are thousands of one-byte changes to zone names).
- Epoch numbers, from every number-shaped input of the Spec's vectors and from numbers
  around the 2e10 threshold, computed here with Python's `decimal` by the rule: a
  magnitude past 2e10 is milliseconds, anything else seconds.
- The hand-written vectors at the end, each with the step that decides it.

Deterministic: the same vector files give the same file.
"""
import json, os, re
from decimal import Decimal, getcontext

getcontext().prec = 60
ROOT = os.path.join(os.path.dirname(__file__), "..")
THRESHOLD = Decimal(20_000_000_000)
# The instants every reader accepts: ±8.64e12 s around 1970 (Spec/date-time/date-time.md).
LIMIT_SECONDS = Decimal(8_640_000_000_000)
NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?\Z")

SOURCES = [
    ("date-time", "iso8601-valid.json", 1), ("date-time", "javascript-shape.json", 1),
    ("internet", "rfc5322.json", 1), ("internet", "http-date.json", 1),
    ("dotnet-json", "dotnet-json.json", 1), ("rfc9557", "rfc9557.json", 5),
]


def load(grammar, name):
    data = json.load(open(os.path.join(ROOT, grammar, "vectors", name)))
    for v in data["vectors"]:
        if "input" in v:
            yield v.get("profile", data.get("profile")), v


def number_vector(text, description):
    """The rule's reading of `text`, or None when it is out of range or finer than the unit allows."""
    value = Decimal(text)
    milliseconds = abs(value) > THRESHOLD
    # The epoch reader takes as many fraction digits as reach a nanosecond, and no more
    # (Spec/epoch/epoch.md): the count, not the value, decides.
    digits = len(text.partition(".")[2])
    if digits > (6 if milliseconds else 9):
        return None  # an error, written by hand below
    nanos = int(value * (10 ** 6 if milliseconds else 10 ** 9))
    seconds, nanoseconds = divmod(nanos, 10 ** 9)
    if abs(Decimal(nanos) / 10 ** 9) >= LIMIT_SECONDS:
        return None
    return {"input": text, "seconds": seconds, "nanoseconds": nanoseconds, "utcOffset": 0,
            "description": f"{'milliseconds' if milliseconds else 'seconds'} by magnitude ({description})"}


def main():
    vectors, seen = [], {}
    numbers = set()
    for grammar, name, every in SOURCES:
        valid = 0
        for profile, v in load(grammar, name):
            text = v["input"]
            if NUMBER.match(text):
                numbers.add(text)
                continue
            if "error" in v or "assumedUTCOffset" in v or "currentYear" in v or profile not in (
                    "iso8601", "rfc5322", "httpDate", "dotNetJSON", "rfc9557"):
                continue
            valid += 1
            if valid % every:
                continue
            expected = (v["seconds"], v["nanoseconds"], v["utcOffset"])
            if text in seen:
                assert seen[text] == expected, f"{text}: two grammars disagree"
                continue
            seen[text] = expected
            vectors.append({"input": text, "seconds": v["seconds"], "nanoseconds": v["nanoseconds"],
                            "utcOffset": v["utcOffset"], "description": f"{profile} ({grammar}/{name})"})
    for grammar, name in [("epoch", "epoch.json"), ("date-time", "range.json")]:
        numbers.update(v["input"] for _, v in load(grammar, name) if NUMBER.match(v["input"]))
    for around in ["20000000000", "-20000000000"]:
        for delta in ["-1", "0", "1", "0.000000001", "-0.000000001", "0.5"]:
            numbers.add(str(Decimal(around) + Decimal(delta)))
    numbers.update(["1616112000", "1616112000.5", "1616112000123", "1616112000123.456", "-1616112000123",
                    "0", "-0", "-1", "00000000001616112000", "8640000000000", "8640000000000000"])
    for text in sorted(numbers, key=lambda t: (len(t), t)):
        v = number_vector(text, "epoch")
        if v:
            vectors.append(v)
    vectors += HAND
    out = {"profile": "flexible",
           "description": "FastDate.Format.flexible; Spec/flexible/flexible.md. Written by Spec/tools/flexible_vectors.py",
           "vectors": vectors}
    path = os.path.join(ROOT, "flexible", "vectors", "flexible.json")
    with open(path, "w") as f:
        f.write('{\n  "profile": "flexible",\n  "description": ' + json.dumps(out["description"]) + ',\n  "vectors": [\n')
        f.write(",\n".join("    " + json.dumps(v, ensure_ascii=False) for v in vectors))
        f.write("\n  ]\n}\n")
    print(f"wrote {len(vectors)} vectors to {os.path.relpath(path)}")


# Each decided by one step of Spec/flexible/flexible.md, the error being the one of the
# grammar that read furthest (ISO 8601's on a tie).
HAND = [
    {"input": "", "error": "empty", "offset": 0, "description": "empty"},
    {"input": "NaN", "error": "expectedYear", "offset": 0,
     "description": "every grammar stops at byte 0: ISO 8601's error"},
    {"input": "2021-13-01", "error": "monthOutOfRange", "offset": 5,
     "description": "ISO 8601 reads furthest (RFC 5322 stops after the day's two digits)"},
    {"input": "2021-03-19T25:00:00Z", "error": "hourOutOfRange", "offset": 11,
     "description": "ISO 8601 reads furthest"},
    {"input": "Sun, 06 Nox 1994 08:49:37 GMT", "error": "expectedMonthName", "offset": 8,
     "description": "begins with a letter: RFC 5322 and HTTP-date stop at the month; RFC 5322's, tried first"},
    {"input": "Sun, 06 Nov 1994 08:49:37 GMT", "seconds": 784111777, "nanoseconds": 0, "utcOffset": 0,
     "description": "IMF-fixdate, read by RFC 5322 first"},
    {"input": "Sunday, 06-Nov-94 08:49:37 GMT", "seconds": 784111777, "nanoseconds": 0, "utcOffset": 0,
     "description": "RFC 850: HTTP-date, RFC 5322 having refused it; 94 by RFC 9110's rule from 1999"},
    {"input": "Sun Nov  6 08:49:37 1994", "seconds": 784111777, "nanoseconds": 0, "utcOffset": 0,
     "description": "asctime: HTTP-date"},
    {"input": "19 Mar 2021 10:37:20 +0100", "seconds": 1616146640, "nanoseconds": 0, "utcOffset": 3600,
     "description": "RFC 5322 without a day name: not a number (a space at byte 2), ISO 8601 refuses it, RFC 5322 reads it"},
    {"input": "/Date(1616146640123+0100)/", "seconds": 1616146640, "nanoseconds": 123000000, "utcOffset": 3600,
     "description": ".NET JSON date"},
    {"input": "/Date(1.5)/", "error": "expectedDotNetDate", "offset": 7,
     "description": "begins as a .NET date: its error, not ISO 8601's"},
    {"input": "2021-03-19T10:37:20+01:00[Europe/Paris]", "seconds": 1616146640, "nanoseconds": 0, "utcOffset": 3600,
     "description": "RFC 9557: at its offset"},
    {"input": "2021-03-19T10:37:20[Europe/Paris]", "error": "missingOffset", "offset": 19,
     "description": "RFC 9557 with a zone name alone: the core has no zone database (the FastDate module's .fastFlexible resolves it)"},
    {"input": "2021-03-19T10:37:20+01:00[!x-foo=bar]", "error": "unknownCriticalAnnotation", "offset": 26,
     "description": "RFC 9557's own error, after ISO 8601 stopped at the '['"},
    {"input": "2021-03-19", "seconds": 1616112000, "nanoseconds": 0, "utcOffset": 0,
     "description": "a date alone: ISO 8601's UTC midnight"},
    {"input": "2021-03-19T10:37:20", "error": "missingOffset", "offset": 19,
     "description": "a date-time without an offset: ISO 8601's error"},
    {"input": "2021-03-19T10:37:20", "assumedUTCOffset": 3600, "seconds": 1616146640, "nanoseconds": 0, "utcOffset": 3600,
     "description": "... read at an assumed offset"},
    {"input": "20210319", "seconds": 20210319, "nanoseconds": 0, "utcOffset": 0,
     "description": "a number before ISO 8601's basic date: epoch seconds, as .iso8601 reads it"},
    {"input": "1616112000123.1234567", "error": "tooManyFractionDigits", "offset": 20,
     "description": "milliseconds by magnitude, finer than a nanosecond: the number's error, never a second chance"},
    {"input": "1616112000x", "error": "expectedHyphenAfterYear", "offset": 4,
     "description": "not a number: ISO 8601 reads it as a date and decides"},
    {"input": "+2021-03-19", "error": "expectedYear", "offset": 5,
     "description": "a '+' begins an expanded year (six digits), never a number"},
]

if __name__ == "__main__":
    main()
