// Counts heap allocations of the whole process by defining malloc and friends in the
// executable, which the dynamic linker then prefers over glibc's; each forwards to glibc's
// internal entry point. Linux/glibc only; used by the benchmarks, never by the library.
#include "MallocCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocation_count;

static inline void count_one(void) {
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
}

void malloc_counter_reset(void) { atomic_store_explicit(&allocation_count, 0, memory_order_relaxed); }

uint64_t malloc_counter_read(void) { return atomic_load_explicit(&allocation_count, memory_order_relaxed); }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t malloc_counter_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (uint64_t)info.uordblks + (uint64_t)info.hblkhd;
}

uint64_t malloc_counter_heap_free(void) {
    return (uint64_t)mallinfo2().fordblks;
}

void malloc_counter_trim(void) { malloc_trim(0); }
