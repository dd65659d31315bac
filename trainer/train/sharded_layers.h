// ShardedLayers: the decoder layers of a Transformer sharded over data-parallel ranks and gathered
// one layer at a time for its use, as ZeRO stage 3 (Rajbhandari et al., 2020) and FSDP do.
// Layer i's parameters, flattened in LayerParameters order, are N_i elements padded to W S_i
// (S_i = ceil(N_i / W)); rank r keeps elements [r S_i, (r + 1) S_i) as float32 (the master
// copy the optimizer updates) and a float32 gradient accumulator of the same size. So a rank
// holds 1/W of every layer between uses, and one whole layer (plus, in the backward pass, that
// layer's gradients) at a time during a pass: what lets a model too large for one GPU train.
//   Weights(i)          all-gathers layer i (every rank's slice, in rank order) into views of
//                       the model's layout, float32;
//   AddGradients(i, g)  flattens one backward pass's gradients of layer i (zero where none),
//                       reduce-scatters them and adds this rank's summed slice to its
//                       accumulator: the same sum a whole-model rank would get by all-reducing.
// Both are collectives: every rank's model must make the same passes (the same number of
// forwards and backwards, in the same order). The embedding, final norm, head and value head
// stay whole in the model. Not thread-safe; the DataParallel must outlive this.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "trainer/model/layer_source.h"
#include "trainer/model/transformer.h"
#include "trainer/train/data_parallel.h"

namespace warpgym::train {

class ShardedLayers : public model::LayerSource {
 public:
  // Keeps this rank's slice of each of `model`'s decoder layers (float32, on the model's device)
  // and makes itself the model's layer source (the model's own layer tensors go). REQUIRES:
  // every rank's model holds the same weights (a slice is taken from this rank's copy).
  static std::shared_ptr<ShardedLayers> Shard(model::Transformer& model, DataParallel& dp);

  model::LayerWeights Weights(int64_t layer) override;
  void AddGradients(int64_t layer, const std::vector<at::Tensor>& grads) override;

  int64_t num_layers() const { return static_cast<int64_t>(layouts_.size()); }
  // This rank's slice of layer i ([S_i] float32: the master weights) and its gradient
  // accumulator (zeros until a backward pass adds to it).
  at::Tensor& slice(int64_t layer) { return slices_[static_cast<size_t>(layer)]; }
  at::Tensor& gradient(int64_t layer) { return gradients_[static_cast<size_t>(layer)]; }
  int64_t layer_numel(int64_t layer) const { return numels_[static_cast<size_t>(layer)]; }
  // The first element of layer i's flat space this rank holds (r S_i).
  int64_t slice_begin(int64_t layer) const;
  void ZeroGradients();

 private:
  ShardedLayers(DataParallel& dp) : dp_(&dp) {}

  DataParallel* dp_;
  std::vector<model::LayerWeights> layouts_;  // shape-only (meta) tensors of each layer
  std::vector<int64_t> numels_;               // N_i
  std::vector<at::Tensor> slices_, gradients_;
};

// `model` with its decoder layers gathered from its layer source into host memory, one layer at a
// time (a collective each: every rank calls this); the copy is returned only where `keep`, the
// other ranks only take part. REQUIRES model.layer_source().
std::optional<model::Transformer> GatheredModel(const model::Transformer& model, bool keep);

}  // namespace warpgym::train
