#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H
/// Test-only: counts heap allocations made by the calling thread between start and stop.
/// On Linux (glibc) it replaces malloc and friends in the test executable, forwarding to glibc;
/// elsewhere allocation_counter_is_available() is 0 and nothing is counted.
int allocation_counter_is_available(void);
void allocation_counter_start(void);
long allocation_counter_stop(void);
#endif
