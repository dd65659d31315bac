#include "env_server/sandbox/enter.h"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "env_server/sandbox/cgroup.h"
#include "env_server/sandbox/identity.h"
#include "env_server/sandbox/mounts.h"
#include "env_server/sandbox/namespaces.h"
#include "env_server/sandbox/rlimits.h"
#include "env_server/sandbox/syscall_filter.h"
#include "env_server/sandbox/system_root.h"

namespace warpgym::sandbox {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// --- Parsing ------------------------------------------------------------------------------------

struct ParseError {
  std::string message;
};

[[noreturn]] void Fail(const std::string& key, const std::string& why) {
  throw ParseError{key + ": " + why};
}

bool Bool(const json& v, const std::string& key) {
  if (!v.is_boolean()) Fail(key, "must be a bool");
  return v.get<bool>();
}

std::uint64_t Uint(const json& v, const std::string& key) {
  if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<std::int64_t>() >= 0)) {
    Fail(key, "must be a non-negative integer");
  }
  return v.get<std::uint64_t>();
}

std::int64_t Int(const json& v, const std::string& key) {
  if (!v.is_number_integer()) Fail(key, "must be an integer");
  return v.get<std::int64_t>();
}

std::string String(const json& v, const std::string& key) {
  if (!v.is_string()) Fail(key, "must be a string");
  return v.get<std::string>();
}

// An absolute path that exists, canonicalised (mounts are made at the real path, and the
// shallowest-first order compares real paths).
fs::path ExistingPath(const json& v, const std::string& key) {
  std::string s = String(v, key);
  if (s.empty() || s[0] != '/') Fail(key, "\"" + s + "\" is not an absolute path");
  std::error_code ec;
  fs::path p = fs::canonical(s, ec);
  if (ec) Fail(key, "\"" + s + "\": " + ec.message());
  return p;
}

std::vector<fs::path> PathList(const json& v, const std::string& key) {
  if (!v.is_array()) Fail(key, "must be a list of paths");
  std::vector<fs::path> out;
  for (std::size_t i = 0; i < v.size(); ++i)
    out.push_back(ExistingPath(v[i], key + "[" + std::to_string(i) + "]"));
  return out;
}

// A cgroup name or parent: components of [A-Za-z0-9._-], no "." or ".." (it ends up in a path).
std::string GroupName(const json& v, const std::string& key, bool allow_slash) {
  std::string s = String(v, key);
  if (s.empty()) Fail(key, "must not be empty");
  std::string component;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || (allow_slash && s[i] == '/')) {
      if (component.empty() || component == "." || component == "..")
        Fail(key, "\"" + s + "\" is not a valid group name");
      component.clear();
      continue;
    }
    char c = s[i];
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-')) {
      Fail(key, "\"" + s + "\" is not a valid group name");
    }
    component += c;
  }
  return s;
}

template <typename Fn>
void ForEachKey(const json& obj, const std::string& where, Fn fn) {
  if (!obj.is_object()) Fail(where, "must be an object");
  for (auto it = obj.begin(); it != obj.end(); ++it) fn(it.key(), it.value());
}

RlimitPolicy ParseRlimits(const json& v) {
  RlimitPolicy r;
  ForEachKey(v, "rlimits", [&](const std::string& k, const json& x) {
    const std::string key = "rlimits." + k;
    if (k == "cpu_seconds")
      r.cpu_seconds = Uint(x, key);
    else if (k == "file_size_bytes")
      r.file_size_bytes = Uint(x, key);
    else if (k == "processes")
      r.processes = Uint(x, key);
    else if (k == "open_files")
      r.open_files = Uint(x, key);
    else
      Fail(key, "unknown key");
  });
  return r;
}

