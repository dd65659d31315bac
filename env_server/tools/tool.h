// The interface every tool implements, and what a tool call produces.
//
// A tool runs on a worker thread inside one episode's ordered step sequence, so it may use the
// episode's Workspace freely. It never throws for anything the agent did: bad arguments, missing
// files, failing commands all come back as a ToolOutcome with an observation and `error` set.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "env_server/gpu/baseline_prepare.h"
#include "env_server/gpu/gpu_pool.h"
#include "env_server/gpu/task_memory.h"
#include "env_server/harness_runner.h"
#include "env_server/sandbox/policy.h"
#include "env_server/workspace.h"
#include "shared/contract.h"

namespace warpgym {

struct ToolError {
  std::string code;  // bad_args, path_denied, protected_file, not_found, not_unique, timeout, ...
  std::string message;
};

struct ToolOutcome {
  std::string observation;
  nlohmann::json info = nlohmann::json::object();  // merged into the step's info
  std::optional<ToolError> error;
  bool infra_error = false;
  std::optional<double> reward;  // set by an evaluation that pays a reward
  bool ends_episode = false;     // submit

  static ToolOutcome Error(std::string_view code, std::string message) {
    ToolOutcome out;
    out.observation = "Error (" + std::string(code) + "): " + message;
    out.error = ToolError{std::string(code), std::move(message)};
    return out;
  }
};

// What a tool may touch.
struct ToolContext {
  Workspace& workspace;
  const HarnessRunner& harness;
  HarnessCall eval_call;     // task file, workspace, scratch dir, seed, tolerance, reward mode
  std::size_t output_limit;  // cap for observations, bytes
  std::vector<std::string> bash_env;  // environment for bash, "K=V"
  GpuPool* devices = nullptr;         // leases for evaluation steps; null: no scheduling
  TaskMemory* task_memory = nullptr;  // each task's memory need, for the leases; null: none
  // Builds a task's torch.compile baseline (a build or shared lease) before its first timed call;
  // null: the profile compiles it.
  BaselinePrepare* baseline_prepare = nullptr;
  std::string task;                               // the episode's task name (TaskMemory's key)
  std::optional<sandbox::SandboxPolicy> sandbox;  // for bash; unset: --no-sandbox (unsafe)
  std::uint64_t workspace_quota_bytes = 0;        // checked after each bash call; 0: none
};

}  // namespace warpgym
