#!/usr/bin/env python3
"""Fails when ARCHITECTURE.md and the source tree disagree: a folder it names that is
missing, or a folder under Sources/ that it does not name.

    python3 Scripts/architecture.py
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    text = open(os.path.join(ROOT, "ARCHITECTURE.md"), encoding="utf-8").read()
    named = {m.rstrip("/") for m in re.findall(r"`(Sources/[^`\s]+)`", text)}
    folders = set()
    for dirpath, dirnames, _ in os.walk(os.path.join(ROOT, "Sources")):
        for d in dirnames:
            folders.add(os.path.relpath(os.path.join(dirpath, d), ROOT))
        # A documentation archive's own folders are its business.
        dirnames[:] = [d for d in dirnames if not d.endswith(".docc")]
    problems = [f"ARCHITECTURE.md names {n}, which is not a folder" for n in sorted(named)
                if "/" in n[len("Sources/"):] or n.count("/") == 1
                if not os.path.isdir(os.path.join(ROOT, n)) and not os.path.isfile(os.path.join(ROOT, n))]
    problems += [f"{f} is not named in ARCHITECTURE.md" for f in sorted(folders)
                 if f not in named and f.count("/") >= 2]
    for p in problems:
        print(p)
    print(f"architecture: {len(problems)} problem(s); {len(folders)} folders under Sources/")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
