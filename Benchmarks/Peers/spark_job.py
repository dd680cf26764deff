"""How long the Spark job takes: 2^22 distinct `%Y-%m-%d %H:%M:%S` texts in a cached DataFrame on
local[2], turned into timestamps by Spark's own `to_timestamp`, by the fastdate_arrow package
inside `mapInArrow`, and by an identity `mapInArrow` that hands each Arrow batch back as it
came (the floor of any Python function there: Spark's transfer to the Python worker and back).
and by one that answers each batch with a timestamp column of zeros (the floor
of a function that returns timestamps). Each written to Spark's `noop` sink; the median of 3 runs after one untimed. Also checks that
FastDate's instants equal Spark's.

    python Benchmarks/Peers/spark_job.py path/to/libFastDateArrow.so

Needs pyspark (4), pandas and a JDK 17 on the path. The package is imported from Python/ with
that library (FASTDATE_ARROW_LIBRARY), in the driver and in the workers.
"""
import os, sys, time

library = os.path.abspath(sys.argv[1])
os.environ["FASTDATE_ARROW_LIBRARY"] = library
python = os.path.join(os.path.dirname(__file__), "..", "..", "Python")
os.environ["PYTHONPATH"] = os.path.abspath(python) + os.pathsep + os.environ.get("PYTHONPATH", "")
os.environ["PYSPARK_PYTHON"] = os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
sys.path.insert(0, python)

import pyspark  # noqa: E402
from pyspark.sql import SparkSession  # noqa: E402

ROWS = 1 << 22
spark = (SparkSession.builder.master("local[2]").appName("fastdate-spark-job")
         .config("spark.sql.session.timeZone", "UTC").config("spark.ui.enabled", "false")
         .config("spark.ui.showConsoleProgress", "false").config("spark.driver.memory", "4g").getOrCreate())
spark.sparkContext.setLogLevel("ERROR")
# Distinct instants from 1970 to 2099, as text, cached so that every job reads the same rows.
frame = spark.range(ROWS).selectExpr(
    "date_format(timestamp_seconds((id * 2654435761) % 4102444800), 'yyyy-MM-dd HH:mm:ss') as text").repartition(8).cache()
frame.count()


def parse(batches):
    import fastdate_arrow as fd
    import pyarrow as pa
    for batch in batches:
        yield pa.RecordBatch.from_arrays([fd.parse(batch.column("text"), format="%Y-%m-%d %H:%M:%S", unit="us", tz="UTC")],
                                         names=["when"])


def parse_keeping_text(batches):
    import fastdate_arrow as fd
    import pyarrow as pa
    for batch in batches:
        text = batch.column("text")
        yield pa.RecordBatch.from_arrays([text, fd.parse(text, format="%Y-%m-%d %H:%M:%S", unit="us", tz="UTC")], names=["text", "when"])


def identity(batches):
    yield from batches


def zeros(batches):
    import pyarrow as pa
    for batch in batches:
        yield pa.RecordBatch.from_arrays([pa.nulls(batch.num_rows, pa.int64()).fill_null(0).cast(pa.timestamp("us", "UTC"))],
                                         names=["when"])


jobs = [
    ("Spark to_timestamp(text)", lambda: frame.selectExpr("to_timestamp(text) as when")),
    ("identity mapInArrow (the transfer alone)", lambda: frame.mapInArrow(identity, "text string")),
    ("mapInArrow answering zeros as timestamps (the transfer of the result's type)", lambda: frame.mapInArrow(zeros, "when timestamp")),
    ("FastDate fd.parse in mapInArrow", lambda: frame.mapInArrow(parse, "when timestamp")),
]
print(f"2^22 rows on local[2] (pyspark {pyspark.__version__})")
for name, job in jobs:
    job().write.format("noop").mode("overwrite").save()
    samples = []
    for _ in range(3):
        start = time.perf_counter()
        job().write.format("noop").mode("overwrite").save()
        samples.append(time.perf_counter() - start)
    print(f"{name}\t{sorted(samples)[1]:.2f} s")
theirs = frame.selectExpr("text", "unix_micros(to_timestamp(text)) as t")
ours = frame.mapInArrow(parse_keeping_text, "text string, when timestamp").selectExpr("text", "unix_micros(when) as t")
print("  ", "same" if ours.exceptAll(theirs).count() == 0 and theirs.exceptAll(ours).count() == 0 else "DIFFERENT")
spark.stop()
