// TrainConfig: every setting of `warpgym-trainer train`, with its default. A YAML file overrides
// only what it names (trainer/configs/toy.yaml); an unknown key or a value of the wrong type is
// an error naming the key, never ignored. The effective config is written as DIR/config.json.
// No LibTorch. Plain values; thread-compatible.
//
// Stages (docs/trainer.md, "Training"): 1 single-turn PPO warm-up, 2 sampling of multi-turn
// trajectories, 3a RFT of the actor, 3b value pretraining of the critic, 4 multi-turn PPO.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "shared/status.h"
#include "trainer/train/toy_policy.h"

namespace warpgym::train {

struct PolicyConfig {
  std::string init = "toy";  // "toy": create the toy policy (toy_policy.h); "model": load model_dir
  std::string model_dir;     // a Hugging Face model directory (init: model)
  ToyPolicySpec toy;
};

struct RolloutConfig {
  std::vector<std::string> endpoints = {"tcp://127.0.0.1:5555"};  // warpgym-servers, spread over
  std::vector<std::string> tasks;  // task names; empty: every task the first endpoint lists
  int64_t max_new_tokens = 512;    // per turn
  int64_t max_context_tokens = 32768;
  double temperature = 1.0;
  double top_p = 1.0;
  int64_t top_k = 0;
  std::string system_prompt;
  bool tools_in_prompt = true;  // list the server's tool schemas in the system turn
  bool reuse_kv = true;  // keep each episode's keys and values between turns (rollout_engine.h)
  // Continuous batching (rollout_engine.h): episodes without a barrier between turns, keys and
  // values in a paged pool of kv_cache_mib, at most max_batch_rows decoded together.
  bool continuous = false;
  int64_t max_batch_rows = 64;
  int64_t kv_cache_mib = 4096;
  int64_t kv_page_tokens = 64;
  std::string reward_mode{reward_mode::kDefaultMode};  // one of reward_mode::kAll
  double request_timeout_s = 30;                       // hello/ping, per attempt
  double step_timeout_s = 900;                         // reset/step/close, per attempt
  int64_t retries = 3;                                 // attempts after the first
};

struct PpoConfig {
  double actor_lr = 3e-6;
  double critic_lr = 6e-6;
  double gamma = 1.0;
  double lambda = 0.95;
  double clip_low = 0.2;         // ratio floor 1 - clip_low
  double clip_high = 0.28;       // ratio ceiling 1 + clip_high
  double tis_cap = 2.0;          // truncated importance weights vs the sampler's log-probs (0: off)
  int64_t epochs = 1;            // passes over each rollout batch
  int64_t minibatches = 1;       // optimizer steps per pass (also the row chunks of the no-grad
                                 // pass that recomputes old log-probs and values: bounds the
                                 // [rows, T, V] logits in memory)
  int64_t micro_batch_rows = 0;  // > 0: each mini-batch's forward and backward in slices of at
                                 // most this many rows, gradients accumulated into its one
                                 // optimizer step (the same step, less memory); 0: whole
  double max_grad_norm = 1.0;    // 0: no clipping
  double target_kl = 0;          // > 0: the actor stops for this batch once a mini-batch's
                                 // approx KL to the old policy (before its step) passes
                                 // 1.5 × target_kl; the critic goes on. 0: off
  bool skip_uniform_rewards = false;  // the actor sits out a batch whose rewards are all equal
                                      // (over every rank): no action did better than another, its
                                      // advantages are the critic's error (which whitening scales
                                      // to unit size); the critic still trains
  double entropy_coef = 0;  // > 0: the actor's loss subtracts entropy_coef × the token-mean
                            // entropy of its policy tokens (keeps a near-deterministic policy
                            // exploring); 0: off
  bool whiten_advantages = true;
  double value_clip = 0;    // PPO2 value clipping (0: off)
  double weight_decay = 0;  // AdamW
  double adam_beta1 = 0.9;
  double adam_beta2 = 0.999;
  double adam_eps = 1e-8;
  int64_t lr_warmup_steps = 0;  // actor and critic lr ramp linearly over their first optimizer
                                // steps of a stage (AdamW's step count: resume-safe); 0: none
  // Recompute each decoder layer in the backward pass instead of keeping its activations
  // (actor and critic of stages 1 and 4): less memory for long contexts, one more forward.
  bool gradient_checkpointing = false;
  // Pack each micro-batch's trajectories end to end in as few rows as hold them (token_batch.h):
  // the same log-probs and values without the padding's share of the work.
  bool pack_sequences = true;
  // Data-parallel memory: 0 keeps the whole AdamW state on every rank; 2 shards the optimizer
  // state and the gradient reduction over the ranks (ZeRO stage 2, sharded_adamw.h): each rank
  // holds 8 / W bytes of moments per parameter instead of 8; 3 also shards the decoder layers'
  // weights, each layer gathered for its use (ZeRO stage 3, sharded_layers.h; needs
  // gradient_checkpointing).
  int64_t zero_stage = 0;
  // Separate rollout and learner pools (stage_ppo_pools.cc): the run's last rollout_ranks ranks
  // only sample (from a copy of the actor the learners broadcast after each update), the others
  // only learn; 0: every rank does both, one after the other. staleness 1 lets a learner train
  // on batch n while the rollout ranks sample batch n + 1 with the weights before that update
  // (the importance weights, tis_cap, correct for it); 0: no overlap, exactly on-policy.
  int64_t rollout_ranks = 0;
  int64_t staleness = 1;
};

struct Stage1Config {  // single-turn PPO warm-up
  int64_t steps = 10;
  int64_t episodes = 64;  // per step
};

struct Stage2Config {  // sampling with the warmed-up policy
  int64_t episodes = 256;
  int64_t max_turns = 150;
  // The sampling temperature of these episodes; 0: rollout.temperature. Above it, a sharp
  // warmed-up policy still tries other actions, so the sample holds failures as well as successes:
  // value pretraining needs returns that vary, and RFT more distinct trajectories to keep. Their
  // log-probs are the tempered sampler's; RFT and value pretraining do not use them.
  double temperature = 0;
};

struct RftConfig {  // 3a: fine-tune the actor on the kept trajectories
  int64_t epochs = 1;
  double lr = 1e-6;
  int64_t batch_size = 16;  // trajectories per optimizer step
  int64_t max_loop_period = 4;
};

struct ValuePretrainConfig {  // 3b: fit the critic until explained variance > target_ev
  int64_t min_epochs = 1;
  int64_t max_epochs = 50;
  double lr = 6e-6;
  int64_t batch_size = 16;
  double target_ev = 0.0;
  // The targets' lambda (gamma is ppo.gamma): 1 fits Monte-Carlo returns, the outcome itself; below
  // 1 the targets bootstrap from the critic's own values, which an untrained critic makes circular.
  double lambda = 1.0;
  // Trajectories held out to measure explained variance on (fraction of stage 2's, taken only when
  // at least kMinHeldOut); the rest are fitted. Where the held-out returns do not vary, the
  // fitted ones decide.
  double holdout_fraction = 0.2;
};

struct Stage4Config {  // multi-turn PPO
  int64_t steps = 100;
  int64_t episodes = 64;
  int64_t max_turns = 150;
  // Start from the initial policy (init/, a random value head for the critic) instead of
  // stage3a/actor and stage3b/critic, so `--stage 4` runs alone (throughput runs).
  bool from_init = false;
};

struct TrainConfig {
  uint64_t seed = 0;  // `--seed` overrides
  // Where the learners live and sample: "cpu", "cuda" or "cuda:N". Models are trained in float32
  // on either; rollouts sample from the actor on the same device. With data parallelism
  // (data_parallel.h) "cuda" means each rank's local GPU.
  std::string device = "cpu";
  // The precision rollouts sample in: "float32" (the actor itself) or "bfloat16" (a bfloat16
  // copy of the actor refreshed before each rollout: sampling_copy.h). The learners keep float32.
  std::string dtype = "float32";
  bool bfloat16() const { return dtype == "bfloat16"; }
  PolicyConfig policy;
  RolloutConfig rollout;
  PpoConfig ppo;
  Stage1Config stage1;
  Stage2Config stage2;
  RftConfig rft;
  ValuePretrainConfig value_pretrain;
  Stage4Config stage4;

  nlohmann::ordered_json ToJson() const;
};

// Defaults overridden by the YAML file at `path`. NotFound if unreadable; InvalidArgument for
// YAML syntax, an unknown key, a wrong type or an out-of-range value (the message names it).
StatusOr<TrainConfig> LoadTrainConfig(const std::string& path);
// The same from YAML text (`source` names it in errors).
StatusOr<TrainConfig> ParseTrainConfig(const std::string& yaml_text, const std::string& source);

}  // namespace warpgym::train
