"""Shared by the vector generators: where each vector file is written, the ECMAScript range,
the profile and error names, and the proleptic Gregorian calendar with its own checks."""
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
    "local-time/local-date-time": "local-time", "local-time/time-of-day": "local-time",
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

# Local-time grammars (date-time.md "Local date-times", "Times of day"): their values are
# readings of a clock, not instants, and live in vectors/local-time/.
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


def build_year_table():
    starts = []
    acc = 0
    for y in range(TABLE_MIN_YEAR, TABLE_MAX_YEAR + 1):
        starts.append(acc)
        acc += 366 if is_leap(y) else 365
    base = starts[1970 - TABLE_MIN_YEAR]
    return [s - base for s in starts]


YEAR_START = build_year_table()


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
