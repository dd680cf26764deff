"""The local-time vectors (Spec/local-time/): times of day and local date-times, checked
against `datetime.strptime` and `datetime`."""
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
from date_time_vectors import *  # noqa: F401,F403


# ---------------------------------------------------------------------------
# Local-time vectors: local date-times and times of day (vectors/local-time/).
# ---------------------------------------------------------------------------

WALL_FOLDER = "local-time"

XCHECK_TIME = re.compile(
    rb"^(\d{1,2}):(\d\d)(?::(\d\d)(?:\.(\d+))?)?(?:( |\xc2\xa0|\xe2\x80\xaf)?([AaPp])(\.?)[Mm](\.?))?$")
XCHECK_LOCAL = re.compile(
    rb"^(\d{4})-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d)(?::(\d\d)(?:\.(\d+))?)?$")


def cross_check_wall(data, profile, result):
    """Recompute a valid local-time result without the reference's code paths."""
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
    """A vectors/local-time/ file: values are clock readings, written as
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
    ("local-date-time", "+275760-09-13T23:59:59", E("yearOutOfRange", 0), "in the instant range at +23:59:59, but past 9999: a local date-time is a civil value"),
    ("local-date-time", "+275760-09-14T00:00:00", E("outOfRange", 0), "no offset reaches the range, which is judged first"),
    ("local-date-time", "-271821-04-19T00:00:01", E("yearOutOfRange", 0), "in the instant range at -23:59:59, but before 0000"),
    ("local-date-time", "-271821-04-19T00:00:00", E("outOfRange", 0), "no offset reaches the range, which is judged first"),
    ("local-date-time", "0000-01-01T00:00:00", W(-62167219200), "the first civil reading: 719,528 days before 1970"),
    ("local-date-time", "9999-12-31T23:59:59.999999999", W(253402300799, 999999999), "the last civil reading: 2,932,896 days after 1970, plus 86,399 s"),
    ("local-date-time", "+010000-01-01T00:00:00", E("yearOutOfRange", 0), "the first reading past 9999"),
    ("local-date-time", "-000001-12-31T23:59:59Z", E("yearOutOfRange", 0), "a written offset does not move the reading: year -1"),
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
        ("0000-01-01T00:00:00", "year 0"), ("9999-12-31T23:59:59", None), ("+010000-01-01T00:00:00", "expanded year past 9999"),
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
