#include "env_server/sandbox/identity.h"

#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace warpgym::sandbox {

IdentityPlan MakeIdentityPlan(const SandboxPolicy& policy) {
  IdentityPlan plan;
  using K = IdentityOp::Kind;
  if (policy.change_identity) {
    const std::string g = std::to_string(policy.gid), u = std::to_string(policy.uid);
    plan.ops.push_back({K::kSetgroups, 0, "setgroups(0, NULL)"});
    plan.ops.push_back({K::kSetgid, policy.gid, "setresgid(" + g + ", " + g + ", " + g + ")"});
    plan.ops.push_back({K::kSetuid, policy.uid, "setresuid(" + u + ", " + u + ", " + u + ")"});
  }
  plan.ops.push_back({K::kNoNewPrivs, 0, "prctl(PR_SET_NO_NEW_PRIVS, 1)"});
  return plan;
}

// Raw syscalls, not the glibc wrappers: the child comes from a raw clone of a threaded process,
// and glibc's set*id wrappers would try to signal threads that exist only in the parent.
int ApplyIdentityPlan(const IdentityPlan& plan) {
  for (std::size_t i = 0; i < plan.ops.size(); ++i) {
    const IdentityOp& op = plan.ops[i];
    int rc = 0;
    switch (op.kind) {
      case IdentityOp::Kind::kSetgroups: rc = static_cast<int>(::syscall(SYS_setgroups, 0, nullptr)); break;
      case IdentityOp::Kind::kSetgid: rc = static_cast<int>(::syscall(SYS_setresgid, op.id, op.id, op.id)); break;
      case IdentityOp::Kind::kSetuid: rc = static_cast<int>(::syscall(SYS_setresuid, op.id, op.id, op.id)); break;
      case IdentityOp::Kind::kNoNewPrivs: rc = ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); break;
    }
    if (rc != 0) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace warpgym::sandbox
