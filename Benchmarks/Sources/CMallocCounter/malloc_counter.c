// Counting interposer for glibc's allocator (Linux only; elsewhere the counters stay zero).
#include "malloc_counter.h"
#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic uint64_t count;
static _Atomic int64_t live, peak;

static void *noted(void *p) {
    if (!p) return p;
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
    int64_t now = atomic_fetch_add_explicit(&live, (int64_t)malloc_usable_size(p), memory_order_relaxed)
                  + (int64_t)malloc_usable_size(p);
    int64_t old = atomic_load_explicit(&peak, memory_order_relaxed);
    while (now > old && !atomic_compare_exchange_weak_explicit(&peak, &old, now, memory_order_relaxed, memory_order_relaxed)) {}
    return p;
}
static void forget(void *p) {
    if (p) atomic_fetch_sub_explicit(&live, (int64_t)malloc_usable_size(p), memory_order_relaxed);
}

void *malloc(size_t n) { return noted(__libc_malloc(n)); }
void *calloc(size_t a, size_t b) { return noted(__libc_calloc(a, b)); }
void *realloc(void *p, size_t n) { forget(p); return noted(__libc_realloc(p, n)); }
void free(void *p) { forget(p); __libc_free(p); }
void *memalign(size_t a, size_t n) { return noted(__libc_memalign(a, n)); }
void *aligned_alloc(size_t a, size_t n) { return noted(__libc_memalign(a, n)); }
int posix_memalign(void **out, size_t a, size_t n) {
    void *p = noted(__libc_memalign(a, n));
    if (!p) return 12; // ENOMEM
    *out = p;
    return 0;
}

transit_malloc_stats transit_malloc_read(void) {
    transit_malloc_stats s = { atomic_load(&count), atomic_load(&live), atomic_load(&peak) };
    return s;
}
void transit_malloc_reset_peak(void) { atomic_store(&peak, atomic_load(&live)); }
#else
transit_malloc_stats transit_malloc_read(void) { transit_malloc_stats s = {0, 0, 0}; return s; }
void transit_malloc_reset_peak(void) {}
#endif
