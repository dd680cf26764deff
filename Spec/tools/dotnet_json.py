""".NET JSON dates (Spec/dotnet-json/dotnet-json.md), written from that page with Python
integers, independent of the Swift reader; the vectors of Spec/dotnet-json/vectors/.

Run through generate_vectors.py, which sets `g` to itself.
"""
import random

g = None        # generate_vectors, set by its main()

ERROR_KINDS = ("expectedDotNetDate",)
LIMIT_MS = 8_640_000_000_000_000


def at(data, i):
    return data[i] if i < len(data) else None


def is_digit(c):
    return c is not None and 0x30 <= c <= 0x39


def parse(data):
    if len(data) == 0:
        raise g.ParseError("empty", 0)
    escaped = data[:1] == b"\\"
    opening = b"\\/Date(" if escaped else b"/Date("
    for k, byte in enumerate(opening):
        if at(data, k) != byte:
            raise g.ParseError("expectedDotNetDate", k)
    i = start = len(opening)
    negative = at(data, i) == ord("-")
    if negative:
        i += 1
    if not is_digit(at(data, i)):
        raise g.ParseError("expectedNumber", i)
    j = i
    while is_digit(at(data, j)):
        j += 1
    significant = data[i:j].lstrip(b"0")
    if len(significant) > 16 or int(significant or b"0") > LIMIT_MS:
        raise g.ParseError("outOfRange", i)
    ms = int(significant or b"0")
    if negative:
        ms = -ms
    i = j
    offset = 0
    if at(data, i) in (ord("+"), ord("-")):
        sign = 1 if data[i] == ord("+") else -1
        if not (is_digit(at(data, i + 1)) and is_digit(at(data, i + 2))):
            raise g.ParseError("expectedOffsetHour", i + 1 if not is_digit(at(data, i + 1)) else i + 2)
        oh = int(data[i + 1:i + 3])
        if oh > 23:
            raise g.ParseError("offsetHourOutOfRange", i + 1)
        if not (is_digit(at(data, i + 3)) and is_digit(at(data, i + 4))):
            raise g.ParseError("expectedOffsetMinute", i + 3 if not is_digit(at(data, i + 3)) else i + 4)
        om = int(data[i + 3:i + 5])
        if om > 59:
            raise g.ParseError("offsetMinuteOutOfRange", i + 3)
        offset = sign * (oh * 3600 + om * 60)
        i += 5
    closing = b")\\/" if escaped else b")/"
    for k, byte in enumerate(closing):
        if at(data, i + k) != byte:
            raise g.ParseError("expectedDotNetDate", i + k)
    i += len(closing)
    if i != len(data):
        raise g.ParseError("trailingBytes", i)
    seconds, rest = divmod(ms, 1000)
    return (seconds, rest * 1_000_000, offset)


