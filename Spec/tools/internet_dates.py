"""Internet message dates: the reference parser and formatters for HTTP-date and RFC 5322
(Spec/internet/internet-dates.md), and the builders of their vector files.

Imported and run by generate_vectors.py, which passes itself in as `g` (its calendar,
ParseError, VectorFile and writers), so there is one command and one set of helpers.
Python 3 standard library only. Everything here is written from internet-dates.md, byte by
byte, without looking at the Swift readers; `email.utils.parsedate_to_datetime` checks the
valid vectors from outside, and where it disagrees the reason is recorded in the Spec.
"""

import datetime
import email.utils
import random

DAY_NAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]          # 0 is Monday
FULL_DAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
ZONES = {"est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7}
CLOCK_FREE_YEAR = 1999
ERROR_KINDS = ("expectedDayName", "expectedMonthName", "expectedComma", "expectedHyphenAfterDay",
               "expectedSpace", "expectedGMT", "weekdayMismatch", "unterminatedComment",
               "nulInComment")

g = None        # generate_vectors, set by build()


def at(data, i):
    return data[i] if 0 <= i < len(data) else None


def lower(c):
    return c + 32 if c is not None and 0x41 <= c <= 0x5A else c


def is_letter(c):
    return c is not None and (0x41 <= c <= 0x5A or 0x61 <= c <= 0x7A)


def word(data, i, n):
    """n bytes at i, ASCII letters lowered, as a str of code points (None past the end)."""
    out = []
    for k in range(n):
        c = lower(at(data, i + k))
        if c is None:
            return None
        out.append(chr(c))
    return "".join(out)


def digits(data, i, n, kind):
    v = 0
    for k in range(n):
        c = at(data, i + k)
        if not g.is_digit(c):
            raise g.ParseError(kind, i + k)
        v = v * 10 + c - 48
    return v


def expect(data, i, byte, kind):
    if at(data, i) != byte:
        raise g.ParseError(kind, i)


def weekday_of(y, m, d):
    return (g.days_from_civil(y, m, d) + 3) % 7


def check_date(y, m, d, day_at, wd, wd_at):
    """The date's checks, in the Spec's order, once the year is read."""
    if not -271821 <= y <= 275760:
        raise g.ParseError("outOfRange", 0)
    if d > g.days_in_month(y, m):
        raise g.ParseError("dayOutOfRange", day_at)
    if wd is not None and weekday_of(y, m, d) != wd:
        raise g.ParseError("weekdayMismatch", wd_at)


def read_day(data, i, n):
    d = digits(data, i, n, "expectedDay")
    if not 1 <= d <= 31:
        raise g.ParseError("dayOutOfRange", i)
    return d


def read_month(data, i):
    w = word(data, i, 3)
    if w not in MONTHS or is_letter(at(data, i + 3)):
        raise g.ParseError("expectedMonthName", i)
    return MONTHS.index(w) + 1


def read_time_fields(data, i):
    """hh:mm:ss at fixed positions: (h, m, s, second_at)."""
    h = digits(data, i, 2, "expectedHour")
    if h > 23:
        raise g.ParseError("hourOutOfRange", i)
    expect(data, i + 2, ord(":"), "expectedColonAfterHour")
    mi = digits(data, i + 3, 2, "expectedMinute")
    if mi > 59:
        raise g.ParseError("minuteOutOfRange", i + 3)
    expect(data, i + 5, ord(":"), "expectedColonAfterMinute")
    s = digits(data, i + 6, 2, "expectedSecond")
    if s > 60:
        raise g.ParseError("secondOutOfRange", i + 6)
    return h, mi, s, i + 6


def instant(y, m, d, h, mi, s, second_at, offset):
    if s == 60:
        if (h * 3600 + mi * 60 - offset) % 86400 != 86340:
            raise g.ParseError("invalidLeapSecond", second_at)
        s = 59
    seconds = g.days_from_civil(y, m, d) * 86400 + h * 3600 + mi * 60 + s - offset
    if not g.in_range(seconds, 0):
        raise g.ParseError("outOfRange", 0)
    return (seconds, 0, offset)


# ---------------------------------------------------------------------------
# HTTP-date
# ---------------------------------------------------------------------------

def fifty_year_rule(yy, current):
    y = current - current % 100 + yy
    if y > current + 50:
        y -= 100
    elif y <= current - 50:
        y += 100
    return y


def parse_http_date(data, current_year=CLOCK_FREE_YEAR):
    if not data:
        raise g.ParseError("empty", 0)
    w = word(data, 0, 3)
    if w not in DAY_NAMES:
        raise g.ParseError("expectedDayName", 0)
    wd = DAY_NAMES.index(w)
    sp = lambda i: expect(data, i, 0x20, "expectedSpace")
    if at(data, 3) == ord(","):                                 # IMF-fixdate
        sp(4)
        d = read_day(data, 5, 2)
        sp(7)
        m = read_month(data, 8)
        sp(11)
        y = digits(data, 12, 4, "expectedYear")
        check_date(y, m, d, 5, wd, 0)
        sp(16)
        h, mi, s, s_at = read_time_fields(data, 17)
        sp(25)
        if word(data, 26, 3) != "gmt":
            raise g.ParseError("expectedGMT", 26)
        if len(data) != 29:
            raise g.ParseError("trailingBytes", 29)
        return instant(y, m, d, h, mi, s, s_at, 0)
    if at(data, 3) == 0x20:                                      # asctime
        m = read_month(data, 4)
        sp(7)
        day_at = 9 if at(data, 8) == 0x20 else 8
        d = read_day(data, day_at, 10 - day_at)
        sp(10)
        h, mi, s, s_at = read_time_fields(data, 11)
        sp(19)
        y = digits(data, 20, 4, "expectedYear")
        check_date(y, m, d, day_at, wd, 0)
        if len(data) != 24:
            raise g.ParseError("trailingBytes", 24)
        return instant(y, m, d, h, mi, s, s_at, 0)
    full = FULL_DAY_NAMES[wd]                                    # rfc850-date
    if word(data, 0, len(full)) != full:
        raise g.ParseError("expectedDayName", 0)
    i = len(full)
    expect(data, i, ord(","), "expectedComma")
    sp(i + 1)
    d = read_day(data, i + 2, 2)
    expect(data, i + 4, ord("-"), "expectedHyphenAfterDay")
    m = read_month(data, i + 5)
    expect(data, i + 8, ord("-"), "expectedHyphenAfterMonth")
    y = fifty_year_rule(digits(data, i + 9, 2, "expectedYear"), current_year)
    check_date(y, m, d, i + 2, wd, 0)
    sp(i + 11)
    h, mi, s, s_at = read_time_fields(data, i + 12)
    sp(i + 20)
    if word(data, i + 21, 3) != "gmt":
        raise g.ParseError("expectedGMT", i + 21)
    if len(data) != i + 24:
        raise g.ParseError("trailingBytes", i + 24)
    return instant(y, m, d, h, mi, s, s_at, 0)


# ---------------------------------------------------------------------------
# RFC 5322
# ---------------------------------------------------------------------------

def cfws(data, i):
    """(end, saw_white_space) after any CFWS from i."""
    ws = False
    while True:
        c = at(data, i)
        if c in (0x20, 0x09):
            ws, i = True, i + 1
        elif c == 0x0D and at(data, i + 1) == 0x0A and at(data, i + 2) in (0x20, 0x09):
            ws, i = True, i + 3
        elif c == ord("("):
            open_at, depth = i, 0
            while True:
                if i >= len(data):
                    raise g.ParseError("unterminatedComment", open_at)
                c = data[i]
                if c == 0:
                    raise g.ParseError("nulInComment", i)
                if c == ord("("):
                    depth += 1
                elif c == ord(")"):
                    depth -= 1
                elif c == ord("\\"):
                    i += 1
                    if at(data, i) == 0:
                        raise g.ParseError("nulInComment", i)
                i += 1
                if depth == 0:
                    break
        else:
            return i, ws


def fws(data, i):
    end, ws = cfws(data, i)
    if not ws:
        raise g.ParseError("expectedSpace", i)
    return end


def parse_rfc5322(data, assumed=None):
    if not data:
        raise g.ParseError("empty", 0)
    i, _ = cfws(data, 0)
    wd, wd_at = None, i
    if is_letter(at(data, i)):
        w = word(data, i, 3)
        if w not in DAY_NAMES or is_letter(at(data, i + 3)):
            raise g.ParseError("expectedDayName", i)
        wd = DAY_NAMES.index(w)
        i, _ = cfws(data, i + 3)
        expect(data, i, ord(","), "expectedComma")
        i, _ = cfws(data, i + 1)
    day_at = i
    width = 2 if g.is_digit(at(data, i + 1)) else 1
    d = read_day(data, i, width)
    i = fws(data, i + width)
    m = read_month(data, i)
    i = fws(data, i + 3)
    start = i
    while g.is_digit(at(data, i)):
        i += 1
    n = i - start
    if n < 2:
        raise g.ParseError("expectedYear", i)
    y = int(data[start:i])
    if n == 2:
        y += 2000 if y < 50 else 1900
    elif n == 3:
        y += 1900
    check_date(y, m, d, day_at, wd, wd_at)
    i = fws(data, i)
    h = digits(data, i, 2, "expectedHour")
    if h > 23:
        raise g.ParseError("hourOutOfRange", i)
    i, _ = cfws(data, i + 2)
    expect(data, i, ord(":"), "expectedColonAfterHour")
    i, _ = cfws(data, i + 1)
    mi = digits(data, i, 2, "expectedMinute")
    if mi > 59:
        raise g.ParseError("minuteOutOfRange", i)
    i += 2
    s, s_at = 0, i
    j, _ = cfws(data, i)
    if at(data, j) == ord(":"):
        j, _ = cfws(data, j + 1)
        s = digits(data, j, 2, "expectedSecond")
        if s > 60:
            raise g.ParseError("secondOutOfRange", j)
        s_at, i = j, j + 2
    i, ws = cfws(data, i)
    c = at(data, i)
    if c in (ord("+"), ord("-")):
        if not ws:
            raise g.ParseError("expectedSpace", i)
        hh = digits(data, i + 1, 2, "expectedOffsetHour")
        mm = digits(data, i + 3, 2, "expectedOffsetMinute")
        if hh > 23:
            raise g.ParseError("offsetHourOutOfRange", i + 1)
        if mm > 59:
            raise g.ParseError("offsetMinuteOutOfRange", i + 3)
        offset = (1 if c == ord("+") else -1) * (hh * 3600 + mm * 60)
        i += 5
    elif is_letter(c):
        j = i
        while is_letter(at(data, j)):
            j += 1
        if j - i > 5:
            raise g.ParseError("expectedOffset", i)
        offset = ZONES.get(word(data, i, j - i), 0) * 3600
        i = j
    elif c is None:
        if assumed is None:
            raise g.ParseError("missingOffset", i)
        offset = assumed
    else:
        raise g.ParseError("expectedOffset", i)
    i, _ = cfws(data, i)
    if i != len(data):
        raise g.ParseError("trailingBytes", i)
    return instant(y, m, d, h, mi, s, s_at, offset)


# ---------------------------------------------------------------------------
# Formatters (internet-dates.md "Writing")
# ---------------------------------------------------------------------------

def _fields(seconds, offset):
    days, sod = divmod(seconds + offset, 86400)
    y, m, d = g.civil_from_days(days)
    return y, m, d, sod, (days + 3) % 7


def format_http_date(seconds, nanos):
    if not g.in_range(seconds, nanos):
        return ("error", "outOfRange")
    y, m, d, sod, wd = _fields(seconds, 0)
    if not 0 <= y <= 9999:
        return ("error", "unrepresentableYear")
    return "%s, %02d %s %04d %02d:%02d:%02d GMT" % (
        DAY_NAMES[wd].title(), d, MONTHS[m - 1].title(), y, sod // 3600, sod // 60 % 60, sod % 60)


def format_rfc5322(seconds, nanos, offset):
    if not g.in_range(seconds, nanos):
        return ("error", "outOfRange")
    if offset % 60 != 0 or not -86400 < offset < 86400:
        return ("error", "invalidOffset")
    y, m, d, sod, wd = _fields(seconds, offset)
    if not 0 <= y <= 9999:
        return ("error", "unrepresentableYear")
    sign = "-" if offset < 0 else "+"
    mins = abs(offset) // 60
    return "%s, %02d %s %04d %02d:%02d:%02d %s%02d%02d" % (
        DAY_NAMES[wd].title(), d, MONTHS[m - 1].title(), y, sod // 3600, sod // 60 % 60, sod % 60,
        sign, mins // 60, mins % 60)


# ---------------------------------------------------------------------------
# The outside check: email.utils
# ---------------------------------------------------------------------------

PEER = {"agree": 0, "peer-refuses": [], "peer-differs": [], "peer-accepts-invalid": []}


def peer_check(text, result):
    """Compare a vector with email.utils.parsedate_to_datetime and record what differs."""
    try:
        dt = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError, OverflowError):
        dt = None
    if result[0] == "ok":
        if dt is None:
            PEER["peer-refuses"].append(text)
            return
        if dt.tzinfo is None:                      # -0000 and unknown zones: naive
            dt = dt.replace(tzinfo=datetime.timezone.utc)
        peer = int((dt - datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)).total_seconds())
        if peer == result[1]:
            PEER["agree"] += 1
        else:
            PEER["peer-differs"].append((text, result[1], peer))
    elif dt is not None and result[1] not in ("outOfRange",):
        PEER["peer-accepts-invalid"].append((text, result[1]))


def cross_check(data, profile, assumed, current_year, result):
    """Every valid vector is also checked by writing it back and reading it again (the
    reference formatter), and every vector is put to email.utils."""
    if result[0] == "ok":
        seconds, nanos, offset = result[1:]
        text = format_rfc5322(seconds, nanos, offset) if offset % 60 == 0 else None
        if isinstance(text, str):
            assert parse_rfc5322(text.encode()) == (seconds, 0, offset), (data, text)
        if profile == "httpDate":
            back = format_http_date(seconds, nanos)
            if isinstance(back, str):
                assert parse_http_date(back.encode()) == (seconds, 0, 0), (data, back)
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError:
        return
    if assumed is None and current_year is None:
        peer_check(text, result)


# ---------------------------------------------------------------------------
# Vector files
# ---------------------------------------------------------------------------

def http_text(form, y, m, d, h, mi, s, name_case=str.title):
    wd = weekday_of(y, m, d)
    if form == "imf":
        return "%s, %02d %s %04d %02d:%02d:%02d GMT" % (
            name_case(DAY_NAMES[wd]), d, name_case(MONTHS[m - 1]), y, h, mi, s)
    if form == "rfc850":
        return "%s, %02d-%s-%02d %02d:%02d:%02d GMT" % (
            name_case(FULL_DAY_NAMES[wd]), d, name_case(MONTHS[m - 1]), y % 100, h, mi, s)
    return "%s %s %2d %02d:%02d:%02d %04d" % (name_case(DAY_NAMES[wd]), name_case(MONTHS[m - 1]), d, h, mi, s, y)


def rfc5322_text(y, m, d, h, mi, s, zone, weekday=True, year_digits=4, seconds=True, sep=" "):
    wd = weekday_of(y, m, d)
    year = {2: "%02d" % (y % 100), 3: "%03d" % (y - 1900), 4: "%04d" % y}[year_digits]
    time = "%02d:%02d" % (h, mi) + (":%02d" % s if seconds else "")
    return ((DAY_NAMES[wd].title() + "," + sep) if weekday else "") + sep.join(
        ["%d" % d, MONTHS[m - 1].title(), year, time, zone])


def random_date(rng, lo=1, hi=9999):
    y = rng.randint(lo, hi)
    m = rng.randint(1, 12)
    return y, m, rng.randint(1, g.days_in_month(y, m))


def mutate(rng, f, base, count, **kw):
    data = base.encode()
    for _ in range(count):
        i = rng.randrange(len(data))
        op = rng.randrange(3)
        c = rng.choice(b" ,:-+()0129AaGgMmTZz\t\r\n\x00")
        if op == 0:
            mutated = data[:i] + bytes([c]) + data[i + 1:]
        elif op == 1:
            mutated = data[:i] + data[i + 1:]
        else:
            mutated = data[:i] + bytes([c]) + data[i:]
        f.add(mutated, desc="mutation of " + base, **kw)


def build_http_date(f):
    rng = random.Random(9110)
    example = 784111777        # 1994-11-06T08:49:37Z, RFC 9110's example, worked out by hand
    for text, desc in [("Sun, 06 Nov 1994 08:49:37 GMT", "RFC 9110 IMF-fixdate example [hand-verified]"),
                       ("Sunday, 06-Nov-94 08:49:37 GMT", "RFC 9110 rfc850-date example [hand-verified]"),
                       ("Sun Nov  6 08:49:37 1994", "RFC 9110 asctime-date example [hand-verified]")]:
        f.add(text, desc=desc, expect=g.V(example))
    for text in ["sun, 06 nov 1994 08:49:37 gmt", "SUN, 06 NOV 1994 08:49:37 GMT", "sUn, 06 nOv 1994 08:49:37 gMt",
                 "SUNDAY, 06-NOV-94 08:49:37 GMT", "sun nov  6 08:49:37 1994"]:
        f.add(text, desc="names in any case", expect=g.V(example))
    # every day and month name, both forms
    for k in range(14):
        y, m, d = 2021, 1 + k % 12, 1 + k
        for form in ("imf", "rfc850", "asctime"):
            f.add(http_text(form, y, m, d, 12, 0, 0), desc="every name")
    # calendar edges
    for y, m, d in [(2020, 2, 29), (2000, 2, 29), (1970, 1, 1), (1969, 12, 31), (2099, 12, 31), (1, 1, 1),
                    (9999, 12, 31), (0, 1, 1), (1900, 2, 28), (2100, 2, 28)]:
        f.add(http_text("imf", y, m, d, 23, 59, 59), desc="calendar edge")
    for text, desc in [("Sun, 29 Feb 2021 00:00:00 GMT", "29 February in a common year"),
                       ("Thu, 29 Feb 1900 00:00:00 GMT", "1900 is not a leap year"),
                       ("Mon, 29 Feb 2100 00:00:00 GMT", "2100 is not a leap year"),
                       ("Thu, 31 Apr 2021 00:00:00 GMT", "31 April"),
                       ("Sat, 00 Jan 2000 00:00:00 GMT", "day 00"), ("Sat, 32 Jan 2000 00:00:00 GMT", "day 32"),
                       ("Sat, 01 Jan 2000 24:00:00 GMT", "hour 24"), ("Sat, 01 Jan 2000 00:60:00 GMT", "minute 60"),
                       ("Sat, 01 Jan 2000 00:00:61 GMT", "second 61"),
                       ("Wed, 31 Dec 2008 23:59:60 GMT", "a leap second, read as 23:59:59"),
                       ("Wed, 31 Dec 2008 23:58:60 GMT", "second 60 not at 23:59 UTC"),
                       ("Mon, 06 Nov 1994 08:49:37 GMT", "day name contradicts the date"),
                       ("Monday, 06-Nov-94 08:49:37 GMT", "day name contradicts the date (rfc850)"),
                       ("Mon Nov  6 08:49:37 1994", "day name contradicts the date (asctime)"),
                       ("Son, 06 Nov 1994 08:49:37 GMT", "not a day name"), ("Sundy, 06-Nov-94 08:49:37 GMT", "a short full name"),
                       ("Sun, 06 Nox 1994 08:49:37 GMT", "not a month name"), ("Sun, 06 Novem 1994 08:49:37 GMT", "a long month name"),
                       ("Sun, 06 Nov 1994 08:49:37 UTC", "UTC is not GMT"), ("Sun, 06 Nov 1994 08:49:37 +0000", "+0000 is not GMT"),
                       ("Sun, 06 Nov 1994 08:49:37 UT", "UT is not GMT"), ("Sun, 06 Nov 1994 08:49:37", "no zone"),
                       ("Sun, 06 Nov 1994 08:49:37 GMT ", "a trailing space"), (" Sun, 06 Nov 1994 08:49:37 GMT", "a leading space"),
                       ("Sun,  06 Nov 1994 08:49:37 GMT", "two spaces"), ("Sun,\t06 Nov 1994 08:49:37 GMT", "a tab"),
                       ("Sun, 6 Nov 1994 08:49:37 GMT", "a one-digit day in IMF-fixdate"),
                       ("Sun, 06 Nov 94 08:49:37 GMT", "a two-digit year in IMF-fixdate"),
                       ("Sun, 06 Nov 1994 8:49:37 GMT", "a one-digit hour"),
                       ("Sun, 06 Nov 1994 08:49 GMT", "no seconds"), ("Sun, 06 Nov 1994 08:49:37.5 GMT", "a fraction"),
                       ("Sunday, 06 Nov 94 08:49:37 GMT", "rfc850 without hyphens"),
                       ("Sunday 06-Nov-94 08:49:37 GMT", "rfc850 without the comma"),
                       ("Sunday, 06-Nov-1994 08:49:37 GMT", "rfc850 with a four-digit year"),
                       ("Sun Nov 6 08:49:37 1994", "asctime with an unpadded day"),
                       ("Sun Nov 06 08:49:37 1994", "asctime with a zero-padded day"),
                       ("Sun Nov  6 08:49:37 1994 GMT", "asctime with a zone"),
                       ("Sun Nov  6 08:49:37 94", "asctime with a two-digit year"),
                       ("Sun, 06 Nov 1994 08:49:37 GMT\x00", "a NUL after the date"),
                       ("Sun\u00a0Nov  6 08:49:37 1994", "a no-break space"),
                       ("", "empty"), ("Sun", "a day name alone"), ("2021-03-19T09:37:20Z", "ISO 8601 is not an HTTP-date")]:
        f.add(text, desc=desc)
    # every truncation of each example
    for base in ("Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"):
        for n in range(len(base)):
            f.add(base[:n], desc="truncated")
    # RFC 9110's 50-year rule for two-digit years
    for current, y in [(2026, 2076), (2026, 1977), (2026, 2026), (2026, 2000), (2099, 2110), (2099, 2050),
                       (2050, 2000), (2050, 2100), (1999, 1950), (1999, 2049), (2000, 2050), (2000, 1951)]:
        f.add(http_text("rfc850", y, 1, 1, 0, 0, 0), current_year=current,
              desc="two-digit year read from %d" % current)
    for y in (1950, 1999, 2000, 2049):
        f.add(http_text("rfc850", y, 6, 15, 12, 0, 0), desc="two-digit year, clock-free window 1950-2049")
    # random dates in every form
    for _ in range(120):
        y, m, d = random_date(rng, 1000, 9999)
        h, mi, s = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
        form = rng.choice(["imf", "imf", "rfc850", "asctime"])
        if form == "rfc850":
            y = rng.randint(1950, 2049)
            d = min(d, g.days_in_month(y, m))
        f.add(http_text(form, y, m, d, h, mi, s, rng.choice([str.title, str.title, str.upper, str.lower])), desc="random")
    for base in ("Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"):
        mutate(rng, f, base, 60)


def build_rfc5322(f):
    rng = random.Random(5322)
    # 2021-03-19T09:37:20Z = 1616146640 (date-time.md's example)
    f.add("Fri, 19 Mar 2021 10:37:20 +0100", desc="the usual form [hand-verified]", expect=g.V(1616146640, 0, 3600))
    f.add("Fri, 19 Mar 2021 09:37:20 +0000", desc="UTC [hand-verified]", expect=g.V(1616146640))
    f.add("Fri, 19 Mar 2021 09:37:20 -0000", desc="-0000: offset unknown, read as UTC [hand-verified]", expect=g.V(1616146640))
    f.add("Sun, 06 Nov 1994 08:49:37 GMT", desc="an IMF-fixdate is an RFC 5322 date-time [hand-verified]", expect=g.V(784111777))
    for text, desc in [
        ("19 Mar 2021 10:37:20 +0100", "no day name"), ("Fri, 5 Mar 2021 10:37:20 +0100", "a one-digit day"),
        ("Fri, 05 Mar 2021 10:37:20 +0100", "a zero-padded day"),
        ("Fri,  5 Mar 2021 10:37:20 +0100", "two spaces"), ("Fri,5 Mar 2021 10:37:20 +0100", "no space after the comma"),
        ("Fri , 19 Mar 2021 10:37:20 +0100", "a space before the comma"),
        ("Fri, 19 Mar 21 10:37:20 +0100", "a two-digit year, 2021"), ("Fri, 19 Mar 99 10:37:20 +0100", "a two-digit year, 1999"),
        ("19 Mar 49 10:37:20 +0100", "49 is 2049"), ("19 Mar 50 10:37:20 +0100", "50 is 1950"),
        ("Fri, 19 Mar 121 10:37:20 +0100", "a three-digit year, 1900 + 121"),
        ("Fri, 19 Mar 2021 10:37 +0100", "no seconds"),
        ("fri, 19 mar 2021 10:37:20 gmt", "lower case"), ("FRI, 19 MAR 2021 10:37:20 GMT", "upper case"),
        ("Fri, 19 Mar 2021 10 : 37 : 20 +0100", "white space inside the time (obsolete)"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (CET)", "a trailing comment"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (a (nested) comment)", "a nested comment"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (quoted \\) paren)", "a quoted-pair"),
        ("(c) Fri, 19 Mar 2021 10:37:20 +0100", "a leading comment"),
        ("Fri(c), 19 Mar 2021 10:37:20 +0100", "a comment before the comma"),
        ("Fri, 19 (c) Mar 2021 10:37:20 +0100", "comment among white space"),
        ("Fri, 19(c) Mar 2021 10:37:20 +0100", "a comment then a space"),
        ("Fri, 19(c)Mar 2021 10:37:20 +0100", "a comment alone is not white space"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (Zürich)", "UTF-8 in a comment"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (never closed", "an unterminated comment"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 ((", "an unterminated nested comment"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (x\\", "a quoted-pair at the end"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (a\x00b)", "a raw NUL in a comment (obs-ctext excludes it)"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (a\\\x00b)", "a quoted NUL in a comment (a smuggling signal)"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (\x00", "a NUL in an unterminated comment"),
        ("(\x00) Fri, 19 Mar 2021 10:37:20 +0100", "a NUL in a leading comment"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (a (b\x00) c)", "a NUL in a nested comment"),
        ("Fri, 19 Mar 2021 10:37:20 +0100 (\x01\x7f)", "other control bytes in a comment (obs-ctext allows them)"),
        ("Fri, 19 Mar 2021 10:37:20 +0100)", "a stray closing paren"),
        ("Fri, 19 Mar 2021\r\n 10:37:20 +0100", "a folded line"),
        ("Fri, 19 Mar 2021\r\n\t10:37:20 +0100", "a folded line, tab"),
        ("Fri, 19 Mar 2021\r\n10:37:20 +0100", "CR LF without white space after it"),
        ("Fri, 19 Mar 2021\n 10:37:20 +0100", "a lone LF"), ("Fri, 19 Mar 2021\r 10:37:20 +0100", "a lone CR"),
        ("Fri,\t19\tMar\t2021\t10:37:20\t+0100", "tabs"),
        ("  Fri, 19 Mar 2021 10:37:20 +0100  ", "white space around"),
        ("Fri, 19 Mar 2021 10:37:20+0100", "no space before a numeric zone"),
        ("Fri, 19 Mar 2021 10:37:20GMT", "no space before a zone name (RFC 5322 erratum 6639)"),
        ("Fri, 19 Mar 2021 10:37:20 +01", "a short numeric zone"), ("Fri, 19 Mar 2021 10:37:20 +01:00", "a colon in the zone"),
        ("Fri, 19 Mar 2021 10:37:20 +2400", "offset hour 24"), ("Fri, 19 Mar 2021 10:37:20 +0160", "offset minute 60"),
        ("Fri, 19 Mar 2021 10:37:20 +2359", "offset +23:59"), ("Fri, 19 Mar 2021 10:37:20 -2359", "offset -23:59"),
        ("Fri, 19 Mar 2021 10:37:20", "no zone"), ("Fri, 19 Mar 2021 10:37:20 ", "no zone, a trailing space"),
        ("Fri, 19 Mar 2021 10:37:20 Europe", "a six-letter name is not a zone"),
        ("Fri, 19 Mar 2021 10:37:20 *", "not a zone"),
        ("Fri, 19 Mar 2021 10:37:20 GMT+1", "bytes after the zone"),
        ("Fri, 19 Mar 2021 10:37:20.5 +0100", "a fraction"),
        ("Fri, 19 Mar 2021 1:37:20 +0100", "a one-digit hour"), ("Fri, 19 Mar 2021 24:00:00 +0100", "hour 24"),
        ("Fri, 19 Mar 2021 10:60:20 +0100", "minute 60"), ("Fri, 19 Mar 2021 10:37:61 +0100", "second 61"),
        ("Thu, 31 Dec 1998 23:59:60 +0000", "a leap second"), ("Thu, 31 Dec 1998 15:59:60 -0800", "a leap second at -08:00"),
        ("Fri, 19 Mar 2021 10:37:60 +0100", "second 60 not at 23:59 UTC"),
        ("Thu, 19 Mar 2021 10:37:20 +0100", "day name contradicts the date"),
        ("Fry, 19 Mar 2021 10:37:20 +0100", "not a day name"), ("Friday, 19 Mar 2021 10:37:20 +0100", "a full day name"),
        ("Fri 19 Mar 2021 10:37:20 +0100", "no comma after the day name"),
        ("Fri, 19 March 2021 10:37:20 +0100", "a full month name"), ("Fri, 19 3 2021 10:37:20 +0100", "a month number"),
        ("Fri, 19 Mar 1 10:37:20 +0100", "a one-digit year"), ("Fri, 19 Mar 10:37:20 +0100", "no year"),
        ("Fri, 123 Mar 2021 10:37:20 +0100", "a three-digit day"), ("Fri, 00 Mar 2021 10:37:20 +0100", "day 00"),
        ("Fri, 32 Mar 2021 10:37:20 +0100", "day 32, refused before the month is read"),
        ("Mon, 29 Feb 2021 10:37:20 +0100", "29 February 2021"), ("Thu, 29 Feb 1900 10:37:20 +0000", "1900 is not a leap year"),
        ("Tue, 29 Feb 2000 10:37:20 +0000", "2000 is a leap year"), ("Mon, 29 Feb 2100 10:37:20 +0000", "2100 is not a leap year"),
        ("Sat, 13 Sep 275760 00:00:00 +0000", "the last instant of the range"),
        ("Sat, 13 Sep 275760 00:00:01 +0000", "one second past the range"),
        ("Sun, 01 Jan 275761 00:00:00 +0000", "a year past the range"),
        ("01 Jan " + "9" * 40 + " 00:00:00 +0000", "a forty-digit year"),
        ("01 Jan 1066 12:00:00 +0000", "a year before 1900, read as written"),
        ("", "empty"), ("   ", "white space only"), ("(comment only)", "a comment only"),
        ("2021-03-19T09:37:20Z", "ISO 8601 is not RFC 5322"),
    ]:
        f.add(text, desc=desc)
    f.add("Fri, 19 Mar 2021 10:37:20", assumed=3600, desc="no zone, read at the assumed offset")
    f.add("Fri, 19 Mar 2021 10:37:20 (no zone)", assumed=-18000, desc="no zone before a comment, assumed offset")
    f.add("Fri, 19 Mar 2021 10:37:20 +0000", assumed=3600, desc="a written zone wins over the assumed offset")
    # every zone name and the military letters
    for zone in ["UT", "GMT", "UTC", "Z", "EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT", "ut", "gmt", "est",
                 "A", "I", "J", "K", "M", "N", "Y", "CET", "CEST", "BST", "MEZ", "AEDT", "HKT"]:
        f.add(rfc5322_text(2021, 3, 19, 10, 37, 20, zone), desc="zone " + zone)
    # random values in random obsolete shapes
    for _ in range(150):
        y, m, d = random_date(rng, 1900, 2200)
        h, mi, s = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
        digits_ = rng.choice([4, 4, 4, 2, 3]) if 1950 <= y <= 2049 else 4
        if digits_ == 3 and not 1900 <= y <= 2899:
            digits_ = 4
        zone = rng.choice(["+%02d%02d" % (rng.randint(0, 14), rng.choice([0, 30, 45])),
                           "-%02d%02d" % (rng.randint(0, 12), rng.choice([0, 30])), "GMT", "UT", "EST", "PDT"])
        f.add(rfc5322_text(y, m, d, h, mi, s, zone, weekday=rng.random() < 0.7, year_digits=digits_,
                           seconds=rng.random() < 0.8, sep=rng.choice([" ", " ", "  ", "\t"])), desc="random")
    for base in ("Fri, 19 Mar 2021 10:37:20 +0100", "19 Mar 21 10:37 EST (comment)"):
        mutate(rng, f, base, 80)
        for n in range(len(base)):
            f.add(base[:n], desc="truncated")


def build_files():
    http = g.VectorFile("http-date", "httpDate",
                        "RFC 9110 HTTP-date (FastDate.Format.httpDate): IMF-fixdate, rfc850-date, asctime-date; "
                        "Spec/internet/internet-dates.md")
    mail = g.VectorFile("rfc5322", "rfc5322",
                        "RFC 5322 date-time with the obsolete syntax (FastDate.Format.rfc5322); Spec/internet/internet-dates.md")
    build_http_date(http)
    build_rfc5322(mail)
    return {"http-date": http, "rfc5322": mail}


def build_format_files():
    rng = random.Random(1123)
    cases = [(784111777, 0, 0), (0, 0, 0), (-1, 999999999, 0), (1616146640, 123456789, 3600), (951782400, 0, -18000),
             (253402300799, 999999999, 0), (253402300800, 0, 0), (-62167219200, 0, 0), (-62167219201, 0, 0),
             (g.LIMIT_S, 0, 0), (1616146640, 0, 86340), (1616146640, 0, -86340), (1616146640, 0, 30),
             (-62167219200, 0, 3600), (253402300799, 0, -3600)]
    while len(cases) < 300:
        s = rng.choice([rng.randint(-62135596800, 253402300799), rng.randint(-2208988800, 4102444800)])
        cases.append((s, rng.choice([0, rng.randint(0, 999999999)]),
                      rng.choice([0, 3600, -18000, 19800, 20700, -34200, rng.randint(-1439, 1439) * 60])))
    for name, fmt, description in [
            ("format-http-date", "httpDate", "FastDate.formatHTTPDate: IMF-fixdate in GMT, whole seconds (truncated); "
                                             "the offset is not written"),
            ("format-rfc5322", "rfc5322", "FastDate.format(_:as: .rfc5322): local time at utcOffset (or at "
                                          "writtenUTCOffset, invalidOffset where that is not whole minutes within a "
                                          "day), +hhmm (+0000 for UTC), whole seconds (truncated)")]:
        vectors = []
        for s, ns, off in cases:
            text = format_http_date(s, ns) if fmt == "httpDate" else format_rfc5322(s, ns, off)
            v = {"seconds": s, "nanoseconds": ns, "utcOffset": off}
            if isinstance(text, str):
                # read back by the reference as the instant, to the second
                want = (s, 0, 0 if fmt == "httpDate" else off)
                got = parse_http_date(text.encode()) if fmt == "httpDate" else parse_rfc5322(text.encode())
                assert got == want, (text, got, want)
                if 1 <= int(text[12:16]) <= 9999 and fmt == "httpDate":
                    dt = datetime.datetime(1970, 1, 1) + datetime.timedelta(seconds=s)
                    assert text == dt.strftime("%a, %d %b %Y %H:%M:%S GMT").replace(dt.strftime("%Y"), "%04d" % dt.year, 1) or \
                        text[5:25] == "%02d %s %04d %02d:%02d:%02d" % (dt.day, MONTHS[dt.month - 1].title(), dt.year,
                                                                         dt.hour, dt.minute, dt.second), (text, dt)
                v["expected"] = text
            else:
                v["error"] = text[1]
            vectors.append(v)
        if fmt == "rfc5322":
            for s, ns, off, written in g.written_offset_cases(random.Random(5322), 40):
                text = format_rfc5322(s, ns, written) if g.writable_offset(written) else ("error", "invalidOffset")
                v = {"seconds": s, "nanoseconds": ns, "utcOffset": off, "writtenUTCOffset": written}
                if isinstance(text, str):
                    v["expected"] = text
                else:
                    v["error"] = text[1]
                vectors.append(v)
        g.write_json(name, {"format": fmt, "description": description}, vectors)
        print("%-20s %5d vectors" % (name + ".json", len(vectors)))


def report_peer():
    print("email.utils: agrees on %d valid vectors; refuses %d valid; reads %d differently; accepts %d invalid"
          % (PEER["agree"], len(PEER["peer-refuses"]), len(PEER["peer-differs"]), len(PEER["peer-accepts-invalid"])))
    for key in ("peer-refuses", "peer-differs", "peer-accepts-invalid"):
        for item in PEER[key][:12]:
            print("  %s: %r" % (key, item))
