"""The timing rule the Python peers share: a call made seven times, its median per value."""
import time


def median_ns(f, values):
    """The median of 7 calls of `f`, in ns a value over `values`, and the last call's result."""
    samples, result = [], None
    for _ in range(7):
        start = time.perf_counter()
        result = f()
        samples.append((time.perf_counter() - start) / values * 1e9)
    samples.sort()
    return samples[3], result
