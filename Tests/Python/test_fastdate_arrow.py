#!/usr/bin/env python3
"""FastDateArrow from a real Arrow client: pyarrow hands the kernel its arrays through the
C Data Interface (`_export_to_c`), takes the result back (`_import_from_c`), and the result
must equal `pyarrow.compute.cast` on the same values, nulls and failures included
(Spec/column/column.md, "The C Data Interface kernel").

    python3 Tests/Python/test_fastdate_arrow.py path/to/libFastDateArrow.so [--bench]

Run by .ci/run in a virtual environment with pyarrow from PyPI. With --bench it also times
the kernel against the cast on 2^20 distinct values (a measurement, not a test).
"""
import ctypes, random, sys, time

import pyarrow as pa
import pyarrow.compute as pc


class ArrowSchema(ctypes.Structure):
    pass


ArrowSchema._fields_ = [
    ("format", ctypes.c_char_p), ("name", ctypes.c_char_p), ("metadata", ctypes.c_char_p),
    ("flags", ctypes.c_int64), ("n_children", ctypes.c_int64),
    ("children", ctypes.POINTER(ctypes.POINTER(ArrowSchema))), ("dictionary", ctypes.POINTER(ArrowSchema)),
    ("release", ctypes.c_void_p), ("private_data", ctypes.c_void_p)]


class ArrowArray(ctypes.Structure):
    pass


ArrowArray._fields_ = [
    ("length", ctypes.c_int64), ("null_count", ctypes.c_int64), ("offset", ctypes.c_int64),
    ("n_buffers", ctypes.c_int64), ("n_children", ctypes.c_int64), ("buffers", ctypes.POINTER(ctypes.c_void_p)),
    ("children", ctypes.POINTER(ctypes.POINTER(ArrowArray))), ("dictionary", ctypes.POINTER(ArrowArray)),
    ("release", ctypes.c_void_p), ("private_data", ctypes.c_void_p)]

OK, INVALID_ARRAY, INVALID_ARGUMENT, VALUE_FAILED = 0, 1, 2, 3
UNITS = {"s": "s", "ms": "ms", "us": "us", "ns": "ns"}


class Kernel:
    def __init__(self, path):
        self.lib = ctypes.CDLL(path)
        f = self.lib.fastdate_arrow_parse
        f.restype = ctypes.c_int
        f.argtypes = [ctypes.POINTER(ArrowArray), ctypes.POINTER(ArrowSchema), ctypes.c_char_p, ctypes.c_char_p,
                      ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ArrowArray),
                      ctypes.POINTER(ArrowSchema), ctypes.c_char_p, ctypes.c_size_t]

    def call(self, c_array, c_schema, fmt, unit, tz="UTC", nulls=True, pattern=None):
        """Calls the kernel on C structs; returns (code, message, pyarrow array or None)."""
        out, out_schema = ArrowArray(), ArrowSchema()
        error = ctypes.create_string_buffer(256)
        code = self.lib.fastdate_arrow_parse(
            c_array, c_schema, fmt.encode(), pattern.encode() if pattern else None, unit.encode(),
            tz.encode() if tz is not None else None, 1 if nulls else 0, ctypes.byref(out), ctypes.byref(out_schema),
            error, len(error))
        if code != OK:
            return code, error.value.decode(), None
        result = pa.Array._import_from_c(ctypes.addressof(out), ctypes.addressof(out_schema))
        assert out.release is None and out_schema.release is None, "importing must release the kernel's structs"
        return code, "", result

    def parse(self, array, fmt, unit, tz="UTC", nulls=True, pattern=None):
        """Exports `array`, calls the kernel, and releases the input by importing it back."""
        c_array, c_schema = ArrowArray(), ArrowSchema()
        array._export_to_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
        try:
            return self.call(ctypes.byref(c_array), ctypes.byref(c_schema), fmt, unit, tz, nulls, pattern)
        finally:
            pa.Array._import_from_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))


def iso_strings(n, seed=1):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        ms = rng.randrange(-2208988800000, 4102444800000)  # 1900 to 2100
        out.append(pa.scalar(ms, pa.timestamp("ms")).as_py().strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000))
    return out


failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def test_against_cast(kernel):
    texts = iso_strings(5000) + ["1969-12-31T23:59:59.999Z", "2000-02-29T00:00:00.000Z", "9999-12-31T23:59:59.999Z"]
    values = [None if i % 7 == 3 else t for i, t in enumerate(texts)]
    for string_type in (pa.utf8(), pa.large_utf8()):
        array = pa.array(values, type=string_type)
        for unit in ("ms", "us"):
            code, message, got = kernel.parse(array, "javaScript", unit)
            want = pc.cast(array, pa.timestamp(unit, tz="UTC"))
            check(code == OK and got.equals(want), f"{string_type} to timestamp[{unit}, UTC]: {message or 'differs from cast'}")
        # Seconds: the cast refuses a fraction it cannot hold; the kernel truncates toward
        # the past, as the epoch formats write: the cast's milliseconds floor-divided.
        code, message, got = kernel.parse(array, "javaScript", "s")
        ms = pc.cast(array, pa.timestamp("ms", tz="UTC")).cast(pa.int64()).to_pylist()
        want = pa.array([None if v is None else v // 1000 for v in ms], pa.int64()).cast(pa.timestamp("s", tz="UTC"))
        check(code == OK and got.equals(want), f"{string_type} to timestamp[s, UTC]: {message or 'differs from the floor'}")
        # Nanoseconds reach 2262: the array without its year 9999.
        near = pa.array(values[:-1], type=string_type)
        code, message, got = kernel.parse(near, "javaScript", "ns")
        check(code == OK and got.equals(pc.cast(near, pa.timestamp("ns", tz="UTC"))), f"{string_type} to timestamp[ns]: {message}")
        # A slice: the array's own offset moves the offsets and the validity bitmap.
        sliced = array.slice(1001, 2500)
        code, message, got = kernel.parse(sliced, "javaScript", "ms")
        check(code == OK and got.equals(pc.cast(sliced, pa.timestamp("ms", tz="UTC"))), f"{string_type} slice: {message}")
        # date32 from dates.
        dates = pa.array([None if t is None else t[:10] for t in values], type=string_type)
        code, message, got = kernel.parse(dates, "fullDate", "date32")
        check(code == OK and got.equals(pc.cast(dates, pa.date32())), f"{string_type} to date32: {message}")


def test_failures(kernel):
    bad = pa.array(["2021-03-19T09:37:20.123Z", "2021-02-30T00:00:00.000Z", None, "nonsense"])
    # The cast refuses the array; the kernel refuses it too, naming the value and the byte.
    try:
        pc.cast(bad, pa.timestamp("ms", tz="UTC"))
        check(False, "pyarrow's cast accepted an invalid date")
    except pa.ArrowInvalid:
        pass
    code, message, _ = kernel.parse(bad, "javaScript", "ms", nulls=False)
    check(code == VALUE_FAILED and message.startswith("value 1: day 30 is out of range for February 2021"),
          f"a failure without nulls: {code} {message}")
    # As nulls: what the cast gives for the values it reads, and null for the rest.
    code, message, got = kernel.parse(bad, "javaScript", "ms")
    want = pc.cast(pa.array(["2021-03-19T09:37:20.123Z", None, None, None]), pa.timestamp("ms", tz="UTC"))
    check(code == OK and got.equals(want) and got.null_count == 3, f"failures as nulls: {message} {got}")
    # Nanoseconds past Int64 fail; the cast refuses them as well.
    far = pa.array(["2300-01-01T00:00:00.000Z"])
    code, message, _ = kernel.parse(far, "javaScript", "ns", nulls=False)
    check(code == VALUE_FAILED and "does not fit" in message, f"nanoseconds past Int64: {message}")


def test_hostile(kernel):
    array = pa.array(iso_strings(10))
    # Wrong type, unknown format and unit.
    code, message, _ = kernel.parse(pa.array([1, 2, 3]), "iso8601", "ms")
    check(code == INVALID_ARRAY and "not utf8" in message, f"an int64 array: {message}")
    code, message, _ = kernel.parse(array, "nope", "ms")
    check(code == INVALID_ARGUMENT and "unknown format" in message, f"unknown format: {message}")
    code, message, _ = kernel.parse(array, "iso8601", "fortnights")
    check(code == INVALID_ARGUMENT, f"unknown unit: {message}")
    code, message, _ = kernel.parse(array, "pattern", "ms", pattern="yyyy-MM-dd'T")
    check(code == INVALID_ARGUMENT and "pattern" in message, f"a broken pattern: {message}")
    # Tampered structs: each a copy of a good export with one field broken.
    for field, value, expected in [("length", -1, INVALID_ARRAY), ("offset", -5, INVALID_ARRAY),
                                   ("n_buffers", 2, INVALID_ARRAY), ("release", None, INVALID_ARRAY),
                                   ("null_count", 3, INVALID_ARRAY)]:
        c_array, c_schema = ArrowArray(), ArrowSchema()
        array._export_to_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
        saved = getattr(c_array, field)
        buffers0 = c_array.buffers[0]
        if field == "null_count":
            c_array.buffers[0] = None  # nulls claimed, no bitmap
        setattr(c_array, field, value)
        code, message, _ = kernel.call(ctypes.byref(c_array), ctypes.byref(c_schema), "iso8601", "ms")
        check(code == expected, f"{field} = {value}: {code} {message}")
        setattr(c_array, field, saved)
        c_array.buffers[0] = buffers0
        pa.Array._import_from_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
    # Offsets that go backwards or past the data: those values fail, nothing else happens.
    c_array, c_schema = ArrowArray(), ArrowSchema()
    array._export_to_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
    offsets = ctypes.cast(c_array.buffers[1], ctypes.POINTER(ctypes.c_int32))
    saved = offsets[3]
    offsets[3] = 5
    code, message, got = kernel.call(ctypes.byref(c_array), ctypes.byref(c_schema), "iso8601", "ms")
    check(code == OK and got.null_count == 2 and got[2].as_py() is None and got[3].as_py() is None,
          f"backward offsets: {code} {message}")
    offsets[3] = saved
    pa.Array._import_from_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
    # NULL pointers.
    code, message, _ = kernel.call(None, None, "iso8601", "ms")
    check(code == INVALID_ARRAY, f"NULL input: {message}")


def test_duckdb(kernel):
    """The kernel as a DuckDB function over Arrow arrays, as the DocC article shows it."""
    try:
        import duckdb
    except ImportError:
        print("duckdb is not installed: its check is skipped")
        return

    def fastdate_timestamp(texts):
        chunks = [kernel.parse(chunk, "iso8601", "us", tz=None)[2] for chunk in texts.chunks]
        return pa.chunked_array(chunks, type=pa.timestamp("us"))

    con = duckdb.connect()
    con.create_function("fastdate_timestamp", fastdate_timestamp, [duckdb.sqltypes.VARCHAR],
                        duckdb.sqltypes.TIMESTAMP, type="arrow", null_handling="special")
    rows = con.sql("SELECT fastdate_timestamp(t) FROM (VALUES ('2021-03-19T09:37:20.123Z'), (NULL), "
                   "('not a date'), ('1969-12-31T23:59:59.9999995Z')) v(t)").fetchall()
    want = con.sql("SELECT TRY_CAST(t AS TIMESTAMPTZ)::TIMESTAMP FROM (VALUES ('2021-03-19T09:37:20.123Z'), (NULL), "
                   "('not a date')) v(t)").fetchall()
    check(rows[:3] == want, f"DuckDB: {rows[:3]} against its own cast {want}")
    check(rows[3][0] is not None and rows[3][0].microsecond == 999999, f"DuckDB: truncation toward the past {rows[3]}")


def bench(kernel):
    n = 1 << 20
    texts = iso_strings(n, seed=7)
    array = pa.array([None if i % 50 == 0 else t for i, t in enumerate(texts)])
    timestamp = pa.timestamp("ms", tz="UTC")

    def best(f, runs=7):
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            f()
            times.append(time.perf_counter() - start)
        return sorted(times)[runs // 2]

    ours = best(lambda: kernel.parse(array, "javaScript", "ms"))
    cast = best(lambda: pc.cast(array, timestamp))
    print(f"2^20 toISOString() values, 2% null, to timestamp[ms, UTC], median of 7, export and import included:")
    print(f"  FastDateArrow from Python: {ours / n * 1e9:.1f} ns a value")
    print(f"  pyarrow.compute.cast:      {cast / n * 1e9:.1f} ns a value ({cast / ours:.1f}x)")


def main():
    kernel = Kernel(sys.argv[1])
    test_against_cast(kernel)
    test_failures(kernel)
    test_hostile(kernel)
    test_duckdb(kernel)
    if "--bench" in sys.argv:
        bench(kernel)
    if failures:
        sys.exit(f"{len(failures)} FastDateArrow checks failed")
    print(f"FastDateArrow: every check passed (pyarrow {pa.__version__})")


if __name__ == "__main__":
    main()
