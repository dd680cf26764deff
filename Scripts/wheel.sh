#!/usr/bin/env bash
# Builds the Python package fastdate-arrow as a wheel: the kernel (libFastDateArrow.so) with
# the Swift runtime linked in statically, so that a machine with no Swift installs it with
#
#     pip install dist/fastdate_arrow-*.whl
#
# and then, with --test, installs it into a new virtual environment (pyarrow and pytest from
# PyPI; polars, duckdb and numpy too with --test=all) and runs the package's tests there
# (Python/tests) and the kernel's client test (Tests/Python/test_fastdate_arrow.py).
#
#     Scripts/wheel.sh               build dist/fastdate_arrow-VERSION-py3-none-linux_x86_64.whl
#     Scripts/wheel.sh --test        build, install into .build/venv-wheel, run the tests
#     Scripts/wheel.sh --test=all    the same, with polars and DuckDB in the environment
#     Scripts/wheel.sh --test=spark  the same, with PySpark too: a local Spark job (needs Java; CI)
set -euo pipefail
cd "$(dirname "$0")/.."

version="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' Python/fastdate_arrow/__init__.py)"
# The release build's objects, linked again with the Swift runtime inside: the same code as
# .build/release/libFastDateArrow.so, with nothing of Swift's to install beside it.
swift build -c release --product FastDateArrow
objects=.build/release/FastDateArrow.product/Objects.LinkFileList
if [ ! -f "$objects" ]; then
    echo "wheel: $objects is missing (SwiftPM keeps its link list elsewhere in this version)" >&2
    exit 1
fi
library=.build/wheel/libFastDateArrow.so
mkdir -p .build/wheel
swiftc -emit-library -static-stdlib "@$objects" -o "$library"
strip --strip-unneeded "$library"

# The wheel must need nothing of Swift's at run time: only the C library.
if ldd "$library" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then
    echo "wheel: $library still needs the Swift runtime above" >&2
    exit 1
fi

mkdir -p dist
python3 - "$version" "$library" <<'PY'
import base64, hashlib, os, sys, zipfile
version, library = sys.argv[1], sys.argv[2]
name = f"fastdate_arrow-{version}"
files = {
    "fastdate_arrow/__init__.py": open("Python/fastdate_arrow/__init__.py", "rb").read(),
    "fastdate_arrow/py.typed": b"",
    "fastdate_arrow/libFastDateArrow.so": open(library, "rb").read(),
    "fastdate_arrow/LICENSE": open("LICENSE", "rb").read(),
    f"{name}.dist-info/METADATA": f"""Metadata-Version: 2.1
Name: fastdate-arrow
Version: {version}
Summary: FastDate's date kernel for Arrow arrays: date text to timestamps and back
License: MIT
Requires-Python: >=3.9
Requires-Dist: pyarrow>=14

Reads date text columns (ISO 8601, RFC 3339, toISOString(), HTTP-dates, RFC 5322, epoch
numbers, DateFormatter patterns) into Arrow timestamps and writes them back, from pyarrow,
polars or DuckDB objects. See FastDate's README.
""".encode(),
    f"{name}.dist-info/WHEEL": b"Wheel-Version: 1.0\nGenerator: FastDate Scripts/wheel.sh\nRoot-Is-Purelib: false\nTag: py3-none-linux_x86_64\n",
}
def digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
record = "".join(f"{path},{digest(data)},{len(data)}\n" for path, data in files.items()) + f"{name}.dist-info/RECORD,,\n"
files[f"{name}.dist-info/RECORD"] = record.encode()
wheel = f"dist/{name}-py3-none-linux_x86_64.whl"
with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
    for path, data in files.items():
        info = zipfile.ZipInfo(path, date_time=(2026, 1, 1, 0, 0, 0))
        info.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
        archive.writestr(info, data, zipfile.ZIP_DEFLATED)
print(f"wheel: {wheel} ({os.path.getsize(wheel) // 1024} KiB)")
PY

if [ "${1:-}" = "--test" ] || [ "${1:-}" = "--test=all" ] || [ "${1:-}" = "--test=spark" ]; then
    rm -rf .build/venv-wheel
    python3 -m venv .build/venv-wheel
    extras=()
    if [ "$1" = "--test=all" ]; then extras=(polars duckdb numpy); fi
    # PySpark 4 in local mode, on the machine's Java 17: Python/tests/test_spark.py.
    if [ "$1" = "--test=spark" ]; then extras=(polars duckdb numpy 'pyspark>=4,<5' 'pandas<3'); fi
    .build/venv-wheel/bin/pip install --quiet --disable-pip-version-check "dist/fastdate_arrow-$version-py3-none-linux_x86_64.whl" \
        'pyarrow>=26,<27' pytest "${extras[@]}"
    # From outside the source tree, so that the installed package is the one imported.
    (cd .build && venv-wheel/bin/python -m pytest -q ../Python/tests)
    # The kernel's own client test (pyarrow's cast as the reference), on the installed library.
    installed="$(.build/venv-wheel/bin/python -c 'import fastdate_arrow, os; print(os.path.dirname(fastdate_arrow.__file__))')"
    .build/venv-wheel/bin/python Tests/Python/test_fastdate_arrow.py "$installed/libFastDateArrow.so"
fi
