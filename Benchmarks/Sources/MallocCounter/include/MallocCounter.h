#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// Sets the allocation counter to zero.
void malloc_counter_reset(void);

/// The number of malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign calls
/// since the last reset.
uint64_t malloc_counter_read(void);

#endif
