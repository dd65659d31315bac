#include "env_server/sandbox/namespaces.h"

#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <string>

#include "env_server/sandbox/files.h"

namespace warpgym::sandbox {

unsigned long CloneFlags(const SandboxPolicy& policy) {
  if (!policy.namespaces) return 0;
  unsigned long flags = CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS;
  if (policy.user_namespace) flags |= CLONE_NEWUSER;
  return flags;
}

pid_t CloneProcess(unsigned long flags) {
  // With a null stack, clone behaves like fork: the child continues on a copy of this stack.
  return static_cast<pid_t>(
      ::syscall(SYS_clone, flags | SIGCHLD, nullptr, nullptr, nullptr, nullptr));
}

Status WriteIdMaps(pid_t pid, uid_t uid, gid_t gid) {
  const std::string proc = pid == 0 ? std::string("/proc/self") : "/proc/" + std::to_string(pid);
  if (Status s = WriteTextFile(proc + "/setgroups", "deny"); !s.ok()) return s;
  if (Status s =
          WriteTextFile(proc + "/uid_map", std::to_string(uid) + " " + std::to_string(uid) + " 1");
      !s.ok())
    return s;
  return WriteTextFile(proc + "/gid_map", std::to_string(gid) + " " + std::to_string(gid) + " 1");
}

int SetSandboxHostname() {
  static constexpr char kName[] = "warpgym-sandbox";
  return ::sethostname(kName, sizeof kName - 1);
}

}  // namespace warpgym::sandbox
