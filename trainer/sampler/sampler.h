// Sampler: batched text generation from a Transformer with a KV cache.
//
// Prompts of different lengths are left-padded into one batch; one forward pass over the
// prompts (prefill) fills the cache, then each step feeds the B new tokens (decode). A row stops
// at a stop token (kept in its output), when its output ends with a stop sequence (kept) or when
// the decoded tail of its output contains a stop string (needs SamplingParams::decode; the token
// completing the string is kept), or after max_new_tokens (finish kLength).
//
// Sampling per step, on the last position's logits z [B, V] in float32:
//   temperature 0   argmax z (greedy)
//   otherwise       p = softmax(z / temperature), restricted to the top_k most likely tokens
//                   (top_k > 0) and then to the smallest set whose mass reaches top_p (top_p <
//                   1), renormalised; drawn by inverse CDF with uniforms from a CPU generator
//                   seeded by `seed`, so a run is reproducible on any device.
// The log-probability returned with each token is that of the distribution it was drawn from:
// log p after the top-k/top-p truncation and renormalisation (log softmax(z / temperature)
// when nothing is truncated; log softmax(z) of the argmax when greedy). The trainer's importance
// weights (ppo.tis_cap) divide by it. Generate runs under inference mode. One Sampler per thread.
//
// Decode steps take one of two paths (the prefill is the same for both):
//   dynamic  Transformer::Forward over the cache's filled prefix (the key length grows by one
//            per step): the default on the CPU, and on CUDA with cuda_graphs off
//   static   Transformer::DecodeStep through a StaticDecoder: fixed shapes over the whole
//            cache, inputs updated in place; on CUDA (cuda_graphs, the default) captured once as a
//            CUDA graph and replayed per token. Same tokens and log-probs as dynamic to rounding.
// The static path's cache, buffers and graph stay with the Sampler after Generate and serve the
// next call of the same batch size and capacity (ReleaseDecodeState frees them).
// The host reads a step's tokens (for the stop checks) while the device already runs the next
// one, so a generation whose rows have all stopped runs one decode step more than it uses.
//
// Prefix reuse (multi-turn): Generate can hand back each row's keys and values (`keep`: the
// prompt and the generated tokens that were fed back) and take them again with the next, longer
// prompt of the same sequence (`reuse`): those tokens are then not computed again, and each row
// prefills only its new tokens, alone (a batched prefill would recompute every row to the longest
// new part). Rows that start with the same tokens (every first turn's system prompt) share them
// the same way: a row copies the keys and values of the longest first tokens it has in common
// with a row prefilled before it, where that is more than its own `reuse`. Same tokens and
// log-probs as without reuse, to rounding (tests).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "shared/status.h"
#include "trainer/model/transformer.h"
#include "trainer/sampler/static_decoder.h"

namespace warpgym::sampler {

struct SamplingParams {
  int64_t max_new_tokens = 256;
  double temperature = 1.0;                                        // 0 = greedy
  double top_p = 1.0;                                              // (0, 1]
  int64_t top_k = 0;                                               // 0 = no limit
  std::vector<int64_t> stop_token_ids;                             // e.g. the config's eos ids
  std::vector<std::vector<int64_t>> stop_sequences;                // token-id sequences
  std::vector<std::string> stop_strings;                           // need `decode`
  std::function<std::string(const std::vector<int64_t>&)> decode;  // token ids -> text
  uint64_t seed = 0;
  // Model on CUDA: decode through the static path captured as a CUDA graph. Falls back to the
  // dynamic path where a graph cannot be used (a build without LibTorch's CUDA headers, rope_type
  // "dynamic"); GenerateStats::cuda_graph says which ran. Ignored on the CPU.
  bool cuda_graphs = true;
  // Run the static path eagerly where no graph is used (CPU tests, comparisons on CUDA).
  bool static_decode = false;
};

enum class FinishReason { kStop, kLength };

// The keys and values of a sequence's first `length` tokens, per layer [K, length, D] in the
// model's dtype and device (what Generate keeps, and takes back for the same token prefix).
struct SequenceKv {
  std::vector<at::Tensor> k, v;
  int64_t length = 0;
};

struct Completion {
  std::vector<int64_t> tokens;  // generated tokens only
  std::vector<float> logprobs;  // one per token
  FinishReason finish = FinishReason::kLength;
};

// Timings of the last Generate call, for benchmarks. Each phase ends with the copy of sampled
// tokens to the host, so the device work is included.
struct GenerateStats {
  double prefill_seconds = 0;
  double decode_seconds = 0;
  int64_t prefill_tokens = 0;  // real (unpadded) prompt tokens computed
  int64_t reused_tokens = 0;   // prompt tokens whose keys and values came from `reuse`
  int64_t shared_tokens = 0;   // ... copied from an earlier row with the same first tokens
  int64_t decode_steps = 0;    // forward passes after the prefill
  bool static_decode = false;  // decode took the static path ...
  bool cuda_graph = false;     // ... replaying a CUDA graph
  double capture_seconds =
      0;  // capturing that graph in this call (0 when reused); not in decode_seconds
};

class Sampler {
 public:
  explicit Sampler(const model::Transformer& model) : model_(model) {}

  // One Completion per prompt, in order. InvalidArgument for no prompts, an empty prompt, a
  // token outside the vocabulary or a bad parameter. Positions past max_position_embeddings are
  // allowed (the rope scaling decides what they mean).
  // reuse (optional, one per prompt): the keys and values of each prompt's first tokens, as an
  // earlier call kept them for the same tokens (the caller's promise; at most all but the
  // prompt's last token is used); keep (optional): set to each row's keys and values after the
  // call, covering its prompt and the generated tokens fed back to the model.
  StatusOr<std::vector<Completion>> Generate(const std::vector<std::vector<int64_t>>& prompts,
                                             const SamplingParams& params,
                                             const std::vector<SequenceKv>* reuse = nullptr,
                                             std::vector<SequenceKv>* keep = nullptr);

  const GenerateStats& last_stats() const { return stats_; }

  // Frees the static path's cache, buffers and graph (the next static Generate makes new ones).
  void ReleaseDecodeState() { decoder_.reset(); }

 private:
  // The prompts' prefill one row at a time on top of their reused keys and values, into the
  // batch cache (filled to the longest prompt); the last position's logits [B, V].
  at::Tensor PrefillRows(const std::vector<std::vector<int64_t>>& prompts,
                         const std::vector<SequenceKv>& reuse, const at::Tensor& ids,
                         const at::Tensor& positions, model::KvCache* cache);

  const model::Transformer& model_;
  GenerateStats stats_;
  std::unique_ptr<StaticDecoder> decoder_;  // the static path's state, kept between calls
};

// One sampling step over logits [B, V] (any float dtype, any device): the chosen tokens [B]
// (int64) and their log-probabilities [B] (float32), as described above. `uniforms` [B] float64
// on the CPU, in [0, 1), drive the draw (ignored when greedy).
std::pair<at::Tensor, at::Tensor> SampleTokens(const at::Tensor& logits,
                                               const SamplingParams& params,
                                               const at::Tensor& uniforms);

}  // namespace warpgym::sampler
