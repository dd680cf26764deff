"""RFC 9557 date-times (Spec/rfc9557/rfc9557.md): the reference reader, and the vectors in
Spec/rfc9557/vectors/rfc9557.json (instants, through `.rfc9557`) and
Spec/rfc9557/vectors/annotated.json (what `parseAnnotatedDateTime` reports).

The date-time before the first `[` is read by generate_vectors' own local date-time
reference; this file reads the suffix, byte by byte, and decides every error. The vectors
include the examples of RFC 9557 itself and Temporal's test cases for annotations.

Imported by generate_vectors.py, which sets `g` to itself.
"""

import random

g = None  # generate_vectors, set by its main()

FOLDER = "rfc9557"
ERROR_KINDS = ("expectedAnnotation", "invalidTimeZoneName", "invalidAnnotationKey",
               "invalidAnnotationValue", "expectedClosingBracket", "misplacedTimeZone",
               "unknownCriticalAnnotation", "offsetMismatch")
# Produced only by the FastDate module (it needs the tz database); listed for the Spec.
FOUNDATION_ERROR_KINDS = ("unknownTimeZone",)
KNOWN_KEYS = (b"u-ca",)


def is_alpha(c):
    return c is not None and (0x41 <= c <= 0x5A or 0x61 <= c <= 0x7A)


def is_digit(c):
    return c is not None and 0x30 <= c <= 0x39


def is_tz_initial(c):
    return is_alpha(c) or c in (ord("."), ord("_"))


def is_tz_char(c):
    return is_tz_initial(c) or is_digit(c) or c in (ord("-"), ord("+"))


def is_key_initial(c):
    return c is not None and (0x61 <= c <= 0x7A or c == ord("_"))


def is_key_char(c):
    return is_key_initial(c) or is_digit(c) or c == ord("-")


def parse_suffix(b, start):
    """Reads the suffix from `start` (a `[`) to the end.
    Returns (zone, critical): zone is None, ('name', first, end) or ('offset', seconds, first)."""
    n = len(b)

    def at(i):
        return b[i] if i < n else None

    i = start
    zone = None
    critical_zone = False
    first = True
    while i < n:
        if at(i) != ord("["):
            raise g.ParseError("trailingBytes", i)
        bracket = i
        i += 1
        critical = at(i) == ord("!")
        bang = i
        if critical:
            i += 1
        begin = i
        c = at(i)
        if c in (ord("+"), ord("-")):
            if not first:
                raise g.ParseError("misplacedTimeZone", bracket)
            seconds, i = numeric_offset(b, i)
            if at(i) != ord("]"):
                raise g.ParseError("expectedClosingBracket", i)
            zone, critical_zone = ("offset", seconds, begin), critical
            i += 1
            first = False
            continue
        j = i
        while is_tz_char(at(j)) or at(j) == ord("/"):
            j += 1
        if j == i:
            raise g.ParseError("expectedAnnotation", i)
        if at(j) == ord("="):
            # a tag: key, '=', values, ']'
            for k in range(i, j):
                ok = is_key_initial(b[k]) if k == i else is_key_char(b[k])
                if not ok:
                    raise g.ParseError("invalidAnnotationKey", k)
            if critical and b[i:j] not in KNOWN_KEYS:
                raise g.ParseError("unknownCriticalAnnotation", bang)
            i = j + 1
            while True:
                if not (is_alpha(at(i)) or is_digit(at(i))):
                    raise g.ParseError("invalidAnnotationValue", i)
                while is_alpha(at(i)) or is_digit(at(i)):
                    i += 1
                if at(i) == ord("-"):
                    i += 1
                    continue
                break
            if at(i) != ord("]"):
                raise g.ParseError("expectedClosingBracket", i)
            i += 1
            first = False
            continue
        # a zone name
        if not first:
            raise g.ParseError("misplacedTimeZone", bracket)
        k = i
        while True:
            part = k
            if not is_tz_initial(at(k)):
                raise g.ParseError("invalidTimeZoneName", k)
            k += 1
            while is_tz_char(at(k)):
                k += 1
            if b[part:k] in (b".", b".."):
                raise g.ParseError("invalidTimeZoneName", part)
            if at(k) == ord("/"):
                k += 1
                continue
            break
        if at(k) != ord("]"):
            raise g.ParseError("expectedClosingBracket", k)
        zone, critical_zone = ("name", begin, k), critical
        i = k + 1
        first = False
    return zone, critical_zone


