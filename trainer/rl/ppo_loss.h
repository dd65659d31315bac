// PPO losses and their diagnostics over per-token tensors [B, T] (indexed by the token they
// describe, token_logits.h), restricted to the policy tokens of `mask` (1 = policy token).
//
// Token-mean: each loss is sum over policy tokens of the per-token loss / N, with N the number of
// policy tokens in the whole batch, so every token weighs the same however long its episode. With
// gradient accumulation pass the mini-batch's N as `num_tokens` to each micro-batch: the summed
// micro-batch losses (and gradients) then equal the token-mean over the mini-batch.
//
// Policy (PPO-clip with asymmetric bounds, DAPO's "clip-higher"):
//     ratio_t = exp(logp_t - old_logp_t)
//     L_t     = -min(ratio_t A_t, clamp(ratio_t, 1 - clip_low, 1 + clip_high) A_t)
// With the sampler's log-probs and tis_cap C > 0, each token's loss is weighted by a truncated
// importance weight (Yao et al., "Your efficient RL framework secretly brings you off-policy
// RL training", 2025): the tokens were drawn from the sampler's distribution, not the trainer's
// own old policy, whenever the two differ (another precision, kernels, top-p/top-k):
//     w_t = min(exp(old_logp_t - sampler_logp_t), C)      (no gradient)
//     L_t = -w_t min(ratio_t A_t, clamp(ratio_t, ...) A_t)
// Value (half squared error to the GAE return G; with value_clip c > 0, clipped around the old
// value as in PPO2's reference implementation, off by default):
//     L_t = 0.5 (V_t - G_t)^2
//     L_t = 0.5 max((V_t - G_t)^2, (V_old_t + clamp(V_t - V_old_t, -c, c) - G_t)^2)     (c > 0)
// Diagnostics are doubles, means over the policy tokens given (not divided by num_tokens):
//     clip_fraction   tokens whose clipped term is strictly smaller, so they get no gradient:
//                     A > 0 and ratio > 1 + clip_high ("high"), or A < 0 and ratio < 1 - clip_low
//     approx_kl (k3)  mean of (ratio - 1) - log ratio, ratio = pi_theta / pi_old: an unbiased,
//                     never negative estimate of KL(pi_old || pi_theta) from tokens pi_old sampled
//                     (J. Schulman, "Approximating KL divergence", 2020)
//     explained variance  1 - Var(G - V) / Var(G) (population variances over policy tokens; NaN
//                     when Var(G) = 0). 1 is a perfect critic, 0 no better than the mean return.
//     mismatch        |logp_train - logp_sampler|: mean and max, and the k3 KL(sampler || train)
// Old log-probs are the trainer's own, recomputed before the update (ratio 1 on the first
// micro-batch); the sampler's log-probs serve the importance weights and the mismatch report.
//     tis_clip_fraction  tokens whose weight was truncated at C; tis_weight_mean  mean w_t
// Pure functions;
// preconditions (shapes, mask entries in {0, 1}, ranges) are TORCH_CHECKed (c10::Error).
// Data parallel: explained variance and the mismatch's means take a RankSum (masked.h) to be
// over every rank's policy tokens; the loss diagnostics are this call's (the caller weighs them).
#pragma once

#include <ATen/ATen.h>

#include <cstdint>

#include "trainer/rl/masked.h"

namespace warpgym::rl {

struct PolicyLossParams {
  double clip_low = 0.2;    // ratio floor 1 - clip_low, in [0, 1)
  double clip_high = 0.28;  // ratio ceiling 1 + clip_high, >= 0
  double tis_cap = 0;       // C of the importance weights, >= 0 (0: no weights)
};

struct PolicyLoss {
  at::Tensor loss;  // scalar; differentiable with respect to logprobs
  double clip_fraction = 0;
  double clip_fraction_low = 0;   // A < 0 and ratio < 1 - clip_low
  double clip_fraction_high = 0;  // A > 0 and ratio > 1 + clip_high
  double approx_kl = 0;           // k3
  double tis_clip_fraction = 0;   // weights truncated at tis_cap (0 without weights)
  double tis_weight_mean = 1;     // mean importance weight (1 without weights)
  int64_t num_tokens = 0;         // policy tokens in this call
};

// logprobs, old_logprobs, advantages, mask: [B, T]. num_tokens: the token-mean's N (0: this
// call's policy tokens). Advantages and old log-probs carry no gradient. sampler_logprobs [B, T]
// (the log-probs the tokens were drawn with): required when params.tis_cap > 0, else unused.
PolicyLoss ComputePolicyLoss(const at::Tensor& logprobs, const at::Tensor& old_logprobs,
                             const at::Tensor& advantages, const at::Tensor& mask,
                             const PolicyLossParams& params = {}, int64_t num_tokens = 0,
                             const at::Tensor& sampler_logprobs = {});

struct ValueLoss {
  at::Tensor loss;           // scalar; differentiable with respect to values
  double clip_fraction = 0;  // tokens where the clipped error is the larger one (c > 0)
  int64_t num_tokens = 0;
};

// values, old_values, returns, mask: [B, T]; value_clip c >= 0 (0: unclipped, old_values unused
// and may be undefined).
ValueLoss ComputeValueLoss(const at::Tensor& values, const at::Tensor& old_values,
                           const at::Tensor& returns, const at::Tensor& mask, double value_clip = 0,
                           int64_t num_tokens = 0);

// Over every rank's policy tokens with a RankSum (the variances' means are summed over ranks).
double ExplainedVariance(const at::Tensor& values, const at::Tensor& returns,
                         const at::Tensor& mask, const RankSum& over_ranks = OneProcess);

struct LogProbMismatch {
  double mean_abs = 0;  // over every rank's tokens with a RankSum
  double max_abs = 0;   // this call's tokens only: a maximum is no sum (take it over the ranks)
  double kl_k3 = 0;     // KL(pi_sampler || pi_train), k3 over the sampled tokens (as mean_abs)
};

LogProbMismatch ComputeLogProbMismatch(const at::Tensor& train_logprobs,
                                       const at::Tensor& sampler_logprobs, const at::Tensor& mask,
                                       const RankSum& over_ranks = OneProcess);

}  // namespace warpgym::rl
