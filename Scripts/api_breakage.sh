#!/usr/bin/env bash
# Guards the public API from the "One vocabulary" redesign on: compares FastDateCore and
# FastDate with the baseline commit named in `.api-baseline`
# (`swift package diagnose-api-breaking-changes`) and fails on a break whose symbol
# CHANGELOG.md does not name. To change the API on purpose, say so in CHANGELOG.md
# (what the old name became); to start a new baseline, put a new commit in `.api-baseline`.
set -euo pipefail
cd "$(dirname "$0")/.."

base="$(grep -v '^#' .api-baseline | head -1 | tr -d '[:space:]')"
if ! git rev-parse --git-dir >/dev/null 2>&1; then
    echo "api breakage: not a git checkout, so there is no baseline to compare with" >&2
    exit 1
fi
if ! git cat-file -e "$base^{commit}" 2>/dev/null; then
    echo "api breakage: the baseline $base is not in this clone (a shallow clone?); fetch it or deepen the clone" >&2
    exit 1
fi
out="$(mktemp)"
# The command exits non-zero when it finds a break: the breaks are judged below.
swift package diagnose-api-breaking-changes "$base" --products FastDateCore FastDate >"$out" 2>&1 || true
if ! grep -q "No breaking changes detected\|API breakage:" "$out"; then
    cat "$out" >&2
    echo "api breakage: the comparison did not run" >&2
    exit 1
fi
unlisted=0
while IFS= read -r line; do
    # "💔 API breakage: func FastDate.formatRFC3339(_:fractionDigits:) has been removed"
    symbol="$(sed -E 's/.*API breakage: ([a-z]+ )*([A-Za-z0-9_.]+).*/\2/' <<<"$line")"
    symbol="${symbol%.Get}"
    symbol="${symbol%.Set}"
    symbol="${symbol%.Modify}"
    name="${symbol##*.}"
    if ! grep -q -- "$name" CHANGELOG.md; then
        echo "not in CHANGELOG.md: $line"
        unlisted=$((unlisted + 1))
    fi
done < <(grep "API breakage:" "$out" || true)
breaks="$(grep -c "API breakage:" "$out" || true)"
rm -f "$out"
echo "api breakage: $breaks break(s) against $base, $unlisted not in CHANGELOG.md"
[ "$unlisted" -eq 0 ]
