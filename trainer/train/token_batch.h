// TokenBatch: trajectories as right-padded tensors for the learner, and the forward passes that
// turn them into per-token log-probs, entropies and values (indexed by token, as trainer/rl's
// maths expects: token_logits.h).
//
// Shapes: B trajectories, T the longest. Right padding (token 0, mask 0) never influences a real
// token: attention is causal and positions are 0..T-1 in every row. Not thread-safe (the model).
#pragma once

#include <ATen/ATen.h>

#include <vector>

#include "trainer/model/transformer.h"
#include "trainer/rl/trajectory.h"

namespace warpgym::train {

struct TokenBatch {
  at::Tensor tokens;            // [B, T] int64
  at::Tensor mask;              // [B, T] float32, 1 on policy tokens
  at::Tensor sampler_logprobs;  // [B, T] float32, the sampler's, 0 off the mask
  at::Tensor rewards;           // [B] float32
  int64_t num_tokens() const { return static_cast<int64_t>(mask.sum().item<double>()); }
  // Rows [begin, end) of every tensor.
  TokenBatch Rows(int64_t begin, int64_t end) const;
};

// REQUIRES: trajectories non-empty, each with at least one policy token.
TokenBatch MakeTokenBatch(const std::vector<const rl::Trajectory*>& trajectories,
                          at::Device device);

struct PolicyOutputs {
  at::Tensor logprobs;  // [B, T] float32 (differentiable unless under no-grad)
  at::Tensor entropy;   // [B, T] float32, detached unless entropy_grad
};
// Log-probs and entropies come from the hidden states a chunk of kLogitsChunkTokens positions
// at a time (rl::ChunkedTokenStats): no [B, T, V] logits in memory, in the forward pass or kept
// for the backward one (at a 32k context and a 152k vocabulary those are 20 GB a sequence).
inline constexpr int64_t kLogitsChunkTokens = 4096;
PolicyOutputs ForwardPolicy(const model::Transformer& actor, const TokenBatch& batch,
                            double temperature, bool entropy_grad = false);

// [B, T] float32 V(tokens[<t]) for each token t. REQUIRES critic.has_value_head().
at::Tensor ForwardValues(const model::Transformer& critic, const TokenBatch& batch);

// The model's parameters with requires_grad set, ready for an optimizer.
std::vector<at::Tensor> TrainableParameters(const model::Transformer& model);

}  // namespace warpgym::train
