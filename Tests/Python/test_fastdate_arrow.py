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
        z = self.lib.fastdate_arrow_parse_zoned
        z.restype = ctypes.c_int
        z.argtypes = [ctypes.POINTER(ArrowArray), ctypes.POINTER(ArrowSchema), ctypes.c_char_p, ctypes.c_char_p,
                      ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ArrowArray),
                      ctypes.POINTER(ArrowSchema), ctypes.c_char_p, ctypes.c_size_t]

    def parse_zoned(self, array, fmt, unit, tz, disambiguation, nulls=True, pattern=None):
        """`fastdate_arrow_parse_zoned` on a pyarrow array; returns (code, message, array or None)."""
        c_array, c_schema = ArrowArray(), ArrowSchema()
        array._export_to_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
        out, out_schema = ArrowArray(), ArrowSchema()
        error = ctypes.create_string_buffer(256)
        try:
            code = self.lib.fastdate_arrow_parse_zoned(
                ctypes.byref(c_array), ctypes.byref(c_schema), fmt.encode(), pattern.encode() if pattern else None,
                unit.encode(), tz.encode() if tz is not None else None,
                disambiguation.encode() if disambiguation is not None else None, 1 if nulls else 0,
                ctypes.byref(out), ctypes.byref(out_schema), error, len(error))
        finally:
            pa.Array._import_from_c(ctypes.addressof(c_array), ctypes.addressof(c_schema))
        if code != OK:
            return code, error.value.decode(), None
        return code, "", pa.Array._import_from_c(ctypes.addressof(out), ctypes.addressof(out_schema))

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


