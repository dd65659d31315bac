// StaticDecoder: the sampler's decode loop on tensors at fixed device addresses, and on CUDA the
// decode step captured once as a CUDA graph and replayed per token.
//
// It owns the KV cache ([B, K, N, D] per layer, N slots), the step's inputs (token ids [B, 1],
// positions [B, 1], the slot being written [1], the key mask [B, N]: model::DecodeInputs) and
// the logits buffer [B, V]. A generation goes:
//
//   KvCache* cache = decoder.ResetCache();      // prefill through Transformer::Forward into it
//   decoder.Start(prompt_mask, next_position);  // the prompt's padding and each row's next
//   position decoder.Prepare();                          // capture the graph now, if it is still
//   to do logits = decoder.Step(tokens);              // per token: feed [B] ids, get [B, V] logits
//
// Step copies the tokens into the ids buffer, runs Transformer::DecodeStep (replaying the graph
// when graphed), then advances the positions and the slot in place. Nothing is reallocated
// between steps or generations, so one capture serves every generation with the same batch size
// and capacity: the Sampler keeps its StaticDecoder across Generate calls while Serves() holds.
// The graph reads the weights where they were at capture: in-place updates (an optimizer step)
// are seen, replaced tensors (Transformer::To) are not, so Serves() is false after those.
// Not thread-safe; one per Sampler.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <vector>

#include "trainer/model/transformer.h"
#include "trainer/sampler/cuda_graph.h"

namespace warpgym::sampler {

class StaticDecoder {
 public:
  // Cache slots a decoder gets for `needed` slots: rounded up to a multiple of kCapacityQuantum so
  // that generations of similar lengths share one graph, and so that a graph and an eager static
  // step of the same generation have the same shapes (the bench compares them bit for bit).
  static constexpr int64_t kCapacityQuantum = 256;
  static int64_t CapacityFor(int64_t needed);

  // A decoder for `batch` rows and `capacity` slots on the model's device. `graphed`: capture
  // the step as a CUDA graph (REQUIRES the model on CUDA, CudaGraph::Built() and
  // model.DecodeStepCapturable()); otherwise every step runs eagerly.
  StaticDecoder(const model::Transformer& model, int64_t batch, int64_t capacity, bool graphed);

  // True when this decoder can run a generation of `batch` rows needing `needed` slots, graphed
  // as asked, on the model's current parameters.
  bool Serves(const model::Transformer& model, int64_t batch, int64_t needed, bool graphed) const;

  // The cache, emptied (length 0) for the next prefill. Slots keep what earlier generations
  // wrote: finite values the mask hides.
  model::KvCache* ResetCache();

  // After the prefill filled slots [0, P), P = prompt_mask.size(1) = cache length: the prompt's
  // key mask [B, P] (false on padding; any device) and the position of each row's next token
  // [B, 1] int64. The first Step writes slot P.
  void Start(const at::Tensor& prompt_mask, const at::Tensor& next_position);

  // Captures the graph when graphed and not captured yet (warm-up included; returns when the
  // device is done), so the capture stays out of step timings. True when it captured now.
  // Throws c10::Error when the capture fails. REQUIRES Start.
  bool Prepare();

  // Feeds `tokens` [B] int64 (model device) and runs one step. Returns the logits buffer [B, V]
  // (model dtype), which the next Step overwrites. REQUIRES Start, and fewer steps since Start
  // than the capacity has slots after the prompt.
  const at::Tensor& Step(const at::Tensor& tokens);

  bool graphed() const { return graphed_; }
  int64_t batch() const { return cache_.batch(); }
  int64_t capacity() const { return cache_.capacity(); }

 private:
  void RunStep();

  const model::Transformer& model_;
  const bool graphed_;
  std::vector<at::Tensor> weights_;  // the parameters the graph reads (held, compared by Serves)
  model::KvCache cache_;
  model::DecodeInputs in_;
  at::Tensor logits_;  // [B, V]
  CudaGraph graph_;
};

}  // namespace warpgym::sampler
