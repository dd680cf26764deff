"""The reference reader of Spec/date-time/date-time.md: a slow, literal, left-to-right
reading with plain integer arithmetic; its writer; the cross-checks of its results against
`datetime` and `decimal`; and the hand-verified values it must reproduce."""
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
        return parse_epoch_number(data, EPOCH_FRACTION_DIGITS[profile])
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
                seconds, nanos, offset = parse_epoch_number(data, 9)
            except ParseError as e:
                if e.args[0] == "outOfRange":
                    raise ParseError("numberOutsideEpochSecondsYears", 0)
                raise
            if not ISO_NUMBER_FIRST_SECOND <= seconds < ISO_NUMBER_END_SECOND:
                raise ParseError("numberOutsideEpochSecondsYears", 0)
            return seconds, nanos, offset
    return parse_date_time(data, profile, assumed)


ISO_NUMBER_FIRST_SECOND = -62_167_219_200   # 0000-01-01T00:00:00Z
ISO_NUMBER_END_SECOND = 253_402_300_800     # 10000-01-01T00:00:00Z


def parse_epoch_number(data, maxfrac):
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


class ByteCursor:
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


def parse_date_time(data, profile, assumed):
    # localDateTime is .iso8601's date-time with the offset optional: the same liberties
    # (expanded years, omitted seconds, +hhmm/+hh) but no date alone.
    local = profile == "localDateTime"
    iso = profile == "iso8601" or local
    s = ByteCursor(data)

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
        return instant_of_fields(year, month, day, 0, 0, 0, 0, 0, None)
    if c is None and iso and not local:
        return instant_of_fields(year, month, day, 0, 0, 0, 0, 0, None)   # UTC midnight
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
        return wall_reading(year, month, day, hour, minute, second, nanos, second_at)
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

    return instant_of_fields(year, month, day, hour, minute, second, nanos, offset, second_at)


def instant_of_fields(year, month, day, hour, minute, second, nanos, offset, second_at):
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


def wall_reading(year, month, day, hour, minute, second, nanos, second_at):
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
    result = parse_date_time(data, "localDateTime", None)
    if result[2] is None:
        return result
    seconds, nanos, offset = result            # an offset was written: the instant
    return seconds + offset, nanos, offset


# A local date-time is a civil value: its reading falls in the years 0000-9999
# (Spec/civil/civil.md). 0000-01-01 and 10000-01-01 as seconds since 1970.
CIVIL_FIRST_SECOND = -62_167_219_200
CIVIL_END_SECOND = 253_402_300_800


def is_civil(local_seconds):
    return CIVIL_FIRST_SECOND <= local_seconds < CIVIL_END_SECOND


def parse_local_date_time_value(data):
    """What `LocalDateTime(parsing:)` and `parseLocalDateTime` give: the reading of
    `parse_local_date_time`, which must then be civil (else yearOutOfRange at byte 0)."""
    local, nanos, offset = parse_local_date_time(data)
    if not is_civil(local):
        raise ParseError("yearOutOfRange", 0)
    return local, nanos, offset


# The one space allowed before AM/PM: ASCII space, U+00A0, U+202F (UTF-8 bytes).
TIME_GAPS = (b" ", b"\xc2\xa0", b"\xe2\x80\xaf")


def parse_time_of_day(data):
    """(secondsSinceMidnight, nanoseconds, None), or ParseError: date-time.md "Times of day"."""
    assert isinstance(data, bytes)
    if len(data) == 0:
        raise ParseError("empty", 0)
    s = ByteCursor(data)
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
            value, ns, off = parse_local_date_time_value(data)
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
    "unknownTimeZone", "skippedLocalTime", "repeatedLocalTime", "invalidExpandedYear", "invalidColumnOffsets", "missingField", "outOfOutputRange", "empty",
}
HINT_GRAMMARS = [("iso8601", ".iso8601"), ("rfc9557", ".rfc9557"), ("iso8601Basic", ".iso8601Basic"),
                 ("httpDate", ".httpDate"), ("rfc5322", ".rfc5322"), ("dotNetJSON", ".dotNetJSON")]


def hint_for(data, profile, kind):
    """The format the error for `data` in `profile` names, as spelled in code, or None."""
    if kind in VALUE_ERROR_KINDS or not data or profile in WALL_PROFILES:
        return None     # the local-time readers name no other format

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


def local_fields(seconds):
    days, sod = divmod(seconds, 86400)
    y, m, d = civil_from_days(days)
    return y, m, d, sod // 3600, sod // 60 % 60, sod % 60


def format_rfc3339(seconds, nanos, offset, fraction_digits):
    assert in_range(seconds, nanos) and 0 <= nanos < NS_PER_S
    assert offset % 60 == 0 and abs(offset) < 86400 and 0 <= fraction_digits <= 9
    y, mo, d, h, mi, s = local_fields(seconds + offset)
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
    y, mo, d, h, mi, s = local_fields(seconds)
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