def local_readings(zone_name, seed=46):
    """Local date-times around every transition of a zone from 1970 to 2040 (in each gap and
    overlap, at its edges) and at random, as (text, local seconds)."""
    import datetime
    from zoneinfo import ZoneInfo
    zone = ZoneInfo(zone_name)
    utc = datetime.timezone.utc
    offset = lambda t: int(datetime.datetime.fromtimestamp(t, zone).utcoffset().total_seconds())
    locals_ = set()
    t, end = 0, 2_208_988_800
    current = offset(t)
    while t < end:
        nxt = t + 86_400
        if offset(nxt) != current:
            lo, hi = t, nxt
            while hi - lo > 1:
                mid = (lo + hi) // 2
                lo, hi = (mid, hi) if offset(mid) == current else (lo, mid)
            after = offset(hi)
            a, b = sorted((hi + current, hi + after))
            locals_.update((a - 1, a, (a + b) // 2, b - 1, b))
            current = after
        t = nxt
    rng = random.Random(seed)
    locals_.update(rng.randrange(0, end) for _ in range(2000))
    epoch = datetime.datetime(1970, 1, 1)
    return [((epoch + datetime.timedelta(seconds=l)).strftime("%Y-%m-%dT%H:%M:%S"), l) for l in sorted(locals_)]


def zoneinfo_instant(zone_name, local, disambiguation):
    """The instant Python's zoneinfo names for a reading (PEP 495's fold), or None for reject."""
    import datetime
    from zoneinfo import ZoneInfo
    zone = ZoneInfo(zone_name)
    naive = datetime.datetime(1970, 1, 1) + datetime.timedelta(seconds=local)
    o0 = int(naive.replace(tzinfo=zone, fold=0).utcoffset().total_seconds())
    o1 = int(naive.replace(tzinfo=zone, fold=1).utcoffset().total_seconds())
    if o0 == o1:
        return local - o0
    fits0 = int(datetime.datetime.fromtimestamp(local - o0, zone).utcoffset().total_seconds()) == o0
    if disambiguation == "reject":
        return None
    if fits0:  # an overlap: fold=0 is the first
        return local - (o1 if disambiguation == "later" else o0)
    return local - (o1 if disambiguation == "earlier" else o0)  # a gap


def test_local_times_in_a_zone(kernel):
    """Local date-times read in an IANA zone with each disambiguation, against zoneinfo;
    the output type carries the zone."""
    for zone_name in ("America/New_York", "Europe/Dublin", "Australia/Lord_Howe"):
        readings = local_readings(zone_name)
        texts = [None if i % 11 == 5 else text for i, (text, _) in enumerate(readings)]
        array = pa.array(texts)
        for disambiguation in ("compatible", "earlier", "later", "reject"):
            code, message, got = kernel.parse_zoned(array, "localDateTime", "s", zone_name, disambiguation)
            want = [None if texts[i] is None else zoneinfo_instant(zone_name, local, disambiguation)
                    for i, (_, local) in enumerate(readings)]
            ok = code == OK and got.type == pa.timestamp("s", tz=zone_name)
            got_seconds = got.cast(pa.int64()).to_pylist() if ok else []
            check(ok and got_seconds == want,
                  f"{zone_name} {disambiguation}: {message or [(texts[i], g, w) for i, (g, w) in enumerate(zip(got_seconds, want)) if g != w][:3]}")
        # The default (NULL) is compatible, and fastdate_arrow_parse places readings the same way.
        code, _, default = kernel.parse_zoned(array, "localDateTime", "s", zone_name, None)
        code2, _, plain = kernel.parse(array, "localDateTime", "s", tz=zone_name)
        code3, _, compatible = kernel.parse_zoned(array, "localDateTime", "s", zone_name, "compatible")
        check(code == code2 == code3 == OK and default.equals(compatible) and plain.equals(compatible),
              f"{zone_name}: the default disambiguation is compatible")
        # A pattern on the zone's clock reads the same instants.
        spaced = pa.array([None if t is None else t.replace("T", " ") for t in texts])
        code, message, got = kernel.parse_zoned(spaced, "pattern", "s", zone_name, "compatible", pattern="yyyy-MM-dd HH:mm:ss")
        check(code == OK and got.cast(pa.int64()).equals(compatible.cast(pa.int64())), f"{zone_name} pattern: {message}")
    # Offsets written in the text are exact; milliseconds; a fixed-offset zone.
    array = pa.array(["2021-03-14T02:30:00.250", "2021-03-14T02:30:00.250+01:00", "2021-11-07T01:30:00"])
    code, message, got = kernel.parse_zoned(array, "localDateTime", "ms", "America/New_York", "later")
    check(code == OK and got.cast(pa.int64()).to_pylist() == [1615707000250, 1615685400250, 1636266600000], f"offsets and ms: {message} {got}")
    code, message, got = kernel.parse_zoned(array, "localDateTime", "ms", "+05:30", None)
    check(code == OK and got.cast(pa.int64()).to_pylist()[0] == 1615669200250, f"a fixed offset: {message} {got}")
    # Refusals: reject without nulls stops the call and names the value; unknown arguments.
    code, message, _ = kernel.parse_zoned(array, "localDateTime", "ms", "America/New_York", "reject", nulls=False)
    check(code == VALUE_FAILED and message.startswith("value 0"), f"reject without nulls: {code} {message}")
    code, message, _ = kernel.parse_zoned(array, "localDateTime", "ms", "Mars/Olympus_Mons", None)
    check(code == INVALID_ARGUMENT and "unknown time zone" in message, f"an unknown zone: {message}")
    code, message, _ = kernel.parse_zoned(array, "localDateTime", "ms", None, None)
    check(code == INVALID_ARGUMENT and "needs a time zone" in message, f"no zone: {message}")
    code, message, _ = kernel.parse_zoned(array, "localDateTime", "ms", "UTC", "sometimes")
    check(code == INVALID_ARGUMENT and "disambiguation" in message, f"an unknown disambiguation: {message}")


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


def test_flexible(kernel):
    """A column of mixed texts read "flexible" (Spec/flexible/flexible.md): each value as the
    grammar that reads it, the instants computed here by Python's datetime."""
    import datetime as dt
    utc = dt.timezone.utc
    at = dt.datetime(2021, 3, 19, 9, 37, 20, tzinfo=utc)
    texts = ["2021-03-19T09:37:20.123Z", "1616146640", "1616146640123", "Fri, 19 Mar 2021 09:37:20 GMT",
             "Friday, 19-Mar-21 09:37:20 GMT", "/Date(1616146640123)/", "2021-03-19T10:37:20.5+01:00[Europe/Paris]",
             "2021-03-19", None, "nonsense"]
    want = [at + dt.timedelta(milliseconds=123), at, at + dt.timedelta(milliseconds=123), at, at,
            at + dt.timedelta(milliseconds=123), at + dt.timedelta(milliseconds=500),
            dt.datetime(2021, 3, 19, tzinfo=utc), None, None]
    code, message, got = kernel.parse(pa.array(texts), "flexible", "ms")
    check(code == OK and got.equals(pa.array(want, pa.timestamp("ms", tz="UTC"))), f"a flexible column: {message} {got}")
    code, message, _ = kernel.parse(pa.array(texts), "flexible", "ms", nulls=False)
    check(code == VALUE_FAILED and message.startswith("value 9: "), f"a flexible column's failure: {code} {message}")


def main():
    kernel = Kernel(sys.argv[1])
    test_against_cast(kernel)
    test_failures(kernel)
    test_hostile(kernel)
    test_flexible(kernel)
    test_local_times_in_a_zone(kernel)
    test_duckdb(kernel)
    if "--bench" in sys.argv:
        bench(kernel)
    if failures:
        sys.exit(f"{len(failures)} FastDateArrow checks failed")
    print(f"FastDateArrow: every check passed (pyarrow {pa.__version__})")


if __name__ == "__main__":
    main()
