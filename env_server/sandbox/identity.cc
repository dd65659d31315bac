#include "env_server/sandbox/identity.h"

#include <linux/capability.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

namespace warpgym::sandbox {

IdentityPlan MakeIdentityPlan(const SandboxPolicy& policy) {
  IdentityPlan plan;
  using K = IdentityOp::Kind;
  plan.ops.push_back({K::kDropBoundingSet, 0, "prctl(PR_CAPBSET_DROP, 0..63)"});
  if (policy.change_identity) {
    const std::string g = std::to_string(policy.gid), u = std::to_string(policy.uid);
    std::vector<IdentityOp>& ids =
        policy.user_namespace && policy.namespaces ? plan.after_opens : plan.ops;
    ids.push_back({K::kSetgroups, 0, "setgroups(0, NULL)"});
    ids.push_back({K::kSetgid, policy.gid, "setresgid(" + g + ", " + g + ", " + g + ")"});
    ids.push_back({K::kSetuid, policy.uid, "setresuid(" + u + ", " + u + ", " + u + ")"});
  }
  plan.ops.push_back({K::kClearCapabilities, 0, "capset(all 0) + prctl(PR_CAP_AMBIENT_CLEAR_ALL)"});
  plan.ops.push_back({K::kNoNewPrivs, 0, "prctl(PR_SET_NO_NEW_PRIVS, 1)"});
  return plan;
}

namespace {

// Without CAP_SETPCAP (a non-root server without namespaces) the bounding set cannot shrink;
// that is harmless: with no_new_privs no exec can raise capabilities from it.
int DropBoundingSet() {
  for (int cap = 0; cap < 64; ++cap) {
    if (::prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0) {
      if (errno == EINVAL) break;  // past the kernel's last capability
      if (errno == EPERM) return 0;
      return -1;
    }
  }
  return 0;
}

int ClearCapabilities() {
  __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
  __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3] = {};
  if (::syscall(SYS_capset, &header, data) != 0) return -1;
  if (::prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0 && errno != EINVAL) return -1;
  return 0;
}

}  // namespace

// Raw syscalls, not the glibc wrappers: the child comes from a raw clone of a threaded process,
// and glibc's set*id wrappers would try to signal threads that exist only in the parent.
int ApplyIdentityOps(const std::vector<IdentityOp>& ops) {
  for (std::size_t i = 0; i < ops.size(); ++i) {
    const IdentityOp& op = ops[i];
    int rc = 0;
    switch (op.kind) {
      case IdentityOp::Kind::kDropBoundingSet:
        rc = DropBoundingSet();
        break;
      case IdentityOp::Kind::kSetgroups:
        rc = static_cast<int>(::syscall(SYS_setgroups, 0, nullptr));
        break;
      case IdentityOp::Kind::kSetgid:
        rc = static_cast<int>(::syscall(SYS_setresgid, op.id, op.id, op.id));
        break;
      case IdentityOp::Kind::kSetuid:
        rc = static_cast<int>(::syscall(SYS_setresuid, op.id, op.id, op.id));
        break;
      case IdentityOp::Kind::kClearCapabilities:
        rc = ClearCapabilities();
        break;
      case IdentityOp::Kind::kNoNewPrivs:
        rc = ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
        break;
    }
    if (rc != 0) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace warpgym::sandbox
