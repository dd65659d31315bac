// ChildError: how a sandboxed child that failed before exec tells its parent which step failed.
// The child may only make async-signal-safe calls, so it cannot log; it writes one ChildError
// to a close-on-exec pipe and exits. The parent reads it (EOF means exec succeeded) and logs
// the call, its arguments and errno from the plan it built. Plain data; no synchronisation.
#pragma once

#include <unistd.h>

#include <cerrno>

namespace warpgym::sandbox {

enum class ChildStep : int {
  kNone = 0,
  kRelease,        // reading the parent's release byte
  kEarlyIdentity,  // user namespace, root server: op `index` of IdentityPlan::after_opens
  kHostname,       // namespaces: sethostname
  kCgroupNs,       // namespaces: unshare(CLONE_NEWCGROUP), once placed in the call's cgroup
  kMount,          // mounts: op `index` of the MountPlan
  kRlimit,         // rlimits: op `index` of the RlimitPlan
  kIdentity,       // identity: op `index` of IdentityPlan::ops
  kSyscallFilter,  // the seccomp filter
};

struct ChildError {
  ChildStep step = ChildStep::kNone;
  int index = -1;
  int err = 0;
};

// Child side: reports the failure on `fd` and exits with 125. Async-signal-safe.
[[noreturn]] inline void FailChild(int fd, ChildStep step, int index) {
  ChildError e{step, index, errno};
  [[maybe_unused]] ssize_t w = ::write(fd, &e, sizeof e);
  ::_exit(125);
}

}  // namespace warpgym::sandbox
