// RunContext: what every stage of `warpgym-trainer train` shares (the effective config, the
// output directory and its layout, the tokenizer, the task list, the metrics log), and the small
// helpers the stages have in common: per-stage state files, episode specs, rollout options,
// per-batch metrics. Not thread-safe.
//
// Output directory layout (DIR = --out):
//   config.json            the effective config (defaults + YAML + --seed)
//   metrics.jsonl          one JSON object per step of any stage (metrics_log.h)
//   rankN/metrics.jsonl    data parallel (data_parallel.h): rank N's own records (N > 0)
//   init/                  the initial policy (Hugging Face layout, tokenizer.json)
//   stage1/ stage4/        actor/, critic/ (with optimizer.safetensors), trajectories.jsonl,
//   state.json stage2/                trajectories.jsonl, state.json stage3a/               actor/,
//   state.json        stage3b/  critic/, state.json
// state.json is {"done": bool, "step": int (PPO steps completed)}: a done stage is skipped, a PPO
// stage resumes after its last completed step.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "shared/status.h"
#include "trainer/rl/trajectory.h"
#include "trainer/rollout/rollout_engine.h"
#include "trainer/tokenizer/tokenizer.h"
#include "trainer/train/config.h"
#include "trainer/train/data_parallel.h"
#include "trainer/train/metrics_log.h"

namespace warpgym::train {

struct StageState {
  bool done = false;
  int64_t step = 0;
  // A PPO stage's checkpoint of `step`: its directory under DIR/stageS ("step-000012"), written
  // whole before this state names it. Empty: DIR/stageS/{actor,critic} themselves.
  std::string checkpoint;
};

struct RunContext {
  TrainConfig config;
  at::Device device = at::kCPU;  // config.device resolved (a rank's own GPU under data parallelism)
  std::string out_dir;
  std::unique_ptr<tokenizer::Tokenizer> tokenizer;
  std::vector<std::string> tasks;
  std::unique_ptr<MetricsLog> metrics;  // DIR/metrics.jsonl; rank N > 0: DIR/rankN/metrics.jsonl
  DataParallel dp;  // the run's ranks; a world of one (the default) for a single process
  const std::atomic<bool>* stop = nullptr;  // set: stop at the next step boundary (SIGINT, SIGTERM)

  // Unavailable "interrupted ..." once `stop` is set (stages check it between steps).
  Status Interrupted(const std::string& where) const;

  std::string Path(const std::string& relative) const;  // out_dir / relative
  std::string InitDir() const { return Path("init"); }

  StageState ReadState(const std::string& stage) const;  // missing file: not started
  Status WriteState(const std::string& stage, const StageState& state) const;

  // `episodes` specs over the task list (round robin), env seeds derived from the run's seed.
  std::vector<rollout::EpisodeSpec> Specs(const std::string& stage, int64_t step,
                                          int64_t episodes) const;
  uint64_t Seed(const std::string& stage, int64_t step) const;  // a stream per (stage, step)
  rollout::RolloutOptions Rollout(int64_t max_turns) const;
};

// FailedPrecondition "stage S needs P (run stage T first)" unless `path` exists.
Status Require(const std::string& path, const std::string& stage, const std::string& earlier);

// The trajectories that can be trained on: no infra_error, at least one policy token.
std::vector<const rl::Trajectory*> Trainable(const std::vector<rl::Trajectory>& trajectories);

// Reward statistics and episode shape of a batch, as metrics fields.
nlohmann::ordered_json BatchMetrics(const std::vector<rl::Trajectory>& trajectories);

// Appends the trajectories to `path` (JSONL).
Status AppendTrajectories(const std::string& path, const std::vector<rl::Trajectory>& trajectories);

}  // namespace warpgym::train
