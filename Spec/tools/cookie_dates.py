"""Cookie dates (Spec/cookie/cookie-dates.md): RFC 6265 section 5.1.1, written from the RFC's
steps, independent of the Swift reader; the vectors of Spec/cookie/vectors/.

Run through generate_vectors.py, which sets `g` to itself.
"""
import datetime
import json
import os
import random

g = None        # generate_vectors, set by its main()

ERROR_KINDS = ("incompleteCookieDate", "yearOutOfRange")
MONTHS = [b"jan", b"feb", b"mar", b"apr", b"may", b"jun", b"jul", b"aug", b"sep", b"oct", b"nov", b"dec"]
DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
FULL_DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
FIRST_YEAR = 1601
HERE = os.path.dirname(os.path.abspath(__file__))


def is_delimiter(c):
    return c == 0x09 or 0x20 <= c <= 0x2F or 0x3B <= c <= 0x40 or 0x5B <= c <= 0x60 or 0x7B <= c <= 0x7E


def is_digit(c):
    return 0x30 <= c <= 0x39


def tokens(data):
    """(start, bytes) of every date-token."""
    out, i = [], 0
    while i < len(data):
        if is_delimiter(data[i]):
            i += 1
            continue
        start = i
        while i < len(data) and not is_delimiter(data[i]):
            i += 1
        out.append((start, data[start:i]))
    return out


def leading_digits(token, lo, hi):
    """The value and width of `lo`...`hi` digits at the token's start followed by the end or a
    non-digit (the `1*2DIGIT [ non-digit *OCTET ]` shape), else None."""
    n = 0
    while n < len(token) and is_digit(token[n]):
        n += 1
    if not lo <= n <= hi:
        return None
    return int(token[:n]), n


def match_time(token):
    """(hour, minute, second, offsets of each field in the token) or None."""
    fields, i = [], 0
    for k in range(3):
        n = 0
        while i + n < len(token) and n < 3 and is_digit(token[i + n]):
            n += 1
        if not 1 <= n <= 2:
            return None
        fields.append((int(token[i:i + n]), i))
        i += n
        if k < 2:
            if i >= len(token) or token[i] != ord(":"):
                return None
            i += 1
    if i < len(token) and is_digit(token[i]):
        return None
    return fields


def parse(data):
    if len(data) == 0:
        raise g.ParseError("empty", 0)
    time = day = month = year = None
    for start, token in tokens(data):
        if time is None:
            t = match_time(token)
            if t is not None:
                time = [(value, start + at) for value, at in t]
                continue
        if day is None:
            d = leading_digits(token, 1, 2)
            if d is not None:
                day = (d[0], start)
                continue
        if month is None and len(token) >= 3 and bytes(c | 0x20 for c in token[:3]) in MONTHS:
            month = MONTHS.index(bytes(c | 0x20 for c in token[:3])) + 1
            continue
        if year is None:
            y = leading_digits(token, 2, 4)
            if y is not None:
                year = (y[0], start)
                continue
    if time is None or day is None or month is None or year is None:
        raise g.ParseError("incompleteCookieDate", len(data))
    y, year_at = year
    if 70 <= y <= 99:
        y += 1900
    elif 0 <= y <= 69:
        y += 2000
    d, day_at = day
    if not 1 <= d <= 31:
        raise g.ParseError("dayOutOfRange", day_at)
    if y < FIRST_YEAR:
        raise g.ParseError("yearOutOfRange", year_at)
    (h, h_at), (mi, mi_at), (s, s_at) = time
    if h > 23:
        raise g.ParseError("hourOutOfRange", h_at)
    if mi > 59:
        raise g.ParseError("minuteOutOfRange", mi_at)
    if s > 59:
        raise g.ParseError("secondOutOfRange", s_at)
    if d > g.days_in_month(y, month):
        raise g.ParseError("dayOutOfRange", day_at)
    return (g.days_from_civil(y, month, d) * 86400 + h * 3600 + mi * 60 + s, 0, 0)


def cross_check(data, result):
    """Well-formed `Wdy, DD-Mon-YYYY HH:MM:SS GMT` shapes against `datetime`."""
    if result[0] != "ok":
        return
    text = data.decode("latin-1")
    for layout in ("%a, %d-%b-%Y %H:%M:%S GMT", "%a, %d %b %Y %H:%M:%S GMT", "%A, %d-%b-%Y %H:%M:%S GMT"):
        try:
            dt = datetime.datetime.strptime(text, layout)
        except ValueError:
            continue
        want = int((dt - datetime.datetime(1970, 1, 1)).total_seconds())
        assert result[1] == want, (text, result, want)
        g.XCHECKED["datetime"] += 1
        return