def numeric_offset(b, i):
    """Strict `±hh:mm` at i (a sign): (seconds, end); errors as date-time.md's offset, read
    with the generator's own cursor."""
    s = g.ByteCursor(b)
    sign = -1 if b[i] == ord("-") else 1
    s.pos = i + 1
    hour = s.digits(2, "expectedOffsetHour")
    if hour > 23:
        raise g.ParseError("offsetHourOutOfRange", i + 1)
    s.literal(b":", "expectedOffsetColon")
    minute = s.digits(2, "expectedOffsetMinute")
    if minute > 59:
        raise g.ParseError("offsetMinuteOutOfRange", i + 4)
    return sign * (hour * 3600 + minute * 60), s.pos


def parse_annotated(data):
    """('ok', local, ns, written_offset or None, unknown_local, zone, critical) or
    ('error', kind, offset)."""
    if not data:
        return ("error", "empty", 0)
    cut = data.find(b"[")
    head = data if cut < 0 else data[:cut]
    try:
        if not head:
            raise g.ParseError("empty", 0) if cut < 0 else g.ParseError("expectedYear", 0)
        local, ns, off = g.parse_local_date_time(head)
    except g.ParseError as e:
        return ("error", e.kind, e.offset)
    unknown_local = off is not None and off == 0 and (head[-1:] in (b"Z", b"z") or _sign_of_offset(head) == ord("-"))
    zone, critical = None, False
    if cut >= 0:
        try:
            zone, critical = parse_suffix(data, cut)
        except g.ParseError as e:
            return ("error", e.kind, e.offset)
    if zone is not None and zone[0] == "offset":
        if off is not None and not unknown_local and off != zone[1]:
            return ("error", "offsetMismatch", zone[2])
        if off is None:
            # the numeric zone fixes the instant: it must be in range
            total = (local - zone[1]) * g.NS_PER_S + ns
            if not -g.LIMIT_NS <= total <= g.LIMIT_NS:
                return ("error", "outOfRange", 0)
    return ("ok", local, ns, off, unknown_local, zone, critical)


def _sign_of_offset(head):
    """The sign byte of the offset that ends `head` (digits and ':' after it)."""
    k = len(head) - 1
    while k >= 0 and (is_digit(head[k]) or head[k] == ord(":")):
        k -= 1
    return head[k] if k >= 0 else None


def parse_instant(data, assumed=None):
    """`.rfc9557`: ('ok', seconds, ns, offset) or ('error', kind, offset)."""
    r = parse_annotated(data)
    if r[0] == "error":
        return r
    _, local, ns, off, _unknown, zone, _critical = r
    if off is None and zone is not None and zone[0] == "offset":
        off = zone[1]
    if off is None:
        if assumed is None:
            cut = data.find(b"[")
            return ("error", "missingOffset", len(data) if cut < 0 else cut)
        off = assumed
        total = (local - off) * g.NS_PER_S + ns
        if not -g.LIMIT_NS <= total <= g.LIMIT_NS:
            return ("error", "outOfRange", 0)
    return ("ok", local - off, ns, off)


def cross_check(data, assumed, result):
    """An accepted instant is the one `.iso8601` reads from the text before the suffix
    (at the numeric zone's offset, or the assumed one, when none is written)."""
    if result[0] != "ok":
        return
    cut = data.find(b"[")
    head = data if cut < 0 else data[:cut]
    iso = g.reference(head, "iso8601", assumed if assumed is not None else None)
    if iso[0] == "ok":
        assert iso == result, (data, iso, result)
    else:
        assert iso[1] == "missingOffset", (data, iso, result)
        zone_offset = result[3]
        assert g.reference(head, "iso8601", zone_offset) == result, (data, result)


