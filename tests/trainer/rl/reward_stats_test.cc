#include "trainer/rl/reward_stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace warpgym::rl {
namespace {

Trajectory WithReward(double reward, bool infra_error = false) {
  Trajectory t;
  t.task_id = "level1/1_ReLU";
  t.reward = reward;
  t.infra_error = infra_error;
  return t;
}

TEST(SummariseRewards, MilestoneBatchWorkedByHand) {
  // Rewards -1, 1, 2, 3, 3 and one infra error (reward 0 on the wire: must not count as a 0).
  //   mean = (-1 + 1 + 2 + 3 + 3) / 5 = 8 / 5 = 1.6
  //   deviations -2.6, -0.6, 0.4, 1.4, 1.4; squares 6.76 + 0.36 + 0.16 + 1.96 + 1.96 = 11.2
  //   std = sqrt(11.2 / 5) = sqrt(2.24) = 1.496662954...
  //   pass (> 0) 4/5, faster than eager (>= 2) 3/5, faster than compile (>= 3) 2/5
  const RewardSummary s = SummariseRewards({WithReward(-1), WithReward(1), WithReward(0, true),
                                            WithReward(2), WithReward(3), WithReward(3)});
  EXPECT_EQ(s.episodes, 5);
  EXPECT_EQ(s.infra_errors, 1);
  EXPECT_DOUBLE_EQ(s.mean, 1.6);
  EXPECT_NEAR(s.std, 1.4966629547, 1e-9);
  EXPECT_EQ(s.min, -1);
  EXPECT_EQ(s.max, 3);
  EXPECT_EQ(s.histogram, (std::map<double, int64_t>{{-1, 1}, {1, 1}, {2, 1}, {3, 2}}));
  EXPECT_DOUBLE_EQ(s.pass_rate, 0.8);
  EXPECT_DOUBLE_EQ(s.faster_than_eager_rate, 0.6);
  EXPECT_DOUBLE_EQ(s.faster_than_compile_rate, 0.4);
}

TEST(SummariseRewards, OnlyInfraErrors) {
  const RewardSummary s = SummariseRewards({WithReward(0, true), WithReward(0, true)});
  EXPECT_EQ(s.episodes, 0);
  EXPECT_EQ(s.infra_errors, 2);
  EXPECT_EQ(s.mean, 0);
  EXPECT_TRUE(s.histogram.empty());
}

}  // namespace
}  // namespace warpgym::rl
