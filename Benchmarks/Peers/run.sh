#!/usr/bin/env bash
# FastDate and other languages' date parsers, side by side, in one run on one data set
# (Benchmarks/README.md, "Peers"): 2^20 distinct toISOString() texts that fastdate-bench
# writes from its seed, read to epoch milliseconds by
#   Go time.Parse, Rust chrono (Debian's librust-chrono-dev, built offline), Rust jiff (a
#   source copy, built offline), V8 Date.parse (node), java.time Instant.parse (the JDK),
#   Python's datetime.fromisoformat, ciso8601 and whenever (PyPI) one value at a time, and
#   pyarrow's cast, DuckDB and polars (PyPI, in a virtual environment) as a column,
# with FastDate's own rows from the same run. Every peer prints the sum of its milliseconds;
# a peer whose sum differs from the data set's did different work, and the run fails.
#
#   Benchmarks/Peers/run.sh [JIFF_SOURCE]   writes Benchmarks/results/peers-<date>.{tsv,md,svg}
#                                           and peers-<date>-shapes.{tsv,md}: FastDate against
#                                           jiff on RFC 3339 with whole seconds (Z, ±hh:mm) and
#                                           epoch milliseconds
#
# JIFF_SOURCE (or the environment's FASTDATE_JIFF_SOURCE) is a folder holding jiff's source
# (`crates/jiff`, building offline with `std` alone); without one the jiff row is skipped.
#
# Needs root (apt-get) for Go and chrono the first time, and PyPI for the Python engines.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/peers
mkdir -p "$out"
peers=Benchmarks/Peers

# A fresh machine's package lists may be empty: they are read once, before the first install.
updated=0
need() {
    dpkg -s "$1" >/dev/null 2>&1 && return
    echo "==> installing $1"
    if [ "$updated" = 0 ]; then apt-get update -q >/dev/null; updated=1; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$1" >/dev/null
}
need golang-go
need librust-chrono-dev

echo "==> building FastDate (fastdate-bench, FastDateArrow)"
swift build -c release --product fastdate-bench --scratch-path .build-bench >/dev/null
swift build -c release --product FastDateArrow >/dev/null

echo "==> Python engines (PyPI, in $out/venv)"
[ -x "$out/venv/bin/python" ] || python3 -m venv "$out/venv"
"$out/venv/bin/pip" install --quiet --disable-pip-version-check 'pyarrow>=26,<27' 'duckdb>=2,<3' 'polars>=1' numpy ciso8601 whenever

echo "==> building the peers"
GOCACHE="$PWD/$out/go-cache" go build -o "$out/go-peer" "$peers/go/main.go"
cargo build --quiet --release --offline --manifest-path "$peers/chrono/Cargo.toml" --target-dir "$out/chrono" \
    --config 'source.crates-io.replace-with="debian"' --config 'source.debian.directory="/usr/share/cargo/registry"'
javac -d "$out" "$peers/JavaTime.java"
chrono_version="$(sed -n '/^name = "chrono"/{n;s/^version = "\(.*\)"/\1/p}' "$peers/chrono/Cargo.lock")"
jiff_source="${1:-${FASTDATE_JIFF_SOURCE:-}}"
if [ -n "$jiff_source" ]; then
    jiff_source="$(cd "$jiff_source" && pwd)"
    jiff_version="$(sed -n 's/^version = "\([^"]*\)".*/\1/p' "$jiff_source/crates/jiff/Cargo.toml" | head -1)"
    mkdir -p "$out/jiff-peer/src"
    sed "s|@JIFF@|$jiff_source|" "$peers/jiff/Cargo.toml.in" > "$out/jiff-peer/Cargo.toml"
    cp "$peers/jiff/src/main.rs" "$out/jiff-peer/src/main.rs"
    cargo build --quiet --release --offline --manifest-path "$out/jiff-peer/Cargo.toml" --target-dir "$out/jiff"
else
    echo "    (no jiff source given: its row is skipped)"
fi

echo "==> the data set"
checksum=$(.build-bench/release/fastdate-bench --peer-data "$out/data.txt")

echo "==> running (each the median of 7 passes over 2^20 values)"
results="$out/results.tsv"
{
    .build-bench/release/fastdate-bench --peer "$out/data.txt"
    "$out/chrono/release/chrono-peer" "$out/data.txt" "$chrono_version"
    if [ -n "$jiff_source" ]; then "$out/jiff/release/jiff-peer" "$out/data.txt" "$jiff_version"; fi
    "$out/go-peer" "$out/data.txt"
    node "$peers/v8.js" "$out/data.txt"
    java -cp "$out" JavaTime "$out/data.txt"
    "$out/venv/bin/python" "$peers/python_values.py" "$out/data.txt"
    "$out/venv/bin/python" "$peers/arrow_engines.py" "$out/data.txt" .build/release/libFastDateArrow.so
} | tee "$results"

python3 "$peers/report.py" "$results" "$checksum" Benchmarks/results

echo "==> the other common shapes, FastDate against jiff: RFC 3339 in whole seconds with Z and with ±hh:mm, and epoch milliseconds"
shapes="$out/shapes.tsv"
: > "$shapes"
for shape in seconds offset milliseconds; do
    sum=$(.build-bench/release/fastdate-bench --peer-data "$out/$shape.txt" --peer-shape "$shape")
    {
        .build-bench/release/fastdate-bench --peer "$out/$shape.txt" --peer-shape "$shape" | grep "one value"
        if [ -n "$jiff_source" ]; then "$out/jiff/release/jiff-peer" "$out/$shape.txt" "$jiff_version" "$shape"; fi
    } | sed "s/^/$shape\t$sum\t/" | tee -a "$shapes"
done
python3 "$peers/report.py" --shapes "$shapes" Benchmarks/results

echo "==> writing columns as text, and the Python package against the kernel (Benchmarks/Peers/arrow_formatting.py)"
"$out/venv/bin/python" "$peers/arrow_formatting.py" .build/release/libFastDateArrow.so
echo "==> strptime and strftime formats against pyarrow, polars and DuckDB (Benchmarks/Peers/arrow_strftime.py)"
"$out/venv/bin/python" "$peers/arrow_strftime.py" .build/release/libFastDateArrow.so