def annotated_fields(result, data):
    """What parseAnnotatedDateTime reports for an accepted input."""
    _, local, ns, off, unknown, zone, critical = result
    v = {"localSeconds": local, "nanoseconds": ns}
    if off is not None:
        v["utcOffset"] = off
    v["unknownLocalOffset"] = unknown
    if zone is not None and zone[0] == "name":
        v["timeZoneStart"], v["timeZoneEnd"] = zone[1], zone[2]
        v["timeZoneName"] = data[zone[1]:zone[2]].decode("ascii")
    elif zone is not None:
        v["timeZoneOffset"] = zone[1]
    v["critical"] = critical
    return v


def parse_annotated_value(data):
    """What parseAnnotatedDateTime gives: `parse_annotated`, whose reading must then be a
    civil one, years 0000-9999 (else yearOutOfRange at byte 0); `.rfc9557` instants
    (`parse_instant`) keep every year the date-time grammar reads."""
    r = parse_annotated(data)
    if r[0] == "ok" and not g.is_civil(r[1]):
        return ("error", "yearOutOfRange", 0)
    return r


def new_annotated_file():
    return g.ValueVectorFile(
        FOLDER + "/annotated", "annotatedDateTime",
        "RFC 9557 date-times as FastDate.parseAnnotatedDateTime reports them: the reading "
        "(localSeconds, nanoseconds, utcOffset when written; years 0000-9999), whether the "
        "offset was Z or -00:00, the zone (name with its byte range, or offset) and its "
        "critical flag; or the error",
        parse_annotated_value, annotated_fields)


BASES = [
    "2022-07-08T00:14:07+01:00", "2022-07-08T00:14:07Z", "2022-07-08T00:14:07",
    "2022-07-08T00:14:07.123456789-04:00", "1996-12-19T16:39:57-08:00", "2022-07-08 00:14+0100",
]

