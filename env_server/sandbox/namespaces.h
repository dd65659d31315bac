// Namespaces: creating the child in fresh pid, net, mount, ipc, uts (and, for a non-root
// server, user) namespaces, and the parent's half of a user namespace (uid/gid maps).
// The child is PID 1 of its pid namespace, so when it dies the kernel kills every process in
// that namespace, including ones that called setsid(). A fresh net namespace has only a
// loopback that is down: no address, the server's included, is reachable.
// Free functions, no state; safe from any thread.
#pragma once

#include <sys/types.h>

#include "env_server/sandbox/policy.h"
#include "shared/status.h"

namespace warpgym::sandbox {

// clone(2) flags for the policy (0 when namespaces are off).
unsigned long CloneFlags(const SandboxPolicy& policy);

// fork(2) with `flags` added, by the raw clone syscall. Returns the pid in the parent, 0 in
// the child, -1 with errno on failure. The child may only make async-signal-safe calls.
pid_t CloneProcess(unsigned long flags);

// User namespace only: maps `uid` and `gid` 1:1 into `pid`'s namespace (setgroups denied).
// Launch: the parent for its child. pid 0: the calling process for itself, right after
// unshare(CLONE_NEWUSER) (sandbox_enter). Logs each failed write with its path and errno.
Status WriteIdMaps(pid_t pid, uid_t uid, gid_t gid);

// Child, uts namespace: sets the hostname to "warpgym-sandbox". Returns 0 or -1 with errno.
int SetSandboxHostname();

}  // namespace warpgym::sandbox
