"""FastDate's Arrow kernel for Python: date text to timestamps and back, for any Arrow array.

    import pyarrow as pa, fastdate_arrow as fd
    stamps = fd.parse(pa.array(["2021-03-19T09:37:20.123Z", None]), unit="ms", tz="UTC")
    fd.format(stamps, format="rfc3339", tz="Europe/Paris")

`parse` and `format` take any object of the Arrow PyCapsule interface
(`__arrow_c_array__` or `__arrow_c_stream__`): a pyarrow array or chunked array, a polars
Series, a DuckDB relation. They return a pyarrow array, or a chunked array for a chunked or
streamed input. The kernel is `libFastDateArrow.so`, bundled in this package with the Swift
runtime linked in, so no Swift is needed. Its contract is FastDate's
`Spec/column/column.md`, "The C Data Interface kernel".
"""
from __future__ import annotations

import ctypes
import os
from typing import Any, Literal, Optional

import pyarrow as pa

__all__ = ["parse", "format", "FastDateError", "FORMATS"]
__version__ = "0.1.0"

#: The format names the kernel reads and writes; "pattern" (a DateFormatter pattern),
#: "strftime" (C, POSIX and Python's directives) and "chrono" (polars' and arrow-rs') also
#: take `pattern=`. A format with a `%` in it is a strftime format: "%Y-%m-%d %H:%M:%S".
FORMATS = (
    "iso8601", "rfc3339", "javaScript", "fullDate", "httpDate", "rfc5322", "rfc9557", "iso8601Basic",
    "dotNetJSON", "cookieDate", "flexible", "epochSeconds", "epochMilliseconds", "epochMicroseconds",
    "epochNanoseconds", "localDateTime", "pattern", "strftime", "chrono",
)


def _named(format: str, pattern: Optional[str]) -> "tuple[str, Optional[str]]":
    """The kernel's format name and pattern: a format with a `%` is a POSIX strftime one."""
    if "%" in format and pattern is None:
        return "strftime", format
    return format, pattern


class FastDateError(ValueError):
    """The kernel refused the call: `code` is its error code (1 an invalid array, 2 an
    invalid argument, 3 a value that failed, 4 no memory) and the message is the kernel's,
    such as "value 7: day 30 is out of range for February 2024 at byte 8"."""

    def __init__(self, code: int, message: str):
        super().__init__(message)
        self.code = code


class _Schema(ctypes.Structure):
    pass


_Schema._fields_ = [
    ("format", ctypes.c_char_p), ("name", ctypes.c_char_p), ("metadata", ctypes.c_char_p),
    ("flags", ctypes.c_int64), ("n_children", ctypes.c_int64), ("children", ctypes.c_void_p),
    ("dictionary", ctypes.c_void_p), ("release", ctypes.c_void_p), ("private_data", ctypes.c_void_p)]


class _Array(ctypes.Structure):
    _fields_ = [
        ("length", ctypes.c_int64), ("null_count", ctypes.c_int64), ("offset", ctypes.c_int64),
        ("n_buffers", ctypes.c_int64), ("n_children", ctypes.c_int64), ("buffers", ctypes.c_void_p),
        ("children", ctypes.c_void_p), ("dictionary", ctypes.c_void_p), ("release", ctypes.c_void_p),
        ("private_data", ctypes.c_void_p)]


_P = ctypes.POINTER
_lib = ctypes.CDLL(os.environ.get("FASTDATE_ARROW_LIBRARY") or os.path.join(os.path.dirname(__file__), "libFastDateArrow.so"))
_lib.fastdate_arrow_parse_zoned.restype = ctypes.c_int
_lib.fastdate_arrow_parse_zoned.argtypes = [
    _P(_Array), _P(_Schema), ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p,
    ctypes.c_int, _P(_Array), _P(_Schema), ctypes.c_char_p, ctypes.c_size_t]
_lib.fastdate_arrow_format.restype = ctypes.c_int
_lib.fastdate_arrow_format.argtypes = [
    _P(_Array), _P(_Schema), ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
    _P(_Array), _P(_Schema), ctypes.c_char_p, ctypes.c_size_t]

_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


def _chunks(values: Any) -> tuple[list[tuple[int, int, Any]], bool]:
    """The input's chunks as (schema address, array address, keep-alive) and whether it was
    more than one array (a chunked array or a stream)."""
    if isinstance(values, (pa.Array, pa.ChunkedArray)) and pa.types.is_string_view(values.type):
        # The kernel reads utf8 and large_utf8; polars hands out string views.
        return _chunks(values.cast(pa.large_string()))
    if hasattr(values, "__arrow_c_array__"):
        schema, array = values.__arrow_c_array__()
        return [(_capsule_pointer(schema, b"arrow_schema"), _capsule_pointer(array, b"arrow_array"), (schema, array))], False
    if hasattr(values, "__arrow_c_stream__"):
        # A stream of arrays, or of record batches of one column (a DuckDB relation, a table).
        column = pa.chunked_array(values) if not hasattr(values, "read_all") else values.read_all()
        if isinstance(column, pa.Table) or pa.types.is_struct(column.type):
            table = column if isinstance(column, pa.Table) else pa.Table.from_struct_array(column)
            if table.num_columns != 1:
                raise TypeError(f"a stream of {table.num_columns} columns: pass one column")
            column = table.column(0)
        if pa.types.is_string_view(column.type):
            column = column.cast(pa.large_string())
        chunks = []
        for chunk in column.chunks:
            schema, array = chunk.__arrow_c_array__()
            chunks.append((_capsule_pointer(schema, b"arrow_schema"), _capsule_pointer(array, b"arrow_array"), (schema, array)))
        return chunks, True
    if isinstance(values, (list, tuple)):
        return _chunks(pa.array(values))
    raise TypeError(f"{type(values).__name__} is not an Arrow array: it has neither __arrow_c_array__ nor __arrow_c_stream__")


