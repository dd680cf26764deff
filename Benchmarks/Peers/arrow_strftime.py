"""strptime and strftime over a column, as the engines' users call them: 2^20 distinct
timestamp[s] values (1970-2099) as `%Y-%m-%d %H:%M:%S` text, read by FastDate's kernel through
the Python package (format="%Y-%m-%d %H:%M:%S"), pyarrow.compute.strptime, polars'
str.to_datetime(format=) and DuckDB's strptime; then the same instants written with that
format by each; then the same with microseconds (`%Y-%m-%dT%H:%M:%S.%f`, timestamp[us]).
Prints name, ns a value (the median of 7 runs) and a check that every engine agreed.

    python Benchmarks/Peers/arrow_strftime.py path/to/libFastDateArrow.so

The package is imported from Python/ with that library (FASTDATE_ARROW_LIBRARY).
"""
import os, random, sys

os.environ["FASTDATE_ARROW_LIBRARY"] = os.path.abspath(sys.argv[1])
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Python"))

import duckdb  # noqa: E402
import polars as pl  # noqa: E402
import pyarrow as pa  # noqa: E402
import pyarrow.compute as pc  # noqa: E402

import fastdate_arrow as fd  # noqa: E402
from medians import median_ns  # noqa: E402

n = 1 << 20
rng = random.Random(50)
con = duckdb.connect()
con.sql("SET TimeZone = 'UTC'")


def run(name, f):
    ns, result = median_ns(f, n)
    print(f"{name}\t{ns:.2f} ns")
    return result


def same(got, reference):
    print("  ", "same" if pa.array(got.to_pylist()).equals(pa.array(reference.to_pylist())) else "DIFFERENT")


def compare(unit, fmt, values, polars_format, duckdb_format):
    stamps = pa.array(values, pa.timestamp(unit))
    texts = pc.strftime(stamps, format=fmt) if unit == "s" else fd.format(stamps, format=fmt)
    print(f"reading 2^20 '{fmt}' texts into timestamp[{unit}] (pyarrow {pa.__version__}, polars {pl.__version__}, duckdb {duckdb.__version__})")
    reference = run(f"FastDate fd.parse(format='{fmt}')", lambda: fd.parse(texts, format=fmt, unit=unit))
    if unit == "s":
        same(run("pyarrow.compute.strptime", lambda: pc.strptime(texts, format=fmt, unit=unit)), reference)
    series = pl.from_arrow(texts)
    same(run(f"polars str.to_datetime(format='{polars_format}')",
             lambda: series.str.to_datetime(format=polars_format, time_unit="ns" if unit == "s" else unit).to_arrow()
             ).cast(pa.timestamp(unit)), reference)
    con.register("texts", pa.table({"s": texts}))
    same(run(f"DuckDB strptime(s, '{duckdb_format}')",
             lambda: con.sql(f"SELECT strptime(s, '{duckdb_format}') AS t FROM texts").arrow().read_all().column("t")
             ).cast(pa.timestamp(unit)), reference)

    print(f"writing the timestamp[{unit}] values as '{fmt}' text")
    reference = run(f"FastDate fd.format(format='{fmt}')", lambda: fd.format(stamps, format=fmt))
    if unit == "s":
        same(run("pyarrow.compute.strftime", lambda: pc.strftime(stamps, format=fmt)), reference)
    series = pl.from_arrow(stamps)
    same(run(f"polars dt.to_string('{polars_format}')", lambda: series.dt.to_string(polars_format).to_arrow()), reference)
    con.register("stamps", pa.table({"t": stamps}))
    same(run(f"DuckDB strftime(t, '{duckdb_format}')",
             lambda: con.sql(f"SELECT strftime(t, '{duckdb_format}') AS s FROM stamps").arrow().read_all().column("s")), reference)


seconds = rng.sample(range(0, 4_102_444_800), n)
compare("s", "%Y-%m-%d %H:%M:%S", seconds, "%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M:%S")
micros = [s * 1_000_000 + rng.randrange(1_000_000) for s in seconds]
# pyarrow's strptime reads no fraction and its strftime writes %S with one; polars spells
# microseconds %6f after a dot, DuckDB %f.
compare("us", "%Y-%m-%dT%H:%M:%S.%f", micros, "%Y-%m-%dT%H:%M:%S.%6f", "%Y-%m-%dT%H:%M:%S.%f")
