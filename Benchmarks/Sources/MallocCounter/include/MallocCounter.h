#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// Sets the allocation counter to zero.
void malloc_counter_reset(void);

/// The number of malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign calls
/// since the last reset.
uint64_t malloc_counter_read(void);

/// Bytes the allocator has handed out and not had back (glibc's mallinfo2 `uordblks`), plus
/// the bytes of its large blocks mapped on their own (`hblkhd`): the heap the program holds,
/// apart from what the allocator keeps free or has not returned to the system.
uint64_t malloc_counter_heap_in_use(void);

/// Bytes the allocator holds free inside its arenas (glibc's mallinfo2 `fordblks`).
uint64_t malloc_counter_heap_free(void);

/// Gives the allocator's free pages back to the system (glibc's `malloc_trim(0)`): resident
/// memory that stays after it is held by the program, not kept free by the allocator.
void malloc_counter_trim(void);

#endif
