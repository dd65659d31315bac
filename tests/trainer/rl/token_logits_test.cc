// Per-token log-probs and entropies from per-position logits, worked by hand.
#include "trainer/rl/token_logits.h"

#include <c10/util/Exception.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "tests/trainer/rl/rl_test_util.h"

namespace warpgym::rl {
namespace {

using testing::ExpectRowsNear;
using testing::Rows;

// [1, T, 3] logits from per-position probability rows (log p, plus a shift softmax ignores).
at::Tensor LogitsOfProbs(const std::vector<std::vector<double>>& probs, double shift = 0) {
  return (Rows(probs).log() + shift).unsqueeze(0).to(at::kFloat);
}

TEST(AlignToTokens, ShiftsRightWithAZeroFirstColumn) {
  ExpectRowsNear(AlignToTokens(Rows({{1, 2, 3}, {4, 5, 6}})), {{0, 1, 2}, {0, 4, 5}});
}

TEST(TokenLogProbs, TokenTIsScoredByPositionTMinusOne) {
  // Position 0 gives p = (0.2, 0.3, 0.5) and token 1 is id 2: ln 0.5 = -0.693147181.
  // Position 1 gives p = (0.25, 0.25, 0.5) and token 2 is id 1: ln 0.25 = -1.386294361.
  // Position 2 predicts a token that is not there: dropped. Token 0 has no predictor: 0.
  const at::Tensor logits =
      LogitsOfProbs({{0.2, 0.3, 0.5}, {0.25, 0.25, 0.5}, {0.9, 0.05, 0.05}}, /*shift=*/7);
  const at::Tensor tokens = at::tensor({0, 2, 1}, at::kLong).unsqueeze(0);
  const at::Tensor logp = TokenLogProbs(logits, tokens);
  EXPECT_EQ(logp.scalar_type(), at::kFloat);
  ExpectRowsNear(logp, {{0, -0.693147181, -1.386294361}});
}

TEST(TokenLogProbs, TemperatureDividesTheLogits) {
  // Logits (0, 0, ln 4) at temperature 2 are (0, 0, ln 2): p = (1/4, 1/4, 1/2); token id 2: ln 0.5.
  const at::Tensor logits =
      at::tensor({0.0, 0.0, std::log(4.0), 0.0, 0.0, 0.0}, at::kFloat).reshape({1, 2, 3});
  const at::Tensor tokens = at::tensor({0, 2}, at::kLong).unsqueeze(0);
  ExpectRowsNear(TokenLogProbs(logits, tokens, /*temperature=*/2.0), {{0, -0.693147181}});
  EXPECT_THROW(TokenLogProbs(logits, tokens, 0.0), c10::Error);
}

TEST(TokenEntropy, ByHandIncludingMinusInfinityLogits) {
  // Position 0: p = (1/4, 1/4, 1/2): H = 2 * 0.25 ln 4 + 0.5 ln 2 = 1.5 ln 2 = 1.039720771.
  // Position 1: logits (0, 0, -inf): p = (1/2, 1/2, 0): H = ln 2 = 0.693147181 (0 ln 0 = 0).
  const double inf = std::numeric_limits<double>::infinity();
  at::Tensor logits =
      at::tensor({std::log(0.25), std::log(0.25), std::log(0.5), 0.0, 0.0, -inf, 0.0, 0.0, 0.0},
                 at::kFloat)
          .reshape({1, 3, 3})
          .requires_grad_(true);
  const at::Tensor h = TokenEntropy(logits);
  ExpectRowsNear(h, {{0, 1.039720771, 0.693147181}});
  h.sum().backward();  // the gradient through the -inf logit stays finite
  EXPECT_TRUE(logits.grad().isfinite().all().item<bool>());
}

}  // namespace
}  // namespace warpgym::rl
