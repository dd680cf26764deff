#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/) with the address sanitizer and runs it.
#
#   Scripts/fuzz.sh [seconds]          default 60; CI runs it for about a minute
#   Scripts/fuzz.sh --replay FILE...   runs saved inputs once each (a crash to reproduce)
#
# Everything it writes stays under .build-fuzz/ (git-ignored): the binary, the seed corpus
# (one file per vector in every Spec/<grammar>/vectors), the corpus the fuzzer grows, the log, and any input that broke
# an invariant (.build-fuzz/artifacts/). Exits non-zero on any finding. A finding is turned
# into a vector in Spec/date-time/vectors/regressions.json (see Fuzz/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-fuzz
binary="$out/fastdate-fuzz"

build() {
    mkdir -p "$out"
    # The core, the tests' reference and the harness as one module: no imports, and the
    # core instrumented exactly like the harness. Rebuilt every time (about ten seconds):
    # a stale binary would fuzz yesterday's code.
    # shellcheck disable=SC2046
    # The bundled tz database's C source, which the kernel reads zones from, compiled apart.
    clang -O1 -c Sources/CFastDateTimeZones/fastdate_tzdb.c -I Sources/CFastDateTimeZones/include -o "$out/fastdate_tzdb.o"
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name FastDate \
        -module-name FastDateFuzz \
        $(find Sources/FastDateCore -name '*.swift' | sort) Sources/FastDateArrow/*.swift Sources/FastDateTimeZones/*.swift \
        "$out/fastdate_tzdb.o" \
        -I Sources/CFastDateArrow/include -I Sources/CFastDateLanes/include -I Sources/CFastDateTimeZones/include \
        Tests/FastDateReliabilityTests/Reference/*.swift Tests/FastDateTestSupport/ReferenceCalendar.swift \
        Fuzz/*.swift \
        -o "$binary" 2> >(grep -v "Cannot export local symbol '__asan" >&2)
}

# libFuzzer reports a broken invariant (fatalError traps) as a deadly signal; Swift's own
# backtracer would otherwise hold the process for up to 30 s first.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:handle_abort=1}"

if [[ "${1:-}" == "--replay" ]]; then
    shift
    build
    "$binary" "$@"
    exit $?
fi

seconds="${1:-60}"
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: $0 [seconds] | --replay FILE..." >&2; exit 2; }

echo "==> building $binary"
start=$SECONDS
build
echo "    built in $((SECONDS - start)) s"

echo "==> seeding from every grammar's Spec/*/vectors"
swiftc -O Fuzz/Seeds/WriteSeeds.swift -o "$out/write-seeds" 2>/dev/null
rm -rf "$out/seeds"
"$out/write-seeds" "$out/seeds" Spec/*/vectors
# TZif seeds for the time zone reader: a few zones of every kind, where the machine has them.
for zone in America/New_York Europe/Dublin Australia/Lord_Howe Pacific/Apia Africa/Casablanca UTC; do
    if [[ -f "/usr/share/zoneinfo/$zone" ]]; then cp "/usr/share/zoneinfo/$zone" "$out/seeds/tzif-${zone//\//-}"; fi
done
mkdir -p "$out/corpus" "$out/artifacts"
before=$(find "$out/artifacts" -type f | wc -l)

echo "==> fuzzing for $seconds s"
log="$out/last-run.log"
status=0
"$binary" "$out/corpus" "$out/seeds" \
    -max_total_time="$seconds" \
    -max_len=4096 \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -dict=Fuzz/fastdate.dict \
    -artifact_prefix="$out/artifacts/" \
    -print_final_stats=1 \
    > "$log" 2>&1 || status=$?

grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added|FastDate fuzz invariant|ERROR: (AddressSanitizer|libFuzzer)|SUMMARY' "$log" || true
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
after=$(find "$out/artifacts" -type f | wc -l)

if [[ $status -ne 0 || $after -ne $before ]]; then
    echo "FUZZ FINDING (exit $status). Log: $log; input(s) in $out/artifacts/:" >&2
    find "$out/artifacts" -type f -newer "$out/seeds" >&2 || true
    echo "Reproduce with: Scripts/fuzz.sh --replay <artifact>" >&2
    exit 1
fi
echo "==> no finding: ${executions:-?} executions in $seconds s"
