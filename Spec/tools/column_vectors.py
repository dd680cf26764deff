#!/usr/bin/env python3
"""Writes Spec/column/vectors/column.json: columns assembled from the grammars' own parse
vectors, so that every expected value is one the single-value Spec already proves, laid
out the ways Spec/column/column.md describes (separators, Arrow offsets, runs of one
length for the four-value paths), plus the cases only a column has (empty values, broken
offsets).

    python3 Spec/tools/column_vectors.py

Deterministic: the same vector files give the same column file.
"""
import json, os, random

ROOT = os.path.join(os.path.dirname(__file__), "..")
SOURCES = {
    "date-time": ["iso8601-valid.json", "iso8601-invalid.json", "javascript-shape.json", "rfc3339.json", "calendar.json", "full-date.json"],
    "epoch": ["epoch.json"],
    "internet": ["http-date.json", "rfc5322.json"],
    "rfc9557": ["rfc9557.json"],
    "iso8601-basic": ["iso8601-basic.json"],
    "dotnet-json": ["dotnet-json.json"],
    "cookie": ["cookie-date.json"],
}


def load():
    """Every parse vector with a UTF-8 input, no assumed offset and no current year, by profile."""
    by_profile = {}
    for grammar, names in SOURCES.items():
        for name in names:
            path = os.path.join(ROOT, grammar, "vectors", name)
            data = json.load(open(path))
            for v in data["vectors"]:
                if "input" not in v or "assumedUTCOffset" in v or "currentYear" in v:
                    continue
                profile = v.get("profile", data.get("profile"))
                expected = ({"error": v["error"], "offset": v["offset"]} if "error" in v else
                            {"seconds": v["seconds"], "nanoseconds": v["nanoseconds"], "utcOffset": v["utcOffset"]})
                by_profile.setdefault(profile, []).append((v["input"], expected))
    return by_profile


def separated(values, profile, separator="\n", trailing=True, description=""):
    texts = [t for t, _ in values]
    text = separator.join(texts) + (separator if trailing and texts else "")
    return {"description": description, "profile": profile, "separator": separator, "input": text,
            "values": [e for _, e in values]}


def with_offsets(values, profile, lead="", description=""):
    text = lead
    offsets = [len(lead.encode())]
    for t, _ in values:
        text += t
        offsets.append(len(text.encode()))
    return {"description": description, "profile": profile, "offsets": offsets, "input": text,
            "values": [e for _, e in values]}


def main():
    rng = random.Random(20261126)
    by_profile = load()
    vectors = []
    for profile in sorted(by_profile):
        pool = [(t, e) for t, e in by_profile[profile] if "\n" not in t and "\r" not in t]
        if len(pool) < 4:
            continue
        picked = rng.sample(pool, min(12, len(pool)))
        vectors.append(separated(picked, profile, description=f"{profile} vectors, one a line"))
        vectors.append(separated(picked, profile, trailing=False, description=f"{profile} vectors, no newline after the last"))
        vectors.append(with_offsets(picked, profile, lead="xyz", description=f"{profile} vectors with Arrow offsets, the first not 0"))
        # Runs of one length, as the four-value paths read them: a valid run, then the same
        # run with one failing value in it.
        for length in sorted({len(t.encode()) for t, _ in pool}):
            same = [(t, e) for t, e in pool if len(t.encode()) == length]
            good = [v for v in same if "error" not in v[1]]
            bad = [v for v in same if "error" in v[1]]
            if len(good) >= 4 and length in (24, 10, 13, 16):
                run = (good * 3)[:8]
                vectors.append(with_offsets(run, profile, description=f"{profile}: eight {length}-byte values in a row"))
                vectors.append(separated(run, profile, description=f"{profile}: eight {length}-byte values in a row, one a line"))
                if bad:
                    mixed = run[:2] + [bad[0]] + run[2:7]
                    vectors.append(with_offsets(mixed, profile, description=f"{profile}: {length}-byte values, the third failing"))
                    vectors.append(separated(mixed, profile, description=f"{profile}: {length}-byte values, the third failing, one a line"))
    js = [(t, e) for t, e in by_profile["iso8601"] if len(t) == 24 and t.endswith("Z") and "error" not in e][:4]
    empty = {"error": "empty", "offset": 0}
    broken = {"error": "invalidColumnOffsets", "offset": 0}
    vectors += [
        separated(js[:1] + [("", empty)] + js[1:2], "iso8601", description="two separators in a row: an empty value between them"),
        separated([("", empty)], "iso8601", description="one separator alone: one empty value"),
        separated([("", empty), ("", empty)], "iso8601", description="two separators alone: two empty values"),
        {"description": "no bytes: no values", "profile": "iso8601", "separator": "\n", "input": "", "values": []},
        {"description": "no offsets: no values", "profile": "iso8601", "offsets": [], "input": "", "values": []},
        {"description": "one offset: no values", "profile": "iso8601", "offsets": [7], "input": "", "values": []},
        {"description": "offsets that go backwards fail that value, and the next starts where its offset says",
         "profile": "iso8601", "offsets": [24, 48, 0, 24], "input": js[0][0] + js[1][0],
         "values": [js[1][1], broken, js[0][1]]},
        {"description": "an offset past the bytes fails its value",
         "profile": "iso8601", "offsets": [0, 24, 49], "input": js[0][0] + js[1][0], "values": [js[0][1], broken]},
        {"description": "a negative offset fails its value",
         "profile": "iso8601", "offsets": [-1, 24, 48], "input": js[0][0] + js[1][0], "values": [broken, js[1][1]]},
        {"description": "the same bytes twice: offsets may overlap, values are read where they say",
         "profile": "iso8601", "offsets": [0, 24, 0, 24], "input": js[0][0],
         "values": [js[0][1], broken, js[0][1]]},
    ]
    out = {"description": "Columns for the column door (Spec/column/column.md), generated by "
                          "Spec/tools/column_vectors.py from the grammars' parse vectors; do not edit by hand.",
           "vectors": vectors}
    path = os.path.join(ROOT, "column", "vectors", "column.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=True)
        f.write("\n")
    print(f"wrote {len(vectors)} column vectors to {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
