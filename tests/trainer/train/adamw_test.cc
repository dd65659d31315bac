// trainer/train/adamw.h: the learning-rate warmup (with a constant gradient every bias-corrected
// Adam update is 1, to eps, so each step moves the parameter by exactly that step's lr), the
// update against AdamW's formula worked out here in double, and gradient-norm clipping.
#include "trainer/train/adamw.h"

#include <gtest/gtest.h>

#include <cmath>

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

TEST(AdamWTest, TheUpdateIsAdamWsFormula) {
  const AdamWOptions o{.lr = 0.05, .beta1 = 0.8, .beta2 = 0.95, .eps = 1e-6, .weight_decay = 0.1};
  at::Tensor p = at::tensor({0.5f, -1.0f, 2.0f}).set_requires_grad(true);
  at::Tensor skipped = at::ones({2}, at::kFloat).set_requires_grad(true);  // never a gradient
  AdamW adam({p, skipped}, o);
  double x[3] = {0.5, -1.0, 2.0}, m[3] = {}, v[3] = {};
  const double grads[3][3] = {{0.3, -0.2, 1.0}, {-0.1, 0.4, 0.0}, {0.2, 0.2, -0.5}};
  for (int t = 1; t <= 3; ++t) {
    const auto& g = grads[t - 1];
    p.mutable_grad() = at::tensor({float(g[0]), float(g[1]), float(g[2])});
    adam.Step();
    for (int i = 0; i < 3; ++i) {
      m[i] = o.beta1 * m[i] + (1 - o.beta1) * g[i];
      v[i] = o.beta2 * v[i] + (1 - o.beta2) * g[i] * g[i];
      const double mh = m[i] / (1 - std::pow(o.beta1, t)), vh = v[i] / (1 - std::pow(o.beta2, t));
      x[i] -= o.lr * (mh / (std::sqrt(vh) + o.eps) + o.weight_decay * x[i]);
      EXPECT_NEAR(p.detach()[i].item<double>(), x[i], 1e-5) << "step " << t << " element " << i;
    }
  }
  EXPECT_TRUE(at::equal(skipped.detach(), at::ones({2}, at::kFloat)));
  EXPECT_EQ(adam.steps(), 3);
}

TEST(ClipGradNormTest, ScalesToTheLimitAndReportsTheNormBefore) {
  at::Tensor a = at::zeros({2}, at::kFloat).set_requires_grad(true);
  at::Tensor b = at::zeros({1}, at::kFloat).set_requires_grad(true);
  at::Tensor none = at::zeros({1}, at::kFloat).set_requires_grad(true);
  a.mutable_grad() = at::tensor({3.0f, 0.0f});
  b.mutable_grad() = at::tensor({4.0f});
  EXPECT_NEAR(ClipGradNorm({a, b, none}, 0), 5.0, 1e-5);  // no limit: measured, not scaled
  EXPECT_NEAR(a.grad()[0].item<double>(), 3.0, 1e-6);
  EXPECT_NEAR(ClipGradNorm({a, b, none}, 10.0), 5.0, 1e-5);  // under the limit: unchanged
  EXPECT_NEAR(b.grad()[0].item<double>(), 4.0, 1e-5);
  EXPECT_NEAR(ClipGradNorm({a, b, none}, 1.0), 5.0, 1e-5);
  EXPECT_NEAR(a.grad()[0].item<double>(), 0.6, 1e-5);
  EXPECT_NEAR(b.grad()[0].item<double>(), 0.8, 1e-5);
  EXPECT_FALSE(none.grad().defined());
  EXPECT_EQ(ClipGradNorm({none}, 1.0), 0.0);
}

}  // namespace
}  // namespace warpgym::train