def text(ms, offset, escaped=False):
    zone = ""
    if offset:
        a = abs(offset)
        zone = "%s%02d%02d" % ("-" if offset < 0 else "+", a // 3600, a // 60 % 60)
    body = "Date(%d%s)" % (ms, zone)
    return "\\/%s\\/" % body if escaped else "/%s/" % body


def build(f):
    rng = random.Random(1985)
    fixed = [
        ("/Date(1616146640123)/", "UTC"), ("/Date(1616146640123+0100)/", "with the sender's offset"),
        ("/Date(1616146640123-0500)/", "a negative offset"), ("\\/Date(1616146640123)\\/", "JSON-escaped"),
        ("\\/Date(1616146640123+0530)\\/", "JSON-escaped with an offset"), ("/Date(0)/", "the epoch"),
        ("/Date(-1)/", "one millisecond before the epoch"), ("/Date(-62135596800000)/", "DateTime.MinValue"),
        ("/Date(253402300799999)/", "DateTime.MaxValue"), ("/Date(8640000000000000)/", "the last instant"),
        ("/Date(8640000000000001)/", "past it"), ("/Date(-8640000000000001)/", "before the first"),
        ("/Date(00000000000000000000001)/", "leading zeros"), ("/Date(99999999999999999999999999)/", "huge"),
        ("/Date()/", "no number"), ("/Date(-)/", "a sign alone"), ("/Date(+1)/", "no '+' before the number"),
        ("/Date(1.5)/", "no fraction"), ("/Date( 1)/", "no space"), ("/Date(1+01)/", "+hh is not +hhmm"),
        ("/Date(1+01:00)/", "+hh:mm is not +hhmm"), ("/Date(1+2400)/", "offset hour 24"),
        ("/Date(1+0060)/", "offset minute 60"), ("/Date(1+010)/", "three offset digits"),
        ("/Date(1)", "no closing slash"), ("/Date(1/", "no closing parenthesis"),
        ("\\/Date(1)/", "escaped then not"), ("/Date(1)\\/", "not escaped then escaped"),
        ("/Date(1)/x", "trailing bytes"), ("/date(1)/", "the name is case-sensitive"),
        ("Date(1)", "no slash"), ("/Dat", "cut short"), ("\\", "a backslash alone"), ("", "empty"),
        ("\"/Date(1)/\"", "JSON quotes are not part of it"), ("/Date(1)//", "a second slash"),
    ]
    for t, desc in fixed:
        f.add(t, desc=desc)
    for _ in range(300):
        ms = rng.choice([rng.randint(-62135596800000, 253402300799999), rng.randint(0, 4102444800000)])
        offset = rng.choice([0, 0, 3600, -18000, 19800, -34200, rng.randint(-1439, 1439) * 60])
        f.add(text(ms, offset, escaped=rng.random() < 0.3))
    f.add(b"/Date(" + b"9" * 100_000 + b")/", desc="a 100 kB number")
    f.add(b"/Date(" * 20_000, desc="100 kB of openings")


def format_dotnet(seconds, nanos, offset):
    if not g.in_range(seconds, nanos):
        return ("error", "outOfRange")
    if offset % 60 != 0 or not -86400 < offset < 86400:
        return ("error", "invalidOffset")
    return text(seconds * 1000 + nanos // 1_000_000, offset)


def build_format():
    rng = random.Random(1986)
    cases = [(1616146640, 123456789, 0), (1616146640, 123456789, 3600), (-1, 999999999, 0), (-1, 1, 0), (0, 0, -18000),
             (g.LIMIT_S, 0, 0), (g.LIMIT_S, 1, 0), (-g.LIMIT_S, 0, 0), (1616146640, 0, 30), (1616146640, 0, 86340)]
    while len(cases) < 150:
        cases.append((rng.randint(-g.LIMIT_S, g.LIMIT_S - 1), rng.randint(0, 999999999),
                      rng.choice([0, 3600, -18000, 19800, rng.randint(-1439, 1439) * 60])))
    vectors = []
    for s, ns, off in cases:
        out = format_dotnet(s, ns, off)
        v = {"seconds": s, "nanoseconds": ns, "utcOffset": off}
        if isinstance(out, str):
            r = parse(out.encode())
            assert r == (s, ns - ns % 1_000_000, off), (out, r)
            v["expected"] = out
        else:
            v["error"] = out[1]
        vectors.append(v)
    for s, ns, off, written in g.written_offset_cases(random.Random(1987), 30):
        v = {"seconds": s, "nanoseconds": ns, "utcOffset": off, "writtenUTCOffset": written}
        if g.writable_offset(written):
            v["expected"] = format_dotnet(s, ns, written)
        else:
            v["error"] = "invalidOffset"
        vectors.append(v)
    g.write_json("format-dotnet-json", {
        "format": "dotNetJSON",
        "description": "FastDate.format(_:as: .dotNetJSON): /Date(ms)/ for offset 0, /Date(ms+hhmm)/ otherwise, "
                       "milliseconds rounded toward the past; at utcOffset or writtenUTCOffset"}, vectors)
    return len(vectors)