EnterCgroup ParseCgroup(const json& v) {
  EnterCgroup c;
  ForEachKey(v, "cgroup", [&](const std::string& k, const json& x) {
    const std::string key = "cgroup." + k;
    if (k == "root")
      c.root = ExistingPath(x, key);
    else if (k == "parent")
      c.parent = GroupName(x, key, true);
    else if (k == "name")
      c.name = GroupName(x, key, false);
    else if (k == "pids_max")
      c.limits.pids_max = Int(x, key);
    else if (k == "memory_bytes")
      c.limits.memory_bytes = Int(x, key);
    else if (k == "cpu_cores") {
      if (!x.is_number() || !(x.get<double>() > 0) || x.get<double>() > 4096)
        Fail(key, "must be a number of cores above 0");
      c.limits.cpu_cores = x.get<double>();
    } else if (k == "background")
      c.limits.background = Bool(x, key);
    else if (k == "cpu_group")
      c.limits.cpu_group = Bool(x, key);
    else if (k == "required")
      c.required = Bool(x, key);
    else
      Fail(key, "unknown key");
  });
  if (c.name.empty()) Fail("cgroup.name", "is required");
  if (c.limits.pids_max < 2)
    Fail("cgroup.pids_max", "must be at least 2 (the intermediate and the inner process)");
  if (c.limits.memory_bytes <= 0) Fail("cgroup.memory_bytes", "must be positive");
  if (!c.limits.cpu_group && (c.limits.cpu_cores > 0 || c.limits.background))
    Fail("cgroup.cpu_group", "false leaves the cpu controller alone: no cpu_cores or background");
  return c;
}

EnterPolicy ParseOrThrow(std::string_view text, uid_t euid, bool cgroup_only) {
  json doc = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded()) Fail("policy", "not valid JSON");
  EnterPolicy out;
  if (cgroup_only) {
    if (!doc.is_object()) Fail("policy", "must be an object");
    if (doc.contains("cgroup")) out.cgroup = ParseCgroup(doc["cgroup"]);
    return out;
  }
  SandboxPolicy& p = out.sandbox;
  p.namespaces = true;
  p.workspace_writable = false;
  std::optional<bool> user_ns;
  std::optional<fs::path> cwd;
  bool has_uid = false;
  ForEachKey(doc, "policy", [&](const std::string& k, const json& x) {
    if (k == "workspace")
      p.workspace = ExistingPath(x, k);
    else if (k == "workspace_writable")
      p.workspace_writable = Bool(x, k);
    else if (k == "writable_dirs")
      p.writable_dirs = PathList(x, k);
    else if (k == "read_only_paths")
      p.read_only_paths = PathList(x, k);
    else if (k == "hidden_dirs")
      p.hidden_dirs = PathList(x, k);
    else if (k == "read_only_root")
      p.read_only_root = Bool(x, k);
    else if (k == "minimal_root")
      p.minimal_root = Bool(x, k);
    else if (k == "system_paths")
      p.system_paths = PathList(x, k);
    else if (k == "tmp_size_bytes")
      p.tmp_size_bytes = Uint(x, k);
    else if (k == "cwd")
      cwd = ExistingPath(x, k);
    else if (k == "private_dev")
      p.private_dev = Bool(x, k);
    else if (k == "dev_dir")
      p.dev_dir = ExistingPath(x, k);
    else if (k == "gpu_devices") {
      if (!x.is_array()) Fail(k, "must be a list of device numbers");
      for (std::size_t i = 0; i < x.size(); ++i) {
        std::uint64_t n = Uint(x[i], k + "[" + std::to_string(i) + "]");
        if (n > 4095) Fail(k, "device number " + std::to_string(n) + " out of range");
        p.gpu_devices.push_back(static_cast<unsigned>(n));
      }
    } else if (k == "shm_size_bytes")
      p.shm_size_bytes = Uint(x, k);
    else if (k == "user_namespace")
      user_ns = Bool(x, k);
    else if (k == "uid") {
      p.uid = static_cast<uid_t>(Uint(x, k));
      has_uid = true;
    } else if (k == "gid") {
      p.gid = static_cast<gid_t>(Uint(x, k));
      has_uid = true;
    } else if (k == "rlimits")
      p.rlimits = ParseRlimits(x);
    else if (k == "cgroup")
      out.cgroup = ParseCgroup(x);
    else if (k == "network") {
      if (Bool(x, k))
        Fail(k, "must be false: the sandbox always has its own, empty network namespace");
    } else if (k == "keep_fds") {
      if (!x.is_array()) Fail(k, "must be a list of descriptors");
      for (std::size_t i = 0; i < x.size(); ++i) {
        std::uint64_t fd = Uint(x[i], k + "[" + std::to_string(i) + "]");
        if (fd >= static_cast<std::uint64_t>(kFirstKeptFd))
          Fail(k, "descriptor " + std::to_string(fd) + " >= 1000");
        out.keep_fds.push_back(static_cast<int>(fd));
      }
    } else if (k == "keep_shared_memory") {
      out.keep_shared_memory = Bool(x, k);
    } else {
      Fail(k, "unknown key");
    }
  });
  const bool root = euid == 0;
  p.user_namespace = user_ns.value_or(true);
  if (!root && !p.user_namespace)
    Fail("user_namespace", "must be true for a non-root caller (mounts need it)");
  p.change_identity = root;
  if (root && (p.uid == 0 || p.gid == 0)) Fail("uid", "uid and gid must not be 0");
  if (!root) {
    if (has_uid && (p.uid != ::getuid() || p.gid != ::getgid())) {
      Fail("uid", "a non-root caller keeps its own uid and gid (" + std::to_string(::getuid()) +
                      ":" + std::to_string(::getgid()) + ")");
    }
    p.uid = ::getuid();
    p.gid = ::getgid();
  }
  p.cwd = cwd.value_or(p.workspace.empty() ? fs::path("/") : p.workspace);
  if (p.minimal_root) {
    std::vector<fs::path> extra = p.system_paths;
    if (!p.gpu_devices.empty()) extra.push_back("/sys");  // the CUDA driver reads the PCI tree
    p.system_paths = HostSystemPaths(extra);
  }
  return out;
}

