// From a forward pass over tokens [B, T] to per-token quantities.
//
// The PPO maths indexes every per-token tensor by the token it describes: logprobs[b, t] is
// log pi(tokens[b, t] | tokens[b, <t]) and values[b, t] is V(tokens[b, <t]). A forward pass gives
// per-position outputs instead, where position t has read tokens[<= t] and predicts token t + 1.
// So the quantity of token t comes from position t - 1, and token 0 (never a policy token) gets 0:
//     per_token[b, 0] = 0,   per_token[b, t] = per_position[b, t - 1]   (t >= 1)
// Log-probs and entropies are computed in float32 from logits / temperature: use the sampler's
// temperature so they match the sampler's log-probs (sampler.h). They materialise [B, T, V] in
// float32; callers chunk long batches. Differentiable; thread-safe. TORCH_CHECKed preconditions.
#pragma once

#include <ATen/ATen.h>

namespace warpgym::rl {

// [B, T, ...] per position -> [B, T, ...] per token (shifted right by one, zero first column).
at::Tensor AlignToTokens(const at::Tensor& per_position);

// logits [B, T, V] per position, tokens [B, T] int64 -> [B, T] float32 log-prob of each token.
at::Tensor TokenLogProbs(const at::Tensor& logits, const at::Tensor& tokens,
                         double temperature = 1.0);

// logits [B, T, V] per position -> [B, T] float32 entropy of the distribution each token was
// drawn from: H = -sum_v p_v log p_v (0 log 0 = 0, so -inf logits are fine).
at::Tensor TokenEntropy(const at::Tensor& logits, double temperature = 1.0);

}  // namespace warpgym::rl
