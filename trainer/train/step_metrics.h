// A PPO step's numbers over the ranks, for both ways of running the PPO stages (rollouts on the
// learners' GPUs, or on their own): every rank's trajectories gathered, the rollout's statistics
// reduced, this rank's GPU memory peak, and the step's metrics record and progress line.
// Every function taking a DataParallel is a collective over its ranks. Not thread-safe.
#pragma once

#include <ATen/ATen.h>

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "shared/status.h"
#include "trainer/rl/trajectory.h"
#include "trainer/rollout/rollout_engine.h"
#include "trainer/train/data_parallel.h"
#include "trainer/train/ppo_update.h"

namespace warpgym::train {

// Every rank's trajectories in rank order (the others' as JSON lines through the store; this
// rank's own are `mine`, not a parse of what it posted).
StatusOr<std::vector<rl::Trajectory>> GatherTrajectories(DataParallel& dp,
                                                         const std::vector<rl::Trajectory>& mine);

// Over the ranks: the slowest rank's generation and environment seconds, every rank's generated,
// context, prefilled, reused, appended and evicted tokens and turns (sums), the busiest decoder's
// peak and mean batch (maxima). A rank that rolled nothing out passes zeros.
rollout::RolloutStats StatsOverRanks(DataParallel& dp, const rollout::RolloutStats& mine);

// This rank's GPU memory at its peak since the last call (MiB: what the caching allocator had
// allocated to tensors, and reserved from the driver), then the peaks reset; zeros on the CPU.
std::pair<double, double> TakePeakDeviceMemory(at::Device device);

struct StepTimes {
  double rollout_s = 0;  // the rollout of the step's batch (the slowest rank's)
  double train_s = 0;    // the update
  double checkpoint_s = 0;
  double checkpoint_wait_s = 0;  // of checkpoint_s: waiting for the previous step's write
  double step_s = 0;             // the step's wall clock
};

// The step's metrics record: the batch's reward statistics (`batch`: everyone's trajectories),
// the update's metrics, the rollout's tokens and prefix reuse, the times, this rank's GPU peaks,
// the device and the ranks.
nlohmann::ordered_json StepRecord(const std::string& stage, int64_t step,
                                  const std::vector<rl::Trajectory>& batch, const PpoMetrics& ppo,
                                  const rollout::RolloutStats& rollout, const StepTimes& times,
                                  std::pair<double, double> peak_memory, const std::string& device,
                                  const DataParallel& dp);

// "[stage S] step n/N  reward ...  eta ..." for a record made by StepRecord; `eta_s` the
// estimated seconds to the stage's end.
std::string StepProgressLine(const nlohmann::ordered_json& record, const PpoMetrics& ppo,
                             int64_t steps, int64_t episodes, double eta_s);

}  // namespace warpgym::train
