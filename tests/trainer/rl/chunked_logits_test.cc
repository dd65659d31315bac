// Chunked log-probs and entropies from hidden states: the same values and gradients as the plain
// path (logits, then TokenLogProbs and TokenEntropy) for every chunk size.
#include "trainer/rl/chunked_logits.h"

#include <gtest/gtest.h>

#include "trainer/model/autocast_guard.h"
#include "trainer/rl/token_logits.h"

namespace warpgym::rl {
namespace {

struct Case {
  at::Tensor hidden, head, tokens, w_logp, w_entropy;
};

Case MakeCase() {
  at::manual_seed(7);
  const int64_t B = 3, T = 11, C = 16, V = 37;
  return {at::randn({B, T, C}, at::kDouble).to(at::kFloat), at::randn({V, C}).mul_(0.5),
          at::randint(V, {B, T}, at::kLong), at::randn({B, T}), at::randn({B, T})};
}

struct Result {
  at::Tensor logp, entropy, d_hidden, d_head;
};

// loss = sum(w_logp * logp) + sum(w_entropy * entropy) (or without the entropy term). scored: the
// chunked path's token mask.
Result RunCase(const Case& c, double temperature, int64_t chunk, bool with_entropy,
               const at::Tensor& scored = {}) {
  at::Tensor hidden = c.hidden.clone().requires_grad_(true);
  at::Tensor head = c.head.clone().requires_grad_(true);
  at::Tensor logp, entropy;
  if (chunk > 0) {
    TokenStats s = ChunkedTokenStats(hidden, head, c.tokens, temperature, chunk, scored);
    logp = s.logprobs;
    entropy = with_entropy ? s.entropy : s.entropy.detach();
  } else {
    const at::Tensor logits = at::linear(hidden, head);
    logp = TokenLogProbs(logits, c.tokens, temperature);
    entropy = TokenEntropy(with_entropy ? logits : logits.detach(), temperature);
  }
  at::Tensor loss = (c.w_logp * logp).sum();
  if (with_entropy) loss = loss + (c.w_entropy * entropy).sum();
  loss.backward();
  return {logp.detach(), entropy.detach(), hidden.grad(), head.grad()};
}

void ExpectSame(const Result& a, const Result& b) {
  EXPECT_TRUE(at::allclose(a.logp, b.logp, 1e-5, 1e-5));
  EXPECT_TRUE(at::allclose(a.entropy, b.entropy, 1e-5, 1e-5));
  EXPECT_TRUE(at::allclose(a.d_hidden, b.d_hidden, 1e-4, 1e-5))
      << (a.d_hidden - b.d_hidden).abs().max().item<double>();
  EXPECT_TRUE(at::allclose(a.d_head, b.d_head, 1e-4, 1e-5))
      << (a.d_head - b.d_head).abs().max().item<double>();
}

TEST(ChunkedTokenStats, EqualsThePlainPathInValuesAndGradients) {
  const Case c = MakeCase();
  for (double temperature : {1.0, 0.7}) {
    for (bool with_entropy : {true, false}) {
      const Result plain = RunCase(c, temperature, 0, with_entropy);
      for (int64_t chunk : {1, 5, 33, 4096}) {  // 33 = B x T: one chunk
        SCOPED_TRACE("temperature " + std::to_string(temperature) + ", chunk " +
                     std::to_string(chunk) + (with_entropy ? ", entropy" : ""));
        ExpectSame(RunCase(c, temperature, chunk, with_entropy), plain);
      }
    }
  }
}

// The learner's mixed precision: float32 weights, products in bfloat16. The chunked backward's
// products run in bfloat16 too; its values and gradients stay those of the plain path under the
// same autocast, to bfloat16's precision, and its gradients keep the weights' float32.
TEST(ChunkedTokenStats, UnderAutocastMatchesThePlainPathToBfloat16Precision) {
  const Case c = MakeCase();
  const model::AutocastGuard autocast(at::kCPU, true, at::kBFloat16);
  const Result plain = RunCase(c, 0.7, 0, true);
  const Result chunked = RunCase(c, 0.7, 5, true);
  EXPECT_EQ(chunked.d_head.scalar_type(), at::kFloat);
  EXPECT_EQ(chunked.d_hidden.scalar_type(), at::kFloat);
  const auto relative = [](const at::Tensor& a, const at::Tensor& b) {
    return ((a - b).norm() / b.norm()).item<double>();
  };
  EXPECT_LT(relative(chunked.logp, plain.logp), 1e-2);
  EXPECT_LT(relative(chunked.entropy, plain.entropy), 1e-2);
  EXPECT_LT(relative(chunked.d_hidden, plain.d_hidden), 3e-2);
  EXPECT_LT(relative(chunked.d_head, plain.d_head), 3e-2);
}

// A learner scores the policy's tokens alone: those get the full path's values, the others 0, and
// a loss over the scored tokens gets the full path's gradients (the unscored positions' logits are
// never computed).
TEST(ChunkedTokenStats, ScoredTokensAloneGetTheFullPathsValuesAndGradients) {
  Case c = MakeCase();
  at::manual_seed(11);
  const at::Tensor scored = at::rand({c.tokens.size(0), c.tokens.size(1)}).lt(0.4);
  scored.select(1, 0).fill_(true);  // token 0 has no predictor: 0 even when scored
  c.w_logp.mul_(scored);
  c.w_entropy.mul_(scored);
  for (bool with_entropy : {true, false}) {
    SCOPED_TRACE(with_entropy ? "entropy" : "no entropy");
    const Result full = RunCase(c, 0.7, 0, with_entropy);
    const Result some = RunCase(c, 0.7, 5, with_entropy, scored.to(at::kFloat));
    const at::Tensor kept = scored.clone();
    kept.select(1, 0).fill_(false);
    ExpectSame({some.logp * kept, some.entropy * kept, some.d_hidden, some.d_head},
               {full.logp * kept, full.entropy * kept, full.d_hidden, full.d_head});
    EXPECT_TRUE(at::all(some.logp.masked_select(kept.logical_not()) == 0).item<bool>());
    EXPECT_TRUE(at::all(some.entropy.masked_select(kept.logical_not()) == 0).item<bool>());
    // A position whose next token is unscored gets no gradient.
    const at::Tensor unscored_positions = kept.roll(-1, 1).logical_not().unsqueeze(-1);
    EXPECT_TRUE(at::all(some.d_hidden.masked_select(unscored_positions) == 0).item<bool>());
  }
  // Nothing scored: zeros, and a backward that reaches no position.
  const Result none = RunCase(c, 1.0, 4, true, at::zeros_like(scored));
  EXPECT_TRUE(at::all(none.logp == 0).item<bool>());
  EXPECT_TRUE(at::all(none.d_hidden == 0).item<bool>());
}

TEST(ChunkedTokenStats, TokenZeroHasNoPredictorAndNoGradient) {
  const Case c = MakeCase();
  TokenStats s = ChunkedTokenStats(c.hidden, c.head, c.tokens, 1.0, 4);
  EXPECT_TRUE(at::all(s.logprobs.select(1, 0) == 0).item<bool>());
  EXPECT_TRUE(at::all(s.entropy.select(1, 0) == 0).item<bool>());
  EXPECT_TRUE(at::all(s.logprobs.slice(1, 1) < 0).item<bool>());
}

TEST(ChunkedTokenStats, RefusesMismatchedShapes) {
  const Case c = MakeCase();
  EXPECT_THROW(ChunkedTokenStats(c.hidden, c.head.t(), c.tokens, 1.0, 4), c10::Error);
  EXPECT_THROW(ChunkedTokenStats(c.hidden, c.head, c.tokens.slice(1, 1), 1.0, 4), c10::Error);
  EXPECT_THROW(ChunkedTokenStats(c.hidden, c.head, c.tokens, 1.0, 0), c10::Error);
  EXPECT_THROW(ChunkedTokenStats(c.hidden, c.head, c.tokens, 1.0, 4, c.tokens.slice(1, 1)),
               c10::Error);
}

}  // namespace
}  // namespace warpgym::rl
