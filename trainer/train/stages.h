// The stages of `warpgym-trainer train` (issue 7), each runnable on its own against an output
// directory that holds what the earlier stages wrote (run_context.h has the layout), and each
// skipped when its state says done:
//   "1"   single-turn PPO warm-up: stage1.steps PPO steps, each on stage1.episodes episodes of one
//         policy turn (its tool call is executed, then `submit` pays the reward)
//         init/ -> stage1/actor, stage1/critic (the critic starts as the initial policy with a
//         random value head)
//   "2"   sampling: stage2.episodes multi-turn episodes (stage2.max_turns) of the warmed-up
//         policy -> stage2/trajectories.jsonl
//   "3a"  RFT: the trajectories that pass the RFT filter (reward > 0, valid calls, no redundant
//         loop) fine-tune stage1/actor on their policy tokens for rft.epochs -> stage3a/actor
//   "3b"  value pretraining: a critic initialised from stage3a/actor (random value head) fits GAE
//         returns of every scored stage-2 trajectory until its explained variance exceeds
//         value_pretrain.target_ev (at least min_epochs, at most max_epochs) -> stage3b/critic
//   "4"   multi-turn PPO: stage4.steps PPO steps on stage4.episodes episodes (stage4.max_turns)
//         from stage3a/actor and stage3b/critic -> stage4/actor, stage4/critic
// Every step writes one metrics record (stage, step, reward statistics, losses, explained
// variance, entropy, clip fraction, KL, train/sampler mismatch, lengths, turns, timings) and a
// progress line. Errors: FailedPrecondition when an input of an earlier stage is missing,
// Unavailable when no episode of a batch could be scored, others from I/O and the model.
#pragma once

#include <string>

#include "shared/status.h"
#include "trainer/train/run_context.h"

namespace warpgym::train {

inline constexpr const char* kStages[] = {"1", "2", "3a", "3b", "4"};

Status RunPpoStage(RunContext& ctx, const std::string& stage);  // "1" or "4"
// The same with ppo.rollout_ranks > 0: rollouts on ranks of their own (stage_ppo_pools.cc).
Status RunPooledPpoStage(RunContext& ctx, const std::string& stage);
Status RunSampleStage(RunContext& ctx);
Status RunRftStage(RunContext& ctx);
Status RunValueStage(RunContext& ctx);

}  // namespace warpgym::train
