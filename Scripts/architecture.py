#!/usr/bin/env python3
"""Fails when ARCHITECTURE.md and the source tree disagree: a folder it names that is
missing, or a folder under Sources/ that it does not name; on a folder under Sources/ of more
than ten files; on a retired word (the list
between `<!-- retired -->` and `<!-- /retired -->` in ARCHITECTURE.md) anywhere it applies;
on a call from a folder of FastDateCore into a higher layer (the table between
`<!-- layers -->` and `<!-- /layers -->`); and on any switch over a format's kind but the
registry's one (`withGrammar`).

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
    problems += calls_up(text)
    problems += switches_over_the_kind()
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


CORE = os.path.join(ROOT, "Sources", "FastDateCore")
# What a call is made to: a type with no cases, used as a namespace of functions
# (`FormatReader`, `ByteDoors`), or a function at file scope (`readTimestamp`). Values, errors
# and protocols are named everywhere; only calls have a direction.
ENUM = re.compile(r"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)*enum\s+([A-Z]\w*)[^{]*\{", re.M)
FILE_FUNCTION = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)*func\s+([a-z]\w*)", re.M)


def core_files():
    for dirpath, dirnames, filenames in os.walk(CORE):
        dirnames[:] = [d for d in dirnames if not d.endswith(".docc")]
        for f in filenames:
            if f.endswith(".swift"):
                path = os.path.join(dirpath, f)
                yield path, os.path.relpath(path, CORE).split(os.sep)[0]


def namespaces(text):
    """The enums of `text` with no case of their own: namespaces of functions."""
    for m in ENUM.finditer(text):
        depth, i = 1, m.end()
        while depth and i < len(text):
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        level, has_case = 0, False
        for line in text[m.end():i].split("\n"):
            if level == 0 and re.match(r"\s*(indirect\s+)?case\s+\w", line):
                has_case = True
            level += line.count("{") - line.count("}")
        if not has_case:
            yield m.group(2)


def calls_up(architecture):
    listed = re.search(r"<!-- layers -->(.*?)<!-- /layers -->", architecture, re.S)
    if not listed:
        return ["ARCHITECTURE.md has no table of layers"]
    layer = {}
    for row in re.findall(r"^\|\s*(\d+)\s*\|([^|]*)\|", listed.group(1), re.M):
        for folder in re.findall(r"`([^`]+)`", row[1]):
            layer[folder] = int(row[0])
    declared, texts = {}, {}
    for path, folder in core_files():
        text = open(path, encoding="utf-8").read()
        texts[path] = (folder, re.sub(r"//.*", "", text))
        for name in list(namespaces(text)) + FILE_FUNCTION.findall(text):
            declared.setdefault(name, set()).add(folder)
    # A name declared in two folders is not one thing to point at.
    owner = {n: next(iter(f)) for n, f in declared.items() if len(f) == 1 and n != "FastDate"}
    problems = [f"Sources/FastDateCore/{f} has no layer in ARCHITECTURE.md's table" for f in
                sorted({folder for folder, _ in texts.values()}) if f not in layer]
    for path, (folder, text) in sorted(texts.items()):
        # A member of the same name declared here (`DateTimeReader.readLocalDate`) is its own.
        own = set(re.findall(r"\bfunc\s+(\w+)", text))
        for name in sorted(set(re.findall(r"\b[A-Za-z_]\w*\b", text)) - own):
            home = owner.get(name)
            if home and home in layer and folder in layer and layer[home] > layer[folder]:
                problems.append(f"{os.path.relpath(path, ROOT)}: calls up into {name} ({home}/, layer {layer[home]}) "
                                f"from {folder}/ (layer {layer[folder]})")
    return problems


# A test of a format's kind outside the registry: `switch profile`, `profile == .epoch`, or
# the Arrow kernel's `case "iso8601"`. Facts (`profile.facts.…`) are how the others ask.
KIND_TEST = re.compile(r"switch\s+(?:\w+\.)*profile\s*\{|\bprofile\s*[!=]=\s*\.\w|case\s+\"(?:iso8601|rfc3339|epoch\w*|httpDate)\"")


def switches_over_the_kind():
    found = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, "Sources")):
        for f in filenames:
            if f.endswith(".swift"):
                path = os.path.join(dirpath, f)
                for number, line in enumerate(open(path, encoding="utf-8"), 1):
                    if KIND_TEST.search(re.sub(r"//.*", "", line)):
                        found.append(f"{os.path.relpath(path, ROOT)}:{number}")
    registry = "Sources/FastDateCore/Grammars/FormatFacts.swift"
    inside = [place for place in found if place.startswith(registry + ":")]
    problems = [f"{place}: a test of a format's kind outside the registry's one switch (withGrammar in {registry}); ask the grammar's facts"
                for place in found if place not in inside]
    if len(inside) != 1:
        problems.append(f"{registry} has {len(inside)} switches over the kind ({', '.join(inside)}); the registry has one, withGrammar")
    return problems


if __name__ == "__main__":
    sys.exit(main())
