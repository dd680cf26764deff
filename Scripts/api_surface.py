#!/usr/bin/env python3
"""Counts the public parse and format functions of FastDateCore and FastDate in the
compiler's symbol graphs (written by Scripts/docs.sh), and fails above the budget.

    python3 Scripts/api_surface.py .build-docs/symbol-graphs/all [--list]

A function counts when its name starts with `parse` or `format` (`parse(_:as:)`,
`parseTimestamp(_:)`, `format(_:as:into:)`, a format style's `format(_:)`…), once per
declaration: a generic door over `FastDate.Input` is one function however many input types
it takes. The budget is the one the "One vocabulary" redesign set: at most 30.
"""
import collections, glob, json, sys

BUDGET = 30


def main():
    folder = sys.argv[1]
    rows = []
    for path in sorted(glob.glob(folder + "/*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            kind = symbol["kind"]["identifier"]
            if not (kind.endswith("method") or kind.endswith("func")):
                continue
            base = symbol["names"]["title"].split("(")[0]
            if base.startswith("parse") or base.startswith("format"):
                rows.append((".".join(symbol["pathComponents"]),
                             "".join(f["spelling"] for f in symbol["declarationFragments"])))
    counts = collections.Counter(name.split(".")[-1].split("(")[0] for name, _ in rows)
    if "--list" in sys.argv:
        for name, declaration in sorted(rows):
            print("%-40s %s" % (name, declaration))
    print("api surface: %d public parse/format functions (budget %d): %s"
          % (len(rows), BUDGET, ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    if len(rows) > BUDGET:
        sys.exit("api surface: over budget; fold the new doors into the generic ones")
    if not rows:
        sys.exit("api surface: no symbol graphs found in %s" % folder)


if __name__ == "__main__":
    main()
