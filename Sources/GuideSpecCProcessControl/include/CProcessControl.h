#ifndef GUIDESPEC_CPROCESSCONTROL_H
#define GUIDESPEC_CPROCESSCONTROL_H

/// Makes the calling process the reaper of its orphaned descendants (Linux `PR_SET_CHILD_SUBREAPER`); 0 on success, -1 elsewhere.
int guidespec_become_child_subreaper(void);

/// 1 when the calling process is the reaper of its orphaned descendants (Linux `PR_GET_CHILD_SUBREAPER`), 0 otherwise.
int guidespec_is_child_subreaper(void);

/// Catches SIGINT, SIGTERM and SIGHUP, writing each signal's number as one byte to `fd`, and unblocks them on the calling
/// thread; a signal ignored on entry stays ignored. Returns 0 on success, -1 when a handler cannot be installed.
int guidespec_forward_termination_signals(int fd);

/// Adds to `actions` (a `posix_spawn_file_actions_t *`) the closing, in the child, of every descriptor from `lowest` up
/// (glibc's `posix_spawn_file_actions_addclosefrom_np`, 2.34 and later); 0 on success, else an error number (ENOSYS
/// where the C library has no such action).
int guidespec_spawn_actions_close_from(void *actions, int lowest);

#endif
