// ShardedAdamW: AdamW (adamw.h, the same update and warmup) with its state and the gradient
// reduction sharded over the ranks, as ZeRO stage 2 (Rajbhandari et al., "ZeRO: Memory
// Optimizations Toward Training Trillion Parameter Models", 2020). The parameters, concatenated
// in order, form one flat space of N elements, padded to W * S (S = ceil(N / W)); rank r owns
// elements [r S, (r + 1) S). Per update:
//   1. every rank's gradients, flattened (zero where a parameter has none), are reduce-scattered:
//      rank r gets the sum over the ranks of its S elements;
//   2. the joint L2 norm is the square root of the ranks' sums of squares, and the shard is
//      scaled as clip_grad_norm_ scales (max_norm / (norm + 1e-6), at most 1);
//   3. fused AdamW updates rank r's slice of the parameters with its own first and second moments
//      (float32, S elements each: the 8 bytes per parameter of AdamW's state divided by W);
//   4. the updated slices are all-gathered into every rank's parameters.
// Every rank then holds the same parameters; against AdamW on the summed gradients they differ
// only by the rounding of the norm (another summation order; through NCCL the sums' order is
// NCCL's too). Parameters stay whole on every rank, and so do gradients during backward; the
// gradients are dropped once flattened (ApplyGradients leaves none), and only the optimizer
// state and its update are split.
//
// State on disk: each rank writes "<stem>.shard-<r>-of-<W>.safetensors" beside `path` ("m" and
// "v", its S elements; step, world size and N in the metadata). Load takes the newest complete
// set of shards of any world size, or AdamW's single file at `path`, whichever has the later
// step, and reads only this rank's elements: a run may resume on another number of ranks.
//
// ZeRO-3 (with ShardedLayers, sharded_layers.h): `params` are then the model's whole parameters
// (embedding, norms, heads) and the decoder layers are the ShardedLayers' slices: their
// gradients come reduce-scattered already (the layers' backward passes added them), they count
// in the joint norm, and each slice is updated in place with moments of its own (S_i elements
// each). They are saved as "layer.<i>.m" / "layer.<i>.v" in the rank's shard file; such a state
// resumes on as many ranks only.
// Not thread-safe; every rank calls ApplyGradients, Save and Load in the same order.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "trainer/train/adamw.h"
#include "trainer/train/optimizer.h"
#include "trainer/train/sharded_layers.h"

namespace warpgym::train {

class ShardedAdamW : public Optimizer {
 public:
  // REQUIRES: params are float32 leaf tensors with requires_grad on one device; 0 <= rank <
  // world_size (the ranks of the DataParallel passed to ApplyGradients).
  ShardedAdamW(std::vector<at::Tensor> params, AdamWOptions options, int rank, int world_size,
               std::shared_ptr<ShardedLayers> layers = nullptr);

  void ZeroGrad() override;
  double ApplyGradients(DataParallel& dp, double max_norm) override;
  int64_t steps() const override { return step_; }
  double LearningRate() const override;
  Write PrepareSave(const std::string& path) const override;
  Status Load(const std::string& path) override;

  int64_t shard_begin() const { return begin_; }  // the first element this rank owns
  int64_t shard_numel() const { return shard_; }  // S, padding included
  int64_t total_numel() const { return total_; }  // N

 private:
  // Elements [begin, begin + out.numel()) of the flat parameter space copied into `out` (those
  // past N left alone), and `src`'s elements written into the parameters from `begin` on.
  void ReadParams(int64_t begin, const at::Tensor& out) const;
  void WriteParams(int64_t begin, const at::Tensor& src);
  Status LoadLayerMoments(const std::string& path, int saved_world_size);

  std::vector<at::Tensor> params_;
  AdamWOptions options_;
  int rank_, world_size_;
  int64_t total_ = 0, shard_ = 0, begin_ = 0;
  at::Tensor m_, v_;                           // [S] float32 on the parameters' device
  std::shared_ptr<ShardedLayers> layers_;      // ZeRO-3's decoder layers, or null
  std::vector<at::Tensor> layer_m_, layer_v_;  // [S_i] each
  int64_t step_ = 0;
};

}  // namespace warpgym::train
