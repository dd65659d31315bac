// Enter: the C++ side of libwarpgym_sandbox_enter (sandbox_enter.h documents the C ABI, the
// sequence and every policy field). A process contains itself, reusing the mechanisms the bash
// tool's launcher uses (mounts, rlimits, identity plans; cgroup; namespaces). Also linked into
// warpgym_server_lib so the GoogleTest suites exercise the same code the library runs.
// ParseEnterPolicy and CleanupEntered are safe from any thread; Enter only from a
// single-threaded process.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "env_server/sandbox/policy.h"
#include "shared/status.h"

namespace warpgym::sandbox {

struct EnterCgroup {
  std::filesystem::path root = "/sys/fs/cgroup";
  std::string parent = "warpgym";
  std::string name;
  CgroupLimits limits;
  bool required = true;
};

struct EnterPolicy {
  SandboxPolicy sandbox;  // mounts, devices, identity, rlimits; namespaces always
  std::optional<EnterCgroup> cgroup;
  std::vector<int> keep_fds;        // besides 0-2; every other descriptor is closed
  bool keep_shared_memory = false;  // false: writable shared mappings are unmapped
};

// Parses and checks the JSON (unknown keys, relative or missing paths, uid 0, ... are errors)
// for a caller with effective uid `euid`. `cgroup_only` (cleanup): only the "cgroup" object is
// read, so a policy whose directories are already gone still cleans up.
StatusOr<EnterPolicy> ParseEnterPolicy(std::string_view json, uid_t euid, bool cgroup_only = false);

// Returns only in the inner process (PID 1 of a new pid namespace, contained), Ok, with `note`
// saying what was degraded ("" when nothing), or an error in whichever process failed. The
// calling process becomes the intermediate and never returns once the inner one exists.
Status Enter(const EnterPolicy& policy, std::string* note);

// Kills what is left in the call's cgroup(s) and removes them; Ok when there are none.
Status CleanupEntered(const EnterPolicy& policy);

}  // namespace warpgym::sandbox
