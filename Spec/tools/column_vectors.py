#!/usr/bin/env python3
"""Writes Spec/column/vectors/column.json: columns assembled from the grammars' own parse
vectors, so that every expected value is one the single-value Spec already proves, laid
out the ways Spec/column/column.md describes (separators, Arrow offsets, runs of one
length for the four-value paths), plus the cases only a column has (empty values, broken
offsets).

    python3 Spec/tools/column_vectors.py

Deterministic: the same vector files give the same column file.
"""
import csv, io, json, os, random

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


# Texts whose format's reading ends with them whatever follows (Spec/column/column.md,
# "Records"): an offset `Z` or `+hh:mm`, `GMT`, a .NET date's `)/`, an annotation's `]`, or
# the last digit of an epoch number before a space.
def ends_its_reading(profile, text):
    if profile.startswith("epoch"):
        return text.isdigit()
    return text.endswith(("Z", "GMT", ")/", "]")) or (len(text) > 6 and text[-6] in "+-" and text[-3] == ":")


MESSAGE = " GET /index.html HTTP/1.1 200"


def prefixed(values, profile, description, crlf=False):
    """Each value at the start of a log line, before MESSAGE: each reads as the value alone."""
    end = "\r\n" if crlf else "\n"
    text = "".join(t + MESSAGE + end for t, _ in values)
    return {"description": description, "profile": profile, "records": {"field": "prefix"}, "input": text,
            "values": [e for _, e in values]}


def csv_records(values, profile, index, description, quoting=csv.QUOTE_MINIMAL, delimiter=",", terminator="\r\n"):
    """Each value field `index` of a CSV record written by Python's csv module, among fields
    with delimiters, quotes and newlines inside; read back by csv.reader to check that the
    field is the value (the independent reading the column must agree with)."""
    out = io.StringIO()
    writer = csv.writer(out, quoting=quoting, delimiter=delimiter, lineterminator=terminator)
    rows = []
    for i, (t, _) in enumerate(values):
        row = [str(i), 'Smith, "J"\nJr.', "x" * (i % 5), "a%sb" % delimiter, ""]
        row.insert(index, t)
        rows.append(row)
        writer.writerow(row)
    text = out.getvalue()
    assert [r[index] for r in csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)] == [t for t, _ in values]
    return {"description": description, "profile": profile,
            "records": {"field": "csv", "index": index, "delimiter": delimiter}, "input": text,
            "values": [e for _, e in values]}


UNITS = {"seconds": 1, "milliseconds": 10**3, "microseconds": 10**6, "nanoseconds": 10**9}
INT64 = 2**63


