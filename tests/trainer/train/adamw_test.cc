// trainer/train/adamw.h: the learning-rate warmup. With a constant gradient every bias-corrected
// Adam update is 1 (to eps), so each step moves the parameter by exactly that step's lr.
#include "trainer/train/adamw.h"

#include <gtest/gtest.h>

namespace warpgym::train {
namespace {

std::vector<double> Moves(int64_t warmup_steps, int steps) {
  at::Tensor p = at::zeros({3}, at::kFloat).set_requires_grad(true);
  AdamW adam({p}, {.lr = 0.1, .warmup_steps = warmup_steps});
  std::vector<double> moves;
  for (int i = 0; i < steps; ++i) {
    const double before = p.detach()[0].item<double>();
    p.mutable_grad() = at::ones({3}, at::kFloat);
    adam.Step();
    moves.push_back(before - p.detach()[0].item<double>());
  }
  return moves;
}

TEST(AdamWTest, WarmupRampsTheLearningRateLinearly) {
  const std::vector<double> moves = Moves(4, 6);
  const double expected[] = {0.025, 0.05, 0.075, 0.1, 0.1, 0.1};
  for (int i = 0; i < 6; ++i)
    EXPECT_NEAR(moves[static_cast<size_t>(i)], expected[i], 1e-6) << "step " << i + 1;
}

TEST(AdamWTest, WithoutWarmupEveryStepTakesTheFullRate) {
  for (double move : Moves(0, 3)) EXPECT_NEAR(move, 0.1, 1e-6);
}

TEST(AdamWTest, TheRateOfTheNextStepFollowsTheSavedStepCount) {
  at::Tensor p = at::zeros({1}, at::kFloat).set_requires_grad(true);
  AdamW adam({p}, {.lr = 1.0, .warmup_steps = 10});
  EXPECT_DOUBLE_EQ(adam.LearningRate(), 0.1);
  p.mutable_grad() = at::ones({1}, at::kFloat);
  adam.Step();
  EXPECT_DOUBLE_EQ(adam.LearningRate(), 0.2);
}

}  // namespace
}  // namespace warpgym::train
