// Sandbox set-up at server start: turns the configuration into the base SandboxPolicy every
// bash call starts from, after finding out what this host allows. It probes (runs /bin/true
// under the policy) and steps down, saying why, when a mechanism is refused:
//   minimal root (a fresh root of system paths + private /dev) -> the host's root read-only +
//   private /dev -> host /dev -> writable root ->
//   writable root and host /dev -> no namespaces (rlimits, cgroup, uid only) -> no sandbox at
//   all (logged as an error).
// `summary` is the ONE line the server logs about the isolation actually in effect.
// Call once, from one thread.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "env_server/sandbox/policy.h"

namespace warpgym::sandbox {

struct SandboxSettings {
  bool enabled = true;  // false: --no-sandbox (UNSAFE)
  uid_t uid = 65534;    // identity when the server runs as root
  gid_t gid = 65534;
  std::int64_t pids_max = 256;                        // per call (cgroup)
  std::int64_t memory_bytes = std::int64_t{4} << 30;  // per call (cgroup)
  std::int64_t memory_total_bytes = 0;  // all sandboxed work together (the parent cgroup); 0: none
  std::string cgroup_parent = "warpgym";  // that parent, under each controller (ServerCgroupName)
  double cpu_cores = 4;                   // per call (cpu cgroup); 0: no cap
  std::uint64_t file_size_bytes = 512u << 20;  // RLIMIT_FSIZE
  std::uint64_t processes = 1024;              // RLIMIT_NPROC (per host uid)
  std::filesystem::path workdir;               // hidden from sandboxed processes
  std::filesystem::path cache_dir;  // hidden too (compiled objects, baselines, the cache key)
  std::filesystem::path probe_dir;  // an empty scratch directory for the start-up probe
  // Host paths bash needs beyond the system ones (system_root.h), e.g. the Python environment.
  std::vector<std::filesystem::path> system_paths;
  std::uint64_t workspace_quota_bytes = 0;  // only for the summary
  std::string workspace_fs;                 // for the summary: "" (own filesystem) or why not
  unsigned uid_base = 0, uid_count = 0;     // per-episode uids (root server), for the summary
};

struct SandboxSetup {
  std::optional<SandboxPolicy> policy;  // unset: bash runs unconfined
  std::string summary;
  // Set when the sandbox is on but this host cannot give it namespaces: the server refuses to
  // start (fail closed; --insecure-no-sandbox is the explicit way to run without).
  std::string refused;
};

SandboxSetup SetUpSandbox(const SandboxSettings& settings);

}  // namespace warpgym::sandbox
