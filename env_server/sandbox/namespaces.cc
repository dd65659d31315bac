#include "env_server/sandbox/namespaces.h"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <spdlog/spdlog.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

namespace warpgym::sandbox {
namespace {

Status WriteProcFile(const std::string& path, const std::string& text) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) {
    int err = errno;
    spdlog::error("sandbox: open(\"{}\", O_WRONLY) failed: {}", path, std::strerror(err));
    return Status::Internal("open " + path + ": " + std::strerror(err));
  }
  ssize_t w = ::write(fd, text.data(), text.size());
  int err = errno;
  ::close(fd);
  if (w != static_cast<ssize_t>(text.size())) {
    spdlog::error("sandbox: write(\"{}\", \"{}\") failed: {}", path, text, std::strerror(err));
    return Status::Internal("write " + path + ": " + std::strerror(err));
  }
  return Status::Ok();
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
  return static_cast<pid_t>(::syscall(SYS_clone, flags | SIGCHLD, nullptr, nullptr, nullptr, nullptr));
}

Status WriteIdMaps(pid_t pid, uid_t uid, gid_t gid) {
  const std::string proc = "/proc/" + std::to_string(pid);
  if (Status s = WriteProcFile(proc + "/setgroups", "deny"); !s.ok()) return s;
  if (Status s = WriteProcFile(proc + "/uid_map", std::to_string(uid) + " " + std::to_string(uid) + " 1"); !s.ok()) return s;
  return WriteProcFile(proc + "/gid_map", std::to_string(gid) + " " + std::to_string(gid) + " 1");
}

int SetSandboxHostname() {
  static constexpr char kName[] = "warpgym-sandbox";
  return ::sethostname(kName, sizeof kName - 1);
}

}  // namespace warpgym::sandbox
