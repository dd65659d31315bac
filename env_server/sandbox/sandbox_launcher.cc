#include "env_server/sandbox/sandbox_launcher.h"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <spdlog/spdlog.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "env_server/sandbox/child_error.h"
#include "env_server/sandbox/identity.h"
#include "env_server/sandbox/mounts.h"
#include "env_server/sandbox/namespaces.h"
#include "env_server/sandbox/rlimits.h"
#include "env_server/sandbox/syscall_filter.h"
#include "env_server/unique_fd.h"

namespace warpgym::sandbox {
namespace {

// Everything the child needs, built by the parent before the clone (the child may not allocate).
struct ChildPlans {
  MountPlan mounts;
  RlimitPlan rlimits;
  IdentityPlan identity;
  const SyscallFilter* filter;
  bool namespaces;
  int release_read, release_write, error_read, error_write;
  ExecFn exec;
  const void* context;
};

// --- Child side, in order. Each step exits through FailChild (a ChildError on the error pipe).
[[noreturn]] void Contain(const ChildPlans& p) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // cleared again by setuid; ExecChild sets it once more
  ::close(p.release_write);
  ::close(p.error_read);
  // 1. Wait for the parent's release byte: it has written our uid/gid maps (user namespace)
  //    and placed us in the call's cgroup, so nothing we start escapes the limits.
  char byte = 0;
  if (::read(p.release_read, &byte, 1) != 1) FailChild(p.error_write, ChildStep::kRelease, -1);
  ::close(p.release_read);
  if (p.namespaces) {
    // 2. Our own hostname (uts namespace).
    if (SetSandboxHostname() != 0) FailChild(p.error_write, ChildStep::kHostname, -1);
    // Our own cgroup namespace, rooted at the call's group: /proc/self/cgroup shows "/", not
    // the host's hierarchy (the server's group, other calls' names).
    if (::unshare(CLONE_NEWCGROUP) != 0) FailChild(p.error_write, ChildStep::kCgroupNs, -1);
    // 3. The private file-system view (mount namespace), while we still have privileges.
    //    Root server, user namespace: the kept paths opened as root, then the sandbox's uid/gid,
    //    keeping the namespace's capabilities for the rest (identity.h).
    const MountPlan& m = p.mounts;
    if (int i = ApplyMountPlan(m, 0, m.opened); i >= 0)
      FailChild(p.error_write, ChildStep::kMount, i);
    if (int i = ApplyIdentityOps(p.identity.after_opens); i >= 0)
      FailChild(p.error_write, ChildStep::kEarlyIdentity, i);
    if (int i = ApplyMountPlan(m, m.opened); i >= 0) FailChild(p.error_write, ChildStep::kMount, i);
  }
  // 4. Resource limits (raising nothing; root could, so before dropping identity).
  if (int i = ApplyRlimitPlan(p.rlimits); i >= 0) FailChild(p.error_write, ChildStep::kRlimit, i);
  // 5. Drop to the unprivileged identity; no new privileges from here on.
  if (int i = ApplyIdentityOps(p.identity.ops); i >= 0)
    FailChild(p.error_write, ChildStep::kIdentity, i);
  // 6. The seccomp filter (it needs the no_new_privs of step 5); inherited by what we exec.
  if (ApplySyscallFilter(*p.filter) != 0) FailChild(p.error_write, ChildStep::kSyscallFilter, -1);
  // 7. Descriptors, cwd, process group, exec. The error pipe is close-on-exec: its EOF tells
  //    the parent we got this far.
  p.exec(p.context);
  ::_exit(127);
}

std::string Describe(const ChildError& e, const ChildPlans& p) {
  auto at = [&](const auto& ops) -> std::string {
    return e.index >= 0 && static_cast<std::size_t>(e.index) < ops.size() ? ops[e.index].description
                                                                          : "?";
  };
  switch (e.step) {
    case ChildStep::kRelease:
      return "read(release pipe, 1)";
    case ChildStep::kEarlyIdentity:
      return at(p.identity.after_opens);
    case ChildStep::kHostname:
      return "sethostname(\"warpgym-sandbox\")";
    case ChildStep::kCgroupNs:
      return "unshare(CLONE_NEWCGROUP)";
    case ChildStep::kMount:
      return at(p.mounts.ops);
    case ChildStep::kRlimit:
      return at(p.rlimits.ops);
    case ChildStep::kIdentity:
      return at(p.identity.ops);
    case ChildStep::kSyscallFilter:
      return "prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER)";
    case ChildStep::kNone:
      break;
  }
  return "?";
}

Status Pipe(UniqueFd* read_end, UniqueFd* write_end) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    int err = errno;
    spdlog::error("sandbox: pipe2(O_CLOEXEC) failed: {}", std::strerror(err));
    return Status::ResourceExhausted(std::string("pipe2: ") + std::strerror(err));
  }
  *read_end = UniqueFd(fds[0]);
  *write_end = UniqueFd(fds[1]);
  return Status::Ok();
}

