// Episode: one agent's run on one task: its workspace, trajectory log, turn count, and the
// ordered queue of its pending jobs (reset, steps, close).
//
// Threading. Jobs of one episode run one at a time, in order, on pool threads (a "strand"):
// the members under "strand only" are touched only by the job currently running. The members
// under "guarded by mu_" are shared with the network thread (scheduling, retries, idle reaping).
// Different episodes never wait for each other.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "env_server/harness_runner.h"
#include "env_server/sandbox/policy.h"
#include "env_server/sandbox/uid_pool.h"
#include "env_server/task_registry.h"
#include "env_server/tools/tool.h"
#include "env_server/trajectory_log.h"
#include "env_server/workspace.h"
#include "shared/status.h"

namespace warpgym {

struct EpisodeOptions {
  int max_turns = 150;
  std::string reward_mode{reward_mode::kDefaultMode};  // one of reward_mode::kAll
  std::string tolerance{tolerance::kDefaultPreset};    // one of tolerance::kAll
  std::optional<std::int64_t> seed;
};

// What every episode of one server shares. Immutable after start-up.
struct EpisodeEnvironment {
  std::filesystem::path workdir;  // episodes/, private/, trajectories/ live here
  std::vector<TemplateFile>
      template_files;  // copied into each workspace (task file added per episode)
  std::string backend;
  const HarnessRunner* harness = nullptr;
  GpuPool* devices = nullptr;         // device leases and compile slots for evaluations
  TaskMemory* task_memory = nullptr;  // what an evaluation of each task reserves of a device
  BaselinePrepare* baseline_prepare = nullptr;  // tasks whose baseline was built ahead; null: none
  std::size_t output_limit = 32u << 10;
  std::vector<std::string> bash_env_base;         // bash environment without HOME
  std::optional<sandbox::SandboxPolicy> sandbox;  // base policy for bash (workspace added per call)
  // Per-episode identities (root server with a uid range): the episode's uid replaces the
  // policy's for its workspace, bash calls, compilers and candidates. Null: one shared uid.
  std::shared_ptr<sandbox::UidPool> uids;
  std::uint64_t workspace_quota_bytes = 0;
  bool workspace_fs = false;  // each workspace its own filesystem of that size (workspace_fs.h)
  // The bytes fork copies may hold at once, all episodes together (0: no bound). The server
  // writes a fork's copy itself, so no sandbox memory budget counts it; this one does.
  std::uint64_t fork_bytes_limit = 0;
  std::shared_ptr<std::atomic<std::uint64_t>> fork_bytes =
      std::make_shared<std::atomic<std::uint64_t>>(0);
  bool keep_workspaces = false;
};

class Episode {
 public:
  using Clock = std::chrono::steady_clock;
  using Job = std::function<void()>;

  Episode(std::string id, TaskInfo task, EpisodeOptions options, const EpisodeEnvironment& env);

  const std::string& id() const { return id_; }
  const TaskInfo& task() const { return task_; }
  const EpisodeOptions& options() const { return options_; }

  // --- Strand-only operations (called from this episode's jobs) ---
  // Creates the workspace and log; returns the reset reply fields.
  StatusOr<nlohmann::json> Start();
  // Instead of Start(): this episode begins as a copy of `parent` (workspace files, turn count,
  // trajectory so far); returns the fork reply fields. Runs on the parent's strand, before this
  // episode is reachable by any request, so neither has a job running.
  StatusOr<nlohmann::json> StartFork(const Episode& parent);
  // Runs one action; returns the step reply fields, or FailedPrecondition after the end.
  StatusOr<nlohmann::json> Step(const nlohmann::json& action);
  // Logs the end and removes the workspace (unless kept). Idempotent.
  void Finish(const std::string& reason);

  // --- Scheduling (any thread) ---
  // Appends a job. Returns true if the caller must now run Drain() on some thread (the episode
  // was idle), false if a job already running will reach it.
  bool Enqueue(Job job);
  // Undoes the Enqueue that returned true when no thread could be found to drain.
  void CancelLastEnqueue();
  // Runs queued jobs until none is left.
  void Drain();
  std::size_t pending() const;
  bool IdleLongerThan(Clock::duration d) const;

  // Retry bookkeeping for `step` (docs/protocol.md, "Retries").
  enum class RetryState { kNew, kInFlight, kDone };
  // kDone also returns the stored reply in *stored; kNew marks the id in flight.
  RetryState BeginStep(const std::string& id_key, std::string* stored);
  void EndStep(const std::string& id_key, std::string reply);
  // Forgets an id marked by BeginStep whose step was refused before it ran.
  void AbortStep(const std::string& id_key);

 private:
  ToolContext MakeToolContext();
  Status MakeWorkspace();  // the workspace from the template, with this episode's uid
  std::filesystem::path LogPath() const;
  nlohmann::json ResetInfo() const;

  // Constant after construction.
  const std::string id_;
  const TaskInfo task_;
  const EpisodeOptions options_;
  const EpisodeEnvironment& env_;
  const std::filesystem::path scratch_dir_;

  // Strand only.
  std::optional<sandbox::UidLease> uid_lease_;  // declared first: released after the workspace
  std::optional<Workspace> workspace_;
  std::unique_ptr<TrajectoryLog> log_;
  int turns_ = 0;
  std::uint64_t fork_bytes_ = 0;  // what this episode's fork copy holds of env_.fork_bytes
  bool done_ = false;
  bool finished_ = false;

  // Guarded by mu_.
  mutable std::mutex mu_;
  std::deque<Job> jobs_;
  bool draining_ = false;
  Clock::time_point last_activity_ = Clock::now();
  std::set<std::string> steps_in_flight_;
  std::string last_step_key_;
  std::string last_step_reply_;
};

}  // namespace warpgym
