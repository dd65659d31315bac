// The two supervised fits of stage 3 (issue 7), one epoch per call, over trajectories in
// mini-batches of batch_size rows (in order; the caller shuffles):
//   RftEpoch         3a: the actor's negative log-likelihood of its own policy tokens, token-mean
//                    over each mini-batch (prompt and observation tokens are context only), at
//                    the sampler's temperature so it raises exactly what the sampler draws.
//   ValuePretrainEpoch  3b: the critic's value loss 0.5 (V - G)^2 to GAE returns G (gamma,
//                    lambda) computed from its own values at the start of the epoch; returns the
//                    explained variance before and after the epoch over all trajectories.
// `pack`: the forward passes pack their rows (token_batch.h: the same values, less padding).
// REQUIRES: trajectories non-empty, none with infra_error. Not thread-safe.
#pragma once

#include <cstdint>
#include <vector>

#include "trainer/rl/trajectory.h"
#include "trainer/train/learner.h"

namespace warpgym::train {

struct RftEpochMetrics {
  double nll = 0;  // mean of the mini-batch losses
  double grad_norm = 0;
  int64_t policy_tokens = 0;
  int64_t optimizer_steps = 0;
};

RftEpochMetrics RftEpoch(Learner& actor, const std::vector<const rl::Trajectory*>& trajectories,
                         int64_t batch_size, double temperature, double max_grad_norm, bool pack);

struct ValueEpochMetrics {
  double value_loss = 0;
  double explained_variance_before = 0;
  double explained_variance_after = 0;
  double grad_norm = 0;
  int64_t optimizer_steps = 0;
};

ValueEpochMetrics ValuePretrainEpoch(Learner& critic,
                                     const std::vector<const rl::Trajectory*>& trajectories,
                                     int64_t batch_size, double gamma, double lambda,
                                     double max_grad_norm, bool pack);

// The critic's explained variance on `trajectories` against GAE returns from its own values.
double CriticExplainedVariance(const Learner& critic,
                               const std::vector<const rl::Trajectory*>& trajectories, double gamma,
                               double lambda, bool pack);

}  // namespace warpgym::train
