// RolloutEngine: runs a batch of multi-turn episodes of a policy against one or more
// warpgym-servers and returns token-exact trajectories (trainer/rl/trajectory.h).
//
// Per batch: every episode is reset on an endpoint, dealt by an EndpointBalancer (in proportion
// to each server's measured speed, none to one whose last request failed; a reset that fails
// with a retryable error moves on to the next endpoint), its prompt is rendered with
// the chat template (system prompt, the tool schemas from `hello`, the reset observation as the
// user turn) and encoded once. Then, turn by turn:
//   1. generate: one Sampler::Generate over every active episode (stop at <|im_end|> or any EOS
//      of the model's configs: StopTokenIds); with reuse_kv each episode keeps its keys and
//      values between turns, so a turn prefills only what was appended since its last one;
//   2. append the sampled tokens verbatim (loss mask 1, the sampler's log-probs) and parse the
//      assistant text (action_parser.h);
//   3. step: the valid actions go to the environment in parallel (one Client and one thread per
//      episode); an invalid turn gets a local "Error (bad_action): ..." observation;
//   4. append the observation as a tool-response turn, encoded on its own (mask 0): history is
//      never re-encoded.
// An episode ends when the environment says terminated or truncated (its reward is paid), or
// when max_turns policy turns were taken or the next turn would not fit max_context_tokens: the
// engine then calls `submit` itself for the final evaluation, as the server does on truncation.
// A failed request, a lost episode or info.infra_error flags the trajectory infra_error (kept,
// never scored; trainers drop it). Every episode is closed before Run returns.
//
// Trajectory metadata: episode_id, endpoint, failovers (endpoints whose reset failed first), seed,
// finish ("terminated", "truncated", "max_turns", "context_limit", "infra_error"), and the final
// info.eval's speedups when present. Not thread-safe: one engine per thread; the policy must not be
// trained while Run executes.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "shared/client.h"
#include "shared/status.h"
#include "trainer/model/transformer.h"
#include "trainer/rl/trajectory.h"
#include "trainer/rollout/endpoint_balancer.h"
#include "trainer/sampler/sampler.h"
#include "trainer/tokenizer/tokenizer.h"

namespace warpgym::rollout {

struct RolloutOptions {
  std::vector<std::string> endpoints;  // at least one
  int64_t max_turns = 150;             // policy turns; also the env's max_turns (reset option)
  int64_t max_new_tokens = 512;        // per turn
  int64_t max_context_tokens = 32768;  // prompt + turns + observations
  double temperature = 1.0;
  double top_p = 1.0;
  int64_t top_k = 0;
  std::string system_prompt;    // "" = no system text (the tools block may still be there)
  bool tools_in_prompt = true;  // list the server's tool schemas in the system turn
  // Keep each episode's keys and values between its turns (on the policy's device; freed when
  // the episode ends): a turn prefills only its new tokens. Off: every turn prefills the whole
  // history again.
  bool reuse_kv = true;
  // Continuous batching (sampler/continuous_batcher.h): each episode runs its own loop
  // (generate, step, generate, ...) on its own thread with no barrier between turns; one
  // decoder admits and retires rows at token granularity; keys and values stay in a paged pool
  // of kv_cache_mib (idle episodes evicted first when it fills), so reuse_kv is implied. Each
  // episode samples from its own seed stream. Off: turn by turn over all episodes, as above.
  bool continuous = false;
  int64_t max_batch_rows = 64;  // rows decoded together at most (continuous)
  int64_t kv_cache_mib = 4096;  // the pool (continuous)
  int64_t kv_page_tokens = 64;  // tokens per page (continuous)
  std::string reward_mode{
      reward_mode::kDefaultMode};  // one of reward_mode::kAll (shared/contract.h)
  ClientOptions client;
  // Set (by another thread): Run stops at the next turn boundary, closes every episode and
  // returns Unavailable "interrupted". Null: never.
  const std::atomic<bool>* stop = nullptr;
};

struct EpisodeSpec {
  std::string task;  // a name from list_tasks
  int64_t seed = 0;  // passed to reset
};

struct RolloutStats {
  double generate_seconds = 0;  // inside Sampler::Generate (continuous: the decoder busy)
  double env_seconds = 0;       // waiting for resets, steps, submits and closes (continuous:
                                // the run's wall time less generate_seconds)
  double prefill_seconds = 0;   // of generate_seconds: prefills (with the first token)
  double decode_seconds = 0;    // of generate_seconds: decode steps (with graph captures)
  int64_t decode_steps = 0;     // forward passes after the prefills (continuous: batched steps)
  int64_t generated_tokens = 0;
  int64_t turns = 0;            // generations, summed over episodes
  int64_t context_tokens = 0;   // prompt tokens of every generation (the histories' lengths)
  int64_t prefill_tokens = 0;   // of those, computed by a prefill
  int64_t reused_tokens = 0;    // of those, taken from the episode's kept keys and values
  int64_t shared_tokens = 0;    // of those, copied from another episode's same first tokens
  int64_t appended_tokens = 0;  // of those, new since the episode's last generation ended (the
                                // whole prompt on its first turn; then observations, templates)
  int64_t evicted_tokens = 0;   // continuous: kept tokens dropped for room (prefilled again)
  int64_t peak_batch = 0;       // continuous: most rows in one decode step
  double mean_batch = 0;        // continuous: rows per decode step
};

// What ends a policy turn: <|im_end|> and every EOS id of the model's config.json and
// generation_config.json (Qwen2.5 adds <|endoftext|> there), each once, <|im_end|> first.
std::vector<int64_t> StopTokenIds(const model::ModelConfig& config, int64_t im_end);

class RolloutEngine {
 public:
  // REQUIRES: policy and tokenizer outlive the engine; the tokenizer has <|im_start|>/<|im_end|>.
  RolloutEngine(const model::Transformer& policy, const tokenizer::Tokenizer& tokenizer,
                RolloutOptions options);

  // One trajectory per spec, in order. Fails (no trajectories) only for a configuration error:
  // no endpoint, a tokenizer without chat tokens, a sampler error, or a stop request
  // (options.stop; every episode closed first). Environment failures are
  // per-episode infra_error flags instead. `seed` drives the sampler (one stream per turn).
  StatusOr<std::vector<rl::Trajectory>> Run(const std::vector<EpisodeSpec>& specs, uint64_t seed);

  const RolloutStats& last_stats() const { return stats_; }
  const EndpointBalancer& balancer() const { return balancer_; }  // lives across batches

 private:
  struct Episode;
  Status FetchTools();
  void ResetEpisode(Episode& e, size_t first_endpoint);
  void StepEpisode(Episode& e, const std::string& assistant_text);
  void FinalSubmit(Episode& e);
  void Finish(Episode& e);
  // The turn-by-turn loop, and the continuous one (options_.continuous), over reset episodes.
  Status RunTurns(const std::vector<Episode*>& all, const std::vector<int64_t>& stop_ids,
                  uint64_t seed);
  Status RunContinuous(const std::vector<Episode*>& all, const std::vector<int64_t>& stop_ids,
                       uint64_t seed);

  const model::Transformer& policy_;
  const tokenizer::Tokenizer& tokenizer_;
  RolloutOptions options_;
  std::vector<nlohmann::ordered_json> tools_;  // from hello, fetched once
  bool have_tools_ = false;
  RolloutStats stats_;
  EndpointBalancer balancer_;
};

}  // namespace warpgym::rollout
