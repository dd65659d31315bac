// Identity: who a sandboxed command runs as.
//  - Root server: setgroups({}), setresgid(gid), setresuid(uid) to a dedicated unprivileged uid
//    (default 65534); changing from uid 0 to a non-zero uid clears every capability.
//  - Non-root server: the server's uid mapped 1:1 into a fresh user namespace (the parent writes
//    the maps, see namespaces.h); a non-zero uid loses all capabilities at execve.
//  In both, PR_SET_NO_NEW_PRIVS, so setuid binaries and file capabilities grant nothing.
// MakeIdentityPlan runs in the parent before the clone; ApplyIdentityPlan in the child
// (async-signal-safe), after mounts and rlimits, which still need privileges.
#pragma once

#include <string>
#include <vector>

#include "env_server/sandbox/policy.h"

namespace warpgym::sandbox {

struct IdentityOp {
  enum class Kind { kSetgroups, kSetgid, kSetuid, kNoNewPrivs } kind;
  unsigned id = 0;
  std::string description;
};

struct IdentityPlan {
  std::vector<IdentityOp> ops;
};

IdentityPlan MakeIdentityPlan(const SandboxPolicy& policy);

// Child: returns -1 on success, else the index of the failed op (errno set).
int ApplyIdentityPlan(const IdentityPlan& plan);

}  // namespace warpgym::sandbox