// --- Entering -----------------------------------------------------------------------------------

Status Errno(const std::string& call) {
  int err = errno;
  return Status::Internal(call + " failed: " + std::strerror(err));
}

int CountThreads() {
  std::error_code ec;
  int n = 0;
  for (fs::directory_iterator it("/proc/self/task", ec), end; !ec && it != end; it.increment(ec))
    ++n;
  return ec ? -1 : n;
}

// The intermediate: waits for the inner process and ends the way it ended.
[[noreturn]] void Mirror(pid_t inner) {
  for (int sig : {SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE})
    ::signal(sig, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  int status = 0;
  while (::waitpid(inner, &status, 0) < 0) {
    if (errno != EINTR) ::_exit(125);
  }
  if (WIFEXITED(status)) ::_exit(WEXITSTATUS(status));
  const int sig = WIFSIGNALED(status) ? WTERMSIG(status) : SIGKILL;
  struct rlimit no_core {
    0, 0
  };
  ::setrlimit(RLIMIT_CORE, &no_core);
  ::signal(sig, SIG_DFL);
  ::kill(::getpid(), sig);
  ::_exit(128 + sig);
}

// Memory shared with the caller's parent (a fork server running unconfined): MAP_SHARED
// mappings that are or may become writable ("sh" and "mw" in /proc/self/smaps VmFlags) would
// let the candidate write into that process. Unmapped, unless the policy keeps them.
Status UnmapSharedWritable(std::string* note) {
  std::ifstream in("/proc/self/smaps");
  if (!in) return Errno("open(\"/proc/self/smaps\")");
  struct Range {
    unsigned long start = 0, end = 0;
    std::string line;
  };
  std::vector<Range> doomed;
  Range current;
  for (std::string line; std::getline(in, line);) {
    const std::size_t dash = line.find('-'), space = line.find(' ');
    if (dash != std::string::npos && dash < space &&
        std::isxdigit(static_cast<unsigned char>(line[0]))) {
      current = {std::stoul(line.substr(0, dash), nullptr, 16),
                 std::stoul(line.substr(dash + 1, space - dash - 1), nullptr, 16), line};
      continue;
    }
    if (line.rfind("VmFlags:", 0) != 0) continue;
    const std::string flags = line.substr(8) + " ";
    if (flags.find(" sh ") != std::string::npos && flags.find(" mw ") != std::string::npos)
      doomed.push_back(current);
  }
  for (const Range& r : doomed) {
    if (::munmap(reinterpret_cast<void*>(r.start), r.end - r.start) != 0)
      return Errno("munmap(" + r.line + ")");
  }
  if (!doomed.empty())
    *note += std::to_string(doomed.size()) + " writable shared mapping(s) unmapped; ";
  return Status::Ok();
}

template <typename Plan>
std::string OpDescription(const Plan& plan, int index) {
  return index >= 0 && static_cast<std::size_t>(index) < plan.ops.size()
             ? plan.ops[index].description
             : "?";
}

// The inner process, steps 5a-5f of sandbox_enter.h. Returns Ok once contained.
Status ContainInner(const EnterPolicy& policy, const MountPlan& mounts, const RlimitPlan& rlimits,
                    const IdentityPlan& identity, const SyscallFilter& filter, int parent_alive_fd,
                    std::string* note) {
  if (::setsid() < 0) return Errno("setsid()");
  if (!policy.keep_shared_memory) {
    if (Status s = UnmapSharedWritable(note); !s.ok()) return s;
  }
  if (SetSandboxHostname() != 0) return Errno("sethostname(\"warpgym-sandbox\")");
  if (int i = ApplyMountPlan(mounts, 0, mounts.opened); i >= 0)
    return Errno(OpDescription(mounts, i));
  if (int i = ApplyIdentityOps(identity.after_opens); i >= 0)
    return Errno(identity.after_opens[static_cast<std::size_t>(i)].description);
  if (int i = ApplyMountPlan(mounts, mounts.opened); i >= 0) return Errno(OpDescription(mounts, i));
  if (int i = ApplyRlimitPlan(rlimits); i >= 0) return Errno(OpDescription(rlimits, i));
  if (int i = ApplyIdentityOps(identity.ops); i >= 0) return Errno(OpDescription(identity, i));
  // A uid change cleared the parent-death signal: set it again, then make sure the intermediate
  // did not die before that (it holds the other end of this pipe; its exit closes it).
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return Errno("prctl(PR_SET_PDEATHSIG, SIGKILL)");
  // It also made us non-dumpable, which an exec would have undone (Launch): /proc/self/* would
  // stay root's and the candidate could not read its own maps or list its fds. Nothing outside
  // the pid namespace of the same uid can address us anyway.
  if (::prctl(PR_SET_DUMPABLE, 1) != 0) return Errno("prctl(PR_SET_DUMPABLE, 1)");
  struct pollfd pfd {
    parent_alive_fd, POLLIN, 0
  };
  if (::poll(&pfd, 1, 0) != 0)
    return Status::Internal("the intermediate process ended during set-up");
  ::close(parent_alive_fd);
  // Descriptors inherited from the caller (a socket to the server, a directory outside the
  // sandbox usable with openat, ...): only 0-2 and keep_fds survive.
  std::set<int> keep(policy.keep_fds.begin(), policy.keep_fds.end());
  keep.insert({0, 1, 2});
  int from = 0;
  for (int fd : keep) {
    if (fd > from && ::syscall(SYS_close_range, static_cast<unsigned>(from),
                               static_cast<unsigned>(fd - 1), 0u) != 0) {
      return Errno("close_range(" + std::to_string(from) + ", " + std::to_string(fd - 1) + ")");
    }
    from = fd + 1;
  }
  if (::syscall(SYS_close_range, static_cast<unsigned>(from), ~0u, 0u) != 0) {
    return Errno("close_range(" + std::to_string(from) + ", ~0)");
  }
  // Last, so that the set-up above needs none of the calls it denies.
  if (ApplySyscallFilter(filter) != 0) return Errno("prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER)");
  return Status::Ok();
}

}  // namespace

