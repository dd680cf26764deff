"""ISO 8601 basic format (Spec/iso8601-basic/iso8601-basic.md), written from that page,
independent of the Swift reader; the vectors of Spec/iso8601-basic/vectors/.

Run through generate_vectors.py, which sets `g` to itself.
"""
import datetime
import random

g = None        # generate_vectors, set by its main()

ERROR_KINDS = ()


def at(data, i):
    return data[i] if i < len(data) else None


def digits(data, i, n, kind):
    value = 0
    for k in range(i, i + n):
        c = at(data, k)
        if c is None or not 0x30 <= c <= 0x39:
            raise g.ParseError(kind, k)
        value = value * 10 + c - 0x30
    return value


def parse(data, assumed=None):
    if len(data) == 0:
        raise g.ParseError("empty", 0)
    year = digits(data, 0, 4, "expectedYear")
    month = digits(data, 4, 2, "expectedMonth")
    if not 1 <= month <= 12:
        raise g.ParseError("monthOutOfRange", 4)
    day = digits(data, 6, 2, "expectedDay")
    if not 1 <= day <= g.days_in_month(year, month):
        raise g.ParseError("dayOutOfRange", 6)
    if len(data) == 8:
        return (g.days_from_civil(year, month, day) * 86400, 0, 0)
    if at(data, 8) not in (ord("T"), ord("t")):
        raise g.ParseError("expectedTimeSeparator", 8)
    hour = digits(data, 9, 2, "expectedHour")
    if hour > 23:
        raise g.ParseError("hourOutOfRange", 9)
    minute = digits(data, 11, 2, "expectedMinute")
    if minute > 59:
        raise g.ParseError("minuteOutOfRange", 11)
    second = digits(data, 13, 2, "expectedSecond")
    if second > 60:
        raise g.ParseError("secondOutOfRange", 13)
    i, nanos = 15, 0
    if at(data, i) in (ord("."), ord(",")):
        j = i + 1
        while at(data, j) is not None and 0x30 <= data[j] <= 0x39:
            j += 1
        if j == i + 1:
            raise g.ParseError("expectedFractionDigit", i + 1)
        nanos = int((data[i + 1:j] + b"000000000")[:9])
        i = j
    c = at(data, i)
    if c in (ord("Z"), ord("z")):
        offset, i = 0, i + 1
    elif c in (ord("+"), ord("-")):
        sign = 1 if c == ord("+") else -1
        oh = digits(data, i + 1, 2, "expectedOffsetHour")
        if oh > 23:
            raise g.ParseError("offsetHourOutOfRange", i + 1)
        j, om, osec = i + 3, 0, 0
        if at(data, j) == ord(":"):
            raise g.ParseError("expectedOffsetMinute", j)
        if at(data, j) is not None and 0x30 <= data[j] <= 0x39:
            om = digits(data, j, 2, "expectedOffsetMinute")
            if om > 59:
                raise g.ParseError("offsetMinuteOutOfRange", j)
            j += 2
            if at(data, j) is not None and 0x30 <= data[j] <= 0x39:
                osec = digits(data, j, 2, "expectedOffsetSecond")
                if osec > 59:
                    raise g.ParseError("offsetSecondOutOfRange", j)
                j += 2
        offset, i = sign * (oh * 3600 + om * 60 + osec), j
    elif c is None:
        if assumed is None:
            raise g.ParseError("missingOffset", i)
        offset = assumed
    else:
        raise g.ParseError("expectedOffset", i)
    if i != len(data):
        raise g.ParseError("trailingBytes", i)
    return g.instant_of_fields(year, month, day, hour, minute, second, nanos, offset, 13)


def cross_check(data, assumed, result):
    """Valid readings of `yyyyMMddTHHmmss[.f]Z` / `±hhmm` against `datetime.strptime`."""
    if result[0] != "ok":
        return
    text = data.decode("ascii")
    for layout in ("%Y%m%dT%H%M%SZ", "%Y%m%dT%H%M%S%z", "%Y%m%dT%H%M%S.%fZ", "%Y%m%dT%H%M%S.%f%z", "%Y%m%d"):
        try:
            dt = datetime.datetime.strptime(text, layout)
        except ValueError:
            continue
        if dt.year < 1:
            return
        if dt.tzinfo is None:
            dt = dt.replace(tzinfo=datetime.timezone.utc)
        epoch = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
        delta = dt - epoch
        assert result[1] == delta.days * 86400 + delta.seconds, (text, result)
        g.XCHECKED["datetime"] += 1
        return


