"""The date-time vector builders: ISO 8601, RFC 3339, `toISOString()`, full dates, epoch
numbers, assumed offsets, the calendar sweep, the range edges and hostile input."""
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

from vector_common import *  # noqa: F401,F403
from date_time_reference import *  # noqa: F401,F403
from vector_files import *  # noqa: F401,F403

def random_year(rng, expanded):
    r = rng.random()
    if not expanded or r < 0.55:
        if rng.random() < 0.5:
            return rng.randint(1900, 2100)
        return rng.randint(0, 9999)
    if r < 0.8:
        return rng.randint(-271821, 275760)
    return rng.choice([-271821, -271820, 275759, 275760, -1, -2, 10000, 10001,
                       -9999, -10000, 99999, 100000, -100000, 123456, -123456])


def random_offset(rng):
    r = rng.random()
    if r < 0.25:
        return 0
    hh = rng.choice([0, 1, 2, 3, 4, 5, 5, 8, 9, 10, 11, 12, 13, 14, 23, rng.randint(0, 23)])
    mm = rng.choice([0, 0, 0, 30, 45, 59, rng.randint(0, 59)])
    return rng.choice([1, -1]) * (hh * 3600 + mm * 60)


def offset_text(rng, offset, iso, zero_as_z=True):
    if offset == 0 and zero_as_z and rng.random() < 0.7:
        return rng.choice("ZZZz")
    sign = "-" if offset < 0 or (offset == 0 and rng.random() < 0.3) else "+"
    a = abs(offset)
    hh, mm = a // 3600, a // 60 % 60
    if iso:
        r = rng.random()
        if r < 0.15:
            return "%s%02d%02d" % (sign, hh, mm)
        if r < 0.25 and mm == 0:
            return "%s%02d" % (sign, hh)
    return "%s%02d:%02d" % (sign, hh, mm)


