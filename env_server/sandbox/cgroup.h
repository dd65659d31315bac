// Cgroup: a per-call control group capping the number of processes (pids.max), memory
// (v1 memory.limit_in_bytes, v2 memory.max) and CPU (v1 cpu.cfs_quota_us, v2 cpu.max) of one
// sandboxed command and everything it starts, counting its CPU time (v2 cpu.stat, v1
// cpuacct.usage), and able to freeze it (v1 freezer.state, v2 cgroup.freeze): the bash tool
// freezes a call while the trusted side serves the call's evaluation request, so that nothing
// the agent started runs while the judge measures.
// SetUpCgroups() runs once at start-up: it finds what the host offers (cgroup v1 `pids` and
// `memory` hierarchies under /sys/fs/cgroup/{pids,memory}, or a cgroup2 mount at /sys/fs/cgroup),
// creates the server's parent group `warpgym` in each, and says in `note` what is missing and
// why. CallCgroup is the RAII group of one call: the parent places the child in it before
// releasing it, and the destructor kills what is left and removes the group.
// CgroupSetup is immutable after SetUpCgroups; CallCgroup is used by one thread.
#pragma once

#include <sys/types.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "env_server/sandbox/policy.h"
#include "shared/status.h"

namespace warpgym::sandbox {

struct CgroupSetup {
  enum class Version { kNone, kV1, kV2 } version = Version::kNone;
  std::filesystem::path pids_parent;    // where per-call groups go; empty: no pids controller
  std::filesystem::path memory_parent;  // empty: no memory controller
  // v1 only (every v2 group has cpu.stat): a group here counts the CPU time of everything the
  // call ran, exited processes included (cpuacct.usage), for the harness's CPU meter. Optional:
  // without it nothing is degraded but that meter's view of short-lived processes.
  std::filesystem::path cpuacct_parent;
  std::filesystem::path cpu_parent;      // empty: no cpu controller (no CPU cap)
  std::filesystem::path freezer_parent;  // empty: calls cannot be frozen
  std::string note;  // what is degraded and why ("" when nothing is): pids or memory missing
  // cpu or freezer missing (not counted as degraded: sandbox_enter's `required` ignores it)
  std::string optional_note;

  // Every parent above, empty ones included (the hierarchies a call's groups go into).
  std::array<std::filesystem::path, 5> parents() const {
    return {pids_parent, memory_parent, cpuacct_parent, cpu_parent, freezer_parent};
  }
};

// Finds the host's controllers under `root` (normally /sys/fs/cgroup) and creates
// `root/.../<name>` parents (each level of a nested name such as "warpgym/server-<pid>"). Never
// fails: what it cannot do is reported in `note` and logged.
std::shared_ptr<const CgroupSetup> SetUpCgroups(
    const std::filesystem::path& root = "/sys/fs/cgroup", const std::string& name = "warpgym");

// The parent group of one server's sandboxed work, "warpgym/server-<pid>-<start ticks>": each
// server's memory total (SetTotalMemory) is its own, never another server's on the same host; the
// start time tells a reused pid apart. Liveness is read in this pid namespace: servers in other
// pid namespaces must not share the cgroup hierarchy (a container with its own cgroup namespace
// does not).
std::string ServerCgroupName();

// Removes the parent groups `setup` made (at a clean shutdown, when every call's group is gone;
// one still in use stays: rmdir refuses it, and a later server's sweep takes it).
void RemoveCgroupParents(const CgroupSetup& setup);

// Removes the empty groups under `parent` left by a process that died before its cleanup ran
// (killed harness calls, servers): their names carry the creating process's pid
// ("call-<pid>-<n>", "cand-<pid>-<kind>", "server-<pid>"), and a leftover whose pid is later
// recycled makes that name's next Create fail. Only groups of dead pids, older than a minute
// (never one that is being set up), emptied of their own stale groups first, and empty (rmdir
// refuses the others). SetUpCgroups calls it for each parent (and a nested parent's parent).
void SweepStaleGroups(const std::filesystem::path& parent);

// The memory budget of all sandboxed work together (every bash call and candidate is a group
// below the parent, so this caps their sum, workspace files left by exited calls included):
// writes the parent's limit (v1 memory.limit_in_bytes, v2 memory.max). Fails without a memory
// controller or when the kernel refuses (a budget below what is in use now).
Status SetTotalMemory(const CgroupSetup& setup, std::int64_t bytes);

// "cgroup v1 pids+memory" / "cgroup none (...)": for the start-up isolation line.
std::string DescribeCgroups(const CgroupSetup* setup);

class CallCgroup {
 public:
  // Creates a fresh group under each available controller and writes the limits. Fails (and
  // removes what it made) if a group cannot be created (an existing one included) or a limit
  // cannot be written. `name`: the group's name under each parent; empty: "call-<pid>-<n>".
  static StatusOr<CallCgroup> Create(const CgroupSetup& setup, const CgroupLimits& limits,
                                     const std::string& name = "");
  // The groups called `name` under `root`/.../`parent` that exist now (v1: pids, memory
  // and cpuacct hierarchies; v2: one group), for a caller that did not create them
  // (sandbox_enter's cleanup).
  static CallCgroup Existing(const std::filesystem::path& root, const std::string& parent,
                             const std::string& name);

  CallCgroup(CallCgroup&& other) noexcept
      : dirs_(std::move(other.dirs_)),
        has_pids_(other.has_pids_),
        freezer_(std::move(other.freezer_)),
        freezer_v2_(other.freezer_v2_) {
    other.dirs_.clear();
    other.freezer_.clear();
  }
  CallCgroup& operator=(CallCgroup&&) = delete;
  CallCgroup(const CallCgroup&) = delete;
  ~CallCgroup();

  // Moves `pid` into every group of this call (cgroup.procs).
  Status AddProcess(pid_t pid);
  // SIGKILLs every process still in the group (a backstop to the pid namespace).
  void KillAll();
  // True if the pids controller reported a refused fork (pids.events "max" > 0).
  bool HitPidsLimit() const;
  // Stops every process of the call (they stay stopped, even SIGCONT does not wake them) and
  // waits until the kernel says they are; Thaw lets them run again. FailedPrecondition without
  // a freezer. KillAll and the destructor thaw first (a frozen v1 task would not die).
  bool CanFreeze() const { return !freezer_.empty(); }
  Status Freeze();
  Status Thaw();
  const std::vector<std::filesystem::path>& dirs() const { return dirs_; }
  // Gives up ownership: the groups stay when this object is destroyed (sandbox_enter: the
  // contained process lives in them; the caller removes them once it has exited).
  std::vector<std::filesystem::path> Release();

 private:
  explicit CallCgroup(std::vector<std::filesystem::path> dirs) : dirs_(std::move(dirs)) {}
  std::vector<std::filesystem::path> dirs_;  // first: pids group if any
  bool has_pids_ = false;
  std::filesystem::path freezer_;  // the group whose freezer stops the call; empty: none
  bool freezer_v2_ = false;        // cgroup.freeze + cgroup.events, else v1 freezer.state
};

}  // namespace warpgym::sandbox
