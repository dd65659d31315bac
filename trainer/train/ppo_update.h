// One PPO update of an actor and its critic on a batch of scored trajectories (issue 7, stage 1
// and stage 4), with the maths of trainer/rl:
//   1. no gradient (in the mini-batches' row slices): old log-probs recomputed by the actor in training precision (the sampler's
//      are only compared with them: the mismatch report), values V from the critic;
//   2. GAE over policy tokens (gamma, lambda; outcome reward on the last policy token), returns
//      = advantages + values; advantages optionally whitened over the batch;
//   3. `epochs` passes, each in `minibatches` row slices: the asymmetric clipped policy loss
//      (token-mean over the mini-batch) and the value loss, one optimizer step each, gradients
//      clipped to max_grad_norm. With target_kl, the actor's steps end at the first mini-batch
//      whose approx KL (token-mean over every rank, measured before its step) passes
//      1.5 × target_kl: a large update of a near-deterministic policy would otherwise push
//      probability onto actions no trajectory tried; the critic's steps go on. With
//      skip_uniform_rewards, a batch whose rewards are all equal (over every rank) takes no
//      actor step at all: its advantages hold no signal, only the critic's error. With
//      entropy_coef, the actor's loss also subtracts entropy_coef × the token-mean entropy
//      (policy_loss reports the clipped objective without it).
// Metrics are means over the optimizer steps; explained_variance is the critic's before the
// update, against the returns it is fitted to. REQUIRES: trajectories non-empty, none with
// infra_error. Not thread-safe.
#pragma once

#include <cstdint>
#include <vector>

#include <nlohmann/json.hpp>

#include "trainer/rl/trajectory.h"
#include "trainer/train/config.h"
#include "trainer/train/data_parallel.h"
#include "trainer/train/learner.h"

namespace warpgym::train {

struct PpoMetrics {
  double policy_loss = 0;
  double value_loss = 0;
  double clip_fraction = 0;
  double clip_fraction_low = 0;
  double clip_fraction_high = 0;
  double approx_kl = 0;            // k3 to the old policy
  double entropy = 0;              // mean over policy tokens, first pass
  double explained_variance = 0;   // critic before the update
  double value_mean = 0;
  double return_mean = 0;
  double advantage_std = 0;        // before whitening
  double actor_grad_norm = 0;
  double critic_grad_norm = 0;
  double mismatch_mean_abs = 0;    // |logp_train - logp_sampler| on policy tokens
  double mismatch_max_abs = 0;
  double mismatch_kl = 0;          // k3 KL(sampler || train)
  int64_t policy_tokens = 0;
  int64_t train_tokens = 0;        // tokens through the update's forward and backward passes:
                                   // every token of every trajectory, once per epoch
  int64_t optimizer_steps = 0;     // mini-batches, each a critic step
  int64_t actor_steps = 0;         // fewer than optimizer_steps when target_kl stopped the actor

  nlohmann::ordered_json ToJson() const;
};

// With `dp`, every rank calls it on its own trajectories and they take the same optimizer steps:
// per-token normalisation, advantage whitening and gradients are over the union of every rank's
// trajectories (with minibatches 1 the update is that of one process given the union; with more,
// step s takes slice s of every rank's rows). Metrics: losses and token counts global, the rest
// means over the ranks' own values.
PpoMetrics PpoUpdate(Learner& actor, Learner& critic, const std::vector<const rl::Trajectory*>& trajectories,
                     const PpoConfig& config, double temperature, DataParallel* dp = nullptr);

}  // namespace warpgym::train
