#!/usr/bin/env python3
"""Turns Benchmarks/Peers/run.sh's results into a table and a chart, after checking that
every peer reached the data set's checksum.

    python3 Benchmarks/Peers/report.py results.tsv CHECKSUM OUT_DIR
    python3 Benchmarks/Peers/report.py --shapes shapes.tsv OUT_DIR

Writes OUT_DIR/peers-<date>.tsv (the raw lines), .md (the table the README shows) and .svg
(horizontal bars, ns a value, log scale). With `--shapes`, the lines of the other shapes'
runs (each prefixed with its shape and checksum) become OUT_DIR/peers-<date>-shapes.{tsv,md}:
FastDate one value at a time against jiff on each shape.
"""
import datetime, math, os, platform, shutil, sys


def machine():
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release().split('-')[0]}"


def main():
    path, checksum, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    rows = []
    for line in open(path):
        name, mode, ns, total = line.rstrip("\n").split("\t")
        rows.append((name, mode, float(ns), int(total)))
    wrong = [r for r in rows if r[3] != checksum]
    if wrong:
        sys.exit("peers: checksums differ from the data set's %d: %s" % (checksum, wrong))
    date = datetime.date.today().isoformat()
    base = os.path.join(folder, f"peers-{date}")
    shutil.copy(path, base + ".tsv")
    fastest_single = min(r[2] for r in rows if r[0] == "FastDate" and "one value" in r[1])
    # Arrow engines are compared with FastDateArrow called the same way, from Python.
    fastest_column = min(r[2] for r in rows if r[1] == "a column" and r[0].startswith("FastDate"))
    is_column = lambda mode: mode.startswith("a column")
    with open(base + ".md", "w") as f:
        f.write(f"2^20 distinct `toISOString()` texts to epoch milliseconds, {date}, {machine()}; "
                "the median of 7 passes, one thread; every row reached the same checksum.\n\n")
        f.write("| parser | how | ns a value | FastDate is |\n| --- | --- | ---: | ---: |\n")
        for name, mode, ns, _ in sorted(rows, key=lambda r: (is_column(r[1]), r[1] == "a column", r[2])):
            ref = fastest_column if mode == "a column" else fastest_single
            ratio = "" if name.startswith("FastDate") else f"{ns / ref:.1f}× faster"
            f.write(f"| {'**' + name + '**' if name.startswith('FastDate') else name} | {mode} | {ns:.1f} | {ratio} |\n")
    # The chart: one bar a row, log scale from 1 ns.
    width, left, bar, gap = 960, 430, 18, 8
    top = 40
    height = top + len(rows) * (bar + gap) + 40
    high = max(r[2] for r in rows)
    scale = lambda ns: (width - left - 60) * math.log10(max(ns, 1)) / math.log10(max(high, 10) * 1.2)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="12">',
             f'<rect width="{width}" height="{height}" fill="white"/>',
             f'<text x="10" y="20" font-size="14">ns per value, log scale: 2^20 toISOString() texts, {date}, {machine()}</text>']
    for i, (name, mode, ns, _) in enumerate(sorted(rows, key=lambda r: r[2])):
        y = top + i * (bar + gap)
        colour = "#d9480f" if name.startswith("FastDate") else "#868e96"
        parts.append(f'<text x="{left - 8}" y="{y + 13}" text-anchor="end">{name} — {mode}</text>')
        parts.append(f'<rect x="{left}" y="{y}" width="{scale(ns):.1f}" height="{bar}" fill="{colour}"/>')
        parts.append(f'<text x="{left + scale(ns) + 6:.1f}" y="{y + 13}">{ns:.1f}</text>')
    parts.append("</svg>\n")
    with open(base + ".svg", "w") as f:
        f.write("\n".join(parts))
    print(open(base + ".md").read())
    print(f"peers: wrote {base}.tsv, .md and .svg")


SHAPES = {
    "seconds": "RFC 3339, whole seconds, `Z` (`2012-04-23T18:25:43Z`)",
    "offset": "RFC 3339, whole seconds, `±hh:mm` (`1996-12-19T16:39:57-08:00`)",
    "milliseconds": "epoch milliseconds (`1335205543511`)",
}


def shapes(path, folder):
    rows = {}
    for line in open(path):
        shape, checksum, name, mode, ns, total = line.rstrip("\n").split("\t")
        if int(total) != int(checksum):
            sys.exit(f"peers: {name} ({mode}) on {shape} reached {total}, not the data set's {checksum}")
        rows.setdefault(shape, []).append((name, mode, float(ns)))
    date = datetime.date.today().isoformat()
    base = os.path.join(folder, f"peers-{date}-shapes")
    shutil.copy(path, base + ".tsv")
    with open(base + ".md", "w") as f:
        f.write(f"2^20 distinct texts of each shape to epoch milliseconds, one value at a time, {date}, {machine()}; "
                "the median of 7 passes; every row reached its data set's checksum.\n\n")
        f.write("| text | FastDate, bytes | FastDate, `String` | jiff | bytes: FastDate is | `String`: FastDate is |\n")
        f.write("| --- | ---: | ---: | ---: | ---: | ---: |\n")
        for shape, label in SHAPES.items():
            if shape not in rows:
                continue
            ns = {("bytes" if "bytes" in mode else "String") if name == "FastDate" else "jiff": v for name, mode, v in rows[shape]}
            jiff = ns.get("jiff")
            ratio = lambda v: "" if not jiff else f"{jiff / v:.1f}× faster" if jiff >= v else f"{v / jiff:.1f}× slower"
            f.write(f"| {label} | {ns['bytes']:.1f} | {ns['String']:.1f} | {jiff or float('nan'):.1f} | {ratio(ns['bytes'])} | {ratio(ns['String'])} |\n")
    print(open(base + ".md").read())
    print(f"peers: wrote {base}.tsv and .md")


if __name__ == "__main__":
    if sys.argv[1] == "--shapes":
        shapes(sys.argv[2], sys.argv[3])
    else:
        main()
