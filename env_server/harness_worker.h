// HarnessWorker: the server's handle on the pre-imported harness worker
// (warpgym_harness.forkserver), which forks one child per harness command so that no
// compile / verify / profile pays the Python + torch import again.
//
// Start() spawns the worker and returns at once; it becomes usable when it listens on its socket
// (torch import: seconds). Run() connects, hands over one command and waits for it with a
// timeout; on timeout it kills the command's process group. A call made while the worker is
// still starting waits for it (up to kStartupWait after Start): a cold harness process would
// pay the same imports while competing with the worker for the CPU. If the worker is not
// reachable (dead, or not up by then), Run() says so (`unavailable`) and the caller runs the
// harness directly, so a dead worker degrades speed, never correctness. The worker dies with the
// server (PR_SET_PDEATHSIG) and is stopped by the destructor. Run() is safe from many threads at
// once.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym {

struct WorkerRun {
  bool unavailable = false;  // the worker could not take the command: run it another way
  int exit_code = -1;        // when it exited normally
  int term_signal = 0;
  bool timed_out = false;
  std::string output;  // tail of the command's stdout+stderr
  double seconds = 0;
};

class HarnessWorker {
 public:
  // Spawns `python -m warpgym_harness.forkserver --socket <socket_path>` in harness_dir with
  // `env` ("K=V"); its own output goes to `log_path`. `warm_inductor`: the worker runs
  // inductor's CPU probe before it listens (CPU baselines then skip it; see forkserver.py).
  // Fails only if it cannot be spawned.
  static StatusOr<std::unique_ptr<HarnessWorker>> Start(const std::filesystem::path& python,
                                                        const std::filesystem::path& harness_dir,
                                                        const std::filesystem::path& socket_path,
                                                        const std::filesystem::path& log_path,
                                                        const std::vector<std::string>& env,
                                                        bool warm_inductor = false);
  ~HarnessWorker();
  HarnessWorker(const HarnessWorker&) = delete;
  HarnessWorker& operator=(const HarnessWorker&) = delete;

  // Runs warpgym_harness.run with `argv` (the arguments after the module name) in a forked
  // child whose environment is exactly `env` and whose output goes to `log_path`.
  WorkerRun Run(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                const std::filesystem::path& log_path, std::chrono::milliseconds timeout) const;

  // True once the worker accepts connections (a cheap connect test).
  bool Ready() const;

  static constexpr std::chrono::seconds kStartupWait{90};

 private:
  HarnessWorker(pid_t pid, std::filesystem::path socket_path)
      : pid_(pid),
        socket_path_(std::move(socket_path)),
        started_at_(std::chrono::steady_clock::now()) {}
  bool Exited() const;  // without reaping it (the destructor does)
  pid_t pid_;
  std::filesystem::path socket_path_;
  std::chrono::steady_clock::time_point started_at_;
  mutable std::atomic<bool> said_unavailable_{false};
};

}  // namespace warpgym
