#include "trainer/train/sharded_layers.h"

#include <c10/core/GradMode.h>

namespace warpgym::train {

std::shared_ptr<ShardedLayers> ShardedLayers::Shard(model::Transformer& model, DataParallel& dp) {
  TORCH_CHECK(model.layer_source() == nullptr,
              "ShardedLayers::Shard: the model is sharded already");
  c10::NoGradGuard no_grad;
  std::shared_ptr<ShardedLayers> sharded(new ShardedLayers(dp));
  const int64_t W = dp.world_size(), r = dp.rank();
  for (int64_t i = 0; i < model.config().num_layers; ++i) {
    const model::LayerWeights& whole = model.LayerWeightsOf(i);
    std::vector<at::Tensor> flat, layout;
    for (const at::Tensor& t : whole.Defined()) {
      flat.push_back(t.detach().reshape({-1}).to(at::kFloat));
      layout.push_back(at::empty(t.sizes(), t.options().device(at::kMeta)));
    }
    const at::Tensor all = at::cat(flat);
    const int64_t n = all.numel(), s = (n + W - 1) / W;
    at::Tensor slice = at::zeros({s}, all.options());
    const int64_t begin = std::min(n, r * s), end = std::min(n, (r + 1) * s);
    slice.narrow(0, 0, end - begin).copy_(all.narrow(0, begin, end - begin));
    sharded->layouts_.push_back(whole.With(layout));
    sharded->numels_.push_back(n);
    sharded->gradients_.push_back(at::zeros_like(slice));
    sharded->slices_.push_back(std::move(slice));
  }
  model.set_layer_source(sharded);
  return sharded;
}

int64_t ShardedLayers::slice_begin(int64_t layer) const {
  return dp_->rank() * slices_[static_cast<size_t>(layer)].numel();
}

model::LayerWeights ShardedLayers::Weights(int64_t layer) {
  const auto i = static_cast<size_t>(layer);
  const at::Tensor all = dp_->AllGatherShards(slices_[i].detach());  // [W S_i]
  std::vector<at::Tensor> views;
  int64_t offset = 0;
  for (const at::Tensor& t : layouts_[i].Defined()) {
    views.push_back(all.narrow(0, offset, t.numel()).view(t.sizes()));
    offset += t.numel();
  }
  return layouts_[i].With(views);
}

void ShardedLayers::AddGradients(int64_t layer, const std::vector<at::Tensor>& grads) {
  c10::NoGradGuard no_grad;
  const auto i = static_cast<size_t>(layer);
  const std::vector<at::Tensor> layout = layouts_[i].Defined();
  TORCH_CHECK(grads.size() == layout.size(), "ShardedLayers::AddGradients: ", grads.size(),
              " gradients for ", layout.size(), " weights of layer ", layer);
  at::Tensor flat = at::zeros({slices_[i].numel() * dp_->world_size()}, slices_[i].options());
  int64_t offset = 0;
  for (size_t k = 0; k < grads.size(); ++k) {
    const int64_t n = layout[k].numel();
    if (grads[k].defined()) flat.narrow(0, offset, n).copy_(grads[k].reshape({-1}));
    offset += n;
  }
  gradients_[i].add_(dp_->ReduceScatterSum(flat));
}

void ShardedLayers::ZeroGradients() {
  for (at::Tensor& g : gradients_) g.zero_();
}

std::optional<model::Transformer> GatheredModel(const model::Transformer& model, bool keep) {
  TORCH_CHECK(model.layer_source() != nullptr, "GatheredModel: the model has no layer source");
  c10::NoGradGuard no_grad;
  std::vector<model::LayerWeights> layers;
  for (int64_t i = 0; i < model.config().num_layers; ++i) {
    const model::LayerWeights w = model.layer_source()->Weights(i);
    if (!keep) continue;
    std::vector<at::Tensor> host;
    for (const at::Tensor& t : w.Defined())
      host.push_back(t.to(at::kCPU, t.scalar_type(), false, /*copy=*/true));
    layers.push_back(w.With(host));
  }
  if (!keep) return std::nullopt;
  return model.WithLayers(std::move(layers));
}

}  // namespace warpgym::train