def random_datetime(rng, profile, assumed=False):
    iso = profile == "iso8601"
    year = random_year(rng, iso)
    month = rng.randint(1, 12)
    day = rng.randint(1, days_in_month(year, month)) if rng.random() < 0.9 else days_in_month(year, month)
    offset = random_offset(rng)
    omit_seconds = iso and rng.random() < 0.15
    leap = not omit_seconds and rng.random() < 0.06
    if leap:
        # local time whose UTC time is 23:59
        local = (23 * 60 + 59 + offset // 60) % 1440
        hour, minute, second = local // 60, local % 60, 60
    else:
        hour, minute, second = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    ytext = year_text(year) if not (iso and 0 <= year <= 9999 and rng.random() < 0.1) \
        else "+%06d" % year
    text = "%s-%02d-%02d%s%02d:%02d" % (ytext, month, day, rng.choice("TTTTTTt "), hour, minute)
    if not omit_seconds:
        text += ":%02d" % second
        nd = rng.choice([0, 0, 0, 1, 2, 3, 3, 3, 4, 6, 6, 7, 9, 9, 10, 12, 15, 20])
        if nd:
            text += "." + "".join(rng.choice("0123456789") for _ in range(nd))
    if assumed:
        return text
    return text + offset_text(rng, offset, iso)


# ---------------------------------------------------------------------------
# Per-file builders.
# ---------------------------------------------------------------------------

def build_iso8601_valid(f):
    rng = random.Random(8601)
    hand = [
        ("2021-03-19T09:37:20Z", "no fraction"),
        ("2021-03-19t09:37:20z", "lower-case t and z"),
        ("2021-03-19 09:37:20Z", "space separator"),
        ("2021-03-19T09:37:20+00:00", "+00:00"),
        ("2021-03-19T09:37:20-0000", "-0000"),
        ("2021-03-19T09:37:20-00", "-00"),
        ("2021-03-19T15:07:20+0530", "+hhmm with minutes"),
        ("2021-03-19T09:37:20.1Z", "1 fraction digit"),
        ("2021-03-19T09:37:20.12Z", "2 fraction digits"),
        ("2021-03-19T09:37:20.1234Z", "4 fraction digits"),
        ("2021-03-19T09:37:20.123456Z", "6 fraction digits"),
        ("2021-03-19T09:37:20.12345678Z", "8 fraction digits"),
        ("2021-03-19T09:37:20.123456789Z", "9 fraction digits"),
        ("2021-03-19T09:37:20.1234567899Z", "10 fraction digits, truncated"),
        ("2021-03-19T09:37:20.000000000000000000001Z", "21 fraction digits, truncated to 0"),
        ("2021-03-19T09:37:20.999999999999999999999+01:00", "21 nines, truncated"),
        ("2021-03-19T09:37:20.5-00:30", "fraction and negative half-hour offset"),
        ("2021-03-19T09:37z", "seconds omitted, lower-case z"),
        ("2021-03-19t09:37-0800", "seconds omitted, -hhmm"),
        ("2021-03-19 09:37+05:45", "seconds omitted, space, +05:45"),
        ("2021-03-19T23:59-23:59", "seconds omitted, -23:59"),
        ("2020-02-29", "leap day, date alone"),
        ("0000-01-01", "year 0, date alone"),
        ("9999-12-31", "year 9999, date alone"),
        ("+010000-01-01", "expanded year, date alone"),
        ("-000001-12-31", "year -1, date alone"),
        ("-000001-12-31T23:59:59.999999999Z", "last instant before year 0"),
        ("+000000-12-31T23:59:59Z", "+000000 year 0"),
        ("-012345-06-07T08:09:10.111+12:00", "negative expanded year with offset"),
        ("+123456-07-08T09:10:11.123456789-11:30", "positive expanded year with offset"),
        ("+099999-12-31T23:59:59Z", "year 99999"),
        ("-100000-01-01T00:00:00Z", "year -100000"),
        ("1990-12-31T23:59:60Z", "RFC 3339 leap second example"),
        ("1990-12-31T15:59:60-08:00", "RFC 3339 leap second example with offset"),
        ("2016-12-31T23:59:60.999999999Z", "leap second with max fraction stays in the minute"),
        ("2017-01-01T05:29:60+05:30", "leap second in +05:30 local time"),
        ("1850-01-01T00:00:00+05:53:28", "offset with seconds: local mean time, as PostgreSQL prints it"),
        ("1850-01-01T00:00:00.5-00:25:21", "negative offset with seconds and a fraction (Dublin mean time)"),
        ("1850-01-01T00:00:00+055328", "offset with seconds, basic form"),
        ("1850-01-01T00:00-055328", "seconds omitted before a basic offset with seconds"),
        ("2021-03-19T09:37:20+00:00:00", "+00:00:00"), ("2021-03-19T09:37:20-00:00:01", "-00:00:01"),
        ("2021-03-19T09:37:20+23:59:59", "the widest offset"), ("2021-03-19T09:37:20-235959", "the widest negative offset, basic"),
        ("2021-03-19T09:37:20+01:00:00", "+hh:mm:ss with zero seconds"),
        ("1998-12-31T23:59:60+00:00:00", "leap second with +00:00:00"),
        ("2016-12-31T23:59:60+00", "leap second with +hh"),
        ("2015-06-30T23:59:60-0000", "leap second with -0000"),
        ("2021-03-19T23:59:60Z", "any day may carry a leap second"),
        ("0000-01-01T00:00:60+00:01", "leap second that is 23:59:60 of the day before year 0 UTC"),
        ("1985-04-12T23:20:50.52Z", "RFC 3339 example"),
        ("1996-12-19T16:39:57-08:00", "RFC 3339 example"),
        ("1937-01-01T12:00:27.87+00:20", "RFC 3339 example"),
        ("2021-03-19T00:00:00Z", "midnight"),
        ("2021-03-19T23:59:59.999999999Z", "last nanosecond of a day"),
        ("2021-12-31T23:59:59.999999999-23:59", "far offset across a year boundary"),
        ("2022-01-01T00:00:00+23:59", "far positive offset across a year boundary"),
        ("0", "epoch 0"),
        ("-0", "minus zero epoch"),
        ("00000000000000000000001616112000", "leading zeros"),
        ("1616112000.000000001", "9 fraction digits"),
        ("-1616112000.123456789", "negative with 9 fraction digits"),
        ("2021", "a year alone is a number of seconds"),
        ("-000000", "'-000000' alone is the number -0, not a year"),
        ("-000001", "'-000001' alone is -1 second"),
        ("20210319", "basic-format date is a number"),
        ("0.5", "half a second"),
        ("-0.000000001", "one nanosecond before the epoch"),
    ]
    for text, desc in hand:
        f.add(text, desc=desc)
    # systematic: random date-times over the whole range
    n = 0
    while n < 130:
        text = random_datetime(rng, "iso8601")
        if f.result_of(text)[0] != "ok":
            continue
        if f.add(text, desc="random") is not None:
            n += 1
    # random epoch seconds
    for _ in range(20):
        s = rng.randint(-LIMIT_S + 1, LIMIT_S - 1) if rng.random() < 0.5 else rng.randint(-2**31, 2**32)
        # .iso8601 reads a number as seconds only within the years 0000-9999.
        s = ISO_NUMBER_FIRST_SECOND + (s - ISO_NUMBER_FIRST_SECOND) % (ISO_NUMBER_END_SECOND - 1 - ISO_NUMBER_FIRST_SECOND)
        text = str(s)
        if rng.random() < 0.6:
            text += "." + "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 9)))
        f.add(text, desc="random epoch seconds")
    # valid single-byte mutations of a valid input
    base = "2021-03-19T09:37:20.123+01:00"
    for i, ch in enumerate(base):
        if ch.isdigit():
            for rep in "0369":
                t = base[:i] + rep + base[i + 1:]
                if f.result_of(t)[0] == "ok" and rng.random() < 0.15:
                    f.add(t, desc="digit substitution")


def field_sweeps(f, base, fields, values_by_field):
    """Replace a fixed-width field of `base` with each listed value."""
    for name, (start, width) in fields.items():
        for value in values_by_field.get(name, []):
            t = base[:start] + value + base[start + width:]
            f.add(t, desc="%s %s" % (name, value))


def mutations(rng, f, base, want, limit, chars="x/:-+.TZ 09\x00,3e"):
    """Single-byte substitutions, deletions and insertions of `base`."""
    candidates = []
    for i in range(len(base)):
        for ch in chars:
            if ch != base[i]:
                candidates.append((base[:i] + ch + base[i + 1:], "byte %d replaced by %r" % (i, ch)))
        candidates.append((base[:i] + base[i + 1:], "byte %d deleted" % i))
        for ch in "0x:":
            candidates.append((base[:i] + ch + base[i:], "%r inserted at %d" % (ch, i)))
    # prefer one of each distinct (kind, offset) first, then random others
    by_outcome = {}
    for t, d in candidates:
        r = f.result_of(t)
        if r[0] != want:
            continue
        by_outcome.setdefault(r[1:] if want == "error" else (), []).append((t, d))
    chosen = []
    for outcome in sorted(by_outcome, key=repr):
        chosen.append(rng.choice(by_outcome[outcome]))
    rest = [c for c in candidates if c not in chosen and f.result_of(c[0])[0] == want]
    rng.shuffle(rest)
    added = 0
    for t, d in chosen + rest:
        if added >= limit:
            break
        if f.add(t, desc=d) is not None:
            added += 1


def build_iso8601_invalid(f):
    rng = random.Random(86010)
    hand = [
        ("x", None), ("-", "'-' alone is a number without digits"), ("+", "'+' starts an expanded year"),
        ("+1", None), ("-x", None), ("--1", "second '-' is not a year digit"), ("-.5", None),
        (".", None), ("1.", None), ("1..5", None), ("1.5.", None), ("12a", "'12a' is a date"),
        ("2021-", None), ("2021-03", None), ("2021-03-", None), ("2021-03-1", None),
        ("202-03-19", None), ("20210-03-19", None), ("2021-003-19", None), ("2021-03-019", None),
        ("2021/03/19", None), ("2021-03/19", None), ("2021_03_19", None),
        ("2021-03-19T", None), ("2021-03-19T0", None), ("2021-03-19T09:", None),
        ("2021-03-19T09:3", None), ("2021-03-19T09:37", "seconds omitted, no offset"),
        ("2021-03-19T09:37:", None), ("2021-03-19T09:37:2", None), ("2021-03-19T09:37:20.", None),
        ("2021-03-19T09:37:20.123", None), ("2021-03-19T09:37:20+", None), ("2021-03-19T09:37:20+0", None),
        ("2021-03-19T09:37:20+01:", None), ("2021-03-19T09:37:20+01:0", None), ("2021-03-19T09:37:20+010", None),
        ("2021-03-19T09:37:20+01:00Z", None), ("2021-03-19T09:37:20+0100Z", None), ("2021-03-19T09:37:20+01Z", None),
        ("2021-03-19T09:37:20+01 ", None), ("2021-03-19T09:37:20+1:00", None), ("2021-03-19T09:37:20+01-00", None),
        ("2021-03-19T09:37:20+01:2x", None), ("2021-03-19T09:37:20+0a", None),
        ("2021-03-19T09:37:20ZZ", None), ("2021-03-19T09:37:20Z ", "trailing space"),
        ("2021-03-19T09:37:20Z\n", "trailing newline"), ("2021-03-19T09:37:20.123x", None),
        ("2021-03-19T09:37:20x", None), ("2021-03-19T09:37:201Z", None), ("2021-03-19T09:37:20 Z", None),
        ("2021-03-19T09:37:20.1.2Z", None), ("2021-03-19T09:37:20..1Z", None),
        ("2021-03-19T09:37x", None), ("2021-03-19T09:37.123Z", None), ("2021-03-19T09:37 Z", None),
        ("2021-03-19T9:37:20Z", None), ("2021-03-19T09:7:20Z", None), ("2021-03-19T09:37:2Z", None),
        ("2021-03-19T0937Z", None), ("2021-03-19T09-37-20Z", None), ("2021-03-19T093720Z", None),
        ("2021-03-19TT09:37:20Z", None), ("2021-03-19  09:37:20Z", "two spaces"),
        ("2021-03-19_09:37:20Z", None), ("2021-03-19\t09:37:20Z", "tab separator"),
        ("2021-03-19 ", "trailing space is a separator with no time"), ("2021-03-19\n", None),
        ("2021-03-19T24:00:00Z", None), ("2021-03-19T25:00:00Z", None), ("2021-03-19T99:00:00Z", None),
        ("2021-03-19T23:60:00Z", None), ("2021-03-19T23:99Z", None), ("2021-03-19T23:59:99Z", None),
        ("2021-03-19T23:59:70Z", None), ("2021-03-19T23:59:61.5Z", None),
        ("2021-03-19T23:58:60Z", None), ("2021-03-19T00:00:60Z", None), ("2021-03-19T23:59:60+01:00", None),
        ("2021-03-19T22:59:60+01:00", "valid-looking but 22:59 local is 21:59 UTC"), ("2021-03-19T23:59:60-00:01", None),
        ("2021-03-19T23:59:60", "missingOffset before invalidLeapSecond"),
        ("2021-03-19T23:58:60Zx", "trailingBytes before invalidLeapSecond"),
        ("2021-03-19T09:37:20+24:00", None), ("2021-03-19T09:37:20-99:00", None), ("2021-03-19T09:37:20+23:60", None),
        ("2021-03-19T09:37:20+2400", None), ("2021-03-19T09:37:20+2360", None), ("2021-03-19T09:37:20-24", None),
        ("2021-02-29", "2021 is not leap"), ("2021-04-31", None), ("2021-02-30T00:00Z", None),
        ("2021-13-01T00:00:00Z", None), ("2021-00-01T00:00:00Z", None), ("2021-99-99", None),
        ("2021-12-32", None), ("2021-01-00T00:00:00Z", None),
        ("2021-02-29T25:99:99+99:99", "first problem wins: the day"),
        ("2021-13-45T00:00:00Z", "first problem wins: the month"),
        ("-000000-01-01", None), ("-000000-13-45", "invalidExpandedYear before the month"),
        ("-000000x", None), ("-00000-01-01", None), ("+00000-01-01", None), ("+2021-03-19", None),
        ("+0020211-03-19", None), ("-0000011-01-01", None), ("+02021-03-19", None),
        ("+002021", None), ("+002021-03", None), ("++002021-03-19", None), ("+-002021-03-19", None),
        ("+ 002021-03-19", None),
        ("2021-03-19T09:37:20+05:30:", "+hh:mm: with no seconds"),
        ("2021-03-19T09:37:20+05:30:4", "+hh:mm:s"), ("2021-03-19T09:37:20+05:30:4x", None),
        ("2021-03-19T09:37:20+05:30:60", "offset second 60"), ("2021-03-19T09:37:20+053099", "offset second 99, basic"),
        ("2021-03-19T09:37:20+05304", "+hhmms: the seconds cut short"),
        ("2021-03-19T09:37:20+05:3045", "+hh:mmss mixes extended and basic"),
        ("2021-03-19T09:37:20+0530:45", "+hhmm:ss mixes basic and extended"),
        ("2021-03-19T09:37:20+05:30:45:00", "a fourth field"), ("2021-03-19T09:37:20+05:30:45.5", "a fraction of an offset second"),
        ("2021-03-19T09:37:20+053045x", None), ("2021-03-19T09:37:20+05:30:45Z", None),
        ("2021-03-19T09:37:20+24:00:00", None), ("2021-03-19T09:37:20+05:60:00", None),
        ("2021-03-19T09:37:60+00:00:01", "a leap second that is not 23:59:60 UTC (offset seconds count)"),
        ("2013-W01", None), ("2013-W01-1", None), ("2013-350", "ordinal date"), ("2013-350T00:00Z", None),
        ("2021-03-19T09:37:20,5Z", None), ("1616112000,5", "comma in a number makes it a date"),
        ("1.6e9", None), ("16e8", None), ("1616112000e0", None), ("1E9", None),
        ("1616112000 ", "trailing space makes it a date"), (" 1616112000", None), ("1616112000\n", None),
        ("0x60", None), ("1_000", None), ("Infinity", None), ("NaN", None), ("-Infinity", None),
        ("2021", None), ("T09:37:20Z", None), ("09:37:20Z", None), ("Z", None),
        ("2021-03-19Z", None), ("2021-03-19+01:00", None), ("2021-03-19T09Z", None),
        ("2021-03-19T09+01:00", None), ("2021-03-19T09:37:20+01:00 ", None),
        ("2021-03-19T24:00Z", None), ("2021-03-19T24:00:00.000Z", None),
        ("Fri, 19 Mar 2021 09:37:20 GMT", "RFC 1123"), ("2021-03-19T09:37:20 GMT", None),
        ("2021-03-19T09:37:20UTC", None), ("2021-03-19T09:37:20 +01:00", None),
    ]
    for text, desc in hand:
        r = f.result_of(text)
        if r[0] == "ok":
            continue        # (e.g. "2021") the valid ones live in iso8601-valid
        f.add(text, desc=desc)
    base = "2021-03-19T09:37:20.123+01:00"
    fields = {"month": (5, 2), "day": (8, 2), "hour": (11, 2), "minute": (14, 2),
              "second": (17, 2), "offset hour": (24, 2), "offset minute": (27, 2)}
    field_sweeps(f, base, fields, {
        "month": ["00", "13", "19", "20", "99", "1x", "x1", "+1", " 3"],
        "day": ["00", "32", "40", "99", "3x", "-1"],
        "hour": ["24", "25", "29", "30", "99", "2x", ":0"],
        "minute": ["60", "61", "99", "5x"],
        "second": ["61", "69", "70", "99", "6x", "x0"],
        "offset hour": ["24", "25", "99", "2x"],
        "offset minute": ["60", "99", "5x"],
    })
    mutations(rng, f, base, "error", 45)
    mutations(rng, f, "+010000-02-29T12:30:45.678-05:45", "error", 30)
    mutations(rng, f, "2020-02-29T23:59+0100", "error", 25)
    mutations(rng, f, "-000001-12-31", "error", 15)
    mutations(rng, f, "-1616112000.5", "error", 12)


def add_near_misses(f, data, first, edges, name):
    """A fast path's seam: every byte of `data` from `first` on replaced by each of `edges`,
    deleted, or with a `0` inserted before it."""
    for i in range(first, len(data)):
        for b in edges:
            if data[i:i + 1] != b:
                f.add(data[:i] + b + data[i + 1:], desc="byte %d of the %s shape replaced" % (i, name))
        f.add(data[:i] + data[i + 1:], desc="byte %d deleted: %d bytes" % (i, len(data) - 1))
        f.add(data[:i] + b"0" + data[i:], desc="'0' inserted at %d: %d bytes" % (i, len(data) + 1))


def build_javascript_shape(f):
    """The seam of the default door's toISOString() fast path (DateTimeFastPath.javaScriptInstant):
    exactly 24 bytes, YYYY-MM-DDTHH:mm:ss then .sssZ. Every byte of the ending and the
    seconds before it is replaced by each byte at or next to a boundary of its SWAR test,
    one byte is deleted or inserted at each place, and second 60 is tried, so any input the
    fast path would take wrongly (or miss) shows up against the reference."""
    bases = [
        "2021-03-19T09:37:20.123Z", "1969-12-31T23:59:59.999Z", "1970-01-01T00:00:00.000Z",
        "0000-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z", "2020-02-29t12:34:56.789Z",
        "2016-12-31 23:59:60.500Z",
    ]
    edges = [bytes([b]) for b in (0x00, 0x20, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x35, 0x39, 0x3A,
                                  0x54, 0x59, 0x5A, 0x5B, 0x74, 0x7A, 0x7F, 0x80, 0xAE, 0xB0, 0xB9, 0xDA, 0xFF)]
    for base in bases:
        data = base.encode()
        f.add(data, desc="toISOString() shape")
        add_near_misses(f, data, 16, edges, "toISOString()")
        for tail in (b"x", b"Z", b"0", b"\x00", b" "):
            f.add(data + tail, desc="a 25th byte after the shape")
    for hour, minute in ((23, 59), (23, 58), (22, 59), (0, 0), (12, 0)):
        f.add("2016-12-31T%02d:%02d:60.000Z" % (hour, minute), desc="second 60 in the toISOString() shape")
        f.add("2016-12-31T%02d:%02d:60.999Z" % (hour, minute), desc="second 60 in the toISOString() shape")


def build_common_shapes(f):
    """The seams of the shapes the single-value doors read whole besides toISOString()
    (DateTimeFastPath's CommonShape), for the four whose texts come from other languages'
    writers: Python's isoformat() with an offset (32 bytes, `.ffffff+hh:mm`), .NET's
    round-trip format in UTC (28 bytes, `.fffffffZ`) and with an offset (33 bytes), and nine
    digits with an offset (35 bytes, Go's RFC3339Nano, Java's OffsetDateTime). Each base, then every byte from the
    seconds on replaced by each byte at or next to a boundary of its test, one byte deleted
    or inserted at each place, and the fields pushed one past their limits, so any input the
    fast path would take wrongly (or miss) shows up against the reference."""
    edges = [bytes([b]) for b in (0x00, 0x20, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x31, 0x32, 0x33, 0x35, 0x36,
                                  0x39, 0x3A, 0x54, 0x5A, 0x7A, 0x7F, 0x80, 0xAB, 0xAD, 0xB0, 0xB9, 0xFF)]

    dates_at_limits = ("2021-02-29", "2024-02-29", "2100-02-29", "2000-02-29", "2021-04-31", "2021-13-01",
                       "2021-00-10", "2021-01-00", "2021-01-32")

    def seam(bases, length, name):
        for base in bases:
            data = base.encode()
            assert len(data) == length, base
            f.add(data, desc="%s shape" % name)
            add_near_misses(f, data, 16, edges, name)
            for tail in (b"x", b"Z", b"0", b"\x00", b" ", b"[UTC]"):
                f.add(data + tail, desc="bytes after the %s shape" % name)
            f.add(data[:10] + b"t" + data[11:], desc="lowercase t in the %s shape" % name)
            f.add(data[:10] + b" " + data[11:], desc="a space for T in the %s shape" % name)

    # Python's isoformat(), written by Python's own datetime, not by the reference (it leaves
    # a zero fraction out unless asked for microseconds).
    def aware(y, mo, d, h, mi, s, us, minutes):
        tz = datetime.timezone(datetime.timedelta(minutes=minutes))
        return datetime.datetime(y, mo, d, h, mi, s, us, tzinfo=tz).isoformat(timespec="microseconds")
    seam([
        aware(2021, 3, 19, 9, 37, 20, 123456, 60), aware(1969, 12, 31, 23, 59, 59, 999999, -480),
        aware(1970, 1, 1, 0, 0, 0, 0, 0), aware(1, 1, 1, 0, 0, 0, 1, 14 * 60),
        aware(9999, 12, 31, 23, 59, 59, 999999, -12 * 60), aware(2020, 2, 29, 12, 34, 56, 789012, 5 * 60 + 45),
        aware(2100, 2, 28, 18, 0, 0, 500000, -(3 * 60 + 30)), aware(2000, 2, 29, 0, 0, 0, 10, 23 * 60 + 59),
    ], 32, "isoformat()")
    for hour, minute in ((23, 59), (22, 59), (0, 0)):
        f.add("2016-12-31T%02d:%02d:60.000000+00:00" % (hour, minute), desc="second 60 in the isoformat() shape")
    for offset in ("+23:59", "-23:59", "+24:00", "-24:00", "+23:60", "+00:60", "-00:00", "+99:99"):
        f.add("2021-03-19T09:37:20.123456" + offset, desc="offset %s at its limits" % offset)
    for date in dates_at_limits:
        f.add(date + "T09:37:20.123456+05:30", desc="the date's fields at their limits")

    # .NET's "o" in UTC: Python's datetime for the date and time, the seven digits of the
    # 100-nanosecond ticks after them.
    def ticks(y, mo, d, h, mi, s, t):
        return datetime.datetime(y, mo, d, h, mi, s).isoformat(timespec="seconds") + ".%07dZ" % t
    seam([
        ticks(2021, 3, 19, 9, 37, 20, 1234567), ticks(1969, 12, 31, 23, 59, 59, 9999999),
        ticks(1970, 1, 1, 0, 0, 0, 0), ticks(1, 1, 1, 0, 0, 0, 1), ticks(9999, 12, 31, 23, 59, 59, 9999999),
        ticks(2020, 2, 29, 12, 34, 56, 7890120), ticks(2100, 2, 28, 18, 0, 0, 5000000),
    ], 28, ".NET round-trip")
    for hour, minute in ((23, 59), (22, 59), (0, 0)):
        f.add("2016-12-31T%02d:%02d:60.0000000Z" % (hour, minute), desc="second 60 in the .NET round-trip shape")
    for date in dates_at_limits:
        f.add(date + "T09:37:20.1234567Z", desc="the date's fields at their limits")

    # The two shapes longer than 32 bytes, whose bytes 16 to 18 lie between the reader's two
    # loads: .NET's "o" for a DateTimeOffset (seven digits) and nine digits with an offset, as
    # Go's RFC3339Nano and Java's OffsetDateTime write them. Python's datetime writes the date,
    # the time and the offset; the digits of the fraction go between them.
    def with_offset(y, mo, d, h, mi, s, digits, width, minutes):
        tz = datetime.timezone(datetime.timedelta(minutes=minutes))
        text = datetime.datetime(y, mo, d, h, mi, s, tzinfo=tz).isoformat(timespec="seconds")
        return text[:19] + ".%0*d" % (width, digits) + text[19:]
    for width, length, name in ((7, 33, ".NET DateTimeOffset"), (9, 35, "nanoseconds with an offset")):
        top = 10 ** width - 1
        seam([
            with_offset(2021, 3, 19, 9, 37, 20, 1234567, width, 60),
            with_offset(1969, 12, 31, 23, 59, 59, top, width, -480),
            with_offset(1970, 1, 1, 0, 0, 0, 0, width, 0), with_offset(1, 1, 1, 0, 0, 0, 1, width, 14 * 60),
            with_offset(9999, 12, 31, 23, 59, 59, top, width, -12 * 60),
            with_offset(2020, 2, 29, 12, 34, 56, 789012 * 10, width, 5 * 60 + 45),
            with_offset(2100, 2, 28, 18, 0, 0, 5 * 10 ** (width - 1), width, -(3 * 60 + 30)),
            with_offset(2000, 2, 29, 0, 0, 0, 10, width, 23 * 60 + 59),
        ], length, name)
        zeros = "0" * width
        for hour, minute in ((23, 59), (22, 59), (0, 0)):
            f.add("2016-12-31T%02d:%02d:60.%s+00:00" % (hour, minute, zeros), desc="second 60 in the %s shape" % name)
        for offset in ("+23:59", "-23:59", "+24:00", "-24:00", "+23:60", "+00:60", "-00:00", "+99:99"):
            f.add("2021-03-19T09:37:20." + "1234567890"[:width] + offset, desc="offset %s at its limits" % offset)
        for date in dates_at_limits:
            f.add(date + "T09:37:20." + "1234567890"[:width] + "+05:30", desc="the date's fields at their limits")


def build_rfc3339(f):
    rng = random.Random(3339)
    valid = [
        ("2021-03-19T09:37:20Z", None), ("2021-03-19t09:37:20z", "RFC 3339 5.6 note: lower-case"),
        ("2021-03-19 09:37:20Z", "RFC 3339 5.6 note: space"), ("2021-03-19T09:37:20.123Z", None),
        ("2021-03-19T10:37:20+01:00", None), ("2021-03-19T09:37:20-00:00", "unknown local offset"),
        ("2021-03-19T09:37:20+00:00", None), ("2021-03-19T15:07:20.5+05:30", None),
        ("2021-03-19T09:37:20.123456789Z", None), ("2021-03-19T09:37:20.1234567891Z", "truncated"),
        ("1970-01-01T00:00:00.999999999999999Z", "fifteen nines"),
        ("1985-04-12T23:20:50.52Z", "RFC 3339 example"), ("1996-12-19T16:39:57-08:00", "RFC 3339 example"),
        ("1990-12-31T23:59:60Z", "RFC 3339 example"), ("1990-12-31T15:59:60-08:00", "RFC 3339 example"),
        ("1937-01-01T12:00:27.87+00:20", "RFC 3339 example"),
        ("1998-12-31T23:59:60.5Z", "leap second with fraction"),
        ("0000-01-01T00:00:00Z", "year 0"), ("0000-01-01T00:00:00+23:59", "four-digit years are always in range"),
        ("9999-12-31T23:59:59.999999999-23:59", "four-digit years are always in range"),
        ("2000-02-29T12:00:00Z", None), ("2400-02-29T12:00:00Z", None), ("0000-02-29T00:00:00Z", None),
        ("1970-01-01T00:00:00Z", None), ("2038-01-19T03:14:08Z", None),
    ]
    for text, desc in valid:
        f.add(text, desc=desc)
    n = 0
    while n < 45:
        text = random_datetime(rng, "rfc3339")
        if f.result_of(text)[0] == "ok" and f.add(text, desc="random") is not None:
            n += 1
    # every .iso8601 extension is refused
    ext = [
        ("2021-03-19T10:37:20+0100", "extension +hhmm"), ("2021-03-19T10:37:20+01", "extension +hh"),
        ("2021-03-19T10:37:20-08", "extension -hh"), ("2021-03-19T10:37:20-0800", "extension -hhmm"),
        ("2021-03-19", "extension: date alone"), ("2021-03-19T09:37Z", "extension: seconds omitted"),
        ("2021-03-19T09:37+01:00", "extension: seconds omitted"), ("2021-03-19T09:37", "seconds omitted, no offset"),
        ("+002021-03-19T09:37:20Z", "extension: expanded year"), ("-000001-01-01T00:00:00Z", "extension: expanded year"),
        ("+275760-09-13T00:00:00Z", "extension: expanded year"), ("-271821-04-20T00:00:00Z", "extension: expanded year"),
        ("1616112000", "extension: epoch seconds"), ("1616112000.123", "extension: epoch seconds"),
        ("-1", "extension: epoch seconds"), ("0", "extension: epoch seconds"), ("2021", "extension: epoch seconds"),
        ("20230328", "extension: epoch seconds"), ("-1.5", "extension: epoch seconds"), (".5", None),
    ]
    for text, desc in ext:
        f.add(text, desc=desc)
    invalid = [
        ("", None), ("2021-03-19T09:37:20", "missing offset"), ("2021-03-19T", None), ("2021-03-19t", None),
        ("2021-03-19x", None), ("2021-03-19T24:00:00Z", None), ("2021-03-19T09:37:20+01:00:00", None),
        ("2021-03-19T09:37:20+01:0", None), ("2021-03-19T09:37:20+01:", None), ("2021-03-19T09:37:20+24:00", None),
        ("2021-03-19T09:37:20+01:60", None), ("2021-03-19T09:37:20.Z", None), ("2021-03-19T09:37:20,1Z", None),
        ("2021-03-19T09:37:20Zz", None), ("2021-03-19T09:37:20 ", None), ("2021-02-29T00:00:00Z", None),
        ("1998-12-31T23:58:60Z", None), ("1998-12-31T23:59:60+01:00", None), ("2021-03-19T09:37:61Z", None),
        ("20210319T093720Z", "basic format"), ("2013-W01-1T00:00:00Z", "week date"), ("2013-350T00:00:00Z", "ordinal date"),
        ("2021-03-19T09:37:20.123+05:30:00", "+hh:mm:ss"), (" 2021-03-19T09:37:20Z", None),
        ("2021-03-19\t09:37:20Z", None), ("+2021-03-19T09:37:20Z", None), ("-2021-03-19T09:37:20Z", None),
        ("2021-03-19T09:37:20GMT", None), ("2021-03-19T09:37:20+1:00", None), ("2021-03-19T09:37:20−01:00", "U+2212 minus"),
    ]
    for text, desc in invalid:
        f.add(text, desc=desc)
    mutations(rng, f, "2021-03-19T09:37:20.123+01:00", "error", 30)


def build_full_date(f):
    rng = random.Random(10)
    valid = ["2021-03-19", "1970-01-01", "0000-01-01", "9999-12-31", "2000-02-29", "2400-02-29",
             "0000-02-29", "1900-02-28", "2021-12-31", "2021-01-31", "2020-02-29", "1969-12-31"]
    for t in valid:
        f.add(t)
    for _ in range(20):
        y = rng.randint(0, 9999)
        m = rng.randint(1, 12)
        f.add("%04d-%02d-%02d" % (y, m, rng.randint(1, days_in_month(y, m))), desc="random")
    invalid = [
        ("", None), ("2021-03-19T00:00:00Z", None), ("2021-03-19 ", None), ("2021-03-19Z", None),
        ("2021-03-19\n", None), ("2021-03-19\x00", None), ("+002021-03-19", "no expanded years"),
        ("-000001-01-01", "no expanded years"), ("20210319", "basic format"), ("1616112000", "no numbers"),
        ("2021", None), ("2021-03", None), ("2021-03-1", None), ("2021-3-19", None), ("21-03-19", None),
        ("2021-02-29", None), ("1900-02-29", None), ("2100-02-29", None), ("2021-04-31", None),
        ("2021-13-01", None), ("2021-00-01", None), ("2021-01-00", None), ("2021-01-32", None),
        ("2013-W01-1", "week date"), ("2013-350", "ordinal date"), (" 2021-03-19", None),
        ("2021/03/19", None), ("2021-03-19T", None), ("2021-03-19t00:00:00z", None), ("-1", None), ("x", None),
    ]
    for text, desc in invalid:
        f.add(text, desc=desc)
    mutations(rng, f, "2020-02-29", "error", 25)


def build_epoch(f):
    rng = random.Random(1970)
    units = ["epochSeconds", "epochMilliseconds", "epochMicroseconds", "epochNanoseconds"]
    common = ["0", "-0", "1", "-1", "00", "007", "-007", "123", "-123", "1616112000", "1616112000123",
              "1616112000123456", "1616112000123456789", "-1616112000123", "0.0", "-0.0", "1.5", "-1.5",
              "0.1", "-0.1", "0.001", "-0.001", "1.000", "0.000001", "-0.000001", "0.000000001", "-0.000000001",
              "1.1234567", "1.123456789", "-1.123456789", "1.1234567890",
              "", "-", ".", "-.", ".5", "-.5", "1.", "-1.", "+1", "+0", "--1", "- 1", " 1", "1 ", "1\n",
              "\t1", "1.5.", "1..5", "1.5e3", "1e3", "1E3", "0x1F", "1_000", "1,5", "1,000", "12:00",
              "1-1", "Infinity", "NaN", "one", "1.-5", "1.+5", "\x001", "1\x00", "\uff11", "\u0661"]
    short = ["0", "-0", "1", "-1", "007", "-123", "1616112000123", "1616112000123456789", "1.5", "-1.5",
             "0.001", "-0.001", "0.000001", "-0.000000001", "1.123456789", "", "-", ".5", "1.", "+1", "--1",
             " 1", "1 ", "1e3", "1,5", "\x001", "\uff11"]
    for unit in units:
        for t in (common if unit == "epochSeconds" else short):
            f.add(t, unit)
    for unit in units:
        maxfrac = EPOCH_FRACTION_DIGITS[unit]
        f.add("1." + "9" * maxfrac if maxfrac else "1", unit, desc="most fraction digits the unit allows")
        f.add("1." + "9" * (maxfrac + 1), unit, desc="one fraction digit too many")
        f.add("-1." + "0" * (maxfrac + 1), unit, desc="one fraction digit too many (zeros)")
        f.add("1." + "0" * (maxfrac + 1) + "x", unit, desc="tooManyFractionDigits before trailingBytes")
        f.add("99999999999999999999999999." + "0" * (maxfrac + 1), unit, desc="tooManyFractionDigits before outOfRange")
        f.add("99999999999999999999999999x", unit, desc="trailingBytes before outOfRange")
        limit_units = LIMIT_NS // 10 ** maxfrac        # the range limit in this unit
        for _ in range(10):
            whole = rng.randint(-limit_units + 1, limit_units - 1) if rng.random() < 0.6 \
                else rng.randint(-10 ** rng.randint(1, 12), 10 ** rng.randint(1, 12))
            text = str(whole)
            if maxfrac and rng.random() < 0.7:
                digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, maxfrac)))
                text += "." + digits
            f.add(text, unit, desc="random")
    # the same numbers through .iso8601
    for t in ["1616112000", "-1616112000", "1616112000.5", "-0.5", "0", "-0", "1.1234567890", "1.", "-", ".5",
              "1616112000123", "8640000000000", "8640000000001", "-8640000000000.000000001"]:
        f.add(t, "iso8601", desc="number in .iso8601")
    # Digit runs of every length around the eight-byte words the reader reads at once
    # (date-time.md, "Epoch numbers"): each length from 1 to 20 digits, the range limit in
    # each unit and one past it, and a byte just outside '0'...'9' ('/' and ':') at each
    # position of a 13- and a 16-digit number.
    sweep = random.Random(8)
    fraction_sweep = random.Random(10)
    for unit in units + ["iso8601"]:
        for length in range(1, 21):
            f.add(str(sweep.randint(1, 9)) + "".join(sweep.choice("0123456789") for _ in range(length - 1)),
                  unit, desc="%d digits" % length)
            f.add("9" * length, unit, desc="%d nines" % length)
        maxfrac = EPOCH_FRACTION_DIGITS.get(unit, 9)
        limit_units = LIMIT_NS // 10 ** maxfrac
        for value in (limit_units - 1, limit_units, limit_units + 1):
            f.add(str(value), unit, desc="at the range limit in this unit")
            f.add("-" + str(value), unit, desc="at the range limit in this unit")
        for base in ("1616112000123", "1616112000123456"):
            for i in range(len(base)):
                for ch in "/:":
                    f.add(base[:i] + ch + base[i + 1:], unit, desc="a byte beside the digits")
        # Ten digits, '.' and a fraction, which the reader reads as words (epoch.md, "Seconds
        # with a fraction"): each fraction length from 1 to 10, the shape's neighbours, and
        # '/' and ':' at each position of the shortest and the longest.
        for digits in range(1, 11):
            f.add("17642" + "".join(fraction_sweep.choice("0123456789") for _ in range(5)) + "." +
                  "".join(fraction_sweep.choice("0123456789") for _ in range(digits)), unit,
                  desc="ten digits and %d fraction digit%s" % (digits, "" if digits == 1 else "s"))
        for text in ("9999999999.999999999", "0000000000.000000001", "-764200000.75", "-1764200000.75",
                     "176420000.75", "17642000000.75", "1764200000.", "1764200000..5", "1764200000.75x",
                     "1764200000,75", " 764200000.75"):
            f.add(text, unit, desc="beside ten digits and a fraction")
        for base in ("1764200000.7", "1764200000.123456789"):
            for i in range(len(base)):
                for ch in "/:":
                    f.add(base[:i] + ch + base[i + 1:], unit, desc="a byte beside ten digits and a fraction")


