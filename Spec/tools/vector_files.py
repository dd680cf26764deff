"""How vector files are collected, checked against the reference and written."""
import bisect
import datetime
import decimal
import json
import os
import random
import re
import shutil
import subprocess
import sys

from vector_common import *  # noqa: F401,F403
from date_time_reference import *  # noqa: F401,F403

# ===========================================================================
# Vector files.
# ===========================================================================


class VectorFile:
    def __init__(self, name, profile, description, want=None):
        self.name = name
        self.profile = profile
        self.description = description
        self.want = want            # "ok" / "error" / None (both)
        self.vectors = []
        self.seen = set()

    def add(self, inp, profile=None, assumed=None, desc=None, expect=None, current_year=None):
        data = inp if isinstance(inp, bytes) else inp.encode("utf-8")
        profile = profile or self.profile
        key = (data, profile, assumed, current_year)
        if key in self.seen:
            return None
        result = reference(data, profile, assumed, current_year)
        if expect is not None:
            assert result == expect, (self.name, data, profile, assumed, result, expect)
        if self.want is not None:
            assert result[0] == self.want, (self.name, data, profile, assumed, result)
        if profile in INTERNET_PROFILES:
            internet_dates.cross_check(data, profile, assumed, current_year, result)
        elif profile == "rfc9557":
            rfc9557.cross_check(data, assumed, result)
        elif profile == "cookieDate":
            cookie_dates.cross_check(data, result)
        elif profile == "iso8601Basic":
            iso8601_basic.cross_check(data, assumed, result)
        elif profile == "dotNetJSON":
            pass    # Python integers are the reference itself: nothing independent to add
        else:
            cross_check(data, profile, assumed, result)
        self.seen.add(key)
        v = {}
        try:
            text = data.decode("utf-8")
            v["input"] = text
            note_es_candidate(text, profile, assumed, result)
        except UnicodeDecodeError:
            v["inputHex"] = data.hex()
        if profile != self.profile:
            v["profile"] = profile
        if assumed is not None:
            v["assumedUTCOffset"] = assumed
        if current_year is not None:
            v["currentYear"] = current_year
        if result[0] == "ok":
            v["seconds"], v["nanoseconds"], v["utcOffset"] = result[1:]
        else:
            v["error"], v["offset"] = result[1:]
            hint = hint_for(data, profile, result[1])
            if hint:
                v["hint"] = hint
        if desc:
            v["description"] = desc
        self.vectors.append(v)
        return result

    def result_of(self, inp, profile=None, assumed=None):
        data = inp if isinstance(inp, bytes) else inp.encode("utf-8")
        return reference(data, profile or self.profile, assumed)

    def write(self):
        header = {"profile": self.profile} if self.profile else {}
        header["description"] = self.description
        write_json(self.name, header, self.vectors)


class ValueVectorFile:
    """Vectors of a grammar whose value is not an instant (durations, RFC 9557 readings):
    `read(data)` gives ('ok', ...) or ('error', kind, offset); `fields(result, data)` turns
    an accepted result into the vector's value fields; `check(data, result)` is the
    grammar's independent cross-check. Inputs are deduplicated, as in VectorFile."""

    def __init__(self, name, profile, description, read, fields, check=None):
        self.name, self.profile, self.description = name, profile, description
        self.read, self.fields, self.check = read, fields, check
        self.vectors = []
        self.seen = set()

    def add(self, inp, desc=None, expect=None):
        data = inp if isinstance(inp, bytes) else inp.encode("utf-8")
        if data in self.seen:
            return None
        self.seen.add(data)
        result = self.read(data)
        if expect is not None:
            assert result[:len(expect)] == expect, (self.name, data, result, expect)
        if self.check:
            self.check(data, result)
        v = {}
        try:
            v["input"] = data.decode("utf-8")
        except UnicodeDecodeError:
            v["inputHex"] = data.hex()
        if result[0] == "ok":
            v.update(self.fields(result, data))
        else:
            v["error"], v["offset"] = result[1], result[2]
        if desc:
            v["description"] = desc
        self.vectors.append(v)
        return result

    def write(self):
        write_json(self.name, {"profile": self.profile, "description": self.description}, self.vectors)


def write_json(name, header, vectors):
    lines = ["{"]
    for k, v in header.items():
        lines.append("  %s: %s," % (json.dumps(k), json.dumps(v, ensure_ascii=True)))
    lines.append('  "vectors": [')
    for i, v in enumerate(vectors):
        sep = "," if i + 1 < len(vectors) else ""
        lines.append("    " + json.dumps(v, ensure_ascii=True, separators=(", ", ": ")) + sep)
    lines.append("  ]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)                    # must parse
    with open(vector_path(name), "w", encoding="ascii", newline="\n") as f:
        f.write(text)


def add_hand_verified(files):
    for fname, profile, text, assumed, expected, desc in HAND_VERIFIED:
        files[fname].add(text, profile, assumed, desc + " [hand-verified]", expected)


# ---------------------------------------------------------------------------
# Random well-formed date-times.
# ---------------------------------------------------------------------------
