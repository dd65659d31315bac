#include "trainer/sampler/static_decoder.h"

namespace warpgym::sampler {
namespace {

std::vector<at::Tensor> Weights(const model::Transformer& model) {
  std::vector<at::Tensor> out;
  for (const auto& named : model.NamedParameters()) out.push_back(named.second);
  return out;
}

}  // namespace

int64_t StaticDecoder::CapacityFor(int64_t needed) {
  return (needed + kCapacityQuantum - 1) / kCapacityQuantum * kCapacityQuantum;
}

StaticDecoder::StaticDecoder(const model::Transformer& model, int64_t batch, int64_t capacity,
                             bool graphed)
    : model_(model), graphed_(graphed), cache_(model.NewCache(batch, capacity)) {
  TORCH_CHECK(!graphed || (model.options().device().is_cuda() && CudaGraph::Built() &&
                           model.DecodeStepCapturable()),
              "StaticDecoder: a CUDA graph needs the model on CUDA, a build with LibTorch's CUDA "
              "headers and a "
              "rope without data-dependent frequencies");
  if (graphed_) weights_ = Weights(model);
  const at::TensorOptions on = model.options();
  in_.ids = at::zeros({batch, 1}, on.dtype(at::kLong));
  in_.positions = at::zeros({batch, 1}, on.dtype(at::kLong));
  in_.slot = at::zeros({1}, on.dtype(at::kLong));
  in_.key_mask = at::ones({batch, capacity}, on.dtype(at::kBool));
  logits_ = at::empty({batch, model.config().vocab_size}, on);
}

bool StaticDecoder::Serves(const model::Transformer& model, int64_t batch, int64_t needed,
                           bool graphed) const {
  if (&model != &model_ || graphed != graphed_ || batch != this->batch() ||
      CapacityFor(needed) != capacity())
    return false;
  if (!graphed_) return true;  // an eager step reads the parameters afresh every time
  const std::vector<at::Tensor> now = Weights(model);
  if (now.size() != weights_.size()) return false;
  for (size_t i = 0; i < now.size(); ++i)
    if (!now[i].is_same(weights_[i])) return false;
  return true;
}

model::KvCache* StaticDecoder::ResetCache() {
  cache_.length = 0;
  return &cache_;
}

void StaticDecoder::Start(const at::Tensor& prompt_mask, const at::Tensor& next_position) {
  const int64_t P = prompt_mask.size(1);
  TORCH_CHECK(P == cache_.length && P < capacity(),
              "StaticDecoder::Start: the prefill must fill slots [0, ", P, ") of ", capacity());
  // In place, so the addresses a captured graph reads stay put.
  in_.key_mask.narrow(1, 0, P).copy_(prompt_mask);
  in_.key_mask.narrow(1, P, capacity() - P).fill_(true);
  in_.positions.copy_(next_position);
  in_.slot.fill_(P);
}

bool StaticDecoder::Prepare() {
  if (!graphed_ || graph_.captured()) return false;
  // The warm-up and captured runs write K/V into slot P and the logits buffer; the first real
  // Step writes the same slot again before anything reads it.
  graph_.Capture(model_.options().device(), [this] { RunStep(); });
  return true;
}

const at::Tensor& StaticDecoder::Step(const at::Tensor& tokens) {
  in_.ids.copy_(tokens.reshape({batch(), 1}));
  if (graphed_) {
    Prepare();
    graph_.Replay();
  } else {
    RunStep();
  }
  in_.positions.add_(1);
  in_.slot.add_(1);
  return logits_;
}

void StaticDecoder::RunStep() {
  model_.DecodeStep(in_, &cache_, logits_);
}

}  // namespace warpgym::sampler
