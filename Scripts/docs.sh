#!/usr/bin/env bash
# Builds the DocC documentation of FastDateCore and FastDate with the toolchain's own
# `docc`, from the compiler's symbol graphs (no package plugin, no dependency), and fails
# on any DocC warning (a broken link, an unresolved symbol, a malformed topic group) and on
# an undocumented or uncurated public symbol (Scripts/doc_coverage.py).
#
#   Scripts/docs.sh            writes .build-docs/FastDateCore.doccarchive and FastDate.doccarchive,
#                              and the two combined, .build-docs/FastDate-combined.doccarchive
#
# `.spi.yml` names the same two targets for the Swift Package Index.
set -euo pipefail
cd "$(dirname "$0")/.."

docc="$(command -v docc || true)"
if [[ -z "$docc" ]]; then
    docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
out=.build-docs
rm -rf "$out/symbol-graphs" "$out"/*.doccarchive
mkdir -p "$out/symbol-graphs"

# Build the two library modules, then extract their symbol graphs as SwiftPM's
# dump-symbol-graph would (which also wants every test module built).
swift build --scratch-path "$out/build" --target FastDate >/dev/null
modules="$(swift build --scratch-path "$out/build" --show-bin-path)/Modules"
graphs="$out/symbol-graphs/all"
mkdir -p "$graphs"
for module in FastDateCore FastDate; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules" -I Sources/CFastDateLanes/include -target "$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')" \
        -minimum-access-level public -emit-extension-block-symbols -skip-synthesized-members \
        -output-dir "$graphs"
done

# Each module's archive, the core first so that the FastDate archive can link into it
# (`--dependency`), then one combined archive a user reads: both modules under one landing
# page (`docc merge`, DocC's combined documentation).
dependency=()
for module in FastDateCore FastDate; do
    mkdir -p "$out/symbol-graphs/$module"
    cp "$graphs/$module.symbols.json" "$out/symbol-graphs/$module/" 2>/dev/null || true
    cp "$graphs/$module"@*.symbols.json "$out/symbol-graphs/$module/" 2>/dev/null || true
    echo "==> docc convert $module"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.fastdate.$module" \
        --enable-experimental-external-link-support "${dependency[@]}" \
        --output-path "$out/$module.doccarchive" --warnings-as-errors
    dependency=(--dependency "$out/$module.doccarchive")
done
echo "==> docc merge: one archive, $out/FastDate-combined.doccarchive"
rm -rf "$out/FastDate-combined.doccarchive"
"$docc" merge "$out/FastDate.doccarchive" "$out/FastDateCore.doccarchive" \
    --synthesized-landing-page-name FastDate --synthesized-landing-page-kind Package \
    --output-path "$out/FastDate-combined.doccarchive"

python3 Scripts/doc_coverage.py "$graphs" \
    Sources/FastDateCore/FastDateCore.docc FastDateCore \
    Sources/FastDate/FastDate.docc FastDate
