#!/usr/bin/env bash
# The differential and mutation tests at full size, in a release build: the core against
# the slow reference parser and formatter, and against Foundation's ISO8601FormatStyle.
#
#   Scripts/differential.sh [count] [seed]     default 1000000 inputs per test, seed 20210319
#
# `swift test` runs the same tests with 100,000 inputs and a sample of the mutation shapes;
# this raises the count (FASTDATE_DIFFERENTIAL_COUNT), takes every valid vector shape
# (FASTDATE_EXHAUSTIVE=1) and prints what was checked. Any disagreement fails the run with
# the input, the profile, both results and the seed to replay it.
set -euo pipefail
cd "$(dirname "$0")/.."

export FASTDATE_DIFFERENTIAL_COUNT="${1:-1000000}"
export FASTDATE_SEED="${2:-20210319}"
export FASTDATE_EXHAUSTIVE=1

echo "==> $FASTDATE_DIFFERENTIAL_COUNT inputs per test, seed $FASTDATE_SEED, release build"
# -enable-testing: FastDateCoreTests uses @testable, and release builds are not testable by default.
flags=(-c release -Xswiftc -enable-testing --scratch-path .build-rel/differential)
start=$SECONDS
swift build "${flags[@]}" --build-tests
built=$SECONDS
log=.build-rel/differential/last-run.log
status=0
swift test "${flags[@]}" --skip-build \
    --filter 'FastDateReliabilityTests\.(ReferenceDifferential|FoundationDifferential|HostileMutations)' > "$log" 2>&1 || status=$?
grep -E '\[reliability\]|✘|↳ input|Test run with' "$log" | cut -c1-300 || true
echo "==> built in $((built - start)) s, tested in $((SECONDS - built)) s; exit $status (log: $log)"
exit "$status"
