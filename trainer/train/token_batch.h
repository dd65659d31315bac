// TokenBatch: trajectories as right-padded tensors for the learner, and the forward passes that
// turn them into per-token log-probs, entropies and values (indexed by token, as trainer/rl's
// maths expects: token_logits.h).
//
// Shapes: B trajectories, T the longest. Right padding (token 0, mask 0) never influences a real
// token: attention is causal and positions are 0..T-1 in every row. Not thread-safe (the model).
//
// Sequence packing (`pack`): the forward passes lay the rows' real tokens end to end in as few
// rows of T as fit them (first fit, longest first), each sequence seeing only itself (its own
// positions from 0, attention within its segment), and unpack the hidden states to [B, T]: the
// same values on every real token, without the padding's share of the decoder's work. Used
// when it saves a row, T <= kMaxPackedRow, the model's rotary frequencies do not depend on the
// longest position (dynamic RoPE would see another length), and the attention bias SDPA makes of
// the packed mask (float32, its rows padded to 16; one a layer kept for the backward pass unless
// layers are recomputed) stays within kMaxPackedMaskBytes; else the padded rows run, with no
// mask at all. A dense mask suits short rows only: long ones want a variable-length kernel.
#pragma once

#include <ATen/ATen.h>

#include <vector>

#include "trainer/model/transformer.h"
#include "trainer/rl/trajectory.h"

namespace warpgym::train {

struct TokenBatch {
  at::Tensor tokens;             // [B, T] int64
  at::Tensor mask;               // [B, T] float32, 1 on policy tokens
  at::Tensor sampler_logprobs;   // [B, T] float32, the sampler's, 0 off the mask
  at::Tensor rewards;            // [B] float32
  std::vector<int64_t> lengths;  // real tokens per row (the rest is padding)
  bool pack = false;             // the forward passes pack the rows (above)
  int64_t num_tokens() const { return static_cast<int64_t>(mask.sum().item<double>()); }
  // Rows [begin, end) of every tensor.
  TokenBatch Rows(int64_t begin, int64_t end) const;
};

// REQUIRES: trajectories non-empty, each with at least one policy token.
TokenBatch MakeTokenBatch(const std::vector<const rl::Trajectory*>& trajectories, at::Device device,
                          bool pack = false);

inline constexpr int64_t kMaxPackedRow = 8192;
inline constexpr int64_t kMaxPackedMaskBytes = int64_t{256} << 20;

// The decoder's final hidden states [B, T, C] of the batch's rows (packed when batch.pack says
// so and it pays: see above).
at::Tensor BatchHidden(const model::Transformer& model, const TokenBatch& batch);

struct PolicyOutputs {
  at::Tensor logprobs;  // [B, T] float32 (differentiable unless under no-grad), 0 off the mask
  at::Tensor entropy;   // [B, T] float32, detached unless entropy_grad, 0 off the mask
};
// Log-probs and entropies of the policy's tokens (batch.mask) alone: only their positions go
// through the LM head, a chunk of kLogitsChunkTokens at a time (rl::ChunkedTokenStats). No
// [B, T, V] logits in memory, in the forward pass or kept for the backward one (at a 32k context
// and a 152k vocabulary those are 20 GB a sequence), and no head work on prompt or tool tokens.
inline constexpr int64_t kLogitsChunkTokens = 4096;
PolicyOutputs ForwardPolicy(const model::Transformer& actor, const TokenBatch& batch,
                            double temperature, bool entropy_grad = false);

// [B, T] float32 V(tokens[<t]) for each token t. REQUIRES critic.has_value_head().
at::Tensor ForwardValues(const model::Transformer& critic, const TokenBatch& batch);

// The model's parameters with requires_grad set, ready for an optimizer (a model whose layers come
// from a layer source: its whole ones, without the layers).
std::vector<at::Tensor> TrainableParameters(const model::Transformer& model);

}  // namespace warpgym::train