void KillAndReap(pid_t pid) {
  ::kill(pid, SIGKILL);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
}

}  // namespace

// --- Parent side, in order.
StatusOr<SandboxedProcess> Launch(const SandboxPolicy& policy, ExecFn exec, const void* context) {
  SandboxedProcess out;
  // 1. Plans for the child, built here because the child may not allocate.
  const StatusOr<SyscallFilter>& filter = DefaultSyscallFilter();
  if (!filter.ok()) {
    spdlog::error("sandbox: {}", filter.status().message());
    return filter.status();
  }
  UniqueFd release_r, release_w, error_r, error_w;
  if (Status s = Pipe(&release_r, &release_w); !s.ok()) return s;
  if (Status s = Pipe(&error_r, &error_w); !s.ok()) return s;
  ChildPlans plans{policy.namespaces ? MakeMountPlan(policy) : MountPlan{},
                   MakeRlimitPlan(policy.rlimits),
                   MakeIdentityPlan(policy),
                   &filter.value(),
                   policy.namespaces,
                   release_r.get(),
                   release_w.get(),
                   error_r.get(),
                   error_w.get(),
                   exec,
                   context};
  // 2. The call's cgroup, with its limits written.
  if (policy.cgroups &&
      (!policy.cgroups->pids_parent.empty() || !policy.cgroups->memory_parent.empty())) {
    StatusOr<CallCgroup> group = CallCgroup::Create(*policy.cgroups, policy.cgroup_limits);
    if (!group.ok()) return group.status();
    out.cgroup.emplace(std::move(group.value()));
  }
  // 3. Clone into fresh namespaces; the child runs Contain() and waits for step 6.
  const unsigned long flags = CloneFlags(policy);
  pid_t pid = CloneProcess(flags);
  if (pid < 0) {
    int err = errno;
    spdlog::error("sandbox: clone(flags={:#x}) failed: {}", flags, std::strerror(err));
    return Status::ResourceExhausted(std::string("clone: ") + std::strerror(err));
  }
  if (pid == 0) Contain(plans);
  release_r.Reset();
  error_w.Reset();
  // 4. User namespace (only the outside may write the maps): a root server maps the sandbox's
  //    uid/gid, which the child switches to; any other maps its own, setgroups denied.
  if (policy.user_namespace && policy.namespaces) {
    Status s = policy.change_identity ? WriteIdMaps(pid, policy.uid, policy.gid, Setgroups::kAllow)
                                      : WriteIdMaps(pid, ::getuid(), ::getgid(), Setgroups::kDeny);
    if (!s.ok()) {
      KillAndReap(pid);
      return s;
    }
  }
  // 5. Place the child in its cgroup before it can start anything.
  if (out.cgroup) {
    if (Status s = out.cgroup->AddProcess(pid); !s.ok()) {
      KillAndReap(pid);
      return s;
    }
  }
  // 6. Release it with one byte.
  if (::write(release_w.get(), "x", 1) != 1) {
    int err = errno;
    spdlog::error("sandbox: write(release pipe, 1) failed: {}", std::strerror(err));
    KillAndReap(pid);
    return Status::Internal(std::string("release: ") + std::strerror(err));
  }
  release_w.Reset();
  // 7. Wait for EOF on the error pipe (the child reached exec) or a ChildError.
  ChildError error;
  ssize_t got;
  do {
    got = ::read(error_r.get(), &error, sizeof error);
  } while (got < 0 && errno == EINTR);
  if (got == static_cast<ssize_t>(sizeof error)) {
    std::string call = Describe(error, plans);
    spdlog::error("sandbox: {} failed in the child: {}", call, std::strerror(error.err));
    KillAndReap(pid);
    return Status::Internal("sandbox setup failed: " + call + ": " + std::strerror(error.err));
  }
  out.pid = pid;
  return out;
}

namespace {
[[noreturn]] void ExecTrue(const void*) {
  int devnull = ::open("/dev/null", O_RDWR);
  if (devnull >= 0) {
    ::dup2(devnull, 0);
    ::dup2(devnull, 1);
    ::dup2(devnull, 2);
  }
  char arg0[] = "/bin/true";
  char* argv[] = {arg0, nullptr};
  char* envp[] = {nullptr};
  ::execve(arg0, argv, envp);
  ::_exit(127);
}
}  // namespace

Status ProbeSandbox(const SandboxPolicy& policy) {
  StatusOr<SandboxedProcess> child = Launch(policy, &ExecTrue, nullptr);
  if (!child.ok()) return child.status();
  int status = 0;
  while (::waitpid(child.value().pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    return Status::Internal("probe /bin/true ended with status " + std::to_string(status));
  }
  return Status::Ok();
}

}  // namespace warpgym::sandbox
