// GAE against values worked out by hand. Notation as in advantages.h: over the policy tokens of
// a row, delta_k = r_k + gamma v_{k+1} - v_k, A_k = delta_k + gamma lambda A_{k+1}, G_k = A_k +
// v_k, with v_{n+1} = A_{n+1} = 0 and the outcome reward only on the last policy token.
#include "trainer/rl/advantages.h"

#include <c10/util/Exception.h>
#include <gtest/gtest.h>

#include <cmath>

#include "tests/trainer/rl/rl_test_util.h"

namespace warpgym::rl {
namespace {

using testing::ExpectRowsNear;
using testing::Rows;

TEST(ComputeGae, OneTurnWithoutObservations) {
  // tokens: prompt, a1, a2, a3; reward 1; gamma 1, lambda 0.5; the prompt's value (9) is ignored.
  //   k=3: delta = 1 + 0    - 0.75 =  0.25   A = 0.25                      G = 1.0
  //   k=2: delta = 0 + 0.75 - 0.25 =  0.5    A = 0.5   + 0.5 * 0.25  = 0.625   G = 0.875
  //   k=1: delta = 0 + 0.25 - 0.5  = -0.25   A = -0.25 + 0.5 * 0.625 = 0.0625  G = 0.5625
  const Gae gae =
      ComputeGae(Rows({{9, 0.5, 0.25, 0.75}}), Rows({{0, 1, 1, 1}}), at::tensor({1.0}), {1.0, 0.5});
  EXPECT_EQ(gae.advantages.scalar_type(), at::kFloat);
  ExpectRowsNear(gae.advantages, {{0, 0.0625, 0.625, 0.25}});
  ExpectRowsNear(gae.returns, {{0, 0.5625, 0.875, 1.0}});
}

TEST(ComputeGae, MultiTurnSkipsObservationsAndPadding) {
  // gamma 1, lambda 0.95 (the defaults). Observation and padding values are absurd on purpose:
  // they must never be read.
  // Row 0: prompt prompt a1 a2 obs obs a3 pad pad, reward 3; policy values 0.2, 0.4, 0.6.
  //   a3: delta = 3 + 0   - 0.6 = 2.4   A = 2.4                         G = 3.0
  //   a2: delta = 0 + 0.6 - 0.4 = 0.2   A = 0.2 + 0.95 * 2.4   = 2.48   G = 2.88
  //   a1: delta = 0 + 0.4 - 0.2 = 0.2   A = 0.2 + 0.95 * 2.48  = 2.556  G = 2.756
  // Row 1: prompt a1 obs a2 pad..., reward -1; policy values 0.5, -0.5.
  //   a2: delta = -1 + 0    - (-0.5) = -0.5   A = -0.5                           G = -1.0
  //   a1: delta =  0 + -0.5 - 0.5    = -1.0   A = -1.0 + 0.95 * -0.5 = -1.475    G = -0.975
  const at::Tensor values =
      Rows({{7, 7, 0.2, 0.4, 100, -100, 0.6, 55, 55}, {3, 0.5, 1e6, -0.5, 55, 55, 55, 55, 55}});
  const at::Tensor mask = Rows({{0, 0, 1, 1, 0, 0, 1, 0, 0}, {0, 1, 0, 1, 0, 0, 0, 0, 0}});
  const Gae gae = ComputeGae(values, mask, at::tensor({3.0, -1.0}));
  ExpectRowsNear(gae.advantages,
                 {{0, 0, 2.556, 2.48, 0, 0, 2.4, 0, 0}, {0, -1.475, 0, -0.5, 0, 0, 0, 0, 0}});
  ExpectRowsNear(gae.returns,
                 {{0, 0, 2.756, 2.88, 0, 0, 3.0, 0, 0}, {0, -0.975, 0, -1.0, 0, 0, 0, 0, 0}});
}

TEST(ComputeGae, LambdaOneIsMonteCarlo) {
  // gamma = lambda = 1: A_k = R - v_k and G_k = R. Reward 2; values 0.1, 0.2, 0.3.
  const Gae gae = ComputeGae(Rows({{0, 0.1, 0.2, 0, 0.3}}), Rows({{0, 1, 1, 0, 1}}),
                             at::tensor({2.0}), {1.0, 1.0});
  ExpectRowsNear(gae.advantages, {{0, 1.9, 1.8, 0, 1.7}});
  ExpectRowsNear(gae.returns, {{0, 2, 2, 0, 2}});
}

TEST(ComputeGae, DiscountCountsPolicyTokensNotPositions) {
  // gamma 0.5, lambda 1, values 0, reward 4. The two observation tokens are no steps:
  //   a2: A = 4;   a1: delta = 0 + 0.5 * 0 - 0 = 0, A = 0 + 0.5 * 1 * 4 = 2   (not 4 * 0.5^3)
  const Gae gae =
      ComputeGae(Rows({{0, 0, 0, 0, 0}}), Rows({{0, 1, 0, 0, 1}}), at::tensor({4.0}), {0.5, 1.0});
  ExpectRowsNear(gae.advantages, {{0, 2, 0, 0, 4}});
  ExpectRowsNear(gae.returns, {{0, 2, 0, 0, 4}});
}

TEST(ComputeGae, ObservationTokensChangeNothing) {
  // The convention stated as a property: a row with observation tokens gives, on its policy
  // tokens, exactly what the same row gives with those tokens cut out.
  at::manual_seed(0);
  const at::Tensor values = at::randn({1, 12}, at::kDouble);
  const at::Tensor mask = Rows({{0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 0, 1}});
  const at::Tensor policy = mask[0].nonzero().squeeze(1);  // the 6 policy positions
  const at::Tensor compact_values = values.index_select(1, policy);
  const at::Tensor compact_mask = at::ones({1, 6}, at::kDouble);
  const Gae full = ComputeGae(values, mask, at::tensor({2.0}));
  const Gae compact = ComputeGae(compact_values, compact_mask, at::tensor({2.0}));
  EXPECT_TRUE(at::equal(full.advantages.index_select(1, policy), compact.advantages));
  EXPECT_TRUE(at::equal(full.returns.index_select(1, policy), compact.returns));
}

TEST(ComputeGae, AcceptsBoolAndFloatMasksAndDetaches) {
  const at::Tensor values = Rows({{0, 0.5}}).to(at::kFloat).requires_grad_(true);
  const Gae a = ComputeGae(values, Rows({{0, 1}}).to(at::kBool), at::tensor({1.0}));
  const Gae b = ComputeGae(values, Rows({{0, 1}}).to(at::kFloat), at::tensor({1.0}));
  ExpectRowsNear(a.advantages, {{0, 0.5}});  // 1 + 0 - 0.5
  ExpectRowsNear(b.advantages, {{0, 0.5}});
  EXPECT_FALSE(a.advantages.requires_grad());
}

TEST(ComputeGae, RefusesBadInput) {
  const at::Tensor values = Rows({{0, 1, 2}, {0, 1, 2}});
  const at::Tensor rewards = at::tensor({1.0, 1.0});
  EXPECT_THROW(ComputeGae(values, Rows({{0, 1, 1}, {0, 0, 0}}), rewards),
               c10::Error);  // row 1: no action
  EXPECT_THROW(ComputeGae(values, Rows({{0, 1, 2}, {0, 1, 1}}), rewards),
               c10::Error);                                                       // mask entry 2
  EXPECT_THROW(ComputeGae(values, Rows({{0, 1}, {0, 1}}), rewards), c10::Error);  // mask shape
  EXPECT_THROW(ComputeGae(values, Rows({{0, 1, 1}, {0, 1, 1}}), at::tensor({1.0})), c10::Error);
  EXPECT_THROW(ComputeGae(values, Rows({{0, 1, 1}, {0, 1, 1}}), rewards, {1.5, 0.95}), c10::Error);
  const at::Tensor nan_value = Rows({{0, std::nan(""), 2}, {0, 1, 2}});
  EXPECT_THROW(ComputeGae(nan_value, Rows({{0, 1, 1}, {0, 1, 1}}), rewards), c10::Error);
  // A NaN off the mask (padding) is fine.
  EXPECT_NO_THROW(ComputeGae(nan_value, Rows({{0, 0, 1}, {0, 1, 1}}), rewards));
}

TEST(WhitenAdvantages, MeanAndPopulationStdOverPolicyTokens) {
  // Policy advantages 1, 2, 3 (the 100 is padding): mean 2, variance (1 + 0 + 1) / 3 = 2/3,
  // std = 0.81649658; whitened -1/0.81649658 = -1.22474487, 0, +1.22474487.
  const at::Tensor white =
      WhitenAdvantages(Rows({{0, 1, 2}, {0, 3, 100}}), Rows({{0, 1, 1}, {0, 1, 0}}));
  ExpectRowsNear(white, {{0, -1.22474487, 0}, {0, 1.22474487, 0}});
}

TEST(WhitenAdvantages, OverRanksTakesTheRanksSumsAndCounts) {
  const at::Tensor a = Rows({{0, 1, 2}, {0, 3, 100}}), mask = Rows({{0, 1, 1}, {0, 1, 0}});
  // A world of one: the same operations as without a RankSum, so the same bits.
  EXPECT_TRUE(
      at::equal(WhitenAdvantages(a, mask, kWhitenEps, OneProcess), WhitenAdvantages(a, mask)));
  // A second rank holding the same tokens doubles every sum and count: the mean and the
  // variance, so the result, stay.
  int calls = 0;
  const RankSum twin = [&](std::vector<at::Tensor>& parts) {
    ++calls;
    for (at::Tensor& p : parts) p.mul_(2);
  };
  ExpectRowsNear(WhitenAdvantages(a, mask, kWhitenEps, twin),
                 {{0, -1.22474487, 0}, {0, 1.22474487, 0}});
  EXPECT_EQ(calls, 2);  // the mean, then the variance
  // A second rank with other tokens moves both: here one token of 6 added to the mean's sums
  // (mean (1 + 2 + 3 + 6) / 4 = 3), then (6 - 3)^2 = 9 to the variance's ((4 + 1 + 0 + 9) / 4).
  int call = 0;
  const RankSum other = [&](std::vector<at::Tensor>& parts) {
    parts[0] += call++ == 0 ? 6.0 : 9.0;
    parts[1] += 1;
  };
  const double sd = std::sqrt(14.0 / 4);
  ExpectRowsNear(WhitenAdvantages(a, mask, kWhitenEps, other), {{0, -2 / sd, -1 / sd}, {0, 0, 0}});
}

}  // namespace
}  // namespace warpgym::rl