def text(rng, seconds, nanos, offset, digits_count, sep=".", designator="T", zulu="Z", form="hhmm"):
    y, mo, d, h, mi, s = g.local_fields(seconds + offset)
    out = "%04d%02d%02d%s%02d%02d%02d" % (y, mo, d, designator, h, mi, s)
    if digits_count:
        out += sep + ("%09d" % nanos)[:digits_count]
    if offset == 0 and form != "hh":
        return out + zulu
    a = abs(offset)
    sign = "-" if offset < 0 else "+"
    if form == "hh":
        return out + "%s%02d" % (sign, a // 3600)
    out += "%s%02d%02d" % (sign, a // 3600, a // 60 % 60)
    return out + ("%02d" % (a % 60) if a % 60 else "")


def build(f):
    rng = random.Random(8601)
    fixed = [
        ("20240115T103000Z", "AWS x-amz-date"), ("20240115", "a date alone is UTC midnight"),
        ("20240115T103000", "no offset: missingOffset"), ("20240115T103000+0100", "+hhmm"),
        ("20240115T103000-05", "-hh"), ("20240115T103000+053045", "+hhmmss"),
        ("20240115T103000+01:00", "the extended offset is refused"),
        ("20240115t103000z", "lower case t and z"), ("20240115T103000.123Z", "a fraction"),
        ("20240115T103000,5Z", "a comma fraction"), ("20240115T103000.1234567891Z", "ten digits, truncated"),
        ("20240115T103000.Z", "a point without digits"), ("20240115T1030Z", "no seconds"),
        ("2024-01-15T10:30:00Z", "the extended format is not this one"), ("20240115 103000Z", "a space"),
        ("20230229T000000Z", "no 29 February 2023"), ("20240229T000000Z", "29 February 2024"),
        ("20241301T000000Z", "month 13"), ("20240100T000000Z", "day 0"), ("20240115T240000Z", "hour 24"),
        ("20240115T236000Z", "minute 60"), ("20161231T235960Z", "a leap second"),
        ("20161231T225960Z", "a leap second at the wrong minute"), ("20240115T103000+2400", "offset hour 24"),
        ("20240115T103000+0160", "offset minute 60"), ("20240115T103000+010060", "offset second 60"),
        ("20240115T103000Zx", "trailing bytes"), ("20240115T103000x", "not an offset"),
        ("00000101T000000Z", "year 0000"), ("99991231T235959Z", "year 9999"), ("2024011", "seven digits"),
        ("202401150", "a ninth digit"), ("", "empty"), ("20240115T103000+", "a sign alone"),
        ("20240115T103000+1", "one offset digit"), ("20240115T103000+010", "three offset digits"),
    ]
    for t, desc in fixed:
        f.add(t, desc=desc)
    f.add("20240115T103000", assumed=3600, desc="assumed +01:00")
    f.add("20240115", assumed=3600, desc="a date alone is UTC midnight whatever is assumed")
    for _ in range(300):
        seconds = rng.randint(-62167219200, 253402300799 - 86400)
        offset = rng.choice([0, 0, 3600, -18000, 19800, 20700, -34200, rng.randint(-1439, 1439) * 60])
        nanos = rng.choice([0, rng.randint(0, 999999999)])
        form = rng.choice(["hhmm", "hhmm", "hh"]) if offset % 3600 == 0 else "hhmm"
        t = text(rng, seconds, nanos, offset, rng.choice([0, 0, 3, 6, 9]), sep=rng.choice(".,"), form=form)
        f.add(t)
    for _ in range(60):
        base = bytearray(text(rng, rng.randint(0, 4102444800), rng.randint(0, 999999999), 3600, 3).encode())
        k = rng.randrange(len(base))
        base[k] = ord(rng.choice("x/:-+.TZ 09,"))
        f.add(bytes(base))
    f.add(b"2" * 100_000, desc="100 kB of digits")
    f.add(b"20240115T103000." + b"1" * 100_000 + b"Z", desc="a 100 kB fraction")


def format_basic(seconds, nanos, offset, fraction_digits):
    if not g.in_range(seconds, nanos):
        return ("error", "outOfRange")
    y = g.local_fields(seconds + offset)[0]
    if not 0 <= y <= 9999:
        return ("error", "unrepresentableYear")
    return text(None, seconds, nanos, offset, fraction_digits, form="hhmm")


def build_format():
    rng = random.Random(8602)
    cases = [(1705314600, 0, 0, 0), (1705314600, 123456789, 3600, 3), (0, 0, 0, 9), (-1, 999999999, 0, 1),
             (253402300799, 999999999, 0, 0), (253402300800, 0, 0, 0), (-62167219200, 0, 0, 0),
             (-62167219201, 0, 0, 0), (1705314600, 0, 20730, 0), (g.LIMIT_S, 0, 0, 0)]
    while len(cases) < 200:
        cases.append((rng.randint(-62167219200 - 86400 * 10, 253402300800 + 86400 * 10), rng.randint(0, 999999999),
                      rng.choice([0, 3600, -18000, 19800, rng.randint(-1439, 1439) * 60]), rng.choice([0, 0, 3, 6, 9])))
    vectors = []
    for s, ns, off, fd in cases:
        out = format_basic(s, ns, off, fd)
        v = {"seconds": s, "nanoseconds": ns, "utcOffset": off, "fractionDigits": fd}
        if isinstance(out, str):
            r = parse(out.encode())
            assert r == (s, ns - ns % 10 ** (9 - fd), off), (out, r)
            v["expected"] = out
        else:
            v["error"] = out[1]
        vectors.append(v)
    for s, ns, off, written in g.written_offset_cases(random.Random(8603), 30):
        v = {"seconds": s, "nanoseconds": ns, "utcOffset": off, "fractionDigits": 0, "writtenUTCOffset": written}
        if g.writable_offset(written):
            v["expected"] = format_basic(s, ns, written, 0)
        else:
            v["error"] = "invalidOffset"
        vectors.append(v)
    g.write_json("format-iso8601-basic", {
        "format": "iso8601Basic",
        "description": "FastDate.format(_:as: .iso8601Basic.fractionDigits(n)): yyyyMMdd'T'HHmmss, n digits "
                       "truncated, Z for offset 0 else +hhmm (+hhmmss with seconds), at utcOffset or "
                       "writtenUTCOffset; unrepresentableYear outside 0000-9999"}, vectors)
    return len(vectors)
