"""Writes Spec/patterns/vectors/strftime.json (Spec/patterns/strftime.md, "Vectors").

The oracles, none of them FastDate:
- the POSIX dialect: CPython's `datetime.strftime` (glibc's, in the C locale) and
  `datetime.strptime` (`_strptime`), checked against `pyarrow.compute.strftime`/`strptime`
  where those read the format;
- the chrono dialect: polars' `dt.strftime` and `str.to_datetime(format=)`, which call chrono.

Run with a Python that has pyarrow and polars (the repository's dev venv):
    .build/venv-arrow/bin/python Spec/tools/strftime_vectors.py
"""
import datetime
import json
import locale
import os
import random

import polars as pl
import pyarrow as pa
import pyarrow.compute as pc

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "patterns", "vectors", "strftime.json")
UTC = datetime.timezone.utc
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=UTC)
SEED = 20261129
WRITTEN_PER_FORMAT = 400
MUTATIONS_PER_TEXT = 3

# (format, dialect, utcOffset of the pattern's clock, first and last year written); polars
# holds nanoseconds in 64 bits, so chrono's years stay within 1678–2261.
FORMATS = [
    ("%Y-%m-%d %H:%M:%S", "posix", 0, 1000, 9999),
    ("%Y-%m-%dT%H:%M:%S.%f", "posix", 0, 1000, 9999),
    ("%Y-%m-%dT%H:%M:%S%z", "posix", 19800, 1000, 9999),
    ("%Y-%m-%dT%H:%M:%S.%f%z", "posix", -12600, 1000, 9999),
    ("%Y%m%d%H%M%S", "posix", 0, 1000, 9999),
    ("%d/%m/%Y %H:%M", "posix", 3600, 1000, 9999),
    ("%m/%d/%y %I:%M:%S %p", "posix", 0, 1969, 2068),
    ("%a, %d %b %Y %H:%M:%S %z", "posix", -18000, 1000, 9999),
    ("%A %d %B %Y", "posix", 0, 1000, 9999),
    ("%Y-%j", "posix", 0, 1000, 9999),
    ("%G-W%V-%u %H", "posix", 0, 1001, 9998),
    ("%H:%M:%S", "posix", 0, 1900, 1900),
    ("%Y-%m-%d", "posix", -28800, 1000, 9999),
    ("%b %d %Y %%%H", "posix", 0, 1000, 9999),
    ("%Y-%m-%d %H:%M:%S", "chrono", 0, 1700, 2250),
    ("%Y-%m-%dT%H:%M:%S%.f", "chrono", 0, 1700, 2250),
    ("%Y-%m-%dT%H:%M:%S%.3f%:z", "chrono", 0, 1700, 2250),
    ("%Y-%m-%d %H:%M:%S%.6f%z", "chrono", 0, 1700, 2250),
    ("%FT%T%.9f", "chrono", 0, 1700, 2250),
    ("%s", "chrono", 0, 1970, 2250),
    ("%d %b %Y %R", "chrono", 0, 1700, 2250),
    ("%Y%m%d %H%M%S.%f", "chrono", 0, 1700, 2250),
]

# Formats a dialect refuses when compiled: (format, dialect, error kind, position).
COMPILE = [
    ("%Y-%m-%d %Z", "posix", "unsupportedDirective", 9),
    ("%Y %U", "posix", "unsupportedDirective", 3),
    ("%c", "posix", "unsupportedDirective", 0),
    ("%e", "chrono", "unsupportedDirective", 0),
    ("%Q", "posix", "unknownDirective", 0),
    ("%Y-%", "posix", "unknownDirective", 3),
    ("%.f", "posix", "unknownDirective", 0),
    ("%s", "posix", "unknownDirective", 0),
    ("%F", "posix", "unknownDirective", 0),
    ("%:y", "chrono", "unknownDirective", 0),
    ("%I:%M", "posix", "twelveHourClockWithoutMeridiem", 0),
    ("%H %p", "posix", "meridiemWithoutTwelveHourClock", 3),
    ("%Y %Y", "posix", "duplicateField", 3),
    ("%Y-%m-%j", "posix", "dayOfYearWithMonth", 6),
    ("%G-%m", "posix", "weekYearWithoutWeek", 0),
    ("%s %Y", "chrono", "duplicateField", 3),
    ("%Y%m%d%s", "chrono", "duplicateField", 0),
    ("%.f1", "chrono", "ambiguousNumber", 0),
    ("%m1", "posix", "ambiguousNumber", 0),
    ("", "posix", "empty", 0),
]