def shape(rng, seconds):
    """One of the shapes browsers meet, for the instant `seconds`."""
    days, sod = divmod(seconds, 86400)
    y, m, d = g.civil_from_days(days)
    h, mi, s = sod // 3600, sod // 60 % 60, sod % 60
    wd = (days + 3) % 7
    mon = MONTHS[m - 1].decode().title()
    yy = y % 100 if (1970 <= y <= 2069 and rng.random() < 0.5) else y
    year = "%02d" % yy if yy < 100 else "%d" % yy
    forms = [
        "%s, %02d %s %04d %02d:%02d:%02d GMT" % (DAY_NAMES[wd], d, mon, y, h, mi, s),
        "%s, %02d-%s-%s %02d:%02d:%02d GMT" % (DAY_NAMES[wd], d, mon, year, h, mi, s),
        "%s, %02d-%s-%s %02d:%02d:%02d GMT" % (FULL_DAY_NAMES[wd], d, mon, year, h, mi, s),
        "%s %s %2d %02d:%02d:%02d %04d" % (DAY_NAMES[wd], mon, d, h, mi, s, y),
        "%s, %d %s %04d %d:%d:%d" % (DAY_NAMES[wd], d, mon.upper(), y, h, mi, s),
        "%02d:%02d:%02d %s %d %s" % (h, mi, s, mon.lower(), d, year),
        "%s, %02d %s %04d %02d:%02d:%02d -0000" % (DAY_NAMES[wd], d, mon, y, h, mi, s),
    ]
    return rng.choice(forms)


def build(f):
    rng = random.Random(6265)
    fixed = [
        ("Wed, 09-Jun-2021 10:18:14 GMT", "Netscape's form"),
        ("Thursday, 01-Jan-1970 00:00:00 GMT", "a full day name"),
        ("Sat, 15-Apr-17 21:01:22", "a two-digit year and no zone"),
        ("Sun,  9 Dec 2012 13:42:05 GMT", "two spaces and a one-digit day"),
        ("Sun, 06 Nov 1994 08:49:37 GMT", "IMF-fixdate"),
        ("Sunday, 06-Nov-94 08:49:37 GMT", "RFC 850"),
        ("Sun Nov  6 08:49:37 1994", "asctime"),
        ("Thu, 25 Nov 2027 03:25:40 -0000", "GitHub's -0000: a skipped token"),
        ("Mon, 01 Jan 1601 00:00:00 GMT", "the first year allowed"),
        ("Sun, 31 Dec 1600 23:59:59 GMT", "the year before it"),
        ("Fri, 31 Dec 9999 23:59:59 GMT", "the last four-digit year"),
        ("01 Jan 70 00:00:00", "70 is 1970"), ("01 Jan 69 00:00:00", "69 is 2069"),
        ("01 Jan 00 00:00:00", "00 is 2000"), ("01 Jan 99 00:00:00", "99 is 1999"),
        ("01 Jan 070 00:00:00", "three digits, 70, is 1970 too"),
        ("01 Jan 0070 00:00:00", "four digits, 70, is 1970 too"),
        ("01 Jan 0999 00:00:00", "a four-digit year before 1601"),
        ("29 Feb 2024 12:00:00", "a leap day"), ("29 Feb 2023 12:00:00", "no 29 Feb in 2023"),
        ("31 Apr 2024 12:00:00", "no 31 Apr"), ("32 Jan 2024 12:00:00", "day 32"), ("0 Jan 2024 12:00:00", "day 0"),
        ("01 Jan 2024 24:00:00", "hour 24"), ("01 Jan 2024 23:60:00", "minute 60"),
        ("01 Jan 2024 23:59:60", "second 60: no leap seconds"),
        ("01 Jan 2024", "no time"), ("01 Jan 12:00:00", "no year"), ("Jan 2024 12:00:00", "no day (2024 is no day)"),
        ("01 2024 12:00:00", "no month"), ("", "empty"), ("   ", "delimiters only"), ("GMT", "no token matches"),
        ("1:2:3 4 jan 2024", "one-digit time fields and day"),
        ("12:00:00x 4th JANUARY 2024AD", "text after each field"),
        ("123:00:00 4 Jan 2024", "three-digit hour: not a time"),
        ("12:00:00:00 4 Jan 2024", "a fourth time field: the time ends at a non-digit"),
        ("12:00:00 4 Jan 2024 13:00:00", "a second time is skipped"),
        ("4 5 Jan 2024 12:00:00", "a second day-shaped token is skipped"),
        ("4 Jan Feb 2024 12:00:00", "a second month is skipped"),
        ("4 Jan 2024 2025 12:00:00", "a second year is skipped"),
        ("Junk 4 2024 12:00:00", "'Junk' is June"),
        ("4 Jan 12345 12:00:00", "five digits: no year"),
        ("4\tJan\t2024\t12:00:00", "tabs are delimiters"),
        ("4;Jan;2024;12:00:00", "';' is a delimiter"),
        ("4\x01Jan 2024 12:00:00", "a control byte joins tokens"),
        ("4 Jan 2024 12:00:00 \xc3\xa9", "UTF-8 is a token"),
        ("4 Jan 2024 12:00:00\x00", "NUL is part of the time's token"),
    ]
    for text, desc in fixed:
        f.add(text.encode("latin-1"), desc=desc)
    for _ in range(260):
        seconds = rng.randint(-11644473600, 253402300799)
        if rng.random() < 0.5:
            seconds = rng.randint(0, 4102444800)
        f.add(shape(rng, seconds), desc=None)
    # hostile sizes: linear, no overflow
    f.add(("9" * 100_000 + " Jan 2024 12:00:00").encode(), desc="a 100 kB number is no field")
    f.add(("x" * 100_000).encode(), desc="100 kB of one token")
    f.add((" ," * 50_000).encode(), desc="100 kB of delimiters")
    f.add(("1:" * 50_000).encode(), desc="100 kB of time-like text")


