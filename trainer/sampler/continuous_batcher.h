// ContinuousBatcher: one decoder shared by many concurrent conversations (the rollout's
// episodes), each on its own thread, with no batch-wide barrier.
//
// A conversation is a sequence: Open() gives it an id, each Generate(id, append, ...) appends
// tokens to it (the first turn's prompt, later the tool response and template) and blocks until
// the model has answered; the answer's tokens become part of the sequence too. A worker thread
// runs the decode loop: between any two decode steps it admits waiting turns (prefilling only
// the tokens whose keys and values it does not hold yet, one sequence at a time) and retires
// finished rows, so rows join and leave at token granularity and a slow environment step holds
// up nobody else.
//
// Decode steps: on CUDA, rows padded to a bucket and the step replayed as a CUDA graph per bucket
// (paged_decoder.h); on the CPU, the exact rows eagerly.
//
// Memory: keys and values live in a model::KvPagePool (pages of page_size tokens). A sequence
// keeps its pages between turns. Admitting a turn reserves pages for its prompt and all of its
// max_new_tokens; the unused ones go back when it ends. When a turn does not fit, the sequences
// idle longest (between turns) lose their pages first (their next turn prefills everything
// again: stats' evicted_tokens; a sequence whose next turn is still waiting counts as idle),
// evicting only when that makes room; a turn that cannot fit even in an empty pool fails with
// ResourceExhausted. Turns are admitted first come, first served.
//
// Sampling (temperature, top_p, top_k, stop ids) is the batcher's, shared by all rows; each turn
// draws from a generator of its own seed, so a row's tokens and log-probs are those Sampler::
// Generate gives for the same sequence and seed alone (to rounding: tests).
// Generate, Open, Close and stats are thread-safe; one turn per sequence at a time.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "shared/status.h"
#include "trainer/model/kv_page_pool.h"
#include "trainer/model/transformer.h"
#include "trainer/sampler/paged_decoder.h"
#include "trainer/sampler/sampler.h"

namespace warpgym::sampler {

struct BatcherOptions {
  int64_t max_batch = 64;  // rows decoded together at most
  int64_t page_size = 64;  // tokens per KV page
  int64_t kv_pages = 0;    // pool size in pages; 0: as many as kv_bytes holds
  int64_t kv_bytes = int64_t{1} << 30;
  double temperature = 1.0;  // 0 = greedy
  double top_p = 1.0;
  int64_t top_k = 0;
  std::vector<int64_t> stop_token_ids;
  // Model on CUDA: decode steps on fixed-shape buckets (sampler/paged_decoder.h) captured as CUDA
  // graphs, one per bucket. Falls back to eager steps where a graph cannot be used.
  bool cuda_graphs = true;
  // Run the bucketed steps eagerly where no graph is used (CPU tests of the graphed path's shapes).
  bool static_decode = false;
};

struct BatcherStats {      // since construction
  int64_t turns = 0;       // turns answered
  int64_t steps = 0;       // decode steps (one token for each active row)
  int64_t row_steps = 0;   // rows summed over steps (row_steps / steps: the mean batch)
  int64_t peak_batch = 0;  // most rows in one step
  int64_t generated_tokens = 0;
  int64_t prefill_tokens = 0;  // tokens computed by prefills
  int64_t reused_tokens = 0;   // tokens whose keys and values a turn found kept
  int64_t evicted_tokens = 0;  // kept tokens dropped to make room (computed again later)
  int64_t peak_pages = 0;      // most pages in use at once
  int64_t pages_in_use = 0;    // now (0 once every sequence is closed)
  int64_t pool_pages = 0;      // usable pages (one more is kept as padding rows' scratch)
  int64_t graph_captures = 0;  // CUDA graphs captured (one per bucket used)
  bool static_decode = false;  // decode steps ran on buckets (graphed on CUDA)
  double prefill_seconds = 0, decode_seconds = 0;  // decode includes captures
};

class ContinuousBatcher {
 public:
  // REQUIRES the model outlives the batcher and is not changed while a turn runs.
  ContinuousBatcher(const model::Transformer& model, BatcherOptions options);
  ~ContinuousBatcher();  // waiting turns fail with Unavailable; the worker is joined
  ContinuousBatcher(const ContinuousBatcher&) = delete;
  ContinuousBatcher& operator=(const ContinuousBatcher&) = delete;

  int64_t Open();
  // Appends `append` (at least one token unless the sequence already has some) and generates up
  // to max_new_tokens, stopping at a stop id (kept). InvalidArgument for an unknown or busy
  // sequence, a token outside the vocabulary or max_new_tokens < 1; ResourceExhausted when the
  // sequence cannot fit in the pool; Internal when the model failed (the batcher goes on).
  StatusOr<Completion> Generate(int64_t sequence, const std::vector<int64_t>& append,
                                int64_t max_new_tokens, uint64_t seed);
  // Frees the sequence's pages. REQUIRES no turn of it in flight (else InvalidArgument).
  Status Close(int64_t sequence);
  BatcherStats stats() const;

 private:
  struct Sequence;
  struct Turn;
  void Work();
  // Reserves the turn's pages, evicting idle sequences; false when it must wait. A turn that can
  // never fit is answered (ResourceExhausted) and counts as admitted.
  bool AdmitLocked(Turn& turn);
  void Prefill(Turn& turn);                               // worker, unlocked
  void DecodeStep(std::vector<Turn*>& rows);              // worker, unlocked
  void Sample(Turn& turn, const at::Tensor& logits);      // draws one token from [1, V] logits
  void Accept(Turn& turn, int64_t token, float logprob);  // appends it; ends the turn at a stop
  void RetireLocked(Turn& turn, Status failure);

  const model::Transformer& model_;
  const BatcherOptions options_;
  SamplingParams sampling_;
  model::KvPagePool pool_;    // bookkeeping under mu_; tensors touched by the worker only
  int64_t scratch_page_ = 0;  // never a sequence's: padding rows of a bucket write there
  bool static_ = false, graphed_ = false;
  struct Bucket {
    std::unique_ptr<PagedDecoder> decoder;
    uint64_t last_used = 0;
  };
  std::map<std::pair<int64_t, int64_t>, Bucket> decoders_;  // the worker's
  uint64_t bucket_clock_ = 0;
  PagedDecoder& Decoder(std::pair<int64_t, int64_t> key);  // made (or reused) for a bucket

  mutable std::mutex mu_;
  std::condition_variable wake_;
  bool stop_ = false;
  int64_t next_id_ = 1;
  uint64_t clock_ = 0;  // for least-recently-used eviction
  std::map<int64_t, std::unique_ptr<Sequence>> sequences_;
  std::deque<std::shared_ptr<Turn>> waiting_;
  std::vector<std::shared_ptr<Turn>> active_;  // worker's rows (admitted)
  BatcherStats stats_;
  std::thread worker_;
};

}  // namespace warpgym::sampler
