#!/usr/bin/env python3
"""Compiles and runs every ```swift block of the README and the DocC articles, from a
package outside the repository that depends on FastDate by path, and asserts what each
block claims.

    Scripts/snippets.py            build and run them all (CI)
    Scripts/snippets.py --list     show each block's generated code, run nothing

Rules, so that a snippet that rots fails the build:

- Each block is compiled on its own, as the body of a function: it must declare what it
  uses. The script supplies only the imports (`Foundation` and `FastDate`) and, for a block
  that uses one of the names in CONTEXT without declaring it, that name's declaration.
- A claim is a line that ends in a comment holding nothing but a Swift literal:
  `expr  // 1616146640.123`, `let t = …  // "2021-03-19T09:37:20Z"`, `error.kind  // .dayOutOfRange`.
  It is checked with `==` against the expression (or the constant the line declares).
  A comment that is not a literal (`// seconds, nanoseconds, offset`) is prose and is left
  alone.
- A block that is a package manifest (it calls `.package(url:`) is not Swift code to run,
  and is only counted.
- An `extension` at the start of a line is a declaration, which a function body cannot
  hold: it is moved to file scope, as it would stand in the user's file.
- A block that imports a package FastDate does not depend on (PACKAGES: swift-openapi-runtime,
  swift-http-types, Hummingbird, Vapor) is compiled against that real package, which the
  generated package then depends on. It builds in `.build-examples/`, the build folder the
  examples share (Scripts/examples.sh), so the packages are compiled once for both.
- A block whose first line is `// Examples/<path>` quotes that example's file: its lines must
  stand in that file, in order and together (indentation aside), and it is not compiled
  here, since the example's own build compiles it and the example's tests run it. So an
  article shows the examples' code, never a copy that drifts.
"""
import os, re, subprocess, sys, tempfile, textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = ["README.md"] + sorted(
    os.path.join(dp, f)[len(ROOT) + 1:]
    for d in ("Sources",) for dp, _, fs in os.walk(os.path.join(ROOT, d)) for f in fs
    if f.endswith(".md") and ".docc" in dp)

# The context a block may name without declaring: the values the prose around it talks about.
CONTEXT = {
    "json": 'let json = Data(#"{"start": "2021-03-19T09:37:20.123Z"}"#.utf8)',
    "decoder": "let decoder = JSONDecoder()",
    "encoder": "let encoder = JSONEncoder()",
    "date": "let date = Date(timeIntervalSince1970: 1_616_146_640.123)",
    "t": 'let t = try FastDate.parseTimestamp("2021-03-19T10:37:20.123+01:00")',
    "bytes": 'let bytes = Array("2021-03-19T09:37:20.123Z".utf8)',
}

# Packages FastDate does not depend on that a block may import: the module, and the package's
# URL, version and name, as the examples name them (each is on the machines this project
# builds on; see ARCHITECTURE.md, "Examples").
PACKAGES = {
    "OpenAPIRuntime": ("https://github.com/apple/swift-openapi-runtime", "1.13.4", "swift-openapi-runtime"),
    "HTTPTypes": ("https://github.com/apple/swift-http-types", "1.8.0", "swift-http-types"),
    "Hummingbird": ("https://github.com/hummingbird-project/hummingbird", "2.28.1", "hummingbird"),
    "Vapor": ("https://github.com/vapor/vapor", "4.122.3", "vapor"),
}
QUOTE = re.compile(r"^// (Examples/\S+)$")
# A value the prose around the HTTPTypes block names.
CONTEXT["field"] = 'let field = HTTPField(name: .ifModifiedSince, value: "Sun, 06 Nov 1994 08:49:37 GMT")'

LITERAL = re.compile(r'''^(?:"(?:[^"\\]|\\.)*"|-?\d[\d_]*(?:\.\d+)?(?:e-?\d+)?|true|false|nil|\.[A-Za-z_]\w*(?:\(.*\))?)$''')
DECL = re.compile(r'^(?:let|var)\s+(\w+)\s*(?::[^=]+)?=\s*(.+)$')

def blocks(path):
    lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```swift":
            start = i + 1
            j = start
            while lines[j].strip() != "```":
                j += 1
            yield start + 1, lines[start:j]
            i = j
        i += 1

def split_comment(line):
    """The code and the trailing `//` comment of a line, outside string literals."""
    in_string = False
    raw = False
    k = 0
    while k < len(line):
        c = line[k]
        if c == '"':
            in_string = not in_string
        elif c == "\\" and in_string:
            k += 1
        elif not in_string and line.startswith("//", k):
            return line[:k].rstrip(), line[k + 2:].strip()
        k += 1
    return line.rstrip(), None

def hoist(body):
    """The block's `extension` declarations (moved to file scope) and the rest."""
    hoisted, rest, depth = [], [], 0
    for line in body:
        if depth == 0 and line.startswith("extension "):
            hoisted.append(line)
            depth = line.count("{") - line.count("}")
        elif depth > 0:
            hoisted.append(line)
            depth += line.count("{") - line.count("}")
        else:
            rest.append(line)
    return hoisted, rest

