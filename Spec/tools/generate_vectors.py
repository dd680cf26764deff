#!/usr/bin/env python3
"""Generate Spec/*/vectors/*.json from Spec/date-time/date-time.md.

    python3 Spec/tools/generate_vectors.py

Deterministic (fixed seeds, no clock, no environment), standard library only.
Running it twice produces byte-identical files.

The expected value of every vector comes from `parse()` below (and, for the
wall-clock files in vectors/wall-clock/, `parse_time_of_day()` and
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

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = os.path.dirname(HERE)
# Each grammar's vectors live in its own folder, `Spec/<grammar>/vectors/` (Spec/README.md).
GRAMMAR_OF_FILE = {
    "epoch": "epoch", "format-epoch": "epoch",
    "http-date": "internet", "rfc5322": "internet", "format-http-date": "internet", "format-rfc5322": "internet",
    "rfc9557": "rfc9557", "rfc9557/annotated": "rfc9557",
    "cookie-date": "cookie", "browser-dates": "cookie", "format-cookie-date": "cookie",
    "iso8601-basic": "iso8601-basic", "format-iso8601-basic": "iso8601-basic",
    "dotnet-json": "dotnet-json", "format-dotnet-json": "dotnet-json",
    "duration/duration": "duration",
    "wall-clock/local-date-time": "wall-clock", "wall-clock/time-of-day": "wall-clock",
}


def vector_path(name):
    """Where the vector file `name` (as the builders call it) is written."""
    grammar = GRAMMAR_OF_FILE.get(name, "date-time")
    return os.path.join(SPEC, grammar, "vectors", name.split("/")[-1] + ".json")

NS_PER_S = 10 ** 9
LIMIT_MS = 8_640_000_000_000_000          # ECMAScript time value bound, in ms
LIMIT_S = LIMIT_MS // 1000                # 8_640_000_000_000
LIMIT_NS = LIMIT_MS * 10 ** 6             # 8.64e21

PROFILES = ("iso8601", "rfc3339", "fullDate", "epochSeconds",
            "epochMilliseconds", "epochMicroseconds", "epochNanoseconds",
            # Spec/internet/internet-dates.md, read by internet_dates.py
            "httpDate", "rfc5322",
            # Spec/rfc9557/rfc9557.md, read by rfc9557.py
            "rfc9557",
            # Spec/cookie/cookie-dates.md, Spec/iso8601-basic/iso8601-basic.md and
            # Spec/dotnet-json/dotnet-json.md, read by their own modules
            "cookieDate", "iso8601Basic", "dotNetJSON")
INTERNET_PROFILES = ("httpDate", "rfc5322")

ERROR_KINDS = (
    "empty", "expectedYear", "invalidExpandedYear", "expectedHyphenAfterYear",
    "expectedMonth", "monthOutOfRange", "expectedHyphenAfterMonth", "expectedDay",
    "dayOutOfRange", "expectedTimeSeparator", "expectedHour", "hourOutOfRange",
    "expectedColonAfterHour", "expectedMinute", "minuteOutOfRange",
    "expectedColonAfterMinute", "expectedSecond", "secondOutOfRange",
    "expectedFractionDigit", "missingOffset", "expectedOffset",
    "expectedOffsetHour", "offsetHourOutOfRange", "expectedOffsetColon",
    "expectedOffsetMinute", "offsetMinuteOutOfRange", "expectedOffsetSecond",
    "offsetSecondOutOfRange", "expectedNumber",
    "tooManyFractionDigits", "trailingBytes", "invalidLeapSecond", "outOfRange",
    # .iso8601 only: a number outside the years 0000-9999 (Spec/epoch/epoch.md)
    "numberOutsideEpochSecondsYears",
    # time of day only
    "hourOutOfRangeFor12HourClock", "expectedMeridiem",
) + internet_dates.ERROR_KINDS + durations.ERROR_KINDS + rfc9557.ERROR_KINDS \
    + cookie_dates.ERROR_KINDS + iso8601_basic.ERROR_KINDS + dotnet_json.ERROR_KINDS

# Wall-clock grammars (date-time.md "Local date-times", "Times of day"): their values are
# readings of a clock, not instants, and live in vectors/wall-clock/.
WALL_PROFILES = ("localDateTime", "timeOfDay")

# ===========================================================================
# Calendar: proleptic Gregorian, astronomical year numbering.
# ===========================================================================


def is_leap(y):
    # Python's % is a true modulus, so this is right for negative years too.
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    if m == 2:
        return 29 if is_leap(y) else 28
    if m in (4, 6, 9, 11):
        return 30
    return 31


# Day number (days since 1970-01-01) of January 1st of every year an expanded
# year can name, built by adding up year lengths one year at a time.
TABLE_MIN_YEAR = -1_000_000
TABLE_MAX_YEAR = 1_000_001


def _build_year_table():
    starts = []
    acc = 0
    for y in range(TABLE_MIN_YEAR, TABLE_MAX_YEAR + 1):
        starts.append(acc)
        acc += 366 if is_leap(y) else 365
    base = starts[1970 - TABLE_MIN_YEAR]
    return [s - base for s in starts]


YEAR_START = _build_year_table()


def days_from_civil(y, m, d):
    days = YEAR_START[y - TABLE_MIN_YEAR]
    for k in range(1, m):
        days += days_in_month(y, k)
    return days + d - 1


def civil_from_days(n):
    i = bisect.bisect_right(YEAR_START, n) - 1
    y = i + TABLE_MIN_YEAR
    rem = n - YEAR_START[i]
    m = 1
    while rem >= days_in_month(y, m):
        rem -= days_in_month(y, m)
        m += 1
    return y, m, rem + 1


def hinnant_days_from_civil(y, m, d):
    """Independent closed form (H. Hinnant, chrono-compatible algorithms)."""
    y -= m <= 2
    era = y // 400                      # Python's // already floors
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def check_calendar():
    rng = random.Random(1)
    epoch_ord = datetime.date(1970, 1, 1).toordinal()
    for _ in range(20000):
        y = rng.randint(-1_000_000, 1_000_000)
        m = rng.randint(1, 12)
        d = rng.randint(1, days_in_month(y, m))
        n = days_from_civil(y, m, d)
        assert n == hinnant_days_from_civil(y, m, d), (y, m, d)
        assert civil_from_days(n) == (y, m, d), (y, m, d)
        if 1 <= y <= 9999:
            assert n == datetime.date(y, m, d).toordinal() - epoch_ord
    for y in (-400, -100, -4, -1, 0, 1, 4, 100, 400, 1900, 2000, 2100, 2400):
        for m in range(1, 13):
            for d in (1, days_in_month(y, m)):
                n = days_from_civil(y, m, d)
                assert n == hinnant_days_from_civil(y, m, d)
                assert civil_from_days(n) == (y, m, d)
    assert days_from_civil(1970, 1, 1) == 0
    assert days_from_civil(-271821, 4, 20) == -100_000_000
    assert days_from_civil(275760, 9, 13) == 100_000_000
    assert [y for y in (1900, 2000, 2100, 2400, 0, -4, -100, -400, 2021, 2020)
            if is_leap(y)] == [2000, 2400, 0, -4, -400, 2020]


# ===========================================================================
# Reference parser: a literal transcription of date-time.md.
# ===========================================================================


class ParseError(Exception):
    def __init__(self, kind, offset):
        super().__init__(kind, offset)
        assert kind in ERROR_KINDS, kind
        self.kind = kind
        self.offset = offset


def is_digit(c):
    return c is not None and 0x30 <= c <= 0x39     # ASCII '0'...'9' only


# maximum epoch fraction digits; the unit is 10**maxfrac nanoseconds
EPOCH_FRACTION_DIGITS = {"epochSeconds": 9, "epochMilliseconds": 6,
                         "epochMicroseconds": 3, "epochNanoseconds": 0}


def parse(data, profile, assumed=None, current_year=None):
    """Parse bytes `data` with `profile`.

    Returns (seconds, nanoseconds, utcOffset) or raises ParseError.
    """
    assert isinstance(data, bytes)
    assert profile in PROFILES
    if assumed is not None:
        assert profile in ("iso8601", "rfc3339", "rfc5322", "rfc9557", "iso8601Basic") and abs(assumed) < 86400
    assert current_year is None or profile == "httpDate"
    if profile == "cookieDate":
        return cookie_dates.parse(data)
    if profile == "iso8601Basic":
        return iso8601_basic.parse(data, assumed)
    if profile == "dotNetJSON":
        return dotnet_json.parse(data)
    if profile == "httpDate":
        return internet_dates.parse_http_date(data, current_year or internet_dates.CLOCK_FREE_YEAR)
    if profile == "rfc5322":
        return internet_dates.parse_rfc5322(data, assumed)
    if profile == "rfc9557":
        r = rfc9557.parse_instant(data, assumed)
        if r[0] == "error":
            raise ParseError(r[1], r[2])
        return r[1:]
    if len(data) == 0:
        raise ParseError("empty", 0)
    if profile in EPOCH_FRACTION_DIGITS:
        return _parse_epoch(data, EPOCH_FRACTION_DIGITS[profile])
    if profile == "iso8601" and data[0] != ord("+"):
        # "How .iso8601 tells a number from a date": skip one '-', then the
        # longest run of ASCII digits; at the end or before '.', a number.
        i = 1 if data[0] == ord("-") else 0
        while i < len(data) and is_digit(data[i]):
            i += 1
        if i == len(data) or data[i] == ord("."):
            # Epoch seconds only within the years 0000-9999 (epoch.md, "Epoch seconds in
            # .iso8601"): past them, and past the supported range, a number is refused.
            try:
                seconds, nanos, offset = _parse_epoch(data, 9)
            except ParseError as e:
                if e.args[0] == "outOfRange":
                    raise ParseError("numberOutsideEpochSecondsYears", 0)
                raise
            if not ISO_NUMBER_FIRST_SECOND <= seconds < ISO_NUMBER_END_SECOND:
                raise ParseError("numberOutsideEpochSecondsYears", 0)
            return seconds, nanos, offset
    return _parse_date(data, profile, assumed)


ISO_NUMBER_FIRST_SECOND = -62_167_219_200   # 0000-01-01T00:00:00Z
ISO_NUMBER_END_SECOND = 253_402_300_800     # 10000-01-01T00:00:00Z


def _parse_epoch(data, maxfrac):
    n = len(data)
    p = 0
    negative = False
    if data[0] == ord("-"):
        negative = True
        p = 1
    if p == n or not is_digit(data[p]):
        raise ParseError("expectedNumber", p)
    whole = 0
    while p < n and is_digit(data[p]):
        whole = whole * 10 + (data[p] - 0x30)
        p += 1
    frac = 0
    frac_digits = 0
    if p < n and data[p] == ord("."):
        p += 1
        if p == n or not is_digit(data[p]):
            raise ParseError("expectedFractionDigit", p)
        while p < n and is_digit(data[p]):
            if frac_digits == maxfrac:
                raise ParseError("tooManyFractionDigits", p)
            frac = frac * 10 + (data[p] - 0x30)
            frac_digits += 1
            p += 1
    if p < n:
        raise ParseError("trailingBytes", p)
    total_ns = whole * 10 ** maxfrac + frac * 10 ** (maxfrac - frac_digits)
    if negative:
        total_ns = -total_ns
    if not -LIMIT_NS <= total_ns <= LIMIT_NS:
        raise ParseError("outOfRange", 0)
    seconds, nanos = divmod(total_ns, NS_PER_S)
    return seconds, nanos, 0


class _Cursor:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def peek(self):
        return self.data[self.pos] if self.pos < len(self.data) else None

    def digits(self, count, kind):
        """`count` ASCII digits; anything else (or the end) is `kind` there."""
        value = 0
        for _ in range(count):
            c = self.peek()
            if not is_digit(c):
                raise ParseError(kind, self.pos)
            value = value * 10 + (c - 0x30)
            self.pos += 1
        return value

    def fraction(self):
        """An optional `.` and its digits as nanoseconds: at least one digit, the first nine
        kept, the rest truncated (never rounded). 0 when no `.` is here."""
        if self.peek() != ord("."):
            return 0
        self.pos += 1
        if not is_digit(self.peek()):
            raise ParseError("expectedFractionDigit", self.pos)
        nanos, count = 0, 0
        while is_digit(self.peek()):
            if count < 9:
                nanos = nanos * 10 + (self.peek() - 0x30)
                count += 1
            self.pos += 1
        return nanos * 10 ** (9 - count)

    def literal(self, allowed, kind):
        c = self.peek()
        if c is None or c not in allowed:
            raise ParseError(kind, self.pos)
        self.pos += 1
        return c


def _parse_date(data, profile, assumed):
    # localDateTime is .iso8601's date-time with the offset optional: the same liberties
    # (expanded years, omitted seconds, +hhmm/+hh) but no date alone.
    local = profile == "localDateTime"
    iso = profile == "iso8601" or local
    s = _Cursor(data)

    # ---- year
    c = s.peek()
    if iso and c in (ord("+"), ord("-")):
        s.pos += 1
        magnitude = s.digits(6, "expectedYear")
        if c == ord("-") and magnitude == 0:
            raise ParseError("invalidExpandedYear", 0)
        year = -magnitude if c == ord("-") else magnitude
    else:
        year = s.digits(4, "expectedYear")     # a sign here is expectedYear at 0
    s.literal(b"-", "expectedHyphenAfterYear")

    # ---- month
    at = s.pos
    month = s.digits(2, "expectedMonth")
    if not 1 <= month <= 12:
        raise ParseError("monthOutOfRange", at)
    s.literal(b"-", "expectedHyphenAfterMonth")

    # ---- day
    at = s.pos
    day = s.digits(2, "expectedDay")
    if not 1 <= day <= days_in_month(year, month):
        raise ParseError("dayOutOfRange", at)

    # ---- after the date
    c = s.peek()
    if profile == "fullDate":
        if c is not None:
            raise ParseError("trailingBytes", s.pos)
        return _instant(year, month, day, 0, 0, 0, 0, 0, None)
    if c is None and iso and not local:
        return _instant(year, month, day, 0, 0, 0, 0, 0, None)   # UTC midnight
    s.literal(b"Tt ", "expectedTimeSeparator")

    # ---- hour, minute
    at = s.pos
    hour = s.digits(2, "expectedHour")
    if hour > 23:
        raise ParseError("hourOutOfRange", at)
    s.literal(b":", "expectedColonAfterHour")
    at = s.pos
    minute = s.digits(2, "expectedMinute")
    if minute > 59:
        raise ParseError("minuteOutOfRange", at)

    # ---- second and fraction
    second = 0
    second_at = None
    nanos = 0
    c = s.peek()
    if c == ord(":"):
        s.pos += 1
        second_at = s.pos
        second = s.digits(2, "expectedSecond")
        if second > 60:
            raise ParseError("secondOutOfRange", second_at)
        nanos = s.fraction()
    elif not iso:
        raise ParseError("expectedColonAfterMinute", s.pos)
    else:
        # .iso8601: ':' (handled above), an offset start, or the end
        if c is not None and c not in b"Zz+-":
            raise ParseError("expectedColonAfterMinute", s.pos)

    # ---- offset
    c = s.peek()
    if c is None and local:
        return _wall_reading(year, month, day, hour, minute, second, nanos, second_at)
    if c is None:
        if assumed is None:
            raise ParseError("missingOffset", s.pos)
        offset = assumed
    elif c in b"Zz":
        s.pos += 1
        offset = 0
    elif c in b"+-":
        sign = -1 if c == ord("-") else 1
        s.pos += 1
        at = s.pos
        oh = s.digits(2, "expectedOffsetHour")
        if oh > 23:
            raise ParseError("offsetHourOutOfRange", at)
        om = 0
        if not iso:
            s.literal(b":", "expectedOffsetColon")
            at = s.pos
            om = s.digits(2, "expectedOffsetMinute")
            if om > 59:
                raise ParseError("offsetMinuteOutOfRange", at)
        else:
            c = s.peek()
            osec = 0
            if c == ord(":") or is_digit(c):
                extended = c == ord(":")
                if extended:
                    s.pos += 1
                at = s.pos
                om = s.digits(2, "expectedOffsetMinute")
                if om > 59:
                    raise ParseError("offsetMinuteOutOfRange", at)
                # seconds in the same form as the minutes: +hh:mm:ss or +hhmmss
                c = s.peek()
                if (extended and c == ord(":")) or (not extended and is_digit(c)):
                    if extended:
                        s.pos += 1
                    at = s.pos
                    osec = s.digits(2, "expectedOffsetSecond")
                    if osec > 59:
                        raise ParseError("offsetSecondOutOfRange", at)
            elif c is not None:
                raise ParseError("trailingBytes", s.pos)
            om = om * 60 + osec
            offset = sign * (oh * 3600 + om)
        if not iso:
            offset = sign * (oh * 3600 + om * 60)
    else:
        # only reachable after seconds/fraction: not Z, z, +, - (nor a digit or '.')
        raise ParseError("expectedOffset", s.pos)
    if s.peek() is not None:
        raise ParseError("trailingBytes", s.pos)

    return _instant(year, month, day, hour, minute, second, nanos, offset, second_at)


def _instant(year, month, day, hour, minute, second, nanos, offset, second_at):
    # Whole input read: invalidLeapSecond, then outOfRange.
    if second == 60:
        utc_of_59 = (hour * 3600 + minute * 60 + 59 - offset) % 86400
        if utc_of_59 != 23 * 3600 + 59 * 60 + 59:
            raise ParseError("invalidLeapSecond", second_at)
        second = 59          # value of hh:mm:59 plus the fraction, same minute
    seconds = (days_from_civil(year, month, day) * 86400
               + hour * 3600 + minute * 60 + second - offset)
    total_ns = seconds * NS_PER_S + nanos
    if not -LIMIT_NS <= total_ns <= LIMIT_NS:
        raise ParseError("outOfRange", 0)
    return seconds, nanos, offset


def _wall_reading(year, month, day, hour, minute, second, nanos, second_at):
    """A local date-time that ended without an offset: (localSeconds, nanos, None)."""
    # Whole input read: invalidLeapSecond (always: 23:59:60 UTC cannot be judged without
    # the offset), then outOfRange when no offset within +-23:59:59 reaches the range.
    if second == 60:
        raise ParseError("invalidLeapSecond", second_at)
    local = days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second
    latest = (local + 86399) * NS_PER_S + nanos
    earliest = (local - 86399) * NS_PER_S + nanos
    if latest < -LIMIT_NS or earliest > LIMIT_NS:
        raise ParseError("outOfRange", 0)
    return local, nanos, None


def parse_local_date_time(data):
    """(localSeconds, nanoseconds, utcOffset or None), or ParseError."""
    assert isinstance(data, bytes)
    if len(data) == 0:
        raise ParseError("empty", 0)
    result = _parse_date(data, "localDateTime", None)
    if result[2] is None:
        return result
    seconds, nanos, offset = result            # an offset was written: the instant
    return seconds + offset, nanos, offset


# The one space allowed before AM/PM: ASCII space, U+00A0, U+202F (UTF-8 bytes).
TIME_GAPS = (b" ", b"\xc2\xa0", b"\xe2\x80\xaf")


def parse_time_of_day(data):
    """(secondsSinceMidnight, nanoseconds, None), or ParseError: date-time.md "Times of day"."""
    assert isinstance(data, bytes)
    if len(data) == 0:
        raise ParseError("empty", 0)
    s = _Cursor(data)
    if not is_digit(s.peek()):
        raise ParseError("expectedHour", 0)
    hour = s.peek() - 0x30
    s.pos += 1
    if is_digit(s.peek()):                       # a second hour digit
        hour = hour * 10 + s.peek() - 0x30
        s.pos += 1
    if hour > 23:
        raise ParseError("hourOutOfRange", 0)
    s.literal(b":", "expectedColonAfterHour")
    at = s.pos
    minute = s.digits(2, "expectedMinute")
    if minute > 59:
        raise ParseError("minuteOutOfRange", at)
    second = 0
    nanos = 0
    if s.peek() == ord(":"):
        s.pos += 1
        at = s.pos
        second = s.digits(2, "expectedSecond")
        if second > 59:
            raise ParseError("secondOutOfRange", at)
        nanos = s.fraction()
    meridiem = None
    if s.peek() is not None:
        gap = next((g for g in TIME_GAPS if data.startswith(g, s.pos)), b"")
        s.pos += len(gap)
        c = s.peek()
        if c is None or chr(c) not in "AaPp":
            raise ParseError("expectedMeridiem" if gap else "trailingBytes", s.pos)
        meridiem = chr(c).lower()
        s.pos += 1
        dotted = s.peek() == ord(".")
        if dotted:
            s.pos += 1
        s.literal(b"Mm", "expectedMeridiem")
        if dotted:
            s.literal(b".", "expectedMeridiem")
        if s.peek() is not None:
            raise ParseError("trailingBytes", s.pos)
    if meridiem is not None:
        # Whole input read: the hour on a 12-hour clock is 1-12; 12 AM is 00, 12 PM is 12.
        if not 1 <= hour <= 12:
            raise ParseError("hourOutOfRangeFor12HourClock", 0)
        hour = hour % 12 + (12 if meridiem == "p" else 0)
    return hour * 3600 + minute * 60 + second, nanos, None


def wall_reference(data, profile):
    """('ok', value, ns, utcOffset or None) or ('error', kind, offset)."""
    assert profile in WALL_PROFILES
    try:
        if profile == "timeOfDay":
            value, ns, off = parse_time_of_day(data)
        else:
            value, ns, off = parse_local_date_time(data)
        return ("ok", value, ns, off)
    except ParseError as e:
        return ("error", e.kind, e.offset)


def reference(data, profile, assumed=None, current_year=None):
    """('ok', s, ns, off) or ('error', kind, offset)."""
    try:
        s, ns, off = parse(data, profile, assumed, current_year)
        return ("ok", s, ns, off)
    except ParseError as e:
        return ("error", e.kind, e.offset)


# Errors that name the right format (date-time.md, "Errors that name the right format"):
# when a text fails in one format for its shape, the first other format that reads all of it.
VALUE_ERROR_KINDS = {
    "monthOutOfRange", "dayOutOfRange", "hourOutOfRange", "hourOutOfRangeFor12HourClock", "minuteOutOfRange",
    "secondOutOfRange", "offsetHourOutOfRange", "offsetMinuteOutOfRange", "offsetSecondOutOfRange",
    "invalidLeapSecond", "outOfRange", "numberOutsideEpochSecondsYears", "weekdayMismatch", "yearOutOfRange",
    "weekOutOfRange", "weekdayOutOfRange", "dayOfYearOutOfRange", "durationOutOfRange", "offsetMismatch",
    "unknownTimeZone", "skippedLocalTime", "repeatedLocalTime", "invalidExpandedYear", "invalidColumnOffsets", "empty",
}
HINT_GRAMMARS = [("iso8601", ".iso8601"), ("rfc9557", ".rfc9557"), ("iso8601Basic", ".iso8601Basic"),
                 ("httpDate", ".httpDate"), ("rfc5322", ".rfc5322"), ("dotNetJSON", ".dotNetJSON")]


def hint_for(data, profile, kind):
    """The format the error for `data` in `profile` names, as spelled in code, or None."""
    if kind in VALUE_ERROR_KINDS or not data or profile in WALL_PROFILES:
        return None     # the wall-clock readers name no other format

    def reads(other):
        return reference(data, other)[0] == "ok"

    def within_years(result):
        return ISO_NUMBER_FIRST_SECOND <= result[1] < ISO_NUMBER_END_SECOND

    seconds = reference(data, "epochSeconds")
    if seconds[0] == "ok":
        # A plain number: seconds within the years 0000-9999, else milliseconds within them.
        if within_years(seconds):
            return None if profile in ("epochSeconds", "iso8601") else ".epoch(.seconds)"
        milliseconds = reference(data, "epochMilliseconds")
        if milliseconds[0] == "ok" and within_years(milliseconds) and profile != "epochMilliseconds":
            return ".epoch(.milliseconds)"
        return None
    for other, spelling in HINT_GRAMMARS:
        if other != profile and reads(other):
            return spelling
    if durations.parse(data)[0] == "ok":
        return "FastDate.parseDuration"
    # The cookie date skips unknown tokens, zones included: named only for a text in GMT
    # that names no other offset.
    in_gmt = b"gmt" in data.lower() and b"+" not in data and b" -" not in data
    if profile != "cookieDate" and in_gmt and reads("cookieDate"):
        return ".cookieDate"
    return None


def V(seconds, nanoseconds=0, offset=0):
    return ("ok", seconds, nanoseconds, offset)


def E(kind, offset):
    assert kind in ERROR_KINDS
    return ("error", kind, offset)


# ===========================================================================
# Reference formatters (date-time.md "Formatting").
# ===========================================================================


def year_text(y):
    if 0 <= y <= 9999:
        return "%04d" % y
    return ("+" if y > 0 else "-") + "%06d" % abs(y)


def in_range(seconds, nanos):
    return -LIMIT_NS <= seconds * NS_PER_S + nanos <= LIMIT_NS


def _local_fields(seconds):
    days, sod = divmod(seconds, 86400)
    y, m, d = civil_from_days(days)
    return y, m, d, sod // 3600, sod // 60 % 60, sod % 60


def format_rfc3339(seconds, nanos, offset, fraction_digits):
    assert in_range(seconds, nanos) and 0 <= nanos < NS_PER_S
    assert offset % 60 == 0 and abs(offset) < 86400 and 0 <= fraction_digits <= 9
    y, mo, d, h, mi, s = _local_fields(seconds + offset)
    text = "%s-%02d-%02dT%02d:%02d:%02d" % (year_text(y), mo, d, h, mi, s)
    if fraction_digits:
        text += "." + ("%09d" % nanos)[:fraction_digits]
    if offset == 0:
        return text + "Z"
    a = abs(offset)
    return text + "%s%02d:%02d" % ("-" if offset < 0 else "+", a // 3600, a // 60 % 60)


# `writingUTCOffset(_:)` in the format vectors (Spec/date-time/date-time.md, "Formatting"):
# the offsets a format is told to write in, whole minutes within a day, and ones it cannot
# hold (seconds, a day or more), which are `invalidOffset` before anything is written.
WRITTEN_OFFSETS = [0, 60, -60, 3600, -18000, 19800, 20700, -34200, 50400, 86340, -86340]
UNWRITABLE_OFFSETS = [30, -90, 86400, -86400, 100000]


def written_offset_cases(rng, count):
    """`count` (seconds, nanos, own offset, written offset) cases, in range, one in five with
    an offset no format can write."""
    cases = [(1616146640, 123456789, 3600, -18000), (0, 0, 0, 3600), (-1, 999999999, 3600, 0),
             (1616146640, 0, -18000, 30), (1616146640, 0, 0, 86400)]
    while len(cases) < count:
        s = rng.randint(-62135596800, 253402300799 - 86400)
        written = rng.choice(UNWRITABLE_OFFSETS) if rng.random() < 0.2 else \
            rng.choice(WRITTEN_OFFSETS + [rng.randint(-1439, 1439) * 60])
        cases.append((s, rng.choice([0, rng.randint(0, NS_PER_S - 1)]), rng.choice([0, 3600, -25200]), written))
    return cases


def writable_offset(offset):
    return offset % 60 == 0 and -86400 < offset < 86400


def format_javascript(seconds, nanos):
    assert in_range(seconds, nanos) and 0 <= nanos < NS_PER_S
    y, mo, d, h, mi, s = _local_fields(seconds)
    return "%s-%02d-%02dT%02d:%02d:%02d.%03dZ" % (year_text(y), mo, d, h, mi, s,
                                                   nanos // 1_000_000)


# ===========================================================================
# Independent cross-checks of valid results.
# ===========================================================================

XCHECK_DATE = re.compile(
    rb"^([+-]\d{6}|\d{4})-(\d\d)-(\d\d)"
    rb"(?:[Tt ](\d\d):(\d\d)(?::(\d\d)(?:\.(\d+))?)?"
    rb"(?:([Zz])|([+-])(\d\d)(?::(\d\d)(?::(\d\d))?|(\d\d)(\d\d)?)?)?)?$")
EPOCH_ORDINAL = datetime.date(1970, 1, 1).toordinal()
XCHECKED = {"datetime": 0, "decimal": 0}


def cross_check(data, profile, assumed, result):
    """Recompute a valid result without the reference's code paths."""
    if result[0] != "ok":
        return
    _, seconds, nanos, offset = result
    is_number = profile in EPOCH_FRACTION_DIGITS or (
        profile == "iso8601" and re.match(rb"^-?\d*(\.\d*)?$", data) is not None)
    if is_number:
        unit_exp = EPOCH_FRACTION_DIGITS.get(profile, 9)
        with decimal.localcontext() as ctx:
            ctx.prec = 4 * len(data) + 50
            total = decimal.Decimal(data.decode("ascii")).scaleb(unit_exp)
            assert total == total.to_integral_value()
            total = int(total)
        assert (seconds, nanos, offset) == (total // NS_PER_S, total % NS_PER_S, 0), data
        XCHECKED["decimal"] += 1
        return
    m = XCHECK_DATE.match(data)
    assert m is not None, data
    y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
    if not 1 <= y <= 9999:
        return
    day_number = datetime.date(y, mo, d).toordinal() - EPOCH_ORDINAL
    if m.group(4) is None:
        expected = (day_number * 86400, 0, 0)
    else:
        h, mi = int(m.group(4)), int(m.group(5))
        s = int(m.group(6) or 0)
        ns = int(((m.group(7) or b"") + b"000000000")[:9])
        if m.group(8):
            off = 0
        elif m.group(9):
            minutes = m.group(11) or m.group(13) or b"0"
            seconds_ = m.group(12) or m.group(14) or b"0"
            off = (1 if m.group(9) == b"+" else -1) * (
                int(m.group(10)) * 3600 + int(minutes) * 60 + int(seconds_))
        else:
            off = assumed
        if s == 60:
            assert (datetime.datetime(2000, 1, 1, h, mi) - datetime.timedelta(seconds=off)
                    ).time() == datetime.time(23, 59), data
            s = 59
        local = datetime.datetime(y, mo, d, h, mi, s)
        expected = (day_number * 86400 + (local - datetime.datetime(y, mo, d)).seconds - off,
                    ns, off)
    assert (seconds, nanos, offset) == expected, (data, result, expected)
    XCHECKED["datetime"] += 1


# ECMAScript date-time string format (subset V8 must read exactly as we do).
ES_FORMAT = re.compile(
    r"^([+-]\d{6}|\d{4})-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d\d\d)?)?(Z|[+-]\d\d:\d\d))?$")
ES_CANDIDATES = []


def note_es_candidate(text, profile, assumed, result):
    if (result[0] == "ok" and profile in ("iso8601", "rfc3339", "fullDate")
            and assumed is None and ES_FORMAT.match(text)
            and not re.search(r":60(\.|Z|[+-]|$)", text)):
        ES_CANDIDATES.append((text, result[1] * 1000 + result[2] // 1_000_000))


# ===========================================================================
# Hand-verified expectations: the reference must agree with every one.
# Values are well-known timestamps or worked out by hand in the comments.
# ===========================================================================

HAND_VERIFIED = [
    # (file, profile, input, assumedUTCOffset, expected, description)
    ("iso8601-valid", "iso8601", "2021-03-19T09:37:20.123Z", None, V(1616146640, 123000000), "date-time.md example; 1616112000 + 9*3600 + 37*60 + 20"),
    ("iso8601-valid", "iso8601", "1970-01-01T00:00:00Z", None, V(0), "the epoch"),
    ("iso8601-valid", "iso8601", "1969-12-31T23:59:59Z", None, V(-1), "one second before the epoch"),
    ("iso8601-valid", "iso8601", "1969-12-31T23:59:59.999999999Z", None, V(-1, 999999999), "negative seconds, positive nanoseconds"),
    ("iso8601-valid", "iso8601", "1970-01-01T00:00:00.000000001Z", None, V(0, 1), "one nanosecond"),
    ("iso8601-valid", "iso8601", "1970-01-01T00:00:00.1234567891Z", None, V(0, 123456789), "tenth fraction digit truncated"),
    ("iso8601-valid", "iso8601", "1970-01-01T00:00:00.999999999999999Z", None, V(0, 999999999), "fifteen nines (JSON Schema suite) truncate, never round up"),
    ("iso8601-valid", "iso8601", "2021-03-19T10:37:20+01:00", None, V(1616146640, 0, 3600), "same instant as 09:37:20Z"),
    ("iso8601-valid", "iso8601", "2021-03-19T10:37:20+0100", None, V(1616146640, 0, 3600), "+hhmm offset"),
    ("iso8601-valid", "iso8601", "2021-03-19T10:37:20+01", None, V(1616146640, 0, 3600), "+hh offset"),
    ("iso8601-valid", "iso8601", "2021-03-19T09:37:20-00:00", None, V(1616146640, 0, 0), "-00:00 is offset 0"),
    ("iso8601-valid", "iso8601", "2021-03-19T01:37:20-08:00", None, V(1616146640, 0, -28800), "negative offset"),
    ("iso8601-valid", "iso8601", "2021-03-19T15:07:20+05:30", None, V(1616146640, 0, 19800), "offset with minutes"),
    ("iso8601-valid", "iso8601", "2021-03-19T09:37Z", None, V(1616146620), "seconds omitted"),
    ("iso8601-valid", "iso8601", "2021-03-19T10:37+01", None, V(1616146620, 0, 3600), "seconds omitted, +hh offset"),
    ("iso8601-valid", "iso8601", "2021-03-19", None, V(1616112000), "date alone is UTC midnight"),
    ("iso8601-valid", "iso8601", "1616112000", None, V(1616112000), "epoch seconds"),
    ("iso8601-valid", "iso8601", "1616112000.123", None, V(1616112000, 123000000), "epoch seconds with fraction"),
    ("iso8601-valid", "iso8601", "-1.5", None, V(-2, 500000000), "negative epoch: floor seconds"),
    ("iso8601-valid", "iso8601", "-123456", None, V(-123456), "date-time.md: a number"),
    ("iso8601-valid", "iso8601", "20230328", None, V(20230328), "basic-format date is read as epoch seconds"),
    ("iso8601-valid", "iso8601", "2000-01-01T00:00:00Z", None, V(946684800), "Y2K"),
    ("iso8601-valid", "iso8601", "2000-02-29T00:00:00Z", None, V(951782400), "946684800 + 59 days"),
    ("iso8601-valid", "iso8601", "1900-01-01T00:00:00Z", None, V(-2208988800), "NTP epoch"),
    ("iso8601-valid", "iso8601", "1900-03-01T00:00:00Z", None, V(-2203891200), "1900 not leap: -2208988800 + 59 days"),
    ("iso8601-valid", "iso8601", "2100-01-01T00:00:00Z", None, V(4102444800), "946684800 + 36525 days"),
    ("iso8601-valid", "iso8601", "2100-03-01", None, V(4107542400), "2100 not leap: 4102444800 + 59 days"),
    ("iso8601-valid", "iso8601", "1998-12-31T23:59:60Z", None, V(915148799), "leap second = 23:59:59"),
    ("iso8601-valid", "iso8601", "1998-12-31T15:59:60.123-08:00", None, V(915148799, 123000000, -28800), "date-time.md leap second example"),
    ("iso8601-valid", "iso8601", "1999-01-01T00:59:60+01:00", None, V(915148799, 0, 3600), "leap second in local time of the next day"),
    ("iso8601-valid", "iso8601", "2038-01-19T03:14:07Z", None, V(2147483647), "Int32 max"),
    ("iso8601-valid", "iso8601", "2038-01-19T03:14:08Z", None, V(2147483648), "Int32 max + 1"),
    ("iso8601-valid", "iso8601", "1901-12-13T20:45:52Z", None, V(-2147483648), "Int32 min"),
    ("iso8601-valid", "iso8601", "2106-02-07T06:28:16Z", None, V(4294967296), "UInt32 max + 1"),
    ("iso8601-valid", "iso8601", "2009-02-13T23:31:30Z", None, V(1234567890), "1234567890"),
    ("iso8601-valid", "iso8601", "2001-09-09T01:46:40Z", None, V(1000000000), "1e9"),
    ("iso8601-valid", "iso8601", "2033-05-18T03:33:20Z", None, V(2000000000), "2e9"),
    ("iso8601-valid", "iso8601", "1973-11-29T21:33:09Z", None, V(123456789), "123456789"),
    ("iso8601-valid", "iso8601", "2286-11-20T17:46:40Z", None, V(10000000000), "1e10"),
    ("iso8601-valid", "iso8601", "1601-01-01T00:00:00Z", None, V(-11644473600), "Windows FILETIME epoch"),
    ("iso8601-valid", "iso8601", "1582-10-15T00:00:00Z", None, V(-12219292800), "Gregorian start (UUID v1 epoch), no Julian switch"),
    ("iso8601-valid", "iso8601", "0001-01-01T00:00:00Z", None, V(-62135596800), "year 1"),
    ("iso8601-valid", "iso8601", "0000-01-01T00:00:00Z", None, V(-62167219200), "year 0 (leap): 366 days before year 1"),
    ("iso8601-valid", "iso8601", "+000000-01-01T00:00:00Z", None, V(-62167219200), "+000000 is year 0"),
    ("iso8601-valid", "iso8601", "-000001-01-01T00:00:00Z", None, V(-62198755200), "year -1 (2 BC, 365 days)"),
    ("iso8601-valid", "iso8601", "9999-12-31T23:59:59Z", None, V(253402300799), "last four-digit second"),
    ("iso8601-valid", "iso8601", "+010000-01-01T00:00:00Z", None, V(253402300800), "first five-digit year"),
    ("iso8601-valid", "iso8601", "-271821-04-20T00:00:00Z", None, V(-8640000000000), "lower range limit, -1e8 days"),
    ("iso8601-valid", "iso8601", "+275760-09-13T00:00:00Z", None, V(8640000000000), "upper range limit, 1e8 days"),
    ("iso8601-valid", "iso8601", "1970-01-01T00:00:00+23:59", None, V(-86340, 0, 86340), "largest positive offset"),
    ("iso8601-valid", "iso8601", "1970-01-01T00:00:00-23:59", None, V(86340, 0, -86340), "largest negative offset"),
    ("iso8601-valid", "iso8601", "+002021-03-19T09:37:20Z", None, V(1616146640), "expanded year inside 0000-9999"),
    ("epoch", "epochMilliseconds", "1616112000123", None, V(1616112000, 123000000), "date-time.md: exact, not a rounded Double"),
    ("epoch", "epochMilliseconds", "-1", None, V(-1, 999000000), "-1 ms"),
    ("epoch", "epochMicroseconds", "-1", None, V(-1, 999999000), "-1 us"),
    ("epoch", "epochNanoseconds", "-1", None, V(-1, 999999999), "-1 ns"),
    ("epoch", "epochSeconds", "8640000000000", None, V(8640000000000), "upper limit in seconds"),
    # ---- errors
    ("iso8601-invalid", "iso8601", "2021-02-30T00:00:00Z", None, E("dayOutOfRange", 8), "date-time.md example"),
    ("iso8601-invalid", "iso8601", "", None, E("empty", 0), "no bytes"),
    ("iso8601-invalid", "iso8601", ".5", None, E("expectedNumber", 0), "date-time.md: a number, and an error"),
    ("iso8601-invalid", "iso8601", "2021:03:19", None, E("expectedHyphenAfterYear", 4), "date-time.md: a date, and an error"),
    ("iso8601-invalid", "iso8601", "-000000-01-01T00:00:00Z", None, E("invalidExpandedYear", 0), "minus zero year"),
    ("iso8601-invalid", "iso8601", "2021-03-19T24:00:00Z", None, E("hourOutOfRange", 11), "24:00 refused"),
    ("iso8601-invalid", "iso8601", "1998-12-31T23:58:60Z", None, E("invalidLeapSecond", 17), "date-time.md: :60 not at 23:59 UTC"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:37:20", None, E("missingOffset", 19), "no offset"),
    ("iso8601-invalid", "iso8601", "2021-3-19", None, E("expectedMonth", 6), "fields are fixed width"),
    ("iso8601-invalid", "iso8601", "2021-13-19", None, E("monthOutOfRange", 5), "month 13"),
    ("iso8601-invalid", "iso8601", "2021-00-19", None, E("monthOutOfRange", 5), "month 00"),
    ("iso8601-invalid", "iso8601", "2021-03-00", None, E("dayOutOfRange", 8), "day 00"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:37:20.Z", None, E("expectedFractionDigit", 20), "dot without digits"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:37:20+24:00", None, E("offsetHourOutOfRange", 20), "offset hour 24"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:37:20+01:60", None, E("offsetMinuteOutOfRange", 23), "offset minute 60"),
    ("iso8601-valid", "iso8601", "2021-03-19T09:37:20+01:00:00", None, V(1616143040, 0, 3600), "+hh:mm:ss offset"),
    ("iso8601-valid", "iso8601", "1850-01-01T00:00:00+05:53:28", None, V(-3786846808, 0, 21208), "offset with seconds"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:37:20+05:30:60", None, E("offsetSecondOutOfRange", 26), "offset second 60"),
    ("rfc3339", "rfc3339", "2021-03-19T09:37:20+01:00:00", None, E("trailingBytes", 25), "+hh:mm:ss is an .iso8601 extension"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:37:20Zx", None, E("trailingBytes", 20), "garbage after Z"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:37:61Z", None, E("secondOutOfRange", 17), "second 61"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:60:00Z", None, E("minuteOutOfRange", 14), "minute 60"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:37.5Z", None, E("expectedColonAfterMinute", 16), "fraction needs seconds"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09", None, E("expectedColonAfterHour", 13), "hour alone"),
    ("iso8601-invalid", "iso8601", "2021-03-19x", None, E("expectedTimeSeparator", 10), "garbage after a date"),
    ("iso8601-invalid", "iso8601", "+1616112000", None, E("expectedHyphenAfterYear", 7), "'+' makes a date: no '+' before numbers"),
    ("iso8601-invalid", "iso8601", "1.6e9", None, E("trailingBytes", 3), "no exponents"),
    ("iso8601-invalid", "iso8601", "20210319T093720Z", None, E("expectedHyphenAfterYear", 4), "basic format refused"),
    ("iso8601-invalid", "iso8601", "2013-W01", None, E("expectedMonth", 5), "week date refused"),
    ("iso8601-invalid", "iso8601", "2021-03-19T09:37:20,123Z", None, E("expectedOffset", 19), "comma decimal mark refused"),
    ("iso8601-invalid", "iso8601", " 2021-03-19", None, E("expectedYear", 0), "leading space"),
    ("range", "iso8601", "+275760-09-13T00:00:00.000000001Z", None, E("outOfRange", 0), "1 ns past the upper limit"),
    ("range", "iso8601", "+275760-09-13T00:00:60Z", None, E("invalidLeapSecond", 20), "invalidLeapSecond before outOfRange"),
    ("range", "epochSeconds", "8640000000001", None, E("outOfRange", 0), "1 s past the upper limit"),
    ("rfc3339", "rfc3339", "2021-03-19T09:37:20+0100", None, E("expectedOffsetColon", 22), "+hhmm is an .iso8601 extension"),
    ("rfc3339", "rfc3339", "2021-03-19", None, E("expectedTimeSeparator", 10), "date alone is an .iso8601 extension"),
    ("rfc3339", "rfc3339", "2021-03-19T09:37Z", None, E("expectedColonAfterMinute", 16), "seconds are required"),
    ("rfc3339", "rfc3339", "+002021-03-19T09:37:20Z", None, E("expectedYear", 0), "no expanded years"),
    ("full-date", "fullDate", "2021-03-19T00:00:00Z", None, E("trailingBytes", 10), "a date-time is not a full-date"),
    ("epoch", "epochSeconds", "1.1234567890", None, E("tooManyFractionDigits", 11), "tenth fraction digit"),
    ("epoch", "epochNanoseconds", "1.5", None, E("tooManyFractionDigits", 2), "nanoseconds take no fraction"),
    ("epoch", "epochSeconds", "+1", None, E("expectedNumber", 0), "no '+' before numbers"),
    ("assumed-offset", "iso8601", "2021-03-19T10:37:20", 3600, V(1616146640, 0, 3600), "assumed +01:00"),
    ("assumed-offset", "rfc3339", "2021-03-19T01:37:20", -28800, V(1616146640, 0, -28800), "assumed -08:00"),
]


def check_hand_verified():
    for _file, profile, text, assumed, expected, desc in HAND_VERIFIED:
        got = reference(text.encode(), profile, assumed)
        assert got == expected, (text, profile, got, expected, desc)


# ===========================================================================
# Vector files.
# ===========================================================================


class VectorFile:
    def __init__(self, name, profile, description, want=None):
        self.name = name
        self.profile = profile
        self.description = description
        self.want = want            # "ok" / "error" / None (both)
        self.vectors = []
        self.seen = set()

    def add(self, inp, profile=None, assumed=None, desc=None, expect=None, current_year=None):
        data = inp if isinstance(inp, bytes) else inp.encode("utf-8")
        profile = profile or self.profile
        key = (data, profile, assumed, current_year)
        if key in self.seen:
            return None
        result = reference(data, profile, assumed, current_year)
        if expect is not None:
            assert result == expect, (self.name, data, profile, assumed, result, expect)
        if self.want is not None:
            assert result[0] == self.want, (self.name, data, profile, assumed, result)
        if profile in INTERNET_PROFILES:
            internet_dates.cross_check(data, profile, assumed, current_year, result)
        elif profile == "rfc9557":
            rfc9557.cross_check(data, assumed, result)
        elif profile == "cookieDate":
            cookie_dates.cross_check(data, result)
        elif profile == "iso8601Basic":
            iso8601_basic.cross_check(data, assumed, result)
        elif profile == "dotNetJSON":
            pass    # Python integers are the reference itself: nothing independent to add
        else:
            cross_check(data, profile, assumed, result)
        self.seen.add(key)
        v = {}
        try:
            text = data.decode("utf-8")
            v["input"] = text
            note_es_candidate(text, profile, assumed, result)
        except UnicodeDecodeError:
            v["inputHex"] = data.hex()
        if profile != self.profile:
            v["profile"] = profile
        if assumed is not None:
            v["assumedUTCOffset"] = assumed
        if current_year is not None:
            v["currentYear"] = current_year
        if result[0] == "ok":
            v["seconds"], v["nanoseconds"], v["utcOffset"] = result[1:]
        else:
            v["error"], v["offset"] = result[1:]
            hint = hint_for(data, profile, result[1])
            if hint:
                v["hint"] = hint
        if desc:
            v["description"] = desc
        self.vectors.append(v)
        return result

    def result_of(self, inp, profile=None, assumed=None):
        data = inp if isinstance(inp, bytes) else inp.encode("utf-8")
        return reference(data, profile or self.profile, assumed)

    def write(self):
        header = {"profile": self.profile} if self.profile else {}
        header["description"] = self.description
        write_json(self.name, header, self.vectors)


class ValueVectorFile:
    """Vectors of a grammar whose value is not an instant (durations, RFC 9557 readings):
    `read(data)` gives ('ok', ...) or ('error', kind, offset); `fields(result, data)` turns
    an accepted result into the vector's value fields; `check(data, result)` is the
    grammar's independent cross-check. Inputs are deduplicated, as in VectorFile."""

    def __init__(self, name, profile, description, read, fields, check=None):
        self.name, self.profile, self.description = name, profile, description
        self.read, self.fields, self.check = read, fields, check
        self.vectors = []
        self.seen = set()

    def add(self, inp, desc=None, expect=None):
        data = inp if isinstance(inp, bytes) else inp.encode("utf-8")
        if data in self.seen:
            return None
        self.seen.add(data)
        result = self.read(data)
        if expect is not None:
            assert result[:len(expect)] == expect, (self.name, data, result, expect)
        if self.check:
            self.check(data, result)
        v = {}
        try:
            v["input"] = data.decode("utf-8")
        except UnicodeDecodeError:
            v["inputHex"] = data.hex()
        if result[0] == "ok":
            v.update(self.fields(result, data))
        else:
            v["error"], v["offset"] = result[1], result[2]
        if desc:
            v["description"] = desc
        self.vectors.append(v)
        return result

    def write(self):
        write_json(self.name, {"profile": self.profile, "description": self.description}, self.vectors)


def write_json(name, header, vectors):
    lines = ["{"]
    for k, v in header.items():
        lines.append("  %s: %s," % (json.dumps(k), json.dumps(v, ensure_ascii=True)))
    lines.append('  "vectors": [')
    for i, v in enumerate(vectors):
        sep = "," if i + 1 < len(vectors) else ""
        lines.append("    " + json.dumps(v, ensure_ascii=True, separators=(", ", ": ")) + sep)
    lines.append("  ]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)                    # must parse
    with open(vector_path(name), "w", encoding="ascii", newline="\n") as f:
        f.write(text)


def add_hand_verified(files):
    for fname, profile, text, assumed, expected, desc in HAND_VERIFIED:
        files[fname].add(text, profile, assumed, desc + " [hand-verified]", expected)


# ---------------------------------------------------------------------------
# Random well-formed date-times.
# ---------------------------------------------------------------------------

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


def build_javascript_shape(f):
    """The seam of the default door's toISOString() shortcut (DateTimeFastPath.javaScriptInstant):
    exactly 24 bytes, YYYY-MM-DDTHH:mm:ss then .sssZ. Every byte of the ending and the
    seconds before it is replaced by each byte at or next to a boundary of its SWAR test,
    one byte is deleted or inserted at each place, and second 60 is tried, so any input the
    shortcut would take wrongly (or miss) shows up against the reference."""
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
        for i in range(16, 24):
            for b in edges:
                if data[i:i + 1] != b:
                    f.add(data[:i] + b + data[i + 1:], desc="byte %d of the toISOString() shape replaced" % i)
            f.add(data[:i] + data[i + 1:], desc="byte %d deleted: 23 bytes" % i)
            f.add(data[:i] + b"0" + data[i:], desc="'0' inserted at %d: 25 bytes" % i)
        for tail in (b"x", b"Z", b"0", b"\x00", b" "):
            f.add(data + tail, desc="a 25th byte after the shape")
    for hour, minute in ((23, 59), (23, 58), (22, 59), (0, 0), (12, 0)):
        f.add("2016-12-31T%02d:%02d:60.000Z" % (hour, minute), desc="second 60 in the toISOString() shape")
        f.add("2016-12-31T%02d:%02d:60.999Z" % (hour, minute), desc="second 60 in the toISOString() shape")


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
    # Digit runs of every length around the eight-byte words the scanner reads at once
    # (date-time.md, "Epoch numbers"): each length from 1 to 20 digits, the range limit in
    # each unit and one past it, and a byte just outside '0'...'9' ('/' and ':') at each
    # position of a 13- and a 16-digit number.
    sweep = random.Random(8)
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


# ---------------------------------------------------------------------------
# Wall-clock vectors: local date-times and times of day (vectors/wall-clock/).
# ---------------------------------------------------------------------------

WALL_FOLDER = "wall-clock"

XCHECK_TIME = re.compile(
    rb"^(\d{1,2}):(\d\d)(?::(\d\d)(?:\.(\d+))?)?(?:( |\xc2\xa0|\xe2\x80\xaf)?([AaPp])(\.?)[Mm](\.?))?$")
XCHECK_LOCAL = re.compile(
    rb"^(\d{4})-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d)(?::(\d\d)(?:\.(\d+))?)?$")


def cross_check_wall(data, profile, result):
    """Recompute a valid wall-clock result without the reference's code paths."""
    if result[0] != "ok":
        return
    _, value, nanos, offset = result
    if profile == "timeOfDay":
        m = XCHECK_TIME.match(data)
        assert m is not None and m.group(7) == m.group(8), data
        ns = int(((m.group(4) or b"") + b"000000000")[:9])
        clock = "%s:%s:%s" % (m.group(1).decode(), m.group(2).decode(), (m.group(3) or b"00").decode())
        if m.group(6):
            # datetime's own 12-hour rules (C locale): 12 AM is midnight, 12 PM is noon.
            t = datetime.datetime.strptime(clock + " " + m.group(6).decode().upper() + "M", "%I:%M:%S %p")
        else:
            t = datetime.datetime.strptime(clock, "%H:%M:%S")
        assert (value, nanos, offset) == (t.hour * 3600 + t.minute * 60 + t.second, ns, None), (data, result)
        XCHECKED["datetime"] += 1
        return
    if offset is not None:
        # A written offset: the instant is the .iso8601 reading of the same text.
        assert reference(data, "iso8601") == V(value - offset, nanos, offset), (data, result)
        return
    m = XCHECK_LOCAL.match(data)
    if m is None:
        return                      # expanded years: covered by the reference alone
    y, mo, d, h, mi = (int(m.group(k)) for k in range(1, 6))
    s = int(m.group(6) or 0)
    ns = int(((m.group(7) or b"") + b"000000000")[:9])
    if not 1 <= y <= 9999:
        return
    local = datetime.datetime(y, mo, d, h, mi, s) - datetime.datetime(1970, 1, 1)
    assert (value, nanos) == (local.days * 86400 + local.seconds, ns), (data, result)
    XCHECKED["datetime"] += 1


class WallVectorFile(VectorFile):
    """A vectors/wall-clock/ file: values are clock readings, written as
    {"secondsSinceMidnight", "nanoseconds"} or {"localSeconds", "nanoseconds"[, "utcOffset"]}."""

    def add(self, inp, profile=None, assumed=None, desc=None, expect=None):
        assert assumed is None
        data = inp if isinstance(inp, bytes) else inp.encode("utf-8")
        profile = profile or self.profile
        key = (data, profile)
        if key in self.seen:
            return None
        result = wall_reference(data, profile)
        if expect is not None:
            assert result == expect, (self.name, data, profile, result, expect)
        if self.want is not None:
            assert result[0] == self.want, (self.name, data, profile, result)
        cross_check_wall(data, profile, result)
        self.seen.add(key)
        v = {}
        try:
            v["input"] = data.decode("utf-8")
        except UnicodeDecodeError:
            v["inputHex"] = data.hex()
        if profile != self.profile:
            v["profile"] = profile
        if result[0] == "ok":
            _, value, ns, off = result
            v["secondsSinceMidnight" if profile == "timeOfDay" else "localSeconds"] = value
            v["nanoseconds"] = ns
            if off is not None:
                v["utcOffset"] = off
        else:
            v["error"], v["offset"] = result[1:]
            hint = hint_for(data, profile, result[1])
            if hint:
                v["hint"] = hint
        if desc:
            v["description"] = desc
        self.vectors.append(v)
        return result

    def result_of(self, inp, profile=None, assumed=None):
        data = inp if isinstance(inp, bytes) else inp.encode("utf-8")
        return wall_reference(data, profile or self.profile)


def W(value, nanoseconds=0, offset=None):
    return ("ok", value, nanoseconds, offset)


# (file, input, expected, description): worked out by hand; the reference must agree.
HAND_VERIFIED_WALL = [
    ("time-of-day", "12:59:22 PM", W(46762), "sunrise-sunset.org; 12*3600 + 59*60 + 22"),
    ("time-of-day", "7:27:02 AM", W(26822), "sunrise-sunset.org, unpadded hour; 7*3600 + 27*60 + 2"),
    ("time-of-day", "19:27:02", W(70022), "24-hour clock; 19*3600 + 27*60 + 2"),
    ("time-of-day", "12:00:00 AM", W(0), "midnight is 12 AM"),
    ("time-of-day", "12:00:00 PM", W(43200), "noon is 12 PM"),
    ("time-of-day", "12:30 AM", W(1800), "half past midnight"),
    ("time-of-day", "12:30 PM", W(45000), "half past noon"),
    ("time-of-day", "11:59:59 PM", W(86399), "last second of the day"),
    ("time-of-day", "1:00 AM", W(3600), "one hour after midnight"),
    ("time-of-day", "00:00", W(0), "midnight, 24-hour clock"),
    ("time-of-day", "23:59:59.999999999", W(86399, 999999999), "last nanosecond of the day"),
    ("time-of-day", "7:27 p.m.", W(70020), "AP style; 19*3600 + 27*60"),
    ("time-of-day", "7:27\u202fPM", W(70020), "U+202F before PM, as CLDR 42 writes it"),
    ("time-of-day", "0:30 AM", E("hourOutOfRangeFor12HourClock", 0), "no hour 0 on a 12-hour clock"),
    ("time-of-day", "13:30 PM", E("hourOutOfRangeFor12HourClock", 0), "no hour 13 on a 12-hour clock"),
    ("time-of-day", "24:00", E("hourOutOfRange", 0), "24:00 refused"),
    ("time-of-day", "7:27 ", E("expectedMeridiem", 5), "a space must be followed by AM/PM"),
    ("time-of-day", "23:59:60", E("secondOutOfRange", 6), "no leap second in a time of day"),
    ("local-date-time", "2021-03-19T10:37:20", W(1616150240), "1616112000 + 10*3600 + 37*60 + 20"),
    ("local-date-time", "2021-03-19T10:37:20.123", W(1616150240, 123000000), ".SSS"),
    ("local-date-time", "2021-03-19T10:37", W(1616150220), "Java LocalDateTime.toString() drops :00 seconds"),
    ("local-date-time", "2021-03-19T10:37:20+01:00", W(1616150240, 0, 3600), "a written offset is kept; the instant is 09:37:20Z"),
    ("local-date-time", "2021-03-19", E("expectedTimeSeparator", 10), "a date alone is not a date-time"),
    ("local-date-time", "2021-03-19T23:59:60", E("invalidLeapSecond", 17), "no leap second without an offset"),
    ("local-date-time", "+275760-09-13T23:59:59", W(8640000086399), "upper limit + 86399: in range at +23:59:59"),
    ("local-date-time", "+275760-09-14T00:00:00", E("outOfRange", 0), "no offset reaches the range"),
    ("local-date-time", "-271821-04-19T00:00:01", W(-8640000086399), "lower limit - 86399: in range at -23:59:59"),
    ("local-date-time", "-271821-04-19T00:00:00", E("outOfRange", 0), "no offset reaches the range"),
]


def check_hand_verified_wall():
    for fname, text, expected, desc in HAND_VERIFIED_WALL:
        profile = "timeOfDay" if fname == "time-of-day" else "localDateTime"
        got = wall_reference(text.encode(), profile)
        assert got == expected, (text, got, expected, desc)


def random_time_of_day(rng):
    """A well-formed time of day in any of the accepted shapes."""
    twelve = rng.random() < 0.6
    hour = rng.randint(1, 12) if twelve else rng.randint(0, 23)
    htext = ("%02d" if rng.random() < 0.4 else "%d") % hour
    text = "%s:%02d" % (htext, rng.randint(0, 59))
    if rng.random() < 0.7:
        text += ":%02d" % rng.randint(0, 59)
        nd = rng.choice([0, 0, 0, 1, 3, 3, 6, 9, 12])
        if nd:
            text += "." + "".join(rng.choice("0123456789") for _ in range(nd))
    if twelve:
        gap = rng.choice([" ", " ", " ", "", "\u202f", "\u00a0"])
        letter = rng.choice("AP") if rng.random() < 0.7 else rng.choice("ap")
        m = "M" if letter.isupper() or rng.random() < 0.2 else "m"
        text += gap + (letter + "." + m + "." if rng.random() < 0.15 else letter + m)
    return text


def build_time_of_day(f):
    rng = random.Random(1227)
    valid = [
        ("7:27:02 PM", None), ("07:27:02 PM", "padded hour"), ("7:27:02PM", "no space"), ("7:27 PM", "no seconds"),
        ("7:27PM", None), ("7:27:02 pm", "lower case"), ("7:27:02 Pm", "mixed case"), ("7:27:02 pM", None),
        ("7:27:02 P.M.", "dotted"), ("7:27:02 a.m.", "dotted lower case"), ("7:27:02P.M.", "dotted, no space"),
        ("7:27:02\u00a0AM", "U+00A0 before AM"), ("7:27:02\u202fAM", "U+202F before AM"),
        ("12:00 AM", "midnight"), ("12:00 PM", "noon"), ("12:59:59 AM", None), ("12:59:59.999 PM", None),
        ("1:00 PM", None), ("11:00 AM", None), ("11:59 PM", None), ("01:05 am", None), ("9:05", "unpadded 24-hour"),
        ("0:00", "unpadded midnight"), ("00:00:00", None), ("12:00", "noon, 24-hour"), ("13:00", None),
        ("23:59", None), ("23:59:59", None), ("19:27:02.5", "fraction"), ("19:27:02.123456789", None),
        ("19:27:02.1234567891", "tenth digit truncated"), ("19:27:02." + "9" * 30, "30 nines truncate, never round"),
        ("7:27:02.5 PM", "fraction before PM"), ("06:00", None), ("6:00 AM", None), ("6:00 PM", None),
    ]
    for text, desc in valid:
        f.add(text, desc=desc)
    n = 0
    while n < 80:
        if f.add(random_time_of_day(rng), desc="random") is not None:
            n += 1
    # every hour on both clocks
    for h in range(0, 26):
        f.add("%d:15" % h, desc="hour %d" % h)
        f.add("%02d:15:30" % h, desc="hour %d" % h)
        f.add("%d:15 AM" % h, desc="hour %d AM" % h)
        f.add("%02d:15 PM" % h, desc="hour %d PM" % h)
    invalid = [
        ("", None), ("x", None), (" 7:27 PM", "leading space"), ("7:27 PM ", "trailing space"), ("7", None),
        ("7:", None), ("7:2", None), ("7:2 PM", "minutes need two digits"), ("7:27:", None), ("7:27:0", None),
        ("7:27:02.", None), ("7:27:02. PM", None), ("7:27.5", "fraction needs seconds"), ("7:27:02,5", "comma"),
        ("007:27", "three hour digits"), ("123:00", None), ("7-27", None), ("7h27", None), ("727", None),
        ("7:60", None), ("7:99 PM", None), ("7:27:60", "no leap second"), ("7:27:61 PM", None), ("99:00", None),
        ("25:00 PM", "past 23 on any clock"), ("24:00:00", None), ("00:00 AM", "hour 0 with AM"),
        ("0:00 PM", None), ("13:00 PM", None), ("23:59 PM", None), ("13:00 AM", None),
        ("7:27 ", None), ("7:27  PM", "two spaces"), ("7:27 P", None), ("7:27 P.", None), ("7:27 P.M", None),
        ("7:27 PM.", None), ("7:27 PMx", None), ("7:27 P M", None), ("7:27 Pm.", None), ("7:27 PX", None),
        ("7:27 a", None), ("7:27 p", None), ("7:27a", None), ("7:27 AMPM", None), ("7:27 noon", None),
        ("7:27 UTC", None), ("7:27Z", "an offset is not a meridiem"), ("7:27:02Z", None), ("19:27:02+01:00", None),
        ("19:27:02-05", None), ("7:27\tPM", "tab"), ("7:27\u2009PM", "U+2009 thin space"), ("7:27\u3000PM", "U+3000"),
        ("7:27\u00a0", None), ("7:27\u202f", None), ("7:27\u00a0\u00a0PM", None), ("7:27 \u202fPM", None),
        ("\uff17:27", "fullwidth digit"), ("7:\u0662\u0667", "Arabic-Indic digits"), ("7:27\x00", "NUL"),
        ("7:27 PM\x00", None), ("\x007:27", None), ("T19:27:02", "ISO time designator"),
        ("19:27:02Z", None), ("2021-03-19T19:27:02", "a date-time is not a time of day"),
        ("1616112000", "a number is not a time"), ("7:27 AM PM", None), ("7:27 A.M.M", None),
        ("7:27 \u0410M", "Cyrillic A"), ("7:27 \uff30M", "fullwidth P"),
    ]
    for text, desc in invalid:
        f.add(text, desc=desc)
    for t in [b"7:27\xc2", b"7:27\xc2PM", b"7:27\xe2\x80PM", b"7:27\xe2\x80\xa0PM", b"7:27 \xff", b"\xff:27"]:
        f.add(t, desc="invalid or partial UTF-8")
    for text in ["12:59:22.5 P.M.", "7:27:02\u202fPM", "19:27:02.123"]:
        data = text.encode()
        for i in range(len(data)):
            f.add(data[:i], desc="first %d bytes of %s" % (i, text.encode("unicode_escape").decode()))
    mutations(rng, f, "12:59:22.5 P.M.", "error", 40, chars="x/:-+.APM 09\x00,m")
    mutations(rng, f, "7:27 am", "error", 20, chars="x:.APM 09\x00a")
    mutations(rng, f, "07:27:02 PM", "ok", 12, chars="0123456789 aApP")


def build_local_date_time(f):
    rng = random.Random(3342)
    valid = [
        ("2021-03-19T10:37:20.123456", "Python naive isoformat()"), ("2021-03-19 10:37:20", "SQL timestamp"),
        ("2021-03-19t10:37:20", "lower-case t"), ("2021-03-19T10:37:20.1", None),
        ("2021-03-19T10:37:20.123456789", None), ("2021-03-19T10:37:20.1234567891", "truncated"),
        ("2021-03-19T00:00:00", "midnight"), ("2021-03-19T23:59:59.999999999", None),
        ("2021-03-19T10:37:20Z", "written Z"), ("2021-03-19T10:37:20-05:00", None), ("2021-03-19T10:37:20+0530", None),
        ("2021-03-19T10:37:20+05", None), ("2021-03-19T10:37+01:00", "no seconds, with offset"),
        ("2021-03-19T10:37Z", None), ("2021-03-14T02:30:00", "skipped in New York; the reading is still valid"),
        ("2021-11-07T01:30:00", "repeated in New York"), ("2020-02-29T12:00:00", "leap day"),
        ("0000-01-01T00:00:00", "year 0"), ("9999-12-31T23:59:59", None), ("+010000-01-01T00:00:00", "expanded year"),
        ("-000001-12-31T23:59:59.5", "year -1"), ("+002021-03-19T10:37:20", None),
        ("1998-12-31T23:59:60Z", "a leap second with an offset"), ("1998-12-31T15:59:60.5-08:00", None),
        ("1970-01-01T00:00:00", "zero"), ("1969-12-31T23:59:59.999999999", "just before zero"),
        ("+275760-09-13T00:00:00", None), ("+275760-09-13T00:00:00Z", "upper limit with Z"),
        ("-271821-04-20T00:00:00", None), ("+275760-09-13T23:59:59.000000000", "nine zeros"),
        ("-271821-04-19T00:00:01.5", None),
    ]
    for text, desc in valid:
        f.add(text, desc=desc)
    n = 0
    while n < 60:
        text = random_datetime(rng, "iso8601", assumed=rng.random() < 0.7)
        if f.result_of(text)[0] == "ok" and f.add(text, desc="random") is not None:
            n += 1
    invalid = [
        ("", None), ("2021-03-19 ", None), ("2021-03-19T", None), ("2021-03-19T10", None), ("2021-03-19T10:3", None),
        ("2021-03-19T10:37:", None), ("2021-03-19T10:37:2", None), ("2021-03-19T10:37:20.", None),
        ("2021-03-19T10:37x", None), ("2021-03-19T10:37:20x", None), ("2021-03-19T10:37:20 ", "trailing space"),
        ("2021-03-19T10:37:20Zx", None), ("2021-03-19T10:37:20+01:00:60", None), ("2021-03-19T10:37:20+24:00", None),
        ("2021-03-19T10:37:61", None), ("2021-03-19T23:58:60", None), ("2021-03-19T23:59:60.5", None),
        ("1998-12-31T23:58:60Z", "leap second rule with an offset"), ("2021-03-19T24:00:00", None),
        ("2021-02-29T10:00:00", None), ("2021-13-19T10:00:00", None), ("1616112000", "a number is not a date-time"),
        ("-1.5", None), ("2021", None), ("+2021-03-19T10:37:20", None), ("-000000-01-01T00:00:00", None),
        ("20210319T103720", "basic format"), ("2021-03-19T10:37:20 PM", None), ("10:37:20", "a time alone"),
        ("2021-03-19T10:37:20[Europe/Paris]", None), ("+275760-09-14T00:00:00.5", None),
        ("+275760-09-13T23:59:59.000000001", "one nanosecond past what +23:59:59 reaches"),
        ("-271821-04-18T23:59:59", None), ("+999999-12-31T23:59:59", "year bound"),
        ("-999999-01-01T00:00:00", "year bound"), ("+275760-09-13T00:00:00.001Z", "with an offset: the instant's range"),
    ]
    for text, desc in invalid:
        f.add(text, desc=desc)
    for i in range(len("2021-03-19T10:37:20.123")):
        f.add("2021-03-19T10:37:20.123"[:i], desc="first %d bytes" % i)
    mutations(rng, f, "2021-03-19T10:37:20.123", "error", 40)
    mutations(rng, f, "+010000-02-29T12:30", "error", 15)


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
                                       "The seam of the toISOString() shortcut: exactly 24 bytes ending .sssZ, "
                                       "every near miss of its bytes, lengths 23 and 25, second 60"),
        "hostile": VectorFile("hostile", "iso8601",
                              "NUL, non-ASCII digits, invalid UTF-8 (inputHex), whitespace, truncations, huge inputs, "
                              "refused notations"),
    }
    files["wall-clock/time-of-day"] = WallVectorFile(
        WALL_FOLDER + "/time-of-day", "timeOfDay",
        "Times of day on a 24-hour or 12-hour clock (FastDate.parseTimeOfDay): seconds since midnight")
    files["wall-clock/local-date-time"] = WallVectorFile(
        WALL_FOLDER + "/local-date-time", "localDateTime",
        "Date-times with the offset optional (FastDate.parseLocalDateTime): the wall-clock reading as "
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
    build_time_of_day(files["wall-clock/time-of-day"])
    build_local_date_time(files["wall-clock/local-date-time"])
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
