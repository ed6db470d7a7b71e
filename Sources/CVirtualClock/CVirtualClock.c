// The virtual clock of WidgetTesting: this object defines clock_gettime, gettimeofday and time in the test
// executable, so that every real-time read of the process comes here first (the executable's definitions take
// precedence over libc's for the shared libraries too, Foundation's included: on Linux `Date()` is
// clock_gettime(CLOCK_REALTIME) in FoundationEssentials). A read made inside a WidgetTester's scope (a Swift
// task-local, asked through `twvc_virtual_realtime`) gets the tester's time; every other read, and every other
// clock (monotonic, CPU time: Task.sleep, Dispatch timers, ContinuousClock), goes to the C library unchanged.
//
// What breaks if the toolchain changes: a Foundation that reads the time another way (the vDSO directly, or a
// syscall) would no longer see the virtual time; VirtualClockTests notice (`Date()` inside a tester must equal
// its time, and twvc_virtual_reads must grow).
#define _GNU_SOURCE
#include "CVirtualClock.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/time.h>
#include <time.h>

// Implemented in Swift (WidgetTesting's VirtualTime.swift, @_cdecl): 1 and the time, when the calling task runs
// in a tester's scope; 0 otherwise.
extern int twvc_virtual_realtime(int64_t *seconds, int64_t *nanoseconds);

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);
typedef int (*gettimeofday_function)(struct timeval *, void *);
typedef time_t (*time_function)(time_t *);

static atomic_int enabled;
static atomic_uint_fast64_t virtual_reads;
static _Atomic(clock_gettime_function) next_clock_gettime;
static _Atomic(gettimeofday_function) next_gettimeofday;
static _Atomic(time_function) next_time;

void twvc_enable(void) { atomic_store(&enabled, 1); }

uint64_t twvc_virtual_reads(void) { return atomic_load(&virtual_reads); }

static int virtual_now(int64_t *seconds, int64_t *nanoseconds) {
    if (!atomic_load_explicit(&enabled, memory_order_relaxed)) return 0;
    if (!twvc_virtual_realtime(seconds, nanoseconds)) return 0;
    atomic_fetch_add_explicit(&virtual_reads, 1, memory_order_relaxed);
    return 1;
}

int clock_gettime(clockid_t clock, struct timespec *now) {
    if (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE) {
        int64_t seconds, nanoseconds;
        if (virtual_now(&seconds, &nanoseconds)) {
            now->tv_sec = (time_t)seconds;
            now->tv_nsec = (long)nanoseconds;
            return 0;
        }
    }
    clock_gettime_function next = atomic_load(&next_clock_gettime);
    if (next == NULL) {
        next = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
        atomic_store(&next_clock_gettime, next);
    }
    return next(clock, now);
}

int gettimeofday(struct timeval *restrict now, void *restrict zone) {
    int64_t seconds, nanoseconds;
    if (virtual_now(&seconds, &nanoseconds)) {
        now->tv_sec = (time_t)seconds;
        now->tv_usec = (suseconds_t)(nanoseconds / 1000);
        return 0;
    }
    gettimeofday_function next = atomic_load(&next_gettimeofday);
    if (next == NULL) {
        next = (gettimeofday_function)dlsym(RTLD_NEXT, "gettimeofday");
        atomic_store(&next_gettimeofday, next);
    }
    return next(now, zone);
}

time_t time(time_t *result) {
    int64_t seconds, nanoseconds;
    if (virtual_now(&seconds, &nanoseconds)) {
        if (result != NULL) *result = (time_t)seconds;
        return (time_t)seconds;
    }
    time_function next = atomic_load(&next_time);
    if (next == NULL) {
        next = (time_function)dlsym(RTLD_NEXT, "time");
        atomic_store(&next_time, next);
    }
    return next(result);
}
