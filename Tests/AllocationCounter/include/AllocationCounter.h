#ifndef FASTDATE_ALLOCATION_COUNTER_H
#define FASTDATE_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign)
/// made by the calling thread since it started. Counting is per thread so that tests
/// running in parallel do not see each other's allocations.
long fastdate_thread_allocations(void);

/// 1 when this build counts allocations (glibc, where malloc can be interposed), else 0.
int fastdate_allocation_counting_available(void);

/// 1 when a sanitizer (address, thread, memory) owns the allocator in this build, so
/// counting is off by design rather than by platform.
int fastdate_allocator_is_sanitized(void);

#endif
