// Namespaces: creating the child in fresh user, pid, net, mount, ipc, uts namespaces, and the
// parent's half of the user namespace (uid/gid maps).
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

// User namespace only: maps `uid` and `gid` 1:1 into `pid`'s namespace. pid 0: the calling
// process for itself, right after unshare(CLONE_NEWUSER) (sandbox_enter, non-root caller).
//  - kDeny: setgroups denied first, as an unprivileged writer must (a non-root server maps its
//    own ids; its supplementary groups stay, they are its own).
//  - kAllow: a privileged writer (root outside) maps the sandbox's ids and leaves setgroups
//    allowed, so that the child can drop root's supplementary groups itself (setgroups({}))
//    before it switches to uid/gid; once it clears its capabilities it can call setgroups no more.
// Logs each failed write with its path and errno.
enum class Setgroups { kDeny, kAllow };
Status WriteIdMaps(pid_t pid, uid_t uid, gid_t gid, Setgroups setgroups);

// sandbox_enter, root caller: unshare(CLONE_NEWUSER) for the calling process, with its maps
// written by a helper forked beforehand, which stays outside (root there) and exits once done;
// the namespace is made while privileged, so hosts that restrict unprivileged user namespaces
// do not apply. Maps uid/gid 1:1, setgroups allowed (kAllow). The caller must be
// single-threaded; it holds every capability in the new namespace on success.
Status UnshareUserNamespaceMappedByRoot(uid_t uid, gid_t gid);

// Child, uts namespace: sets the hostname to "warpgym-sandbox". Returns 0 or -1 with errno.
int SetSandboxHostname();

}  // namespace warpgym::sandbox
