#!/usr/bin/env python3
"""Fails when a path named in the repository's Markdown, doc comments or scripts does not
exist, so that a moved file leaves no stale reference behind.

    python3 Scripts/paths.py

What counts as naming a path:
- a Markdown link `[text](relative/path)` (resolved from the Markdown file's folder; web
  links and `#anchors` are not paths);
- a repository path in any tracked text file: `Spec/…`, `Sources/…`, `Tests/…`,
  `Benchmarks/…`, `Scripts/…`, `Fuzz/…`, `Examples/…` or `.ci/…`, resolved from the
  repository root, or, in a file of an example package (`Examples/<name>/…`), from that
  package's folder too;
- a Markdown file named by itself (`date-time.md`): some tracked file must have that name.
A path with a wildcard or a placeholder (`*`, `<…>`, `X`, `NAME`, `…`) names no one file and
is skipped; so is text in the vector files, which quote inputs, not paths.
"""
import os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOP = ("Spec", "Sources", "Tests", "Benchmarks", "Scripts", "Fuzz", "Examples", ".ci")
REPO_PATH = re.compile(r"(?<![\w./-])(?:\.\./)*((?:%s)/[A-Za-z0-9_.+/-]*[A-Za-z0-9_+/-])" % "|".join(re.escape(t) for t in TOP))
LINK = re.compile(r"\]\(([^)\s]+)\)")
MD_NAME = re.compile(r"(?<![\w/.-])([A-Za-z0-9_+-]+\.md)\b")
PLACEHOLDER = re.compile(r"[*<>…]|\bNAME\b|/X\b|\bX\.swift|FILE|Type\+Facet|\{")


def tracked():
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return [p for p in out.splitlines() if os.path.exists(os.path.join(ROOT, p))]


def main():
    files = tracked()
    names = {os.path.basename(p) for p in files}
    problems = []
    for rel in files:
        if not rel.endswith((".md", ".swift", ".py", ".sh", "run", ".c", ".h")) or "/vectors/" in rel:
            continue
        text = open(os.path.join(ROOT, rel), encoding="utf-8", errors="replace").read()
        for n, line in enumerate(text.splitlines(), 1):
            if rel.endswith(".md"):
                for target in LINK.findall(line):
                    if re.match(r"^[a-z]+:", target) or target.startswith("#") or "|" in target or PLACEHOLDER.search(target):
                        continue
                    path = target.split("#")[0]
                    if path and not os.path.exists(os.path.normpath(os.path.join(ROOT, os.path.dirname(rel), path))):
                        problems.append(f"{rel}:{n}: link to {target}, which does not exist")
            for match in REPO_PATH.finditer(line):
                path = match.group(1)
                following = line[match.end():match.end() + 1]
                # A pattern (`pattern-*.json`), or a path in another repository (after its URL).
                if PLACEHOLDER.search(path) or (following and following in "*{<") or "github.com/" in line:
                    continue
                bases = [ROOT] + ([os.path.join(ROOT, *rel.split("/")[:2])] if rel.startswith("Examples/") else [])
                if not any(os.path.exists(os.path.join(base, path.rstrip("/"))) for base in bases):
                    problems.append(f"{rel}:{n}: {path} does not exist")
            for name in MD_NAME.findall(line):
                if name not in names and not PLACEHOLDER.search(name):
                    problems.append(f"{rel}:{n}: {name} is no file in the repository")
    for p in problems:
        print(p)
    print(f"paths: {len(problems)} stale reference(s) in {len(files)} tracked files")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
