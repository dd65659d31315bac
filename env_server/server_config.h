// ServerConfig: every setting of warpgym-server, with its default. main.cc fills it from the
// command line; tests build it directly.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "shared/protocol.h"

namespace warpgym {

struct ServerConfig {
  std::string bind = "tcp://127.0.0.1:5555";
  std::string backend = "auto";                    // auto | cpu | cuda; Server resolves auto
  std::vector<std::filesystem::path> task_dirs;    // KernelBench-format directories
  std::filesystem::path workdir = "warpgym-work";  // episodes/, private/, trajectories/, cache/
  std::filesystem::path cache_dir;                 // compile/baseline cache; empty = WORKDIR/cache
  std::filesystem::path root;                      // source tree: templates, skills, harness
  std::filesystem::path python = "python3";        // interpreter with torch, for the harness
  std::string gpus = "all";  // CUDA devices to lease: all | 0,1 (CPU: one pseudo-device)
  // A `warpgym tasks screen --json` report whose per-task peaks seed the memory estimates; empty:
  // learnt from the first evaluations only.
  std::filesystem::path task_memory_report;
  // A task's torch.compile baseline built on a shared lease before its first timed call, so that
  // profiles do not compile while they hold a device alone: auto | on | off (auto: cuda backend).
  // Off by default: measured on one H100, cold KernelBench baselines went slower with it (the
  // shared lease keeps profiles off the device while it builds; docs/PERF.md).
  std::string prepare_baselines = "off";
  int workers = 64;                    // tool threads; a slow step holds one
  std::size_t max_queued_jobs = 4096;  // beyond this: `unavailable`
  int max_episodes = 1024;
  int default_max_turns = 150;
  int max_turns_limit = 1000;
  double idle_timeout_s = 1800;  // episodes untouched this long are reaped
  double harness_timeout_s = 900;
  bool harness_worker = true;          // pre-imported fork server for harness calls
  bool harness_warm_inductor = false;  // the worker runs inductor's CPU probe once, at start
  bool keep_workspaces = false;
  std::size_t max_request_bytes = kDefaultMaxRequestBytes;
  std::size_t output_limit_bytes = 32u << 10;  // cap of one observation
  // Sandbox of the bash tool (docs/security.md).
  bool sandbox = true;           // false (--no-sandbox): bash unconfined, UNSAFE
  unsigned sandbox_uid = 65534;  // uid and gid of sandboxed processes (root server)
  // Root server: each live episode runs as its own uid from [base, base + max_episodes); 0: every
  // episode shares sandbox_uid.
  unsigned sandbox_uid_base = 1000000;
  // Memory of all sandboxed work together (bash calls, candidates, workspace files), MiB;
  // 0: 80% of the host's memory.
  std::int64_t sandbox_memory_total_mb = 0;
  std::int64_t sandbox_pids_max = 256;       // processes per bash call (pids cgroup)
  std::int64_t sandbox_memory_mb = 4096;     // memory per bash call (memory cgroup)
  double sandbox_cpus = 4;                   // CPU cores per bash call (cpu cgroup); 0: no cap
  std::uint64_t sandbox_file_size_mb = 512;  // largest file a sandboxed process may write
  std::uint64_t workspace_quota_mb = 2048;   // checked after each bash call; 0: off
};

}  // namespace warpgym
