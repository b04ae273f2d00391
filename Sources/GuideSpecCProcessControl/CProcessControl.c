/* posix_spawn_file_actions_addclosefrom_np is a GNU extension. */
#define _GNU_SOURCE
#include "CProcessControl.h"

#include <errno.h>
#include <spawn.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

int guidespec_become_child_subreaper(void) {
#ifdef PR_SET_CHILD_SUBREAPER
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 ? 0 : -1;
#else
    return -1;
#endif
}

int guidespec_is_child_subreaper(void) {
#ifdef PR_GET_CHILD_SUBREAPER
    int reaper = 0;
    return prctl(PR_GET_CHILD_SUBREAPER, &reaper, 0, 0, 0) == 0 && reaper != 0 ? 1 : 0;
#else
    return 0;
#endif
}

/* The descriptor the handler writes to; set before any handler is installed. */
static volatile sig_atomic_t forward_descriptor = -1;

/* Async-signal-safe: one write(2) of one byte, errno preserved. */
static void forward_signal(int signal_number) {
    int saved = errno;
    unsigned char byte = (unsigned char)signal_number;
    if (forward_descriptor >= 0) {
        ssize_t written = write(forward_descriptor, &byte, 1);
        (void)written;
    }
    errno = saved;
}

int guidespec_forward_termination_signals(int fd) {
    static const int signals[] = {SIGINT, SIGTERM, SIGHUP};
    forward_descriptor = fd;
    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (size_t index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction previous;
        if (sigaction(signals[index], NULL, &previous) != 0) return -1;
        if (previous.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = forward_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        if (sigaction(signals[index], &action, NULL) != 0) return -1;
        sigaddset(&unblocked, signals[index]);
    }
    /* A parent may have started us with these signals blocked (a test runner's worker thread does): take them. */
    return pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL) == 0 ? 0 : -1;
}

int guidespec_spawn_actions_close_from(void *actions, int lowest) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, lowest);
#else
    (void)actions;
    (void)lowest;
    return ENOSYS;
#endif
}
