#!/usr/bin/env python3
"""Generate Spec/*/vectors/*.json from Spec/date-time/date-time.md.

    python3 Spec/tools/generate_vectors.py

Deterministic (fixed seeds, no clock, no environment), standard library only.
Running it twice produces byte-identical files.

The generator is split by grammar: `vector_common.py` (paths, names, the calendar),
`date_time_reference.py` (the reference reader and writer, cross-checks, hand-verified
values), `vector_files.py`, `date_time_vectors.py`, `local_time_vectors.py`, and one module
per other grammar (`internet_dates.py`, `rfc9557.py`, `durations.py`, `cookie_dates.py`,
`iso8601_basic.py`, `dotnet_json.py`); this file writes the format vectors and runs them all.

The expected value of every vector comes from `parse()` in `date_time_reference.py` (and,
for the local-time files in vectors/local-time/, `parse_time_of_day()` and
`parse_local_date_time()`): a slow, literal,
left-to-right reference implementation of Spec/date-time/date-time.md written with plain
integer arithmetic (Python integers never overflow, so nothing saturates).
The reference itself is checked before anything is written:

  * HAND_VERIFIED: values and errors worked out by hand (or well-known
    timestamps) that the reference must reproduce exactly;
  * every valid date vector with a year in 1..9999 is recomputed from the
    input text with a regular expression and `datetime` ordinals;
  * every valid epoch vector is recomputed with `decimal`;
  * every valid time of day is recomputed with `datetime.strptime` (its own
    12-hour rules: 12 AM is midnight), and every valid local date-time with
    `datetime` (or, with an offset, as the .iso8601 reading of the same text);
  * the calendar table is compared with Howard Hinnant's closed-form
    algorithm and with `datetime`;
  * every formatted text is parsed back by the reference;
  * when node is installed, the JavaScript format vectors are produced by
    node's `Date.prototype.toISOString()` and compared with the reference
    formatter (over the whole range), and every valid vector written in
    ECMAScript's date-time string format is compared with `Date.parse`.
"""

import bisect
import datetime
import decimal
import json
import os
import random
import re
import shutil
import subprocess
import sys

import internet_dates
import durations
import rfc9557
import cookie_dates
import iso8601_basic
import dotnet_json

from vector_common import *  # noqa: F401,F403
from date_time_reference import *  # noqa: F401,F403
from vector_files import *  # noqa: F401,F403
from date_time_vectors import *  # noqa: F401,F403
from local_time_vectors import *  # noqa: F401,F403


# ---------------------------------------------------------------------------
# Format vectors.
# ---------------------------------------------------------------------------

