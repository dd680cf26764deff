// Not a reference implementation: the one allocator setting the benchmark makes, in C
// because <malloc.h> is not part of Swift's Glibc module.
#include "CReference.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>

void cref_keep_freed_heap(void) {
    // glibc gives freed memory at the top of the heap back to the system (over 128 kB by
    // default) and faults it in again, page by page, on the next document: page faults
    // that land in whichever row runs next. Keeping it steadies every JSON row's samples
    // without changing any row's work.
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    mallopt(M_TOP_PAD, 64 << 20);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
}
#else
void cref_keep_freed_heap(void) {}
#endif
