"""The timing rule the Python peers share: a call made once untimed, then seven times, its
median per value. Each call's result is dropped before the next call, as a program that
uses each result and lets it go does: kept alive during the next call, two large results
take turns at the top of glibc's heap, which gives the pages back and takes them again
(zeroed) every call, about 3 ns a value for 8-byte timestamps to whoever allocates with
malloc (the kernel does; the peers use pools of their own)."""
import time


def median_ns(f, values):
    """The median of 7 calls of `f` after one untimed, in ns a value over `values`, and the
    last call's result."""
    samples, result = [], f()
    for _ in range(7):
        result = None
        start = time.perf_counter()
        result = f()
        samples.append((time.perf_counter() - start) / values * 1e9)
    samples.sort()
    return samples[3], result