def build_assumed_offset(f):
    rng = random.Random(86400)
    offsets = [0, 1, -1, 30, 60, -60, 3600, -3600, 19800, -28800, 45296, 86399, -86399]
    texts = ["2021-03-19T09:37:20", "2021-03-19T09:37:20.123456789", "2021-03-19T09:37",
             "2021-03-19 09:37:20.5", "1970-01-01T00:00:00", "0000-01-01T00:00:00", "9999-12-31T23:59:59.999999999"]
    for off in offsets:
        for t in texts:
            if rng.random() < 0.25 or off in (3600, -86399):
                f.add(t, assumed=off)
        for t in texts[:2]:
            if off in (0, 1, -28800, 86399):
                f.add(t, "rfc3339", off)
    cases = [
        ("2021-03-19T09:37:20Z", 3600, "a written offset wins"),
        ("2021-03-19T09:37:20+05:30", 3600, "a written offset wins"),
        ("2021-03-19T09:37:20-00:00", 3600, "a written -00:00 wins"),
        ("2021-03-19T09:37+0530", -3600, "a written offset wins"),
        ("2021-03-19", 3600, "a date alone stays UTC midnight"),
        ("+275760-09-13", -86399, "a date alone stays UTC midnight"),
        ("1616112000", 3600, "epoch numbers are UTC"),
        ("-1.5", -3600, "epoch numbers are UTC"),
        ("2021-03-19T09:37", 3600, "seconds omitted"),
        ("1998-12-31T23:59:60", 0, "leap second, assumed UTC"),
        ("1998-12-31T15:59:60.5", -28800, "leap second, assumed -08:00"),
        ("1999-01-01T00:59:60", 3600, "leap second, assumed +01:00"),
        ("1998-12-31T23:59:60", 3600, "23:59:60 at +01:00 is 22:59:60 UTC"),
        ("1998-12-31T23:59:60", 30, "not a whole minute: never 23:59:60 UTC"),
        ("1999-01-01T00:00:60", 60, "00:00:60 at +00:01 is 23:59:60 UTC"),
        ("+275760-09-13T00:00:00", 1, "assumed offset keeps it at the limit"),
        ("+275760-09-13T00:00:00", -1, "assumed offset pushes it past the limit"),
        ("-271821-04-20T00:00:00", -1, "assumed offset keeps it inside"),
        ("-271821-04-20T00:00:00", 1, "assumed offset pushes it before the limit"),
        ("+275760-09-13T23:59:59", 86399, "exactly the upper limit"),
        ("+275760-09-13T23:59:59.000000001", 86399, "1 ns past the upper limit"),
        ("-271821-04-19T00:00:01", -86399, "exactly the lower limit"),
        ("-271821-04-19T00:00:00", -86399, "one second before the lower limit"),
        ("2021-03-19T09:37:20.", 3600, "syntax errors still win"),
        ("2021-03-19T09:37:2", 3600, "syntax errors still win"),
        ("2021-03-19T09:37:20 ", 3600, "trailing space"),
        ("2021-02-29T09:37:20", 3600, "calendar errors still win"),
        ("2021-03-19T09:37:20+", 3600, "an offset sign needs an hour"),
    ]
    for t, off, desc in cases:
        f.add(t, assumed=off, desc=desc)
    for t, off, desc in [("2021-03-19T09:37", 3600, "rfc3339 still needs seconds"),
                         ("2021-03-19", 3600, "rfc3339 has no date alone"),
                         ("2021-03-19T09:37:20.123", -3600, None),
                         ("1990-12-31T15:59:60", -28800, "leap second, assumed -08:00"),
                         ("1990-12-31T23:59:60", 60, "not 23:59:60 UTC")]:
        f.add(t, "rfc3339", off, desc)
    for _ in range(20):
        off = rng.choice([rng.randint(-86399, 86399), rng.randint(-24, 24) * 3600, rng.randint(-1440, 1440) * 60])
        if abs(off) >= 86400:
            continue
        f.add(random_datetime(rng, "iso8601", assumed=True), assumed=off, desc="random")


