// SamplingCopy: the model a rollout samples from. With `dtype` float32 that is the actor itself;
// with bfloat16 it is a bfloat16 copy of the actor (half the bytes each decode step reads), made
// once and refreshed from the actor's float32 weights before each rollout, so the learner keeps
// its float32 weights and optimizer state. The sampler's log-probs are then those of the
// bfloat16 policy: the PPO loss's truncated importance weights (ppo.tis_cap) correct for the
// difference, and every step reports it (mismatch_mean_abs, mismatch_kl, tis_clip_fraction).
// An actor whose layers are sharded (ZeRO-3) always gets a copy, float32 or bfloat16, refreshed
// by gathering each layer: every rank refreshes at the same point (collectives).
// Not thread-safe; the actor must outlive it.
#pragma once

#include <optional>

#include "trainer/model/transformer.h"

namespace warpgym::train {

class SamplingCopy {
 public:
  // bfloat16: sample from a bfloat16 copy; else from the actor itself.
  SamplingCopy(const model::Transformer& actor, bool bfloat16);
  // The actor's current weights into the copy (nothing to do without one).
  void Refresh();
  const model::Transformer& model() const { return copy_ ? *copy_ : actor_; }

 private:
  const model::Transformer& actor_;
  std::optional<model::Transformer> copy_;
};

}  // namespace warpgym::train
