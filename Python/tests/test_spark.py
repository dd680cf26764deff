"""The package inside a real Spark job: PySpark in local mode hands `mapInArrow` Arrow record
batches, the job parses a text column with `fastdate_arrow.parse` and writes it back with
`fastdate_arrow.format`. Where Spark's own `try_to_timestamp` reads the texts, the instants
are equal; the job also reads what Spark cannot (HTTP-dates, RFC 5322, cookie dates, a mixed
column through "flexible").

Runs where pyspark is installed (`Scripts/wheel.sh --test=spark` installs it with pandas, as
CI does) and Java is on the path; skipped with the reason otherwise.
"""
import datetime as dt
import email.utils
import os
import random
import shutil
import sys

import pyarrow as pa
import pytest

pytest.importorskip("pyspark", reason="pyspark is not installed here: Scripts/wheel.sh --test=spark installs it")
if shutil.which("java") is None:
    pytest.skip("Java is missing: Spark needs a JDK (17) on the path", allow_module_level=True)

UTC = dt.timezone.utc
RANDOM = random.Random(0x59A4)
INSTANTS = [dt.datetime(1970, 1, 1, tzinfo=UTC) + dt.timedelta(microseconds=RANDOM.randrange(0, 130 * 365 * 86400 * 10**6))
            for _ in range(4000)]


@pytest.fixture(scope="module")
def spark():
    from pyspark.sql import SparkSession

    # The workers run this interpreter, which has the package installed.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    session = (SparkSession.builder.master("local[2]").appName("fastdate-arrow")
               .config("spark.sql.session.timeZone", "UTC").config("spark.ui.enabled", "false").getOrCreate())
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def parsed(format, unit="us"):
    """A `mapInArrow` function: the `text` column read in `format`, failures null, and the
    instant written back as RFC 3339."""
    def each(batches):
        import fastdate_arrow as fd
        for batch in batches:
            when = fd.parse(batch.column("text"), format=format, unit=unit, tz="UTC", errors="null")
            back = fd.format(when, format="rfc3339", fraction_digits=6)
            yield pa.RecordBatch.from_arrays([batch.column("text"), when, back], names=["text", "when", "back"])
    return each


SCHEMA = "text string, when timestamp, back string"


def micros(instant):
    return (instant - dt.datetime(1970, 1, 1, tzinfo=UTC)) // dt.timedelta(microseconds=1)


def test_equals_sparks_own_to_timestamp(spark):
    texts = [i.isoformat(timespec="microseconds").replace("+00:00", "Z") for i in INSTANTS]
    texts += [i.astimezone(dt.timezone(dt.timedelta(hours=5, minutes=30))).isoformat(timespec="milliseconds") for i in INSTANTS[:500]]
    texts += [None, "2024-02-30T00:00:00Z", "not a date"]
    frame = spark.createDataFrame([(t,) for t in texts], "text string").repartition(4)
    ours = frame.mapInArrow(parsed("iso8601"), SCHEMA).selectExpr("text", "unix_micros(when) as ours", "back")
    theirs = frame.selectExpr("text", "unix_micros(try_to_timestamp(text)) as theirs")
    rows = ours.join(theirs, "text", "left").collect()
    compared = 0
    for row in rows:
        if row["theirs"] is not None:
            assert row["ours"] == row["theirs"], row
            compared += 1
    assert compared >= len(INSTANTS) + 500
    got = {row["text"]: row for row in rows if row["text"] is not None}
    assert got["2024-02-30T00:00:00Z"]["ours"] is None and got["not a date"]["ours"] is None
    # Written back as RFC 3339 with microseconds: the same instant.
    for row in rows:
        if row["ours"] is not None:
            back = dt.datetime.fromisoformat(row["back"].replace("Z", "+00:00"))
            assert micros(back) == row["ours"], row


def test_reads_what_spark_cannot(spark):
    http = [email.utils.format_datetime(i, usegmt=True) for i in INSTANTS[:1000]]
    mail = [email.utils.format_datetime(i.astimezone(dt.timezone(dt.timedelta(hours=-7)))) for i in INSTANTS[1000:2000]]
    # Epoch milliseconds after 2001-09-09, where they have 13 digits: "flexible" reads ten
    # digits or fewer as seconds.
    late = [i for i in INSTANTS if i.year >= 2002][:300]
    mixed = http[:300] + mail[:300] + [str(micros(i) // 1000) for i in late]
    for texts, format, want in [
        (http, "httpDate", [micros(i.replace(microsecond=0)) for i in INSTANTS[:1000]]),
        (mail, "rfc5322", [micros(i.replace(microsecond=0)) for i in INSTANTS[1000:2000]]),
        (http, "cookieDate", [micros(i.replace(microsecond=0)) for i in INSTANTS[:1000]]),
        (mixed, "flexible", [micros(i.replace(microsecond=0)) for i in INSTANTS[:300]]
         + [micros(i.replace(microsecond=0)) for i in INSTANTS[1000:1300]] + [micros(i) // 1000 * 1000 for i in late]),
    ]:
        frame = spark.createDataFrame([(k, t) for k, t in enumerate(texts)], "k long, text string").repartition(3)
        rows = (frame.mapInArrow(parsed(format), SCHEMA).join(frame, "text").selectExpr("k", "unix_micros(when) as ours")
                .orderBy("k").collect())
        assert [row["ours"] for row in rows] == want, format
        # Spark's own reading of the same texts gets none of them.
        spark_reads = frame.selectExpr("try_to_timestamp(text) as t").where("t is not null").count()
        assert spark_reads == 0, (format, spark_reads)


def test_strftime_equals_sparks_to_timestamp_with_its_pattern(spark):
    # The same layout in each engine's own spelling: strftime for FastDate, Java's for Spark.
    texts = [i.strftime("%Y-%m-%d %H:%M:%S") for i in INSTANTS] + ["2024-02-30 00:00:00", "2024-03-05T10:00:00", None]
    frame = spark.createDataFrame([(t,) for t in texts], "text string").repartition(4)
    ours = frame.mapInArrow(parsed("%Y-%m-%d %H:%M:%S"), SCHEMA).selectExpr("text", "unix_micros(when) as ours")
    theirs = frame.selectExpr("text", "unix_micros(try_to_timestamp(text, 'yyyy-MM-dd HH:mm:ss')) as theirs")
    rows = ours.join(theirs, "text").collect()
    assert len(rows) == len(INSTANTS) + 2
    for row in rows:
        assert row["ours"] == row["theirs"], row
    assert sum(row["ours"] is not None for row in rows) == len(INSTANTS)
