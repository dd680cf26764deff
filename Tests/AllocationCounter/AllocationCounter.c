// Counts heap allocations by interposing the allocator's functions in the executable
// that links this file (the test runner, the benchmark). Each wrapper bumps a
// thread-local counter and forwards to glibc's own implementation, so behaviour is
// unchanged; reading the counter before and after a call tells whether it allocated.
#include "AllocationCounter.h"

// Included before the test below: `__GLIBC__` is only defined once a libc header is in.
#include <stddef.h>
#include <errno.h>

// Sanitizers bring their own allocator, which this file must not replace: ASan's and
// TSan's `free` cannot release glibc's blocks. Counting is then reported unavailable.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define FASTDATE_SANITIZED_ALLOCATOR 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define FASTDATE_SANITIZED_ALLOCATOR 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(FASTDATE_SANITIZED_ALLOCATOR)

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static __thread long allocations;

void *malloc(size_t size) { allocations++; return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { allocations++; return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { allocations++; return __libc_realloc(p, size); }
void *memalign(size_t alignment, size_t size) { allocations++; return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { allocations++; return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    allocations++;
    void *p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
}

long fastdate_thread_allocations(void) { return allocations; }
int fastdate_allocation_counting_available(void) { return 1; }
#else
long fastdate_thread_allocations(void) { return 0; }
int fastdate_allocation_counting_available(void) { return 0; }
#endif

#if defined(FASTDATE_SANITIZED_ALLOCATOR)
int fastdate_allocator_is_sanitized(void) { return 1; }
#else
int fastdate_allocator_is_sanitized(void) { return 0; }
#endif
