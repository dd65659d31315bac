// PagedDecoder: the continuous batcher's decode step on buffers of fixed shape, so that on CUDA
// it can be captured once as a CUDA graph and replayed per token (what StaticDecoder is for the
// plain sampler).
//
// One decoder serves one bucket: `batch` rows (the rows decoding now, padded up) and `pages`
// page-table entries per row (the longest row's pages, padded up). It owns the step's inputs
// (model::PagedDecodeInputs) and the logits buffer [batch, V]; Step copies the rows' host-side
// state into them in place (padding rows point at a scratch page the batcher keeps out of use,
// with length 1) and runs Transformer::PagedDecodeStep, replaying the graph when graphed.
// The graph reads the weights where they were at capture: the model's tensors must not be
// replaced while the decoder lives (in-place updates are seen).
// Not thread-safe: the batcher's worker owns its decoders.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <vector>

#include "trainer/model/kv_page_pool.h"
#include "trainer/model/transformer.h"
#include "trainer/sampler/cuda_graph.h"

namespace warpgym::sampler {

// One row of a decode step, as the batcher sees it on the host.
struct PagedRow {
  int64_t token = 0;                  // fed now
  int64_t position = 0;               // its position = tokens before it
  const std::vector<int64_t>* pages;  // the sequence's pages (hold position + 1 tokens)
};

class PagedDecoder {
 public:
  // Buckets: rows rounded up to a power of two (at most `max_batch`), pages per row rounded up
  // to a multiple of kPagesQuantum, so that similar steps share a decoder (and its graph).
  static constexpr int64_t kPagesQuantum = 16;
  static int64_t BatchFor(int64_t rows, int64_t max_batch);
  static int64_t PagesFor(int64_t pages);

  // `graphed`: capture the step as a CUDA graph (REQUIRES the model on CUDA, CudaGraph::Built()
  // and model.DecodeStepCapturable()). `scratch_page`: a page no sequence owns.
  PagedDecoder(const model::Transformer& model, model::KvPagePool* pool, int64_t batch,
               int64_t pages, int64_t scratch_page, bool graphed);

  // Writes each row's K/V for its token and returns the logits [rows.size(), V] (a view of the
  // buffer the next Step overwrites). True in `captured` when this call captured the graph.
  // REQUIRES rows.size() <= batch and each row's pages within `pages`.
  at::Tensor Step(const std::vector<PagedRow>& rows, bool* captured = nullptr);

  int64_t batch() const { return batch_; }
  int64_t pages() const { return pages_; }
  bool graphed() const { return graphed_; }

 private:
  void RunStep();

  const model::Transformer& model_;
  model::KvPagePool* pool_;
  const int64_t batch_, pages_, scratch_;
  const bool graphed_;
  model::PagedDecodeInputs in_;
  at::Tensor logits_;  // [batch, V]
  CudaGraph graph_;
};

}  // namespace warpgym::sampler
