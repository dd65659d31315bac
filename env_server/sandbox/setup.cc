#include "env_server/sandbox/setup.h"

#include <spdlog/spdlog.h>
#include <sys/stat.h>
#include <unistd.h>

#include "env_server/sandbox/cgroup.h"
#include "env_server/sandbox/sandbox_launcher.h"
#include "env_server/sandbox/system_root.h"

namespace warpgym::sandbox {
namespace fs = std::filesystem;

namespace {

// Whether `p` is `root` or lies below it (paths as given: both canonical here).
bool IsWithin(const fs::path& p, const fs::path& root) {
  const fs::path rel = p.lexically_relative(root);
  return !rel.empty() && *rel.begin() != "..";
}

std::string Mib(std::uint64_t bytes) {
  return std::to_string(bytes >> 20) + " MiB";
}

// Runs the probe in a fresh directory that is owned by the sandbox identity.
Status Probe(SandboxPolicy policy, const fs::path& dir) {
  std::error_code ec;
  fs::remove_all(dir, ec);
  fs::create_directories(dir, ec);
  if (ec) return Status::Internal("cannot create probe dir " + dir.string() + ": " + ec.message());
  if (policy.change_identity) (void)::chown(dir.c_str(), policy.uid, policy.gid);
  policy.workspace = fs::canonical(dir, ec);
  Status s = ProbeSandbox(policy);
  fs::remove_all(dir, ec);
  return s;
}

}  // namespace

SandboxSetup SetUpSandbox(const SandboxSettings& settings) {
  SandboxSetup out;
  if (!settings.enabled) {
    out.summary =
        "isolation: NONE (--insecure-no-sandbox): bash runs as the server's user with only a "
        "process group, a timeout and an output cap. UNSAFE for untrusted agents";
    return out;
  }
  const bool root = ::geteuid() == 0;
  SandboxPolicy policy;
  policy.change_identity = root;
  policy.uid = root ? settings.uid : ::getuid();
  policy.gid = root ? settings.gid : ::getgid();
  policy.hidden_dirs = {settings.workdir};
  // A cache outside the workdir (--cache-dir) is hidden as well: its signed entries and key are
  // the trusted harness's alone.
  if (!settings.cache_dir.empty() && !IsWithin(settings.cache_dir, settings.workdir))
    policy.hidden_dirs.push_back(settings.cache_dir);
  policy.rlimits.file_size_bytes = settings.file_size_bytes;
  policy.rlimits.processes = settings.processes;
  // Bash calls are background work: a busy agent shell never delays another episode's timing.
  policy.cgroup_limits = {settings.pids_max, settings.memory_bytes, settings.cpu_cores,
                          /*background=*/true};
  policy.cgroups = SetUpCgroups("/sys/fs/cgroup", settings.cgroup_parent);
  std::string budget;
  if (settings.memory_total_bytes > 0) {
    Status s = SetTotalMemory(*policy.cgroups, settings.memory_total_bytes);
    budget = s.ok() ? ", all sandboxed work together " + Mib(settings.memory_total_bytes)
                    : ", NO total memory budget (" + s.message() + ")";
  }

  std::string degraded;
  if (root && settings.uid == 0) {
    degraded += "sandbox uid 0 requested: processes keep root; ";
    policy.change_identity = false;
  }
  // Step down one mechanism at a time, most isolated first; the first that works is used.
  struct Step {
    bool minimal_root, read_only_root, private_dev;
  };
  policy.system_paths = HostSystemPaths(settings.system_paths);
  Status s = Status::Internal("not probed");
  std::string first_failure;
  // A root server's sandbox gets a user namespace too (uid/gid mapped 1:1 from outside); where a
  // host refuses one, the same view without it (the uid drop alone) comes before a weaker view.
  std::string userns_refused;
  for (Step step : {Step{true, true, true}, Step{false, true, true}, Step{false, true, false},
                    Step{false, false, true}, Step{false, false, false}}) {
    policy.minimal_root = step.minimal_root;
    policy.read_only_root = step.read_only_root;
    policy.private_dev = step.private_dev;
    policy.user_namespace = true;
    s = Probe(policy, settings.probe_dir);
    if (!s.ok() && root && policy.change_identity) {
      if (userns_refused.empty()) userns_refused = s.message();
      policy.user_namespace = false;
      s = Probe(policy, settings.probe_dir);
    }
    if (s.ok()) break;
    if (first_failure.empty()) first_failure = s.message();
  }
  if (s.ok() && root && !policy.user_namespace)
    degraded += "no user namespace (" + userns_refused + "): uid drop only; ";
  if (s.ok() && !first_failure.empty()) {
    degraded += "full sandbox refused (" + first_failure + "); ";
    if (!policy.minimal_root) degraded += "minimal root off: the host's files are readable; ";
    if (!policy.private_dev)
      degraded += "device view off: the host's /dev is visible, GPU nodes included; ";
    if (!policy.read_only_root) degraded += "read-only root off; ";
  }
  if (!s.ok()) {
    // Without namespaces the candidate processes cannot be contained either, and bash would see
    // the host's files and network: fail closed instead of serving degraded.
    out.refused = "this host refuses the sandbox's namespaces (" + s.message() +
                  "); allow unprivileged user namespaces or run the server as root, or pass "
                  "--insecure-no-sandbox (development only)";
    out.summary = "isolation: REFUSED: " + out.refused;
    return out;
  }

  std::string ns = policy.namespaces ? std::string("namespaces pid+net+mount+ipc+uts") +
                                           (policy.user_namespace ? "+user" : "") + " on"
                                     : "namespaces OFF";
  std::string fsview =
      policy.namespaces
          ? std::string("mounts: ") +
                (policy.minimal_root
                     ? "minimal root (" + std::to_string(policy.system_paths.size()) +
                           " system paths ro), "
                     : std::string("host root ") +
                           (policy.read_only_root ? "read-only" : "WRITABLE") +
                           ", workdir hidden, ") +
                "workspace rw, protected files ro, private /tmp, " +
                (policy.private_dev ? "private /dev (standard nodes, no GPU node, private shm)"
                                    : "host /dev (GPU nodes VISIBLE)")
          : "mounts: host view (DEGRADED)";
  const std::string id =
      policy.change_identity
          ? (settings.uid_base > 0
                 ? "a uid per episode from " + std::to_string(settings.uid_base) + " to " +
                       std::to_string(settings.uid_base + settings.uid_count - 1) +
                       " (gid the same; setuid from root, no caps)"
                 : "uid " + std::to_string(policy.uid) + " gid " + std::to_string(policy.gid) +
                       " (setuid from root, no caps)") +
                (policy.user_namespace ? ", mapped 1:1 into a user namespace" : "")
          : "uid " + std::to_string(policy.uid) +
                (policy.user_namespace ? " (server's own, user namespace, no caps)"
                                       : " (server's own)");
  const CgroupLimits& cl = policy.cgroup_limits;
  std::string cg =
      DescribeCgroups(policy.cgroups.get()) + " (pids.max " + std::to_string(cl.pids_max) +
      ", memory " + Mib(static_cast<std::uint64_t>(cl.memory_bytes)) +
      (cl.cpu_cores > 0 ? ", cpu " + fmt::format("{:g}", cl.cpu_cores) + " cores" : "") +
      (cl.background ? " at idle priority" : "") + budget + ")";
  std::string rl = "rlimits cpu=timeout+1s fsize=" + Mib(policy.rlimits.file_size_bytes) +
                   " nproc=" + std::to_string(policy.rlimits.processes) +
                   " nofile=" + std::to_string(policy.rlimits.open_files) + " core=0";
  std::string quota =
      settings.workspace_quota_bytes > 0
          ? "workspace quota " + Mib(settings.workspace_quota_bytes) +
                (settings.workspace_fs.empty()
                     ? " (each workspace its own tmpfs: ENOSPC at the limit; "
                       "also watched during and after each bash call)"
                     : " (DEGRADED: no filesystem of its own (" + settings.workspace_fs +
                           "); watched during and after each bash call only)")
          : "workspace quota off";
  out.summary = "isolation (bash): " + ns + " | " + fsview + " | " + id + " | " + cg + " | " + rl +
                " | " + quota +
                " | harness calls: compilers and candidate processes contained by the harness "
                "(libwarpgym_sandbox_enter.so, see each verdict's provenance.sandbox)" +
                (degraded.empty() ? "" : " | DEGRADED: " + degraded);
  out.policy = std::move(policy);
  return out;
}

}  // namespace warpgym::sandbox
