#ifndef CVIRTUALCLOCK_H
#define CVIRTUALCLOCK_H

#include <stdint.h>

/// Turns the interposed clock calls on: until then they go straight to the C library (no Swift is called while
/// the process starts). Called by WidgetTesting when the first tester is made.
void twvc_enable(void);

/// How many real-time clock reads were answered with virtual time (a test checks the interposition works).
uint64_t twvc_virtual_reads(void);

#endif