VALID = [
    # RFC 9557 section 5's examples
    ("1996-12-19T16:39:57-08:00", "RFC 9557 example: no suffix"),
    ("1996-12-19T16:39:57-08:00[America/Los_Angeles]", "RFC 9557 example"),
    ("1996-12-19T16:39:57-08:00[America/Los_Angeles][u-ca=hebrew]", "RFC 9557 example with a calendar"),
    ("1996-12-19T16:39:57-08:00[America/Los_Angeles][x-foo=bar][x-baz=bat]", None),
    ("1996-12-19T16:39:57-08:00[_foo=bar][_baz=bat]", "RFC 9557 experimental keys"),
    ("2022-07-08T00:14:07+01:00[!Europe/Paris]", "RFC 9557 critical zone"),
    ("2022-07-08T00:14:07Z[Europe/London]", "Z with a zone"),
    ("2022-07-08T00:14:07+08:45[+08:45]", "RFC 9557 numeric zone"),
    ("2022-07-08T00:14:07[+08:45]", "a numeric zone fixes the instant"),
    ("2022-07-08T00:14:07Z[+08:45]", "Z never mismatches"),
    ("2022-07-08T00:14:07-00:00[+08:45]", "-00:00 never mismatches"),
    ("2022-07-08T00:14:07[Europe/Paris]", "no offset: a reading in the zone"),
    ("2022-07-08T00:14:07+01:00[u-ca=gregory]", "calendar without a zone"),
    ("2022-07-08T00:14:07+01:00[!u-ca=gregory]", "critical calendar (known key)"),
    ("2022-07-08T00:14:07+01:00[!u-ca=japanese]", "a critical calendar of any value"),
    ("2022-07-08T00:14:07+01:00[Asia/Tokyo][u-ca=iso8601][foo=bar-baz-1]", None),
    ("2022-07-08T00:14:07+01:00[u-ca=gregory][u-ca=iso8601]", "a repeated elective tag is skipped"),
    ("2022-07-08T00:14:07+01:00[Etc/GMT+5]", "+ in a zone name"),
    ("2022-07-08T00:14:07+01:00[America/Port-au-Prince]", "- in a zone name"),
    ("2022-07-08T00:14:07+01:00[America/Argentina/Buenos_Aires]", "three parts"),
    ("2022-07-08T00:14:07+01:00[UTC]", None), ("2022-07-08T00:14:07+01:00[Z]", "Z as a name is syntax only"),
    ("2022-07-08T00:14:07+01:00[.a/_b/..c]", "dots and underscores start parts"),
    ("2022-07-08T00:14:07+01:00[a...]", "dots inside a part"),
    ("2022-07-08T00:14:07+05:30:45[Asia/Kolkata]", ".iso8601 offset seconds"),
    ("2022-07-08T00:14[Europe/Paris]", "seconds omitted"),
    ("2022-07-08T00:14:07.5+0100[Europe/Paris]", "+hhmm"),
    ("+002022-07-08T00:14:07+01:00[Europe/Paris]", "expanded year within 0000-9999"),
    ("2022-07-08t00:14:07z[europe/paris]", "lower case: syntax only"),
    ("2022-07-08T00:14:07+01:00[" + "A" * 300 + "]", "a long name"),
    ("2022-07-08T00:14:07+01:00[a-b=c]", "a hyphen in a key"),
    ("2022-07-08T00:14:07+01:00[_=1]", "a one-character experimental key"),
    ("2022-07-08T00:14:07[!+01:00]", None),
    # Temporal's test262 annotation cases (accepted by Temporal.Instant.from / ZonedDateTime.from)
    ("1970-01-01T00:00Z[!UTC]", "Temporal: critical zone"),
    ("1970-01-01T00:00+00:00[UTC][u-ca=iso8601]", "Temporal: zone and calendar"),
    ("2000-05-02T12:34:56.987654321+00:00[UTC][!u-ca=iso8601]", "Temporal: critical calendar"),
    ("1970-01-01T00:00Z[u-ca=iso8601][u-ca=discord]", "Temporal: two elective calendars"),
    ("1970-01-01T00:00Z[UTC][foo=bar]", "Temporal: unknown elective tag"),
    ("1970-01-01T00:00Z[UTC][_foo=bar][x-y=z-1]", None),
    ("2022-07-08T00:14:07+00:00[-00:00]", None),
]

