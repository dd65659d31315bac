// Reward statistics of a batch of trajectories, for the training log. No LibTorch.
//
// Episodes with infra_error are counted apart and take no part in any statistic (they are never
// scored as 0). The rates read the milestone reward (docs/protocol.md, "Reward"):
//   pass                 reward > 0    compiled and correct (1, 2 or 3)
//   faster_than_eager    reward >= 2   more than 5% faster than eager
//   faster_than_compile  reward >= 3   more than 5% faster than eager and torch.compile
// With reward_mode "speedup" (t_eager / t, or -1) or "correctness" (1 or -1) only `pass` keeps its
// meaning. Pure function; thread-safe.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "trainer/rl/trajectory.h"

namespace warpgym::rl {

struct RewardSummary {
  int64_t episodes = 0;      // scored episodes
  int64_t infra_errors = 0;  // dropped, not scored
  double mean = 0;           // over scored episodes; 0 when there are none
  double std = 0;            // population standard deviation
  double min = 0;
  double max = 0;
  std::map<double, int64_t> histogram;  // reward value -> episodes (milestone: -1, 1, 2, 3)
  double pass_rate = 0;
  double faster_than_eager_rate = 0;
  double faster_than_compile_rate = 0;
};

RewardSummary SummariseRewards(const std::vector<Trajectory>& trajectories);

}  // namespace warpgym::rl