def build_calendar(f):
    # every month end, and one day past it, in a common, a leap, a century and a 400-year
    for y in (2021, 2020, 1900, 2000):
        for m in range(1, 13):
            last = days_in_month(y, m)
            f.add("%04d-%02d-%02d" % (y, m, last), desc="last day of the month")
            f.add("%04d-%02d-%02d" % (y, m, last + 1), desc="one past the last day")
    for m in range(1, 13):
        last = days_in_month(2021, m)
        f.add("2021-%02d-%02dT23:59:59.999999999Z" % (m, last), desc="last nanosecond of the month")
        f.add("2021-%02d-%02dT00:00:00Z" % (m, last + 1), "rfc3339", desc="one past the last day")
        f.add("2000-%02d-%02d" % (m, last if m != 2 else 29), "fullDate", desc="last day of the month")
    # February 28/29/30 in leap and common years, four-digit and expanded
    for y in (1900, 2000, 2100, 2400, 1600, 1700, 2004, 2019, 2024, 0, 1, 4, 100, 400, 9996, 9999):
        for d in (28, 29, 30):
            f.add("%04d-02-%02d" % (y, d), desc="February in year %d" % y)
    for y in (1900, 2000, 2100, 2400, 0):
        f.add("%04d-02-29T12:00:00Z" % y, "rfc3339")
        f.add("%04d-02-29" % y, "fullDate")
        f.add("%04d-03-01T00:00:00+00:01" % y, desc="March 1st at +00:01 is February UTC")
    for y in (-1, -4, -100, -400, -401, -800, 10000, 10100, 10400, 12000, 100000, -100000, 275756, -271820):
        for d in (28, 29, 30):
            f.add("%s-02-%02d" % (year_text(y), d), desc="February in year %d" % y)
    for y in (-4, -100, 10400):
        f.add("%s-02-29T23:59:59Z" % year_text(y))
    for m in range(1, 13):
        last = days_in_month(-1, m)
        f.add("-000001-%02d-%02d" % (m, last), desc="last day of the month, year -1")
        f.add("-000001-%02d-%02d" % (m, last + 1), desc="one past the last day, year -1")
    # day 00, month 00/13 and friends
    for text in ["2021-00-01", "2021-13-01", "2021-01-00", "2021-00-00", "2021-20-01", "2021-99-01",
                 "+010000-00-01", "+010000-13-01", "-000001-00-01", "-000001-13-01", "-000001-01-00",
                 "2021-01-99", "2021-02-00", "0000-00-00", "9999-99-99", "2021-10-00"]:
        f.add(text)
    f.add("2021-00-01", "fullDate")
    f.add("2021-13-01T00:00:00Z", "rfc3339")
    f.add("2021-01-00T00:00:00Z", "rfc3339")
    # no rollover, no Julian switch
    f.add("2021-02-30", "fullDate", desc="no rollover into March")
    f.add("2021-02-31T00:00:00Z", desc="no rollover into March")
    f.add("2020-02-30T00:00:00Z", desc="no rollover into March")
    f.add("2021-04-31T00:00:00Z", desc="no rollover into May")
    f.add("1582-10-05T00:00:00Z", desc="no Julian gap: October 5-14 1582 exist")
    f.add("1582-10-14T23:59:59Z", desc="no Julian gap")
    f.add("1582-10-04T00:00:00Z", desc="no Julian gap")
    f.add("1500-02-29", desc="1500 is not a leap year (Gregorian rule, no Julian)")
    f.add("1200-02-29", desc="1200 is a leap year")