def instant(rng, first_year, last_year, whole_seconds, offset):
    """A random instant whose local date on `offset` falls in the years given."""
    lo = int((datetime.datetime(first_year, 1, 1, tzinfo=UTC) - EPOCH).total_seconds()) - offset
    hi = int((datetime.datetime(last_year, 12, 31, 23, 59, 59, tzinfo=UTC) - EPOCH).total_seconds()) - offset
    seconds = rng.randint(lo, hi)
    micro = 0 if whole_seconds else rng.choice([0, rng.randrange(1000) * 1000, rng.randrange(1_000_000)])
    return seconds, micro * 1000


def python_reads(text, fmt):
    """What `datetime.strptime` reads: (seconds, nanoseconds) on UTC when the text has no
    offset, or None."""
    try:
        dt = datetime.datetime.strptime(text, fmt)
    except ValueError:
        return None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    delta = dt - EPOCH
    return delta.days * 86400 + delta.seconds, delta.microseconds * 1000


def mutations(rng, text):
    """Texts near `text`: a leading zero dropped, a byte deleted, doubled, swapped for a digit
    or a space, or its letters' case turned."""
    out = set()
    digits = [i for i, c in enumerate(text) if c.isdigit()]
    for i in digits:
        if text[i] == "0" and (i == 0 or not text[i - 1].isdigit()) and i + 1 < len(text) and text[i + 1].isdigit() \
                and (i + 2 >= len(text) or not text[i + 2].isdigit()):
            out.add(text[:i] + text[i + 1:])
    for _ in range(MUTATIONS_PER_TEXT):
        i = rng.randrange(len(text))
        kind = rng.randrange(5)
        if kind == 0:
            out.add(text[:i] + text[i + 1:])
        elif kind == 1:
            out.add(text[:i] + text[i] + text[i:])
        elif kind == 2:
            out.add(text[:i] + str(rng.randrange(10)) + text[i + 1:])
        elif kind == 3:
            out.add(text[:i] + " " + text[i:])
        else:
            out.add(text.swapcase())
    out.discard(text)
    return sorted(out)


