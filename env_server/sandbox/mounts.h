// Mounts: the sandbox's private view of the file system, built inside a fresh mount namespace.
//   1. every mount private (nothing propagates back to the host)
//   2. the whole tree read-only (mount_setattr, recursive), unless the policy says otherwise
//   3. a private tmpfs on /tmp
//   4. each hidden dir (the server's workdir: other episodes, trajectories, caches) covered by
//      an empty tmpfs
//   5. the workspace bound back at its own path, writable, nosuid, nodev
//   6. each protected file bound onto itself read-only, so it can be neither written,
//      chmod-ed, removed nor renamed over
//   7. a fresh /proc that shows only the sandbox's pid namespace
// MakeMountPlan runs in the parent before the clone (it allocates); ApplyMountPlan runs in the
// child and makes only async-signal-safe calls. A plan is immutable once made.
#pragma once

#include <string>
#include <vector>

#include "env_server/sandbox/policy.h"

namespace warpgym::sandbox {

struct MountOp {
  enum class Kind { kOpenWorkspace, kMkdir, kMount, kReadOnlyTree } kind;
  std::string source, target, fstype, data;
  unsigned long flags = 0;
  std::string description;  // the call and its arguments, for the parent's log
};

struct MountPlan {
  std::vector<MountOp> ops;
};

MountPlan MakeMountPlan(const SandboxPolicy& policy);

// Child: runs the ops in order. Returns -1 on success, else the index of the failed op (errno set).
int ApplyMountPlan(const MountPlan& plan);

}  // namespace warpgym::sandbox