def build_range(f):
    date_cases = [
        "+275760-09-13T00:00:00Z", "+275760-09-13T00:00:00.000000001Z", "+275760-09-13T00:00:01Z",
        "+275760-09-12T23:59:59.999999999Z", "+275760-09-13", "+275760-09-14", "+275760-09-13T00:00Z",
        "+275760-09-13T00:01Z", "+275760-09-13T01:00:00+01:00", "+275760-09-13T01:00:00.000000001+01:00",
        "+275760-09-12T23:00:00-01:00", "+275760-09-12T23:00:01-01:00", "+275760-09-13T23:59:00+23:59",
        "+275760-09-13T23:59:00.000000001+23:59", "+275760-09-12T00:01:00-23:59", "+275760-09-12T00:01:01-23:59",
        "+275760-09-13T00:00:00.0000000009Z", "+275760-09-13T00:00:00.000000000999999Z",
        "+275760-09-12T23:59:60Z", "+275760-09-12T23:59:60.999999999Z", "+275760-09-13T23:59:60Z",
        "+275760-09-13T00:00:60Z", "+275760-09-13T00:00:00+0000", "+275760-09-13T00:00:00-00",
        "+275760-09-13T00:00:00+00:01", "+275760-09-13T00:00:00-00:01", "+275761-01-01", "+275760-10-01",
        "+275760-12-31", "+999999-12-31T23:59:59.999999999Z", "+999999-12-31", "+300000-01-01",
        "-271821-04-20T00:00:00Z", "-271821-04-19T23:59:59.999999999Z", "-271821-04-19T23:59:59Z",
        "-271821-04-20", "-271821-04-19", "-271821-04-20T00:00:00.000000001Z", "-271821-04-20T00:00:00+00:01",
        "-271821-04-19T23:59-00:01", "-271821-04-19T23:59:59-00:01", "-271821-04-19T23:58:59.999999999-00:01",
        "-271821-04-19T00:01:00-23:59", "-271821-04-19T00:00:59-23:59", "-271821-04-20T23:59:00+23:59",
        "-271821-04-20T23:58:59.999999999+23:59", "-271821-04-19T23:59:60Z", "-271821-04-20T00:00:60Z",
        "-271821-04-20T00:00:00-00:00", "-271822-12-31", "-271821-01-01", "-999999-01-01T00:00:00Z",
        "-999999-01-01", "-300000-01-01",
    ]
    for t in date_cases:
        f.add(t)
    for t in ["0000-01-01T00:00:00+23:59", "9999-12-31T23:59:59.999999999-23:59"]:
        f.add(t, "rfc3339", desc="four-digit years are always in range")
        f.add(t, "iso8601", desc="four-digit years are always in range")
    f.add("+275760-09-13T00:00:00", assumed=1)
    f.add("+275760-09-13T00:00:00", assumed=-1)
    f.add("-271821-04-20T00:00:00", assumed=-1)
    f.add("-271821-04-20T00:00:00", assumed=1)
    limits = {"epochSeconds": "8640000000000", "epochMilliseconds": "8640000000000000",
              "epochMicroseconds": "8640000000000000000", "epochNanoseconds": "8640000000000000000000"}
    below = {"epochSeconds": "8639999999999", "epochMilliseconds": "8639999999999999",
             "epochMicroseconds": "8639999999999999999", "epochNanoseconds": "8639999999999999999999"}
    past = {"epochSeconds": "8640000000001", "epochMilliseconds": "8640000000000001",
            "epochMicroseconds": "8640000000000000001", "epochNanoseconds": "8640000000000000000001"}
    for unit in limits:
        maxfrac = EPOCH_FRACTION_DIGITS[unit]
        for sign in ("", "-"):
            f.add(sign + limits[unit], unit, desc="at the limit")
            f.add(sign + past[unit], unit, desc="one unit past the limit")
            f.add(sign + "0" * 20 + limits[unit], unit, desc="at the limit, leading zeros")
            if maxfrac:
                f.add(sign + limits[unit] + "." + "0" * maxfrac, unit, desc="at the limit, zero fraction")
                f.add(sign + limits[unit] + "." + "0" * (maxfrac - 1) + "1", unit, desc="1 ns past the limit")
                f.add(sign + below[unit] + "." + "9" * maxfrac, unit, desc="1 ns inside the limit")
                f.add(sign + limits[unit] + ".5", unit, desc="fraction past the limit")
        f.add("9223372036854775807", unit, desc="Int64.max")
        f.add("9223372036854775808", unit, desc="Int64.max + 1")
        f.add("-9223372036854775808", unit, desc="Int64.min")
        f.add("-9223372036854775809", unit, desc="Int64.min - 1")
        f.add("18446744073709551615", unit, desc="UInt64.max")
        f.add("18446744073709551616", unit, desc="UInt64.max + 1")
        f.add("99999999999999999999999999999", unit, desc="29 nines")
        f.add("-99999999999999999999999999999", unit, desc="-29 nines")
    for t in ["8640000000000", "-8640000000000", "8640000000001", "-8640000000001",
              "8640000000000.000000001", "-8640000000000.000000001", "8639999999999.999999999",
              "-8639999999999.999999999"]:
        f.add(t, "iso8601", desc="epoch seconds in .iso8601")
    # .iso8601 reads a number as seconds only within the years 0000-9999 (epoch.md)
    for t, desc in [("253402300799.999999999", "the last nanosecond of 9999"), ("253402300800", "10000-01-01"),
                    ("-62167219200", "0000-01-01"), ("-62167219200.000000001", "just before 0000-01-01"),
                    ("-62167219201", "a second before 0000-01-01"), ("1616146640123", "13 digits: milliseconds, not seconds"),
                    ("1616146640123456", "16 digits: microseconds"), ("999999999999", "year 33658"),
                    ("99999999999", "year 5138: still seconds")]:
        f.add(t, "iso8601", desc="the years of .iso8601's epoch seconds: " + desc)


