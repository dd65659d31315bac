// SandboxPolicy: what one sandboxed tool process may do, filled by the server at start-up
// (identity, limits, what the host supports) and per call (workspace, protected files).
// A plain value type; copy it freely. The mechanisms that enforce each part live beside it:
// namespaces, mounts, rlimits, cgroup, identity; sandbox_launcher orders them.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <vector>

namespace warpgym::sandbox {

struct CgroupSetup;  // cgroup.h

struct RlimitPolicy {
  std::uint64_t cpu_seconds = 660;           // set per call from the wall timeout
  std::uint64_t file_size_bytes = 512u << 20;
  std::uint64_t processes = 1024;            // RLIMIT_NPROC: per host uid, a backstop to pids.max
  std::uint64_t open_files = 1024;
  // No RLIMIT_AS: CUDA reserves huge virtual ranges. No core dumps: RLIMIT_CORE is always 0.
};

struct CgroupLimits {
  std::int64_t pids_max = 256;
  std::int64_t memory_bytes = std::int64_t{4} << 30;
};

struct SandboxPolicy {
  // Namespaces: pid, net, mount, ipc, uts always together; user only when the server is not root.
  bool namespaces = true;
  bool user_namespace = false;
  // Identity of the command. Root server: setgroups/setgid/setuid to uid:gid (must be non-zero).
  // Non-root server: the server's own uid, mapped 1:1 into the user namespace, no capabilities.
  bool change_identity = false;
  uid_t uid = 65534;
  gid_t gid = 65534;
  // Mounts (only with namespaces).
  std::filesystem::path workspace;                     // bound writable (nosuid, nodev)
  std::vector<std::filesystem::path> read_only_files;  // inside workspace: bound read-only
  std::vector<std::filesystem::path> hidden_dirs;      // covered by an empty tmpfs (the workdir)
  bool read_only_root = true;                          // everything else read-only
  std::uint64_t tmp_size_bytes = 256u << 20;           // private /tmp (tmpfs)
  RlimitPolicy rlimits;
  CgroupLimits cgroup_limits;
  std::shared_ptr<const CgroupSetup> cgroups;          // null: no cgroup (degraded)
};

}  // namespace warpgym::sandbox
