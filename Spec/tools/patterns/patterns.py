#!/usr/bin/env python3
"""Fixed patterns (Spec/patterns/patterns.md), written from that page and independent of
the Swift code: a compiler, a reader and a writer in Python, with Python's own calendar
(`datetime.date` ordinals and `isocalendar`). Writes the rule-by-rule vectors:

    python3 Spec/tools/patterns/patterns.py        # Spec/patterns/vectors/pattern-*.json

The DateFormatter vectors come from dateformatter_vectors.swift beside this file.
"""
import datetime
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "patterns", "vectors")

EPOCH = datetime.date(1970, 1, 1).toordinal()
MAX_SECONDS = 8_640_000_000_000
UNSUPPORTED = set("uUrQqlWFgcAvVbBjJC")
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
US_ZONES = {"EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7}


class PatternError(Exception):
    def __init__(self, kind, position, symbol=""):
        self.kind, self.position, self.symbol = kind, position, symbol


class ParseError(Exception):
    def __init__(self, kind, offset):
        self.kind, self.offset = kind, offset


class FormatError(Exception):
    def __init__(self, kind):
        self.kind = kind


# ---------------------------------------------------------------------------- compiling

NUMBER = {"y", "yy", "Y", "w", "e#", "M#", "d", "D", "H", "h", "K", "k", "m", "s", "S"}


def kind_of(letter, n, pos, sym):
    """(field, detail) for a run of letters, per the Symbols table."""
    def width():
        return PatternError("unsupportedWidth", pos, sym)
    if letter == "G":
        if n > 5: raise width()
        return ("G", n)
    if letter == "y":
        if n > 6: raise width()
        return ("yy", 2) if n == 2 else ("y", n)
    if letter == "Y":
        if n == 2 or n > 6: raise width()
        return ("Y", n)
    if letter == "w":
        if n > 2: raise width()
        return ("w", n)
    if letter == "e":
        if n <= 2: return ("e#", n)
        if n == 3: return ("E", 3)
        if n == 4: return ("E", 4)
        raise width()
    if letter == "E":
        if n <= 4: return ("E", 4 if n == 4 else 3)
        raise width()
    if letter in "ML":
        if n <= 2: return ("M#", n)
        if n in (3, 4): return ("Mname", n)
        raise width()
    if letter == "d":
        if n > 2: raise width()
        return ("d", n)
    if letter == "D":
        if n > 3: raise width()
        return ("D", n)
    if letter == "a":
        if n > 3: raise width()
        return ("a", n)
    if letter in "HhKkms":
        if n > 2: raise width()
        return (letter, n)
    if letter == "S":
        if n > 9: raise PatternError("tooManyFractionDigits", pos, sym)
        return ("S", n)
    if letter == "Z":
        if n <= 3: return ("offset", "hm")
        if n == 4: return ("gmt", "long")
        return ("offset", "Z:s")
    if letter in "Xx":
        if n > 5: raise width()
        style = {1: "h[m]", 2: "hm", 3: "h:m", 4: "hm[s]", 5: "h:m[:s]"}[n]
        return ("offset", ("Z" if letter == "X" else "") + style)
    if letter == "O":
        if n == 1: return ("gmt", "short")
        if n == 4: return ("gmt", "long")
        raise width()
    if letter == "z":
        if n > 3: raise width()
        return ("zone", "short")
    raise PatternError("unsupportedSymbol" if letter in UNSUPPORTED else "unknownSymbol", pos, sym)


SUBJECT = {"G": "era", "y": "year", "yy": "year", "Y": "weekyear", "w": "week", "e#": "weekday",
           "E": "weekday", "M#": "month", "Mname": "month", "d": "day", "D": "dayofyear",
           "a": "ampm", "H": "hour", "h": "hour", "K": "hour", "k": "hour", "m": "minute",
           "s": "second", "S": "fraction", "offset": "zone", "gmt": "zone", "zone": "zone"}


def compile_pattern(text):
    """A list of steps: ("lit", bytes) or (field, detail, letters, position, lo, hi)."""
    data = text.encode()
    if not data:
        raise PatternError("empty", 0)
    if len(data) > 256:
        raise PatternError("tooLong", 256)
    steps, i = [], 0

    def lit(b):
        if steps and steps[-1][0] == "lit":
            steps[-1] = ("lit", steps[-1][1] + b)
        else:
            steps.append(("lit", b))

    while i < len(data):
        c = data[i:i + 1]
        if c == b"'":
            if data[i + 1:i + 2] == b"'":
                lit(b"'"); i += 2; continue
            start, i = i, i + 1
            while True:
                if i >= len(data):
                    raise PatternError("unclosedQuote", start, "'")
                if data[i:i + 1] == b"'":
                    if data[i + 1:i + 2] == b"'":
                        lit(b"'"); i += 2; continue
                    i += 1; break
                lit(data[i:i + 1]); i += 1
            continue
        if not c.isalpha() or c[0] > 127:
            lit(c); i += 1; continue
        j = i
        while j < len(data) and data[j:j + 1] == c:
            j += 1
        sym = data[i:j].decode()
        field, detail = kind_of(sym[0], j - i, i, sym)
        steps.append([field, detail, j - i, i, sym])
        # "lit" steps are tuples; field steps are lists until widths are set
        i = j
    fields = [s for s in steps if s[0] != "lit"]

    def first(*names):
        for s in fields:
            if s[0] in names:
                return s
        return None

    def err(kind, s):
        return PatternError(kind, s[3], s[4])

    seen = set()
    for s in fields:
        if SUBJECT[s[0]] in seen:
            raise err("duplicateField", s)
        seen.add(SUBJECT[s[0]])
    if first("D") and first("M#", "Mname"): raise err("dayOfYearWithMonth", first("D"))
    if first("D") and first("d"): raise err("duplicateField", first("D"))
    if first("Y") and not first("w"): raise err("weekYearWithoutWeek", first("Y"))
    if not first("Y"):
        if first("w"): raise err("weekWithoutWeekYear", first("w"))
        if first("e#"): raise err("weekWithoutWeekYear", first("e#"))
    elif first("y", "yy", "M#", "Mname", "d", "D"):
        raise err("weekAndCalendarDate", first("y", "yy", "M#", "Mname", "d", "D"))
    if first("h", "K") and not first("a"): raise err("twelveHourClockWithoutMeridiem", first("h", "K"))
    if first("a") and not first("h", "K"): raise err("meridiemWithoutTwelveHourClock", first("a"))
    if first("G") and not first("y", "yy"): raise err("eraWithoutYear", first("G"))

    # Widths: a number touching another is fixed; otherwise the lenient widths.
    for k, s in enumerated_fields(steps):
        if s[0] not in NUMBER:
            continue
        n = s[2]
        touching = any(0 <= j < len(steps) and steps[j][0] in NUMBER for j in (k - 1, k + 1))
        if touching:
            fixed = {"y": n >= 4, "Y": n >= 4, "yy": True, "D": n == 3, "e#": True, "S": True}.get(s[0], n == 2)
            if not fixed:
                raise err("ambiguousNumber", s)
            s.extend([n, n])
        elif s[0] in ("y", "Y"):
            s.extend([n, max(n, 6)])
        elif s[0] == "yy":
            s.extend([2, 2])
        elif s[0] == "D":
            s.extend([n, 3])
        elif s[0] in ("e#", "S"):
            s.extend([n, n])
        else:
            s.extend([1, 2])
    for s in fields:
        if len(s) == 5:
            s.extend([None, None])
    # A field whose width varies must not run into a digit (patterns.md, "Compile errors"):
    # a lenient number, an offset with optional minutes or seconds, or a GMT/zone form,
    # followed by a number or by literal text that begins with a digit.
    for k, st in enumerate(steps):
        if st[0] == "lit" or k + 1 >= len(steps):
            continue
        varies = (st[0] in NUMBER and st[5] != st[6]) or (st[0] == "offset" and "[" in st[1]) \
            or st[0] in ("gmt", "zone")
        nxt = steps[k + 1]
        runs_into_digit = (nxt[0] == "lit" and nxt[1][:1].isdigit()) or (nxt[0] != "lit" and nxt[0] in NUMBER)
        if varies and runs_into_digit:
            raise err("ambiguousNumber", st)
    return steps


def enumerated_fields(steps):
    return [(k, s) for k, s in enumerate(steps) if s[0] != "lit"]


# ---------------------------------------------------------------------------- reading

def days(y, m, d):
    """Days since 1970 of a proleptic Gregorian date, by Python's own calendar, for any
    year (shifted by 400-year cycles of 146,097 days into datetime's range)."""
    shift = 0
    while y < 1:
        y += 400; shift -= 146_097
    while y > 9999:
        y -= 400; shift += 146_097
    return datetime.date(y, m, d).toordinal() - EPOCH + shift


def civil(n):
    shift = 0
    while n + EPOCH < 1:
        n += 146_097; shift -= 400
    while n + EPOCH > datetime.date(9999, 12, 31).toordinal():
        n -= 146_097; shift += 400
    d = datetime.date.fromordinal(n + EPOCH)
    return d.year + shift, d.month, d.day


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def month_days(y, m):
    return [31, 29 if is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]


def weekday(n):
    """0 Monday."""
    return (n + 3) % 7


def week_monday(y):
    jan4 = days(y, 1, 4)
    return jan4 - weekday(jan4)


class Reader:
    def __init__(self, data):
        self.data, self.i = data, 0

    def at(self, k):
        return self.data[k] if k < len(self.data) else None

    def digits(self, lo, hi, kind):
        v, j = 0, self.i
        while j - self.i < hi and self.at(j) is not None and 0x30 <= self.at(j) <= 0x39:
            v = v * 10 + self.at(j) - 0x30; j += 1
        if j - self.i < lo:
            raise ParseError(kind, j)
        self.i = j
        return v

    def word(self, names):
        """The index of the name (any ASCII case) at i, longest first; or None."""
        for k, name in sorted(enumerate(names), key=lambda e: -len(e[1])):
            got = self.data[self.i:self.i + len(name)]
            if len(got) == len(name) and all(
                    (g | 0x20 == ord(c) | 0x20) if c.isalpha() else g == ord(c) for g, c in zip(got, name)):
                self.i += len(name)
                return k
        return None

    def two(self, kind_digit, kind_range, limit):
        v = 0
        for k in range(2):
            c = self.at(self.i + k)
            if c is None or not 0x30 <= c <= 0x39:
                raise ParseError(kind_digit, self.i + k)
            v = v * 10 + c - 0x30
        if v > limit:
            raise ParseError(kind_range, self.i)
        self.i += 2
        return v


def read_offset(r, style):
    c = r.at(r.i)
    if style.startswith("Z") and c in (ord("Z"), ord("z")):
        r.i += 1
        return 0
    if c not in (ord("+"), ord("-")):
        raise ParseError("expectedOffset", r.i)
    sign = 1 if c == ord("+") else -1
    r.i += 1
    h = r.two("expectedOffsetHour", "offsetHourOutOfRange", 23)
    m = s = 0
    colon = ":" in style
    if colon:
        if r.at(r.i) != ord(":"):
            raise ParseError("expectedOffsetColon", r.i)
        r.i += 1
        m = r.two("expectedOffsetMinute", "offsetMinuteOutOfRange", 59)
    elif "[m]" not in style or (r.at(r.i) is not None and 0x30 <= r.at(r.i) <= 0x39):
        m = r.two("expectedOffsetMinute", "offsetMinuteOutOfRange", 59)
    if "s" in style.replace("Z", ""):
        if colon and r.at(r.i) == ord(":"):
            r.i += 1
            s = r.two("expectedOffsetSecond", "offsetSecondOutOfRange", 59)
        elif not colon and r.at(r.i) is not None and 0x30 <= r.at(r.i) <= 0x39:
            s = r.two("expectedOffsetSecond", "offsetSecondOutOfRange", 59)
    return sign * (h * 3600 + m * 60 + s)


def read_gmt(r, names):
    start = r.i
    word = r.word(["GMT", "UTC", "UT"] + (list(US_ZONES) if names else []))
    if word is None or (not names and word != 0):
        r.i = start
        raise ParseError("expectedGMT", start)
    if word >= 3:
        name = list(US_ZONES)[word - 3]
        if r.at(r.i) is not None and chr(r.at(r.i)).isalpha():
            raise ParseError("expectedGMT", start)
        return US_ZONES[name] * 3600
    if word == 2 and r.at(r.i) is not None and chr(r.at(r.i)).isalpha():
        raise ParseError("expectedGMT", start)
    c = r.at(r.i)
    if c not in (ord("+"), ord("-")):
        return 0
    sign = 1 if c == ord("+") else -1
    r.i += 1
    if r.at(r.i) is None or not 0x30 <= r.at(r.i) <= 0x39:
        raise ParseError("expectedOffsetHour", r.i)
    h, hour_at = r.at(r.i) - 0x30, r.i
    r.i += 1
    if r.at(r.i) is not None and 0x30 <= r.at(r.i) <= 0x39:
        h = h * 10 + r.at(r.i) - 0x30
        r.i += 1
        if h > 23:
            raise ParseError("offsetHourOutOfRange", hour_at)
    m = 0
    if r.at(r.i) == ord(":"):
        r.i += 1
        m = r.two("expectedOffsetMinute", "offsetMinuteOutOfRange", 59)
    return sign * (h * 3600 + m * 60)


def parse(pattern, text, utc_offset=0, start=1950, default=(2000, 1, 1)):
    steps = compile_pattern(pattern)
    data = text.encode()
    if not data:
        raise ParseError("empty", 0)
    r = Reader(data)
    f = {}
    for s in steps:
        if s[0] == "lit":
            for b in s[1]:
                if r.at(r.i) != b:
                    raise ParseError("expectedLiteral", r.i)
                r.i += 1
            continue
        field, detail, n, lo, hi = s[0], s[1], s[2], s[5], s[6]
        at = r.i
        if field == "G":
            names = {4: ["Anno Domini", "Before Christ"], 5: ["A", "B"]}.get(n, ["AD", "BC"])
            k = r.word(names)
            if k is None:
                raise ParseError("expectedEra", at)
            f["bc"] = k == 1
        elif field in ("y", "yy", "Y"):
            f["year"], f["yearkind"], f["yearat"] = r.digits(lo, hi, "expectedYear"), field, at
        elif field == "w":
            f["week"], f["weekat"] = r.digits(lo, hi, "expectedWeek"), at
        elif field == "e#":
            v = r.digits(lo, hi, "expectedWeekday")
            if not 1 <= v <= 7:
                raise ParseError("weekdayOutOfRange", at)
            f["weekday"], f["weekdayat"] = v - 1, at
        elif field == "M#":
            v = r.digits(lo, hi, "expectedMonth")
            if not 1 <= v <= 12:
                raise ParseError("monthOutOfRange", at)
            f["month"] = v
        elif field == "Mname":
            k = r.word([m[:3] for m in MONTHS] if n == 3 else MONTHS)
            if k is None:
                raise ParseError("expectedMonthName", at)
            f["month"] = k + 1
        elif field == "d":
            f["day"], f["dayat"] = r.digits(lo, hi, "expectedDay"), at
        elif field == "D":
            f["doy"], f["dayat"] = r.digits(lo, hi, "expectedDay"), at
        elif field == "E":
            k = r.word([d[:3] for d in DAYS] if detail == 3 else DAYS)
            if k is None:
                raise ParseError("expectedDayName", at)
            f["weekday"], f["weekdayat"] = k, at
        elif field == "a":
            k = r.word(["AM", "PM"])
            if k is None:
                raise ParseError("expectedMeridiem", at)
            f["pm"] = k == 1
        elif field in "HhKk":
            v = r.digits(lo, hi, "expectedHour")
            if field == "H" and v > 23: raise ParseError("hourOutOfRange", at)
            if field == "h" and not 1 <= v <= 12: raise ParseError("hourOutOfRangeFor12HourClock", at)
            if field == "K" and v > 11: raise ParseError("hourOutOfRangeFor12HourClock", at)
            if field == "k" and not 1 <= v <= 24: raise ParseError("hourOutOfRange", at)
            f["hour"], f["clock"] = {"H": v, "h": v % 12, "K": v, "k": v % 24}[field], field
        elif field == "m":
            v = r.digits(lo, hi, "expectedMinute")
            if v > 59: raise ParseError("minuteOutOfRange", at)
            f["minute"] = v
        elif field == "s":
            v = r.digits(lo, hi, "expectedSecond")
            if v > 59: raise ParseError("secondOutOfRange", at)
            f["second"] = v
        elif field == "S":
            f["nanos"] = r.digits(lo, hi, "expectedFractionDigit") * 10 ** (9 - n)
        elif field == "offset":
            f["offset"] = read_offset(r, detail)
        elif field in ("gmt", "zone"):
            f["offset"] = read_gmt(r, field == "zone")
    if r.i != len(data):
        raise ParseError("trailingBytes", r.i)

    # The date.
    year = default[0]
    if "year" in f:
        v = f["year"]
        if f["yearkind"] == "yy":
            if f.get("bc"):
                raise ParseError("yearOutOfRange", f["yearat"])
            year = next(y for y in range(start, start + 100) if y % 100 == v)
        else:
            if v < 1:
                raise ParseError("yearOutOfRange", f["yearat"])
            year = 1 - v if f.get("bc") else v
    if not -271_821 <= year <= 275_760:
        raise ParseError("outOfRange", 0)
    if f.get("yearkind") == "Y":
        weeks = (week_monday(year + 1) - week_monday(year)) // 7
        if not 1 <= f["week"] <= weeks:
            raise ParseError("weekOutOfRange", f["weekat"])
        n_days = week_monday(year) + (f["week"] - 1) * 7 + f.get("weekday", 0)
    else:
        if "doy" in f:
            if not 1 <= f["doy"] <= (366 if is_leap(year) else 365):
                raise ParseError("dayOfYearOutOfRange", f["dayat"])
            n_days = days(year, 1, 1) + f["doy"] - 1
        else:
            month = f.get("month", default[1])
            day = f.get("day", default[2])
            if not 1 <= day <= month_days(year, month):
                raise ParseError("dayOutOfRange", f.get("dayat", 0) if "day" in f else 0)
            n_days = days(year, month, day)
        if "weekday" in f:
            if not any(key in f for key in ("year", "month", "day", "doy")):
                # A weekday and no date: the first such day on or after the default date, as
                # DateFormatter reads it.
                n_days += (f["weekday"] - weekday(n_days)) % 7
            elif weekday(n_days) != f["weekday"]:
                raise ParseError("weekdayMismatch", f["weekdayat"])
    hour = f.get("hour", 0) + (12 if f.get("pm") and f.get("clock") in ("h", "K") else 0)
    local = n_days * 86400 + hour * 3600 + f.get("minute", 0) * 60 + f.get("second", 0)
    offset = f.get("offset", utc_offset)
    seconds = local - offset
    if not -MAX_SECONDS <= seconds <= MAX_SECONDS or (seconds == MAX_SECONDS and f.get("nanos", 0) > 0):
        raise ParseError("outOfRange", 0)
    return seconds, f.get("nanos", 0), offset


# ---------------------------------------------------------------------------- writing

def gmt_text(offset, long):
    if offset % 60:
        raise FormatError("invalidOffset")
    if offset == 0:
        return "GMT"
    sign = "+" if offset > 0 else "-"
    h, m = divmod(abs(offset) // 60, 60)
    if long:
        return "GMT%s%02d:%02d" % (sign, h, m)
    return "GMT%s%d" % (sign, h) + (":%02d" % m if m else "")


def offset_text(offset, style):
    h, rest = divmod(abs(offset), 3600)
    m, s = divmod(rest, 60)
    if s and "s" not in style.replace("Z", ""):
        raise FormatError("invalidOffset")
    if offset == 0 and style.startswith("Z"):
        return "Z"
    sign = "+" if offset >= 0 else "-"
    colon = ":" if ":" in style else ""
    if "[m]" in style and m == 0:
        return "%s%02d" % (sign, h)
    text = "%s%02d%s%02d" % (sign, h, colon, m)
    if s:
        text += "%s%02d" % (colon, s)
    return text


def format_pattern(pattern, seconds, nanos, utc_offset=0, start=1950):
    steps = compile_pattern(pattern)
    if not -MAX_SECONDS <= seconds <= MAX_SECONDS or (seconds == MAX_SECONDS and nanos > 0):
        raise FormatError("outOfRange")
    local = seconds + utc_offset
    n_days, second_of_day = divmod(local, 86400)
    y, mo, d = civil(n_days)
    has_era = any(s[0] == "G" for s in steps)
    year_of_era = y if y >= 1 else 1 - y
    hour = second_of_day // 3600
    out = ""
    for s in steps:
        if s[0] == "lit":
            out += s[1].decode()
            continue
        field, detail, n, lo, hi = s[0], s[1], s[2], s[5], s[6]
        if field == "G":
            out += {4: ["Anno Domini", "Before Christ"], 5: ["A", "B"]}.get(n, ["AD", "BC"])[0 if y >= 1 else 1]
        elif field in ("y", "Y"):
            if field == "y" and y < 1 and not has_era:
                raise FormatError("unrepresentableYear")
            v = year_of_era
            if field == "Y":
                v = datetime.date(*civil_in_range(y, mo, d)).isocalendar()[0] + (y - civil_in_range(y, mo, d)[0])
                if v < 1:
                    raise FormatError("unrepresentableYear")
            text = str(v).rjust(n, "0")
            if lo == hi and len(text) > n:
                raise FormatError("unrepresentableYear")
            out += text
        elif field == "yy":
            if not (y >= 1 and start <= y < start + 100):
                raise FormatError("unrepresentableYear")
            out += "%02d" % (y % 100)
        elif field == "w":
            out += str(datetime.date(*civil_in_range(y, mo, d)).isocalendar()[1]).rjust(n, "0")
        elif field == "e#":
            out += str(weekday(n_days) + 1).rjust(n, "0")
        elif field == "M#":
            out += str(mo).rjust(n, "0")
        elif field == "Mname":
            out += MONTHS[mo - 1][:3] if n == 3 else MONTHS[mo - 1]
        elif field == "d":
            out += str(d).rjust(n, "0")
        elif field == "D":
            out += str(n_days - days(y, 1, 1) + 1).rjust(n, "0")
        elif field == "E":
            out += DAYS[weekday(n_days)][:3] if detail == 3 else DAYS[weekday(n_days)]
        elif field == "a":
            out += "AM" if hour < 12 else "PM"
        elif field in "HhKk":
            v = {"H": hour, "h": hour % 12 or 12, "K": hour % 12, "k": hour or 24}[field]
            out += str(v).rjust(n, "0")
        elif field == "m":
            out += str(second_of_day // 60 % 60).rjust(n, "0")
        elif field == "s":
            out += str(second_of_day % 60).rjust(n, "0")
        elif field == "S":
            out += ("%09d" % nanos)[:n]
        elif field == "offset":
            out += offset_text(utc_offset, detail)
        elif field in ("gmt", "zone"):
            out += gmt_text(utc_offset, detail == "long")
    return out


def civil_in_range(y, m, d):
    """The same month and day in a year of datetime's range with the same calendar (a
    multiple of 400 years away), for isocalendar."""
    while y < 1:
        y += 400
    while y > 9999:
        y -= 400
    return y, m, d


# ---------------------------------------------------------------------------- vectors

def s(y, mo, d, h=0, mi=0, sec=0, offset=0):
    return days(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec - offset


PARSE = [
    # (pattern, input, options, description)
    ("yyyy-MM-dd HH:mm:ss", "2024-03-05 14:30:00", {}, "SQL timestamp"),
    ("EEE HH:mm", "Fri 09:37", {}, "a weekday and no date: the first Friday on or after 2000-01-01, as DateFormatter reads it"),
    ("EEE HH:mm", "Sat 09:37", {}, "a weekday and no date: the default date itself, a Saturday"),
    ("EEE HH:mm", "Mon 09:37", {}, "a weekday and no date: the Monday after the default date"),
    ("EEEE, HH:mm", "Thursday, 23:59", {"defaultDate": 1616112000}, "a weekday and no date, after another default date"),
    ("EEE MMM d", "Fri Mar 19", {}, "a weekday beside a date is checked against it (2000-03-19 is a Sunday)"),
    ("yyyy-MM-dd HH:mm:ss", "2024-3-5 14:30:00", {}, "one-digit month and day: the kept leniency"),
    ("yyyy-MM-dd HH:mm:ss", "2024-03-05 9:5:7", {}, "one-digit hour, minute, second"),
    ("yyyy-MM-dd HH:mm:ss", "24-03-05 14:30:00", {}, "yyyy needs four digits"),
    ("yyyy-MM-dd HH:mm:ss", "12024-03-05 14:30:00", {}, "five-digit year"),
    ("yyyy-MM-dd HH:mm:ss", "0000-03-05 14:30:00", {}, "year 0 of an era does not exist"),
    ("yyyy-MM-dd HH:mm:ss", "2024-03-05 14:30:00Z", {}, "trailing bytes"),
    ("yyyy-MM-dd HH:mm:ss", "2024-03-05T14:30:00", {}, "literal space expected"),
    ("yyyy-MM-dd HH:mm:ss", "2024-13-05 14:30:00", {}, "month 13"),
    ("yyyy-MM-dd HH:mm:ss", "2023-02-29 14:30:00", {}, "not a leap year"),
    ("yyyy-MM-dd HH:mm:ss", "2024-02-29 24:00:00", {}, "hour 24 with HH"),
    ("yyyy-MM-dd HH:mm:ss", "2024-02-29 23:60:00", {}, "minute 60"),
    ("yyyy-MM-dd HH:mm:ss", "2024-02-29 23:59:60", {}, "no leap second in a pattern"),
    ("yyyy-MM-dd HH:mm:ss", "2024-02-29 23:59:", {}, "second missing"),
    ("yyyy-MM-dd HH:mm:ss", "2024-03-05 14:30:00", {"utcOffset": 3600}, "the pattern's clock"),
    ("yyyy-MM-dd HH:mm:ss", "2024-03-05 14:30:00", {"utcOffset": -19800}, "a negative clock"),
    ("yyyy-MM-dd HH:mm:ss", "", {}, "empty"),
    ("yyyy-MM-dd", "2024-03-05", {}, "a date alone is midnight"),
    ("yyyy-MM-dd", "2024-03-05 ", {}, "trailing space"),
    ("yyyy-MM-dd", "2024/03/05", {}, "the literal is byte for byte"),
    ("yyyy-MM-dd'\u0000'", "2024-03-05", {}, "a NUL literal is not matched by the end of the text"),
    ("yyyy-MM-dd'\u0000'", "2024-03-05\u0000", {}, "a NUL literal matches a NUL byte"),
    ("dd/MM/yyyy", "05/03/2024", {}, "European order"),
    ("dd/MM/yyyy", "31/04/2024", {}, "April 31"),
    ("dd.MM.yyyy", "5.3.2024", {}, "one-digit day and month"),
    ("yyyyMMdd", "20240305", {}, "abutting numbers read fixed widths"),
    ("yyyyMMdd", "2024035", {}, "abutting: a digit short"),
    ("yyyyMMdd", "202403055", {}, "abutting: a digit long"),
    ("yyyyMMddHHmmss", "20240305143000", {}, "abutting date and time"),
    ("yyyyMMdd'T'HHmmss'Z'", "20240305T143000Z", {}, "AWS signing, the Z literal"),
    ("yyyyMMdd'T'HHmmss'Z'", "20240305T143000+0000", {}, "the literal Z is not an offset"),
    ("yyyyMMdd'T'HHmmss'Z'", "20240305t143000Z", {}, "literal T is exact"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Fri, 19 Mar 2021 10:37:20 +0100", {}, "feeds"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "FRI, 19 mar 2021 10:37:20 +0100", {}, "names in any case"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Sat, 19 Mar 2021 10:37:20 +0100", {}, "a weekday that contradicts the date"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Fri, 19 Mar 2021 10:37:20 +01:00", {}, "Z reads only +hhmm"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Fri, 19 Mar 2021 10:37:20 GMT", {}, "Z reads no name"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Fri, 19 Mar 2021 10:37:20 +2400", {}, "offset hour 24"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Fri, 19 Mar 2021 10:37:20 -0060", {}, "offset minute 60"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Fry, 19 Mar 2021 10:37:20 +0100", {}, "not a day name"),
    ("EEE, dd MMM yyyy HH:mm:ss Z", "Fri, 19 Mrz 2021 10:37:20 +0100", {}, "not a month name"),
    ("EEEE, MMMM d, yyyy", "Friday, March 19, 2021", {}, "full names"),
    ("EEEE, MMMM d, yyyy", "friday, MARCH 19, 2021", {}, "full names in any case"),
    ("EEEE, MMMM d, yyyy", "Fri, March 19, 2021", {}, "EEEE needs the full name"),
    ("EEEE, MMMM d, yyyy", "Friday, Mar 19, 2021", {}, "MMMM needs the full name"),
    ("EEEE, MMMM d, yyyy", "Wednesday, September 1, 2021", {}, "the longest names"),
    ("MMMM yyyy", "May 2021", {}, "May is its own full name; day 1 from the default date"),
    ("MMM d, yyyy", "Sep 1, 2021", {}, "abbreviated month"),
    ("MMM d, yyyy", "Sept 1, 2021", {}, "Sept is no abbreviation here"),
    ("h:mm a", "3:05 PM", {}, "12-hour clock on the default date"),
    ("h:mm a", "3:05 pm", {}, "pm in lower case"),
    ("h:mm a", "12:05 AM", {}, "12 AM is midnight"),
    ("h:mm a", "12:05 PM", {}, "12 PM is noon"),
    ("h:mm a", "13:05 PM", {}, "hour 13 on a 12-hour clock"),
    ("h:mm a", "0:05 AM", {}, "hour 0 with h"),
    ("h:mm a", "3:05 XM", {}, "not AM or PM"),
    ("h:mm a", "3:05", {}, "AM/PM missing"),
    ("KK:mm a", "00:05 PM", {}, "K counts 0-11"),
    ("KK:mm a", "12:05 PM", {}, "K 12 is out of range"),
    ("kk:mm", "24:00", {}, "k 24 is midnight at the start of the day"),
    ("kk:mm", "00:00", {}, "k 0 is out of range"),
    ("HH:mm:ss", "23:59:59", {}, "a time on the default date"),
    ("HH:mm:ss", "23:59:59", {"defaultDate": s(2024, 2, 29)}, "a given default date"),
    ("MM-dd", "02-29", {"defaultDate": s(2023, 6, 1)}, "Feb 29 in a default year that lacks it"),
    ("MM-dd", "02-29", {}, "Feb 29 of 2000"),
    ("dd", "31", {"defaultDate": s(2024, 4, 1)}, "a default month that lacks day 31"),
    ("yy-MM-dd", "49-01-01", {}, "two-digit window: 49 is 2049"),
    ("yy-MM-dd", "50-01-01", {}, "two-digit window: 50 is 1950"),
    ("yy-MM-dd", "2024-01-01", {}, "yy reads exactly two digits"),
    ("yy-MM-dd", "24-01-01", {"twoDigitYearStart": 2000}, "another window"),
    ("yy-MM-dd", "99-01-01", {"twoDigitYearStart": 2000}, "another window, its end"),
    ("G yyyy-MM-dd", "AD 2024-03-05", {}, "era AD"),
    ("G yyyy-MM-dd", "BC 0001-01-01", {}, "1 BC is the proleptic year 0"),
    ("G yyyy-MM-dd", "bc 0044-03-15", {}, "era in lower case"),
    ("G yyyy-MM-dd", "CE 2024-03-05", {}, "CE is not read"),
    ("GGGG y", "Before Christ 100", {}, "long era"),
    ("GGGG y", "Anno Domini 2024", {}, "long era AD"),
    ("GGGGG y", "B 1", {}, "narrow era"),
    ("G yy", "BC 24", {}, "BC with a two-digit year"),
    ("yyyy-DDD", "2024-366", {}, "day of the year in a leap year"),
    ("yyyy-DDD", "2023-366", {}, "day 366 in a common year"),
    ("yyyy-DDD", "2023-000", {}, "day 0 of the year"),
    ("yyyy-D", "2023-5", {}, "D reads one to three digits"),
    ("yyyyDDD", "2024060", {}, "abutting day of the year"),
    ("YYYY-'W'ww-e", "2020-W53-5", {}, "ISO week date: 2020 has 53 weeks"),
    ("YYYY-'W'ww-e", "2021-W53-1", {}, "2021 has 52 weeks"),
    ("YYYY-'W'ww-e", "2021-W01-1", {}, "week 1 of 2021 starts on January 4"),
    ("YYYY-'W'ww-e", "2020-W01-1", {}, "week 1 of 2020 starts in 2019"),
    ("YYYY-'W'ww-e", "2021-W00-1", {}, "week 0"),
    ("YYYY-'W'ww-e", "2021-W10-8", {}, "day 8 of the week"),
    ("YYYY-'W'ww-e", "2021-W10-0", {}, "day 0 of the week"),
    ("YYYY-'W'ww", "2021-W10", {}, "no weekday: the Monday"),
    ("YYYY-'W'ww EEE", "2021-W10 Sun", {}, "a weekday name in a week date"),
    ("yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2021-03-19T10:37:20.123+0530", {}, "milliseconds and +hhmm"),
    ("yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2021-03-19T10:37:20.12+0530", {}, "SSS needs three digits"),
    ("yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2021-03-19T10:37:20.1234+0530", {}, "four digits where three go"),
    ("yyyy-MM-dd HH:mm:ss.SSSSSSSSS", "2021-03-19 10:37:20.123456789", {}, "nanoseconds, exact"),
    ("yyyy-MM-dd HH:mm:ss.S", "2021-03-19 10:37:20.9", {}, "one fraction digit"),
    ("yyyy-MM-dd'T'HH:mm:ssXXX", "2021-03-19T10:37:20Z", {}, "XXX reads Z"),
    ("yyyy-MM-dd'T'HH:mm:ssXXX", "2021-03-19T10:37:20z", {}, "XXX reads z"),
    ("yyyy-MM-dd'T'HH:mm:ssXXX", "2021-03-19T10:37:20-03:30", {}, "XXX reads +hh:mm"),
    ("yyyy-MM-dd'T'HH:mm:ssXXX", "2021-03-19T10:37:20-0330", {}, "XXX needs the colon"),
    ("yyyy-MM-dd'T'HH:mm:ssxxx", "2021-03-19T10:37:20Z", {}, "xxx reads no Z"),
    ("yyyy-MM-dd'T'HH:mm:ssxxx", "2021-03-19T10:37:20+00:00", {}, "xxx zero"),
    ("yyyy-MM-dd'T'HH:mm:ssX", "2021-03-19T10:37:20+05", {}, "X: hours"),
    ("yyyy-MM-dd'T'HH:mm:ssX", "2021-03-19T10:37:20+0530", {}, "X: hours and minutes"),
    ("yyyy-MM-dd'T'HH:mm:ssXX", "2021-03-19T10:37:20+05", {}, "XX needs minutes"),
    ("yyyy-MM-dd'T'HH:mm:ssXXXX", "2021-03-19T10:37:20+053045", {}, "XXXX with seconds"),
    ("yyyy-MM-dd'T'HH:mm:ssXXXXX", "2021-03-19T10:37:20+05:30:45", {}, "XXXXX with seconds"),
    ("yyyy-MM-dd'T'HH:mm:ssXXXXX", "2021-03-19T10:37:20+05:30:60", {}, "offset second 60"),
    ("yyyy-MM-dd'T'HH:mm:ssZZZZZ", "2021-03-19T10:37:20-03:30", {}, "ZZZZZ"),
    ("yyyy-MM-dd HH:mm:ss ZZZZ", "2021-03-19 10:37:20 GMT+05:30", {}, "localized GMT"),
    ("yyyy-MM-dd HH:mm:ss ZZZZ", "2021-03-19 10:37:20 GMT", {}, "GMT alone is zero"),
    ("yyyy-MM-dd HH:mm:ss ZZZZ", "2021-03-19 10:37:20 gmt-3:30", {}, "short form read too, any case"),
    ("yyyy-MM-dd HH:mm:ss ZZZZ", "2021-03-19 10:37:20 UTC", {}, "ZZZZ reads only GMT"),
    ("yyyy-MM-dd HH:mm:ss ZZZZ", "2021-03-19 10:37:20 GMT+", {}, "GMT+ without an hour"),
    ("yyyy-MM-dd HH:mm:ss ZZZZ", "2021-03-19 10:37:20 GMT+24", {}, "GMT+24"),
    ("yyyy-MM-dd HH:mm:ss O", "2021-03-19 10:37:20 GMT-3:30", {}, "short localized GMT"),
    ("yyyy-MM-dd HH:mm:ss O", "2021-03-19 10:37:20 GMT+1", {}, "one-digit hour"),
    ("yyyy-MM-dd HH:mm:ss z", "2021-03-19 10:37:20 EST", {}, "US zone name"),
    ("yyyy-MM-dd HH:mm:ss z", "2021-03-19 10:37:20 pdt", {}, "US zone name in lower case"),
    ("yyyy-MM-dd HH:mm:ss z", "2021-03-19 10:37:20 UTC", {}, "UTC"),
    ("yyyy-MM-dd HH:mm:ss z", "2021-03-19 10:37:20 UT", {}, "UT"),
    ("yyyy-MM-dd HH:mm:ss z", "2021-03-19 10:37:20 GMT+1", {}, "z reads localized GMT"),
    ("yyyy-MM-dd HH:mm:ss z", "2021-03-19 10:37:20 CET", {}, "CET is not among the names"),
    ("yyyy-MM-dd HH:mm:ss z", "2021-03-19 10:37:20 ESTX", {}, "a longer name"),
    ("yyyy-MM-dd HH:mm:ss Z", "2021-03-19 10:37:20 +0100", {"utcOffset": -18000}, "a zone field wins over the clock"),
    ("EEE MMM dd HH:mm:ss Z yyyy", "Fri Mar 19 10:37:20 +0100 2021", {}, "Twitter's layout"),
    ("yyyy-MM-dd'T'HH:mm:ss", "2021-03-19T10:37:20", {}, "quoted T"),
    ("''yyyy''", "'2021'", {}, "quotes around the year"),
    ("'o''clock' H", "o'clock 7", {}, "a quote inside quoted text"),
    ("yyyy年MM月dd日", "2021年03月19日", {}, "UTF-8 literals"),
    ("yyyy年MM月dd日", "2021年03月19", {}, "UTF-8 literal missing"),
    ("yyyy-MM-dd HH:mm:ss", "275760-09-13 00:00:00", {}, "the last second of the range"),
    ("yyyy-MM-dd HH:mm:ss", "275760-09-13 00:00:01", {}, "past the range"),
    ("yyyy-MM-dd HH:mm:ss", "999999-01-01 00:00:00", {}, "six-digit year past the range"),
    ("G y-MM-dd", "BC 271822-04-20", {}, "the first day of the range"),
    ("G y-MM-dd", "BC 271822-04-19", {}, "before the range"),
    ("y", "7", {}, "y reads one digit"),
    ("y", "1234567", {}, "y reads at most six digits"),
]

FORMAT = [
    # (pattern, seconds, nanoseconds, options)
    ("yyyy-MM-dd HH:mm:ss", s(2024, 3, 5, 14, 30), 0, {}),
    ("yyyy-MM-dd HH:mm:ss", s(2024, 3, 5, 14, 30), 0, {"utcOffset": 3600}),
    ("yyyy-MM-dd HH:mm:ss", s(2024, 3, 5, 14, 30), 0, {"utcOffset": -19800}),
    ("yyyy-MM-dd HH:mm:ss.SSSSSSSSS", s(2021, 3, 19, 10, 37, 20), 123456789, {}),
    ("yyyy-MM-dd HH:mm:ss.SSS", s(2021, 3, 19, 10, 37, 20), 999999999, {}),
    ("ss.S", 0, 960000000, {}),
    ("y-M-d H:m:s", s(2024, 3, 5, 4, 3, 2), 0, {}),
    ("yyyy-MM-dd", s(12024, 3, 5), 0, {}),
    ("yyyyMMdd", s(12024, 3, 5), 0, {}),
    ("yyyyMMdd", s(9999, 12, 31), 0, {}),
    ("yyyy-MM-dd", s(0, 12, 31), 0, {}),
    ("G yyyy-MM-dd", s(0, 12, 31), 0, {}),
    ("G y", s(-44, 3, 15), 0, {}),
    ("GGGG y", s(-44, 3, 15), 0, {}),
    ("GGGGG y", s(2024, 3, 15), 0, {}),
    ("yy-MM-dd", s(2049, 12, 31), 0, {}),
    ("yy-MM-dd", s(2050, 1, 1), 0, {}),
    ("yy-MM-dd", s(1950, 1, 1), 0, {}),
    ("yy-MM-dd", s(1949, 12, 31), 0, {}),
    ("yy-MM-dd", s(2099, 1, 1), 0, {"twoDigitYearStart": 2000}),
    ("EEE, dd MMM yyyy HH:mm:ss Z", s(2021, 3, 19, 9, 37, 20), 0, {"utcOffset": 3600}),
    ("EEEE, MMMM d, yyyy", s(2021, 9, 1), 0, {}),
    ("EEEE, MMMM d, yyyy", s(2021, 5, 2), 0, {}),
    ("h:mm a", s(2021, 5, 2, 0, 5), 0, {}),
    ("h:mm a", s(2021, 5, 2, 12, 5), 0, {}),
    ("hh:mm a", s(2021, 5, 2, 23, 5), 0, {}),
    ("KK:mm a", s(2021, 5, 2, 12, 5), 0, {}),
    ("kk:mm", s(2021, 5, 2, 0, 5), 0, {}),
    ("yyyy-DDD", s(2024, 12, 31), 0, {}),
    ("yyyy-D", s(2024, 1, 9), 0, {}),
    ("yyyy-DD", s(2024, 1, 9), 0, {}),
    ("YYYY-'W'ww-e", s(2021, 1, 1), 0, {}),
    ("YYYY-'W'ww-e", s(2019, 12, 30), 0, {}),
    ("YYYY-'W'w-e", s(2024, 3, 5), 0, {}),
    ("Z", 0, 0, {"utcOffset": 3600}),
    ("Z", 0, 0, {"utcOffset": 0}),
    ("Z", 0, 0, {"utcOffset": 45}),
    ("ZZZZ", 0, 0, {"utcOffset": -12600}),
    ("ZZZZ", 0, 0, {}),
    ("ZZZZZ", 0, 0, {"utcOffset": 3645}),
    ("ZZZZZ", 0, 0, {}),
    ("O", 0, 0, {"utcOffset": 19800}),
    ("O", 0, 0, {"utcOffset": -36000}),
    ("z", 0, 0, {"utcOffset": 3600}),
    ("X", 0, 0, {"utcOffset": 3600}),
    ("X", 0, 0, {"utcOffset": 19800}),
    ("X", 0, 0, {}),
    ("XX", 0, 0, {"utcOffset": -3600}),
    ("XXX", 0, 0, {"utcOffset": -3600}),
    ("XXX", 0, 0, {"utcOffset": 3645}),
    ("XXXX", 0, 0, {"utcOffset": 3645}),
    ("XXXXX", 0, 0, {"utcOffset": 3645}),
    ("x", 0, 0, {}),
    ("xx", 0, 0, {}),
    ("xxx", 0, 0, {}),
    ("xxxx", 0, 0, {"utcOffset": -3645}),
    ("xxxxx", 0, 0, {"utcOffset": -3645}),
    ("yyyy-MM-dd'T'HH:mm:ss''", s(2021, 3, 19, 10, 37, 20), 0, {}),
    # The standard order (yyyy?MM?dd?HH?mm?ss) with other separators, a fraction and an
    # offset, which the writer places without reading the layout; and near misses of it,
    # which it must leave to the general layout writer.
    ("yyyy/MM/dd'T'HH.mm.ss.SSSxxx", s(2021, 3, 19, 10, 37, 20), 123456789, {"utcOffset": -12600}),
    ("yyyy-MM-dd HH:mm:ssZ", s(1, 1, 1), 0, {"utcOffset": 3600}),
    ("yyyy-MM-dd HH:mm:ss", s(9999, 12, 31, 23, 59, 59), 999999999, {}),
    ("yyyy-MM-dd HH:mm:ss", s(10000, 1, 1), 0, {}),
    ("yyyy-MM-dd HH:mm:ss EEE", s(2021, 3, 19, 10, 37, 20), 0, {}),
    ("yyyy-MM-dd HH:mm:ss 'UTC'", s(2021, 3, 19, 10, 37, 20), 0, {}),
    ("yyyy-MM-dd HH:mm:ss", MAX_SECONDS + 1, 0, {}),
    ("G y-MM-dd", -MAX_SECONDS, 0, {}),
    ("y-MM-dd", -MAX_SECONDS, 0, {}),
    ("y-MM-dd", MAX_SECONDS, 0, {}),
]

COMPILE = [
    # (pattern, expected error or None); positions and symbols come from the reference.
    "yyyy-MM-dd HH:mm:ss", "yyyy-MM-DD", "yyyy-MM-D", "YYYY-MM-dd", "YYYY", "yyyy-MM-dd hh:mm",
    "yyyy-MM-dd h:mm", "yyyy-MM-dd KK:mm", "yyyy-MM-dd HH:mm a", "a", "yyyy-MM-dd'T'HH:mm:ss",
    "yyyy-MM-ddTHH:mm:ss", "yyyy-MM-dd 'at HH:mm", "", "y" * 7, "x" * 257, "yyyyMd", "yyyyMMd",
    "yyyyMMdd", "yyyyMMddHHmmss", "HHmm", "Hmm", "yMMdd", "yyMMdd", "yyyDDD", "yyyyDDD", "yyyyDD",
    "SSSSSSSSSS", "SSSSSSSSS", "yyyy-MM-dd yyyy", "yyyy yy", "HH hh a", "MMM MM", "d D",
    "yyyy-D d", "Z X", "ww", "e", "YYYY-ww-e", "YYYY-ww-e MM", "yyyy-ww", "G", "G yyyy", "G yy",
    "Q yyyy", "u", "F", "W", "zzzz", "ddd", "MMMMM", "EEEEE", "EEEEEE", "HHH", "YY", "aaaa", "OO",
    "OOOO", "O", "XXXXXX", "ZZZZZ", "ZZZZZZ", "GGGGGG", "LLL", "LLLLL", "eee", "eeeee",
    "'", "''", "'''", "'it''s' HH", "J", "i", "yyyy-MM-dd HH:mm:ss zzz", "h:mm a", "k:mm", "K a",
    "E", "EEEE", "c", "yyyyyy", "Y", "w", "e YYYY w", "yyyy年MM月dd日",
    # variable widths that run into a digit, and their safe neighbours
    "xyyy", "xyyyy", "Xyyyy", "xxyyyy", "xxxyyyy", "XXXXyyyy", "yyyyy0dd", "yyyy'0'MM", "M'1'd", "HH:mm:ssXXX",
    "yyyy-MM-dd'T'HH:mm:ss.SSSZ", "yyyy-MM-dd'T'HH:mm:ssx", "HH:mm:ssx'0'", "OHH", "Omm", "zzz HH", "zHH",
    "yyyyx", "d'T'HH", "d'2'", "EEE HH:mm",
]


def options_of(opts):
    return opts.get("utcOffset", 0), opts.get("twoDigitYearStart", 1950), opts.get("defaultDate")


def default_fields(local_seconds):
    if local_seconds is None:
        return (2000, 1, 1)
    return civil(local_seconds // 86400)


def build():
    os.makedirs(OUT, exist_ok=True)
    parse_vectors = []
    for pattern, text, opts, note in PARSE:
        offset, start, default = options_of(opts)
        v = {"pattern": pattern, "input": text}
        v.update({k: opts[k] for k in ("utcOffset", "twoDigitYearStart", "defaultDate") if k in opts})
        try:
            seconds, nanos, written = parse(pattern, text, offset, start, default_fields(default))
            v.update(seconds=seconds, nanoseconds=nanos, utcOffsetRead=written)
        except ParseError as e:
            v.update(error=e.kind, offset=e.offset)
        v["description"] = note
        parse_vectors.append(v)
    format_vectors = []
    for pattern, seconds, nanos, opts in FORMAT:
        offset, start, _ = options_of(opts)
        v = {"pattern": pattern, "seconds": seconds, "nanoseconds": nanos}
        v.update({k: opts[k] for k in ("utcOffset", "twoDigitYearStart") if k in opts})
        try:
            v["expected"] = format_pattern(pattern, seconds, nanos, offset, start)
        except FormatError as e:
            v["error"] = e.kind
        format_vectors.append(v)
    compile_vectors = []
    for pattern in COMPILE:
        v = {"pattern": pattern}
        try:
            compile_pattern(pattern)
        except PatternError as e:
            v.update(error=e.kind, position=e.position, symbol=e.symbol)
        compile_vectors.append(v)
    for name, description, vectors in [
        ("pattern-parse", "Text read with FastDate.Pattern (Spec/patterns/patterns.md, Reading); utcOffsetRead is the timestamp's utcOffset", parse_vectors),
        ("pattern-format", "Timestamps written with FastDate.Pattern (Spec/patterns/patterns.md, Writing)", format_vectors),
        ("pattern-compile", "Patterns compiled, and the PatternError each gives (Spec/patterns/patterns.md, Compile errors)", compile_vectors),
    ]:
        with open(os.path.join(OUT, name + ".json"), "w") as f:
            f.write('{\n  "description": %s,\n  "vectors": [\n' % json.dumps(description))
            f.write(",\n".join("    " + json.dumps(v, ensure_ascii=True) for v in vectors))
            f.write("\n  ]\n}\n")
        print("%-22s %4d vectors" % (name + ".json", len(vectors)))


def self_check():
    """The reference against the Spec's own examples and Python's calendar."""
    assert parse("yyyy-MM-dd HH:mm:ss", "2024-03-05 14:30:00")[0] == 1709649000
    assert format_pattern("yyyy-MM-dd HH:mm:ss", 1709649000, 0) == "2024-03-05 14:30:00"
    assert format_pattern("YYYY-'W'ww-e", s(2021, 1, 1), 0) == "2020-W53-5"
    assert civil(days(-44, 3, 15)) == (-44, 3, 15)
    assert days(275760, 9, 13) == 100_000_000 and days(-271821, 4, 20) == -100_000_000
    for pattern, seconds, nanos, opts in FORMAT:
        offset, start, _ = options_of(opts)
        try:
            text = format_pattern(pattern, seconds, nanos, offset, start)
        except FormatError:
            continue
        back = parse(pattern, text, offset, start)
        again = format_pattern(pattern, back[0], back[1], offset, start)
        assert again == text, (pattern, text, again)


if __name__ == "__main__":
    self_check()
    build()
