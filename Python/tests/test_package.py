"""The fastdate_arrow package as a user installs it (from the wheel `Scripts/wheel.sh` builds),
checked against Python's own datetime and zoneinfo and against pyarrow's cast: reading and
writing, nulls, errors, chunked and streamed inputs, and the objects of polars and DuckDB.

    python -m pytest Python/tests      (in a virtual environment with the wheel installed)
"""
import datetime as dt
import email.utils
import os
import random
import sys
from zoneinfo import ZoneInfo

import pyarrow as pa
import pyarrow.compute as pc
import pytest

import fastdate_arrow as fd

UTC = dt.timezone.utc
RANDOM = random.Random(0x5EED)
# Instants spread over 1900-2099, to the microsecond: what a timestamp[us] holds.
INSTANTS = [dt.datetime(1900, 1, 1, tzinfo=UTC) + dt.timedelta(microseconds=RANDOM.randrange(0, 200 * 365 * 86400 * 10**6))
            for _ in range(3000)]


def micros(instant):
    return (instant - dt.datetime(1970, 1, 1, tzinfo=UTC)) // dt.timedelta(microseconds=1)


def test_installed_with_its_kernel():
    # The package and its library come from the installed wheel, not from the source tree.
    if os.environ.get("FASTDATE_ARROW_LIBRARY"):
        pytest.skip("a development run, against a library outside the package")
    assert "site-packages" in fd.__file__
    assert os.path.exists(os.path.join(os.path.dirname(fd.__file__), "libFastDateArrow.so"))


def test_parse_equals_pyarrow_cast():
    texts = [i.isoformat(timespec="microseconds").replace("+00:00", "Z") for i in INSTANTS] + [None]
    got = fd.parse(pa.array(texts), unit="us", tz="UTC")
    want = pc.cast(pa.array(texts), pa.timestamp("us", tz="UTC"))
    assert got.type == pa.timestamp("us", tz="UTC")
    assert got.equals(want)
    assert got.null_count == 1


def test_parse_reads_offsets_and_other_formats():
    assert fd.parse(pa.array(["2021-03-19T10:37:20.5+01:00"]), unit="ms").to_pylist() == [dt.datetime(2021, 3, 19, 9, 37, 20, 500000)]
    http = [email.utils.format_datetime(i, usegmt=True) for i in INSTANTS[:100]]
    got = fd.parse(pa.array(http), format="httpDate", unit="s", tz="UTC").to_pylist()
    assert got == [i.replace(microsecond=0) for i in INSTANTS[:100]]
    days = fd.parse(pa.array(["2024-01-15", "1900-02-28"]), format="fullDate", unit="date32")
    assert days.type == pa.date32() and days.to_pylist() == [dt.date(2024, 1, 15), dt.date(1900, 2, 28)]
    sql = fd.parse(pa.array(["2024-03-10 02:30:00"]), format="pattern", pattern="yyyy-MM-dd HH:mm:ss",
                   unit="s", tz="America/New_York")
    # 02:30 does not exist that night in New York; "compatible" takes the offset from before the gap.
    assert sql.cast(pa.int64()).to_pylist() == [int(dt.datetime(2024, 3, 10, 7, 30, tzinfo=UTC).timestamp())]


def test_errors_raise_with_the_kernels_message_or_become_nulls():
    values = pa.array(["2024-02-28T00:00:00Z", "2024-02-30T00:00:00Z", None])
    with pytest.raises(fd.FastDateError) as raised:
        fd.parse(values)
    assert raised.value.code == 3
    assert str(raised.value) == "value 1: day 30 is out of range for February 2024 at byte 8"
    assert fd.parse(values, errors="null").is_null().to_pylist() == [False, True, True]
    with pytest.raises(fd.FastDateError) as unknown:
        fd.parse(values, format="strptime")
    assert unknown.value.code == 2 and "unknown format" in str(unknown.value)
    with pytest.raises(fd.FastDateError) as wrong_type:
        fd.parse(pa.array([1, 2]))
    assert wrong_type.value.code == 1
    with pytest.raises(TypeError):
        fd.parse(object())
    with pytest.raises(ValueError):
        fd.parse(values, errors="ignore")


def test_chunked_arrays_and_streams_stay_chunked():
    texts = [i.isoformat().replace("+00:00", "Z") for i in INSTANTS[:10]]
    chunked = pa.chunked_array([texts[:4], texts[4:], []])
    got = fd.parse(chunked, unit="us", tz="UTC")
    assert isinstance(got, pa.ChunkedArray) and got.num_chunks == 3
    assert got.to_pylist() == INSTANTS[:10]
    table = pa.table({"when": chunked})
    assert fd.parse(table, unit="us", tz="UTC").to_pylist() == INSTANTS[:10]


