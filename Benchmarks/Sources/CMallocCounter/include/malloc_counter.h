#ifndef TRANSIT_MALLOC_COUNTER_H
#define TRANSIT_MALLOC_COUNTER_H
#include <stddef.h>
#include <stdint.h>

/// Heap calls and bytes seen by this process's malloc family since it started (every thread).
/// The benchmark executable links this target, whose malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign and free interpose glibc's and forward to its __libc_* entry points.
typedef struct {
    uint64_t allocations;  ///< malloc + calloc + realloc + aligned allocations
    int64_t liveBytes;     ///< usable bytes allocated and not yet freed
    int64_t peakBytes;     ///< the largest liveBytes since the last transit_malloc_reset_peak
} transit_malloc_stats;

transit_malloc_stats transit_malloc_read(void);
/// Starts a new peak measurement at the current live bytes.
void transit_malloc_reset_peak(void);
#endif
