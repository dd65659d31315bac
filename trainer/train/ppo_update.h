// One PPO update of an actor and its critic on a batch of scored trajectories (issue 7, stage 1
// and stage 4), with the maths of trainer/rl:
//   1. no gradient (in the mini-batches' row slices): old log-probs recomputed by the actor in
//      training precision (the sampler's are only compared with them: the mismatch report),
//      values V from the critic;
//   2. GAE over policy tokens (gamma, lambda; outcome reward on the last policy token), returns
//      = advantages + values; advantages optionally whitened over the batch (of every rank);
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
#include <nlohmann/json.hpp>
#include <vector>

#include "trainer/rl/trajectory.h"
#include "trainer/train/config.h"
#include "trainer/train/data_parallel.h"
#include "trainer/train/learner.h"

namespace warpgym::train {

// Every field is the same on every rank of a data-parallel update. "Global" means over the union
// of every rank's trajectories, what one process given the union reports (up to rounding): the
// masked means are over every rank's policy tokens (rl::RankSum); a per-mini-batch diagnostic is
// each rank's value weighted by its share of the mini-batch's tokens, summed over the ranks.
// Nothing is a plain mean over the ranks.
struct PpoMetrics {
  double policy_loss = 0;         // global: each rank's share of the token-mean loss, summed
  double value_loss = 0;          // global, as policy_loss
  double clip_fraction = 0;       // global: weighted by token share, summed
  double clip_fraction_low = 0;   // global, as clip_fraction
  double clip_fraction_high = 0;  // global, as clip_fraction
  double tis_clip_fraction = 0;   // global, as clip_fraction: importance weights cut at tis_cap
  double tis_weight_mean = 1;     // global, as clip_fraction: the mean importance weight
  double approx_kl = 0;           // k3 to the old policy; global, as clip_fraction
  double entropy = 0;             // mean over policy tokens, first pass; global
  double explained_variance = 0;  // critic before the update; global
  double value_mean = 0;          // global
  double return_mean = 0;         // global
  double advantage_std = 0;       // before whitening; global
  double actor_grad_norm = 0;     // of the gradients summed over the ranks: alike already
  double critic_grad_norm = 0;    // as actor_grad_norm
  double mismatch_mean_abs = 0;   // |logp_train - logp_sampler| on policy tokens; global
  double mismatch_max_abs = 0;    // the maximum over the ranks
  double mismatch_kl = 0;         // k3 KL(sampler || train); global
  int64_t policy_tokens = 0;      // summed over the ranks
  int64_t train_tokens = 0;       // tokens through the update's forward and backward passes:
                                  // every token of every trajectory, once per epoch; summed
  int64_t optimizer_steps = 0;    // mini-batches, each a critic step (alike on every rank)
  int64_t actor_steps = 0;        // fewer than optimizer_steps when target_kl stopped the actor
                                  // (alike: global rewards and a global KL decide)

  nlohmann::ordered_json ToJson() const;
};

// Every rank of `dp` calls it on its own trajectories and they take the same optimizer steps:
// per-token normalisation, advantage whitening and gradients are over the union of every rank's
// trajectories (with minibatches 1 the update is that of one process given the union; with more,
// step s takes slice s of every rank's rows). In a world of one, the single-process update.
PpoMetrics PpoUpdate(Learner& actor, Learner& critic,
                     const std::vector<const rl::Trajectory*>& trajectories,
                     const PpoConfig& config, double temperature, DataParallel& dp);
// The same in a world of one (a single process).
PpoMetrics PpoUpdate(Learner& actor, Learner& critic,
                     const std::vector<const rl::Trajectory*>& trajectories,
                     const PpoConfig& config, double temperature);

}  // namespace warpgym::train
