// HarnessRunner: runs the trusted Python evaluation harness (env_server/harness/run.py) for
// compile / verify / profile / evaluate and returns its JSON verdict. The harness runs outside
// the agent's reach: it reads the task's trusted model.py and the template's trusted binding
// files, and writes its result into a private scratch directory, never the workspace.
// With a HarnessWorker the command runs in a child forked from the pre-imported worker; if the
// worker is unreachable, the command is spawned directly (slower, same verdict).
// Immutable after construction; Run() is safe from many threads at once.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "env_server/harness_worker.h"

namespace warpgym {

struct HarnessConfig {
  std::filesystem::path python;          // interpreter with torch installed
  std::filesystem::path harness_dir;     // env_server/harness
  std::filesystem::path template_dir;    // env_server/templates/<backend>
  std::filesystem::path cache_dir;       // shared object / baseline cache
  std::string backend = "cpu";
  std::chrono::seconds timeout{900};     // for the harness itself; its candidate runs have their own
  const HarnessWorker* worker = nullptr; // pre-imported worker (fork server); null: spawn each call
  std::vector<std::string> extra_args;   // e.g. --sandbox auto --hide-dir WORKDIR --sandbox-uid N
};

struct HarnessCall {
  std::string command;                   // compile | verify | profile | evaluate
  std::filesystem::path task_file;
  std::filesystem::path workspace;
  std::filesystem::path scratch_dir;     // private to this episode
  std::optional<std::int64_t> seed;
  std::string tolerance = "default";
  std::string reward_mode = "milestone";
  std::vector<std::string> extra_env;    // "K=V", e.g. CUDA_VISIBLE_DEVICES of the lease
};

struct HarnessOutcome {
  nlohmann::json result;   // the harness's JSON (always an object)
  bool infra_error = false;
  std::string text;        // the observation for the model
  double seconds = 0;
};

// The scrubbed environment every harness process gets (PATH, locale, and the pass-through keys
// CUDA_VISIBLE_DEVICES, OMP_NUM_THREADS, CUDA_HOME, ... when the server has them).
std::vector<std::string> HarnessEnvironment();

class HarnessRunner {
 public:
  explicit HarnessRunner(HarnessConfig config) : config_(std::move(config)) {}
  // Never fails outright: an unusable harness run comes back with infra_error = true and a text
  // that says the environment, not the agent, failed.
  HarnessOutcome Run(const HarnessCall& call) const;
  const HarnessConfig& config() const { return config_; }

 private:
  HarnessConfig config_;
};

}  // namespace warpgym
