"""The Arrow engines on the peers' data set (Benchmarks/Peers/run.sh), each as a column
from memory: pyarrow's cast, DuckDB's cast and polars' str.to_datetime, to
timestamp[ms, UTC], and FastDateArrow called from Python on the same array. Prints name,
mode, ns a value (the median of 7 runs) and the checksum: the sum of the milliseconds."""
import ctypes, os, sys

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.compute as pc

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "Python"))
from test_fastdate_arrow import Kernel  # noqa: E402

from medians import median_ns  # noqa: E402

path, library = sys.argv[1], sys.argv[2]
texts = open(path).read().split("\n")[:-1]
array = pa.array(texts, pa.utf8())
n = len(texts)
ms = pa.timestamp("ms", tz="UTC")


def checksum(timestamps):
    return pc.sum(timestamps.cast(pa.int64())).as_py() & 0xFFFFFFFFFFFFFFFF


def signed(x):
    return x - (1 << 64) if x >= 1 << 63 else x


def run(name, f):
    ns, result = median_ns(f, n)
    print(f"{name}\ta column\t{ns:.2f}\t{signed(checksum(result))}")


kernel = Kernel(library)
run(f"FastDateArrow from Python (pyarrow {pa.__version__})", lambda: kernel.parse(array, "javaScript", "ms")[2])
run(f"pyarrow.compute.cast (pyarrow {pa.__version__})", lambda: pc.cast(array, ms))
con = duckdb.connect()
table = pa.table({"t": array})
con.register("texts", table)
run(f"DuckDB CAST(t AS TIMESTAMPTZ) (duckdb {duckdb.__version__})",
    lambda: con.sql("SELECT CAST(t AS TIMESTAMPTZ) AS at FROM texts").arrow().read_all().column("at").combine_chunks().cast(pa.timestamp("us", tz="UTC")).cast(ms))
series = pl.from_arrow(array)
run(f"polars str.to_datetime (polars {pl.__version__})",
    lambda: series.str.to_datetime(format="%Y-%m-%dT%H:%M:%S%.3fZ", time_unit="ms", time_zone="UTC").to_arrow().cast(ms))