def posix_entry(rng, fmt, offset, first, last):
    zone = datetime.timezone(datetime.timedelta(seconds=offset))
    whole = "%f" not in fmt
    written, read = [], []
    for _ in range(WRITTEN_PER_FORMAT):
        seconds, nanos = instant(rng, first, last, whole, offset)
        dt = datetime.datetime.fromtimestamp(seconds, zone).replace(microsecond=nanos // 1000)
        text = dt.strftime(fmt)
        back = python_reads(text, fmt)
        if back is None:
            continue
        # What the text names: the instant, or for a format that drops fields, what Python
        # reads (the pattern's clock then places it; the test does so with the offset).
        written.append([seconds, nanos, text, back[0] - (0 if "%z" in fmt else offset), back[1]])
        for variant in mutations(rng, text):
            answer = python_reads(variant, fmt)
            read.append([variant] + ([answer[0] - (0 if "%z" in fmt else offset), answer[1]] if answer else [None, None]))
    return {"format": fmt, "dialect": "posix", "utcOffset": offset, "written": written, "read": read,
            "pyarrow": pyarrow_agrees(fmt, offset, written)}


def pyarrow_agrees(fmt, offset, written):
    """Whether pyarrow's strptime and strftime (timestamp[s], whole seconds only) give
    Python's answers for this format's texts; `None` where pyarrow does not read it."""
    if "%f" in fmt or offset != 0 or "%j" in fmt or "%G" in fmt or "%u" in fmt:
        return None
    texts = [w[2] for w in written]
    try:
        stamps = pc.strptime(pa.array(texts), format=fmt, unit="s", error_is_null=True)
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
        return None
    expected = [w[3] for w in written]
    read = stamps.cast(pa.int64()).to_pylist()
    if read != expected:
        return False
    if "%z" in fmt:
        return True
    again = pc.strftime(pa.array([w[0] for w in written], pa.timestamp("s")), format=fmt).to_pylist()
    return again == texts


WRAPPED = object()
NS_YEARS = (1678, 2261)


def chrono_reads(texts, fmt):
    """polars' readings in nanoseconds, or None where it refuses. polars keeps nanoseconds in
    64 bits and wraps a year outside 1678–2261 into that range without an error, so each
    text is read in microseconds too, and one read outside the range is WRAPPED, no answer."""
    series = pl.Series("x", texts)
    micro = series.str.to_datetime(format=fmt, time_unit="us", time_zone="UTC", strict=False).cast(pl.Int64).to_list()
    nano = series.str.to_datetime(format=fmt, time_unit="ns", time_zone="UTC", strict=False).cast(pl.Int64).to_list()
    lo = int((datetime.datetime(NS_YEARS[0], 1, 1, tzinfo=UTC) - EPOCH).total_seconds()) * 10 ** 6
    hi = int((datetime.datetime(NS_YEARS[1], 1, 1, tzinfo=UTC) - EPOCH).total_seconds()) * 10 ** 6
    out = []
    for m, n in zip(micro, nano):
        if m is None:
            out.append(None)
        elif not lo <= m < hi:
            out.append(WRAPPED)
        else:
            out.append(n)
    return out


def chrono_entry(rng, fmt, offset, first, last):
    whole = "f" not in fmt
    written, read = [], []
    seconds_list, nanos_list = [], []
    for _ in range(WRITTEN_PER_FORMAT):
        seconds, nanos = instant(rng, first, last, whole, offset)
        if "%.f" in fmt or "%.9f" in fmt or fmt.endswith(".%f"):
            nanos = rng.choice([0, rng.randrange(1000) * 1_000_000, rng.randrange(1_000_000) * 1000, rng.randrange(10 ** 9)])
        seconds_list.append(seconds)
        nanos_list.append(nanos)
    stamps = pl.Series("t", [s * 10 ** 9 + n for s, n in zip(seconds_list, nanos_list)], dtype=pl.Int64).cast(pl.Datetime("ns", "UTC"))
    texts = stamps.dt.strftime(fmt).to_list()
    back = chrono_reads(texts, fmt)
    for seconds, nanos, text, value in zip(seconds_list, nanos_list, texts, back):
        if value is None or value is WRAPPED:
            continue
        written.append([seconds, nanos, text, value // 10 ** 9, value % 10 ** 9])
        variants = mutations(rng, text)
        if not variants:
            continue
        for variant, answer in zip(variants, chrono_reads(variants, fmt)):
            if answer is not WRAPPED:
                read.append([variant] + ([answer // 10 ** 9, answer % 10 ** 9] if answer is not None else [None, None]))
    return {"format": fmt, "dialect": "chrono", "utcOffset": offset, "written": written, "read": read, "pyarrow": None}


def main():
    locale.setlocale(locale.LC_ALL, "C")
    rng = random.Random(SEED)
    formats = []
    for fmt, dialect, offset, first, last in FORMATS:
        entry = (posix_entry if dialect == "posix" else chrono_entry)(rng, fmt, offset, first, last)
        formats.append(entry)
        print(f"{dialect:6} {fmt!r:34} written {len(entry['written'])} read {len(entry['read'])} pyarrow {entry['pyarrow']}")
    document = {
        "source": "Spec/tools/strftime_vectors.py: CPython " + ".".join(map(str, __import__("sys").version_info[:3]))
                  + " datetime.strftime/strptime (C locale), pyarrow " + pa.__version__ + ", polars " + pl.__version__ + " (chrono)",
        "written": "[seconds, nanoseconds, the text the oracle writes on the pattern's clock (utcOffset), the instant (seconds, nanoseconds) it reads that text back as on that clock]",
        "read": "[text, the instant (seconds, nanoseconds) the oracle reads on the pattern's clock, or nulls where it refuses the text]",
        "formats": formats,
        "compile": [{"format": f, "dialect": d, "error": e, "position": p} for f, d, e, p in COMPILE],
    }
    with open(OUT, "w") as f:
        json.dump(document, f, separators=(",", ":"))
        f.write("\n")
    print("wrote", OUT, os.path.getsize(OUT), "bytes")


if __name__ == "__main__":
    main()
