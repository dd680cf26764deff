#!/usr/bin/env bash
# Runs the test suite under the sanitizers, each in its own build folder (the flags change
# every object file, so they cannot share one).
#
#   Scripts/sanitizers.sh [address+undefined] [address] [undefined] [thread]
#                                        default (and CI): address+undefined thread
#
#   undefined  Swift on Linux has no -sanitize=undefined ("unsupported option for target
#              x86_64-unknown-linux-gnu"), so this is the nearest check: the whole suite in
#              a release build, where the optimizer acts on every assumption the code makes
#              while Swift's own overflow, bounds and (with -enforce-exclusivity=checked)
#              exclusivity traps stay on, and the C code that links into the tests is
#              built with clang's -fsanitize=undefined, aborting on the first report.
#   address    swift test --sanitize=address, the whole suite, in a debug build:
#              out-of-bounds reads and writes, use after free, leaks (the core's buffer
#              reads are the target).
#   address+undefined
#              both in one build: the undefined check's release build, also under the
#              address sanitizer. One build instead of two, and the tests run optimized,
#              with the same checks on the code as it ships (the times are in
#              CONTRIBUTING.md, "Sanitizers"). The instrumentation is in the objects
#              (`nm` finds __asan_report_* and __ubsan_handle_* calls in them). The
#              allocation counter stands aside under the address sanitizer: allocations
#              are counted in the plain debug run and, optimized, by CI's benchmark smoke
#              run (a zero-allocation row that allocates fails it).
#   thread     swift test --sanitize=thread, the concurrency tests only
#              (`--filter Concurren`: FastDateTests' ConcurrencyTests and this target's
#              ConcurrentParsing): data races between tasks and threads sharing inputs,
#              formats and decoders.
#
# Prints each run's duration; exits non-zero on the first failure. Address and thread need
# Tests/AllocationCounter to step aside under a sanitizer (it replaces malloc, which both
# sanitizers own); see the reliability section of the README.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=("$@")
[[ ${#runs[@]} -eq 0 ]] && runs=(address+undefined thread)

# A sanitizer report must fail the run, not scroll past.
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"

undefined_flags=(-c release -Xswiftc -enable-testing -Xswiftc -enforce-exclusivity=checked
    -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined
    -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined)
# Under the address sanitizer the suite runs at its long length and the mutation tests break
# every valid shape (FASTDATE_EXHAUSTIVE=1), where CI's plain debug run takes every tenth:
# memory errors are looked for on every path a mutant reaches, and each is held to the
# reference. Optimized, and with no backtrace at each thrown error (Tests/TestProcess), that
# costs seconds (CONTRIBUTING.md, "Sanitizers"). The differential tests keep CI's long size.
address_sizes=(FASTDATE_LONG_TESTS="${FASTDATE_LONG_TESTS:-1}" FASTDATE_EXHAUSTIVE="${FASTDATE_EXHAUSTIVE:-1}"
    FASTDATE_DIFFERENTIAL_COUNT="${FASTDATE_DIFFERENTIAL_COUNT:-100000}")

for run in "${runs[@]}"; do
    sizes=()
    case "$run" in
        address+undefined) flags=(--sanitize=address "${undefined_flags[@]}"); sizes=("${address_sizes[@]}") ;;
        address) flags=(--sanitize=address); sizes=("${address_sizes[@]}") ;;
        undefined) flags=("${undefined_flags[@]}") ;;
        thread) flags=(--sanitize=thread --filter Concurren) ;;
        *) echo "unknown sanitizer run '$run' (address+undefined, address, undefined, thread)" >&2; exit 2 ;;
    esac
    echo "==> $run: swift test ${flags[*]}"
    start=$SECONDS
    # The linker's notes about ASan's local symbols are noise, thousands of lines of it.
    env ${sizes[@]+"${sizes[@]}"} swift test --scratch-path ".build-sanitizers/${run//+/-}" "${flags[@]}" \
        2> >(grep -v "Cannot export local symbol '__asan" >&2)
    echo "==> $run: clean in $((SECONDS - start)) s (build and tests)"
done
