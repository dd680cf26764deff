#!/usr/bin/env python3
"""Checks the public API's documentation from the compiler's symbol graphs.

    Scripts/doc_coverage.py SYMBOL_GRAPH_DIR CATALOG MODULE [CATALOG MODULE ...]

For each MODULE (its own graph and the graphs of its extensions, MODULE@*.symbols.json)
it fails when:
  - a public symbol has no documentation comment (compiler-synthesized members, such as
    a raw-value enum's hashValue, excepted: they have no source to document);
  - a public type is declared anywhere but inside the `FastDate` namespace (every public
    type must be reachable as `FastDate.X`, and the module shares that name);
  - a public type, or a public member of the `FastDate` namespace or of an extended
    Foundation / standard library type, is not curated: named in a ``link`` in a topic
    group of some page of the module's catalog.
Members of FastDate's own types are left to DocC's automatic grouping on their type's page.

Python 3 standard library only.
"""
import glob
import json
import os
import re
import sys

TYPE_KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias"}


def symbols(graph_dir, module):
    files = [os.path.join(graph_dir, f"{module}.symbols.json")] + sorted(
        glob.glob(os.path.join(graph_dir, f"{module}@*.symbols.json")))
    for path in files:
        if not os.path.exists(path):
            continue
        extended = os.path.basename(path)[len(module):].removesuffix(".symbols.json").lstrip("@") or None
        for symbol in json.load(open(path))["symbols"]:
            yield extended, symbol


def normalized(link):
    """A DocC symbol link as a symbol graph path: no module prefix, no disambiguation.

    ``FastDateCore/FastDate/parse(_:)-(String)`` and ``FastDate/parse(_:)`` are both
    `FastDate/parse(_:)`; ``FoundationEssentials/JSONDecoder/fastISO8601()`` is
    `JSONDecoder/fastISO8601()`."""
    link = re.sub(r"^(FastDateCore|FoundationEssentials|Foundation|Swift)/", "", link)
    components = link.split("/")
    last = components[-1]
    if ")-" in last:
        last = last[: last.index(")-") + 1]
    else:
        last = re.sub(r"-(swift\.[\w.]+|[0-9a-z]{4,6})$", "", last)
    return "/".join(components[:-1] + [last])


def curated_links(catalog):
    """Every symbol link written under a '## Topics' heading of any page in the catalog,
    resolved against the page's own symbol (``parse(_:)`` on the page of ``FastDate`` is
    `FastDate/parse(_:)`)."""
    links = set()
    for path in glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True):
        text = open(path, encoding="utf-8").read()
        if "## Topics" not in text:
            continue
        title = re.match(r"#\s*``([^`]+)``", text)
        base = normalized(title.group(1)) if title else ""
        is_module_page = base in ("FastDate", "FastDateCore") and "/" not in title.group(1) if title else True
        for link in re.findall(r"``([^`]+)``", text.split("## Topics", 1)[1]):
            absolute = re.match(r"(FastDateCore|FoundationEssentials|Foundation|Swift)/", link) or is_module_page
            links.add(normalized(link) if absolute else f"{base}/{normalized(link)}")
    return links


def main(argv):
    if len(argv) < 4 or len(argv) % 2 != 0:
        print(__doc__)
        return 2
    graph_dir = argv[1]
    problems = []
    checked = 0
    for catalog, module in zip(argv[2::2], argv[3::2]):
        links = curated_links(catalog)
        found = False
        for extended, symbol in symbols(graph_dir, module):
            found = True
            if symbol.get("accessLevel") != "public":
                continue
            precise = symbol["identifier"]["precise"]
            # Synthesized members have no source to document; an extension block is not a
            # symbol of its own (its members are checked one by one).
            if "::SYNTHESIZED::" in precise or symbol["kind"]["identifier"] == "swift.extension":
                continue
            checked += 1
            path = "/".join(symbol["pathComponents"])
            kind = symbol["kind"]["identifier"]
            where = f"{module}: {path}"
            location = symbol.get("location", {})
            if location:
                where += f" ({os.path.relpath(location['uri'].removeprefix('file://'))}:{location['position']['line'] + 1})"
            if not symbol.get("docComment", {}).get("lines"):
                problems.append(f"undocumented public symbol {where}")
            components = symbol["pathComponents"]
            if kind in TYPE_KINDS and components[0] != "FastDate":
                problems.append(f"public type outside the FastDate namespace: {where}")
            if kind == "swift.enum" and components == ["FastDate"]:
                continue
            must_curate = kind in TYPE_KINDS or (extended is not None and extended != "FastDateCore") \
                or (components[0] == "FastDate" and len(components) == 2)
            if must_curate and path not in links:
                problems.append(f"not in any topic group of {catalog}: {where}")
        if not found:
            problems.append(f"no symbol graph for {module} in {graph_dir}")
    for problem in problems:
        print(f"error: {problem}")
    print(f"doc coverage: {checked} public symbols checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
