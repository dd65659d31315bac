// PPO losses and diagnostics against values worked out by hand (ppo_loss.h has the formulas).
#include "trainer/rl/ppo_loss.h"

#include <c10/util/Exception.h>
#include <gtest/gtest.h>

#include <cmath>

#include "tests/trainer/rl/rl_test_util.h"

namespace warpgym::rl {
namespace {

using testing::ExpectRowsNear;
using testing::Rows;

// Log-probs with a chosen ratio to an old log-prob of -1: log pi = -1 + ln(ratio).
at::Tensor LogProbsForRatios(const std::vector<std::vector<double>>& ratios) {
  return Rows(ratios).log() - 1.0;
}

// Six policy tokens over two rows of unequal length (row 1 has two, then padding). Position 0 is
// the prompt, with absurd values that must not count. (ratio, advantage) per token, with the
// default bounds [1 - 0.2, 1 + 0.28] = [0.8, 1.28]; L = -min(r A, clamp(r) A):
//   t1 (1.0,   +1): min(1.0,   1.0)  = 1.0    L = -1.0
//   t2 (1.5,   +2): min(3.0,   2.56) = 2.56   L = -2.56   clipped high (no gradient)
//   t3 (1.5,   -1): min(-1.5, -1.28) = -1.5   L = +1.5    unclipped: the pessimistic side
//   t6 (1.25,  +1): min(1.25,  1.25) = 1.25   L = -1.25   inside [0.8, 1.28]; 0.2 / 0.2 would clip
//   t4 (0.5,   -1): min(-0.5, -0.8)  = -0.8   L = +0.8    clipped low (no gradient)
//   t5 (0.5,   +2): min(1.0,   1.6)  = 1.0    L = -1.0    unclipped: the pessimistic side
// Token-mean: (-1 - 2.56 + 1.5 - 1.25 + 0.8 - 1.0) / 6 = -3.51 / 6 = -0.585.
// (Averaging each row first would give (-3.31/4 + -0.2/2) / 2 = -0.46375: not what we want.)
struct Batch {
  at::Tensor logprobs = LogProbsForRatios({{50, 1.0, 1.5, 1.5, 1.25}, {50, 0.5, 0.5, 1, 1}});
  at::Tensor old_logprobs = at::full({2, 5}, -1.0, at::kDouble);
  at::Tensor advantages = Rows({{100, 1, 2, -1, 1}, {100, -1, 2, 100, 100}});
  at::Tensor mask = Rows({{0, 1, 1, 1, 1}, {0, 1, 1, 0, 0}});
};

TEST(PolicyLoss, AsymmetricClipAndTokenMeanByHand) {
  Batch batch;
  at::Tensor logprobs = batch.logprobs.clone().requires_grad_(true);
  const PolicyLoss out =
      ComputePolicyLoss(logprobs, batch.old_logprobs, batch.advantages, batch.mask);
  EXPECT_NEAR(out.loss.item<double>(), -0.585, 1e-12);
  EXPECT_EQ(out.num_tokens, 6);
  EXPECT_NEAR(out.clip_fraction, 2.0 / 6, 1e-12);
  EXPECT_NEAR(out.clip_fraction_high, 1.0 / 6, 1e-12);
  EXPECT_NEAR(out.clip_fraction_low, 1.0 / 6, 1e-12);
  // k3 = (r - 1) - ln r per token:
  //   r = 1: 0;   r = 1.5: 0.5 - 0.405465108 = 0.094534892 (twice);   r = 1.25: 0.25 - 0.223143551
  //   = 0.026856449;   r = 0.5: -0.5 + 0.693147181 = 0.193147181 (twice)
  //   mean = (2 * 0.094534892 + 0.026856449 + 2 * 0.193147181) / 6 = 0.602220594 / 6 = 0.100370099
  EXPECT_NEAR(out.approx_kl, 0.100370099, 1e-8);

  // d loss / d logp_t = -(1/6) d(r A)/d logp = -r A / 6 on the unclipped branch, 0 when clipped.
  //   t1: -1/6;  t2: 0;  t3: -(1.5 * -1)/6 = 0.25;  t6: -1.25/6;  t4: 0;  t5: -(0.5 * 2)/6 = -1/6
  out.loss.backward();
  ExpectRowsNear(logprobs.grad(), {{0, -1.0 / 6, 0, 0.25, -1.25 / 6}, {0, 0, -1.0 / 6, 0, 0}},
                 1e-12);
}

TEST(PolicyLoss, BoundsAreAsymmetric) {
  // One token, ratio 1.25, advantage 1: inside the default ceiling 1.28, clipped by a
  // symmetric 1.2.
  const at::Tensor logprobs = LogProbsForRatios({{1, 1.25}});
  const at::Tensor old = at::full({1, 2}, -1.0, at::kDouble);
  const at::Tensor adv = Rows({{0, 1}});
  const at::Tensor mask = Rows({{0, 1}});
  const PolicyLoss dflt = ComputePolicyLoss(logprobs, old, adv, mask);
  EXPECT_NEAR(dflt.loss.item<double>(), -1.25, 1e-12);
  EXPECT_EQ(dflt.clip_fraction, 0);
  const PolicyLoss symmetric = ComputePolicyLoss(logprobs, old, adv, mask, {0.2, 0.2});
  EXPECT_NEAR(symmetric.loss.item<double>(), -1.2, 1e-12);  // -min(1.25, 1.2)
  EXPECT_EQ(symmetric.clip_fraction_high, 1);
  // Ratio 0.75 with advantage -1: the floor 0.8 clips it either way: -min(-0.75, -0.8) = 0.8.
  const PolicyLoss low =
      ComputePolicyLoss(LogProbsForRatios({{1, 0.75}}), old, Rows({{0, -1}}), mask);
  EXPECT_NEAR(low.loss.item<double>(), 0.8, 1e-12);
  EXPECT_EQ(low.clip_fraction_low, 1);
}

TEST(PolicyLoss, OnPolicyRatioOneGivesMinusMeanAdvantage) {
  // First micro-batch of an update: logp == old, ratio 1, loss = -mean(A) = -(2 - 1 + 0.5)/3 =
  // -0.5.
  const at::Tensor logp = Rows({{0, -0.3, -2.0, -0.1}});
  const PolicyLoss out =
      ComputePolicyLoss(logp, logp, Rows({{9, 2, -1, 0.5}}), Rows({{0, 1, 1, 1}}));
  EXPECT_NEAR(out.loss.item<double>(), -0.5, 1e-12);
  EXPECT_EQ(out.approx_kl, 0);
  EXPECT_EQ(out.clip_fraction, 0);
}

TEST(PolicyLoss, MicroBatchesWithTheMiniBatchTokenCountSumToTheTokenMean) {
  // Row 0 alone: (-1 - 2.56 + 1.5 - 1.25) / 6 = -0.551666...; row 1 alone: (0.8 - 1.0) / 6 =
  // -0.0333... Their sum is the whole batch's -0.585.
  Batch b;
  auto row = [](const at::Tensor& x, int64_t i) { return x.narrow(0, i, 1); };
  const PolicyLoss r0 =
      ComputePolicyLoss(row(b.logprobs, 0), row(b.old_logprobs, 0), row(b.advantages, 0),
                        row(b.mask, 0), {}, /*num_tokens=*/6);
  const PolicyLoss r1 =
      ComputePolicyLoss(row(b.logprobs, 1), row(b.old_logprobs, 1), row(b.advantages, 1),
                        row(b.mask, 1), {}, /*num_tokens=*/6);
  EXPECT_NEAR(r0.loss.item<double>(), -3.31 / 6, 1e-12);
  EXPECT_NEAR(r1.loss.item<double>(), -0.2 / 6, 1e-12);
  EXPECT_NEAR(r0.loss.item<double>() + r1.loss.item<double>(), -0.585, 1e-12);
  EXPECT_EQ(r1.num_tokens, 2);
}

TEST(PolicyLoss, PaddingCannotPoisonTheGradient) {
  // Off the mask: an infinite log-prob and a NaN advantage. Loss and gradient stay finite.
  const double inf = std::numeric_limits<double>::infinity();
  at::Tensor logp = Rows({{inf, -0.5}}).requires_grad_(true);
  const PolicyLoss out =
      ComputePolicyLoss(logp, Rows({{-inf, -0.5}}), Rows({{std::nan(""), 1}}), Rows({{0, 1}}));
  EXPECT_NEAR(out.loss.item<double>(), -1.0, 1e-12);
  out.loss.backward();
  ExpectRowsNear(logp.grad(), {{0, -1}}, 1e-12);
}

TEST(PolicyLoss, RefusesBadInput) {
  Batch b;
  EXPECT_THROW(ComputePolicyLoss(b.logprobs, b.old_logprobs, b.advantages, b.mask * 2), c10::Error);
  EXPECT_THROW(ComputePolicyLoss(b.logprobs, b.old_logprobs.narrow(1, 0, 4), b.advantages, b.mask),
               c10::Error);
  EXPECT_THROW(ComputePolicyLoss(b.logprobs, b.old_logprobs, b.advantages, at::zeros_like(b.mask)),
               c10::Error);
  EXPECT_THROW(ComputePolicyLoss(b.logprobs, b.old_logprobs, b.advantages, b.mask, {1.0, 0.28}),
               c10::Error);
  EXPECT_THROW(ComputePolicyLoss(b.logprobs, b.old_logprobs, b.advantages, b.mask, {0.2, -0.1}),
               c10::Error);
}

// Three policy tokens after a prompt (whose entries are absurd):
//   token   V     G     V_old   (V - G)^2   clip 0.2: V_clip = V_old + clamp(V - V_old, -0.2, 0.2)
//   1       1.0   2.0   0.5     1.0         0.7,  (0.7 - 2)^2 = 1.69  -> max 1.69  (clipped)
//   2       0.5   0.0   0.4     0.25        0.5,  (0.5 - 0)^2 = 0.25  -> max 0.25  (equal: not
//   clipped) 3      -1.0   1.0   0.0     4.0        -0.2, (-0.2 - 1)^2 = 1.44  -> max 4.0
// Unclipped: 0.5 (1 + 0.25 + 4) / 3 = 2.625 / 3 = 0.875.   Clipped: 0.5 (1.69 + 0.25 + 4) / 3 =
// 0.99.
struct ValueBatch {
  at::Tensor values = Rows({{-50, 1.0, 0.5, -1.0}});
  at::Tensor returns = Rows({{50, 2.0, 0.0, 1.0}});
  at::Tensor old_values = Rows({{7, 0.5, 0.4, 0.0}});
  at::Tensor mask = Rows({{0, 1, 1, 1}});
};

TEST(ValueLoss, HalfSquaredErrorTokenMean) {
  ValueBatch b;
  at::Tensor values = b.values.clone().requires_grad_(true);
  const ValueLoss out = ComputeValueLoss(values, at::Tensor(), b.returns, b.mask);
  EXPECT_NEAR(out.loss.item<double>(), 0.875, 1e-12);
  EXPECT_EQ(out.clip_fraction, 0);
  // d loss / d V_t = (V_t - G_t) / 3: -1/3, 0.5/3, -2/3.
  out.loss.backward();
  ExpectRowsNear(values.grad(), {{0, -1.0 / 3, 0.5 / 3, -2.0 / 3}}, 1e-12);
}

TEST(ValueLoss, ClippedAroundTheOldValue) {
  ValueBatch b;
  at::Tensor values = b.values.clone().requires_grad_(true);
  const ValueLoss out =
      ComputeValueLoss(values, b.old_values, b.returns, b.mask, /*value_clip=*/0.2);
  EXPECT_NEAR(out.loss.item<double>(), 0.99, 1e-12);
  EXPECT_NEAR(out.clip_fraction, 1.0 / 3, 1e-12);
  // Token 1 takes the clipped branch, whose V_clip is constant in V there: gradient 0. Token 2 is
  // a tie whose two branches have the same gradient 0.5/3; token 3 is unclipped: -2/3.
  out.loss.backward();
  ExpectRowsNear(values.grad(), {{0, 0, 0.5 / 3, -2.0 / 3}}, 1e-12);
  // With the batch's token count passed in, a half batch is divided by it, not by its own count.
  const ValueLoss half =
      ComputeValueLoss(b.values, b.old_values, b.returns, b.mask, 0, /*num_tokens=*/6);
  EXPECT_NEAR(half.loss.item<double>(), 2.625 / 6, 1e-12);
}

TEST(ExplainedVariance, ByHand) {
  // Returns 1, 2, 3, 4 on the mask: mean 2.5, variance (2.25 + 0.25 + 0.25 + 2.25) / 4 = 1.25.
  const at::Tensor returns = Rows({{99, 1, 2}, {-99, 3, 4}});
  const at::Tensor mask = Rows({{0, 1, 1}, {0, 1, 1}});
  // Values 1, 2, 3, 3: residuals 0, 0, 0, 1, mean 0.25, variance (3 * 0.0625 + 0.5625) / 4 =
  // 0.1875.
  //   EV = 1 - 0.1875 / 1.25 = 0.85
  EXPECT_NEAR(ExplainedVariance(Rows({{0, 1, 2}, {0, 3, 3}}), returns, mask), 0.85, 1e-12);
  EXPECT_NEAR(ExplainedVariance(returns, returns, mask), 1.0, 1e-12);  // perfect
  EXPECT_NEAR(ExplainedVariance(at::full({2, 3}, 2.5, at::kDouble), returns, mask), 0.0,
              1e-12);  // the mean
  // V = -G: residual 2G, variance 4 * 1.25 = 5, EV = 1 - 5 / 1.25 = -3.
  EXPECT_NEAR(ExplainedVariance(-returns, returns, mask), -3.0, 1e-12);
  // Constant returns: undefined.
  EXPECT_TRUE(std::isnan(ExplainedVariance(returns, at::ones({2, 3}, at::kDouble), mask)));
}

// A RankSum for a second rank that holds the same tokens: every sum and count doubles, so every
// mean stays.
void Twin(std::vector<at::Tensor>& parts) {
  for (at::Tensor& p : parts) p.mul_(2);
}

TEST(ExplainedVariance, OverRanksTakesTheRanksSums) {
  const at::Tensor returns = Rows({{99, 1, 2}, {-99, 3, 4}});
  const at::Tensor values = Rows({{0, 1, 2}, {0, 3, 3}});
  const at::Tensor mask = Rows({{0, 1, 1}, {0, 1, 1}});
  EXPECT_EQ(ExplainedVariance(values, returns, mask, OneProcess),
            ExplainedVariance(values, returns, mask));
  EXPECT_NEAR(ExplainedVariance(values, returns, mask, Twin), 0.85, 1e-12);  // as ByHand
}

TEST(LogProbMismatch, MeanMaxAndKl) {
  // Policy tokens: train - sampler = -1.0 - -1.1 = 0.1, 0, -2.0 - -1.5 = -0.5 (the -100 vs 0 is
  // the prompt, off the mask). |d|: mean (0.1 + 0 + 0.5) / 3 = 0.2, max 0.5.
  // k3 = e^d - 1 - d: d = 0.1: 1.105170918 - 1.1 = 0.005170918; d = 0: 0;
  //   d = -0.5: 0.606530660 - 0.5 = 0.106530660; mean 0.111701578 / 3 = 0.037233859
  const LogProbMismatch m = ComputeLogProbMismatch(
      Rows({{-100, -1.0, -0.5, -2.0}}), Rows({{0, -1.1, -0.5, -1.5}}), Rows({{0, 1, 1, 1}}));
  EXPECT_NEAR(m.mean_abs, 0.2, 1e-12);
  EXPECT_NEAR(m.max_abs, 0.5, 1e-12);
  EXPECT_NEAR(m.kl_k3, 0.037233859, 1e-9);
  // Over ranks: the means take the ranks' sums (a twin changes none); the max stays this call's.
  const LogProbMismatch twin = ComputeLogProbMismatch(
      Rows({{-100, -1.0, -0.5, -2.0}}), Rows({{0, -1.1, -0.5, -1.5}}), Rows({{0, 1, 1, 1}}), Twin);
  EXPECT_NEAR(twin.mean_abs, 0.2, 1e-12);
  EXPECT_NEAR(twin.max_abs, 0.5, 1e-12);
  EXPECT_NEAR(twin.kl_k3, 0.037233859, 1e-9);
}

// The truncated importance weights: w = min(exp(old - sampler), C) per policy token, the loss
// scaled by them, the cut ones counted.
TEST(PolicyLossTest, ImportanceWeightsScaleEachTokenAndCountTheCutOnes) {
  const at::Tensor old_lp = at::full({1, 3}, -1.0, at::kDouble);
  const at::Tensor logp = old_lp.clone();  // ratio 1: L_t = -A_t before weighting
  const at::Tensor adv = Rows({{1.0, 1.0, 1.0}});
  const at::Tensor sampler =
      Rows({{-1.0, std::log(0.5) - 1.0, std::log(0.25) - 1.0}});  // w 1, 2, 4
  const at::Tensor mask = at::ones({1, 3}, at::kDouble);
  PolicyLossParams p;
  p.tis_cap = 3.0;
  const PolicyLoss pl = ComputePolicyLoss(logp, old_lp, adv, mask, p, 0, sampler);
  EXPECT_NEAR(pl.loss.item<double>(), -(1.0 + 2.0 + 3.0) / 3.0, 1e-9);
  EXPECT_NEAR(pl.tis_clip_fraction, 1.0 / 3.0, 1e-9);
  EXPECT_NEAR(pl.tis_weight_mean, 2.0, 1e-9);
  p.tis_cap = 0;  // off: the sampler's log-probs are not read
  EXPECT_NEAR(ComputePolicyLoss(logp, old_lp, adv, mask, p).loss.item<double>(), -1.0, 1e-9);
}

// A sampler deliberately off the trainer's policy (its logits at twice the temperature): tokens
// drawn from it give a policy gradient biased towards its distribution; weighted, the same tokens
// give the gradient of the expected advantage under the trainer's policy, worked out exactly.
TEST(PolicyLossTest, ImportanceWeightsCorrectAMismatchedSampler) {
  const at::Tensor theta = at::tensor({0.5, -0.3, 1.0, 0.0}, at::kDouble);
  const at::Tensor adv_of = at::tensor({1.0, -1.0, 0.5, 2.0}, at::kDouble);
  const at::Tensor pi = theta.softmax(0), q = (theta / 2.0).softmax(0);
  // d/dtheta_j of -E_pi[A] = -pi_j (A_j - E_pi[A]): what the loss's gradient must estimate.
  const at::Tensor want = -(pi * (adv_of - (pi * adv_of).sum()));
  at::manual_seed(7);
  const int64_t n = 200000;
  const at::Tensor tokens = at::multinomial(q.to(at::kFloat), n, /*replacement=*/true);
  const at::Tensor sampler = q.log().index_select(0, tokens).unsqueeze(0);  // [1, n]
  const at::Tensor adv = adv_of.index_select(0, tokens).unsqueeze(0);
  const at::Tensor mask = at::ones({1, n}, at::kDouble);
  const auto gradient = [&](double cap) {
    at::Tensor th = theta.clone().set_requires_grad(true);
    at::Tensor logp = th.log_softmax(0).index_select(0, tokens).unsqueeze(0);
    PolicyLossParams p;
    p.tis_cap = cap;
    ComputePolicyLoss(logp, logp.detach(), adv, mask, p, 0, sampler).loss.backward();
    return th.grad();
  };
  const double weighted = (gradient(1e9) - want).abs().max().item<double>();
  const double unweighted = (gradient(0) - want).abs().max().item<double>();
  EXPECT_LT(weighted, 0.01) << "weighted gradient " << gradient(1e9) << " vs " << want;
  EXPECT_GT(unweighted, 0.05) << "the mismatch should bias the unweighted gradient";
}

}  // namespace
}  // namespace warpgym::rl
