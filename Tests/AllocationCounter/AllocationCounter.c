// Test-only allocation counter: the test executable's malloc family, forwarding to glibc's and counting the
// calling thread's allocations while counting is on. Symbols defined in the executable interpose libc's.
#include "AllocationCounter.h"
#include <stddef.h>
#include <errno.h>

// A sanitizer brings its own malloc family and must see every allocation: under one, the counter is off and
// the allocation tests skip themselves.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ALLOCATION_COUNTER_SANITIZED 1
#endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(ALLOCATION_COUNTER_SANITIZED)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static __thread int counting;
static __thread long counted;

int allocation_counter_is_available(void) { return 1; }
void allocation_counter_start(void) { counted = 0; counting = 1; }
long allocation_counter_stop(void) { counting = 0; return counted; }

void *malloc(size_t size) { if (counting) counted++; return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { if (counting) counted++; return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { if (counting) counted++; return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { if (counting) counted++; return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { if (counting) counted++; return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    if (counting) counted++;
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *out = pointer;
    return 0;
}
#else
int allocation_counter_is_available(void) { return 0; }
void allocation_counter_start(void) {}
long allocation_counter_stop(void) { return 0; }
#endif
