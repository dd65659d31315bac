// Mounts: the sandbox's private view of the file system, built inside a fresh mount namespace.
//   1. every path that must stay reachable (workspace, writable dirs, read-only paths, protected
//      files, the device dir) opened O_PATH onto a fixed descriptor (1000, 1001, ...), before
//      anything covers it
//   2. every mount private (nothing propagates back to the host)
//   3. the whole tree read-only (mount_setattr, recursive), unless the policy says otherwise
//   4. a private tmpfs on /tmp
//   5. hidden dirs and kept paths, shallowest first (so a kept path inside a hidden dir is bound
//      after the dir is covered, and a protected file after the workspace that holds it):
//        hidden dir (the server's workdir: other episodes, trajectories, caches): an empty tmpfs
//        kept path: its mount point made (mkdir, or an empty file on the covering tmpfs) and the
//          descriptor of step 1 bound back at its own path, then remounted with its flags:
//          workspace and writable dirs rw (nosuid, nodev), read-only paths ro (nosuid, nodev),
//          protected files ro (nosuid, nodev, noexec)
//   6. the device view (private_dev): a tmpfs over dev_dir that gets back, by bind mounts from
//      the descriptor of step 1, only the standard nodes and the GPU nodes the policy allows
//      (policy.h lists them); fresh fd/stdin/stdout/stderr links; the tmpfs remounted
//      read-only; a private tmpfs on dev_dir/shm. Works in a user namespace too: nothing is
//      created with mknod, every node is a bind of the host's own.
//   7. the descriptors of step 1 closed; a fresh /proc that shows only the sandbox's pid
//      namespace; chdir(cwd) when the policy names one
// With policy.minimal_root the plan builds a fresh root instead (system paths, kept paths, /tmp,
// the device view, /proc; see MakeMinimalRootPlan in the .cc) and pivots into it.
// MakeMountPlan runs in the parent before the clone (it allocates); ApplyMountPlan runs in the
// child and makes only async-signal-safe calls. A plan is immutable once made.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "env_server/sandbox/policy.h"

namespace warpgym::sandbox {

// The descriptors of step 1 are kFirstKeptFd, kFirstKeptFd + 1, ...; whatever the process had
// open there is replaced (and closed at step 7).
inline constexpr int kFirstKeptFd = 1000;

struct MountOp {
  enum class Kind {
    kOpen,          // open(target, O_PATH|O_CLOEXEC), dup2 onto `fd`
    kMkdir,         // mkdir(target, 0755); an existing one is fine
    kMountPoint,    // a mount point at target of the kind `fd` is: mkdir or an empty file
    kMount,         // mount(source, target, fstype, flags, data)
    kReadOnlyTree,  // mount_setattr(target, AT_RECURSIVE, MOUNT_ATTR_RDONLY)
    kDevEntry,      // entry `data` of the device dir open on `fd`, bound at target (see .cc)
    kSymlink,       // symlink(source, target); an existing one is fine
    kCloseKept,     // close the descriptors of every kOpen op
    kChdir,         // chdir(target)
    kPivotRoot,     // target becomes / (minimal root; the old root is detached)
  } kind;
  std::string source, target, fstype, data;
  unsigned long flags = 0;
  int fd = -1;
  std::string description;  // the call(s) and arguments, for the parent's log
};

struct MountPlan {
  std::vector<MountOp> ops;
  // ops[0, opened) open the kept paths (step 1) and create nothing: a root child of a user
  // namespace opens them as root, then switches to the sandbox's ids (identity.h) before the rest.
  std::size_t opened = 0;
};

MountPlan MakeMountPlan(const SandboxPolicy& policy);

// Child: runs ops[from, min(to, size)) in order. Returns -1 on success, else the index (in the
// whole plan) of the failed op (errno set).
int ApplyMountPlan(const MountPlan& plan, std::size_t from = 0, std::size_t to = SIZE_MAX);

// The names a private device dir gets back (policy.h): the standard ones, plus the NVIDIA
// control nodes and nvidia<N> for each allowed N when `gpu_devices` is not empty.
std::vector<std::string> DeviceNames(const std::vector<unsigned>& gpu_devices);

}  // namespace warpgym::sandbox
