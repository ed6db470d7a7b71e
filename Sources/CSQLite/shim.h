#include <sqlite3.h>

// TaskKit's only C shim, so it also carries the two scheduler calls its WALFlusher needs on Linux.

#ifdef __linux__
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <sched.h>

/// The CPU the calling thread runs on (-1 on failure): sched_getcpu, which Swift's Glibc does not export.
static inline int tw_current_cpu(void) { return sched_getcpu(); }

/// Lets `thread` run on any of the first `count` CPUs except `cpu`; 0 on success (CPU_SET is a macro).
static inline int tw_keep_off_cpu(pthread_t thread, int cpu, int count) {
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int other = 0; other < count && other < CPU_SETSIZE; other++) {
        if (other != cpu) CPU_SET(other, &set);
    }
    return pthread_setaffinity_np(thread, sizeof(set), &set);
}
#endif
