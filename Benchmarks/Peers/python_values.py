"""Python's fastest per-value ISO readers on the peers' data set (Benchmarks/Peers/run.sh),
one value at a time from a list of str, to Unix milliseconds: datetime.fromisoformat,
ciso8601.parse_datetime and whenever's Instant. Prints name, mode, ns a value (the median of
7 passes) and the checksum: the sum of the milliseconds."""
import datetime, sys

import ciso8601
import whenever

from medians import median_ns

path = sys.argv[1]
texts = open(path).read().split("\n")[:-1]
n = len(texts)
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
MS = datetime.timedelta(milliseconds=1)
python = "%d.%d.%d" % sys.version_info[:3]
# `parse_iso` since whenever 0.9 (`parse_common_iso` before).
parse_instant = getattr(whenever.Instant, "parse_iso", None) or whenever.Instant.parse_common_iso


def run(name, parse, millis):
    ns, values = median_ns(lambda: [parse(t) for t in texts], n)
    print(f"{name}\tone value at a time\t{ns:.2f}\t{sum(millis(v) for v in values)}")


run(f"Python {python} datetime.fromisoformat", datetime.datetime.fromisoformat, lambda d: (d - EPOCH) // MS)
run(f"Python ciso8601 {ciso8601.__version__} parse_datetime", ciso8601.parse_datetime, lambda d: (d - EPOCH) // MS)
def whenever_millis(instant):
    try:
        return instant.timestamp(unit="millisecond")  # whenever 0.10 and later
    except TypeError:
        return instant.timestamp_millis()


run(f"Python whenever {whenever.__version__} Instant.parse_iso", parse_instant, whenever_millis)