def js_millisecond_values():
    rng = random.Random(1616112000)
    values = [0, -1, 1, 999, -999, 1000, -1000, 1001, -1001, LIMIT_MS, -LIMIT_MS, LIMIT_MS - 1, -LIMIT_MS + 1,
              2**31, -2**31, 2**32, 2**53 // 1024, 1616146640123, 951782400000, 915148799999]
    # year boundaries
    for y in (-271821, -271820, -100000, -10000, -9999, -1000, -2, -1, 0, 1, 2, 999, 1000, 1582, 1583, 1600, 1900,
              1969, 1970, 1971, 1999, 2000, 2001, 2038, 2100, 2400, 9998, 9999, 10000, 10001, 99999, 100000, 275759,
              275760):
        ms = days_from_civil(y, 1, 1) * 86400000
        for d in (-1, 0, 1, -86400000, 86399999):
            v = ms + d
            if -LIMIT_MS <= v <= LIMIT_MS:
                values.append(v)
    # month and day boundaries, leap days
    for y in (-400, -100, -4, -1, 0, 1900, 1970, 2000, 2020, 2021, 2100, 9999, 10000, 275760):
        for m in range(1, 13):
            start = days_from_civil(y, m, 1) * 86400000
            for d in (-1, 0):
                if -LIMIT_MS <= start + d <= LIMIT_MS:
                    values.append(start + d)
        if is_leap(y):
            values.append(days_from_civil(y, 2, 29) * 86400000 + 43200000)
    # random over the whole range, and dense around 1970-2100
    for _ in range(450):
        values.append(rng.randint(-LIMIT_MS, LIMIT_MS))
    lo, hi = 0, days_from_civil(2100, 1, 1) * 86400000
    for _ in range(420):
        values.append(rng.randint(lo, hi))
    for _ in range(100):
        values.append(rng.randint(-days_from_civil(2100, 1, 1) * 86400000 // 10, 0))
    for _ in range(50):
        values.append(rng.randint(-10**6, 10**6))
    seen = set()
    out = []
    for v in values:
        if v not in seen:
            seen.add(v)
            out.append(v)
    # sub-millisecond nanoseconds on every third vector (they must be truncated)
    return [(ms, rng.randint(0, 999999) if i % 3 == 2 else 0) for i, ms in enumerate(out)]


def build_format_javascript():
    path = vector_path("format-javascript")
    pairs = js_millisecond_values()
    node = shutil.which("node")
    if node:
        script = ("const a=JSON.parse(require('fs').readFileSync(0,'utf8'));"
                  "process.stdout.write(JSON.stringify(a.map(m=>new Date(m).toISOString())));")
        proc = subprocess.run([node, "-e", script], input=json.dumps([ms for ms, _ in pairs]),
                              capture_output=True, text=True, check=True)
        texts = json.loads(proc.stdout)
        vectors = []
        for (ms, sub), text in zip(pairs, texts):
            seconds, rem = divmod(ms, 1000)
            ns = rem * 1_000_000 + sub
            assert format_javascript(seconds, ns) == text, (ms, text, format_javascript(seconds, ns))
            vectors.append({"milliseconds": ms, "seconds": seconds, "nanoseconds": ns, "expected": text})
        write_json("format-javascript", {
            "format": "javascript",
            "description": "Date.prototype.toISOString() of new Date(milliseconds), as printed by node; "
                           "seconds/nanoseconds are the same instant, and on every third vector nanoseconds "
                           "also carry sub-millisecond digits, which must be truncated"},
            vectors)
        return len(vectors), "node"
    if not os.path.exists(path):
        sys.exit("node is not installed and %s does not exist" % path)
    with open(path, encoding="ascii") as f:
        existing = json.load(f)["vectors"]
    for v in existing:
        assert format_javascript(v["seconds"], v["nanoseconds"]) == v["expected"], v
        assert v["milliseconds"] == v["seconds"] * 1000 + v["nanoseconds"] // 1_000_000
    return len(existing), "kept (node not installed)"


def build_format_rfc3339():
    rng = random.Random(33390)
    offsets = [0, 60, -60, 3600, -3600, 19800, -12600, 20700, -34200, 45900, 50400, -43200, 86340, -86340, 1800, -1800]
    cases = []
    # edges
    for s, ns in [(0, 0), (-1, 999999999), (1616146640, 123456789), (LIMIT_S, 0), (-LIMIT_S, 0),
                  (LIMIT_S - 1, 999999999), (-LIMIT_S, 1), (253402300799, 999999999), (253402300800, 0),
                  (-62167219200, 0), (-62167219201, 999999999), (-62135596800, 0), (951782400, 1),
                  (915148799, 500000000), (-2208988800, 100)]:
        for off in (0, 3600, -3600, 86340, -86340, -60, 60):
            cases.append((s, ns, off, rng.randint(0, 9)))
    for s in (0, 1616146640, -1):
        for fd in range(10):
            cases.append((s, 123456789, 19800, fd))
            cases.append((s, 1, -28800, fd))
            cases.append((s, 999999999, 0, fd))
    while len(cases) < 320:
        r = rng.random()
        if r < 0.4:
            s = rng.randint(-LIMIT_S, LIMIT_S)
        elif r < 0.8:
            s = rng.randint(-2208988800, 4102444800)
        else:
            s = rng.randint(-62167219200 - 86400 * 800, 253402300800 + 86400 * 800)
        ns = rng.choice([0, rng.randint(0, NS_PER_S - 1), rng.randint(0, 999) * 1_000_000])
        off = rng.choice(offsets + [rng.randint(-1439, 1439) * 60])
        if in_range(s, ns):
            cases.append((s, ns, off, rng.randint(0, 9)))
    vectors = []
    seen = set()
    for s, ns, off, fd in cases:
        if not in_range(s, ns) or (s, ns, off, fd) in seen:
            continue
        seen.add((s, ns, off, fd))
        text = format_rfc3339(s, ns, off, fd)
        # read back by the reference: same instant (fraction truncated), same offset
        kept = ns - ns % 10 ** (9 - fd)
        assert reference(text.encode(), "iso8601") == V(s, kept, off), (s, ns, off, fd, text)
        if re.match(r"^\d{4}-", text):
            assert reference(text.encode(), "rfc3339") == V(s, kept, off)
            if not text.startswith("0000-"):
                # and by datetime
                t = datetime.datetime(1970, 1, 1) + datetime.timedelta(seconds=s + off)
                assert text.startswith("%04d-%02d-%02dT%02d:%02d:%02d" % (
                    t.year, t.month, t.day, t.hour, t.minute, t.second)), (text, t)
        vectors.append({"seconds": s, "nanoseconds": ns, "utcOffset": off, "fractionDigits": fd, "expected": text})
    wrng = random.Random(9557)
    for s, ns, off, written in written_offset_cases(wrng, 60):
        fd = wrng.randint(0, 9)
        v = {"seconds": s, "nanoseconds": ns, "utcOffset": off, "fractionDigits": fd, "writtenUTCOffset": written}
        if writable_offset(written):
            v["expected"] = format_rfc3339(s, ns, written, fd)
        else:
            v["error"] = "invalidOffset"
        vectors.append(v)
    write_json("format-rfc3339", {
        "format": "rfc3339",
        "description": "FastDate.format(_:as: .rfc3339.fractionDigits(n)): local time at utcOffset (or at "
                       "writtenUTCOffset, invalidOffset where that is not whole minutes within a day), n digits "
                       "truncated, Z for offset 0, expanded years outside 0000-9999; .rfc9557 writes the same"}, vectors)
    return len(vectors)


def check_es_candidates():
    node = shutil.which("node")
    if not node or not ES_CANDIDATES:
        return 0
    script = ("const a=JSON.parse(require('fs').readFileSync(0,'utf8'));"
              "process.stdout.write(JSON.stringify(a.map(s=>Date.parse(s))));")
    proc = subprocess.run([node, "-e", script], input=json.dumps([t for t, _ in ES_CANDIDATES]),
                          capture_output=True, text=True, check=True)
    for (text, ms), got in zip(ES_CANDIDATES, json.loads(proc.stdout)):
        assert got == ms, (text, ms, got)
    return len(ES_CANDIDATES)


# ===========================================================================

def main():
    internet_dates.g = sys.modules[__name__]
    durations.g = sys.modules[__name__]
    rfc9557.g = sys.modules[__name__]
    cookie_dates.g = iso8601_basic.g = dotnet_json.g = sys.modules[__name__]
    for grammar in sorted(set(GRAMMAR_OF_FILE.values()) | {"date-time"}):
        os.makedirs(os.path.join(SPEC, grammar, "vectors"), exist_ok=True)
    check_calendar()
    check_hand_verified()
    check_hand_verified_wall()

    files = {
        "iso8601-valid": VectorFile("iso8601-valid", "iso8601",
                                    "Valid .iso8601 inputs: RFC 3339 date-times, every extension, dates alone, epoch seconds", "ok"),
        "iso8601-invalid": VectorFile("iso8601-invalid", "iso8601",
                                      "Invalid .iso8601 inputs: every error kind at its byte offset, first problem wins", "error"),
        "rfc3339": VectorFile("rfc3339", "rfc3339",
                              "Strict RFC 3339 section 5.6 date-time; every .iso8601 extension is refused"),
        "full-date": VectorFile("full-date", "fullDate", "RFC 3339 full-date only (JSON Schema format: date)"),
        "epoch": VectorFile("epoch", "epochSeconds",
                            "Epoch numbers in every unit (per-vector profile), exact values, fraction digit limits"),
        "assumed-offset": VectorFile("assumed-offset", "iso8601",
                                     "assumingUTCOffset(s): date-times without an offset; written offsets, dates alone and numbers ignore it"),
        "calendar": VectorFile("calendar", "iso8601",
                               "Proleptic Gregorian calendar: month ends, leap years, day/month 00, no rollover"),
        "range": VectorFile("range", "iso8601",
                            "At and one step past +-8.64e15 ms for dates and every epoch unit"),
        "javascript-shape": VectorFile("javascript-shape", "iso8601",
                                       "The seam of the toISOString() fast path: exactly 24 bytes ending .sssZ, "
                                       "every near miss of its bytes, lengths 23 and 25, second 60"),
        "common-shapes": VectorFile("common-shapes", "iso8601",
                                    "The seams of the shapes read whole that other languages write: Python's "
                                    "isoformat() (32 bytes, .ffffff+hh:mm) and .NET's round-trip format (28 bytes, "
                                    ".fffffffZ), every near miss of their bytes, one byte shorter and longer"),
        "hostile": VectorFile("hostile", "iso8601",
                              "NUL, non-ASCII digits, invalid UTF-8 (inputHex), whitespace, truncations, huge inputs, "
                              "refused notations"),
    }
    files["local-time/time-of-day"] = WallVectorFile(
        WALL_FOLDER + "/time-of-day", "timeOfDay",
        "Times of day on a 24-hour or 12-hour clock (FastDate.parseTimeOfDay): seconds since midnight")
    files["local-time/local-date-time"] = WallVectorFile(
        WALL_FOLDER + "/local-date-time", "localDateTime",
        "Date-times with the offset optional (FastDate.parseLocalDateTime): the local reading as "
        "localSeconds, and the written offset when there is one")
    add_hand_verified(files)
    for fname, text, expected, desc in HAND_VERIFIED_WALL:
        files[WALL_FOLDER + "/" + fname].add(text, desc=desc + " [hand-verified]", expect=expected)
    build_iso8601_valid(files["iso8601-valid"])
    build_iso8601_invalid(files["iso8601-invalid"])
    build_rfc3339(files["rfc3339"])
    build_full_date(files["full-date"])
    build_epoch(files["epoch"])
    build_assumed_offset(files["assumed-offset"])
    build_calendar(files["calendar"])
    build_range(files["range"])
    build_hostile(files["hostile"])
    build_javascript_shape(files["javascript-shape"])
    build_common_shapes(files["common-shapes"])
    build_time_of_day(files["local-time/time-of-day"])
    build_local_date_time(files["local-time/local-date-time"])
    files.update(internet_dates.build_files())
    files["duration"] = durations.build()
    files.update(rfc9557.build())
    files["cookie-date"] = VectorFile("cookie-date", "cookieDate",
                                      "RFC 6265 section 5.1.1 cookie dates (FastDate.Format.cookieDate); Spec/cookie/cookie-dates.md")
    cookie_dates.build(files["cookie-date"])
    files["browser-dates"] = VectorFile("browser-dates", "cookieDate",
                                        "The http-state working group's browser date tests (github.com/abarth/http-state, "
                                        "tests/data/dates; bsd-examples.json (c) 2010 The Chromium Authors, BSD license: "
                                        "browser-dates-LICENSE.txt), each with RFC 6265's result")
    cookie_dates.build_browser(files["browser-dates"])
    files["iso8601-basic"] = VectorFile("iso8601-basic", "iso8601Basic",
                                        "ISO 8601 basic format (FastDate.Format.iso8601Basic); Spec/iso8601-basic/iso8601-basic.md")
    iso8601_basic.build(files["iso8601-basic"])
    files["dotnet-json"] = VectorFile("dotnet-json", "dotNetJSON",
                                      ".NET JSON dates (FastDate.Format.dotNetJSON); Spec/dotnet-json/dotnet-json.md")
    dotnet_json.build(files["dotnet-json"])

    total = 0
    kinds = set()
    for vf in files.values():
        vf.write()
        total += len(vf.vectors)
        kinds.update(v["error"] for v in vf.vectors if "error" in v)
        ok = sum("error" not in v for v in vf.vectors)
        print("%-32s %5d vectors (%d valid, %d invalid)" % (vf.name + ".json", len(vf.vectors), ok, len(vf.vectors) - ok))
    missing = set(ERROR_KINDS) - kinds
    assert not missing, missing
    print("%-20s %5d parse vectors; every error kind covered" % ("total", total))
    n, how = build_format_javascript()
    print("%-20s %5d vectors (%s)" % ("format-javascript.json", n, how))
    print("%-20s %5d vectors" % ("format-rfc3339.json", build_format_rfc3339()))
    print("cross-checked: %d with datetime, %d with decimal, %d with node Date.parse"
          % (XCHECKED["datetime"], XCHECKED["decimal"], check_es_candidates()))
    internet_dates.build_format_files()
    print("%-20s %5d vectors" % ("format-cookie-date.json", cookie_dates.build_format()))
    print("%-20s %5d vectors" % ("format-iso8601-basic.json", iso8601_basic.build_format()))
    print("%-20s %5d vectors" % ("format-dotnet-json.json", dotnet_json.build_format()))
    internet_dates.report_peer()


if __name__ == "__main__":
    main()