INVALID = [
    ("2022-07-08T00:14:07+01:00[]", "empty"), ("2022-07-08T00:14:07+01:00[!]", None),
    ("2022-07-08T00:14:07+01:00[", "unterminated"), ("2022-07-08T00:14:07+01:00[Europe/Paris", None),
    ("2022-07-08T00:14:07+01:00[Europe/Paris]x", "trailing bytes"), ("2022-07-08T00:14:07+01:00[Europe/Paris] ", None),
    ("2022-07-08T00:14:07+01:00 [Europe/Paris]", "a space before the suffix"),
    ("2022-07-08T00:14:07+01:00[Europe//Paris]", "an empty part"), ("2022-07-08T00:14:07+01:00[/Paris]", None),
    ("2022-07-08T00:14:07+01:00[Europe/]", None), ("2022-07-08T00:14:07+01:00[Europe/.]", "a part '.'"),
    ("2022-07-08T00:14:07+01:00[../x]", "a part '..'"), ("2022-07-08T00:14:07+01:00[1Europe]", "a digit first"),
    ("2022-07-08T00:14:07+01:00[-Europe]", "a sign first is an offset"),
    ("2022-07-08T00:14:07+01:00[Europe Paris]", None), ("2022-07-08T00:14:07+01:00[Europe/Paris][Asia/Tokyo]", "two zones"),
    ("2022-07-08T00:14:07+01:00[u-ca=gregory][Europe/Paris]", "a zone after a tag"),
    ("2022-07-08T00:14:07+01:00[u-ca=gregory][+01:00]", "an offset zone after a tag"),
    ("2022-07-08T00:14:07+01:00[!foo=bar]", "unknown critical tag"),
    ("2022-07-08T00:14:07+01:00[Europe/Paris][!x-foo=bar]", None),
    ("2022-07-08T00:14:07+01:00[U-CA=gregory]", "upper-case key"), ("2022-07-08T00:14:07+01:00[1a=b]", "a digit first in a key"),
    ("2022-07-08T00:14:07+01:00[-a=b]", None), ("2022-07-08T00:14:07+01:00[a.b=c]", None),
    ("2022-07-08T00:14:07+01:00[=gregory]", None), ("2022-07-08T00:14:07+01:00[u-ca=]", "empty value"),
    ("2022-07-08T00:14:07+01:00[u-ca=greg-]", None), ("2022-07-08T00:14:07+01:00[u-ca=-greg]", None),
    ("2022-07-08T00:14:07+01:00[u-ca=greg--ory]", None), ("2022-07-08T00:14:07+01:00[u-ca=gre_gory]", None),
    ("2022-07-08T00:14:07+01:00[u-ca=greg ory]", None), ("2022-07-08T00:14:07+01:00[u-ca=gregory", None),
    ("2022-07-08T00:14:07+01:00[u-ca==gregory]", None),
    ("2022-07-08T00:14:07+01:00[+02:00]", "the numeric zone disagrees"),
    ("2022-07-08T00:14:07+01:00[!+02:00]", None), ("2022-07-08T00:14:07+01:00[-00:00]", "a numeric zone -00:00 is offset 0"), ("2022-07-08T00:14:07+00:00[+01:00]", "+00:00 is a local offset"),
    ("2022-07-08T00:14:07+01:00[+0100]", "a numeric zone is strict"), ("2022-07-08T00:14:07+01:00[+01]", None),
    ("2022-07-08T00:14:07+01:00[+24:00]", None), ("2022-07-08T00:14:07+01:00[+01:60]", None),
    ("2022-07-08T00:14:07+01:00[+01:00:00]", None), ("2022-07-08T00:14:07+01:00[+1:00]", None),
    ("2022-07-08T00:14:07+01:00[Z]x", None), ("2022-07-08T00:14:07+01:00]", "a stray ']'"),
    ("[Europe/Paris]", "no date-time"), ("2022-07-08[Europe/Paris]", "a date alone"),
    ("1616112000[UTC]", "a number"), ("2022-07-08T00:14:07+01:00x[Europe/Paris]", "junk before the suffix"),
    ("2022-07-08T00:14:07+01:00[Europe/Paris\x00]", None), ("2022-07-08T00:14:07+01:00[Europe/Par\u00eds]", None),
    ("2022-07-08T00:14:60Z[UTC]", "a leap second not at 23:59 UTC"),
    ("2022-07-08T23:59:60[Europe/Paris]", "a leap second needs a written offset"),
    ("+275760-09-13T00:00:00[-00:01]", "the numeric zone puts it out of range"),
    ("2022-07-08T00:14:07+01:00[" + "a" * 1000 + "=" + "b" * 1000, "long and unterminated"),
    ("2022-07-08T00:14:07+01:00" + "[a=b]" * 100 + "]", None),
    # Temporal's test262 rejections
    ("1970-01-01T00:00Z[UTC][FOO=bar]", "Temporal: upper-case key"),
    ("1970-01-01T00:00Z[UTC][!foo=bar]", "Temporal: unknown critical tag"),
    ("1970-01-01T00:00Z[u-ca=iso8601][UTC]", "Temporal: zone after a calendar"),
    ("1970-01-01T00:00Z[UTC][UTC]", "Temporal: two zones"),
    ("1970-01-01T00:00Z[UTC][[u-ca=iso8601]", None), ("1970-01-01T00:00Z[UTC]u-ca=iso8601]", None),
]


