#ifndef CPROCESSCONTROL_SHIM_H
#define CPROCESSCONTROL_SHIM_H

#ifdef __linux__
#include <sys/prctl.h>
#endif

/// Asks the kernel to send `signal` to this process when the thread that started it exits, so a
/// helper never outlives the command waiting for it. prctl is variadic, which Swift cannot call.
/// Returns 0 on success and -1 where the system has no such request (anything but Linux).
static inline int cprocess_signal_on_parent_death(int signal) {
#ifdef __linux__
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
#else
    (void)signal;
    return -1;
#endif
}

#endif