def test_format_in_a_zone_equals_zoneinfo():
    # ISO 8601, whose offsets may have seconds: Paris kept its local mean time, +00:09:21, to 1911.
    for zone in ["UTC", "Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"]:
        stamps = pa.array([micros(i) for i in INSTANTS] + [None], type=pa.timestamp("us", tz=zone))
        got = fd.format(stamps, format="iso8601", fraction_digits=6).to_pylist()
        want = [i.astimezone(ZoneInfo(zone)).isoformat(timespec="microseconds") for i in INSTANTS]
        want = [w.replace("+00:00", "Z") for w in want] + [None]
        assert got == want, zone


def test_format_other_layouts_equal_pythons():
    stamps = pa.array([micros(i) for i in INSTANTS], type=pa.timestamp("us"))
    assert fd.format(stamps, format="javaScript").to_pylist() == [
        i.isoformat(timespec="milliseconds").replace("+00:00", "Z") for i in INSTANTS]
    assert fd.format(stamps, format="httpDate").to_pylist() == [email.utils.format_datetime(i, usegmt=True) for i in INSTANTS]
    assert fd.format(stamps, format="epochMilliseconds", fraction_digits=0).to_pylist() == [
        str(micros(i) // 1000) for i in INSTANTS]
    assert fd.format(stamps, format="pattern", pattern="yyyy-MM-dd HH:mm:ss", tz="Europe/Paris").to_pylist() == [
        i.astimezone(ZoneInfo("Europe/Paris")).strftime("%Y-%m-%d %H:%M:%S") for i in INSTANTS]
    days = pa.array([dt.date(2024, 1, 15), None, dt.date(1, 1, 1)], type=pa.date32())
    assert fd.format(days, format="fullDate", tz="America/Los_Angeles").to_pylist() == ["2024-01-15", None, "0001-01-01"]


def test_format_then_parse_is_the_same_instant():
    for unit in ["s", "ms", "us", "ns"]:
        stamps = pc.cast(pa.array([micros(i) for i in INSTANTS], type=pa.timestamp("us", tz="UTC")), pa.timestamp(unit, tz="UTC"),
                         safe=False)
        text = fd.format(stamps, format="rfc3339", fraction_digits=9)
        assert fd.parse(text, unit=unit, tz="UTC").equals(stamps), unit


def test_rfc3339_refuses_an_offset_with_seconds():
    # 1900 in Paris: +00:09:21, which RFC 3339 (whole minutes) cannot write.
    stamps = pa.array([micros(dt.datetime(1900, 6, 1, tzinfo=UTC)), 0], type=pa.timestamp("us", tz="Europe/Paris"))
    with pytest.raises(fd.FastDateError) as raised:
        fd.format(stamps, format="rfc3339")
    assert raised.value.args[0].startswith("value 0: the UTC offset cannot be written")
    assert fd.format(stamps, format="rfc3339", errors="null", fraction_digits=0).to_pylist() == [None, "1970-01-01T01:00:00+01:00"]


def test_format_errors():
    far = pa.array([0, 300_000 * 365 * 86400], type=pa.timestamp("s"))
    with pytest.raises(fd.FastDateError) as raised:
        fd.format(far, format="httpDate")
    assert raised.value.code == 3 and raised.value.args[0].startswith("value 1: ")
    assert fd.format(far, format="httpDate", errors="null").to_pylist() == ["Thu, 01 Jan 1970 00:00:00 GMT", None]
    with pytest.raises(fd.FastDateError) as digits:
        fd.format(far, format="httpDate", fraction_digits=3)
    assert digits.value.code == 2
    with pytest.raises(fd.FastDateError) as strings:
        fd.format(pa.array(["2024-01-01"]))
    assert strings.value.code == 1


def test_polars_series():
    pl = pytest.importorskip("polars")
    series = pl.Series("when", ["2021-03-19T09:37:20.123Z", None, "2021-03-19T10:37:20.123+01:00"])
    got = fd.parse(series, unit="ms", tz="UTC")
    assert got.to_pylist() == [dt.datetime(2021, 3, 19, 9, 37, 20, 123000, tzinfo=UTC), None,
                               dt.datetime(2021, 3, 19, 9, 37, 20, 123000, tzinfo=UTC)]
    back = pl.from_arrow(fd.format(got, format="javaScript"))
    assert back.to_list() == ["2021-03-19T09:37:20.123Z", None, "2021-03-19T09:37:20.123Z"]


def test_duckdb_relation():
    duckdb = pytest.importorskip("duckdb")
    relation = duckdb.sql("select * from (values ('Sun, 06 Nov 1994 08:49:37 GMT'), (null)) t(d)")
    got = fd.parse(relation, format="httpDate", unit="s", tz="UTC")
    assert got.to_pylist() == [dt.datetime(1994, 11, 6, 8, 49, 37, tzinfo=UTC), None]
