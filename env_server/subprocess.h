// RunProcess: runs one child process to completion with a wall-clock timeout and a cap on the
// output kept in memory. The child leads its own process group; when the main child exits or the
// timeout fires, the whole group is killed, so background children cannot outlive a call.
// It gets SIGKILL if the spawning thread dies, a clean signal mask, stdin from /dev/null, and no
// inherited descriptors beyond 0-2. With `sandbox` set, the child is started by
// sandbox::Launch (env_server/sandbox/sandbox_launcher.h): namespaces, private mounts, rlimits,
// a per-call cgroup and an unprivileged identity; it is PID 1 of its pid namespace, so killing
// it kills every process it started. Safe to call from many threads at once.
#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "env_server/sandbox/policy.h"
#include "shared/status.h"

namespace warpgym {

struct ProcessSpec {
  std::vector<std::string> argv;  // argv[0] is an absolute path or found on PATH
  std::vector<std::string> env;   // complete environment, "KEY=VALUE"
  std::filesystem::path cwd;
  std::chrono::milliseconds timeout{60'000};
  std::size_t output_limit = 64u << 10;  // bytes of combined stdout+stderr kept (head and tail)
  bool capture_stderr = true;            // false: stderr goes to /dev/null
  std::optional<sandbox::SandboxPolicy> sandbox;  // unset: a plain child of the server
  // Optional request/reply service: the child gets one end of a socket pair as descriptor 3;
  // every '\n'-terminated line it writes there (at most 64 KiB) is answered on the calling
  // thread with service(line) + '\n'. Time spent serving counts against `timeout`.
  std::function<std::string(const std::string& request)> service;
  // A sandboxed call's processes are frozen (its cgroup's freezer) while a request is served and
  // thawed before the reply is sent. When they cannot be frozen (no cgroup or no freezer on this
  // host, or the freeze fails) the request is not served: this gives the reply instead (its
  // argument says why). An unsandboxed call's requests are served unfrozen.
  std::function<std::string(const std::string& why)> service_refused;
  // Optional check run on the calling thread about every `watch_interval` while the child runs
  // (e.g. the workspace's disk usage); returning false kills the whole group at once and sets
  // ProcessResult::stopped_by_watch.
  std::function<bool()> watch;
  std::chrono::milliseconds watch_interval{500};
};

struct ProcessResult {
  Status spawn_status;  // not OK when the process could not be started at all
  int exit_code = -1;   // exit status when the child exited normally
  int term_signal = 0;  // signal that ended it, 0 if it exited
  bool timed_out = false;
  std::string output;            // kept output; if truncated, head + marker + tail
  std::size_t output_bytes = 0;  // total bytes the child wrote
  double seconds = 0;
  bool hit_process_limit = false;  // the sandbox's pids cgroup refused a fork
  bool stopped_by_watch = false;   // ProcessSpec::watch returned false
};

ProcessResult RunProcess(const ProcessSpec& spec);

// Shortens text to at most about `limit` bytes, keeping the head and the tail around a visible
// "[... N bytes truncated ...]" marker. Returns text unchanged when it fits.
std::string CapText(std::string_view text, std::size_t limit);

}  // namespace warpgym
