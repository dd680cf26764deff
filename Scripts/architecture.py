#!/usr/bin/env python3
"""Fails when ARCHITECTURE.md and the source tree disagree: a folder it names that is
missing, or a folder under Sources/ that it does not name; on a folder under Sources/ of more
than ten files; and on a retired word (the list
between `<!-- retired -->` and `<!-- /retired -->` in ARCHITECTURE.md) anywhere it applies.

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
    problems += crowded_folders()
    problems += retired_words(text)
    for p in problems:
        print(p)
    print(f"architecture: {len(problems)} problem(s); {len(folders)} folders under Sources/")
    return 1 if problems else 0


# A folder a newcomer takes in at a glance: at most this many files (a DocC catalog's
# articles excepted).
MAXIMUM_FILES = 10


def crowded_folders():
    problems = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, "Sources")):
        dirnames[:] = [d for d in dirnames if not d.endswith(".docc")]
        if len(filenames) > MAXIMUM_FILES:
            problems.append(f"{os.path.relpath(dirpath, ROOT)} holds {len(filenames)} files; at most {MAXIMUM_FILES}: split a concept out")
    return problems


# Where the one-name rule applies: the code, its tests, the Spec and the documentation.
# Not the ledger or the changelog, which are history, nor generated data.
WORD_ROOTS = ["Sources", "Tests", "Spec", "Benchmarks", "Scripts"]
WORD_FILES = ["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md", "Package.swift", ".ci/run"]
WORD_SUFFIXES = (".swift", ".md", ".c", ".h", ".py", ".sh")
FOREIGN_NAMES = re.compile(r"\bScanner\b|\.scan[A-Z]\w*")
WORD_SKIPPED = {"Benchmarks/LEDGER.md", "Sources/CFastDateTimeZones/fastdate_tzdb.c"}


def split_camel_case(text):
    """`EntryPoints` as `Entry Points`, so that an identifier's words are words."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", text)


def retired_words(architecture):
    listed = re.search(r"<!-- retired -->(.*?)<!-- /retired -->", architecture, re.S)
    if not listed:
        return ["ARCHITECTURE.md has no list of retired words"]
    # Each word also with `s` or `ed` after it (`scanners`, `entry points`).
    words = re.findall(r"`([^`]+)`", listed.group(1))
    pattern = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(re.escape(w) for w in words) + r")(?:s|ed)?(?![A-Za-z0-9_])", re.I)
    paths = list(WORD_FILES)
    for top in WORD_ROOTS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
            dirnames[:] = [d for d in dirnames if d not in ("results", ".build")]
            paths += [os.path.relpath(os.path.join(dirpath, f), ROOT) for f in filenames if f.endswith(WORD_SUFFIXES)]
    problems = []
    for path in sorted(set(paths)):
        if path in WORD_SKIPPED or path == "Scripts/architecture.py":
            continue
        text = open(os.path.join(ROOT, path), encoding="utf-8").read()
        if path == "ARCHITECTURE.md":
            # The glossary names the retired words to retire them.
            text = re.sub(r"### One name per idea.*?(?=\n## )", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
        # A file's own name is a test or type name too.
        for m in pattern.finditer(split_camel_case(os.path.basename(path))):
            problems.append(f"{path}: retired word '{m.group(1)}' in the file's name")
        for number, line in enumerate(text.splitlines(), 1):
            # Foundation's `Scanner` is its own name (the benchmarks call it as users do).
            line = FOREIGN_NAMES.sub("", line)
            # Identifiers too: `EntryPoints`, `wallTime` and `scannerState` read as words.
            found = {m.group(1).lower() for m in pattern.finditer(line)}
            found |= {m.group(1).lower() for m in pattern.finditer(split_camel_case(line))}
            for word in sorted(found):
                problems.append(f"{path}:{number}: retired word '{word}' (ARCHITECTURE.md, \"One name per idea\")")
    return problems


if __name__ == "__main__":
    sys.exit(main())
