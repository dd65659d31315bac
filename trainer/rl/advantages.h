// Generalised advantage estimation (GAE, Schulman et al. 2015) for multi-turn episodes whose only
// reward is the outcome, paid on the last policy token.
//
// Tensors are [B, T] (B episodes, right-padded to T tokens) and indexed by the token they
// describe (token_logits.h):
//   values[b, t]   the critic's V(tokens[b, <t]): the state in which token t was chosen
//   mask[b, t]     1 where token t was sampled from the policy (an action); 0 for prompt,
//                  observation and padding tokens. Every row has at least one policy token.
//   rewards[b]     the episode's outcome reward
//
// Convention: GAE runs over each row's subsequence of policy tokens. With t_1 < ... < t_n the
// policy positions of row b, v_k = values[b, t_k], r_k = 0 for k < n and r_n = rewards[b]:
//     delta_k = r_k + gamma v_{k+1} - v_k          v_{n+1} = 0 (the episode ends)
//     A_k     = delta_k + gamma lambda A_{k+1}     A_{n+1} = 0
//     G_k     = A_k + v_k                          the critic's target ("returns")
// Observation tokens belong to the environment's transition: the last token of turn i bootstraps
// from the value of the first policy token of turn i + 1, whose state includes the observation.
// verl's multi-turn GAE does the same ("skip values and TD-error on observation tokens"). A
// policy token with nothing between it and the next one is the ordinary token-level MDP. With
// gamma = lambda = 1, A_k = R - v_k (Monte Carlo). Advantages and returns are 0 off the mask.
// Pure functions; thread-safe. Preconditions are TORCH_CHECKed (c10::Error).
#pragma once

#include <ATen/ATen.h>

#include "trainer/rl/masked.h"

namespace warpgym::rl {

struct GaeParams {
  double gamma = 1.0;    // discount per policy token, in [0, 1]
  double lambda = 0.95;  // GAE lambda, in [0, 1]
};

struct Gae {
  at::Tensor advantages;  // [B, T] float32, on values' device; 0 off the mask
  at::Tensor returns;     // [B, T] float32: advantages + values on the mask, 0 off it
};

// No gradient flows through the result (values are detached). Computed in float64 on the CPU:
// a plain backward loop per row, O(B T).
Gae ComputeGae(const at::Tensor& values, const at::Tensor& mask, const at::Tensor& rewards,
               const GaeParams& params = {});

inline constexpr double kWhitenEps = 1e-8;

// (A - mean) / (std + eps) with the mean and the population std over the policy tokens of the
// whole batch; 0 off the mask. Optional: PPO implementations commonly whiten GAE advantages.
// Data parallel: with a RankSum (masked.h), the mean and the std are over every rank's policy
// tokens, so the ranks scale their advantages alike; with OneProcess, over this batch alone.
at::Tensor WhitenAdvantages(const at::Tensor& advantages, const at::Tensor& mask,
                            double eps = kWhitenEps, const RankSum& over_ranks = OneProcess);

}  // namespace warpgym::rl
