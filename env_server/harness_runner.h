// HarnessRunner: runs the trusted Python evaluation harness (`python -m warpgym_harness.run`) for
// compile / verify / profile / evaluate and returns its Verdict (shared/verdict.h). The harness
// runs outside the agent's reach: it reads the task's trusted model.py and the template's trusted
// binding files, and writes its result into a private scratch directory, never the workspace. With
// a HarnessWorker the command runs in a child forked from the pre-imported worker; if the worker is
// unreachable, the command is spawned directly (slower, same verdict). Immutable after
// construction; Run() is safe from many threads at once.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "env_server/harness_worker.h"
#include "shared/contract.h"
#include "shared/status.h"
#include "shared/verdict.h"

namespace warpgym {

struct HarnessConfig {
  std::filesystem::path python;        // interpreter with torch installed
  std::filesystem::path harness_dir;   // env_server/harness: holds the warpgym_harness package
  std::filesystem::path template_dir;  // env_server/templates/<backend>
  std::filesystem::path cache_dir;     // shared object / baseline cache
  std::string backend = "cpu";
  std::chrono::seconds timeout{900};  // for the harness itself; its candidate runs have their own
  const HarnessWorker* worker =
      nullptr;                          // pre-imported worker (fork server); null: spawn each call
  std::vector<std::string> extra_args;  // e.g. --hide-dir WORKDIR --sandbox-uid N
  std::vector<std::string> extra_env;   // "K=V" for every call, e.g. WARPGYM_SANDBOX_LIB
};

// The candidates' sandbox library (libwarpgym_sandbox_enter.so) the harness loads:
// $WARPGYM_SANDBOX_LIB when set, else `root`/build/bin's, else the one beside this executable (a
// build carried elsewhere). NotFound, naming where it looked and what to do, when there is none.
StatusOr<std::filesystem::path> FindSandboxLibrary(const std::filesystem::path& root);

struct HarnessCall {
  std::string command;  // compile | verify | profile | evaluate
  std::filesystem::path task_file;
  std::filesystem::path workspace;
  std::filesystem::path scratch_dir;  // private to this episode
  std::optional<std::int64_t> seed;
  std::string tolerance{tolerance::kDefaultPreset};
  std::string reward_mode{reward_mode::kDefaultMode};
  std::vector<std::string> extra_env;   // "K=V", e.g. CUDA_VISIBLE_DEVICES of the lease
  std::optional<unsigned> sandbox_uid;  // the episode's own uid (else the configured one)
  // Other evaluations may use the device meanwhile (a shared lease): a candidate that runs out
  // of device memory then is the environment's failure, not the agent's.
  bool device_shared = false;
  // Other calls may be timing on the device (a build lease): the call may run nothing on it.
  bool beside_timings = false;
};

struct HarnessOutcome {
  Verdict verdict;     // infra_error set when the harness failed or broke the schema
  double seconds = 0;  // wall time of the harness process
};

// The scrubbed environment every harness process gets (PATH, locale, and the pass-through keys
// CUDA_VISIBLE_DEVICES, OMP_NUM_THREADS, CUDA_HOME, ... when the server has them).
std::vector<std::string> HarnessEnvironment();

class HarnessRunner {
 public:
  explicit HarnessRunner(HarnessConfig config) : config_(std::move(config)) {}
  // Never fails outright: an unusable harness run (no result, or one that is not a Verdict)
  // comes back as an InfraVerdict whose text says the environment, not the agent, failed.
  HarnessOutcome Run(const HarnessCall& call) const;
  const HarnessConfig& config() const { return config_; }

 private:
  HarnessConfig config_;
};

}  // namespace warpgym