def count_of(expected, output):
    """What a value reads to in `output` (Spec/column/column.md, "Outputs"): the count of
    the unit, floored as the epoch formats write; days, the UTC day; an error when the
    count passes Int64."""
    if "error" in expected:
        return expected
    seconds, nanoseconds = expected["seconds"], expected["nanoseconds"]
    if output == "days":
        return {"count": seconds // 86400}
    per = UNITS[output]
    count = seconds * per + nanoseconds * per // 10**9
    if not -INT64 <= count < INT64:
        return {"error": "outOfOutputRange", "offset": 0}
    return {"count": count}


def write_outputs(rng, by_profile):
    """Spec/column/vectors/outputs.json: Arrow's shapes. Each vector is an Arrow utf8 array
    (offsets and a validity bitmap, every third value null) read into one output; failures
    become nulls."""
    vectors = []
    for profile in sorted(by_profile):
        pool = by_profile[profile]
        if len(pool) < 4:
            continue
        picked = rng.sample(pool, min(16, len(pool)))
        text, offsets, validity = "", [0], []
        for i, (t, _) in enumerate(picked):
            null = i % 3 == 2
            validity.append(0 if null else 1)
            # A null slot's bytes are whatever the writer left: here the value itself, never read.
            text += t
            offsets.append(len(text.encode()))
        for output in ["seconds", "milliseconds", "microseconds", "nanoseconds", "days"]:
            values = [{"null": True} if not validity[i] else count_of(e, output) for i, (_, e) in enumerate(picked)]
            vectors.append({"description": f"{profile} vectors, every third null, into {output}", "profile": profile,
                            "input": text, "offsets": offsets, "validity": validity, "output": output, "values": values})
    far = [("2300-01-01T00:00:00Z", {"seconds": 10413792000, "nanoseconds": 0, "utcOffset": 0}),
           ("1600-01-01T00:00:00.000000001Z", {"seconds": -11676096000, "nanoseconds": 1, "utcOffset": 0}),
           ("1969-12-31T23:59:59.9999995Z", {"seconds": -1, "nanoseconds": 999999500, "utcOffset": 0})]
    text = "".join(t for t, _ in far)
    offsets = [0]
    for t, _ in far:
        offsets.append(offsets[-1] + len(t))
    for output in ["nanoseconds", "microseconds", "days"]:
        vectors.append({"description": f"past Int64 nanoseconds, and truncation toward the past, into {output}",
                        "profile": "iso8601", "input": text, "offsets": offsets, "validity": [1, 1, 1], "output": output,
                        "values": [count_of(e, output) for _, e in far]})
    write("outputs.json", "Columns read into Arrow's shapes (Spec/column/column.md, \"Nulls and outputs\")", vectors)


def write(name, what, vectors):
    """Writes Spec/column/vectors/<name>, byte for byte the same for the same vectors."""
    out = {"description": what + ", generated by Spec/tools/column_vectors.py from the grammars' parse vectors; "
                                 "do not edit by hand.",
           "vectors": vectors}
    path = os.path.join(ROOT, "column", "vectors", name)
    with open(path, "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=True)
        f.write("\n")
    print(f"wrote {len(vectors)} vectors to {os.path.relpath(path)}")


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
    # Records: the values where they lie in log lines and CSV fields.
    for profile in sorted(by_profile):
        plain = [(t, e) for t, e in by_profile[profile] if not set(t) & set('\n\r"')]
        closing = [(t, e) for t, e in plain if "error" not in e and ends_its_reading(profile, t)]
        if len(closing) >= 4:
            picked = rng.sample(closing, min(12, len(closing)))
            vectors.append(prefixed(picked, profile, f"{profile} vectors at the start of log lines"))
            vectors.append(prefixed(picked, profile, f"{profile} vectors at the start of CRLF log lines", crlf=True))
        if len(plain) >= 4:
            picked = rng.sample(plain, min(12, len(plain)))
            vectors.append(csv_records(picked, profile, 2, f"{profile} vectors, the third CSV field"))
            vectors.append(csv_records(picked, profile, 0, f"{profile} vectors, the first CSV field, every field quoted",
                                       quoting=csv.QUOTE_ALL, terminator="\n"))
            vectors.append(csv_records(picked, profile, 5, f"{profile} vectors, the last of six ;-separated fields",
                                       delimiter=";"))
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
    missing = lambda offset: {"error": "missingField", "offset": offset}
    j0, j1 = js[0][0], js[1][0]
    vectors += [
        {"description": "a record with too few fields: missingField at the record's end; the next record is read",
         "profile": "iso8601", "records": {"field": "csv", "index": 1, "delimiter": ","},
         "input": f"a,{j0}\r\nonly\r\nb,{j1}", "values": [js[0][1], missing(4), js[1][1]]},
        {"description": "a quoted last field before CRLF: the record ends after its closing quote",
         "profile": "iso8601", "records": {"field": "csv", "index": 1, "delimiter": ","},
         "input": f'1,"{j0}"\r\n2,"{j1}"\r', "values": [js[0][1], js[1][1]]},
        {"description": "a delimiter that ends a record after a quoted field: the last field is there, empty",
         "profile": "iso8601", "records": {"field": "csv", "index": 1, "delimiter": ","},
         "input": f'"a,b",\r\n"c",{j0}\n"d",', "values": [{"error": "empty", "offset": 0}, js[0][1], {"error": "empty", "offset": 0}]},
        {"description": "a newline inside a quoted field is the field's, not a record's end",
         "profile": "iso8601", "records": {"field": "csv", "index": 1, "delimiter": ","},
         "input": f'"a\nb",{j0}\n"c\r\n",{j1}\n', "values": [js[0][1], js[1][1]]},
        {"description": "a doubled quote stays two bytes: the date's reading rejects it",
         "profile": "iso8601", "records": {"field": "csv", "index": 0, "delimiter": ","},
         "input": f'"{j0[:4]}""{j0[4:]}"\n{j1}\n', "values": [{"error": "expectedHyphenAfterYear", "offset": 4}, js[1][1]]},
        {"description": "bytes after a closing quote: the field is its bytes as they are",
         "profile": "iso8601", "records": {"field": "csv", "index": 0, "delimiter": ","},
         "input": f'"{j0}"x,1\n{j1}', "values": [{"error": "expectedYear", "offset": 0}, js[1][1]]},
        {"description": "an empty line is a record: an empty value, or a missing field",
         "profile": "iso8601", "records": {"field": "prefix"}, "input": f"{j0}\n\n{j1}\n",
         "values": [js[0][1], {"error": "empty", "offset": 0}, js[1][1]]},
        {"description": "an empty line has no second field", "profile": "iso8601",
         "records": {"field": "csv", "index": 1, "delimiter": ","}, "input": f"x,{j0}\n\r\nx,{j1}",
         "values": [js[0][1], missing(0), js[1][1]]},
        {"description": "TSV: a quote is a byte like any other", "profile": "iso8601",
         "records": {"field": "delimited", "index": 1, "delimiter": "\t"}, "input": f'"a\t{j0}\t"\nb\t{j1}\r\n',
         "values": [js[0][1], js[1][1]]},
        {"description": "Common Log Format: the bytes between [ and ]", "profile": "iso8601",
         "records": {"field": "between", "open": "[", "close": "]"},
         "input": f'127.0.0.1 - frank [{j0}] "GET / HTTP/1.0" 200\n10.0.0.1 - - [{j1}]\nno brackets\n[unclosed\n',
         "values": [js[0][1], js[1][1], missing(11), missing(9)]},
        {"description": "a prefix the reading continues: after a date .iso8601 expects its time (a space is its separator)",
         "profile": "iso8601", "records": {"field": "prefix"}, "input": f"2021-03-19 GET\n2021-03-19\tGET\n{j0}x\n",
         "values": [{"error": "expectedHour", "offset": 11}, {"error": "expectedTimeSeparator", "offset": 10}, js[0][1]]},
        {"description": "a date alone before a message: .fullDate's reading ends after the day",
         "profile": "fullDate", "records": {"field": "prefix"}, "input": "2021-03-19 GET\n2021-03-19\tGET\n",
         "values": [{"seconds": 1616112000, "nanoseconds": 0, "utcOffset": 0}] * 2},
        {"description": "a newline as the opening or closing byte: it ends the record, so it opens or closes nothing (a fuzz finding)",
         "profile": "iso8601", "records": {"field": "between", "open": "\n", "close": "]"}, "input": f"[{j0}]\r\n\n",
         "values": [missing(26), missing(0)]},
        {"description": "epoch seconds before a message", "profile": "epochSeconds", "records": {"field": "prefix"},
         "input": "1616112000 GET\n1616112000.5 x\n1616112000x\n",
         "values": [{"seconds": 1616112000, "nanoseconds": 0, "utcOffset": 0},
                    {"seconds": 1616112000, "nanoseconds": 500000000, "utcOffset": 0},
                    {"seconds": 1616112000, "nanoseconds": 0, "utcOffset": 0}]},
    ]
    write_outputs(rng, by_profile)
    write("column.json", "Columns for the column door (Spec/column/column.md)", vectors)


if __name__ == "__main__":
    main()