StatusOr<EnterPolicy> ParseEnterPolicy(std::string_view json_text, uid_t euid, bool cgroup_only) {
  try {
    return ParseOrThrow(json_text, euid, cgroup_only);
  } catch (const ParseError& e) {
    return Status::InvalidArgument("sandbox policy: " + e.message);
  } catch (const std::exception& e) {
    return Status::InvalidArgument(std::string("sandbox policy: ") + e.what());
  }
}

Status Enter(const EnterPolicy& policy, std::string* note) {
  note->clear();
  // 1. Preconditions and the plans (allocating is fine here: we are the only thread).
  if (int n = CountThreads(); n != 1) {
    return Status::FailedPrecondition(
        "sandbox_enter needs a single-threaded process (right after fork); this one has " +
        std::to_string(n) + " threads");
  }
  const SandboxPolicy& sp = policy.sandbox;
  MountPlan mounts = MakeMountPlan(sp);
  RlimitPlan rlimits = MakeRlimitPlan(sp.rlimits);
  IdentityPlan identity = MakeIdentityPlan(sp);
  const StatusOr<SyscallFilter>& filter = DefaultSyscallFilter();
  if (!filter.ok()) return filter.status();
  for (const MountOp& op : mounts.ops) {
    if (op.kind == MountOp::Kind::kOpen && ::fcntl(op.fd, F_GETFD) != -1) {
      return Status::FailedPrecondition(
          "descriptor " + std::to_string(op.fd) +
          " is open; sandbox_enter needs 1000.. free for the kept paths");
    }
  }
  // 2. The call's cgroup, limits written, this process in it. From here on the groups belong to
  //    the caller's cleanup (we may be inside them: destroying them here would kill us).
  if (policy.cgroup) {
    const EnterCgroup& c = *policy.cgroup;
    std::shared_ptr<const CgroupSetup> setup = SetUpCgroups(c.root, c.parent);
    if (!setup->note.empty()) {
      if (c.required)
        return Status::FailedPrecondition("cgroup required but degraded: " + setup->note);
      *note += "cgroup degraded: " + setup->note + "; ";
    }
    if (!setup->pids_parent.empty() || !setup->memory_parent.empty()) {
      StatusOr<CallCgroup> group = CallCgroup::Create(*setup, c.limits, c.name);
      if (!group.ok()) return group.status();
      Status added = group.value().AddProcess(::getpid());
      group.value().Release();
      if (!added.ok()) return added;
    }
  }
  // 3. User namespace. Root: made while privileged, mapped by a helper left outside (the switch
  //    to uid/gid comes in step 5, once the kept paths are open; identity.h). Otherwise our own
  //    maps.
  if (sp.user_namespace && sp.change_identity) {
    if (Status s = UnshareUserNamespaceMappedByRoot(sp.uid, sp.gid); !s.ok()) return s;
  } else if (sp.user_namespace) {
    const uid_t uid = ::getuid();
    const gid_t gid = ::getgid();
    // A process that dropped from root to get here is not dumpable, which makes /proc/self/*
    // root's: it could not write its own maps. It is the caller's own uid either way.
    if (::prctl(PR_SET_DUMPABLE, 1) != 0) return Errno("prctl(PR_SET_DUMPABLE, 1)");
    if (::unshare(CLONE_NEWUSER) != 0) return Errno("unshare(CLONE_NEWUSER)");
    if (Status s = WriteIdMaps(0, uid, gid, Setgroups::kDeny); !s.ok()) return s;
  }
  // 4. The other namespaces (the cgroup one rooted at the group of step 1); the next child is
  //    PID 1 of the new pid namespace.
  if (::unshare(CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS |
                CLONE_NEWCGROUP) != 0) {
    return Errno(
        "unshare(CLONE_NEWPID|CLONE_NEWNET|CLONE_NEWNS|CLONE_NEWIPC|CLONE_NEWUTS|CLONE_NEWCGROUP)");
  }
  int alive[2];
  if (::pipe2(alive, O_CLOEXEC) != 0) return Errno("pipe2(O_CLOEXEC)");
  // SIGCHLD ignored would make the kernel reap the inner process before the intermediate sees
  // its status: default while forking, restored in the inner process.
  struct sigaction dfl {
  }, old_chld{};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  ::sigaction(SIGCHLD, &dfl, &old_chld);
  pid_t inner = ::fork();
  if (inner < 0) {
    Status s = Errno("fork()");
    ::sigaction(SIGCHLD, &old_chld, nullptr);
    return s;
  }
  if (inner > 0) {
    ::close(alive[0]);
    Mirror(inner);  // keeps alive[1] open until it exits
  }
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  ::sigaction(SIGCHLD, &old_chld, nullptr);
  ::close(alive[1]);
  // The intermediate may already be gone (before PR_SET_PDEATHSIG): then alive[0] is at EOF and
  // ContainInner refuses to go on.
  return ContainInner(policy, mounts, rlimits, identity, filter.value(), alive[0], note);
}

Status CleanupEntered(const EnterPolicy& policy) {
  if (!policy.cgroup) return Status::Ok();
  const EnterCgroup& c = *policy.cgroup;
  std::vector<fs::path> dirs;
  {
    CallCgroup group = CallCgroup::Existing(c.root, c.parent, c.name);
    dirs = group.dirs();
  }  // destroyed: kills what is left, removes the groups
  for (const fs::path& d : dirs) {
    if (::access(d.c_str(), F_OK) == 0)
      return Status::Internal("cannot remove cgroup " + d.string());
  }
  return Status::Ok();
}

}  // namespace warpgym::sandbox
