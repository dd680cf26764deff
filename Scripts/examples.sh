#!/usr/bin/env bash
# Builds every example package under Examples/ and runs its tests, against the real packages
# it depends on (each depends on FastDate by path). They share one build folder,
# .build-examples/, so SwiftNIO, Hummingbird, AsyncHTTPClient and the rest compile once for
# all of them; Scripts/snippets.py builds there too.
#
#     Scripts/examples.sh              every example
#     Scripts/examples.sh OpenAPI      the examples named
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$PWD/.build-examples"

if [ "$#" -gt 0 ]; then examples=("$@"); else examples=($(ls Examples)); fi
for example in "${examples[@]}"; do
    started=$SECONDS
    printf '\n--> Examples/%s\n' "$example"
    swift build --package-path "Examples/$example" --scratch-path "$scratch" --build-tests
    swift test --package-path "Examples/$example" --scratch-path "$scratch" --skip-build --disable-xctest
    printf -- '--> Examples/%s: built and tested in %d s\n' "$example" $((SECONDS - started))
done
