"""Writing a column of instants as text, and the package's overhead: 2^20 distinct
timestamp[ms, UTC] values (1970-2099) written as `toISOString()` text by FastDate's
formatting kernel through the Python package, by pyarrow.compute.strftime, pyarrow's cast to
string, polars' dt.to_string and DuckDB's strftime; the same in Europe/Paris with the offset;
and the package's `parse` against the kernel called directly on the same texts. Prints name,
ns a value (the median of 7 runs) and a check that every writer wrote the same text.

    python Benchmarks/Peers/arrow_formatting.py path/to/libFastDateArrow.so

The package is imported from Python/ with that library (FASTDATE_ARROW_LIBRARY).
"""
import os, random, sys

library = sys.argv[1]
os.environ["FASTDATE_ARROW_LIBRARY"] = os.path.abspath(library)
root = os.path.join(os.path.dirname(__file__), "..", "..")
sys.path.insert(0, os.path.join(root, "Python"))
sys.path.insert(0, os.path.join(root, "Tests", "Python"))

import duckdb  # noqa: E402
import polars as pl  # noqa: E402
import pyarrow as pa  # noqa: E402
import pyarrow.compute as pc  # noqa: E402

import fastdate_arrow as fd  # noqa: E402
from test_fastdate_arrow import Kernel  # noqa: E402
from medians import median_ns  # noqa: E402

n = 1 << 20
rng = random.Random(20)
millis = rng.sample(range(0, 4_102_444_800_000), n)
stamps = pa.array(millis, pa.timestamp("ms", tz="UTC"))
paris = stamps.cast(pa.timestamp("ms", tz="Europe/Paris"))


def run(name, f):
    ns, result = median_ns(f, n)
    print(f"{name}\t{ns:.2f} ns")
    return result


print(f"writing 2^20 timestamp[ms, UTC] as text (pyarrow {pa.__version__}, polars {pl.__version__}, duckdb {duckdb.__version__})")
reference = run("FastDate fd.format(javaScript)", lambda: fd.format(stamps, format="javaScript"))
same = lambda got: "same" if got.to_pylist() == reference.to_pylist() else "DIFFERENT"  # noqa: E731
got = run("pyarrow.compute.strftime('%Y-%m-%dT%H:%M:%SZ')", lambda: pc.strftime(stamps, format="%Y-%m-%dT%H:%M:%SZ"))
print("  ", same(got))
run("pyarrow cast to string ('2021-03-19 09:37:20.123Z')", lambda: stamps.cast(pa.string()))
series = pl.from_arrow(stamps)
got = run("polars dt.to_string('%Y-%m-%dT%H:%M:%S%.3fZ')", lambda: series.dt.to_string("%Y-%m-%dT%H:%M:%S%.3fZ").to_arrow())
print("  ", same(pa.array(got.to_pylist())))
con = duckdb.connect()
con.register("stamps", pa.table({"t": stamps}))
con.sql("SET TimeZone = 'UTC'")
got = run("DuckDB strftime(t, '%Y-%m-%dT%H:%M:%S.%gZ')",
          lambda: con.sql("SELECT strftime(t, '%Y-%m-%dT%H:%M:%S.%gZ') AS s FROM stamps").arrow().read_all().column("s"))
print("  ", same(pa.array(got.to_pylist())))

print("writing them in Europe/Paris with the offset")
reference = run("FastDate fd.format(rfc3339, 3 digits, Europe/Paris)", lambda: fd.format(paris, format="rfc3339", fraction_digits=3))
got = run("pyarrow.compute.strftime('%Y-%m-%dT%H:%M:%S%z')", lambda: pc.strftime(paris, format="%Y-%m-%dT%H:%M:%S%z"))

print("reading the text back: the package against the kernel called directly")
texts = fd.format(stamps, format="javaScript")
kernel = Kernel(library)
direct = run("kernel called directly (ctypes, _export_to_c)", lambda: kernel.parse(texts, "javaScript", "ms")[2])
package = run("fd.parse(format='javaScript', unit='ms', tz='UTC')", lambda: fd.parse(texts, format="javaScript", unit="ms", tz="UTC"))
print("  ", "same" if package.cast(pa.int64()).equals(direct.cast(pa.int64())) else "DIFFERENT")
