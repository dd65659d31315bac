#include "env_server/sandbox/namespaces.h"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "env_server/sandbox/files.h"

namespace warpgym::sandbox {
namespace {
std::string Errno(const std::string& call) {
  return call + ": " + std::strerror(errno);
}
}  // namespace

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

Status WriteIdMaps(pid_t pid, uid_t uid, gid_t gid, Setgroups setgroups) {
  const std::string proc = pid == 0 ? std::string("/proc/self") : "/proc/" + std::to_string(pid);
  if (setgroups == Setgroups::kDeny) {
    if (Status s = WriteTextFile(proc + "/setgroups", "deny"); !s.ok()) return s;
  }
  if (Status s =
          WriteTextFile(proc + "/uid_map", std::to_string(uid) + " " + std::to_string(uid) + " 1");
      !s.ok())
    return s;
  return WriteTextFile(proc + "/gid_map", std::to_string(gid) + " " + std::to_string(gid) + " 1");
}

Status UnshareUserNamespaceMappedByRoot(uid_t uid, gid_t gid) {
  int go[2];
  if (::pipe2(go, O_CLOEXEC) != 0) return Status::Internal(Errno("pipe2(O_CLOEXEC)"));
  const pid_t self = ::getpid();
  const pid_t helper = ::fork();
  if (helper < 0) {
    std::string e = Errno("fork() (the id-map helper)");
    ::close(go[0]);
    ::close(go[1]);
    return Status::Internal(e);
  }
  if (helper == 0) {  // single-threaded copy: allocating is fine; exits with 0 or the errno
    ::close(go[1]);
    char byte = 0;
    if (::read(go[0], &byte, 1) != 1) ::_exit(ECANCELED);
    errno = 0;
    Status s = WriteIdMaps(self, uid, gid, Setgroups::kAllow);
    ::_exit(s.ok() ? 0 : (errno != 0 ? errno : EPERM));
  }
  ::close(go[0]);
  std::string failed;
  if (::unshare(CLONE_NEWUSER) != 0) failed = Errno("unshare(CLONE_NEWUSER)");
  if (failed.empty() && ::write(go[1], "x", 1) != 1) failed = Errno("write(id-map helper pipe)");
  ::close(go[1]);  // EOF ends the helper when unshare failed
  int status = 0;
  while (::waitpid(helper, &status, 0) < 0 && errno == EINTR) {
  }
  if (!failed.empty()) return Status::Internal(failed);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    return Status::Internal(
        "writing uid_map/gid_map \"" + std::to_string(uid) + " " + std::to_string(uid) +
        " 1\" of pid " + std::to_string(self) + " from outside failed: " +
        (WIFEXITED(status) ? std::strerror(WEXITSTATUS(status)) : "helper killed by a signal"));
  }
  return Status::Ok();
}

int SetSandboxHostname() {
  static constexpr char kName[] = "warpgym-sandbox";
  return ::sethostname(kName, sizeof kName - 1);
}

}  // namespace warpgym::sandbox