def _text(value: Optional[str]) -> Optional[bytes]:
    return value.encode() if value is not None else None


def _call(kernel, values: Any, arguments: tuple) -> Any:
    chunks, chunked = _chunks(values)
    results = []
    for schema, array, keep_alive in chunks:
        out, out_schema = _Array(), _Schema()
        error = ctypes.create_string_buffer(512)
        code = kernel(ctypes.cast(array, _P(_Array)), ctypes.cast(schema, _P(_Schema)), *arguments,
                      ctypes.byref(out), ctypes.byref(out_schema), error, len(error))
        del keep_alive
        if code != 0:
            raise FastDateError(code, error.value.decode("utf-8", "replace"))
        results.append(pa.Array._import_from_c(ctypes.addressof(out), ctypes.addressof(out_schema)))
    if chunked:
        return pa.chunked_array(results, type=results[0].type if results else None)
    return results[0]


def parse(values: Any, format: str = "iso8601", unit: Literal["s", "ms", "us", "ns", "date32"] = "us",
          tz: Optional[str] = None, errors: Literal["raise", "null"] = "raise", *, pattern: Optional[str] = None,
          disambiguation: Literal["compatible", "earlier", "later", "reject"] = "compatible") -> Any:
    """Reads every string of `values` as a date in `format`.

    Args:
        values: an Arrow string array (utf8 or large_utf8), chunked array or stream, from
            pyarrow, polars, DuckDB or any library of the Arrow PyCapsule interface.
        format: a name of ``FORMATS``: "iso8601" (every RFC 3339 text and more),
            "javaScript" (``toISOString()``), "httpDate", "rfc5322", "flexible" (any of them),
            "epochMilliseconds", ...; a strftime format such as "%Y-%m-%d %H:%M:%S" (as
            Python's ``strptime`` reads it in the C locale), or "chrono" with ``pattern``
            in chrono's dialect ("%Y-%m-%dT%H:%M:%S%.f%:z"); "pattern" with ``pattern`` a
            DateFormatter pattern such as "yyyy-MM-dd HH:mm:ss"; "localDateTime" for texts
            whose offset may be missing, placed in ``tz``.
        unit: "s", "ms", "us" or "ns" for ``timestamp[unit, tz]``, or "date32".
        tz: the result type's time zone ("UTC", "+01:00", an IANA name); readings without an
            offset ("localDateTime", a pattern or strftime format without ``%z``) are placed
            in it.
        errors: "raise" to stop at the first text that is not a date, "null" to make it null.
        disambiguation: which instant a local time names where ``tz`` skips or repeats it.

    Returns:
        A pyarrow array, or a chunked array for a chunked or streamed input. Nulls stay null.

    Raises:
        FastDateError: with the kernel's message ("value 7: day 30 is out of range for
            February 2024 at byte 8"), for a failed value, an unknown format or a bad array.
    """
    if errors not in ("raise", "null"):
        raise ValueError(f'errors must be "raise" or "null", not {errors!r}')
    format, pattern = _named(format, pattern)
    return _call(_lib.fastdate_arrow_parse_zoned, values, (
        _text(format), _text(pattern), _text(unit), _text(tz), _text(disambiguation), 1 if errors == "null" else 0))


def format(stamps: Any, format: str = "rfc3339", tz: Optional[str] = None, errors: Literal["raise", "null"] = "raise",
           *, pattern: Optional[str] = None, fraction_digits: Optional[int] = None) -> Any:
    """Writes every value of `stamps` as text in `format`.

    Args:
        stamps: an Arrow ``timestamp[unit, tz]`` or ``date32`` array, chunked array or stream.
        format: a name of ``FORMATS`` but "localDateTime" and "flexible": "rfc3339" (the local
            time in ``tz`` with its offset), "javaScript", "httpDate", "rfc5322", "fullDate",
            an epoch number, a strftime format ("%Y-%m-%d %H:%M:%S"), or "chrono" or
            "pattern" with ``pattern``.
        tz: the zone to write each instant in; by default the type's own, else UTC. A
            ``date32`` value is written as its day.
        errors: "raise" to stop at a value the format cannot write (a year an HTTP-date cannot
            hold), "null" to make it null.
        fraction_digits: 0 to 9 fraction digits (truncated) for "iso8601", "rfc3339",
            "rfc9557", "iso8601Basic" and the epoch numbers; the format's own by default.

    Returns:
        A pyarrow ``utf8`` array (``large_utf8`` past 2 GiB of text), or a chunked array.

    Raises:
        FastDateError: with the kernel's message.
    """
    if errors not in ("raise", "null"):
        raise ValueError(f'errors must be "raise" or "null", not {errors!r}')
    digits = -1 if fraction_digits is None else int(fraction_digits)
    format, pattern = _named(format, pattern)
    return _call(_lib.fastdate_arrow_format, stamps, (
        _text(format), _text(pattern), digits, _text(tz), 1 if errors == "null" else 0))
