// SandboxPolicy: what one sandboxed process may do. Two users fill it:
//  - the server for the bash tool: at start-up (identity, limits, what the host supports) and
//    per call (workspace, protected files); sandbox_launcher starts the process;
//  - sandbox_enter (the candidate process of an evaluation contains itself), from the JSON
//    policy its caller passes (enter.h documents the fields).
// A plain value type; copy it freely. The mechanisms that enforce each part live beside it:
// namespaces, mounts (and the device view), rlimits, cgroup, identity.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <vector>

namespace warpgym::sandbox {

struct CgroupSetup;  // cgroup.h

struct RlimitPolicy {
  std::uint64_t cpu_seconds = 660;  // set per call from the wall timeout
  std::uint64_t file_size_bytes = 512u << 20;
  std::uint64_t processes = 1024;  // RLIMIT_NPROC: per host uid, a backstop to pids.max
  std::uint64_t open_files = 1024;
  // No RLIMIT_AS: CUDA reserves huge virtual ranges. No core dumps: RLIMIT_CORE is always 0.
};

struct CgroupLimits {
  std::int64_t pids_max = 256;
  std::int64_t memory_bytes = std::int64_t{4} << 30;
  double cpu_cores = 0;  // CPU time per wall second, in cores (cpu controller); 0: no cap
  // Background work (bash calls, compilers): the group yields the CPU to any other runnable work
  // at once (cpu.idle; where the kernel lacks it, the least weight), so that a busy host never
  // delays the judge's timed requests. Needs the cpu controller.
  bool background = false;
  // false: the call gets no group of its own in the cpu controller and stays in its parent's
  // CPU group. A candidate timed against eager on the CPU backend needs this: in a group of its
  // own on a loaded host, its threads together get one root task's share while eager's each get
  // one (measured: a 2-thread ReLU 4x slower). Only where cgroup v1 mounts cpu apart from
  // cpuacct (which the judge needs, and keeps); v2 and a joint cpu,cpuacct keep the group.
  bool cpu_group = true;
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
  // Mounts (only with namespaces). Every listed path must exist; a path inside a hidden dir
  // stays reachable (it is opened before the dir is covered and bound back at its own path).
  std::filesystem::path workspace;                   // empty: none. Bound back (nosuid, nodev),
  bool workspace_writable = true;                    //   writable unless this is false
  std::vector<std::filesystem::path> writable_dirs;  // bound writable (nosuid, nodev)
  std::vector<std::filesystem::path>
      read_only_paths;  // files or dirs, bound read-only (nosuid, nodev)
  std::vector<std::filesystem::path> read_only_files;  // protected files: read-only, noexec too
  std::vector<std::filesystem::path> hidden_dirs;      // covered by an empty tmpfs (the workdir)
  bool read_only_root = true;                          // everything else read-only
  // A minimal root instead of the host's: a fresh read-only tmpfs becomes `/` (pivot_root) and
  // holds only `system_paths` (bound read-only at their own paths; a symlink is recreated as
  // one), the paths above, a private /tmp, the device view and a fresh /proc. hidden_dirs and
  // read_only_root do not apply: nothing else of the host is there to hide.
  bool minimal_root = false;
  std::vector<std::filesystem::path> system_paths;  // system_root.h: HostSystemPaths()
  std::uint64_t tmp_size_bytes = 256u << 20;        // private /tmp (tmpfs)
  std::filesystem::path cwd;                        // empty: leave it (Launch's exec chdirs)
  // Devices: with private_dev, `dev_dir` is covered by a tmpfs that gets back only the standard
  // nodes (null zero full random urandom tty ptmx pts), fresh fd/stdin/stdout/stderr links, a
  // private shm tmpfs and, when gpu_devices is not empty, nvidia<N> for each listed N plus the
  // control nodes (nvidiactl nvidia-uvm nvidia-uvm-tools nvidia-modeset nvidia-caps/). Every other
  // node (other GPUs, disks, /dev/kmsg, ...) is absent. dev_dir is a parameter for tests only.
  bool private_dev = true;
  std::filesystem::path dev_dir = "/dev";
  std::vector<unsigned> gpu_devices;          // the bash tool never holds a lease: empty
  std::uint64_t shm_size_bytes = 256u << 20;  // private <dev_dir>/shm (tmpfs)
  RlimitPolicy rlimits;
  CgroupLimits cgroup_limits;
  std::shared_ptr<const CgroupSetup> cgroups;  // null: no cgroup (degraded)
};

}  // namespace warpgym::sandbox