def build_browser(f):
    """The http-state working group's date tests, with the RFC's result."""
    for name in ("examples.json", "bsd-examples.json"):
        with open(os.path.join(HERE, "cookie-browser-tests", name), encoding="utf-8") as src:
            text = "".join(line for line in src if not line.startswith("//"))
        for case in json.loads(text):
            data = case["test"].encode("utf-8")
            result = f.result_of(data)
            browsers = case["expected"]
            if browsers is None:
                agree = result[0] == "error"
            else:
                want = datetime.datetime.strptime(browsers[5:], "%d %b %Y %H:%M:%S GMT") \
                    if len(browsers.split()[3]) == 4 else None
                agree = want is not None and result[0] == "ok" and \
                    result[1] == int((want - datetime.datetime(1970, 1, 1)).total_seconds())
            desc = "%s: the test expects %s" % (name, "an error" if browsers is None else browsers)
            if not agree:
                desc += "; the RFC differs (Spec/cookie/cookie-dates.md, Vectors)"
            f.add(data, desc=desc)


def format_cookie_date(seconds, nanos):
    if not g.in_range(seconds, nanos):
        return ("error", "outOfRange")
    if seconds < -11644473600:
        return ("error", "unrepresentableYear")
    return g.internet_dates.format_http_date(seconds, nanos)


def build_format():
    rng = random.Random(6266)
    cases = [(784111777, 0), (0, 0), (-11644473600, 0), (-11644473601, 999999999), (253402300799, 999999999),
             (253402300800, 0), (g.LIMIT_S, 0)]
    while len(cases) < 120:
        cases.append((rng.randint(-11700000000, 253500000000), rng.choice([0, rng.randint(0, 999999999)])))
    vectors = []
    for s, ns in cases:
        text = format_cookie_date(s, ns)
        v = {"seconds": s, "nanoseconds": ns, "utcOffset": rng.choice([0, 3600, -18000])}
        if isinstance(text, str):
            r = parse(text.encode())
            assert r == (s, 0, 0), (text, r)
            v["expected"] = text
        else:
            v["error"] = text[1]
        vectors.append(v)
    g.write_json("format-cookie-date", {
        "format": "cookieDate",
        "description": "FastDate.format(_:as: .cookieDate): IMF-fixdate in GMT, whole seconds (truncated); "
                       "unrepresentableYear before 1601 or after 9999"}, vectors)
    return len(vectors)
