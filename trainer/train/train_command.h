// `warpgym-trainer train`: CUDA Agent's training recipe against warpgym-servers (issue 7).
//
//   train --config F.yaml --out DIR [--seed N] [--stage 1|2|3a|3b|4] [--endpoints E1,E2]
//         [--device cpu|cuda|cuda:N] [--nproc N] [--train-gpus T --rollout-gpus R]
//
// Runs the stages of stages.h in order (or only --stage), skipping those DIR says are done and
// resuming a PPO stage after its last completed step; writes DIR/config.json (the effective
// config), DIR/metrics.jsonl and the checkpoints (run_context.h has the layout). --seed and
// --endpoints and --device override the config's seed, rollout.endpoints and device. On the first
// run the initial policy is created (policy.init: toy) or copied (policy.init: model) into
// DIR/init.
// --nproc N > 1 starts N local data-parallel ranks of the same command (launcher.h); a process
// started with RANK/WORLD_SIZE/MASTER_ADDR/MASTER_PORT set is one rank (data_parallel.h).
// --rollout-gpus R overrides ppo.rollout_ranks: the run's last R ranks only roll out, the others
// only learn (stage_ppo_pools.cc); with --train-gpus T the launcher starts T + R local ranks.
// Progress lines go to stderr. The constructor adds the subcommand to the CLI11 app; Run()
// executes it when it was parsed.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym::train {

struct TrainArgs {
  std::string config_path;
  std::string out_dir;
  std::optional<uint64_t> seed;
  std::string stage;                     // "" = all
  std::vector<std::string> endpoints;    // empty = the config's
  std::string device;                    // "" = the config's
  std::optional<int64_t> rollout_ranks;  // unset = the config's ppo.rollout_ranks
};

Status Train(const TrainArgs& args);

class TrainCommand {
 public:
  explicit TrainCommand(CLI::App& app);
  bool parsed() const { return command_->parsed(); }
  // Train(), with a LibTorch or standard exception turned into Internal.
  Status Run() const;

 private:
  CLI::App* command_ = nullptr;
  TrainArgs args_;
  int nproc_ = 1;   // > 1: launch that many data-parallel ranks (launcher.h)
  int nnodes_ = 1;  // > 1: this host is one of that many, each launching nproc_ ranks
  int node_rank_ = 0;
  int train_gpus_ = 0;  // > 0: launch train_gpus_ + rollout ranks (--rollout-gpus) locally
};

}  // namespace warpgym::train
