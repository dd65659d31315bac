#include "env_server/episode.h"

#include <fstream>
#include <sstream>

#include "env_server/subprocess.h"
#include "env_server/tools/eval_tools.h"
#include "env_server/tools/tool_registry.h"
#include "env_server/workspace_clone.h"
#include "shared/msgpack_json.h"

namespace warpgym {
namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

std::string ReadText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

Episode::Episode(std::string id, TaskInfo task, EpisodeOptions options,
                 const EpisodeEnvironment& env)
    : id_(std::move(id)),
      task_(std::move(task)),
      options_(std::move(options)),
      env_(env),
      scratch_dir_(env.workdir / "private" / id_) {}

// ---------------------------------------------------------------------------------------------
// Strand-only operations

Status Episode::MakeWorkspace() {
  std::vector<TemplateFile> files = env_.template_files;
  files.push_back({task_.file, "model.py", /*read_only=*/true});
  std::optional<FileOwner> owner;  // sandboxed bash runs as another uid: give it the workspace
  if (env_.sandbox && env_.sandbox->change_identity) {
    owner = FileOwner{env_.sandbox->uid, env_.sandbox->gid};
    if (env_.uids) {
      uid_lease_ = env_.uids->Acquire();
      if (!uid_lease_)
        return Status::ResourceExhausted("every sandbox uid of the configured range is in use");
      owner = FileOwner{uid_lease_->uid(), uid_lease_->uid()};
    }
  }
  StatusOr<Workspace> ws =
      Workspace::Create(env_.workdir / "episodes" / id_, files, {"kernels"}, owner,
                        env_.workspace_fs ? env_.workspace_quota_bytes : 0);
  if (!ws.ok()) return ws.status();
  workspace_.emplace(std::move(ws.value()));
  return Status::Ok();
}

fs::path Episode::LogPath() const {
  return env_.workdir / "trajectories" / (id_ + ".jsonl");
}

StatusOr<json> Episode::Start() {
  if (Status s = MakeWorkspace(); !s.ok()) return s;
  auto log = TrajectoryLog::Open(LogPath());
  if (!log.ok()) return log.status();
  log_ = std::move(log.value());

  std::string observation = ReadText(workspace_->root() / "SKILL.md");
  observation += "\n\n# Your task: " + task_.name +
                 "\n\nThe reference implementation (model.py):\n\n```python\n" +
                 ReadText(task_.file) + "```\n\nWorkspace files:\n";
  for (const std::string& f : workspace_->ListFiles()) observation += "  " + f + "\n";
  observation = CapText(observation, std::max<std::size_t>(env_.output_limit, 256u << 10));

  json info = ResetInfo();
  (void)log_->Append({{"event", "reset"},
                      {"episode_id", id_},
                      {"task", task_.name},
                      {"observation", observation},
                      {"info", info}});
  return json{
      {"episode_id", id_}, {"observation", std::move(observation)}, {"info", std::move(info)}};
}

StatusOr<json> Episode::StartFork(const Episode& parent) {
  if (!parent.workspace_) return Status::FailedPrecondition("episode was not started");
  if (parent.done_ || parent.finished_) {
    return Status::FailedPrecondition("episode " + parent.id_ +
                                      " has ended; only a running episode can be forked");
  }
  if (Status s = MakeWorkspace(); !s.ok()) return s;
  std::uint64_t max_bytes = env_.workspace_quota_bytes;
  if (env_.fork_bytes_limit > 0) {
    const std::uint64_t held = env_.fork_bytes->load();
    const std::uint64_t room = held < env_.fork_bytes_limit ? env_.fork_bytes_limit - held : 0;
    if (room == 0)
      return Status::ResourceExhausted(
          "fork: earlier forks hold all the memory forks may use; "
          "close some");
    max_bytes = max_bytes > 0 ? std::min(max_bytes, room) : room;
  }
  StatusOr<CloneStats> copied = CloneWorkspace(*parent.workspace_, *workspace_, max_bytes);
  if (!copied.ok()) return copied.status();
  // Reserved only if it still fits: forks of other parents copy at the same time.
  const std::uint64_t bytes = copied.value().bytes;
  for (std::uint64_t held = env_.fork_bytes->load();;) {
    if (env_.fork_bytes_limit > 0 && held + bytes > env_.fork_bytes_limit)
      return Status::ResourceExhausted(
          "fork: forks copying at the same time took the memory forks "
          "may use; close some");
    if (env_.fork_bytes->compare_exchange_weak(held, held + bytes)) break;
  }
  fork_bytes_ = bytes;
  // The child's record starts as a copy of the parent's: its history up to the fork.
  std::error_code ec;
  fs::create_directories(LogPath().parent_path(), ec);
  if (parent.log_ && !fs::copy_file(parent.log_->path(), LogPath(), ec)) {
    return Status::Internal("fork: cannot copy the trajectory: " + ec.message());
  }
  auto log = TrajectoryLog::Open(LogPath());
  if (!log.ok()) return log.status();
  log_ = std::move(log.value());
  turns_ = parent.turns_;
  const CloneStats& c = copied.value();
  json copy = {{"files", c.files},
               {"bytes", c.bytes},
               {"reflinked", c.reflinked},
               {"links", c.links},
               {"skipped", c.skipped},
               {"seconds", c.seconds},
               {"method", c.files > 0 && c.reflinked == c.files ? "reflink" : "copy"}};
  json info = ResetInfo();
  info["parent_id"] = parent.id_;
  info["turn"] = turns_;
  info["copy"] = copy;
  (void)log_->Append({{"event", "fork"},
                      {"episode_id", id_},
                      {"parent_id", parent.id_},
                      {"turns", turns_},
                      {"info", info}});
  return json{{"episode_id", id_}, {"parent_id", parent.id_}, {"info", std::move(info)}};
}

json Episode::ResetInfo() const {
  json seed = options_.seed ? json(*options_.seed) : json(nullptr);
  return {{"task", task_.name},
          {"level", task_.level},
          {"max_turns", options_.max_turns},
          {"reward_mode", options_.reward_mode},
          {"tolerance", options_.tolerance},
          {"backend", env_.backend},
          {"seed", seed},
          {"workspace_files", workspace_ ? workspace_->ListFiles() : std::vector<std::string>{}}};
}

ToolContext Episode::MakeToolContext() {
  HarnessCall call;
  call.task_file = task_.file;
  call.workspace = workspace_->root();
  call.scratch_dir = scratch_dir_;
  call.seed = options_.seed;
  call.tolerance = options_.tolerance;
  call.reward_mode = options_.reward_mode;
  std::vector<std::string> bash_env = env_.bash_env_base;
  bash_env.push_back("HOME=" + workspace_->root().string());
  std::optional<sandbox::SandboxPolicy> policy = env_.sandbox;
  if (policy) {
    policy->workspace = workspace_->root();
    policy->read_only_files = workspace_->IntactProtectedFiles();
    if (uid_lease_) policy->uid = policy->gid = uid_lease_->uid();
  }
  if (uid_lease_) call.sandbox_uid = uid_lease_->uid();
  return ToolContext{.workspace = *workspace_,
                     .harness = *env_.harness,
                     .eval_call = std::move(call),
                     .output_limit = env_.output_limit,
                     .bash_env = std::move(bash_env),
                     .devices = env_.devices,
                     .task_memory = env_.task_memory,
                     .baseline_prepare = env_.baseline_prepare,
                     .task = task_.name,
                     .sandbox = std::move(policy),
                     .workspace_quota_bytes = env_.workspace_quota_bytes};
}

StatusOr<json> Episode::Step(const json& action) {
  if (!workspace_) return Status::Internal("episode was not started");
  if (done_)
    return Status::FailedPrecondition("episode " + id_ + " has ended; call reset for a new one");
  const auto start = Clock::now();
  ++turns_;
  ToolContext ctx = MakeToolContext();

  std::string tool;
  json args;
  std::optional<ToolOutcome> bad = ParseAction(action, &tool, &args);
  ToolOutcome outcome = bad ? std::move(*bad) : RunTool(tool, args, ctx);

  bool terminated = outcome.ends_episode;
  bool truncated = false;
  double reward = outcome.reward.value_or(0.0);
  if (!terminated && turns_ >= options_.max_turns) {
    // The turn limit ends the episode, but the agent's work still gets its final evaluation.
    ToolOutcome final_eval = SubmitTool(ctx);
    truncated = true;
    reward = final_eval.reward.value_or(0.0);
    outcome.observation += "\n\n[turn limit of " + std::to_string(options_.max_turns) +
                           " reached: final evaluation]\n" + final_eval.observation;
    outcome.info["eval"] = final_eval.info["eval"];
    outcome.infra_error = outcome.infra_error || final_eval.infra_error;
  }
  done_ = terminated || truncated;

  json info = std::move(outcome.info);
  info["tool"] = bad ? json(nullptr) : json(tool);
  info["turn"] = turns_;
  info["elapsed_s"] = std::chrono::duration<double>(Clock::now() - start).count();
  info["infra_error"] = outcome.infra_error;
  if (outcome.error)
    info["error"] = {{"code", outcome.error->code}, {"message", outcome.error->message}};

  json reply = {{"observation", std::move(outcome.observation)},
                {"reward", reward},
                {"terminated", terminated},
                {"truncated", truncated},
                {"info", std::move(info)}};
  json record = reply;
  record["event"] = "step";
  record["action"] = action;
  (void)log_->Append(std::move(record));
  return reply;
}

void Episode::Finish(const std::string& reason) {
  if (finished_) return;
  finished_ = true;
  env_.fork_bytes->fetch_sub(std::exchange(fork_bytes_, 0));
  if (log_) (void)log_->Append({{"event", "close"}, {"reason", reason}, {"turns", turns_}});
  if (workspace_) (void)(env_.keep_workspaces ? workspace_->Keep() : workspace_->Remove());
  std::error_code ec;
  fs::remove_all(scratch_dir_, ec);
  // The episode's uid goes back to the pool now, not when the last reference to this object
  // drops (after the close is answered): a reset right after a close must find it free.
  workspace_.reset();
  uid_lease_.reset();
}

// ---------------------------------------------------------------------------------------------
// Scheduling

bool Episode::Enqueue(Job job) {
  std::lock_guard lock(mu_);
  jobs_.push_back(std::move(job));
  last_activity_ = Clock::now();
  return !std::exchange(draining_, true);
}

void Episode::CancelLastEnqueue() {
  std::lock_guard lock(mu_);
  jobs_.pop_back();
  draining_ = false;
}

void Episode::Drain() {
  while (true) {
    Job job;
    {
      std::lock_guard lock(mu_);
      if (jobs_.empty()) {
        draining_ = false;
        last_activity_ = Clock::now();
        return;
      }
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    job();
  }
}

std::size_t Episode::pending() const {
  std::lock_guard lock(mu_);
  return jobs_.size() + (draining_ ? 1 : 0);
}

bool Episode::IdleLongerThan(Clock::duration d) const {
  std::lock_guard lock(mu_);
  return !draining_ && jobs_.empty() && Clock::now() - last_activity_ > d;
}

Episode::RetryState Episode::BeginStep(const std::string& id_key, std::string* stored) {
  std::lock_guard lock(mu_);
  if (id_key == last_step_key_) {
    *stored = last_step_reply_;
    return RetryState::kDone;
  }
  if (!steps_in_flight_.insert(id_key).second) return RetryState::kInFlight;
  return RetryState::kNew;
}

void Episode::EndStep(const std::string& id_key, std::string reply) {
  std::lock_guard lock(mu_);
  steps_in_flight_.erase(id_key);
  last_step_key_ = id_key;
  last_step_reply_ = std::move(reply);
}

void Episode::AbortStep(const std::string& id_key) {
  std::lock_guard lock(mu_);
  steps_in_flight_.erase(id_key);
}

}  // namespace warpgym
