"""strftime formats through the package, against the engines' own readers and writers:
pyarrow's ``pc.strptime``/``pc.strftime`` and Python's ``datetime`` (POSIX dialect), polars'
chrono (chrono dialect); and the package inside a polars ``map_batches`` call and a DuckDB
Arrow UDF. Spec/patterns/strftime.md holds the rules."""
import datetime as dt
import random

import pyarrow as pa
import pyarrow.compute as pc
import pytest

import fastdate_arrow as fd

UTC = dt.timezone.utc
RANDOM = random.Random(0x57F7)
SECONDS = [RANDOM.randrange(-2_208_988_800, 4_102_444_800) for _ in range(5000)]  # 1900-2099
SQL = "%Y-%m-%d %H:%M:%S"


def test_posix_format_reads_as_pyarrow_strptime():
    texts = pc.strftime(pa.array(SECONDS, pa.timestamp("s")), format=SQL)
    ours = fd.parse(texts, format=SQL, unit="s")
    theirs = pc.strptime(texts, format=SQL, unit="s")
    assert ours.equals(theirs)


def test_posix_format_writes_as_pyarrow_strftime():
    stamps = pa.array(SECONDS + [None], pa.timestamp("s"))
    assert fd.format(stamps, format=SQL).equals(pc.strftime(stamps, format=SQL))
    assert fd.format(stamps, format="%d/%m/%Y").equals(pc.strftime(stamps, format="%d/%m/%Y"))


def test_posix_format_reads_and_writes_as_python():
    fmt = "%a, %d %b %Y %I:%M:%S.%f %p %z"
    zone = dt.timezone(dt.timedelta(hours=-5))
    instants = [dt.datetime.fromtimestamp(s, zone).replace(microsecond=RANDOM.randrange(10**6)) for s in SECONDS[:2000]]
    texts = [i.strftime(fmt) for i in instants]
    got = fd.parse(pa.array(texts), format=fmt, unit="us", tz="UTC").to_pylist()
    assert got == [dt.datetime.strptime(t, fmt).astimezone(UTC) for t in texts]
    written = fd.format(pa.array(instants, pa.timestamp("us", "-05:00")), format=fmt).to_pylist()
    assert written == texts


def test_one_digit_fields_read_as_python():
    texts = ["2024-3-5 7:04:09", "2024-12-31 23:59:59", "1999-1-1 0:0:0"]
    got = fd.parse(pa.array(texts), format=SQL, unit="s", tz="UTC").to_pylist()
    assert got == [dt.datetime.strptime(t, SQL).replace(tzinfo=UTC) for t in texts]


def test_local_texts_are_placed_in_the_zone():
    got = fd.parse(pa.array(["2021-03-14 02:30:00", "2021-11-07 01:30:00"]), format=SQL, unit="s",
                   tz="America/New_York", disambiguation="later").to_pylist()
    assert [g.astimezone(UTC) for g in got] == [dt.datetime(2021, 3, 14, 7, 30, tzinfo=UTC),
                                                dt.datetime(2021, 11, 7, 6, 30, tzinfo=UTC)]


def test_a_format_the_dialect_cannot_express_is_refused_clearly():
    with pytest.raises(fd.FastDateError, match="%Z"):
        fd.parse(pa.array(["2024-01-01 UTC"]), format="%Y-%m-%d %Z")
    with pytest.raises(fd.FastDateError, match="%.f"):
        fd.parse(pa.array(["2024"]), format="%Y%.f")  # chrono's, not POSIX's
    with pytest.raises(fd.FastDateError, match="value 0"):
        fd.parse(pa.array(["2024-02-30 00:00:00"]), format=SQL)


def test_chrono_dialect_equals_polars():
    pl = pytest.importorskip("polars")
    fmt = "%Y-%m-%dT%H:%M:%S%.f%:z"
    stamps = pl.Series("t", [s * 10**6 + RANDOM.randrange(10**6) for s in SECONDS], dtype=pl.Int64).cast(pl.Datetime("us", "UTC"))
    texts = stamps.dt.strftime(fmt)
    assert pl.from_arrow(fd.format(stamps, format="chrono", pattern=fmt)).to_list() == texts.to_list()
    ours = pl.from_arrow(fd.parse(texts, format="chrono", pattern=fmt, unit="us", tz="UTC"))
    assert ours.to_list() == texts.str.to_datetime(format=fmt, time_unit="us", time_zone="UTC").to_list()


def test_polars_map_batches():
    pl = pytest.importorskip("polars")
    frame = pl.DataFrame({"when": ["Sun, 06 Nov 1994 08:49:37 GMT", None, "Mon, 07 Nov 1994 08:49:37 GMT"]})
    got = frame.select(pl.col("when").map_batches(
        lambda s: pl.from_arrow(fd.parse(s, format="httpDate", unit="us", tz="UTC")),
        return_dtype=pl.Datetime("us", "UTC")))
    assert got["when"].to_list() == [dt.datetime(1994, 11, 6, 8, 49, 37, tzinfo=UTC), None,
                                     dt.datetime(1994, 11, 7, 8, 49, 37, tzinfo=UTC)]


def test_duckdb_arrow_udf():
    duckdb = pytest.importorskip("duckdb")
    from duckdb.sqltypes import VARCHAR, TIMESTAMP_TZ

    def http_date(column):
        return fd.parse(column, format="httpDate", unit="us", tz="UTC", errors="null")

    con = duckdb.connect()
    con.execute("set TimeZone = 'UTC'")
    con.create_function("http_date", http_date, [VARCHAR], TIMESTAMP_TZ, type="arrow", null_handling="special")
    rows = con.sql("select http_date(d) from (values ('Sun, 06 Nov 1994 08:49:37 GMT'), ('nope'), (null)) t(d)").fetchall()
    assert rows == [(dt.datetime(1994, 11, 6, 8, 49, 37, tzinfo=dt.timezone.utc),), (None,), (None,)]


def test_pyarrow_dataset_columns(tmp_path):
    import pyarrow.dataset as ds
    import pyarrow.parquet as pq

    # Two files of one dataset: its column arrives as a chunked array, and its scanner's
    # batches one at a time.
    texts = pc.strftime(pa.array(SECONDS, pa.timestamp("s")), format=SQL)
    pq.write_table(pa.table({"text": texts.slice(0, 2500)}), tmp_path / "a.parquet")
    pq.write_table(pa.table({"text": texts.slice(2500)}), tmp_path / "b.parquet")
    dataset = ds.dataset(tmp_path, format="parquet")
    column = dataset.to_table().column("text")
    got = fd.parse(column, format=SQL, unit="s")
    assert isinstance(got, pa.ChunkedArray) and got.num_chunks == column.num_chunks
    assert got.combine_chunks().equals(pc.strptime(column, format=SQL, unit="s").combine_chunks())
    for batch in dataset.to_batches():
        assert fd.parse(batch.column("text"), format=SQL, unit="s").equals(pc.strptime(batch.column("text"), format=SQL, unit="s"))