def generate(path, first_line, body):
    code = []
    declared = set()
    for n, line in enumerate(body):
        m = re.match(r"^\s*(?:let|var|func|struct|enum|class)\s+(\w+)", line)
        if m:
            declared.add(m.group(1))
    text = "\n".join(body)
    context = [decl for name, decl in CONTEXT.items()
               if re.search(r"(?<![\w.])%s\b" % name, text) and name not in declared]
    checks = 0
    for n, line in enumerate(body):
        if re.match(r"^\s*import\s+\w+\s*$", line):
            continue
        where = "%s:%d" % (path, first_line + n)
        code_part, comment = split_comment(line)
        if comment is not None and code_part.strip() and LITERAL.match(comment):
            indent = code_part[: len(code_part) - len(code_part.lstrip())]
            stripped = code_part.strip()
            m = DECL.match(stripped)
            if m:
                code.append(code_part)
                code.append('%s__expect(%s, %s, "%s")' % (indent, m.group(1), comment, where))
            else:
                code.append('%s__expect(%s, %s, "%s")' % (indent, stripped, comment, where))
            checks += 1
        else:
            code.append(line)
    return context, code, checks

def quoted(path, first_line, body):
    """For a block that quotes an example's file (QUOTE on its first line): `None` when its
    lines stand together and in order in that file, else why not."""
    target = os.path.join(ROOT, QUOTE.match(body[0].strip()).group(1))
    if not os.path.isfile(target):
        return "%s:%d quotes %s, which does not exist" % (path, first_line, target)
    # Compared without indentation: a quote from inside a type reads better moved left.
    lines = [l.strip() for l in open(target, encoding="utf-8").read().split("\n")]
    quote = [l.strip() for l in body[1:]]
    for i in range(len(lines) - len(quote) + 1):
        if lines[i:i + len(quote)] == quote:
            return None
    return "%s:%d is not a part of %s as written there" % (path, first_line, target)


def main():
    listing = "--list" in sys.argv
    functions, calls, manifests, total_checks, quotes = [], [], 0, 0, 0
    file_scope, packages = [], []
    for path in SOURCES:
        for first_line, body in blocks(path):
            if any(".package(url:" in l for l in body):
                manifests += 1
                continue
            if body and QUOTE.match(body[0].strip()):
                why = quoted(path, first_line, body)
                if why:
                    print("snippets: " + why)
                    sys.exit(1)
                quotes += 1
                continue
            for module in PACKAGES:
                if any(re.match(r"^\s*import\s+%s\s*$" % module, l) for l in body) and module not in packages:
                    packages.append(module)
            hoisted, body = hoist(body)
            file_scope.extend(["// %s:%d" % (path, first_line)] + hoisted if hoisted else [])
            context, code, checks = generate(path, first_line, body)
            total_checks += checks
            name = "snippet%d" % len(functions)
            functions.append("// %s:%d\nfunc %s() throws {\n%s\n}\n" % (
                path, first_line, name,
                textwrap.indent("\n".join(context + code), "    ")))
            calls.append('run("%s:%d", %s)' % (path, first_line, name))
    imports = "".join("import %s\n" % module for module in packages)
    main_swift = HEADER + imports + "\n" + "\n".join(file_scope) + "\n\n" + "\n".join(functions) + "\n" + "\n".join(calls) + FOOTER
    if listing:
        print(main_swift)
        return
    work = tempfile.mkdtemp(prefix="fastdate-snippets-")
    os.makedirs(os.path.join(work, "Sources", "Snippets"))
    with open(os.path.join(work, "Package.swift"), "w") as f:
        f.write(MANIFEST % (
            ROOT,
            "".join('.package(url: "%s", from: "%s"), ' % PACKAGES[m][:2] for m in packages),
            "".join('.product(name: "%s", package: "%s"), ' % (m, PACKAGES[m][2]) for m in packages)))
    with open(os.path.join(work, "Sources", "Snippets", "main.swift"), "w") as f:
        f.write(main_swift)
    print("snippets: %d blocks (%d claims) from %d files, %d quoting an example, %d manifest block(s) counted; package in %s"
          % (len(functions), total_checks, len(SOURCES), quotes, manifests, work))
    scratch = ["--scratch-path", os.path.join(ROOT, ".build-examples")]
    build = subprocess.run(["swift", "build", "--package-path", work] + scratch, capture_output=True, text=True)
    if build.returncode != 0:
        print(build.stdout[-20000:], build.stderr[-5000:])
        print("snippets: the generated package does not compile (main.swift maps each function to its file and line)")
        sys.exit(1)
    run = subprocess.run(["swift", "run", "--package-path", work, "--skip-build"] + scratch + ["Snippets"], text=True)
    sys.exit(run.returncode)

HEADER = '''import Foundation
import FastDate

nonisolated(unsafe) var failures = 0
nonisolated(unsafe) var passed = 0

func __expect<T: Equatable>(_ got: T, _ want: T, _ at: String) {
    if got == want { passed += 1 } else { failures += 1; print("FAIL \\(at): got \\(got), want \\(want)") }
}

func run(_ at: String, _ body: () throws -> Void) {
    do { try body() } catch { failures += 1; print("FAIL \\(at): threw \\(error)") }
}

'''

FOOTER = '''

print("snippets: \\(passed) passed, \\(failures) failed")
exit(failures == 0 ? 0 : 1)
'''

MANIFEST = '''// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Snippets",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "FastDate", path: "%s"), %s],
    targets: [.executableTarget(name: "Snippets", dependencies: [%s.product(name: "FastDate", package: "FastDate")])],
    swiftLanguageModes: [.v6]
)
'''

if __name__ == "__main__":
    main()
