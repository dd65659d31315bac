// `warpgym-trainer train`: CUDA Agent's training recipe against warpgym-servers (issue 7).
//
//   train --config F.yaml --out DIR [--seed N] [--stage 1|2|3a|3b|4] [--endpoints E1,E2]
//
// Runs the stages of stages.h in order (or only --stage), skipping those DIR says are done and
// resuming a PPO stage after its last completed step; writes DIR/config.json (the effective
// config), DIR/metrics.jsonl and the checkpoints (run_context.h has the layout). --seed and
// --endpoints override the config's seed and rollout.endpoints. On the first run the initial
// policy is created (policy.init: toy) or copied (policy.init: model) into DIR/init.
// Progress lines go to stderr. The constructor adds the subcommand to the CLI11 app; Run()
// executes it when it was parsed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "shared/status.h"

namespace warpgym::train {

struct TrainArgs {
  std::string config_path;
  std::string out_dir;
  std::optional<uint64_t> seed;
  std::string stage;                   // "" = all
  std::vector<std::string> endpoints;  // empty = the config's
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
};

}  // namespace warpgym::train
