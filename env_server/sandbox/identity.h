// Identity: who a sandboxed process runs as, and with which capabilities (none).
//  - Root server: setgroups({}), setresgid(gid), setresuid(uid) to a dedicated unprivileged uid
//    (default 65534); changing from uid 0 to a non-zero uid clears every capability. With a user
//    namespace (uid/gid mapped 1:1 by root outside) the switch comes early (`after_opens`):
//    once the kept paths are open (as root: a cache under a 0700 home stays reachable) and
//    before anything is created. The namespace's root is unmapped, so the switch keeps the
//    namespace's capabilities for the mounts, and every file the mounts create belongs to a
//    mapped id (an unmapped creator gets EOVERFLOW).
//  - Non-root server: the server's uid mapped 1:1 into a fresh user namespace (the parent, or
//    sandbox_enter for itself, writes the maps; see namespaces.h).
//  In both, in order: the capability bounding set emptied first (while CAP_SETPCAP is still
//  held), then the uid change, then every capability set cleared (effective, permitted,
//  inheritable, ambient) and PR_SET_NO_NEW_PRIVS, so setuid binaries and file capabilities grant
//  nothing. Clearing matters for sandbox_enter, which never execs: in a user namespace the
//  process would otherwise keep CAP_SYS_ADMIN there and could unmount what hides the workdir.
// MakeIdentityPlan runs in the parent before the clone; ApplyIdentityPlan in the child
// (async-signal-safe), after mounts and rlimits, which still need privileges.
#pragma once

#include <string>
#include <vector>

#include "env_server/sandbox/policy.h"

namespace warpgym::sandbox {

struct IdentityOp {
  enum class Kind {
    kDropBoundingSet,
    kSetgroups,
    kSetgid,
    kSetuid,
    kClearCapabilities,
    kNoNewPrivs
  } kind;
  unsigned id = 0;
  std::string description;
};

struct IdentityPlan {
  std::vector<IdentityOp> after_opens;  // root server with a user namespace: the id switch
  std::vector<IdentityOp> ops;          // after mounts and rlimits
};

IdentityPlan MakeIdentityPlan(const SandboxPolicy& policy);

// Child: returns -1 on success, else the index of the failed op (errno set).
int ApplyIdentityOps(const std::vector<IdentityOp>& ops);

}  // namespace warpgym::sandbox
