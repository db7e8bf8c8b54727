// Counts the calls to malloc, calloc, realloc, posix_memalign and aligned_alloc of a process it is preloaded into
// (LD_PRELOAD), for solverbench's allocations per re-solve: responder_malloc_count() returns the count so far.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

static long count;
long responder_malloc_count(void) { return __atomic_load_n(&count, __ATOMIC_RELAXED); }

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

void *malloc(size_t size) {
    __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED);
    return __libc_malloc(size);
}
void *calloc(size_t n, size_t size) {
    __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED);
    return __libc_calloc(n, size);
}
void *realloc(void *p, size_t size) {
    __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED);
    return __libc_realloc(p, size);
}
int posix_memalign(void **out, size_t alignment, size_t size) {
    __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED);
    void *p = __libc_memalign(alignment, size);
    if (!p) return 12;
    *out = p;
    return 0;
}
void *aligned_alloc(size_t alignment, size_t size) {
    __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED);
    return __libc_memalign(alignment, size);
}
