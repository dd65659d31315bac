#include "trainer/rl/token_logits.h"

#include <limits>

namespace warpgym::rl {
namespace {

at::Tensor LogSoftmax(const at::Tensor& logits, double temperature) {
  TORCH_CHECK(logits.dim() == 3, "logits must be [B, T, V], got ", logits.sizes());
  TORCH_CHECK(temperature > 0, "temperature must be > 0 (greedy sampling scores at temperature 1)");
  return at::log_softmax(logits.to(at::kFloat) / temperature, -1);  // [B, T, V]
}

}  // namespace

at::Tensor AlignToTokens(const at::Tensor& per_position) {
  TORCH_CHECK(per_position.dim() >= 2, "AlignToTokens: expected [B, T, ...], got ",
              per_position.sizes());
  const int64_t T = per_position.size(1);
  at::Tensor first = at::zeros_like(per_position.narrow(1, 0, 1));       // [B, 1, ...]
  return at::cat({first, per_position.narrow(1, 0, T - 1)}, /*dim=*/1);  // [B, T, ...]
}

at::Tensor TokenLogProbs(const at::Tensor& logits, const at::Tensor& tokens, double temperature) {
  const at::Tensor logp = LogSoftmax(logits, temperature);  // [B, T, V] per position
  TORCH_CHECK(tokens.sizes() == logits.sizes().slice(0, 2), "tokens must be [B, T] like logits");
  // Position t scores every possible next token; pick the one that actually came, tokens[t + 1].
  const at::Tensor picked =
      logp.gather(-1, tokens.roll(-1, 1).unsqueeze(-1)).squeeze(-1);  // [B, T]
  return AlignToTokens(picked);  // [B, T] per token; the wrapped-around last position drops out
}

at::Tensor TokenEntropy(const at::Tensor& logits, double temperature) {
  const at::Tensor logp = LogSoftmax(logits, temperature);  // [B, T, V]
  // A -inf logit has p = 0 and log p = -inf; clamping log p keeps 0 * log p (and its gradient) at
  // 0.
  const at::Tensor finite_logp = logp.clamp_min(std::numeric_limits<float>::lowest());
  const at::Tensor entropy = -(logp.exp() * finite_logp).sum(-1);  // [B, T] per position
  return AlignToTokens(entropy);
}

}  // namespace warpgym::rl