def build_hostile(f):
    # NUL bytes
    for t in ["\x00", "\x002021-03-19", "2021-03-19\x00", "2021-03-19T09:37:20Z\x00", "2021\x00-03-19",
              "2021-03-19T09:37:20\x00Z", "2021-03-19T09:37:20.12\x003Z", "1616112000\x00", "\x001616112000",
              "2021-03-19T09:37:20+01:00\x00", "2021-03-19\x00T09:37:20Z"]:
        f.add(t)
    f.add("1616112000\x00", "epochSeconds")
    f.add("2021-03-19\x00", "fullDate")
    f.add("2021-03-19T09:37:20Z\x00", "rfc3339")
    # non-ASCII digits and look-alikes (UTF-8 offsets are bytes)
    for t, desc in [("202\u09ea-03-19", "Bengali digit four"), ("\u09e8\u09e6\u09e8\u09e7-03-19", "Bengali digits"),
                    ("\u0662\u0660\u0662\u0661-03-19", "Arabic-Indic digits"), ("\uff12\uff10\uff12\uff11-03-19", "full-width digits"),
                    ("2021-03-1\u0669", "Arabic-Indic nine as a day digit"), ("2021-03-19T09:37:2\u00b2Z", "superscript two"),
                    ("2021\u201303\u201319", "en dash"), ("2021\u221203\u221219", "minus sign"),
                    ("2021-03-19T09:37:20\u221208:00", "U+2212 as offset sign"), ("2021-03-19T09\uff1a37:20Z", "full-width colon"),
                    ("2021-03-19\u00a009:37:20Z", "no-break space"), ("2021-03-19\u200b09:37:20Z", "zero-width space"),
                    ("\ufeff2021-03-19", "byte order mark"), ("2021-03-19T09:37:20\u212a", "Kelvin sign"),
                    ("2021-03-19T09:37:20\uff3a", "full-width Z"), ("\U0001d7ce", "mathematical bold zero"),
                    ("2021-03-19\u0054\u030309:37:20Z", "T with combining tilde"), ("161611200\u0660", "Arabic-Indic zero in a number")]:
        f.add(t, desc=desc)
    f.add("\u09ea", "epochSeconds", desc="Bengali digit four")
    f.add("1\u09ea", "epochSeconds", desc="Bengali digit four")
    f.add("202\u09ea-03-19", "fullDate", desc="Bengali digit four")
    f.add("202\u09ea-03-19T00:00:00Z", "rfc3339", desc="Bengali digit four")
    # bytes next to the digit range, and digits with the high bit set
    for t in ["2021-0/-19", "2021-0:-19", "2021-03-1/", "2021-03-1:", "/021-03-19", ":021-03-19",
              "2021-03-19T0/:00:00Z", "2021-03-19T09:3:Z", "2021-03-19T09:37:2/Z", "2021-03-19T09:37:20./Z",
              "2021-03-19T09:37:20+0/:00", "2021-03-19T09:37:20+01:0:", "/", ":", "1/", "1:"]:
        f.add(t, desc="byte adjacent to '0'-'9'")
    for t in [b"2021-03-1\xb9", b"\xb2021-03-19", b"2021-03-19T09:37:2\xb0Z", b"2021-03-19T09:37:20.\xb1Z",
              b"1616112000\xb0", b"\xb1", b"2021-03-19T09:37:20+0\xb1:00"]:
        f.add(t, desc="ASCII digit with the high bit set")
    f.add(b"161611200\xb0", "epochSeconds", desc="ASCII digit with the high bit set")
    # invalid UTF-8
    for t, desc in [(b"\xff", "0xFF"), (b"2021-03-19T09:37:20\xffZ", "0xFF"), (b"2021-03-19\xc0\xa0", "overlong"),
                    (b"\xc0\x80", "overlong NUL"), (b"2021-03-19T09:37:20\xc0\xbaZ", "overlong ':'"),
                    (b"2021-03-19\x80", "lone continuation byte"), (b"202\xe0\xa7", "truncated 3-byte sequence"),
                    (b"2021-03-19T09:37:20\xed\xa0\x80Z", "encoded surrogate"), (b"\xfe\xff2021-03-19", "UTF-16 BOM"),
                    (b"2021-03-19T09:37:20.123\xf4\x90\x80\x80", "beyond U+10FFFF"), (b"1616112000.\xff", "0xFF in fraction")]:
        f.add(t, desc="invalid UTF-8: " + desc)
    f.add(b"\xff", "epochSeconds", desc="invalid UTF-8")
    f.add(b"\xc0\xb1", "epochSeconds", desc="invalid UTF-8: overlong '1'")
    f.add(b"2021-03-19\xff", "fullDate", desc="invalid UTF-8")
    # whitespace
    for t in [" ", "\t", "\n", "\r\n", " 2021-03-19", "2021-03-19 ", "2021-03-19\r\n", "\n2021-03-19T09:37:20Z",
              "2021-03-19T09:37:20Z\r", "2021-03-19T 09:37:20Z", "2021-03-19T09: 37:20Z", "2021 -03-19",
              "2021-03-19T09:37:20 +01:00", "2021-03-19T09:37:20+01: 00", " 1616112000", "1616112000 ",
              "1616112000.5 ", "- 1", "2021-03-19\t09:37:20Z", "2021-03-19\x0b09:37:20Z", "2021-03-19\x0c09:37:20Z"]:
        f.add(t)
    for unit in ("epochSeconds", "fullDate", "rfc3339"):
        f.add(" 1616112000", unit)
        f.add("2021-03-19 ", unit)
        f.add("2021-03-19T09:37:20Z ", unit)
    # truncations of valid inputs at every position
    for text, profile in [("2021-03-19T09:37:20.123+01:00", "iso8601"), ("2021-03-19T09:37:20.123+01:00", "rfc3339"),
                          ("+275760-09-13T00:00-0000", "iso8601"), ("2021-03-19", "fullDate"),
                          ("-1616112000.123", "epochSeconds"), ("-1616112000.123", "iso8601")]:
        assert reference(text.encode(), profile)[0] == "ok"
        for i in range(len(text)):
            f.add(text[:i], profile, desc="first %d bytes of %s" % (i, text))
    # very long fractions and numbers
    frac400 = "".join(str((i * 7 + 3) % 10) for i in range(400))
    f.add("2021-03-19T09:37:20." + frac400 + "Z", desc="400 fraction digits, truncated")
    f.add("2021-03-19T09:37:20." + "9" * 400 + "+01:00", desc="400 nines do not round up")
    f.add("9999-12-31T23:59:59." + "9" * 400 + "Z", desc="400 nines at the end of 9999 do not roll over")
    f.add("2021-03-19T09:37:20." + frac400, desc="400 fraction digits, then the end")
    f.add("2021-03-19T09:37:20." + frac400 + "x", desc="400 fraction digits, then garbage")
    f.add("2021-03-19T09:37:20." + frac400 + "Z", "rfc3339", desc="400 fraction digits")
    f.add("2021-03-19T09:37:20." + "0" * 2000 + "1Z", desc="2001 fraction digits")
    for unit in EPOCH_FRACTION_DIGITS:
        f.add("1616112000." + frac400, unit, desc="400 fraction digits in a number")
    f.add("1616112000." + frac400, "iso8601", desc="400 fraction digits in a number")
    f.add("1" * 30, desc="30-digit number")
    f.add("-" + "9" * 30, desc="30-digit negative number")
    for unit in EPOCH_FRACTION_DIGITS:
        f.add("1" * 30, unit, desc="30-digit number")
        f.add("0" * 400 + "1", unit, desc="400 leading zeros")
        f.add("9" * 1000, unit, desc="1000-digit number")
        f.add("-" + "0" * 1000, unit, desc="1000 zeros")
        f.add("1" * 30 + ".5", unit, desc="30 digits then a fraction")
        f.add("+1616112000", unit, desc="leading '+'")
    f.add("0" * 400 + "1616112000", desc="400 leading zeros")
    f.add("9" * 1000 + ".5", desc="1000-digit number with a fraction")
    f.add("9" * 1000 + "x", desc="1000 digits then garbage: a date")
    # leading '+', exponents, commas, other notations
    for t in ["+1616112000", "+1616112000.5", "+0", "+", "1.6e9", "1.6E+9", "16e8", "1e", "1616112000,5", "1,616,112,000",
              "0x6054a180", "0b1", "1616112000L", "1616112000.5.5", "1616112000..5"]:
        f.add(t)
        f.add(t, "epochSeconds")
    # 24:00, basic format, week and ordinal dates, other formats
    for t in ["2021-03-19T24:00:00Z", "2021-03-19T24:00Z", "2021-03-19T24:00:00+01:00", "2021-03-18T24:00:00.000Z",
              "20210319T093720Z", "20210319T0937Z", "2021-03-19T093720Z", "20210319", "2021-0319", "202103-19",
              "2013-W01", "2013-W01-1", "2013W011", "2013-W53-7T00:00:00Z", "2013-350", "2013350", "2013-350T09:37:20Z",
              "2021-03", "2021", "+002021", "--03-19", "---19", "T09:37:20Z", "09:37:20", "2021-03-19T09:37:20.123+01:00[Europe/Paris]",
              "2021-03-19T09:37:20Z[UTC]", "2021-03-19T09:37:20.123+01:00:00", "2021-03-19T09:37:20+01:30:45",
              "Fri, 19 Mar 2021 09:37:20 +0000", "2021-03-19T09:37:20.123 PM", "/Date(1616112000000)/",
              "2021-03-19T09h37m20s", "2021-03-19T09:37:20.5Z/P1D", "R5/2021-03-19T09:37:20Z/P1D", "P1Y"]:
        f.add(t)
    for t in ["20210319T093720Z", "2013-W01-1", "2013-350", "2021-03-19T24:00:00Z"]:
        f.add(t, "rfc3339")
        f.add(t, "fullDate")
    # grammar-alphabet noise
    rng = random.Random(404)
    alphabet = "0123456789" * 3 + "-+:.TZtz "
    n = 0
    while n < 40:
        t = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 26)))
        if f.add(t, rng.choice(["iso8601", "iso8601", "rfc3339", "fullDate", "epochSeconds"]), desc="noise") is not None:
            n += 1
    # near-valid shapes with random digits
    n = 0
    while n < 24:
        t = "".join(rng.choice("0123456789") if c == "9" else c
                    for c in rng.choice(["9999-99-99T99:99:99Z", "9999-99-99", "+999999-99-99T99:99:99.99-99:99",
                                         "-999999-99-99", "9999-99-99 99:99+9999", "9999-99-99T99:99:99.9+99"]))
        if f.add(t, desc="random digits in a date shape") is not None:
            n += 1
