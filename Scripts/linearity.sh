#!/usr/bin/env bash
# Parse time per byte for hostile inputs of 1 KB, 1 MB and 8 MB (a long fraction, long
# epoch numbers, leading zeros, garbage, NUL, invalid UTF-8, long RFC 9557 suffixes and
# durations), release build. Linear time
# shows as the same ns/byte at every length; a quadratic path as a figure that grows
# with it. Measured and printed only: no timing is asserted anywhere.
#
#   Scripts/linearity.sh
set -euo pipefail
cd "$(dirname "$0")/.."

export FASTDATE_MEASURE_LINEARITY=1
# Swift Testing records a backtrace for every thrown error, about 1.5 µs each: that would
# be measured instead of the parse for inputs that fail early.
export SWT_SWIFT_ERROR_BACKTRACING_ENABLED=0
flags=(-c release -Xswiftc -enable-testing --scratch-path .build-rel/differential)
swift build "${flags[@]}" --build-tests
log=.build-rel/differential/linearity.log
status=0
swift test "${flags[@]}" --skip-build --filter 'FastDateReliabilityTests\.LinearTime' > "$log" 2>&1 || status=$?
grep -E '\[reliability\]|✘|Test run with' "$log" || true
exit "$status"
