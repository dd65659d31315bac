#include "trainer/sampler/paged_decoder.h"

namespace warpgym::sampler {
int64_t PagedDecoder::BatchFor(int64_t rows, int64_t max_batch) {
  int64_t b = 1;
  while (b < rows) b *= 2;
  return std::max(rows, std::min(b, max_batch));
}

int64_t PagedDecoder::PagesFor(int64_t pages) {
  return (pages + kPagesQuantum - 1) / kPagesQuantum * kPagesQuantum;
}

PagedDecoder::PagedDecoder(const model::Transformer& model, model::KvPagePool* pool, int64_t batch,
                           int64_t pages, int64_t scratch_page, bool graphed)
    : model_(model),
      pool_(pool),
      batch_(batch),
      pages_(pages),
      scratch_(scratch_page),
      graphed_(graphed) {
  TORCH_CHECK(!graphed || (model.options().device().is_cuda() && CudaGraph::Built() &&
                           model.DecodeStepCapturable()),
              "PagedDecoder: a CUDA graph needs the model on CUDA, a build with LibTorch's CUDA "
              "headers and a rope without data-dependent frequencies");
  const at::TensorOptions on = model.options().dtype(at::kLong);
  in_.ids = at::zeros({batch, 1}, on);
  in_.positions = at::zeros({batch, 1}, on);
  in_.page_table = at::full({batch, pages}, scratch_page, on);
  in_.lengths = at::ones({batch}, on);
  logits_ = at::empty({batch, model.config().vocab_size}, model.options());
}

at::Tensor PagedDecoder::Step(const std::vector<PagedRow>& rows, bool* captured) {
  const auto n = static_cast<int64_t>(rows.size());
  TORCH_CHECK(n >= 1 && n <= batch_, "PagedDecoder::Step: ", n, " rows for a bucket of ", batch_);
  // The whole bucket's state on the host, padding rows on the scratch page, then one copy each.
  std::vector<int64_t> ids(batch_, 0), positions(batch_, 0), lengths(batch_, 1);
  std::vector<int64_t> table(batch_ * pages_, scratch_);
  for (int64_t b = 0; b < n; ++b) {
    const PagedRow& r = rows[b];
    const int64_t page = pool_->page_size();
    const int64_t used = (r.position + page) / page;  // pages holding tokens [0, position]
    TORCH_CHECK(used <= pages_ && used <= static_cast<int64_t>(r.pages->size()),
                "a row needs more pages than its bucket or its sequence has");
    ids[b] = r.token;
    positions[b] = r.position;
    lengths[b] = r.position + 1;
    std::copy(r.pages->begin(), r.pages->begin() + used, table.begin() + b * pages_);
  }
  in_.ids.copy_(at::tensor(ids, at::kLong).view({batch_, 1}));
  in_.positions.copy_(at::tensor(positions, at::kLong).view({batch_, 1}));
  in_.lengths.copy_(at::tensor(lengths, at::kLong));
  in_.page_table.copy_(at::tensor(table, at::kLong).view({batch_, pages_}));
  if (captured != nullptr) *captured = false;
  if (graphed_) {
    if (!graph_.captured()) {
      // The warm-up and captured runs write the same slots the replay below writes again.
      graph_.Capture(model_.options().device(), [this] { RunStep(); });
      if (captured != nullptr) *captured = true;
    }
    graph_.Replay();
  } else {
    RunStep();
  }
  return logits_.narrow(0, 0, n);
}

void PagedDecoder::RunStep() {
  model_.PagedDecodeStep(in_, pool_, logits_);
}

}  // namespace warpgym::sampler