def build():
    ann = new_annotated_file()
    inst = g.VectorFile("rfc9557", "rfc9557",
                        "RFC 9557 date-times through .rfc9557: the instant (written offset, else a numeric zone, "
                        "else the assumed offset) or the error; zone names are checked for syntax only")
    for text, desc in VALID:
        r = ann.add(text, desc)
        assert r[0] == "ok", (text, r)
        inst.add(text, desc=desc)
    for text, desc in INVALID:
        r = ann.add(text, desc)
        assert r[0] == "error", (text, r)
        inst.add(text, desc=desc)
    # An expanded year past 9999 is an instant for .rfc9557 (the date-time grammar's
    # years), but no annotated value, whose reading is a civil one (Spec/rfc9557/rfc9557.md).
    text = "+012022-07-08T00:14:07+01:00[Europe/Paris]"
    assert ann.add(text, "expanded year past 9999: yearOutOfRange as an annotated value")[0] == "error"
    inst.add(text, desc="expanded year past 9999: an instant")
    # without an offset: missing, or assumed
    for text in ["2022-07-08T00:14:07[Europe/Paris]", "2022-07-08T00:14:07", "2022-07-08T00:14:07[u-ca=gregory]"]:
        inst.add(text, assumed=7200, desc="assumed offset")
    # a leap second is judged before any offset is assumed (date-time.md, "Local date-times")
    for text in ["2016-12-31T23:59:60[Europe/Paris]", "2016-12-31T23:59:60[UTC]", "2016-12-31T23:59:60Z[UTC]"]:
        inst.add(text, assumed=0, desc="a leap second with an assumed offset")
    # Zone names of every length up to past the two sixteen-byte vectors the instant
    # fast path reads (Spec/rfc9557/rfc9557.md, "Reading fast"): letters, `_`, and a byte that breaks
    # the name or an empty part at each position.
    names = random.Random(24)
    for length in range(1, 35):
        name = "".join(names.choice("abcxyzABCXYZ_") for _ in range(length))
        for text in (name, name[:length // 2] + "/" + name[length // 2 + 1:] if length > 2 else name):
            inst.add("2022-07-08T00:14:07+01:00[%s]" % text, desc="a name of %d bytes" % length)
            inst.add("2022-07-08T00:14:07Z[%s]" % text, desc="a name of %d bytes" % length)
        for k in range(length):
            for c in "/-.0\x7f\xc3":
                inst.add("2022-07-08T00:14:07+01:00[%s]" % (name[:k] + c + name[k + 1:]), desc="a name of %d bytes, one byte changed" % length)
        for k in range(length - 1):
            inst.add("2022-07-08T00:14:07+01:00[%s]" % (name[:k] + "//" + name[k + 2:]), desc="an empty part")
    # every truncation and single-byte mutation of annotated inputs
    rng = random.Random(9557)
    for base in ["2022-07-08T00:14:07+01:00[!Europe/Paris][u-ca=iso8601]", "2022-07-08T00:14:07[+08:45][_x=y-z]"]:
        for k in range(len(base) + 1):
            ann.add(base[:k])
            inst.add(base[:k])
        for k in range(len(base)):
            for c in "[]!=/-+.:_aZ0 \x00":
                for mutated in (base[:k] + c + base[k + 1:], base[:k] + c + base[k:]):
                    ann.add(mutated)
                    inst.add(mutated)
    # random annotated date-times
    zones = ["Europe/Paris", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Etc/GMT-14", "UTC"]
    for _ in range(200):
        base = rng.choice(BASES)
        suffix = ""
        if rng.random() < 0.7:
            suffix += "[" + ("!" if rng.random() < 0.2 else "") + (
                rng.choice(zones) if rng.random() < 0.8 else rng.choice(["+01:00", "-04:00", "+08:45"])) + "]"
        for _ in range(rng.randrange(3)):
            suffix += "[" + rng.choice(["u-ca=gregory", "foo=bar", "_x=1-2-3", "!u-ca=iso8601"]) + "]"
        ann.add(base + suffix, "random")
        inst.add(base + suffix, desc="random")
    return {"rfc9557": inst, FOLDER + "/annotated": ann}
