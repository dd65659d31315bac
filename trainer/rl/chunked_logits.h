// Per-token log-probs and entropies straight from hidden states, a chunk of positions at a time,
// so that no [B, T, V] tensor exists in the forward pass or is kept for the backward one.
//
// The plain path (Logits, then TokenLogProbs and TokenEntropy: token_logits.h) materialises the
// logits and their float32 log-softmax over the whole batch, and autograd keeps them until the
// backward pass: at a 32k context and a 152k vocabulary that is 20 GB per sequence. Here the
// forward computes each chunk's logits (hidden_chunk x head^T in the head's dtype, or autocast's
// when it is on, then float32 / temperature), keeps only the picked log-prob and the entropy, and
// frees the chunk; the backward recomputes each chunk's logits and applies the softmax gradients
// by hand, its two products in that same dtype:
//     d logp[token] / dz = onehot(token) - p,      dH / dz = -p * (log p + H),
//     dz -> d hidden = dz W / temperature,        d W += dz^T hidden / temperature.
// Peak extra memory: one chunk of logits (chunk_rows x V float32) and its softmax.
// Values and gradients equal the plain path's up to float rounding (tests). Same per-token
// alignment as token_logits.h (token 0 gets 0). Differentiable in `hidden` and `head`; thread-safe.
//
// With `scored` ([B, T], nonzero on the tokens wanted), only the positions that predict those
// tokens go through the head; every other token gets log-prob and entropy 0 and no gradient. A
// learner wants the policy's own tokens alone: in a multi-turn trajectory the prompt and tool
// output are most of the tokens, and the head over a 152k vocabulary is most of their cost.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>

namespace warpgym::rl {

struct TokenStats {
  at::Tensor logprobs;  // [B, T] float32 log pi(tokens[b, t] | tokens[b, <t]), 0 for t = 0
  at::Tensor entropy;   // [B, T] float32 entropy of the distribution token t was drawn from
};

// hidden [B, T, C] (the model's final-normed states), head [V, C] (the LM head or the tied
// embedding), tokens [B, T] int64. chunk_rows: positions per chunk, >= 1. scored: undefined (every
// token) or [B, T] (any dtype; nonzero = scored).
TokenStats ChunkedTokenStats(const at::Tensor& hidden, const at::Tensor& head,
                             const at::Tensor& tokens, double temperature, int64_t chunk_rows,
                             const at::Tensor& scored = {});

}  // namespace warpgym::rl
